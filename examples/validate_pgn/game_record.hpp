#pragma once
// What is printed about one game, and the totals of the games checked.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "settings.hpp"
#include "shakki/pgn/game.hpp"
#include "shakki/pgn/split.hpp"

namespace validate_pgn {

struct Totals {
    std::size_t games = 0;
    std::size_t valid = 0;
    std::size_t plies = 0;
    std::size_t warnings = 0;  // printed as warnings (none with --strict)
};

inline void add(Totals& totals, const Totals& more) {
    totals.games += more.games;
    totals.valid += more.valid;
    totals.plies += more.plies;
    totals.warnings += more.warnings;
}

// `game`, `problems[].line` and `offset` count from the start of the part
// of the file the game was read in.
struct GameRecord {
    std::size_t game = 0;
    std::size_t offset = 0;
    std::optional<std::string> white;
    std::optional<std::string> black;
    std::optional<std::string> result;  // the Result tag
    std::size_t plies = 0;
    bool valid = true;
    std::vector<shakki::PgnProblem> problems;  // in the order of the text; at most one error
};

// Checks one game, counting it in `totals`. The record holds the game's
// warnings and its error in the order of the text; with --strict, only its
// first problem, warnings included, as its error.
GameRecord check(const shakki::PgnChunk& chunk, const Settings& settings, Totals& totals);

// Whether a game gets any output: in text, lines for its problems; in
// JSON Lines, an object for every game. --only-invalid keeps invalid games.
inline bool printed(const GameRecord& record, const Settings& settings) {
    if (settings.only_invalid && record.valid) return false;
    return settings.format == Format::jsonl || !record.problems.empty();
}

}  // namespace validate_pgn
