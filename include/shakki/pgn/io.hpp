#pragma once
// Printing the PGN layer's errors.

#include <ostream>

#include "../game/io.hpp"
#include "game.hpp"
#include "validate.hpp"
#include "write_error.hpp"

namespace shakki {

inline std::ostream& operator<<(std::ostream& out, const PgnWriteError& e) { return out << e.code << ": " << e.message; }

// "error invalid_move (ambiguous) at line 3, column 7, move 12...: ...":
// the severity, the code (and a nested reader's code), then where.
inline std::ostream& operator<<(std::ostream& out, const PgnProblem& p) {
    out << p.severity << ' ' << p.code;
    if (p.code == PgnProblemCode::invalid_move) out << " (" << p.san.code << ')';
    if (p.code == PgnProblemCode::invalid_fen_tag) {
        out << " (" << p.fen.code;
        if (p.fen.code == FenErrorCode::illegal_position) out << ": " << p.fen.setup.code;
        out << ')';
    }
    out << " at line " << p.line << ", column " << p.column;
    if (!p.move.empty()) out << ", move " << p.move;
    return out << ": " << p.message;
}

// "san (ambiguous): move 3. Nd2 is ambiguous: ... (position FEN, at byte
// 12)": the message names the move in the game's numbering; the position
// is the one the move was read in, and the byte is given for a movetext.
inline std::ostream& operator<<(std::ostream& out, const MoveListError& e) {
    out << e.code;
    if (e.code == MoveListErrorCode::san || (e.code == MoveListErrorCode::unknown_language && !e.text.view().empty()))
        out << " (" << e.san.code << ')';
    out << ": " << e.message;
    const bool fen = e.fen.size() > 0;
    if (!fen && !e.in_text) return out;
    out << " (";
    if (fen) out << "position " << e.fen.view();
    if (fen && e.in_text) out << ", ";
    if (e.in_text) out << "at byte " << e.offset;
    return out << ')';
}

}  // namespace shakki
