#pragma once
// Which languages a move list is written in: those in which every move,
// played in turn from the start position, is legal SAN.

#include <array>
#include <cstdint>
#include <string_view>

#include "../core/position.hpp"
#include "language.hpp"
#include "san_read.hpp"

namespace shakki {

struct LanguageDetection {
    // The matching languages, in the order of `languages` (the preference
    // order: English, Finnish, Hungarian, Esperanto, then the rest).
    std::array<const Language*, languages.size()> matches{};
    std::size_t count = 0;
    SanMode mode = SanMode::strict;  // lenient only when no language matched strictly
    // Whether every matching language reads the same moves. Languages that
    // share their letters (German, Swedish, Norwegian, Danish; Spanish and
    // Italian) always tie and always agree.
    bool agree = true;

    constexpr const Language* best() const { return count > 0 ? matches[0] : nullptr; }
    constexpr bool tie() const { return count > 1; }
};

namespace detail {

// A fingerprint of the moves a language reads, or nothing if one fails.
template <class Range>
constexpr std::optional<std::uint64_t> read_all(Position pos, const Range& moves, const Language& language, SanMode mode) {
    std::uint64_t fingerprint = 0;
    for (const auto& text : moves) {
        const auto read = parse_san(pos, std::string_view{text}, language, mode);
        if (!read) return std::nullopt;
        fingerprint = fingerprint * 0x100000001B3ULL ^ read->move.raw();
        pos = pos.play(read->move);
    }
    return fingerprint;
}

}  // namespace detail

// `moves` is any range of things convertible to std::string_view.
template <class Range>
constexpr LanguageDetection detect_languages(const Position& start, const Range& moves) {
    LanguageDetection result;
    for (const SanMode mode : {SanMode::strict, SanMode::lenient}) {
        std::optional<std::uint64_t> first_fingerprint;
        for (const Language& language : languages) {
            const auto fingerprint = detail::read_all(start, moves, language, mode);
            if (!fingerprint) continue;
            if (first_fingerprint && *first_fingerprint != *fingerprint) result.agree = false;
            if (!first_fingerprint) first_fingerprint = fingerprint;
            result.matches[result.count++] = &language;
        }
        result.mode = mode;
        if (result.count > 0) break;
    }
    return result;
}

}  // namespace shakki
