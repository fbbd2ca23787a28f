#pragma once
// PGN: split a stream into games (pgn_split.hpp), read and check each game
// (pgn_game.hpp), and write games back (pgn_write.hpp).

#include "pgn_game.hpp"
#include "pgn_split.hpp"
#include "pgn_write.hpp"
