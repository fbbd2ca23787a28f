#pragma once
// Printing the notation layer's values: moves in UCI with castling as king
// takes rook (the move as stored, so a castling never looks like a king's
// step), positions as FEN, SAN warnings by name, errors as their code,
// message and offset.

#include <ostream>

#include "../core/io.hpp"
#include "epd.hpp"
#include "fen.hpp"
#include "san_read.hpp"
#include "uci.hpp"

namespace shakki {

// UCI, castling as king takes rook (e1h1), the null move as 0000.
inline std::ostream& operator<<(std::ostream& out, Move move) { return out << to_uci(move, CastlingMode::chess960); }

inline std::ostream& operator<<(std::ostream& out, const Position& pos) { return out << to_fen(pos); }

// The warnings' names joined by |, or none.
inline std::ostream& operator<<(std::ostream& out, SanWarnings warnings) {
    if (warnings.empty()) return out << "none";
    bool first = true;
    warnings.for_each([&](SanWarning w) {
        out << (first ? "" : "|") << enum_name(w);
        first = false;
    });
    return out;
}

inline std::ostream& operator<<(std::ostream& out, const FenError& e) {
    out << e.code;
    if (e.code == FenErrorCode::illegal_position) out << " (" << e.setup.code << ')';
    return out << ": " << e.message << " (at byte " << e.offset << ')';
}

inline std::ostream& operator<<(std::ostream& out, const UciError& e) {
    return out << e.code << ": " << e.message << " (at byte " << e.offset << ')';
}

inline std::ostream& operator<<(std::ostream& out, const SanError& e) {
    return out << e.code << ": " << e.message << " (at byte " << e.offset << ')';
}

inline std::ostream& operator<<(std::ostream& out, const EpdError& e) {
    out << e.code << ": " << e.message << " (at byte " << e.offset << ')';
    if (e.code == EpdErrorCode::fen) {
        out << " [" << e.fen.code;
        if (e.fen.code == FenErrorCode::illegal_position) out << ": " << e.fen.setup.code;
        out << ']';
    }
    if (e.code == EpdErrorCode::invalid_move) out << " [" << e.san << ']';
    return out;
}

inline std::ostream& operator<<(std::ostream& out, const EpdWriteError& e) {
    return out << e.code << ": " << e.message << " (operation " << e.operation << ", operand " << e.operand << ')';
}

}  // namespace shakki
