#pragma once
// What a game's screen says, in the game's language: the sentence for an
// ending and the status line (whose move, check, a draw to claim, or how
// the game ended). The words themselves are data in language.hpp.
// explain() and PlayError messages stay English: they are for programmers.

#include <string>
#include <string_view>

#include "endings.hpp"
#include "game.hpp"
#include "language.hpp"

namespace shakki {

// "White wins by checkmate.", "Draw by stalemate.", "White resigns."...
constexpr std::string_view termination_sentence(Termination termination, std::optional<Color> winner,
                                                const Language& language = english) {
    return termination_sentence(describe(termination), winner, language);
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
