// Damaged PGN that other readers read past: the reader warns and reads on.
// The recovered tags are what python-chess's tag pattern,
//   ^\[([A-Za-z0-9][A-Za-z0-9_+#=:-]*)\s+"([^\r]*)"\]\s*$
// captures from each line (checked with Python's re module), but for the
// name, where shakki leaves out the characters a name cannot hold; stray
// brackets are read past as python-chess's reader does (a "(" with no move
// to replace opens nothing, a ")" with no open variation closes nothing).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "pgn_compare.hpp"
#include "shakki/pgn.hpp"

using namespace shakki;

namespace {

std::vector<PgnGame> games_in(std::string_view text, bool tree = true) {
    std::vector<PgnGame> games;
    PgnSplitter<StringSource> splitter{StringSource{text}};
    for (PgnChunk chunk; splitter.next(chunk);) games.push_back(tree ? read_pgn_game(chunk) : validate_pgn_game(chunk));
    return games;
}

struct Expected {
    std::size_t line;
    std::size_t column;
    PgnProblemCode code;
};

void check_warnings(const PgnGame& game, const std::vector<Expected>& expected) {
    REQUIRE(game.warnings.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        CAPTURE(i);
        CHECK(game.warnings[i].line == expected[i].line);
        CHECK(game.warnings[i].column == expected[i].column);
        CHECK(game.warnings[i].code == expected[i].code);
        CHECK(game.warnings[i].severity == PgnSeverity::warning);
    }
}

const std::string damaged_tags =
    "[Event \"Damaged tags\"]\n"
    "[White \"New-cfe8\"dsadsa\"ce842c\"]\n"
    "[Black \"foo\\\"]\n"
    "[BlackType: \"program\"]\n"
    "[Result \"1-0\"]\n"
    "\n"
    "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";

}  // namespace

TEST_CASE("damaged PGN: a stray quote, a final backslash and a colon in a name are warnings; all else is read") {
    for (const bool tree : {true, false}) {
        const auto games = games_in(damaged_tags, tree);
        REQUIRE(games.size() == 1);
        const PgnGame& game = games[0];
        CHECK(game.valid());  // judged by its moves and result
        CHECK(game.plies == 7);
        CHECK(game.result == "1-0");
        REQUIRE(game.tags.size() == 5);
        CHECK(*game.tag("Event") == "Damaged tags");
        CHECK(*game.tag("White") == "New-cfe8\"dsadsa\"ce842c");
        CHECK(*game.tag("Black") == "foo\\");
        CHECK(*game.tag("BlackType") == "program");
        CHECK(*game.tag("Result") == "1-0");
        CHECK(game.main.nodes.size() == (tree ? 7U : 0U));
        check_warnings(game, {
                                 {2, 17, PgnProblemCode::unescaped_quote_in_tag_value},
                                 {3, 12, PgnProblemCode::tag_value_ends_in_backslash},
                                 {4, 11, PgnProblemCode::damaged_tag_name},
                             });
    }
}

TEST_CASE("damaged PGN: a recovered game is written as clean PGN, which reads back with no warning") {
    const auto games = games_in(damaged_tags);
    const auto written = write_pgn(games[0]);
    REQUIRE(written.has_value());
    CHECK(written->find("[White \"New-cfe8\\\"dsadsa\\\"ce842c\"]\n") != std::string::npos);
    CHECK(written->find("[Black \"foo\\\\\"]\n") != std::string::npos);
    CHECK(written->find("[BlackType \"program\"]\n") != std::string::npos);
    const auto again = games_in(*written);
    REQUIRE(again.size() == 1);
    CHECK(again[0].valid());
    CHECK(again[0].warnings.empty());
    CHECK(*again[0].tag("White") == *games[0].tag("White"));
    CHECK(pgn_compare::same_line(again[0].main, games[0].main));
}

TEST_CASE("damaged PGN: more recovered tag values") {
    const auto games = games_in(
        "[Event \"a\\\\\"b\"]\n"        // an escaped backslash, then a stray quote
        "[Site \"x\" y\"  ]\n"          // blanks before the ]
        "[Round \"1\"] [Date \"2\"]\n"  // two clean tags on a line
        "[Annotator \"q\\\"r\"s\"]\n"   // an escaped quote, then a stray one
        "\n1. e4 *\n");
    REQUIRE(games.size() == 1);
    const PgnGame& game = games[0];
    CHECK(game.valid());
    REQUIRE(game.tags.size() == 5);
    CHECK(game.tags[0].value == "a\\\"b");
    CHECK(game.tags[1].value == "x\" y");
    CHECK(game.tags[2].value == "1");
    CHECK(game.tags[3].value == "2");
    CHECK(game.tags[4].value == "q\"r\"s");
    check_warnings(game, {
                             {1, 12, PgnProblemCode::unescaped_quote_in_tag_value},
                             {2, 9, PgnProblemCode::unescaped_quote_in_tag_value},
                             {4, 17, PgnProblemCode::unescaped_quote_in_tag_value},
                         });
}

TEST_CASE("damaged PGN: tags with no quote before ] on their line are still errors") {
    struct Case {
        std::string_view text;
        PgnProblemCode code;
    };
    for (const Case c : {Case{"[Event \"x\"\n[White \"A\"]\n\n1. e4 *\n", PgnProblemCode::tag_not_closed},
                         Case{"[Event \"x]\n\n1. e4 *\n", PgnProblemCode::tag_value_not_closed},
                         Case{"[Event \"x\" y]\n\n1. e4 *\n", PgnProblemCode::tag_not_closed},
                         Case{"[:: \"x\"]\n\n1. e4 *\n", PgnProblemCode::malformed_tag}}) {
        CAPTURE(c.text);
        const auto games = games_in(c.text);
        REQUIRE(games.size() == 1);
        REQUIRE(games[0].problem.has_value());
        CHECK(games[0].problem->code == c.code);
        CHECK(games[0].problem->severity == PgnSeverity::error);
    }
}

TEST_CASE("damaged PGN: stray brackets are read past") {
    const auto games = games_in("[Event \"x\"]\n\n( 1. e4 e5 ) 2. Nf3 ) Nc6 (2... d6 ( ) ) 3. Bb5 *\n");
    REQUIRE(games.size() == 1);
    const PgnGame& game = games[0];
    CHECK(game.valid());
    CHECK(game.plies == 6);
    REQUIRE(game.main.nodes.size() == 5);
    CHECK(game.main.nodes[0].move == Move::normal(Square::e2, Square::e4));
    CHECK(game.main.nodes[3].variations.size() == 1);  // (2... d6)
    CHECK(game.main.nodes[3].variations[0].nodes.size() == 1);
    check_warnings(game, {
                             {3, 1, PgnProblemCode::stray_variation_start},
                             {3, 21, PgnProblemCode::stray_variation_end},
                         });
    // "( )" right after d6 is a real (empty) variation of d6; an empty
    // variation is allowed, as before.
    CHECK(game.main.nodes[3].variations[0].nodes[0].variations.size() == 1);
}

TEST_CASE("damaged PGN: the warnings kept are bounded") {
    std::string text = "1. e4 ";
    for (int i = 0; i < 100000; ++i) text += ") ";
    text += "e5 *\n";
    const auto games = games_in(text);
    REQUIRE(games.size() == 1);
    CHECK(games[0].valid());
    CHECK(games[0].plies == 2);
    REQUIRE(games[0].warnings.size() == max_pgn_warnings + 1);
    CHECK(games[0].warnings.back().code == PgnProblemCode::too_many_warnings);
    for (std::size_t i = 0; i < max_pgn_warnings; ++i) CHECK(games[0].warnings[i].code == PgnProblemCode::stray_variation_end);
}

TEST_CASE("damaged PGN: an error after a warning makes the game invalid, the warnings stay") {
    const auto games = games_in("[White \"a\"b\"]\n\n1. e4 ) e4 *\n");
    REQUIRE(games.size() == 1);
    CHECK_FALSE(games[0].valid());
    CHECK(games[0].warnings.size() == 2);
    REQUIRE(games[0].problem.has_value());
    CHECK(games[0].problem->line == 3);
    CHECK(games[0].problem->column == 9);
    CHECK(games[0].problem->code == PgnProblemCode::invalid_move);
    CHECK(games[0].problem->san.code == SanErrorCode::no_piece_can_move_there);
}
