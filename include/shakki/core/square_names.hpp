#pragma once
// Square names as people and notations write them: "e4". For frontends
// that turn clicks and typed squares into Squares and back.

#include <optional>
#include <string_view>

#include "../base/enum_name.hpp"
#include "types.hpp"

namespace shakki {

namespace detail {
// parse_square for the library's own readers: Square::none for a bad name.
constexpr Square square_from_name(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return Square::none;
    return make_square(static_cast<File>(text[0] - 'a'), static_cast<Rank>(text[1] - '1'));
}
}  // namespace detail

// The square a two-character name gives ("e4"), or nothing for any other
// text: wrong length, upper case, off the board.
constexpr std::optional<Square> parse_square(std::string_view text) {
    const Square s = detail::square_from_name(text);
    if (s == Square::none) return std::nullopt;
    return s;
}

namespace detail {
// All 64 names in square order, two characters each, so a name is a view
// into static storage and needs no buffer of the caller's.
inline constexpr std::string_view square_name_table =
    "a1b1c1d1e1f1g1h1a2b2c2d2e2f2g2h2a3b3c3d3e3f3g3h3a4b4c4d4e4f4g4h4"
    "a5b5c5d5e5f5g5h5a6b6c6d6e6f6g6h6a7b7c7d7e7f7g7h7a8b8c8d8e8f8g8h8";
}  // namespace detail

// "e4" for Square::e4; "-" (as FEN writes no square) for Square::none and
// any value off the board.
constexpr std::string_view square_name(Square s) {
    const auto i = static_cast<std::size_t>(index_of(s));
    if (i >= static_cast<std::size_t>(square_count)) return "-";
    return detail::square_name_table.substr(2 * i, 2);
}

// The name to print: "e4", "none" for Square::none, empty for a value no
// square has.
constexpr std::string_view enum_name(Square v) {
    if (v == Square::none) return "none";
    return square_from_index(index_of(v)) ? square_name(v) : std::string_view{};
}

}  // namespace shakki
