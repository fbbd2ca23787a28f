#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "pgn_compare.hpp"
#include "shakki/pgn.hpp"
#include "support.hpp"

using namespace shakki;
using pgn_compare::same_line;

namespace {

std::vector<Move> main_line(const PgnGame& game) {
    std::vector<Move> moves;
    for (const PgnNode& node : game.main.nodes) moves.push_back(node.move);
    return moves;
}

}  // namespace

TEST_CASE("PGN: tags with escapes, comments, NAGs, glyphs, variations, escape lines, BOM and CRLF") {
    const std::string text =
        "\xEF\xBB\xBF[Event \"A \\\"quoted\\\" name\"]\r\n[White \"Back\\\\slash\"]\r\n[Result \"1-0\"]\r\n\r\n"
        "%an escape line\r\n1. e4 {a comment\r\nover two lines} e5 2. Nf3! $14 Nc6 (2... d6 3. d4 (3. Bc4) 3... exd4) 3. Bb5 ; "
        "to the end\r\n"
        "3... a6 1-0\r\n";
    const auto games = read_pgn_games(text);
    REQUIRE(games.size() == 1);
    const PgnGame& g = games[0];
    CHECK(g.valid());
    CHECK(*g.tag("Event") == "A \"quoted\" name");
    CHECK(*g.tag("White") == "Back\\slash");
    REQUIRE(g.main.nodes.size() == 6);
    CHECK(g.main.nodes[0].comments == std::vector<std::string>{"a comment\r\nover two lines"});
    CHECK(g.main.nodes[2].nags == std::vector<unsigned>{1, 14});
    REQUIRE(g.main.nodes[3].variations.size() == 1);
    const PgnLine& variation = g.main.nodes[3].variations[0];
    REQUIRE(variation.nodes.size() == 3);
    CHECK(variation.nodes[1].variations.size() == 1);
    CHECK(g.main.nodes[4].comments == std::vector<std::string>{" to the end"});
    CHECK(g.result == "1-0");
    CHECK(g.plies == 6 + 3 + 1);
}

TEST_CASE("PGN: empty, result-only and comment-only games, and two * games in a row") {
    const auto games = read_pgn_games("[Event \"empty\"]\n\n*\n\n1-0\n\n{just a comment} 1/2-1/2\n*\n*\n[Event \"last\"]\n*");
    REQUIRE(games.size() == 6);
    for (const PgnGame& g : games) CHECK(g.valid());
    CHECK(games[0].main.nodes.empty());
    CHECK(games[1].result == "1-0");
    CHECK(games[2].main.comments == std::vector<std::string>{"just a comment"});
    CHECK(games[5].tag("Event") != nullptr);
    CHECK(read_pgn_games("").empty());
    CHECK(read_pgn_games("\n\n  \n").empty());
}

TEST_CASE("PGN: the first game of a paste, the rest unread") {
    CHECK_FALSE(read_first_pgn_game("").has_value());
    CHECK_FALSE(read_first_pgn_game("\n\n  \n").has_value());
    // The second game is broken (Ke3 is not a move after 1.e4 e5): a reader
    // of the first game alone never sees it.
    const std::string text = "[Event \"first\"]\n\n1. d4 d5 2. c4 e6 *\n\n[Event \"second\"]\n\n1. e4 e5 2. Ke3 *\n";
    const auto first = read_first_pgn_game(text);
    REQUIRE(first.has_value());
    CHECK(first->valid());
    CHECK(*first->tag("Event") == "first");
    CHECK(first->main.nodes.size() == 4);
    CHECK_FALSE(read_pgn_games(text).back().valid());
    // Detection works per game, as for read_pgn_games: Finnish knight R.
    PgnReadOptions options;
    options.detect_language = true;
    const auto finnish = read_first_pgn_game("1. e4 e5 2. Rf3 Rc6 *", options);
    REQUIRE(finnish.has_value());
    CHECK(finnish->valid());
    CHECK(finnish->language->code == "fi");
}

TEST_CASE("PGN: a FEN start position") {
    const auto games = read_pgn_games("[SetUp \"1\"]\n[FEN \"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. b8=Q+ Kd7 *\n");
    REQUIRE(games.size() == 1);
    CHECK(games[0].valid());
    CHECK(games[0].start == parse_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").value());
    CHECK(games[0].main.nodes[0].move == Move::promotion(Square::b7, Square::b8, PieceType::queen));
}

namespace {

// Whether `message` is `pattern` with each <...> of it standing for any text.
bool fits_pattern(std::string_view message, std::string_view pattern) {
    const std::size_t open = pattern.find('<');
    if (open == std::string_view::npos) return message == pattern;
    if (message.substr(0, open) != pattern.substr(0, open)) return false;
    const std::string_view rest = pattern.substr(pattern.find('>', open) + 1);
    for (std::size_t at = open; at <= message.size(); ++at) {
        if (fits_pattern(message.substr(at), rest)) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("PGN problems: every code has a name and a message, each its own") {
    const auto count = static_cast<std::size_t>(PgnProblemCode::too_many_warnings) + 1;
    std::vector<std::string_view> names;
    for (std::size_t i = 0; i < count; ++i) {
        const auto code = static_cast<PgnProblemCode>(i);
        CAPTURE(i);
        CHECK_FALSE(enum_name(code).empty());
        CHECK_FALSE(describe(code).empty());
        CHECK(std::count(names.begin(), names.end(), enum_name(code)) == 0);
        names.push_back(enum_name(code));
    }
    CHECK(enum_name(PgnProblemCode::invalid_nag) == "invalid_nag");
    CHECK(describe(PgnProblemCode::invalid_nag) == "NAG <NAG> is not one of $0 to $255");
    CHECK(enum_name(static_cast<PgnProblemCode>(count)).empty());  // past the last enumerator
    CHECK(describe(static_cast<PgnProblemCode>(count)).empty());
}

TEST_CASE("PGN problems: each code is found in a game that has it, its message as describe() says") {
    struct Case {
        PgnProblemCode code;
        std::string text;
        std::size_t max_game_bytes = default_max_game_bytes;
    };
    std::string deep = "1. e4 ";
    for (int i = 0; i < 300; ++i) deep += "(1. d4 ";
    std::string brackets = "1. e4 ";
    for (int i = 0; i < 20; ++i) brackets += ") ";
    std::string many_variations = "1. e4 ";
    for (std::size_t i = 0; i <= max_variations; ++i) many_variations += "(d4)";
    std::string many_tags;
    for (std::size_t i = 0; i <= max_pgn_tags; ++i) many_tags += "[A \"\"]\n";
    std::string long_game = "1. e4 ";
    for (int i = 0; i < 200; ++i) long_game += "{a comment that goes on} ";
    const std::vector<Case> cases = {
        {PgnProblemCode::malformed_tag, "[:: \"x\"]\n\n1. e4 *\n"},
        {PgnProblemCode::tag_value_not_closed, "[Event \"x]\n\n1. e4 *\n"},
        {PgnProblemCode::tag_not_closed, "[Event \"x\" y]\n\n1. e4 *\n"},
        {PgnProblemCode::damaged_tag_name, "[Black:Type \"x\"]\n\n1. e4 *\n"},
        {PgnProblemCode::tag_value_ends_in_backslash, "[Black \"foo\\\"]\n\n1. e4 *\n"},
        {PgnProblemCode::unescaped_quote_in_tag_value, "[White \"a\"b\"]\n\n1. e4 *\n"},
        {PgnProblemCode::too_many_tags, many_tags + "\n1. e4 *\n"},
        {PgnProblemCode::unsupported_variant, "[Variant \"Crazyhouse\"]\n\n1. e4 *\n"},
        {PgnProblemCode::invalid_fen_tag, "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n"},
        {PgnProblemCode::fen_tag_repaired, "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 0\"]\n\n*\n"},
        {PgnProblemCode::invalid_move, "1. e5 *\n"},
        {PgnProblemCode::game_already_over, "1. f3 e5 2. g4 Qh4# 3. a3 *\n"},
        {PgnProblemCode::null_move_in_check, "1. e4 f5 2. Qh5+ -- *\n"},
        {PgnProblemCode::null_move_in_main_line, "1. e4 -- *\n"},
        {PgnProblemCode::stray_en_passant, "1. e4 {a comment} e.p. *\n"},
        {PgnProblemCode::invalid_nag, "1. e4 $256 *\n"},
        {PgnProblemCode::nag_without_move, "$1 1. e4 *\n"},
        {PgnProblemCode::variations_too_deep, deep + "*\n"},
        {PgnProblemCode::too_many_variations, many_variations + "*\n"},
        {PgnProblemCode::stray_variation_start, "( 1. e4 *\n"},
        {PgnProblemCode::stray_variation_end, "1. e4 ) *\n"},
        {PgnProblemCode::unterminated_variation, "1. e4 (1. d4\n"},
        {PgnProblemCode::result_inside_variation, "1. e4 (1. d4 *) *\n"},
        {PgnProblemCode::text_after_result, "1. e4 * e5\n"},
        {PgnProblemCode::result_tag_mismatch, "[Result \"0-1\"]\n\n1. e4 1-0\n"},
        {PgnProblemCode::result_contradicts_position, "1. f3 e5 2. g4 Qh4# 1-0\n"},
        {PgnProblemCode::missing_result, "1. e4 e5\n"},
        {PgnProblemCode::unterminated_comment, "1. e4 {open\n"},
        {PgnProblemCode::game_too_long, long_game + "*\n", 4096},
        {PgnProblemCode::too_many_warnings, brackets + "*\n"},
    };
    std::vector<bool> seen(static_cast<std::size_t>(PgnProblemCode::too_many_warnings) + 1);
    for (const Case& c : cases) {
        CAPTURE(enum_name(c.code));
        PgnSplitter<StringSource> splitter{StringSource{c.text}, c.max_game_bytes};
        PgnChunk chunk;
        REQUIRE(splitter.next(chunk));
        const PgnGame game = read_pgn_game(chunk);
        const PgnProblem* found = nullptr;
        if (game.problem && game.problem->code == c.code) found = &*game.problem;
        for (const PgnProblem& w : game.warnings) {
            if (w.code == c.code) found = &w;
        }
        REQUIRE(found != nullptr);
        seen[static_cast<std::size_t>(c.code)] = true;
        CHECK(fits_pattern(found->message, describe(c.code)));
        // The warnings are the codes read past; the game stays valid.
        const bool warning = found->severity == PgnSeverity::warning;
        CHECK(warning == !(game.problem && found == &*game.problem));
        if (warning) CHECK(game.valid());
        CHECK(found->offset <= chunk.text.size());
    }
    for (std::size_t i = 0; i < seen.size(); ++i) {
        CAPTURE(enum_name(static_cast<PgnProblemCode>(i)));
        CHECK(seen[i]);
    }
}

TEST_CASE("PGN problems: the message fills describe()'s <...> with the game's particulars") {
    const auto games = read_pgn_games("[Result \"0-1\"]\n\n1. e4 $300 *\n[Result \"0-1\"]\n\n1. e4 1/2-1/2\n");
    REQUIRE(games.size() == 2);
    CHECK(games[0].problem->message == "NAG $300 is not one of $0 to $255");
    CHECK(games[1].problem->message == "the movetext ends with 1/2-1/2 but the Result tag says 0-1");
}

TEST_CASE("PGN: one bad game does not lose the rest, and problems say where") {
    const auto games = read_pgn_games(
        "[Event \"1\"]\n\n1. e4 {open\n[Event \"2\"]\n\n1. d4 d5 *\n[Event \"3\"]\n\n1. e4 e5 2. Ke3 *\n[Event \"4\"]\n\n1. c4 "
        "*\n");
    REQUIRE(games.size() == 4);
    CHECK_FALSE(games[0].valid());
    CHECK(games[0].problem->code == PgnProblemCode::unterminated_comment);
    CHECK(games[1].valid());
    CHECK_FALSE(games[2].valid());
    CHECK(games[2].problem->line == 9);
    CHECK(games[2].problem->column == 13);
    CHECK(games[2].problem->move == "2");
    CHECK(games[2].problem->code == PgnProblemCode::invalid_move);  // the SAN error nested
    CHECK(games[2].problem->san.code == SanErrorCode::no_piece_can_move_there);
    CHECK(games[2].problem->san.to == Square::e3);
    CHECK(games[3].valid());
}

TEST_CASE("PGN: results are checked against the tag and the final position") {
    CHECK(read_pgn_games("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1").front().valid());
    CHECK_FALSE(read_pgn_games("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0").front().valid());
    CHECK_FALSE(read_pgn_games("[Result \"1-0\"]\n\n1. e4 e5 0-1").front().valid());
    CHECK(read_pgn_games("[Result \"1-0\"]\n\n1. e4 e5 1-0").front().valid());  // unfinished: a resignation
    CHECK_FALSE(read_pgn_games("[SetUp \"1\"]\n[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n\n1-0").front().valid());  // stalemate
}

TEST_CASE("PGN: writing and reading back gives the same game") {
    for (const char* file : {"pgn/random.pgn", "pgn/stockfish.pgn"}) {
        const std::string text = test_support::file_text(file);
        std::size_t games = 0;
        for (const PgnGame& original : read_pgn_games(text)) {
            REQUIRE(original.valid());
            const std::string written = write_pgn(original).value();
            for (std::size_t at = 0, next; at < written.size(); at = next + 1) {
                next = written.find('\n', at);
                CHECK(next - at <= 80);
            }
            const auto again = read_pgn_games(written);
            REQUIRE(again.size() == 1);
            REQUIRE(again[0].valid());
            CHECK(same_line(again[0].main, original.main));
            CHECK(again[0].result == original.result);
            CHECK(*again[0].tag("White") == *original.tag("White"));
            CHECK(write_pgn(again[0]).value() == written);
            ++games;
        }
        CHECK(games >= 100);
    }
}

TEST_CASE("PGN: written in another language, read back with detection") {
    const std::string text = test_support::file_text("pgn/stockfish.pgn");
    const auto originals = read_pgn_games(text);
    for (const char* code : {"fi", "hu", "eo", "fan", "de"}) {
        const Language& language = *find_language(code);
        for (std::size_t i = 0; i < 20; ++i) {
            const std::string written = write_pgn(originals[i], {&language, 80}).value();
            PgnReadOptions detect;
            detect.detect_language = true;
            const auto again = read_pgn_games(written, detect);
            REQUIRE(again.size() == 1);
            REQUIRE_MESSAGE(again[0].valid(), written);
            CHECK(main_line(again[0]) == main_line(originals[i]));
        }
    }
}

TEST_CASE("PGN: a Finnish game with e.p. is detected as Finnish and reads strictly") {
    PgnReadOptions options;
    options.detect_language = true;
    options.mode = SanMode::strict;
    const auto games = read_pgn_games("1. e4 a6 2. e5 d5 3. exd6 e.p. Dxd6 *\n", options);
    REQUIRE(games.size() == 1);
    REQUIRE(games[0].valid());
    CHECK(games[0].language->code == "fi");
    CHECK(games[0].main.nodes[4].move == Move::en_passant(Square::e5, Square::d6));
}

TEST_CASE("PGN: streams and files as sources") {
    std::istringstream stream{"1. e4 e5 *\n1. d4 d5 *\n"};
    PgnSplitter<StreamSource<std::istringstream>> splitter{StreamSource<std::istringstream>{stream}};
    std::size_t count = 0;
    for (PgnChunk chunk; splitter.next(chunk);) count += read_pgn_game(chunk).valid() ? 1 : 0;
    CHECK(count == 2);
}

TEST_CASE("PGN: hostile nesting is refused, not a stack overflow") {
    std::string deep = "1. e4 ";
    for (int i = 0; i < 100000; ++i) deep += "(1. d4 ";
    deep += "*";
    const auto games = read_pgn_games(deep);
    REQUIRE(games.size() == 1);
    REQUIRE_FALSE(games[0].valid());
    CHECK(games[0].problem->code == PgnProblemCode::variations_too_deep);
    std::string fine = "1. e4 ";
    for (int i = 0; i < 200; ++i) fine += "(1. d4 ";
    for (int i = 0; i < 200; ++i) fine += ") ";
    fine += "*";
    CHECK(read_pgn_games(fine).front().valid());
}

TEST_CASE("PGN: a played game saved as PGN") {
    Game game{parse_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").value()};
    for (const char* move : {"O-O", "Kd7", "Rf7+", "Kc6"}) REQUIRE(game.play_san(move).has_value());
    const std::string text = write_pgn(to_pgn_game(game, {{"White", "Me"}, {"Black", "You"}})).value();
    CHECK(text.find("[White \"Me\"]") != std::string::npos);
    CHECK(text.find("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]") != std::string::npos);
    CHECK(text.find("1. O-O Kd7 2. Rf7+ Kc6 *") != std::string::npos);
    const auto again = read_pgn_games(text);
    REQUIRE(again.size() == 1);
    REQUIRE(again[0].valid());
    CHECK(main_line(again[0]) == game.moves());
}

// Found by fuzz_pgn in CI: a ";" comment holding "}" was written back in
// braces, so the rest of it read as moves.
TEST_CASE("PGN: comments that braces cannot hold are written as ; comments") {
    const std::string text = "[Event \"a\"]\n\n; a } b\n1. e4 {one\nline} e5 ; x } y\n2. Nf3 *\n";
    const auto games = read_pgn_games(text);
    REQUIRE(games.size() == 1);
    REQUIRE(games[0].valid());
    CHECK(games[0].main.comments == std::vector<std::string>{" a } b"});
    const std::string written = write_pgn(games[0]).value();
    CHECK(written.find("{ a } b}") == std::string::npos);
    const auto again = read_pgn_games(written);
    REQUIRE(again.size() == 1);
    REQUIRE_MESSAGE(again[0].valid(), written);
    CHECK(same_line(again[0].main, games[0].main));

    // Text with "}" and line breaks, or a line that would start the next
    // game, becomes one ";" comment per line.
    PgnGame game = games[0];
    game.main.nodes[0].comments = {"first }\nsecond"};
    game.main.nodes[1].comments = {"see\n[Event \"x\"]"};
    game.main.comments = {std::string(75, '-') + " [Event \"y\"]"};  // a wrap would start a line with [Event
    const auto split = read_pgn_games(write_pgn(game).value());
    REQUIRE(split.size() == 1);
    REQUIRE(split[0].valid());
    CHECK(split[0].main.nodes[0].comments == std::vector<std::string>{"first }", "second"});
    CHECK(split[0].main.nodes[1].comments == std::vector<std::string>{"see", "[Event \"x\"]"});
    CHECK(split[0].main.comments == game.main.comments);
    CHECK(main_line(split[0]) == main_line(game));
}

TEST_CASE("PGN: long comments wrap at 80 columns and read back as the same text") {
    std::string long_comment;
    for (int i = 0; i < 40; ++i) long_comment += "word" + std::to_string(i) + (i % 7 == 3 ? "  " : " ");
    long_comment += "end";
    PgnGame game = read_pgn_games("1. e4 e5 *\n").front();
    game.main.nodes[0].comments = {long_comment};
    game.main.comments = {"a short one before the moves"};
    game.main.nodes[1].comments = {"a line\n\n indented after a blank line"};  // found by fuzz_pgn
    const std::string written = write_pgn(game).value();
    std::size_t lines = 0;
    for (std::size_t at = 0, next; at < written.size(); at = next + 1, ++lines) {
        next = written.find('\n', at);
        CHECK(next - at <= 80);
    }
    CHECK(lines > 8);
    const auto again = read_pgn_games(written);
    REQUIRE(again.size() == 1);
    REQUIRE(again[0].valid());
    CHECK(same_line(again[0].main, game.main));
    CHECK(again[0].main.nodes[0].comments[0].find("word3  word4") != std::string::npos);  // runs of spaces kept
    CHECK(write_pgn(again[0]).value() == written);

    // Breaking at a space after a carriage return would make a CRLF, which
    // reads back as a line break: found by fuzz_pgn.
    game.main.nodes[1].comments = {std::string(70, 'x') + "\r " + std::string(30, 'y')};
    const auto kept = read_pgn_games(write_pgn(game).value());
    REQUIRE(kept.size() == 1);
    CHECK(kept[0].main.nodes[1].comments == game.main.nodes[1].comments);
}

TEST_CASE("PGN: a tag value with a line break is written on one line") {
    PgnGame game = read_pgn_games("1. e4 *\n").front();
    game.tags.push_back({"Annotator", "two\nlines"});
    const auto again = read_pgn_games(write_pgn(game).value());
    REQUIRE(again.size() == 1);
    REQUIRE(again[0].valid());
    CHECK(*again[0].tag("Annotator") == "two lines");
}

TEST_CASE("PGN: a file cut where games start splits into the same games, part by part") {
    const std::string text = test_support::file_text("pgn/random.pgn") + "[Event \"open comment\"]\n\n1. e4 {never closed\n" +
                             test_support::file_text("pgn/stockfish.pgn");
    std::vector<std::string> whole;
    PgnSplitter<StringSource> all{StringSource{text}};
    for (PgnChunk chunk; all.next(chunk);) whole.push_back(chunk.text);
    REQUIRE(whole.size() > 200);

    for (const std::size_t parts : {2U, 3U, 7U, 50U}) {
        const test_support::PartsRead read = test_support::read_in_parts(text, parts);
        for (std::size_t j = 0; j < parts; ++j) {
            const std::size_t cut = read.cuts[j];
            CHECK((cut == 0 || cut == text.size() || text.compare(cut, 7, "[Event ") == 0));
        }
        CHECK(read.chunks == whole);
        CHECK(read.lines == all.lines_read());
    }
}
