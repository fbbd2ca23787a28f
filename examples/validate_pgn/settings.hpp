#pragma once
// What the command line asks of every file: how to read the games, how to
// judge them and how to print what was found.

#include <cstdint>

#include "shakki/pgn/game.hpp"

namespace validate_pgn {

enum class Format : std::uint8_t { text, jsonl };

struct Settings {
    shakki::PgnReadOptions read;
    bool strict = false;  // a warning makes the game invalid
    Format format = Format::text;
    bool only_invalid = false;
};

}  // namespace validate_pgn
