// A game's problems as lines of text.

#include <string>

#include "../cli.hpp"
#include "output.hpp"

namespace validate_pgn {

void print_text(std::string_view file, const GameRecord& r, const Place& place) {
    const std::string players = (r.white ? *r.white : "?") + " - " + (r.black ? *r.black : "?");
    for (const shakki::PgnProblem& problem : r.problems) {
        std::string line = std::string{file} + ":" + std::to_string(problem.line + place.lines_before) + ":" +
                           std::to_string(problem.column) + ": game " + std::to_string(r.game + place.games_before) + " (" +
                           players + ")";
        if (!problem.move.empty()) line += ", move " + problem.move;
        line += problem.severity == shakki::PgnSeverity::warning ? ": warning: " : ": ";
        line += problem.message;
        cli::print_line(stdout, line);  // the names, moves and file name come from the input
    }
}

}  // namespace validate_pgn
