// A game's history as text, Game from any line of a PGN tree, the result
// to_pgn_game and write_pgn give, and the one-move diagnostic. Expected
// movetext comes from the PGN files in tests/data (written by Stockfish's
// and cutechess's tools, and translated by pgn-extract), terminations from
// cutechess's own comments, and the rest from the PGN standard (8.2.2: "1."
// before White's move, "1..." before a Black move that starts the text)
// and the FIDE Laws.

#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "shakki/game/history.hpp"
#include "shakki/pgn.hpp"
#include "shakki/pgn/validate.hpp"
#include "support.hpp"

using namespace shakki;
using test_support::file_text;

namespace {

// The movetext of the n-th game (1-based) of a file, on one line, without
// its result.
std::string movetext_in_file(const std::string& text, std::size_t n) {
    std::size_t at = 0;
    for (std::size_t i = 0; i < n; ++i) at = text.find("\n\n", text.find("[Event ", at)) + 2;
    const std::size_t end = text.find("\n\n", at);
    std::string moves = text.substr(at, end == std::string::npos ? std::string::npos : end - at);
    for (char& c : moves) c = c == '\n' ? ' ' : c;
    return moves.substr(0, moves.rfind(' '));  // the result goes
}

std::vector<std::string> words_without_numbers(const std::string& movetext) {
    std::vector<std::string> out;
    for (const std::string& w : test_support::split(movetext, ' ')) {
        if (!w.empty() && w.back() != '.') out.push_back(w);
    }
    return out;
}

std::vector<std::string> texts(const std::vector<SanString>& moves) {
    std::vector<std::string> out;
    for (const SanString& m : moves) out.emplace_back(m.view());
    return out;
}

Game game_of(const PgnGame& pgn) {
    auto game = game_from_pgn(pgn);
    REQUIRE(game);
    return *game;
}

}  // namespace

TEST_CASE("san_history and movetext give the game's moves as the PGN files hold them, in English and Finnish") {
    const std::string english_text = file_text("pgn/stockfish.pgn");
    const std::string finnish_text = file_text("pgn/translated_fi.pgn");
    const auto games = read_pgn_games(english_text);
    const Language& finnish = *find_language("fi");
    for (const std::size_t n : {1U, 2U, 3U}) {
        CAPTURE(n);
        const Game game = game_of(games[n - 1]);
        CHECK(movetext(game) == movetext_in_file(english_text, n));
        CHECK(movetext(game, finnish) == movetext_in_file(finnish_text, n));
        CHECK(san_history(game, finnish) == words_without_numbers(movetext_in_file(finnish_text, n)));
        CHECK(san_history(game).size() == game.ply_count());
    }
}

TEST_CASE("movetext starts with N... when Black moves first, and writes a pass as --") {
    Game game{parse_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2").value()};
    REQUIRE(game.play_san("Nc6"));
    REQUIRE(game.play_san("Bb5"));
    CHECK(movetext(game) == "2... Nc6 3. Bb5");
    CHECK(san_history(game) == std::vector<std::string>{"Nc6", "Bb5"});
    Game passes;
    REQUIRE(passes.play_san("e4"));
    REQUIRE(passes.play_null());
    REQUIRE(passes.play_san("d4"));
    CHECK(movetext(passes) == "1. e4 -- 2. d4");
    CHECK(movetext(Game{}).empty());
}

TEST_CASE("game_from_pgn: cutechess's results and terminations come back as the game's outcome") {
    // The endings cutechess wrote in its last comment of each game.
    const std::vector<Termination> expected{
        Termination::fifty_moves, Termination::insufficient_material,
        Termination::checkmate,   Termination::threefold_repetition,
        Termination::checkmate,   Termination::checkmate,
        Termination::checkmate,   Termination::threefold_repetition,
        Termination::fifty_moves, Termination::insufficient_material,
    };
    const auto games = read_pgn_games(file_text("pgn/chess960_cutechess.pgn"), {});
    REQUIRE(games.size() == expected.size());
    for (std::size_t i = 0; i < games.size(); ++i) {
        CAPTURE(i);
        REQUIRE(games[i].valid());
        const Game game = game_of(games[i]);
        CHECK(game.is_chess960());
        CHECK(game.ply_count() == games[i].plies);
        REQUIRE(game.outcome());
        CHECK(game.outcome()->termination == expected[i]);
        CHECK(game.outcome()->result() == *games[i].tag("Result"));
    }
}

TEST_CASE("game_from_pgn records the result the board does not decide") {
    const auto games = read_pgn_games(file_text("pgn/stockfish.pgn"));
    // Game 3 ends 64. Kh3 Qh1+ 1/2-1/2: the position after ...Qh1+ with
    // the king on h3 stands for the fifth time (moves 56, 58, 60, 62, 64),
    // which ends the game by itself (FIDE 9.6.1): nothing is recorded.
    const Game repeated = game_of(games[2]);
    CHECK(repeated.outcome() == Outcome{Termination::fivefold_repetition, std::nullopt});
    CHECK_FALSE(repeated.recorded_outcome());
    // Cut after 62... Qh1+ (the fourth time: claimable, not yet fivefold),
    // the result is recorded as the threefold claim the position allows.
    PgnGame shorter = games[2];
    shorter.main.nodes.resize(shorter.main.nodes.size() - 4);
    const Game claimed = game_of(shorter);
    CHECK(claimed.outcome() == Outcome{Termination::threefold_repetition, std::nullopt});
    CHECK(claimed.recorded_outcome() == claimed.outcome());
    // Game 53 stops unfinished ("*").
    CHECK_FALSE(game_of(games[52]).outcome());
    // Game 1 ends in mate; the board decides, nothing is recorded.
    const Game mated = game_of(games[0]);
    CHECK(mated.outcome() == Outcome{Termination::checkmate, Color::white});
    CHECK_FALSE(mated.recorded_outcome());

    const auto text = [](std::string_view tags, std::string_view moves) {
        return read_pgn_games(std::string{tags} + "\n" + std::string{moves} + "\n").at(0);
    };
    const PgnGame resigned = text("[Result \"0-1\"]\n", "1. e4 e5 0-1");
    CHECK(game_of(resigned).outcome() == Outcome{Termination::resignation, Color::black});
    const PgnGame agreed = text("[Result \"1/2-1/2\"]\n", "1. e4 e5 1/2-1/2");
    CHECK(game_of(agreed).outcome() == Outcome{Termination::agreement, std::nullopt});
    const PgnGame flagged = text("[Result \"1-0\"]\n[Termination \"time forfeit\"]\n", "1. e4 e5 1-0");
    CHECK(game_of(flagged).outcome() == Outcome{Termination::time_forfeit, Color::white});
    CHECK_FALSE(game_from_pgn(resigned, {}, {false}).value().outcome());
}

TEST_CASE("game_from_pgn: any line of the tree, by its branches, and errors as values") {
    const PgnGame tree = read_pgn_games("1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) d6) 2. Nf3 Nc6 *\n").at(0);
    REQUIRE(tree.valid());
    const auto line = [&](const PgnLinePath& path) {
        const auto game = game_from_pgn(tree, path);
        return game ? movetext(*game) : game.error().message;
    };
    CHECK(line({}) == "1. e4 e5 2. Nf3 Nc6");
    CHECK(line({{1, 0}}) == "1. e4 c5 2. Nf3 d6");
    CHECK(line({{1, 0}, {1, 0}}) == "1. e4 c5 2. c3 d5");
    const auto no_move = game_from_pgn(tree, {{4, 0}});
    REQUIRE_FALSE(no_move);
    CHECK(no_move.error().code == GameFromPgnErrorCode::no_such_line);
    CHECK(no_move.error().branch == 0);
    const auto no_variation = game_from_pgn(tree, {{1, 0}, {0, 0}});
    REQUIRE_FALSE(no_variation);
    CHECK(no_variation.error().branch == 1);
    CHECK(no_variation.error().message == "branch 2 of the path: the move has no such variation");

    // A PgnGame is plain data: an illegal move is reported with its ply.
    PgnGame bad;
    bad.main.nodes.resize(2);
    bad.main.nodes[0].move = Move::normal(Square::e2, Square::e4);
    bad.main.nodes[1].move = Move::normal(Square::e2, Square::e4);
    const auto illegal = game_from_pgn(bad);
    REQUIRE_FALSE(illegal);
    CHECK(illegal.error().code == GameFromPgnErrorCode::illegal_move);
    CHECK(illegal.error().ply == 2);

    // A viewer steps back to the start and forward again.
    Game game = game_from_pgn(tree, {{1, 0}}).value();
    while (game.undo()) {}
    CHECK(game.ply_count() == 0);
    CHECK(game.redo_count() == 4);
    CHECK(game.redo()->move == Move::normal(Square::e2, Square::e4));
}

TEST_CASE("to_pgn_game and write_pgn: the game's outcome gives the result, a Result tag only while it goes on") {
    Game game;
    REQUIRE(game.play_san("e4"));
    // Going on: a Result tag gives the result (as for a game adjudicated
    // elsewhere), else "*"; a tag that is no result token is refused.
    CHECK(to_pgn_game(game).result == "*");
    CHECK(to_pgn_game(game, {{"Result", "1/2-1/2"}}).result == "1/2-1/2");
    const auto bad = write_pgn(game, {{"Result", "2-0"}});
    REQUIRE_FALSE(bad);
    CHECK(bad.error().code == PgnWriteErrorCode::invalid_result);
    // Recorded: the resignation is the result; a contradicting tag is mended.
    REQUIRE(game.resign(Color::black));
    CHECK(to_pgn_game(game, {{"Result", "0-1"}}).result == "1-0");
    const std::string text = write_pgn(game, {{"White", "A"}, {"Result", "0-1"}}).value();
    CHECK(text.find("[Result \"1-0\"]") != std::string::npos);
    CHECK(text.find("\n1. e4 1-0\n") != std::string::npos);

    // A real game's Result tag (1-0, mate) against a contradicting one.
    const PgnGame real = read_pgn_games(file_text("pgn/stockfish.pgn")).at(0);
    const Game mated = game_of(real);
    CHECK(to_pgn_game(mated, {{"Result", "0-1"}}).result == *real.tag("Result"));
}

TEST_CASE("write_pgn(game, tags, language) writes a played game in one call, and reads back") {
    Game game;
    for (const char* m : {"e4", "e5", "Nf3", "Nc6", "Bb5"}) REQUIRE(game.play_san(m));
    REQUIRE(game.agree_draw());
    const Language& finnish = *find_language("fi");
    const std::string text = write_pgn(game, {{"White", "Minä"}}, finnish).value();
    CHECK(text.find("\n1. e4 e5 2. Rf3 Rc6 3. Lb5 1/2-1/2\n") != std::string::npos);
    PgnReadOptions options;
    options.language = &finnish;
    const PgnGame back = read_pgn_games(text, options).at(0);
    REQUIRE(back.valid());
    CHECK(*back.tag("White") == "Minä");
    CHECK(back.result == "1/2-1/2");
    const Game again = game_of(back);
    CHECK(again.moves() == game.moves());
    CHECK(again.outcome() == Outcome{Termination::agreement, std::nullopt});
}

TEST_CASE("diagnose_san: the reason and the legal moves meant, for one typed move") {
    // 1. d4 d5 2. Nf3 Nf6: knights on b1 and f3 both reach d2 (SAN then
    // names the file of the one that moves, PGN standard 8.2.3.4).
    Position pos = Position::start();
    for (const char* m : {"d4", "d5", "Nf3", "Nf6"}) pos = pos.play(parse_san(pos, m).value().move);
    const auto ambiguous = diagnose_san(pos, "Nd2");
    REQUIRE_FALSE(ambiguous);
    CHECK(ambiguous.error().san.code == SanErrorCode::ambiguous);
    CHECK(texts(ambiguous.error().suggestions) == std::vector<std::string>{"Nbd2", "Nfd2"});
    CHECK(ambiguous.error().lead == "write one of");
    CHECK(ambiguous.error().message == "Nd2 is ambiguous: knights on b1 and f3 can move there; write one of: Nbd2, Nfd2");
    CHECK(diagnose_san(pos, "Nbd2").value().move == Move::normal(Square::b1, Square::d2));

    // No knight reaches h6, but the bishop on c1 does (d2 is empty).
    const auto to_square = diagnose_san(pos, "Nh6");
    REQUIRE_FALSE(to_square);
    CHECK(to_square.error().san.code == SanErrorCode::no_piece_can_move_there);
    CHECK(to_square.error().lead == "legal moves to that square");
    CHECK(texts(to_square.error().suggestions) == std::vector<std::string>{"Bh6"});
    // Nothing reaches h5 (f3's knight blocks the queen): the knight moves
    // are offered, Na3, Nc3, Nbd2 from b1 and Ng1, Nfd2, Ne5, Ng5, Nh4 from f3.
    const auto nowhere = diagnose_san(pos, "Nh5");
    REQUIRE_FALSE(nowhere);
    CHECK(nowhere.error().lead == "knight moves");
    CHECK(nowhere.error().suggestions.size() == 8);

    // The typed check sign: strict wants it, lenient reads without it.
    Position italian = Position::start();
    for (const char* m : {"e4", "d6"}) italian = italian.play(parse_san(italian, m).value().move);
    const auto unsigned_check = diagnose_san(italian, "Bb5");
    REQUIRE_FALSE(unsigned_check);
    CHECK(unsigned_check.error().san.code == SanErrorCode::not_canonical);
    CHECK(texts(unsigned_check.error().suggestions) == std::vector<std::string>{"Bb5+"});
    CHECK(diagnose_san(italian, "Bb5", english, SanMode::lenient).value().move == Move::normal(Square::f1, Square::b5));
    CHECK(diagnose_san(italian, "Lb5+", *find_language("fi")).has_value());
    CHECK(diagnose_san(italian, "zz").error().code == SanErrorCode::syntax);
}

TEST_CASE("read_pgn_games reads every game of a paste; a Game inside an Expected can be stepped and moved out") {
    const std::string paste =
        "[Event \"a\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"
        "[Event \"b\"]\n\n1. e4 Ke7 2. Ke3 *\n";  // the second game's 2. Ke3 is illegal
    const std::vector<PgnGame> games = read_pgn_games(paste);
    REQUIRE(games.size() == 2);
    CHECK(*games[0].tag("Event") == "a");
    CHECK(games[0].valid());
    CHECK_FALSE(games[1].valid());
    CHECK(read_pgn_games("").empty());
    CHECK(read_pgn_games("\n% an escape line, and no game\n").empty());

    auto viewer = game_from_pgn(games[0]);
    REQUIRE(viewer);
    CHECK(viewer->undo());  // non-const access through the Expected
    CHECK((*viewer).redo());
    CHECK(viewer->outcome() == Outcome{Termination::checkmate, Color::black});
    const Game moved_out = *std::move(viewer);
    CHECK(moved_out.ply_count() == 4);
}
