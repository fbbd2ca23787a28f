#pragma once
// Everything shakki offers, in one include.

#include "attacks.hpp"
#include "bitboard.hpp"
#include "expected.hpp"
#include "fen.hpp"
#include "move.hpp"
#include "move_list.hpp"
#include "movegen.hpp"
#include "origins.hpp"
#include "perft.hpp"
#include "position.hpp"
#include "san.hpp"
#include "setup.hpp"
#include "types.hpp"
#include "uci.hpp"
#include "version.hpp"
#include "zobrist.hpp"
