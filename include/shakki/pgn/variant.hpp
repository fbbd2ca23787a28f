#pragma once
// PGN's Variant tag: which rules a game is played by. Files spell Chess960
// many ways ("Chess960", "chess 960", "fischerandom" from cutechess and
// Arena, "Fischer Random"); standard games may say "Standard" or, on
// lichess, "From Position". Other variants (crazyhouse, atomic, ...) follow
// rules shakki does not play, and games in them are refused rather than
// misread.

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "../core/types.hpp"

namespace shakki {

namespace detail {

// Lower case, without spaces, hyphens, underscores or slashes, so that
// "Fischer Random", "fischer-random" and "wild/fr" compare simply.
inline std::string variant_key(std::string_view name) {
    std::string key;
    for (const char c : name) {
        if (c == ' ' || c == '-' || c == '_' || c == '/' || c == '\t') continue;
        key += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return key;
}

}  // namespace detail

// The castling mode a Variant tag's value names, or nothing for a variant
// with other rules. An empty value is standard chess.
inline std::optional<CastlingMode> castling_mode_of_variant(std::string_view value) {
    constexpr std::array<std::string_view, 6> standard{"", "standard", "chess", "normal", "fromposition", "orthodox"};
    constexpr std::array<std::string_view, 6> chess960{"chess960", "fischerandom", "fischerrandom", "frc", "960", "wildfr"};
    const std::string key = detail::variant_key(value);
    for (const std::string_view name : standard) {
        if (key == name) return CastlingMode::standard;
    }
    for (const std::string_view name : chess960) {
        if (key == name) return CastlingMode::chess960;
    }
    return std::nullopt;
}

// The Variant tag write_pgn gives a Chess960 game that has none.
inline constexpr std::string_view chess960_variant_name = "Chess960";

}  // namespace shakki
