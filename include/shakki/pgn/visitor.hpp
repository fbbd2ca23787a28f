#pragma once
// What the PGN reader reports to whoever reads with it: the PgnVisitor
// hooks, in the order of the text.

#include <string_view>

#include "../core/move.hpp"
#include "../core/position.hpp"
#include "../notation/san_read.hpp"
#include "game.hpp"

namespace shakki {

// What the reader reports, in the order of the text. Derive from it and
// hide the hooks you need; the others do nothing and compile to nothing.
// A string_view passed to a hook is valid during the call only.
struct PgnVisitor {
    void tag(std::string_view /*name*/, std::string_view /*value*/) {}  // each tag pair, escapes undone
    void start(const Position& /*start*/) {}                            // from the FEN and Variant tags, before the first move
    // A legal move. A visitor that also wants the move as written declares
    // move(before, move, std::string_view san) instead, which is then called
    // in place of this one: the SAN without its trailing ! or ? (they come
    // as nag()), a separate e.p. joined to it by one space.
    void move(const Position& /*before*/, Move /*move*/) {}
    // The side to move passed, never in check. NAGs, comments and
    // variations (alternatives to the pass) follow as after a move; move()
    // is not called. null_move(before, std::string_view text), when
    // declared, is called instead with "--" or "Z0".
    void null_move(const Position& /*before*/) {}
    // After each move(), what its spelling took liberties with (a missing
    // check sign, a needless disambiguation): empty in strict mode, where
    // such a move is a problem instead.
    void san_warnings(SanWarnings /*warnings*/) {}
    void nag(unsigned /*value*/) {}             // after its move
    void comment(std::string_view /*text*/) {}  // without { } or ;
    void begin_variation() {}                   // an alternative to the last move
    void end_variation() {}
    void result(std::string_view /*token*/) {}  // 1-0, 0-1, 1/2-1/2 or *
    // The first error, where it is found, as PgnGame::problem keeps it:
    // called once at most. Reading stops there, but for a null move in the
    // main line: that problem comes just before its null_move(), and the
    // reading goes on.
    void problem(const PgnProblem& /*problem*/) {}
    void warning(const PgnProblem& /*warning*/) {}  // each one PgnGame::warnings keeps, as it is added
    // Last, the game as read: tags, start, result, plies, problem,
    // warnings, and no move tree.
    void end_game(const PgnGame& /*game*/) {}
};

namespace detail {

// Whether a visitor asks for the text of moves and of null moves.
template <class Visitor>
concept wants_move_text = requires(Visitor& v, const Position& p, Move m, std::string_view s) {
    v.move(p, m, s);
};
template <class Visitor>
concept wants_null_move_text = requires(Visitor& v, const Position& p, std::string_view s) {
    v.null_move(p, s);
};

}  // namespace detail

}  // namespace shakki
