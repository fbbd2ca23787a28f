#pragma once
// Printing the PGN layer's errors.

#include <ostream>

#include "../game/io.hpp"
#include "game.hpp"
#include "write_error.hpp"

namespace shakki {

inline std::ostream& operator<<(std::ostream& out, const PgnWriteError& e) { return out << e.code << ": " << e.message; }

inline std::ostream& operator<<(std::ostream& out, const PgnProblem& p) {
    out << p.severity << " at line " << p.line << ", column " << p.column;
    if (!p.move.empty()) out << ", move " << p.move;
    return out << ": " << p.message;
}

}  // namespace shakki
