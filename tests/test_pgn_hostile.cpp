// PGN as hostile or old files write it: line ends of every system, escape
// lines, byte order marks where files were joined, out-of-range NAGs,
// games with no end, and variations anywhere in very long games.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "shakki/pgn.hpp"
#include "support.hpp"

using namespace shakki;

namespace {

std::vector<PgnGame> read_all(std::string_view text, std::size_t max_game_bytes = default_max_game_bytes) {
    std::vector<PgnGame> games;
    PgnSplitter<StringSource> splitter{StringSource{text}, max_game_bytes};
    for (PgnChunk chunk; splitter.next(chunk);) games.push_back(read_pgn_game(chunk));
    return games;
}

// Built by appending: std::string::replace makes g++ 12 at -O3 warn
// (-Wrestrict, a false positive).
std::string replace_all(std::string_view text, std::string_view from, std::string_view to) {
    std::string out;
    std::size_t done = 0;
    for (std::size_t at = text.find(from); at != std::string_view::npos; at = text.find(from, done)) {
        out.append(text.substr(done, at - done)).append(to);
        done = at + from.size();
    }
    return out.append(text.substr(done));
}

const char* const three_games =
    "[Event \"one\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
    "[Event \"two\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 {a comment\nover two lines} Qh4# 0-1\n\n"
    "[Event \"three\"]\n\n1. d4 d5 *\n";

// A legal game of up to `plies` plies that ends by no rule: the
// pieces walk, never repeating, and a pawn moves or a piece is taken
// before the 75-move rule could end it.
std::string long_game(int plies) {
    const char* const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    std::string text = std::string{"[Event \"long\"]\n[SetUp \"1\"]\n[FEN \""} + start + "\"]\n\n";
    Game game{test_support::position(start)};
    test_support::Random random{7};
    for (int ply = 0; ply < plies; ++ply) {
        const MoveList moves = legal_moves(game.position());
        Move chosen = moves[random.below(moves.size())];
        for (int tries = 0; tries < 40; ++tries) {  // a move that keeps the game going
            const Move m = moves[random.below(moves.size())];
            Game after = game;
            if (!after.play(m) || after.outcome() || after.repetition_count() > 1) continue;
            const bool resets =
                type_of(game.position().piece_on(m.from())) == PieceType::pawn || game.position().piece_on(m.to()) != Piece::none;
            if (resets == (game.position().halfmove_clock() > 80)) {
                chosen = m;
                break;
            }
        }
        text += to_san(game.position(), chosen);
        text += ' ';
        REQUIRE(game.play(chosen));
        if (game.outcome()) break;
    }
    return text;
}

}  // namespace

TEST_CASE("PGN hostile: \\r, \\n and \\r\\n are all line ends") {
    const std::string lf = three_games;
    for (const char* end : {"\r", "\r\n", "\n"}) {
        CAPTURE(std::string{end} == "\r" ? "CR" : std::string{end} == "\n" ? "LF" : "CRLF");
        const auto games = read_all(replace_all(lf, "\n", end));
        REQUIRE(games.size() == 3);
        for (const PgnGame& game : games) CHECK(game.valid());
        CHECK(*games[2].tag("Event") == "three");
        REQUIRE(games[1].main.nodes[2].comments.size() == 1);
        CHECK(games[1].main.nodes[2].comments.front() == replace_all("a comment\nover two lines", "\n", end));
    }
    // Problems keep their line numbers in an old Mac file.
    const auto bad = read_all("[Event \"x\"]\r\r1. e4 e5\r2. Kd3 *\r");
    REQUIRE(bad.size() == 1);
    REQUIRE(bad[0].problem);
    CHECK(bad[0].problem->line == 4);
    CHECK(bad[0].problem->column == 4);
    CHECK(bad[0].problem->offset == 25);  // a byte of the game's text, whatever its line ends
    // A ; comment and an escape line end at a lone \r too.
    const auto comments = read_all("[Event \"x\"]\r\r1. e4 ; to the end\re5\r%escape\r2. Nf3 *\r");
    REQUIRE(comments.size() == 1);
    CHECK(comments[0].valid());
    CHECK(comments[0].plies == 3);
}

TEST_CASE("PGN hostile: escape lines and ; comment lines before, between and inside games") {
    const std::string text =
        "% written by a tool\n; a comment line before the first game\n"
        "[Event \"one\"]\n% an escape line in the tags\n[White \"A\"]\n; a comment between tags\n[Black \"B\"]\n\n"
        "1. e4 e5 *\n\n% between games\n; also between games\n\n"
        "[Event \"two\"]\n[White \"C\"]\n\n1. d4 *\n";
    const auto games = read_all(text);
    REQUIRE(games.size() == 2);
    CHECK(games[0].valid());
    CHECK(games[1].valid());
    REQUIRE(games[0].tags.size() == 3);
    CHECK(*games[0].tag("Black") == "B");
    CHECK(*games[1].tag("White") == "C");
    // A ; comment after the tags is the movetext's first comment.
    const auto before_moves = read_all("[Event \"x\"]\n\n; first\n1. e4 *\n");
    REQUIRE(before_moves.size() == 1);
    CHECK(before_moves[0].main.comments == std::vector<std::string>{" first"});
}

TEST_CASE("PGN hostile: a byte order mark where joined files begin") {
    const std::string bom = "\xEF\xBB\xBF";
    const std::string one = "[Event \"one\"]\n[White \"A\"]\n\n1. e4 *\n";
    const std::string two = "[Event \"two\"]\n[White \"B\"]\n\n1. d4 *\n";
    for (const std::string& text : {bom + one + bom + two, bom + one + "\n" + bom + two, one + bom + "\n" + two}) {
        const auto games = read_all(text);
        REQUIRE(games.size() == 2);
        CHECK(games[0].valid());
        CHECK(games[1].valid());
        CHECK(*games[1].tag("Event") == "two");
        CHECK(*games[1].tag("White") == "B");
    }
}

TEST_CASE("PGN hostile: NAGs are $0 to $255") {
    CHECK(read_all("1. e4 $0 $255 *\n")[0].main.nodes[0].nags == std::vector<unsigned>{0, 255});
    for (const char* nag : {"$256", "$4294967297", "$18446744073709551617", "$"}) {
        CAPTURE(nag);
        const auto games = read_all(std::string{"1. e4 "} + nag + " *\n");
        REQUIRE(games[0].problem);
        CHECK(games[0].problem->column == 7);
        CHECK(games[0].problem->code == PgnProblemCode::invalid_nag);
    }
    const auto huge = read_all("1. e4 $" + std::string(100000, '9') + " *\n");
    REQUIRE(huge[0].problem);
    CHECK(huge[0].problem->code == PgnProblemCode::invalid_nag);
    CHECK(huge[0].problem->message.size() < 100);  // the NAG is cut in the message
}

TEST_CASE("PGN hostile: a bad FEN tag is reported at its own line and column") {
    const auto games = read_all(
        "[Event \"x\"]\n[Annotator \"[FEN \\\"not this\\\"]\"]\n[SetUp \"1\"]\n"
        "[FEN \"4k3/8/8/8/8/8/8/4K3 x - - 0 1\"]\n\n1. Kd2 *\n");
    REQUIRE(games[0].problem);
    CHECK(games[0].problem->line == 4);
    CHECK(games[0].problem->column == 7 + 20);  // the side-to-move field
    CHECK(games[0].problem->code == PgnProblemCode::invalid_fen_tag);
    CHECK(games[0].problem->fen.code == FenErrorCode::invalid_side);
    CHECK(games[0].problem->fen.offset == 20);  // in the tag's value
}

TEST_CASE("PGN hostile: comments after the result are kept; anything else is a problem") {
    const auto games = read_all("1. e4 e5 1-0 {White won on time} ; and a last word\n");
    REQUIRE(games.size() == 1);
    CHECK(games[0].valid());
    CHECK(games[0].main.nodes[1].comments == std::vector<std::string>{"White won on time", " and a last word"});
    const auto after = read_all("1. e4 e5 1-0 {ok} 2. Nf3\n");
    REQUIRE(after[0].problem);
    CHECK(after[0].problem->code == PgnProblemCode::text_after_result);
    CHECK(after[0].problem->column == 19);
    const auto open = read_all("1. e4 e5 1-0 {never closed\n");
    REQUIRE(open[0].problem);
    CHECK(open[0].problem->code == PgnProblemCode::unterminated_comment);
    CHECK(open[0].problem->column == 14);
}

TEST_CASE("PGN hostile: a game with no end stops at its first problem, and a game past the size limit is cut") {
    // The second "(" has no move to replace: it and those after it are
    // read past with a warning each, of which only the first 16 are kept;
    // the variation the first one opened is never closed.
    std::string endless = "[Event \"x\"]\n1. e4 ";
    for (int i = 0; i < 100000; ++i) endless += "( ";
    auto games = read_all(endless);
    REQUIRE(games.size() == 1);
    REQUIRE(games[0].problem);
    CHECK(games[0].problem->code == PgnProblemCode::unterminated_variation);
    REQUIRE(games[0].warnings.size() == max_pgn_warnings + 1);
    CHECK(games[0].warnings[0].line == 2);
    CHECK(games[0].warnings[0].column == 9);
    CHECK(games[0].warnings[0].code == PgnProblemCode::stray_variation_start);
    CHECK(games[0].warnings.back().code == PgnProblemCode::too_many_warnings);

    // Past the limit the game is a problem, the rest of it skipped, and the
    // next game is read as usual.
    std::string big = "[Event \"big\"]\n\n1. e4 ";
    for (int i = 0; i < 1000; ++i) big += "{a comment that goes on} ";
    big += "e5 *\n\n";
    games = read_all(big + three_games, 4096);
    REQUIRE(games.size() == 4);
    REQUIRE(games[0].problem);
    CHECK(games[0].problem->code == PgnProblemCode::game_too_long);
    CHECK(games[0].problem->message == "game longer than 4 KB: the rest of it was skipped");  // the limit, readably
    for (std::size_t i = 1; i < 4; ++i) CHECK(games[i].valid());
    CHECK(*games[1].tag("Event") == "one");

    // One line longer than the limit, no result, no line end.
    std::string line = "[Event \"x\"]\n1. e4 e5 ";
    for (int i = 0; i < 10000; ++i) line += "{no line end} ";
    games = read_all(line + "\n" + three_games, 4096);
    REQUIRE(games.size() == 4);
    CHECK(games[0].problem->code == PgnProblemCode::game_too_long);
    CHECK(games[3].valid());
}

TEST_CASE("PGN hostile: variations anywhere in a long game see the history they branch from") {
    const std::string game = long_game(3000);
    const auto plain = read_all(game + "*\n");
    REQUIRE(plain.size() == 1);
    REQUIRE_MESSAGE(plain[0].valid(), plain[0].problem->message);
    const std::size_t plies = plain[0].plies;
    CHECK(plies > 2000);

    // 256 nested one-move variations on the last move, and many siblings.
    Game before_last{plain[0].start};
    for (std::size_t i = 0; i + 1 < plain[0].main.nodes.size(); ++i) REQUIRE(before_last.play(plain[0].main.nodes[i].move));
    const Position& last = before_last.position();
    const std::string alternative{to_san(last, legal_moves(last)[0]).view()};
    std::string nested = game;
    for (int i = 0; i < 256; ++i) nested += "(" + alternative + " ";
    nested += std::string(256, ')') + " *\n";
    auto games = read_all(nested);
    REQUIRE_MESSAGE(games[0].valid(), games[0].problem->message);
    CHECK(games[0].plies == plies + 256);
    const PgnLine* line = &games[0].main;
    for (int depth = 0; depth < 256; ++depth) {
        REQUIRE(line->nodes.back().variations.size() == 1);
        line = &line->nodes.back().variations.front();
    }
    CHECK(line->nodes.size() == 1);

    std::string siblings = game;
    for (int i = 0; i < 1000; ++i) siblings += "(" + alternative + ") ";
    games = read_all(siblings + "*\n");
    REQUIRE(games[0].valid());
    CHECK(games[0].main.nodes.back().variations.size() == 1000);

    // One level more is a problem, not a deeper tree.
    std::string deeper = game;
    for (int i = 0; i < 257; ++i) deeper += "(" + alternative + " ";
    games = read_all(deeper + std::string(257, ')') + " *\n");
    REQUIRE(games[0].problem);
    CHECK(games[0].problem->code == PgnProblemCode::variations_too_deep);
}

TEST_CASE("PGN hostile: a variation counts repetitions with the moves before its branch point") {
    // The knights dance: the start position occurs for the fifth time after
    // the 16th ply, so a variation that reaches it there ends the game by
    // fivefold repetition, and a move after it is a problem.
    const std::string dance = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Nc3 ";
    auto games = read_all(dance + "(8. Ng1 Ng8 9. e4) *\n");
    REQUIRE(games[0].problem);
    CHECK(games[0].problem->code == PgnProblemCode::game_already_over);  // by fivefold repetition
    CHECK(games[0].problem->move == "9 (in a variation)");
    games = read_all(dance + "(8. Ng1 Ng8) Nc6 *\n");  // the main line goes on where it was
    CHECK(games[0].valid());
    CHECK(games[0].plies == 18);
}

TEST_CASE("PGN hostile: validating without a tree agrees with reading") {
    std::string text = std::string{three_games} + "[Event \"bad\"]\n\n1. e4 (1. d4 d5 (1... Nf6 2. Kd3)) e5 *\n";
    PgnSplitter<StringSource> splitter{StringSource{text}};
    std::size_t count = 0;
    for (PgnChunk chunk; splitter.next(chunk); ++count) {
        const PgnGame tree = read_pgn_game(chunk);
        const PgnGame checked = validate_pgn_game(chunk);
        CHECK(checked.valid() == tree.valid());
        CHECK(checked.plies == tree.plies);
        CHECK(checked.tags.size() == tree.tags.size());
        CHECK(checked.main.nodes.empty());
        if (tree.problem) {
            CHECK(checked.problem->line == tree.problem->line);
            CHECK(checked.problem->column == tree.problem->column);
            CHECK(checked.problem->message == tree.problem->message);
        }
    }
    CHECK(count == 4);
}

// Found by fuzz_pgn once a lone \r became a line end: the writer split ;
// comments only at \n, so the text after a \r read back as moves.
TEST_CASE("PGN hostile: the writer ends ; comment lines at every kind of line end") {
    PgnGame game = read_all("1. e4 e5 *\n").front();
    game.main.nodes[0].comments = {"a } b\rc\r\nd\ne ep"};
    game.main.nodes[1].comments = {"x\r[Event \"y\"]"};
    const std::string written = write_pgn(game).value();
    const auto again = read_all(written);
    REQUIRE(again.size() == 1);
    REQUIRE_MESSAGE(again[0].valid(), written);
    CHECK(again[0].main.nodes[0].comments == std::vector<std::string>{"a } b", "c", "d", "e ep"});
    CHECK(again[0].main.nodes[1].comments == std::vector<std::string>{"x", "[Event \"y\"]"});
}

TEST_CASE("PGN hostile: a file with \\r line ends is cut for threads where its games start") {
    std::string text;
    for (int i = 0; i < 200; ++i) text += replace_all(three_games, "\n", "\r");
    std::istringstream stream{text};
    const std::size_t cut = pgn_game_start(stream, text.size() / 2, text.size());
    REQUIRE(cut < text.size());
    CHECK(text.compare(cut - 1, 8, "\r[Event ") == 0);
    std::size_t games = 0;
    for (const auto& [begin, end] : {std::pair{std::size_t{0}, cut}, std::pair{cut, text.size()}}) {
        for (const PgnGame& game : read_all(std::string_view{text}.substr(begin, end - begin))) {
            CHECK(game.valid());
            ++games;
        }
    }
    CHECK(games == 600);
}

TEST_CASE("PGN hostile: the game after one that reaches the size limit is never cut nor lost") {
    // The limit is small here so that every size around it can be tried:
    // games of the limit -64 to +64 bytes, with and without a result, with
    // \n and \r\n line ends, each between two small games.
    const std::size_t limit = 4096;
    for (const std::string_view eol : {"\n", "\r\n"}) {
        for (const bool result : {true, false}) {
            for (std::size_t size = limit - 64; size <= limit + 64; ++size) {
                const std::string small =
                    std::string{"[Event \"small\"]"} + std::string{eol} + std::string{eol} + "1. d4 *" + std::string{eol};
                std::string big = std::string{"[Event \"big\"]"} + std::string{eol} + std::string{eol} + "1. e4 {";
                const std::string tail = std::string{result ? "} *" : "}"} + std::string{eol} + std::string{eol};
                big += std::string(size > big.size() + tail.size() ? size - big.size() - tail.size() : 0, 'x') + tail;
                CAPTURE(eol.size());
                CAPTURE(result);
                CAPTURE(big.size());
                const std::string text = small + big + small;  // StringSource keeps a view
                PgnSplitter<StringSource> splitter{StringSource{text}, limit};
                std::vector<PgnGame> games;
                for (PgnChunk chunk; splitter.next(chunk);) games.push_back(validate_pgn_game(chunk));
                REQUIRE(games.size() == 3);
                CHECK(games[0].valid());
                CHECK(games[2].valid());
                CHECK(*games[2].tag("Event") == "small");
                // Too long when its text up to the result passes the limit
                // (the line end after the result and the blank line are
                // between games).
                CHECK(games[1].valid() == (result && big.size() - 2 * eol.size() <= limit));
            }
        }
    }
}

TEST_CASE("PGN hostile: a file whose tag sections start with any tag is cut for threads only where games start") {
    // [Event inside a tag section is no game's start: a cut there would
    // split a game in two.
    std::string text;
    for (int i = 0; i < 300; ++i) {
        text += i % 3 == 0   ? "[Site \"x\"]\n[Event \"e\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
                : i % 3 == 1 ? "[Event \"e\"]\n[Result \"*\"]\n\n1. d4 d5 *\n[Event \"no blank line before\"]\n\n1. c4 *\n\n"
                             : "{ a comment }\n[Date \"?\"]\n[Event \"e\"]\n\n1. Nf3 *\n";
    }
    std::vector<std::string> whole;
    PgnSplitter<StringSource> all{StringSource{text}};
    for (PgnChunk chunk; all.next(chunk);) whole.push_back(chunk.text);
    CHECK(whole.size() == 400);
    for (const std::size_t parts : {2U, 3U, 7U, 50U}) {
        CAPTURE(parts);
        CHECK(test_support::read_in_parts(text, parts).chunks == whole);
    }
}
