// The PGN writer keeps every tag it is given, in order, and refuses to
// write a move that is not legal where it stands.
#include <doctest/doctest.h>

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "shakki/pgn.hpp"
#include "support.hpp"

using namespace shakki;

namespace {

PgnGame read_one(std::string_view text) {
    PgnSplitter<StringSource> splitter{StringSource{text}};
    PgnChunk chunk;
    REQUIRE(splitter.next(chunk));
    PgnGame game = read_pgn_game(chunk);
    REQUIRE_MESSAGE(game.valid(), text);
    REQUIRE_FALSE(splitter.next(chunk));
    return game;
}

std::string written(const PgnGame& game) {
    const auto text = write_pgn(game);
    REQUIRE_MESSAGE(text.has_value(), text.error().message);
    return *text;
}

PgnNode node(Move m) {
    PgnNode n;
    n.move = m;
    return n;
}

std::vector<std::string> tag_lines(const PgnGame& game) {
    std::vector<std::string> lines;
    for (const PgnTag& tag : game.tags) lines.push_back(tag.name + "=" + tag.value);
    return lines;
}

}  // namespace

TEST_CASE("PGN writer: duplicate tags and SetUp \"0\" survive a round trip, in order") {
    const std::string text =
        "[Event \"Club\"]\n[Site \"Here\"]\n[Date \"2024.05.01\"]\n[Round \"3\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n"
        "[Result \"*\"]\n[White \"Anna B.\"]\n[SetUp \"0\"]\n[Annotator \"C\"]\n[Round \"3b\"]\n[Result \"*\"]\n\n"
        "1. e4 e5 *\n";
    const PgnGame original = read_one(text);
    REQUIRE(original.tags.size() == 12);
    const PgnGame again = read_one(written(original));
    CHECK(tag_lines(again) == tag_lines(original));
    CHECK(written(again) == written(original));
}

TEST_CASE("PGN writer: the Seven Tag Roster comes first, every other tag after it in its order") {
    const PgnGame original = read_one(
        "[Event \"E\"]\n[Annotator \"C\"]\n[White \"W2\"]\n[Black \"B\"]\n[White \"W3\"]\n[SetUp \"1\"]\n"
        "[FEN \"4k3/1P6/8/8/8/8/8/4K3 w - -\"]\n\n1. b8=Q+ Kd7 *\n");
    const PgnGame again = read_one(written(original));
    const std::vector<std::string> expected{"Event=E",
                                            "Site=?",
                                            "Date=????.??.??",
                                            "Round=?",
                                            "White=W2",
                                            "Black=B",
                                            "Result=*",
                                            "Annotator=C",
                                            "White=W3",
                                            "SetUp=1",
                                            "FEN=4k3/1P6/8/8/8/8/8/4K3 w - -"};
    CHECK(tag_lines(again) == expected);
    CHECK(again.start == original.start);
    CHECK(read_one(written(again)).tags.size() == expected.size());
}

TEST_CASE("PGN writer: FEN and SetUp tags are mended only where they contradict the start") {
    const Position other = test_support::position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    PgnGame game;
    game.start = other;
    game.tags = {{"SetUp", "0"}, {"Annotator", "x"}};
    CHECK(tag_lines(read_one(written(game))) == std::vector<std::string>{"Event=?", "Site=?", "Date=????.??.??", "Round=?",
                                                                         "White=?", "Black=?", "Result=*", "SetUp=1",
                                                                         "Annotator=x", "FEN=4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"});
    // A FEN tag that describes another position than the start is replaced.
    game.tags = {{"FEN", "8/8/8/8/8/8/8/K6k w - - 0 1"}};
    const PgnGame again = read_one(written(game));
    CHECK(again.start == other);
    CHECK(tag_lines(again).back() == "FEN=4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(tag_lines(again)[7] == "SetUp=1");
    // From the standard start, SetUp "0" and a FEN of the start stay as written.
    game.start = Position::start();
    game.tags = {{"FEN", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"}, {"SetUp", "0"}};
    CHECK(tag_lines(read_one(written(game))) ==
          std::vector<std::string>{"Event=?", "Site=?", "Date=????.??.??", "Round=?", "White=?", "Black=?", "Result=*",
                                   "FEN=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "SetUp=0"});
}

TEST_CASE("PGN writer: an illegal move or a null move in check is an error naming it, in the main line or a variation") {
    PgnGame game;
    game.main.nodes = {node(Move::normal(Square::e2, Square::e4)), node(Move::normal(Square::e7, Square::e5)),
                       node(Move::normal(Square::a1, Square::a8))};
    auto result = write_pgn(game);
    REQUIRE_FALSE(result.has_value());
    CHECK(result.error().code == PgnWriteErrorCode::illegal_move);
    CHECK(result.error().move == Move::normal(Square::a1, Square::a8));
    CHECK(result.error().move_number == "2");
    CHECK(result.error().ply == 3);
    CHECK_FALSE(result.error().in_variation);
    CHECK(result.error().message ==
          "move 2, ply 3: a1a8 (encoded 0x0038) is not a legal move in "
          "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");

    // A pass is "--", but not in check: 1. e4 f5 2. Qh5+ --.
    PgnGame in_check;
    in_check.main.nodes = {node(Move::normal(Square::e2, Square::e4)), node(Move::normal(Square::f7, Square::f5)),
                           node(Move::normal(Square::d1, Square::h5)), node(Move{})};
    result = write_pgn(in_check);
    REQUIRE_FALSE(result.has_value());
    CHECK(result.error().move.is_null());
    CHECK(result.error().message ==
          "move 2..., ply 4: 0000 (encoded 0x0000) is not a legal move in "
          "rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2");
    in_check.main.nodes[2] = node(Move::normal(Square::d1, Square::g4));
    CHECK(written(in_check).find("1. e4 f5 2. Qg4 -- *") != std::string::npos);

    // A legal main line, with a bad move as Black's alternative to 1... e5.
    game.main.nodes[2] = node(Move::normal(Square::g1, Square::f3));
    PgnLine variation;
    variation.nodes = {node(Move::normal(Square::c7, Square::c5)), node(Move::normal(Square::g1, Square::f3)),
                       node(Move::normal(Square::b8, Square::b6))};
    game.main.nodes[1].variations.push_back(variation);
    result = write_pgn(game);
    REQUIRE_FALSE(result.has_value());
    CHECK(result.error().move_number == "2...");
    CHECK(result.error().ply == 4);
    CHECK(result.error().in_variation);
    CHECK(result.error().message.starts_with("move 2... (in a variation), ply 4: b8b6 "));

    game.main.nodes[1].variations[0].nodes[2] = node(Move::normal(Square::b8, Square::c6));
    CHECK(written(game).find("1. e4 e5 (1... c5 2. Nf3 Nc6) 2. Nf3 *") != std::string::npos);
}

TEST_CASE("PGN writer: a normal move with promotion bits set is not written as the move its squares name") {
    PgnGame game;
    game.main.nodes = {node(std::bit_cast<Move>(std::uint16_t{0x1050}))};  // b1a3 with promotion bits
    const auto result = write_pgn(game);
    REQUIRE_FALSE(result.has_value());
    CHECK(result.error().message.starts_with("move 1, ply 1: b1a3 (encoded 0x1050) is not a legal move in "));
}

// Found by fuzz_pgn: the reader takes several tags on one line, so a game
// can hold two Event tags, and a line of its own for the second would
// start another game.
TEST_CASE("PGN writer: a second Event tag round-trips on the line before it") {
    const PgnGame original = read_one("[Event \"a\"][Event \"b\"]\n[Site \"s\"]\n\n1. e4 *\n");
    REQUIRE(original.tags.size() == 3);
    const std::string text = written(original);
    CHECK(text.find("[Result \"*\"] [Event \"b\"]\n") != std::string::npos);
    const PgnGame again = read_one(text);
    CHECK(tag_lines(again) == std::vector<std::string>{"Event=a", "Site=s", "Date=????.??.??", "Round=?", "White=?", "Black=?",
                                                       "Result=*", "Event=b"});
    CHECK(written(again) == text);
}

TEST_CASE("PGN writer: tags a reader would not read back, and results that are no result, are refused") {
    PgnGame game;
    auto result = write_pgn(game);
    for (const char* name : {"", "Two words", "Bad]", "Quote\""}) {
        game.tags = {{name, "v"}};
        result = write_pgn(game);
        CAPTURE(name);
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == PgnWriteErrorCode::invalid_tag);
        CHECK(result.error().tag == name);
    }
    game.tags = {{"Good_Name2", "v"}};
    CHECK(write_pgn(game).has_value());
    for (const char* bad : {"", "1-1", "2-0", "foo", "1/2"}) {
        game.result = bad;
        result = write_pgn(game);
        CAPTURE(bad);
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == PgnWriteErrorCode::invalid_result);
    }
}

TEST_CASE("PGN writer: a played Game is always written") {
    Game game;
    for (const char* move : {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"}) REQUIRE(game.play_san(move).has_value());
    const std::string text = written(to_pgn_game(game, {{"White", "A"}, {"Annotator", "B"}, {"White", "C"}}));
    CHECK(text.find("4. Qxf7# 1-0") != std::string::npos);
    CHECK(tag_lines(read_one(text)) == std::vector<std::string>{"Event=?", "Site=?", "Date=????.??.??", "Round=?", "White=A",
                                                                "Black=?", "Result=1-0", "Annotator=B", "White=C"});
}
