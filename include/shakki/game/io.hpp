#pragma once
// Printing the game layer's errors.

#include <ostream>

#include "../notation/io.hpp"
#include "game.hpp"

namespace shakki {

// "san (no_piece_can_move_there): no such piece can move to that square (at
// byte 0)": the nested reader's code, once, and the offset where text was read.
inline std::ostream& operator<<(std::ostream& out, const PlayError& e) {
    out << e.code;
    if (e.code == PlayErrorCode::san) out << " (" << e.san.code << ')';
    if (e.code == PlayErrorCode::uci) out << " (" << e.uci.code << ')';
    out << ": " << e.message;
    if (e.code == PlayErrorCode::san || e.code == PlayErrorCode::uci) out << " (at byte " << e.offset << ')';
    return out;
}

}  // namespace shakki
