#pragma once
// Piece letters of the languages SAN is written in, and the words a game's
// screen shows, as data: one row per language. Adding a language is adding a
// row to `languages` (and, for its words, a `Words` value).

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

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

// The tables below are built by lambdas that write their texts as ""sv
// literals: a std::string_view made from a plain literal in a constant
// expression counts the literal's length character by character, and in
// every translation unit that includes this file.
inline constexpr Words english_words = [] {
    using namespace std::string_view_literals;
    return Words{
        {"White"sv, "Black"sv},
        {"White to move."sv, "Black to move."sv},
        "check"sv,
        "checkmate"sv,
        "stalemate"sv,
        "draw"sv,
        "Check!"sv,
        {"White wins."sv, "Black wins."sv},
        {"White wins by checkmate."sv, "Black wins by checkmate."sv},
        {"White wins on time."sv, "Black wins on time."sv},
        {"White resigns."sv, "Black resigns."sv},
        "Draw."sv,
        "Draw by stalemate."sv,
        "Draw by insufficient material."sv,
        "Draw by fivefold repetition."sv,
        "Draw by the 75-move rule."sv,
        "Draw by threefold repetition."sv,
        "Draw by the 50-move rule."sv,
        "Draw: time ran out, but the opponent cannot checkmate."sv,
        "Draw by agreement."sv,
        "A draw by threefold repetition can be claimed."sv,
        "A draw by the 50-move rule can be claimed."sv,
    };
}();

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

inline constexpr Words finnish_words = [] {
    using namespace std::string_view_literals;
    return Words{
        {"Valkea"sv, "Musta"sv}, {"Valkean siirtovuoro."sv, "Mustan siirtovuoro."sv},
        "shakki"sv, "matti"sv, "patti"sv, "tasapeli"sv, "Shakki!"sv,
        {"Valkea voittaa."sv, "Musta voittaa."sv},
        {"Valkea voittaa matilla."sv, "Musta voittaa matilla."sv},
        {"Valkea voittaa: mustan aika loppui."sv, "Musta voittaa: valkean aika loppui."sv},
        {"Valkea luovuttaa."sv, "Musta luovuttaa."sv},
        "Tasapeli."sv,
        "Tasapeli: patti."sv,
        "Tasapeli: kumpikaan ei voi tehd\u00e4 mattia."sv,
        "Tasapeli: sama asema viidennen kerran."sv,
        "Tasapeli 75 siirron s\u00e4\u00e4nn\u00f6n perusteella."sv,
        "Tasapeli: sama asema kolmannen kerran."sv,
        "Tasapeli 50 siirron s\u00e4\u00e4nn\u00f6n perusteella."sv,
        "Tasapeli: aika loppui, mutta vastustaja ei voi tehd\u00e4 mattia."sv,
        "Tasapeli sopimuksella."sv,
        "Tasapeli\u00e4 voi vaatia: sama asema kolmannen kerran."sv,
        "Tasapeli\u00e4 voi vaatia 50 siirron s\u00e4\u00e4nn\u00f6n perusteella."sv,
    };
}();

inline constexpr Words hungarian_words = [] {
    using namespace std::string_view_literals;
    return Words{
        {"Vil\u00e1gos"sv, "S\u00f6t\u00e9t"sv}, {"Vil\u00e1gos l\u00e9p."sv, "S\u00f6t\u00e9t l\u00e9p."sv},
        "sakk"sv, "matt"sv, "patt"sv, "d\u00f6ntetlen"sv, "Sakk!"sv,
        {"Vil\u00e1gos nyer."sv, "S\u00f6t\u00e9t nyer."sv},
        {"Vil\u00e1gos mattal nyer."sv, "S\u00f6t\u00e9t mattal nyer."sv},
        {"Vil\u00e1gos nyer: s\u00f6t\u00e9t ideje lej\u00e1rt."sv, "S\u00f6t\u00e9t nyer: vil\u00e1gos ideje lej\u00e1rt."sv},
        {"Vil\u00e1gos felad."sv, "S\u00f6t\u00e9t felad."sv},
        "D\u00f6ntetlen."sv,
        "D\u00f6ntetlen: patt."sv,
        "D\u00f6ntetlen: egyik f\u00e9l sem tud mattot adni."sv,
        "D\u00f6ntetlen \u00f6tsz\u00f6ri ism\u00e9tl\u00e9s miatt."sv,
        "D\u00f6ntetlen a 75 l\u00e9p\u00e9ses szab\u00e1ly alapj\u00e1n."sv,
        "D\u00f6ntetlen h\u00e1romsz\u00f6ri ism\u00e9tl\u00e9s miatt."sv,
        "D\u00f6ntetlen az 50 l\u00e9p\u00e9ses szab\u00e1ly alapj\u00e1n."sv,
        "D\u00f6ntetlen: lej\u00e1rt az id\u0151, de az ellenf\u00e9l nem tud mattot adni."sv,
        "D\u00f6ntetlen k\u00f6z\u00f6s megegyez\u00e9ssel."sv,
        "D\u00f6ntetlent lehet ig\u00e9nyelni h\u00e1romsz\u00f6ri ism\u00e9tl\u00e9s miatt."sv,
        "D\u00f6ntetlent lehet ig\u00e9nyelni az 50 l\u00e9p\u00e9ses szab\u00e1ly alapj\u00e1n."sv,
    };
}();

inline constexpr Words esperanto_words = [] {
    using namespace std::string_view_literals;
    return Words{
        {"Blanko"sv, "Nigro"sv}, {"Blanko movas."sv, "Nigro movas."sv},
        "\u015dako"sv, "mato"sv, "pato"sv, "remiso"sv, "\u015cako!"sv,
        {"Blanko venkas."sv, "Nigro venkas."sv},
        {"Blanko venkas per mato."sv, "Nigro venkas per mato."sv},
        {"Blanko venkas: la tempo de Nigro fini\u011dis."sv, "Nigro venkas: la tempo de Blanko fini\u011dis."sv},
        {"Blanko rezignas."sv, "Nigro rezignas."sv},
        "Remiso."sv,
        "Remiso pro pato."sv,
        "Remiso: neniu flanko povas doni maton."sv,
        "Remiso pro kvinobla ripeto."sv,
        "Remiso la\u016d la regulo de 75 movoj."sv,
        "Remiso pro triobla ripeto."sv,
        "Remiso la\u016d la regulo de 50 movoj."sv,
        "Remiso: la tempo fini\u011dis, sed la kontra\u016dulo ne povas doni maton."sv,
        "Remiso per interkonsento."sv,
        "Oni povas postuli remison pro triobla ripeto."sv,
        "Oni povas postuli remison la\u016d la regulo de 50 movoj."sv,
    };
}();

inline constexpr std::array<Language, 16> languages = [] {
    using namespace std::string_view_literals;
    return std::array<Language, 16>{{
        {"en"sv, "English"sv,    detail::same_letters("P"sv, "N"sv, "B"sv, "R"sv, "Q"sv, "K"sv), ""sv, {}, PromotionStyle::equals_sign, &english_words},
        {"fi"sv, "Finnish"sv,    detail::same_letters("s"sv, "R"sv, "L"sv, "T"sv, "D"sv, "K"sv), " e.p."sv, {}, PromotionStyle::equals_sign, &finnish_words},
        {"hu"sv, "Hungarian"sv,  detail::same_letters("g"sv, "H"sv, "F"sv, "B"sv, "V"sv, "K"sv), ""sv, {{{"gy"sv, PieceType::pawn}}},
                                 PromotionStyle::equals_sign, &hungarian_words},
        {"eo"sv, "Esperanto"sv,  detail::same_letters("P"sv, "\u0108"sv, "K"sv, "T"sv, "D"sv, "R"sv), ""sv,
                                 {{{"C\u0302"sv, PieceType::knight}}},  // C + combining circumflex: decomposed Ĉ
                                 PromotionStyle::equals_sign, &esperanto_words},
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
    // Plain comparisons, not a table: a local constexpr table would be
    // evaluated in every translation unit, called or not.
    if (winner) {
        const auto side = static_cast<std::size_t>(index_of(*winner));
        if (termination == "checkmate") return word(language, &Words::wins_by_checkmate)[side];
        if (termination == "time forfeit") return word(language, &Words::wins_on_time)[side];
        // The loser resigned: the sentence names the loser.
        if (termination == "resignation") return word(language, &Words::resigns)[static_cast<std::size_t>(index_of(~*winner))];
        return word(language, &Words::wins)[side];
    }
    std::string_view Words::*draw = &Words::drawn;
    if (termination == "stalemate") draw = &Words::draw_by_stalemate;
    if (termination == "insufficient material") draw = &Words::draw_by_insufficient_material;
    if (termination == "fivefold repetition") draw = &Words::draw_by_fivefold_repetition;
    if (termination == "75-move rule") draw = &Words::draw_by_seventy_five_moves;
    if (termination == "threefold repetition") draw = &Words::draw_by_threefold_repetition;
    if (termination == "50-move rule") draw = &Words::draw_by_fifty_moves;
    if (termination == "time forfeit") draw = &Words::draw_on_time;
    if (termination == "agreement") draw = &Words::draw_by_agreement;
    return word(language, draw);
}

}  // namespace shakki
