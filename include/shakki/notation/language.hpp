#pragma once
// Piece letters of the languages SAN is written in, as data: one row per
// language. Adding a language is adding a row to `languages` (and, for the
// words a game's screen shows, a `Words` value in frontend/words.hpp).

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "../base/enum_name.hpp"
#include "../core/types.hpp"

namespace shakki {

// How a language writes the piece a pawn promotes to.
enum class PromotionStyle : std::uint8_t {
    equals_sign,  // e8=Q (PGN, and every language in the table)
    letter_only,  // e8Q
    parentheses,  // e8(Q)
};

constexpr std::string_view enum_name(PromotionStyle v) {
    return detail::name_in(std::array<std::string_view, 3>{"equals_sign", "letter_only", "parentheses"}, v);
}

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

inline constexpr std::array<Language, 16> languages = [] {
    using namespace std::string_view_literals;
    return std::array<Language, 16>{{
        {"en"sv, "English"sv,    detail::same_letters("P"sv, "N"sv, "B"sv, "R"sv, "Q"sv, "K"sv), ""sv, {}, PromotionStyle::equals_sign},
        {"fi"sv, "Finnish"sv,    detail::same_letters("s"sv, "R"sv, "L"sv, "T"sv, "D"sv, "K"sv), " e.p."sv, {}, PromotionStyle::equals_sign},
        {"hu"sv, "Hungarian"sv,  detail::same_letters("g"sv, "H"sv, "F"sv, "B"sv, "V"sv, "K"sv), ""sv, {{{"gy"sv, PieceType::pawn}}},
                                 PromotionStyle::equals_sign},
        {"eo"sv, "Esperanto"sv,  detail::same_letters("P"sv, "\u0108"sv, "K"sv, "T"sv, "D"sv, "R"sv), ""sv,
                                 {{{"C\u0302"sv, PieceType::knight}}},  // C + combining circumflex: decomposed Ĉ
                                 PromotionStyle::equals_sign},
        {"de"sv, "German"sv,     detail::same_letters("B"sv, "S"sv, "L"sv, "T"sv, "D"sv, "K"sv), ""sv},
        {"fr"sv, "French"sv,     detail::same_letters("P"sv, "C"sv, "F"sv, "T"sv, "D"sv, "R"sv), ""sv},
        {"es"sv, "Spanish"sv,    detail::same_letters("P"sv, "C"sv, "A"sv, "T"sv, "D"sv, "R"sv), ""sv},
        {"it"sv, "Italian"sv,    detail::same_letters("P"sv, "C"sv, "A"sv, "T"sv, "D"sv, "R"sv), ""sv},
        {"nl"sv, "Dutch"sv,      detail::same_letters(""sv, "P"sv, "L"sv, "T"sv, "D"sv, "K"sv), ""sv},
        {"pl"sv, "Polish"sv,     detail::same_letters(""sv, "S"sv, "G"sv, "W"sv, "H"sv, "K"sv), ""sv},
        {"cs"sv, "Czech"sv,      detail::same_letters("P"sv, "J"sv, "S"sv, "V"sv, "D"sv, "K"sv), ""sv},
        {"pt"sv, "Portuguese"sv, detail::same_letters("P"sv, "C"sv, "B"sv, "T"sv, "D"sv, "R"sv), ""sv},
        {"sv"sv, "Swedish"sv,    detail::same_letters("B"sv, "S"sv, "L"sv, "T"sv, "D"sv, "K"sv), ""sv},
        {"no"sv, "Norwegian"sv,  detail::same_letters("B"sv, "S"sv, "L"sv, "T"sv, "D"sv, "K"sv), ""sv},
        {"da"sv, "Danish"sv,     detail::same_letters("B"sv, "S"sv, "L"sv, "T"sv, "D"sv, "K"sv), ""sv},
        {"fan"sv, "Figurine"sv,  {{{"\u2659"sv, "\u2658"sv, "\u2657"sv, "\u2656"sv, "\u2655"sv, "\u2654"sv},
                                   {"\u265F"sv, "\u265E"sv, "\u265D"sv, "\u265C"sv, "\u265B"sv, "\u265A"sv}}}, ""sv},
    }};
}();
// clang-format on

// The language with this code, or nothing.
constexpr const Language* find_language(std::string_view code) {
    for (const Language& language : languages) {
        if (language.code == code) return &language;
    }
    return nullptr;
}

inline constexpr const Language& english = languages[0];

// The piece a pawn can become (knight, bishop, rook or queen) whose letter
// in `language` is `letter`: either colour's letter or an alias of it, and
// a one-byte ASCII letter in either case ("D" and "d" are a queen in
// Finnish, "q" one in English, as UCI writes it). Nothing for any other
// text, a pawn's or a king's letter included. For a frontend that asks
// which piece a pawn becomes.
constexpr std::optional<PieceType> promotion_from_letter(std::string_view letter, const Language& language = english) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    const auto names = [&](std::string_view known) {
        if (known.size() == 1 && letter.size() == 1) return lower(known[0]) == lower(letter[0]);
        return !known.empty() && known == letter;
    };
    for (const PieceType type : {PieceType::knight, PieceType::bishop, PieceType::rook, PieceType::queen}) {
        if (names(language.letter(Color::white, type)) || names(language.letter(Color::black, type))) return type;
        for (const LetterAlias& alias : language.aliases) {
            if (alias.piece == type && names(alias.text)) return type;
        }
    }
    return std::nullopt;
}

}  // namespace shakki
