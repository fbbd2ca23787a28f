// A game as one line of JSON. Strings come from the input as bytes: the
// writer keeps each line valid UTF-8 and valid JSON (common/json.hpp).

#include <cstdio>
#include <optional>
#include <string>

#include "../common/json.hpp"
#include "output.hpp"

namespace validate_pgn {

namespace {

// "line", "column", "move" (null when no move is to blame) and "message".
void write_problem(json::Writer& json, const shakki::PgnProblem& problem, std::size_t lines_before) {
    json.key("line").number(problem.line + lines_before);
    json.key("column").number(problem.column);
    json.key("move").string_or_null(problem.move.empty() ? std::nullopt : std::optional<std::string_view>{problem.move});
    json.key("message").string(problem.message);
}

}  // namespace

void print_jsonl(std::string_view file, const GameRecord& r, const Place& place) {
    std::string line;
    json::Writer json{line};
    json.begin_object();
    json.key("file").string(file);
    json.key("game").number(r.game + place.games_before);
    json.key("offset").number(r.offset + place.offset_before);
    json.key("white").string_or_null(r.white);
    json.key("black").string_or_null(r.black);
    json.key("result").string_or_null(r.result);
    json.key("plies").number(r.plies);
    json.key("valid").boolean(r.valid);
    json.key("warnings").begin_array();
    for (const shakki::PgnProblem& p : r.problems) {
        if (p.severity != shakki::PgnSeverity::warning) continue;
        json.begin_object();
        write_problem(json, p, place.lines_before);
        json.end_object();
    }
    json.end_array();
    for (const shakki::PgnProblem& p : r.problems) {
        if (p.severity == shakki::PgnSeverity::error) write_problem(json, p, place.lines_before);
    }
    json.end_object();
    line += '\n';
    std::fwrite(line.data(), 1, line.size(), stdout);
}

}  // namespace validate_pgn
