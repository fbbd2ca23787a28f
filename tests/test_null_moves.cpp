// Null moves ("--", "Z0", UCI "0000") in movetext, PGN, SAN, move lists and
// games. Board placements after a pass are pgn-extract's (its --fencomments
// output with --allownullmoves); the clocks and the en passant square
// follow the rule shakki keeps for a pass, which is that of engines such as
// Stockfish's do_null_move: the halfmove clock counts and the en passant
// right lapses. (pgn-extract itself keeps both unchanged.)
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "pgn_compare.hpp"
#include "shakki/pgn.hpp"
#include "support.hpp"

using namespace shakki;

namespace {

std::string fen_of(const Position& pos) { return std::string{to_fen(pos).view()}; }

}  // namespace

TEST_CASE("null moves: the tokenizer reads -- and Z0, with glyphs, as null moves") {
    MovetextTokenizer tokens{"1. -- Z0 2. --!? - --- Z0+ z0 Z00"};
    std::vector<std::pair<TokenKind, std::string_view>> got;
    for (Token t{}; tokens.next(t);) got.emplace_back(t.kind, t.text);
    const std::vector<std::pair<TokenKind, std::string_view>> expected = {
        {TokenKind::move_number, "1."}, {TokenKind::null_move, "--"},   {TokenKind::null_move, "Z0"},
        {TokenKind::move_number, "2."}, {TokenKind::null_move, "--!?"}, {TokenKind::move, "-"},
        {TokenKind::move, "---"},       {TokenKind::move, "Z0+"},       {TokenKind::move, "z0"},
        {TokenKind::move, "Z00"},
    };
    CHECK(got == expected);
    CHECK(is_null_move_text("--"));
    CHECK(is_null_move_text("Z0?"));
    CHECK_FALSE(is_null_move_text("0000"));
    CHECK_FALSE(is_null_move_text(""));
}

TEST_CASE("null moves: to_san writes -- in every language, with no check sign") {
    const Position pos = test_support::position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");  // a pass by White gives no check
    for (const Language& language : languages) {
        CHECK(to_san(pos, Move{}, language) == "--");
        CHECK(to_san_without_check(pos, Move{}, language) == "--");
    }
}

TEST_CASE("null moves: clocks run, the en passant right lapses, repetitions count") {
    // pgn-extract: after 1. e4 Nf6 2. e5 d5 the board is
    // rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3.
    Game game;
    for (const char* san : {"e4", "Nf6", "e5", "d5"}) REQUIRE(game.play_san(san).has_value());
    CHECK(is_legal(game.position(), Move::en_passant(Square::e5, Square::d6)));
    REQUIRE(game.play_null().has_value());
    CHECK(fen_of(game.position()) == "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3");
    REQUIRE(game.play_san("Nc6").has_value());
    CHECK_FALSE(is_legal(game.position(), Move::en_passant(Square::e5, Square::d6)));  // the right lapsed
    CHECK(game.play_san("exd6").error().code == PlayErrorCode::san);

    // 1. Nf3 -- 2. Ng1 -- 3. Nf3 -- 4. Ng1 --: the start position, White to
    // move, three times (pgn-extract --repetition finds this game).
    Game again;
    for (int round = 0; round < 2; ++round) {
        REQUIRE(again.play_san("Nf3").has_value());
        REQUIRE(again.play_uci("0000").has_value());
        REQUIRE(again.play_san("Ng1").has_value());
        REQUIRE(again.play_null().has_value());
    }
    CHECK(fen_of(again.position()) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5");
    CHECK(again.repetition_count() == 3);
    CHECK(again.status().threefold);
    CHECK(again.claimable_draw() == Termination::threefold_repetition);
    CHECK(again.moves()[1].is_null());
}

TEST_CASE("null moves: refused in check, whichever way they come") {
    // 1. e4 f5 2. Qh5+: Black is in check.
    Game game;
    for (const char* san : {"e4", "f5", "Qh5+"}) REQUIRE(game.play_san(san).has_value());
    CHECK(game.play_uci("0000").error().code == PlayErrorCode::illegal_move);
    CHECK(game.play_null().error().message == "a null move is not possible in check");
    CHECK(game.ply_count() == 3);

    ValidationOptions allow;
    allow.allow_null_moves = true;
    const auto list = validate_moves(Position::start(), std::vector<std::string>{"e4", "f5", "Qh5+", "--"}, allow);
    REQUIRE_FALSE(list.has_value());
    CHECK(list.error().code == MoveListErrorCode::null_move);
    CHECK(list.error().message == "move 2... --: a null move is not possible in check");

    for (const bool allow : {false, true}) {
        PgnReadOptions options;
        options.allow_null_moves = allow;
        const auto games = read_pgn_games("[Event \"x\"]\n\n1. e4 f5 2. Qh5+ g6 (2... -- 3. Qe8) 3. Qe2 *\n", options);
        REQUIRE(games.size() == 1);
        REQUIRE(games[0].problem.has_value());
        CHECK(games[0].problem->line == 3);
        CHECK(games[0].problem->column == 27);
        CHECK(games[0].problem->move == "2... (in a variation)");
        CHECK(games[0].problem->code == PgnProblemCode::null_move_in_check);
    }
}

TEST_CASE("null moves: in the main line the game is invalid, read to its end; allow_null_moves accepts them") {
    const std::string text = "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 -- 2. d4 Z0 3. Nf3 {end} *\n";
    const auto games = read_pgn_games(text);
    REQUIRE(games.size() == 1);
    const PgnGame& game = games[0];
    REQUIRE(game.problem.has_value());
    CHECK(game.problem->line == 4);
    CHECK(game.problem->column == 7);
    CHECK(game.problem->move == "1...");
    CHECK(game.problem->code == PgnProblemCode::null_move_in_main_line);
    CHECK(game.plies == 5);  // read on past it
    REQUIRE(game.main.nodes.size() == 5);
    CHECK(game.main.nodes[1].move.is_null());
    CHECK(game.main.nodes[3].move.is_null());
    CHECK(game.main.nodes[4].comments == std::vector<std::string>{"end"});

    // The first problem is kept: here the null move, not the bad result.
    const auto worse = read_pgn_games("[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 -- 2. d4 *\n");
    CHECK(worse[0].problem->code == PgnProblemCode::null_move_in_main_line);
    // A move that is not legal after it still stops the reading.
    const auto illegal = read_pgn_games("1. e4 -- 2. e4 d5 *\n");
    CHECK(illegal[0].problem->code == PgnProblemCode::null_move_in_main_line);
    CHECK(illegal[0].plies == 2);

    PgnReadOptions allow;
    allow.allow_null_moves = true;
    const auto allowed = read_pgn_games(text, allow);
    CHECK(allowed[0].valid());
    CHECK(allowed[0].plies == 5);
    CHECK(pgn_compare::same_line(allowed[0].main, game.main));
    // pgn-extract --fencomments: after 2... Z0, White to move on the board of 2. d4.
    Game replay;
    for (const PgnNode& node : allowed[0].main.nodes) {
        REQUIRE((node.move.is_null() ? replay.play_null() : replay.play(node.move)).has_value());
    }
    CHECK(fen_of(replay.position_before(4)) == "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 3");
}

TEST_CASE("null moves: a variation with -- is valid and round-trips through the writer") {
    const std::string text = "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 (1... -- $2 {pass} 2. d4 (2. Nf3 Z0) Nc6) 2. Nf3 *\n";
    const auto games = read_pgn_games(text);
    REQUIRE(games.size() == 1);
    const PgnGame& game = games[0];
    REQUIRE(game.valid());
    CHECK(game.plies == 8);
    const PgnLine& variation = game.main.nodes[1].variations.at(0);
    CHECK(variation.nodes[0].move.is_null());
    CHECK(variation.nodes[0].nags == std::vector<unsigned>{2});
    CHECK(variation.nodes[1].variations.at(0).nodes[1].move.is_null());

    const auto written = write_pgn(game);
    REQUIRE(written.has_value());
    CHECK(written->find("1. e4 e5 (1... -- $2 {pass} 2. d4 (2. Nf3 --) 2... Nc6) 2. Nf3 *") != std::string::npos);
    const auto again = read_pgn_games(*written);
    REQUIRE(again.size() == 1);
    CHECK(again[0].valid());
    CHECK(pgn_compare::same_line(again[0].main, game.main));

    // The writer refuses a pass in check, and writes one in the main line.
    PgnGame main_pass;
    main_pass.main.nodes.resize(2);
    main_pass.main.nodes[0].move = Move::normal(Square::e2, Square::e4);
    const auto with_pass = write_pgn(main_pass);
    REQUIRE(with_pass.has_value());
    CHECK(with_pass->find("\n1. e4 -- *\n") != std::string::npos);
}

TEST_CASE("null moves: the visitor hears null_move with the position before it") {
    struct Recorder : PgnVisitor {
        std::vector<std::string> events;
        void move(const Position& /*before*/, Move m) { events.push_back(std::string{to_uci(m).view()}); }
        void null_move(const Position& before) { events.push_back("pass " + fen_of(before)); }
        void nag(unsigned value) { events.push_back("$" + std::to_string(value)); }
        void begin_variation() { events.emplace_back("("); }
        void end_variation() { events.emplace_back(")"); }
    };
    PgnSplitter<StringSource> splitter{StringSource{"1. e4 (1. Z0! e5) 1... e5 *\n"}};
    PgnChunk chunk;
    REQUIRE(splitter.next(chunk));
    Recorder recorder;
    const PgnGame game = visit_pgn_game(chunk, recorder);
    CHECK(game.valid());
    const std::vector<std::string> expected = {
        "e2e4", "(", "pass rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "$1", "e7e5", ")", "e7e5"};
    CHECK(recorder.events == expected);
}

TEST_CASE("null moves: move lists and movetext follow the PGN main-line rule") {
    const auto list = validate_moves(Position::start(), std::vector<std::string>{"e4", "Z0", "d4"});
    REQUIRE_FALSE(list.has_value());
    CHECK(list.error().code == MoveListErrorCode::null_move);
    CHECK(list.error().index == 1);
    CHECK(list.error().message == "move 1... Z0: null move in the main line");

    const auto text = validate_movetext(Position::start(), "1. e4 e5 (1... -- 2. d4) 2. Nf3 -- 3. Bc4 *");
    REQUIRE_FALSE(text.has_value());
    CHECK(text.error().code == MoveListErrorCode::null_move);
    CHECK(text.error().offset == 32);
    CHECK(text.error().message == "move 2... --: null move in the main line");

    ValidationOptions allow;
    allow.allow_null_moves = true;
    allow.detect_language = true;  // detection reads the moves before the pass
    const auto played = validate_movetext(Position::start(), "1. e4 e5 2. Nf3 -- 3. Bc4 *", allow);
    REQUIRE(played.has_value());
    CHECK(played->game.ply_count() == 5);
    CHECK(played->game.moves()[3].is_null());
    CHECK(played->warnings.size() == 5);
}
