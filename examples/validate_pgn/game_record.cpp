// Checking one game with the library, and judging what it found.

#include "game_record.hpp"

#include <algorithm>
#include <string_view>
#include <utility>

#include "shakki/pgn/reader.hpp"

namespace validate_pgn {

namespace {

using namespace shakki;

std::optional<std::string> tag_value(const PgnGame& game, std::string_view name) {
    const std::string* value = game.tag(name);
    return value ? std::optional<std::string>{*value} : std::nullopt;
}

bool comes_before(const PgnProblem& a, const PgnProblem& b) { return a.line != b.line ? a.line < b.line : a.column < b.column; }

GameRecord judge(const PgnGame& game, std::size_t offset, bool strict) {
    GameRecord record{
        game.number,  offset, tag_value(game, "White"), tag_value(game, "Black"), tag_value(game, "Result"), game.plies,
        game.valid(), {}};
    std::vector<const PgnProblem*> problems;
    for (const PgnProblem& w : game.warnings) problems.push_back(&w);
    if (game.problem) problems.push_back(&*game.problem);
    std::stable_sort(problems.begin(), problems.end(),
                     [](const PgnProblem* a, const PgnProblem* b) { return comes_before(*a, *b); });
    if (strict && !problems.empty()) {
        PgnProblem first = *problems.front();
        first.severity = PgnSeverity::error;
        record.problems.push_back(std::move(first));
        record.valid = false;
        return record;
    }
    for (const PgnProblem* p : problems) record.problems.push_back(*p);
    return record;
}

std::size_t warning_count(const GameRecord& record) {
    return static_cast<std::size_t>(std::count_if(record.problems.begin(), record.problems.end(),
                                                  [](const PgnProblem& p) { return p.severity == PgnSeverity::warning; }));
}

}  // namespace

GameRecord check(const PgnChunk& chunk, const Settings& settings, Totals& totals) {
    const PgnGame game = validate_pgn_game(chunk, settings.read);
    GameRecord record = judge(game, chunk.offset, settings.strict);
    ++totals.games;
    totals.plies += record.plies;
    if (record.valid) ++totals.valid;
    totals.warnings += warning_count(record);
    return record;
}

}  // namespace validate_pgn
