// Chess960 games in PGN: the Variant tag in its many spellings, FEN tags in
// both castling styles, and the writer. The games were played by Stockfish
// with UCI_Chess960 and refereed by chessops (tools/chess960_games/), which
// also gave the final positions.

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "shakki/pgn.hpp"
#include "support.hpp"

using namespace shakki;

namespace {

Game game_of(const PgnGame& pgn) {
    Game game{pgn.start};
    for (const PgnNode& node : pgn.main.nodes) REQUIRE(game.play(node.move).has_value());
    return game;
}

}  // namespace

TEST_CASE("PGN Chess960: cutechess games read, in every Variant spelling and both FEN styles") {
    const std::vector<PgnGame> games = read_pgn_games(test_support::file_text("pgn/chess960_cutechess.pgn"));
    const std::vector<std::string> expected = test_support::read_lines("pgn/chess960_cutechess_expected.txt");
    REQUIRE(games.size() == expected.size());
    REQUIRE(games.size() >= 8);
    for (std::size_t i = 0; i < games.size(); ++i) {
        const auto fields = test_support::split(expected[i], '\t');  // number, plies, X-FEN, Shredder-FEN, result
        REQUIRE(fields.size() == 5);
        CAPTURE(i + 1);
        CAPTURE(*games[i].tag("Variant"));
        REQUIRE_MESSAGE(games[i].valid(), games[i].problem->message);
        CHECK(games[i].start.is_chess960());
        CHECK(games[i].plies == std::stoul(fields[1]));
        CHECK(games[i].result == fields[4]);
        const Game game = game_of(games[i]);
        CHECK(game.is_chess960());
        CHECK(to_fen(game.position()) == fields[2]);
        CHECK(to_fen(game.position(), {EnPassantStyle::as_recorded, CastlingStyle::shredder}) == fields[3]);
    }
}

TEST_CASE("PGN Chess960: the same games in Stockfish's UCI, castling as king takes rook") {
    const std::vector<PgnGame> games = read_pgn_games(test_support::file_text("pgn/chess960_cutechess.pgn"));
    const std::vector<std::string> lines = test_support::read_lines("pgn/chess960_uci_moves.txt");
    REQUIRE(lines.size() == games.size());
    int castlings = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto fields = test_support::split(lines[i], '\t');
        REQUIRE(fields.size() == 2);
        CAPTURE(i + 1);
        const auto start = parse_fen(fields[0], {CastlingMode::chess960, false});
        REQUIRE(start.has_value());
        CHECK(*start == games[i].start);
        Game game{*start};
        std::size_t ply = 0;
        for (const std::string& uci : test_support::split(fields[1], ' ')) {
            CAPTURE(uci);
            REQUIRE(ply < games[i].main.nodes.size());
            const Move move = games[i].main.nodes[ply++].move;
            CHECK(to_uci(game.position(), move) == uci);
            castlings += move.kind() == MoveKind::castling ? 1 : 0;
            REQUIRE(game.play_uci(uci).value() == move);
        }
        CHECK(ply == games[i].main.nodes.size());
    }
    CHECK(castlings >= 2 * static_cast<int>(games.size()));
}

TEST_CASE("PGN Chess960: write_pgn writes the Variant tag and the start, and reads back") {
    const std::vector<PgnGame> games = read_pgn_games(test_support::file_text("pgn/chess960_cutechess.pgn"));
    for (const PgnGame& original : games) {
        const Game game = game_of(original);
        const auto text = write_pgn(to_pgn_game(game, {{"White", "A"}, {"Black", "B"}}));
        REQUIRE(text.has_value());
        CHECK(text->find("[Variant \"Chess960\"]") != std::string::npos);
        CHECK(text->find("[SetUp \"1\"]") != std::string::npos);
        const std::vector<PgnGame> again = read_pgn_games(*text);
        REQUIRE(again.size() == 1);
        REQUIRE(again[0].valid());
        CHECK(again[0].start == original.start);
        CHECK(game_of(again[0]).position() == game.position());
        // The game's own tags are kept as they were, Variant included.
        const auto same_tags = write_pgn(original);
        REQUIRE(same_tags.has_value());
        CHECK(same_tags->find("[Variant \"" + *original.tag("Variant") + "\"]") != std::string::npos);
        CHECK(same_tags->find("[Variant") == same_tags->rfind("[Variant"));  // not added a second time
    }
}

TEST_CASE("PGN Chess960: a game without FEN starts from number 518 and castles by Chess960 rules") {
    const auto games = read_pgn_games("[Variant \"Chess960\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d3 O-O 6. Bg5 *\n");
    REQUIRE(games.size() == 1);
    REQUIRE(games[0].valid());
    CHECK(games[0].start == *Position::chess960_start(518));
    CHECK(to_uci(games[0].start.play(Move::normal(Square::e2, Square::e4)), Move::castling(Square::e8, Square::h8)) == "e8h8");
}

TEST_CASE("PGN Chess960: a FEN tag that fits only Chess960 switches it on without a Variant tag") {
    const auto games =
        read_pgn_games("[SetUp \"1\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n1. g3 g6 *\n");
    REQUIRE(games.size() == 1);
    REQUIRE(games[0].valid());
    CHECK(games[0].start.is_chess960());
    CHECK(games[0].start.chess960_number() == 0);
}

TEST_CASE("PGN variants: other rules are refused, not misread; a standard Variant is standard") {
    const auto crazyhouse = read_pgn_games("[Variant \"Crazyhouse\"]\n\n1. e4 e5 *\n");
    REQUIRE(crazyhouse.size() == 1);
    REQUIRE_FALSE(crazyhouse[0].valid());
    CHECK(crazyhouse[0].problem->code == PgnProblemCode::unsupported_variant);
    CHECK(crazyhouse[0].problem->offset == 10);  // the value's first byte
    CHECK(crazyhouse[0].problem->line == 1);
    for (const char* name : {"Standard", "From Position", "chess", ""}) {
        const auto games = read_pgn_games(std::string{"[Variant \""} + name + "\"]\n\n1. e4 e5 *\n");
        REQUIRE(games.size() == 1);
        CAPTURE(name);
        CHECK(games[0].valid());
        CHECK_FALSE(games[0].start.is_chess960());
    }
    // In standard chess a Chess960 start position keeps no castling right:
    // read past with a warning, as other readers do, or refused when strict.
    const std::string_view chess960_as_standard =
        "[Variant \"Standard\"]\n[SetUp \"1\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n*\n";
    const auto standard = read_pgn_games(chess960_as_standard);
    REQUIRE(standard.size() == 1);
    CHECK(standard[0].valid());
    CHECK_FALSE(standard[0].start.is_chess960());
    CHECK(standard[0].start.castling_rights() == CastlingRights::none);
    REQUIRE(standard[0].warnings.size() == 1);
    CHECK(standard[0].warnings[0].code == PgnProblemCode::fen_tag_repaired);
    PgnReadOptions strict;
    strict.mode = SanMode::strict;
    const auto refused = read_pgn_games(chess960_as_standard, strict);
    REQUIRE(refused.size() == 1);
    CHECK_FALSE(refused[0].valid());
}

TEST_CASE("castling_mode_of_variant reads the spellings files use") {
    for (const char* name : {"Chess960", "chess 960", "fischerandom", "Fischerandom", "Fischer Random", "wild/fr", "960"}) {
        CAPTURE(name);
        CHECK(castling_mode_of_variant(name) == CastlingMode::chess960);
    }
    for (const char* name : {"Standard", "From Position", "normal", ""}) {
        CAPTURE(name);
        CHECK(castling_mode_of_variant(name) == CastlingMode::standard);
    }
    for (const char* name : {"Crazyhouse", "atomic", "Three-check", "chess961"}) {
        CAPTURE(name);
        CHECK_FALSE(castling_mode_of_variant(name).has_value());
    }
}
