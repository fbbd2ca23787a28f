#pragma once
// Fuzz inputs of the form "FEN\ntext": the position to read the text in
// (the start position when the FEN is missing or invalid; Chess960 when
// its castling field fits only Chess960) and the text.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "shakki/shakki.hpp"

struct PositionAndText {
    shakki::Position position;
    std::string_view text;
};

inline PositionAndText split_input(const std::uint8_t* data, std::size_t size) {
    const std::string_view input{reinterpret_cast<const char*>(data), size};
    const std::size_t newline = input.find('\n');
    if (newline == std::string_view::npos) return {shakki::Position::start(), input};
    const auto parsed = shakki::parse_fen(input.substr(0, newline), {shakki::CastlingMode::standard, true});
    return {parsed ? *parsed : shakki::Position::start(), input.substr(newline + 1)};
}
