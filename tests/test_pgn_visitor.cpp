// The PGN visitor: every hook, in the order of the text. The expected logs
// are read off the inputs by hand: the moves and squares from the rules,
// the hooks' order from the text, the line and column of each warning by
// counting (as in test_pgn_damaged.cpp), NAGs from the PGN standard
// (! 1, ? 2, !! 3, ?? 4, !? 5, ?! 6).
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "shakki/pgn.hpp"

using namespace shakki;

namespace {

// Logs every hook as a line of text. The move lines give the move number
// of the position before ("3." or "3..."), the SAN as the reader passed it
// and the move in UCI.
struct Recorder : PgnVisitor {
    std::vector<std::string> log;
    int problems = 0;
    std::optional<PgnProblem> last_problem;

    static std::string number(const Position& before) {
        return std::to_string(before.fullmove_number()) + (before.side_to_move() == Color::white ? "." : "...");
    }
    static std::string where(const PgnProblem& p) { return std::to_string(p.line) + ":" + std::to_string(p.column); }

    void tag(std::string_view name, std::string_view value) {
        log.push_back("tag " + std::string{name} + " \"" + std::string{value} + "\"");
    }
    void start(const Position& start) { log.push_back("start " + std::string{to_fen(start).view()}); }
    void move(const Position& before, Move move, std::string_view san) {
        log.push_back("move " + number(before) + " " + std::string{san} + " " + std::string{to_uci(move).view()});
    }
    void null_move(const Position& before, std::string_view text) {
        log.push_back("null_move " + number(before) + " " + std::string{text});
    }
    void nag(unsigned value) { log.push_back("nag " + std::to_string(value)); }
    void comment(std::string_view text) { log.push_back("comment " + std::string{text}); }
    void begin_variation() { log.emplace_back("begin_variation"); }
    void end_variation() { log.emplace_back("end_variation"); }
    void result(std::string_view token) { log.push_back("result " + std::string{token}); }
    void problem(const PgnProblem& p) {
        ++problems;
        last_problem = p;
        log.push_back("problem " + where(p) + " " + std::string{enum_name(p.code)} + (p.move.empty() ? "" : " move " + p.move));
    }
    void warning(const PgnProblem& p) { log.push_back("warning " + where(p) + " " + std::string{enum_name(p.code)}); }
    void end_game(const PgnGame& game) {
        log.push_back("end_game " + std::string{game.valid() ? "valid" : "invalid"} + " plies " + std::to_string(game.plies));
    }
};

// Written before the hooks grew: only the two-argument move.
struct OldStyleCounter : PgnVisitor {
    int moves = 0;
    void move(const Position&, Move) { ++moves; }
};

static_assert(detail::wants_move_text<Recorder> && detail::wants_null_move_text<Recorder>);
static_assert(!detail::wants_move_text<OldStyleCounter> && !detail::wants_null_move_text<OldStyleCounter>);
static_assert(!detail::wants_move_text<PgnVisitor> && !detail::wants_null_move_text<PgnVisitor>);

struct Read {
    PgnGame game;
    Recorder recorder;
};

Read visit_first(std::string_view text, const PgnReadOptions& options = {}) {
    PgnSplitter<StringSource> splitter{StringSource{text}};
    PgnChunk chunk;
    Read read;
    REQUIRE(splitter.next(chunk));
    read.game = visit_pgn_game(chunk, read.recorder, options);
    return read;
}

void check_log(const std::vector<std::string>& log, const std::vector<std::string>& expected) {
    for (std::size_t i = 0; i < log.size() && i < expected.size(); ++i) {
        CAPTURE(i);
        CHECK(log[i] == expected[i]);
    }
    CHECK(log.size() == expected.size());
}

const std::string start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Finnish: R knight, L bishop, T rook, D queen; en passant written "e.p.".
// From the FEN (after 1. e4 a6 2. e5), 2... d5 lets 3. exd6 e.p. take en
// passant. The variation to it holds a variation to 3. Rf3 with a null move.
const std::string finnish_game =
    "[Event \"Visitor test\"]\n"
    "[Annotator \"A \\\"B\\\" C\"]\n"
    "[SetUp \"1\"]\n"
    "[FEN \"rnbqkbnr/1ppppppp/p7/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2\"]\n"
    "[Result \"*\"]\n"
    "\n"
    "{Alku} 2... d5!? $14 3. exd6 e.p. {ohestalyönti} ({idea} 3. Rf3 (3. Lc4 -- 4. Lxd5)\n"
    "Lg4 $2) 3... Dxd6 4. Rc3?? Dxh2! 5. Txh2 * {loppu}\n";

}  // namespace

TEST_CASE("visitor: every hook of a game with tags, a FEN, comments, NAGs, nested variations and e.p., in text order") {
    PgnReadOptions options;
    options.language = find_language("fi");
    const Read read = visit_first(finnish_game, options);
    CHECK(read.game.valid());
    CHECK(read.recorder.problems == 0);
    check_log(read.recorder.log, {
                                     "tag Event \"Visitor test\"",
                                     "tag Annotator \"A \"B\" C\"",
                                     "tag SetUp \"1\"",
                                     "tag FEN \"rnbqkbnr/1ppppppp/p7/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2\"",
                                     "tag Result \"*\"",
                                     "start rnbqkbnr/1ppppppp/p7/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
                                     "comment Alku",
                                     "move 2... d5 d7d5",
                                     "nag 5",
                                     "nag 14",
                                     "move 3. exd6 e.p. e5d6",
                                     "comment ohestalyönti",
                                     "begin_variation",
                                     "comment idea",
                                     "move 3. Rf3 g1f3",
                                     "begin_variation",
                                     "move 3. Lc4 f1c4",
                                     "null_move 3... --",
                                     "move 4. Lxd5 c4d5",
                                     "end_variation",
                                     "move 3... Lg4 c8g4",
                                     "nag 2",
                                     "end_variation",
                                     "move 3... Dxd6 d8d6",
                                     "move 4. Rc3 b1c3",
                                     "nag 4",
                                     "move 4... Dxh2 d6h2",
                                     "nag 1",
                                     "move 5. Txh2 h1h2",
                                     "result *",
                                     "comment loppu",
                                     "end_game valid plies 11",
                                 });
}

TEST_CASE("visitor: the en passant capture is reported as one, with the position before it") {
    struct EnPassant : PgnVisitor {
        int seen = 0;
        void move(const Position& before, Move move) {
            if (move.kind() != MoveKind::en_passant) return;
            ++seen;
            CHECK(before.piece_on(move.to()) == Piece::none);  // the pawn taken stands beside
            CHECK(before.side_to_move() == Color::white);
        }
    } visitor;
    PgnSplitter<StringSource> splitter{StringSource{finnish_game}};
    PgnChunk chunk;
    REQUIRE(splitter.next(chunk));
    PgnReadOptions options;
    options.language = find_language("fi");
    CHECK(visit_pgn_game(chunk, visitor, options).valid());
    CHECK(visitor.seen == 1);
}

TEST_CASE("visitor: warnings as they are added, in text order, and the first problem once") {
    const std::string text =
        "[Event \"Damaged\"]\n"
        "[White \"New-cfe8\"dsadsa\"ce842c\"]\n"
        "[BlackType: \"program\"]\n"
        "\n"
        "1. e4 ) e5 2. Ke3 Nf6 *\n";
    const Read read = visit_first(text);
    check_log(read.recorder.log, {
                                     "tag Event \"Damaged\"",
                                     "warning 2:17 unescaped_quote_in_tag_value",
                                     "tag White \"New-cfe8\"dsadsa\"ce842c\"",
                                     "warning 3:11 damaged_tag_name",
                                     "tag BlackType \"program\"",
                                     "start " + start_fen,
                                     "move 1. e4 e2e4",
                                     "warning 5:7 stray_variation_end",
                                     "move 1... e5 e7e5",
                                     "problem 5:15 invalid_move move 2",
                                     "end_game invalid plies 2",
                                 });
    REQUIRE(read.game.problem.has_value());
    REQUIRE(read.recorder.last_problem.has_value());
    CHECK(read.recorder.problems == 1);
    CHECK(read.recorder.last_problem->line == read.game.problem->line);
    CHECK(read.recorder.last_problem->column == read.game.problem->column);
    CHECK(read.recorder.last_problem->code == read.game.problem->code);
    CHECK(read.recorder.last_problem->offset == read.game.problem->offset);
    REQUIRE(read.game.warnings.size() == 3);
    CHECK(read.game.warnings[2].line == 5);
    CHECK(read.game.warnings[2].column == 7);
}

TEST_CASE("visitor: a null move in the main line is a problem reported before it, and the reading goes on") {
    const Read read = visit_first("1. e4 -- 2. d4 e5 *\n");
    check_log(read.recorder.log, {
                                     "start " + start_fen,
                                     "move 1. e4 e2e4",
                                     "problem 1:7 null_move_in_main_line move 1...",
                                     "null_move 1... --",
                                     "move 2. d4 d2d4",
                                     "move 2... e5 e7e5",
                                     "result *",
                                     "end_game invalid plies 4",
                                 });
    CHECK(read.recorder.problems == 1);
    REQUIRE(read.game.problem.has_value());
    CHECK(read.game.problem->code == PgnProblemCode::null_move_in_main_line);
}

TEST_CASE("visitor: a result that contradicts the Result tag is reported, then the problem") {
    const Read read = visit_first("[Result \"0-1\"]\n\n1. e4 e5 1-0\n");
    check_log(read.recorder.log, {
                                     "tag Result \"0-1\"",
                                     "start " + start_fen,
                                     "move 1. e4 e2e4",
                                     "move 1... e5 e7e5",
                                     "result 1-0",
                                     "problem 3:10 result_tag_mismatch",
                                     "end_game invalid plies 2",
                                 });
}

TEST_CASE("visitor: a malformed tag or a bad FEN is a problem before any start or move") {
    SUBCASE("malformed tag") {
        const Read read = visit_first("[Event \"x\"]\n[White x]\n\n1. e4 *\n");
        REQUIRE(read.recorder.log.size() == 3);
        CHECK(read.recorder.log[0] == "tag Event \"x\"");
        CHECK(read.recorder.log[1] == "problem 2:8 malformed_tag");
        CHECK(read.recorder.log[2] == "end_game invalid plies 0");
    }
    SUBCASE("bad FEN") {
        const Read read = visit_first("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n");
        REQUIRE(read.recorder.log.size() == 3);
        CHECK(read.recorder.log[0] == "tag FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"");
        CHECK(read.recorder.log[1] == "problem 1:7 invalid_fen_tag");  // at the empty board
        REQUIRE(read.game.problem.has_value());
        CHECK(read.game.problem->fen.code == FenErrorCode::illegal_position);
        CHECK(read.game.problem->fen.setup.code == SetupErrorCode::king_count);  // nested twice
        CHECK(read.recorder.log[2] == "end_game invalid plies 0");
    }
    SUBCASE("a variant shakki does not play") {
        const Read read = visit_first("[Variant \"Crazyhouse\"]\n\n1. e4 *\n");
        REQUIRE(read.recorder.log.size() == 3);
        CHECK(read.recorder.log[1] == "problem 1:11 unsupported_variant");  // at the value's first byte
    }
}

TEST_CASE("visitor: an old-style visitor with the two-argument move still compiles and counts every move") {
    const std::string text = "1. e4 e5 2. Nf3 (2. f4 exf4) Nc6 3. -- Nf6 *\n";
    PgnSplitter<StringSource> splitter{StringSource{text}};
    PgnChunk chunk;
    REQUIRE(splitter.next(chunk));
    OldStyleCounter counter;
    PgnReadOptions options;
    options.allow_null_moves = true;
    const PgnGame game = visit_pgn_game(chunk, counter, options);
    CHECK(game.valid());
    CHECK(game.plies == 8);     // the null move included
    CHECK(counter.moves == 7);  // null moves go to null_move()
}

TEST_CASE("visitor: visit_pgn reads every game of a stream and counts the valid ones") {
    const std::string text =
        "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
        "[White \"B\"]\n[Black \"A\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Ke3 0-1\n\n"
        "[White \"C\"]\n[Black \"A\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n";
    Recorder recorder;
    const PgnVisitCounts counts = visit_pgn(StringSource{text}, recorder);
    CHECK(counts.games == 3);
    CHECK(counts.valid == 2);
    std::vector<std::string> ends;
    for (const std::string& line : recorder.log) {
        if (line.rfind("end_game", 0) == 0) ends.push_back(line);
    }
    check_log(ends, {"end_game valid plies 7", "end_game invalid plies 2", "end_game valid plies 2"});
}

TEST_CASE("visitor: read_pgn_game and validate_pgn_game agree with the visitor") {
    PgnReadOptions options;
    options.language = find_language("fi");
    const auto games = read_pgn_games(finnish_game, options);
    REQUIRE(games.size() == 1);
    CHECK(games[0].valid());
    CHECK(games[0].plies == 11);
    CHECK(games[0].main.comments == std::vector<std::string>{"Alku"});
    REQUIRE(games[0].main.nodes.size() == 6);  // d5 exd6 Dxd6 Rc3 Dxh2 Txh2
    CHECK(games[0].main.nodes[0].nags == std::vector<unsigned>{5, 14});
    REQUIRE(games[0].main.nodes[1].variations.size() == 1);
    CHECK(games[0].main.nodes[1].variations[0].comments == std::vector<std::string>{"idea"});
    REQUIRE(games[0].main.nodes[1].variations[0].nodes.size() == 2);  // Rf3 Lg4
    CHECK(games[0].main.nodes[1].variations[0].nodes[0].variations.size() == 1);
    CHECK(games[0].main.nodes[5].comments == std::vector<std::string>{"loppu"});

    PgnSplitter<StringSource> splitter{StringSource{finnish_game}};
    PgnChunk chunk;
    REQUIRE(splitter.next(chunk));
    const PgnGame checked = validate_pgn_game(chunk, options);
    CHECK(checked.valid());
    CHECK(checked.plies == 11);
    CHECK(checked.main.nodes.empty());
}
