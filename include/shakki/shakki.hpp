#pragma once
// The rules, notation and games in one include. Kept lean: PGN (pgn.hpp),
// EPD (epd.hpp), boards and the words of the screen have headers of their
// own, and frontend.hpp includes all a frontend uses. Printing with
// operator<< (io.hpp) is opt-in.

#include "attacks.hpp"
#include "bitboard.hpp"
#include "elo.hpp"
#include "endings.hpp"
#include "expected.hpp"
#include "fen.hpp"
#include "game.hpp"
#include "lan.hpp"
#include "main_line.hpp"
#include "move.hpp"
#include "move_facts.hpp"
#include "move_list.hpp"
#include "movegen.hpp"
#include "movetext.hpp"
#include "origins.hpp"
#include "perft.hpp"
#include "position.hpp"
#include "san.hpp"
#include "setup.hpp"
#include "square_names.hpp"
#include "types.hpp"
#include "uci.hpp"
#include "validate.hpp"
#include "version.hpp"
#include "zobrist.hpp"
