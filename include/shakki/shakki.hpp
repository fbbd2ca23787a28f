#pragma once
// The rules, notation and games in one include: the core (types, bitboards,
// attacks, positions and their setup, Chess960, move generation, perft,
// endings), FEN, UCI, LAN and SAN in every language, Game, and Elo. Kept
// lean, since every file that includes it pays for all of it. These have
// headers of their own, and the umbrellas pgn.hpp and frontend.hpp gather
// them: EPD (notation/epd.hpp), the movetext tokenizer
// (notation/movetext.hpp), SAN explanations and
// language detection (notation/san_explain.hpp,
// notation/language_detection.hpp), move-list validation
// (pgn/validate.hpp), clicks and move facts (core/move_facts.hpp), PGN
// (pgn.hpp), boards and the words of the screen (frontend/). Printing with
// operator<< (io.hpp) is opt-in.

#include "base/expected.hpp"
#include "core/attacks.hpp"
#include "core/bitboard.hpp"
#include "core/endings.hpp"
#include "core/move.hpp"
#include "core/move_list.hpp"
#include "core/movegen.hpp"
#include "core/origins.hpp"
#include "core/perft.hpp"
#include "core/position.hpp"
#include "core/setup.hpp"
#include "core/square_names.hpp"
#include "core/types.hpp"
#include "core/zobrist.hpp"
#include "game/elo.hpp"
#include "game/game.hpp"
#include "notation/fen.hpp"
#include "notation/lan.hpp"
#include "notation/language.hpp"
#include "notation/san_read.hpp"
#include "notation/san_write.hpp"
#include "notation/uci.hpp"
#include "version.hpp"
