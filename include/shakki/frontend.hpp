#pragma once
// Everything a game frontend uses, in one include: the rules, notation and
// games (shakki.hpp), PGN in and out with a game's history (pgn.hpp), the
// words of each language for the screen, and boards as text and SVG.
// Printing with operator<< (io.hpp) stays opt-in.

#include "game_history.hpp"
#include "pgn.hpp"
#include "render_svg.hpp"
#include "render_text.hpp"
#include "shakki.hpp"
#include "words.hpp"
