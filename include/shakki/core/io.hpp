#pragma once
// Printing the core's values (io.hpp prints every area's): enums by
// name, squares as e4, castling rights as KQkq, square sets as {e2 e4},
// outcomes as "1-0 (checkmate)", errors as their code and message.

#include <ostream>

#include "../base/io.hpp"
#include "bitboard.hpp"
#include "endings.hpp"
#include "move_facts.hpp"
#include "setup.hpp"
#include "square_names.hpp"
#include "types.hpp"

namespace shakki {

// A set of rights as FEN's castling field writes the standard ones: KQkq, or -.
inline std::ostream& operator<<(std::ostream& out, CastlingRights rights) {
    if (rights == CastlingRights::none) return out << '-';
    for (int i = 0; i < 4; ++i) {
        if (has(rights, static_cast<CastlingRights>(1U << i))) out << "KQkq"[i];
    }
    if (static_cast<unsigned>(rights) > static_cast<unsigned>(CastlingRights::all))
        out << '+' << (static_cast<unsigned>(rights) >> 4U);
    return out;
}

// The squares in order: {e2 e4}, or {} for the empty set.
inline std::ostream& operator<<(std::ostream& out, Bitboard squares) {
    out << '{';
    bool first = true;
    for (const Square s : squares) {
        out << (first ? "" : " ") << square_name(s);
        first = false;
    }
    return out << '}';
}

// "1-0 (checkmate)", "1/2-1/2 (stalemate)".
inline std::ostream& operator<<(std::ostream& out, const Outcome& outcome) {
    return out << outcome.result() << " (" << enum_name(outcome.termination) << ')';
}

inline std::ostream& operator<<(std::ostream& out, const SetupError& e) {
    out << e.code << ": " << e.message;
    if (e.square != Square::none) out << " (" << e.square << ')';
    return out;
}

inline std::ostream& operator<<(std::ostream& out, const MoveError& e) { return out << e.code << ": " << e.message; }

}  // namespace shakki
