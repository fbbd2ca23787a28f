#pragma once
// Piece letters of the languages SAN is written in, and the words a game's
// screen shows, as data: one row per language. Adding a language is adding a
// row to `languages` (and, for its words, a `Words` value).

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

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

// What a frontend says about a game, in one language. Arrays of two are
// indexed by colour (white, black). Sentences are whole, with their full
// stop, because word order differs between languages. An empty field falls
// back to English (see word()).
struct Words {
    std::array<std::string_view, 2> sides;    // "White", "Black"
    std::array<std::string_view, 2> to_move;  // "White to move."
    std::string_view check;                   // the single words, in lower case
    std::string_view checkmate;
    std::string_view stalemate;
    std::string_view draw;
    std::string_view check_sentence;                    // "Check!"
    std::array<std::string_view, 2> wins;               // by the winner, no reason known: "White wins."
    std::array<std::string_view, 2> wins_by_checkmate;  // by the winner
    std::array<std::string_view, 2> wins_on_time;       // by the winner
    std::array<std::string_view, 2> resigns;            // by the side that resigned: "White resigns."
    std::string_view drawn;                             // no reason known: "Draw."
    std::string_view draw_by_stalemate;
    std::string_view draw_by_insufficient_material;
    std::string_view draw_by_fivefold_repetition;
    std::string_view draw_by_seventy_five_moves;
    std::string_view draw_by_threefold_repetition;
    std::string_view draw_by_fifty_moves;
    std::string_view draw_on_time;  // a flag fell, but the opponent cannot mate
    std::string_view draw_by_agreement;
    std::string_view threefold_claimable;  // "A draw by threefold repetition can be claimed."
    std::string_view fifty_moves_claimable;
};

inline constexpr Words english_words{
    {"White", "Black"},
    {"White to move.", "Black to move."},
    "check",
    "checkmate",
    "stalemate",
    "draw",
    "Check!",
    {"White wins.", "Black wins."},
    {"White wins by checkmate.", "Black wins by checkmate."},
    {"White wins on time.", "Black wins on time."},
    {"White resigns.", "Black resigns."},
    "Draw.",
    "Draw by stalemate.",
    "Draw by insufficient material.",
    "Draw by fivefold repetition.",
    "Draw by the 75-move rule.",
    "Draw by threefold repetition.",
    "Draw by the 50-move rule.",
    "Draw: time ran out, but the opponent cannot checkmate.",
    "Draw by agreement.",
    "A draw by threefold repetition can be claimed.",
    "A draw by the 50-move rule can be claimed.",
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
    // Never null, so that compile-time lookups need no pointer comparison
    // (GCC cannot fold one under -fsanitize).
    const Words* words = &english_words;

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

inline constexpr Words finnish_words{
    {"Valkea", "Musta"}, {"Valkean siirtovuoro.", "Mustan siirtovuoro."},
    "shakki", "matti", "patti", "tasapeli", "Shakki!",
    {"Valkea voittaa.", "Musta voittaa."},
    {"Valkea voittaa matilla.", "Musta voittaa matilla."},
    {"Valkea voittaa: mustan aika loppui.", "Musta voittaa: valkean aika loppui."},
    {"Valkea luovuttaa.", "Musta luovuttaa."},
    "Tasapeli.",
    "Tasapeli: patti.",
    "Tasapeli: kumpikaan ei voi tehd\u00e4 mattia.",
    "Tasapeli: sama asema viidennen kerran.",
    "Tasapeli 75 siirron s\u00e4\u00e4nn\u00f6n perusteella.",
    "Tasapeli: sama asema kolmannen kerran.",
    "Tasapeli 50 siirron s\u00e4\u00e4nn\u00f6n perusteella.",
    "Tasapeli: aika loppui, mutta vastustaja ei voi tehd\u00e4 mattia.",
    "Tasapeli sopimuksella.",
    "Tasapeli\u00e4 voi vaatia: sama asema kolmannen kerran.",
    "Tasapeli\u00e4 voi vaatia 50 siirron s\u00e4\u00e4nn\u00f6n perusteella.",
};

inline constexpr Words hungarian_words{
    {"Vil\u00e1gos", "S\u00f6t\u00e9t"}, {"Vil\u00e1gos l\u00e9p.", "S\u00f6t\u00e9t l\u00e9p."},
    "sakk", "matt", "patt", "d\u00f6ntetlen", "Sakk!",
    {"Vil\u00e1gos nyer.", "S\u00f6t\u00e9t nyer."},
    {"Vil\u00e1gos mattal nyer.", "S\u00f6t\u00e9t mattal nyer."},
    {"Vil\u00e1gos nyer: s\u00f6t\u00e9t ideje lej\u00e1rt.", "S\u00f6t\u00e9t nyer: vil\u00e1gos ideje lej\u00e1rt."},
    {"Vil\u00e1gos felad.", "S\u00f6t\u00e9t felad."},
    "D\u00f6ntetlen.",
    "D\u00f6ntetlen: patt.",
    "D\u00f6ntetlen: egyik f\u00e9l sem tud mattot adni.",
    "D\u00f6ntetlen \u00f6tsz\u00f6ri ism\u00e9tl\u00e9s miatt.",
    "D\u00f6ntetlen a 75 l\u00e9p\u00e9ses szab\u00e1ly alapj\u00e1n.",
    "D\u00f6ntetlen h\u00e1romsz\u00f6ri ism\u00e9tl\u00e9s miatt.",
    "D\u00f6ntetlen az 50 l\u00e9p\u00e9ses szab\u00e1ly alapj\u00e1n.",
    "D\u00f6ntetlen: lej\u00e1rt az id\u0151, de az ellenf\u00e9l nem tud mattot adni.",
    "D\u00f6ntetlen k\u00f6z\u00f6s megegyez\u00e9ssel.",
    "D\u00f6ntetlent lehet ig\u00e9nyelni h\u00e1romsz\u00f6ri ism\u00e9tl\u00e9s miatt.",
    "D\u00f6ntetlent lehet ig\u00e9nyelni az 50 l\u00e9p\u00e9ses szab\u00e1ly alapj\u00e1n.",
};

inline constexpr Words esperanto_words{
    {"Blanko", "Nigro"}, {"Blanko movas.", "Nigro movas."},
    "\u015dako", "mato", "pato", "remiso", "\u015cako!",
    {"Blanko venkas.", "Nigro venkas."},
    {"Blanko venkas per mato.", "Nigro venkas per mato."},
    {"Blanko venkas: la tempo de Nigro fini\u011dis.", "Nigro venkas: la tempo de Blanko fini\u011dis."},
    {"Blanko rezignas.", "Nigro rezignas."},
    "Remiso.",
    "Remiso pro pato.",
    "Remiso: neniu flanko povas doni maton.",
    "Remiso pro kvinobla ripeto.",
    "Remiso la\u016d la regulo de 75 movoj.",
    "Remiso pro triobla ripeto.",
    "Remiso la\u016d la regulo de 50 movoj.",
    "Remiso: la tempo fini\u011dis, sed la kontra\u016dulo ne povas doni maton.",
    "Remiso per interkonsento.",
    "Oni povas postuli remison pro triobla ripeto.",
    "Oni povas postuli remison la\u016d la regulo de 50 movoj.",
};

inline constexpr std::array<Language, 16> languages{{
    {"en", "English",    detail::same_letters("P", "N", "B", "R", "Q", "K"), "", {}, PromotionStyle::equals_sign, &english_words},
    {"fi", "Finnish",    detail::same_letters("s", "R", "L", "T", "D", "K"), " e.p.", {}, PromotionStyle::equals_sign, &finnish_words},
    {"hu", "Hungarian",  detail::same_letters("g", "H", "F", "B", "V", "K"), "", {{{"gy", PieceType::pawn}}},
                         PromotionStyle::equals_sign, &hungarian_words},
    {"eo", "Esperanto",  detail::same_letters("P", "\u0108", "K", "T", "D", "R"), "",
                         {{{"C\u0302", PieceType::knight}}},  // C + combining circumflex: decomposed Ĉ
                         PromotionStyle::equals_sign, &esperanto_words},
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

// One of a language's words or sentences, or English's when the language
// has none: `word(language, &Words::check)`.
template <class Field>
constexpr const Field& word(const Language& language, Field Words::*field) {
    const Field& own = language.words->*field;
    if constexpr (std::is_same_v<Field, std::string_view>) {
        if (!own.empty()) return own;
    } else {
        if (!own[0].empty() && !own[1].empty()) return own;
    }
    return english_words.*field;
}

// The sentence that announces an ending, by the ending's describe() name
// ("checkmate", "time forfeit", "resignation", "agreement"...) and its
// winner (none: a draw). An unknown name, or a winner the ending cannot
// have, gives the plain result ("White wins.", "Draw.").
constexpr std::string_view termination_sentence(std::string_view termination, std::optional<Color> winner,
                                                const Language& language = english) {
    const auto by_winner = [&](std::array<std::string_view, 2> Words::*field) {
        return word(language, field)[static_cast<std::size_t>(index_of(*winner))];
    };
    if (winner) {
        if (termination == "checkmate") return by_winner(&Words::wins_by_checkmate);
        if (termination == "time forfeit") return by_winner(&Words::wins_on_time);
        // The loser resigned: the sentence names the loser.
        if (termination == "resignation") return word(language, &Words::resigns)[static_cast<std::size_t>(index_of(~*winner))];
        return by_winner(&Words::wins);
    }
    constexpr std::array<std::pair<std::string_view, std::string_view Words::*>, 8> draws{{
        {"stalemate", &Words::draw_by_stalemate},
        {"insufficient material", &Words::draw_by_insufficient_material},
        {"fivefold repetition", &Words::draw_by_fivefold_repetition},
        {"75-move rule", &Words::draw_by_seventy_five_moves},
        {"threefold repetition", &Words::draw_by_threefold_repetition},
        {"50-move rule", &Words::draw_by_fifty_moves},
        {"time forfeit", &Words::draw_on_time},
        {"agreement", &Words::draw_by_agreement},
    }};
    for (const auto& [name, field] : draws) {
        if (termination == name) return word(language, field);
    }
    return word(language, &Words::drawn);
}

}  // namespace shakki
