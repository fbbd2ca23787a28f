#pragma once
// Everything a game frontend uses, in one include: the rules, notation and
// games (shakki.hpp); clicks and facts about moves (core/move_facts.hpp);
// typed moves and move lists checked with explanations, suggestions and
// language detection (pgn/validate.hpp, notation/san_explain.hpp,
// notation/language_detection.hpp); PGN in and out with a game's history
// (pgn.hpp); the words of each language for the screen
// (frontend/words.hpp); and boards as text and SVG (frontend/render_text.hpp,
// frontend/render_svg.hpp). Printing with operator<< (io.hpp)
// stays opt-in.

#include "core/move_facts.hpp"
#include "frontend/render_svg.hpp"
#include "frontend/render_text.hpp"
#include "frontend/words.hpp"
#include "game/history.hpp"
#include "notation/language_detection.hpp"
#include "notation/san_explain.hpp"
#include "pgn.hpp"
#include "pgn/validate.hpp"
#include "shakki.hpp"
