#pragma once
// A game's history as text: its moves as SAN in any language, and as
// numbered movetext.

#include <cstddef>
#include <string>
#include <vector>

#include "../notation/language.hpp"
#include "../notation/san_write.hpp"
#include "game.hpp"

namespace shakki {

// The moves of the game as SAN in `language`, a null move as "--".
inline std::vector<std::string> san_history(const Game& game, const Language& language = english) {
    std::vector<std::string> out;
    out.reserve(game.ply_count());
    for (std::size_t i = 0; i < game.ply_count(); ++i) {
        out.emplace_back(to_san(game.position_before(i), game.moves()[i], language).view());
    }
    return out;
}

// The moves as numbered movetext, "1. e4 e5 2. Nf3", starting "5... Nf6"
// when Black moves first; no result, no line breaks.
inline std::string movetext(const Game& game, const Language& language = english) {
    std::string out;
    for (std::size_t i = 0; i < game.ply_count(); ++i) {
        const Position& before = game.position_before(i);
        if (i > 0) out += ' ';
        if (before.side_to_move() == Color::white || i == 0) {
            out += std::to_string(before.fullmove_number());
            out += before.side_to_move() == Color::white ? ". " : "... ";
        }
        out += to_san(before, game.moves()[i], language).view();
    }
    return out;
}

}  // namespace shakki
