// elo: one rating update by the Elo formula of the Hungarian rules text.
//
//   elo RATING OPPONENT SCORE     SCORE: 1, 0.5 (or 1/2), 0
//
// Ratings are whole numbers from 0 to 4000. A bad argument exits 2 with a
// message naming it.

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"
#include "common/stdout_check.hpp"
#include "shakki/game/elo.hpp"

namespace {

constexpr std::string_view usage_line = "usage: elo RATING OPPONENT SCORE   (ratings 0-4000; score 1, 0.5 or 0)";

std::optional<double> parse_score(std::string_view text) {
    if (text == "1") return 1.0;
    if (text == "0.5" || text == "1/2" || text == ".5") return 0.5;
    if (text == "0") return 0.0;
    return std::nullopt;
}

int run(int argc, char** argv) {
    cli::Arguments args{"elo", usage_line, argc, argv};
    std::vector<std::string_view> values;
    for (std::string_view arg; args.next(arg);) {
        if (cli::asks_for_help(arg)) return args.help();
        const bool option = arg.size() > 1 && arg[0] == '-' && (arg[1] < '0' || arg[1] > '9');  // "-1" is a bad rating
        if (option) return args.unexpected(arg);
        values.push_back(arg);
    }
    if (values.size() != 3) return args.fail("expected 3 arguments, got " + std::to_string(values.size()));
    const std::optional<int> rating = args.number("rating", values[0], 0, 4000);
    if (!rating) return 2;
    const std::optional<int> opponent = args.number("opponent's rating", values[1], 0, 4000);
    if (!opponent) return 2;
    const std::optional<double> score = parse_score(values[2]);
    if (!score) return args.fail("score " + cli::quoted(values[2]) + ": expected 1, 0.5 (or 1/2) or 0");
    using namespace shakki::elo;
    std::printf("expected score: %.3f\n", expected_score(*rating, *opponent));
    std::printf("K: %d\n", k_factor(*rating));
    std::printf("new rating: %d\n", updated_rating(*rating, *opponent, *score));
    return 0;
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("elo", run(argc, argv)); }
