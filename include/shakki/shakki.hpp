#pragma once
// The rules, notation and games in one include. Kept lean, since every file
// that includes it pays for all of it: PGN (pgn.hpp), EPD (epd.hpp), boards
// and the words of the screen have headers of their own, and so do what
// frontends and text that people type need: move-list validation with its
// suggestions (validate.hpp), explanations of SAN errors and language
// detection (san.hpp includes both), the movetext tokenizer and main line
// (movetext.hpp, main_line.hpp), and clicks and move facts
// (move_facts.hpp). frontend.hpp includes all of these. Printing with
// operator<< (io.hpp) is opt-in.

#include "attacks.hpp"
#include "bitboard.hpp"
#include "elo.hpp"
#include "endings.hpp"
#include "expected.hpp"
#include "fen.hpp"
#include "game.hpp"
#include "lan.hpp"
#include "language.hpp"
#include "move.hpp"
#include "move_list.hpp"
#include "movegen.hpp"
#include "origins.hpp"
#include "perft.hpp"
#include "position.hpp"
#include "san_read.hpp"
#include "san_write.hpp"
#include "setup.hpp"
#include "square_names.hpp"
#include "types.hpp"
#include "uci.hpp"
#include "version.hpp"
#include "zobrist.hpp"
