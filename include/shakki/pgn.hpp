#pragma once
// PGN in one include: split a stream into games (pgn/split.hpp), read and
// check each game into a tree of moves (pgn/read.hpp, built on the reader
// of pgn/reader.hpp), turn a line of that tree into a Game to step through
// (pgn/to_game.hpp), and write games back (pgn/write.hpp); with the game's
// history as text (game/history.hpp) and the validation of a bare move
// list or movetext (pgn/validate.hpp). Compressed input has its own
// header, pgn/compressed.hpp, since it links zlib and zstd.

#include "game/history.hpp"
#include "pgn/read.hpp"
#include "pgn/split.hpp"
#include "pgn/to_game.hpp"
#include "pgn/validate.hpp"
#include "pgn/write.hpp"
