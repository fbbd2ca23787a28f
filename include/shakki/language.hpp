#pragma once
// Piece letters of the languages SAN is written in, as data: one row per
// language. Adding a language is adding a row to `languages`.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "types.hpp"

namespace shakki {

// How a language writes the piece a pawn promotes to.
enum class PromotionStyle : std::uint8_t {
    equals_sign,  // e8=Q (PGN, and every language in the table)
    letter_only,  // e8Q
    parentheses,  // e8(Q)
};

// Another spelling a reader accepts for a piece (never written).
struct LetterAlias {
    std::string_view text;
    PieceType piece;
};

struct Language {
    std::string_view code;  // ISO 639-1 where one exists; "fan" for figurines
    std::string_view name;
    // Letters by colour, then by piece type (pawn..king), as UTF-8. Text
    // languages use the same letters for both colours. The pawn's letter is
    // never written; a lenient reader accepts it. Empty: the language has none.
    std::array<std::array<std::string_view, piece_type_count>, 2> letters;
    std::string_view en_passant_suffix;  // written after an en passant capture, e.g. " e.p."
    std::array<LetterAlias, 3> aliases{};
    PromotionStyle promotion = PromotionStyle::equals_sign;

    constexpr std::string_view letter(Color c, PieceType t) const {
        return letters[static_cast<std::size_t>(index_of(c))][static_cast<std::size_t>(index_of(t))];
    }
};

namespace detail {

// The same letters for both colours: pawn, knight, bishop, rook, queen, king.
constexpr std::array<std::array<std::string_view, piece_type_count>, 2> same_letters(std::string_view p, std::string_view n,
                                                                                     std::string_view b, std::string_view r,
                                                                                     std::string_view q, std::string_view k) {
    return {{{p, n, b, r, q, k}, {p, n, b, r, q, k}}};
}

}  // namespace detail

// clang-format off
inline constexpr std::array<Language, 16> languages{{
    {"en", "English",    detail::same_letters("P", "N", "B", "R", "Q", "K"), ""},
    {"fi", "Finnish",    detail::same_letters("s", "R", "L", "T", "D", "K"), " e.p."},
    {"hu", "Hungarian",  detail::same_letters("g", "H", "F", "B", "V", "K"), "", {{{"gy", PieceType::pawn}}}},
    {"eo", "Esperanto",  detail::same_letters("P", "\u0108", "K", "T", "D", "R"), "",
                         {{{"C\u0302", PieceType::knight}}}},  // C + combining circumflex: decomposed Ĉ
    {"de", "German",     detail::same_letters("B", "S", "L", "T", "D", "K"), ""},
    {"fr", "French",     detail::same_letters("P", "C", "F", "T", "D", "R"), ""},
    {"es", "Spanish",    detail::same_letters("P", "C", "A", "T", "D", "R"), ""},
    {"it", "Italian",    detail::same_letters("P", "C", "A", "T", "D", "R"), ""},
    {"nl", "Dutch",      detail::same_letters("", "P", "L", "T", "D", "K"), ""},
    {"pl", "Polish",     detail::same_letters("", "S", "G", "W", "H", "K"), ""},
    {"cs", "Czech",      detail::same_letters("P", "J", "S", "V", "D", "K"), ""},
    {"pt", "Portuguese", detail::same_letters("P", "C", "B", "T", "D", "R"), ""},
    {"sv", "Swedish",    detail::same_letters("B", "S", "L", "T", "D", "K"), ""},
    {"no", "Norwegian",  detail::same_letters("B", "S", "L", "T", "D", "K"), ""},
    {"da", "Danish",     detail::same_letters("B", "S", "L", "T", "D", "K"), ""},
    {"fan", "Figurine",  {{{"\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654"},
                           {"\u265F", "\u265E", "\u265D", "\u265C", "\u265B", "\u265A"}}}, ""},
}};
// clang-format on

// The language with this code, or nothing.
constexpr const Language* find_language(std::string_view code) {
    for (const Language& language : languages) {
        if (language.code == code) return &language;
    }
    return nullptr;
}

inline constexpr const Language& english = languages[0];

}  // namespace shakki
