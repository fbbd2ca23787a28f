#pragma once
// PGN: split a stream into games (pgn_split.hpp), read and check each game
// (pgn_game.hpp), turn a game's line into a Game to step through
// (game_history.hpp), and write games back (pgn_write.hpp).

#include "game_history.hpp"
#include "pgn_game.hpp"
#include "pgn_split.hpp"
#include "pgn_write.hpp"
