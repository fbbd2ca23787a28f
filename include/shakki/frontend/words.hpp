#pragma once
// What a game's screen says, in the game's language: the words themselves
// (one `Words` value per language that has them, English for the rest), the
// sentence for an ending and the status line (whose move, check, a draw to
// claim, or how the game ended). explain() and the error messages stay
// English: they are for programmers.

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "../core/endings.hpp"
#include "../game/game.hpp"
#include "../notation/language.hpp"

namespace shakki {

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

inline constexpr Words finnish_words = [] {
    using namespace std::string_view_literals;
    return Words{
        {"Valkea"sv, "Musta"sv},
        {"Valkean siirtovuoro."sv, "Mustan siirtovuoro."sv},
        "shakki"sv,
        "matti"sv,
        "patti"sv,
        "tasapeli"sv,
        "Shakki!"sv,
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
        {"Vil\u00e1gos"sv, "S\u00f6t\u00e9t"sv},
        {"Vil\u00e1gos l\u00e9p."sv, "S\u00f6t\u00e9t l\u00e9p."sv},
        "sakk"sv,
        "matt"sv,
        "patt"sv,
        "d\u00f6ntetlen"sv,
        "Sakk!"sv,
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
        {"Blanko"sv, "Nigro"sv},
        {"Blanko movas."sv, "Nigro movas."sv},
        "\u015dako"sv,
        "mato"sv,
        "pato"sv,
        "remiso"sv,
        "\u015cako!"sv,
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

// The words of `language`: its own for English, Finnish, Hungarian and
// Esperanto, English's for the others (their fields fall back one by one in
// word()). Found by code, not by address: GCC cannot fold a comparison of
// pointers into the language table at compile time under -fsanitize.
constexpr const Words& words_of(const Language& language) {
    if (language.code == "fi") return finnish_words;
    if (language.code == "hu") return hungarian_words;
    if (language.code == "eo") return esperanto_words;
    return english_words;
}

// One of a language's words or sentences, or English's when the language
// has none: `word(language, &Words::check)`.
template <class Field>
constexpr const Field& word(const Language& language, Field Words::*field) {
    const Field& own = words_of(language).*field;
    if constexpr (std::is_same_v<Field, std::string_view>) {
        if (!own.empty()) return own;
    } else {
        if (!own[0].empty() && !own[1].empty()) return own;
    }
    return english_words.*field;
}

// "White wins by checkmate.", "Draw by stalemate.", "White resigns."... A
// winner the ending cannot have gives the plain result ("White wins.",
// "Draw.").
constexpr std::string_view termination_sentence(Termination termination, std::optional<Color> winner,
                                                const Language& language = english) {
    if (winner) {
        const auto side = static_cast<std::size_t>(index_of(*winner));
        switch (termination) {
            case Termination::checkmate:
                return word(language, &Words::wins_by_checkmate)[side];
            case Termination::time_forfeit:
                return word(language, &Words::wins_on_time)[side];
            case Termination::resignation:  // the sentence names the side that resigned
                return word(language, &Words::resigns)[static_cast<std::size_t>(index_of(~*winner))];
            default:
                return word(language, &Words::wins)[side];
        }
    }
    switch (termination) {
        case Termination::stalemate:
            return word(language, &Words::draw_by_stalemate);
        case Termination::insufficient_material:
            return word(language, &Words::draw_by_insufficient_material);
        case Termination::fivefold_repetition:
            return word(language, &Words::draw_by_fivefold_repetition);
        case Termination::seventy_five_moves:
            return word(language, &Words::draw_by_seventy_five_moves);
        case Termination::threefold_repetition:
            return word(language, &Words::draw_by_threefold_repetition);
        case Termination::fifty_moves:
            return word(language, &Words::draw_by_fifty_moves);
        case Termination::time_forfeit:
            return word(language, &Words::draw_on_time);
        case Termination::agreement:
            return word(language, &Words::draw_by_agreement);
        default:
            return word(language, &Words::drawn);
    }
}

constexpr std::string_view outcome_sentence(const Outcome& outcome, const Language& language = english) {
    return termination_sentence(outcome.termination, outcome.winner, language);
}

// A side's name: "White", "Valkea", "Világos", "Blanko".
constexpr std::string_view side_word(Color side, const Language& language = english) {
    return word(language, &Words::sides)[static_cast<std::size_t>(index_of(side))];
}

// One line for the player: the ending when the game is over ("Black wins by
// checkmate."), else whose move it is, then "Check!" when in check and the
// draw the side to move may claim ("White to move. Check!").
inline std::string status_line(const Game& game, const Language& language = english) {
    if (const auto ending = game.outcome()) return std::string{outcome_sentence(*ending, language)};
    const Position& pos = game.position();
    std::string line{word(language, &Words::to_move)[static_cast<std::size_t>(index_of(pos.side_to_move()))]};
    if (pos.in_check()) {
        line += ' ';
        line += word(language, &Words::check_sentence);
    }
    if (const auto claim = game.claimable_draw()) {
        line += ' ';
        line += *claim == Termination::threefold_repetition ? word(language, &Words::threefold_claimable)
                                                            : word(language, &Words::fifty_moves_claimable);
    }
    return line;
}

}  // namespace shakki
