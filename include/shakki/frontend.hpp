#pragma once
// Everything a game frontend uses, in one include: the rules, notation and
// games (shakki.hpp), clicks and facts about moves (move_facts.hpp), typed
// moves and move lists checked with explanations and suggestions
// (validate.hpp, san.hpp), PGN in and out with a game's history (pgn.hpp),
// the words of each language for the screen, and boards as text and SVG.
// Printing with operator<< (io.hpp) stays opt-in.

#include "game_history.hpp"
#include "move_facts.hpp"
#include "pgn.hpp"
#include "render_svg.hpp"
#include "render_text.hpp"
#include "san.hpp"
#include "shakki.hpp"
#include "validate.hpp"
#include "words.hpp"
