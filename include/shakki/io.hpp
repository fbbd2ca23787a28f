#pragma once
// Printing any of shakki's values to a std::ostream, for debugging, logs
// and test frameworks (doctest and gtest show a value through its
// operator<< instead of {?}). Opt-in: the rest of the library leaves
// <ostream> out, so programs that never print pay nothing for it. Each
// area prints its own values (core/io.hpp, notation/io.hpp, game/io.hpp,
// pgn/io.hpp), so printing a Square costs no more than the core.
//
// Enums print as their enumerator's name (invalid_castling), squares as
// e4, moves in UCI with castling as king takes rook, positions as FEN,
// errors as their code, message and offset.

#include "pgn/io.hpp"
