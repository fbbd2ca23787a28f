// Moves written in UCI coordinates (g1f3, e7e8q, e1g1, e1h1) in SAN text:
// read by the lenient and permissive SAN readers with their own warning,
// refused by the strict one, and whole engine games in coordinates read by
// the PGN reader and the validators. Expected moves and positions come
// from chess.js (tools/coordinate_games/generate.mjs).

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "shakki/pgn.hpp"
#include "support.hpp"

using namespace shakki;

namespace {

Position fen(const char* text) { return test_support::position(text); }

Move san_move(const Position& pos, const char* text) {
    const auto m = parse_san(pos, text);
    REQUIRE_MESSAGE(m.has_value(), text);
    return m->move;
}

SanWarnings only(SanWarning w) {
    SanWarnings warnings;
    warnings.add(w);
    return warnings;
}

// One ply of tests/data/pgn/coordinates_expected.txt.
struct ExpectedPly {
    int game = 0;
    std::string written;
    std::string san;
    std::string fen_after;
};

std::vector<ExpectedPly> expected_plies() {
    std::vector<ExpectedPly> plies;
    for (const std::string& line : test_support::read_lines("pgn/coordinates_expected.txt")) {
        if (line[0] == '#') continue;
        const auto f = test_support::split(line, '\t');
        REQUIRE(f.size() == 5);
        plies.push_back({std::stoi(f[0]), f[2], f[3], f[4]});
    }
    return plies;
}

std::string fen_of(const Position& pos) { return std::string{to_fen(pos, {EnPassantStyle::legal_only}).view()}; }

}  // namespace

TEST_CASE("coordinates: a piece's move reads leniently with one warning, permissively with none") {
    const Position start = Position::start();
    const auto lenient = parse_san(start, "g1f3", english, SanMode::lenient);
    REQUIRE(lenient);
    CHECK(lenient->move == Move::normal(Square::g1, Square::f3));
    CHECK(lenient->warnings == only(SanWarning::coordinate_notation));
    const auto permissive = parse_san(start, "b1c3", english, SanMode::permissive);
    REQUIRE(permissive);
    CHECK(permissive->move == Move::normal(Square::b1, Square::c3));
    CHECK(permissive->warnings.empty());
}

TEST_CASE("coordinates: strict reading refuses them and says it is a coordinate move") {
    const Position start = Position::start();
    const auto strict = parse_san(start, "g1f3", english, SanMode::strict);
    REQUIRE_FALSE(strict);
    CHECK(strict.error().code == SanErrorCode::not_canonical);
    CHECK(strict.error().move == Move::normal(Square::g1, Square::f3));
    CHECK(strict.error().warnings == only(SanWarning::coordinate_notation));
    CHECK(std::string{explain(start, "g1f3", strict.error()).view()} ==
          "g1f3 is not canonical SAN (move written in coordinates (UCI, like g1f3), not SAN); write Nf3");
    CHECK(std::string{explain(start, "g1f3", strict.error(), *find_language("fi")).view()}.ends_with("write Rf3"));
}

TEST_CASE("coordinates: a pawn's move is long-form SAN too and keeps those warnings") {
    const Position start = Position::start();
    const auto push = parse_san(start, "e2e4", english, SanMode::lenient);
    REQUIRE(push);
    CHECK(push->move == Move::normal(Square::e2, Square::e4));
    CHECK(push->warnings.has(SanWarning::coordinate_notation));
    CHECK(push->warnings.has(SanWarning::long_form));
    const auto strict = parse_san(start, "e2e4", english, SanMode::strict);
    REQUIRE_FALSE(strict);
    CHECK(strict.error().code == SanErrorCode::not_canonical);
    CHECK(strict.error().warnings.has(SanWarning::coordinate_notation));
    CHECK(strict.error().warnings.has(SanWarning::long_form));

    // exd5 written e4d5: a capture without x, in coordinates.
    const Position open = fen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    const auto capture = parse_san(open, "e4d5", english, SanMode::lenient);
    REQUIRE(capture);
    CHECK(capture->move == Move::normal(Square::e4, Square::d5));
    CHECK(capture->warnings.has(SanWarning::coordinate_notation));
    CHECK(capture->warnings.has(SanWarning::missing_capture_sign));
}

TEST_CASE("coordinates: castling as the king's two-square step and as king takes rook") {
    const Position both = fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    for (const char* text : {"e1g1", "e1h1"}) {
        const auto read = parse_san(both, text, english, SanMode::lenient);
        REQUIRE_MESSAGE(read, text);
        CHECK(read->move == san_move(both, "O-O"));
        CHECK(read->warnings == only(SanWarning::coordinate_notation));
    }
    for (const char* text : {"e1c1", "e1a1"}) {
        const auto read = parse_san(both, text, english, SanMode::lenient);
        REQUIRE_MESSAGE(read, text);
        CHECK(read->move == san_move(both, "O-O-O"));
    }
    const Position black = fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1");
    CHECK(parse_san(black, "e8g8", english, SanMode::permissive)->move == san_move(black, "O-O"));
    CHECK(parse_san(black, "e8a8", english, SanMode::permissive)->move == san_move(black, "O-O-O"));
    // One step of the king is a king move, not castling.
    CHECK(parse_san(both, "e1f1", english, SanMode::lenient)->move == Move::normal(Square::e1, Square::f1));
    const auto strict = parse_san(both, "e1g1", english, SanMode::strict);
    REQUIRE_FALSE(strict);
    CHECK(strict.error().code == SanErrorCode::not_canonical);
    CHECK(std::string{explain(both, "e1g1", strict.error()).view()}.ends_with("write O-O"));
}

TEST_CASE("coordinates: promotions in UCI's spelling; other spellings stay long-form SAN") {
    const Position pos = fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    const auto queen = parse_san(pos, "e7e8q", english, SanMode::lenient);
    REQUIRE(queen);
    CHECK(queen->move == Move::promotion(Square::e7, Square::e8, PieceType::queen));
    CHECK(queen->warnings == only(SanWarning::coordinate_notation));
    // UCI's letters in every language: q is not a Finnish letter (D is).
    CHECK(parse_san(pos, "e7e8q", *find_language("fi"), SanMode::lenient)->move ==
          Move::promotion(Square::e7, Square::e8, PieceType::queen));
    CHECK(parse_san(pos, "e7e8n", english, SanMode::lenient)->move == Move::promotion(Square::e7, Square::e8, PieceType::knight));
    CHECK(parse_san(pos, "e7d8r", english, SanMode::permissive)->move ==
          Move::promotion(Square::e7, Square::d8, PieceType::rook));
    // Not UCI: an upper-case letter or '=' is long-form SAN, without the coordinate warning.
    const auto upper = parse_san(pos, "e7e8Q", english, SanMode::lenient);
    REQUIRE(upper);
    CHECK(upper->move == Move::promotion(Square::e7, Square::e8, PieceType::queen));
    CHECK_FALSE(upper->warnings.has(SanWarning::coordinate_notation));
    CHECK(upper->warnings.has(SanWarning::long_form));
    const auto equals = parse_san(pos, "e7e8=q", english, SanMode::lenient);
    REQUIRE(equals);
    CHECK_FALSE(equals->warnings.has(SanWarning::coordinate_notation));
    CHECK(equals->warnings.has(SanWarning::lowercase_promotion));
    CHECK(parse_san(pos, "e7f8q", english, SanMode::lenient).error().code == SanErrorCode::no_piece_can_move_there);
    CHECK(parse_san(fen("4r2k/4P3/8/8/8/8/8/4K3 w - - 0 1"), "e7e8q", english, SanMode::lenient).error().code ==
          SanErrorCode::no_piece_can_move_there);
    const Position pinned = fen("8/KP5r/8/4k3/8/8/8/8 w - - 0 1");  // the rook on h7 pins the pawn
    CHECK(parse_san(pinned, "b7b8q", english, SanMode::lenient).error().code == SanErrorCode::leaves_king_in_check);
    // A pawn on the seventh rank must say what it becomes.
    CHECK(parse_san(pos, "e7e8", english, SanMode::lenient).error().code == SanErrorCode::promotion_missing);
}

TEST_CASE("coordinates: en passant, and the Finnish suffix it then lacks") {
    const Position pos = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    const auto read = parse_san(pos, "e5d6", english, SanMode::lenient);
    REQUIRE(read);
    CHECK(read->move == Move::en_passant(Square::e5, Square::d6));
    CHECK(read->warnings.has(SanWarning::coordinate_notation));
    CHECK(parse_san(pos, "e5d6", *find_language("fi"), SanMode::permissive)->move == Move::en_passant(Square::e5, Square::d6));
}

TEST_CASE("coordinates: a piece on the first square wins over Hungarian's pawn letter g") {
    // Hungarian g2f4 used to read as g (pawn) 2f4: the f2 pawn to f4. With a
    // knight on g2 it is the knight's move in coordinates.
    const Position pos = fen("4k3/8/8/8/8/8/5PN1/4K3 w - - 0 1");
    const Language& hu = *find_language("hu");
    const auto read = parse_san(pos, "g2f4", hu, SanMode::lenient);
    REQUIRE(read);
    CHECK(read->move == Move::normal(Square::g2, Square::f4));
    CHECK(read->warnings == only(SanWarning::coordinate_notation));
    // Without a piece there the pawn reading stands.
    const Position no_knight = fen("4k3/8/8/8/8/8/5P2/4K3 w - - 0 1");
    const auto pawn = parse_san(no_knight, "g2f4", hu, SanMode::lenient);
    REQUIRE(pawn);
    CHECK(pawn->move == Move::normal(Square::f2, Square::f4));
    CHECK_FALSE(pawn->warnings.has(SanWarning::coordinate_notation));
}

TEST_CASE("coordinates: illegal ones get the SAN reader's error codes") {
    const Position start = Position::start();
    const auto knight = parse_san(start, "g1g3", english, SanMode::lenient);
    REQUIRE_FALSE(knight);
    CHECK(knight.error().code == SanErrorCode::no_piece_can_move_there);
    CHECK(knight.error().piece == PieceType::knight);
    CHECK(knight.error().to == Square::g3);
    CHECK(parse_san(start, "g1f3q", english, SanMode::lenient).error().code == SanErrorCode::invalid_promotion);
    CHECK(parse_san(start, "e1g1", english, SanMode::lenient).error().code == SanErrorCode::castling_not_legal);
    CHECK(parse_san(start, "e2e5", english, SanMode::lenient).error().code == SanErrorCode::no_piece_can_move_there);
    CHECK_FALSE(parse_san(start, "e3e4", english, SanMode::lenient));
    CHECK_FALSE(parse_san(start, "g8f6", english, SanMode::lenient));  // the other side's knight

    // The knight on d2 is pinned by the bishop on b4.
    const Position pinned = fen("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
    const auto read = parse_san(pinned, "d2f3", english, SanMode::lenient);
    REQUIRE_FALSE(read);
    CHECK(read.error().code == SanErrorCode::leaves_king_in_check);
    CHECK(std::string{explain(pinned, "d2f3", read.error()).view()} ==
          "d2f3: the knight cannot go to f3 without leaving its king in check");
    // No castling right left.
    const Position moved = fen("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1");
    CHECK(parse_san(moved, "e1h1", english, SanMode::lenient).error().code == SanErrorCode::castling_not_legal);
}

TEST_CASE("coordinates: every legal move chess.js lists reads back in every language and mode") {
    std::size_t checked = 0;
    for (const std::string& line : test_support::read_lines("lan_chessjs.txt")) {
        if (line[0] == '#') continue;
        const auto fields = test_support::split(line, '\t');
        REQUIRE(fields.size() == 2);
        const Position pos = parse_fen(fields[0]).value();
        for (const std::string& pair : test_support::split(fields[1], ' ')) {
            const std::string uci = pair.substr(0, pair.find('='));
            const Move expected = parse_uci(pos, uci).value();
            for (const Language& language : languages) {
                const auto lenient = parse_san(pos, uci, language, SanMode::lenient);
                const auto permissive = parse_san(pos, uci, language, SanMode::permissive);
                const auto strict = parse_san(pos, uci, language, SanMode::strict);
                const bool ok = lenient && lenient->move == expected && lenient->warnings.has(SanWarning::coordinate_notation) &&
                                permissive && permissive->move == expected && !strict &&
                                strict.error().code == SanErrorCode::not_canonical && strict.error().move == expected &&
                                strict.error().warnings.has(SanWarning::coordinate_notation);
                if (!ok) FAIL_CHECK((std::string{language.code} + " " + fields[0] + " " + uci));
                ++checked;
            }
        }
    }
    CHECK(checked > 200000);
}

TEST_CASE("coordinates: shakki's own legal moves of random games, castling also as king takes rook") {
    std::size_t castlings = 0;
    test_support::random_plies(77, 40, 200, [&](const Position& pos, Move m) {
        std::vector<std::string> spellings{std::string{to_uci(m).view()}};
        if (m.kind() == MoveKind::castling) {
            const Square rook = m.to();
            spellings.push_back(
                std::string{to_uci(m).view()}.substr(0, 2) +
                std::string{static_cast<char>('a' + index_of(file_of(rook))), static_cast<char>('1' + index_of(rank_of(rook)))});
            ++castlings;
        }
        for (const std::string& text : spellings) {
            const auto read = parse_san(pos, text, english, SanMode::lenient);
            if (!read || read->move != m || !read->warnings.has(SanWarning::coordinate_notation)) {
                FAIL_CHECK((fen_of(pos) + " " + text));
            }
        }
    });
    CHECK(castlings > 0);
}

TEST_CASE("coordinates: engine games in coordinates read move by move as chess.js plays them") {
    const auto plies = expected_plies();
    REQUIRE(plies.size() > 300);
    Position pos = Position::start();
    int game = 1;
    std::size_t castling = 0, promotion = 0, en_passant = 0;
    for (const ExpectedPly& ply : plies) {
        if (ply.game != game) {
            pos = Position::start();
            game = ply.game;
        }
        const Move meant = san_move(pos, ply.san.c_str());
        const auto lenient = parse_san(pos, ply.written, english, SanMode::lenient);
        REQUIRE_MESSAGE(lenient, ply.written);
        CHECK_MESSAGE(lenient->move == meant, ply.written);
        CHECK_MESSAGE(lenient->warnings.has(SanWarning::coordinate_notation), ply.written);
        const auto strict = parse_san(pos, ply.written, english, SanMode::strict);
        REQUIRE_FALSE(strict);
        CHECK(strict.error().code == SanErrorCode::not_canonical);
        castling += meant.kind() == MoveKind::castling;
        promotion += meant.kind() == MoveKind::promotion;
        en_passant += meant.kind() == MoveKind::en_passant;
        pos = pos.play(meant);
        CHECK_MESSAGE(fen_of(pos) == ply.fen_after, ply.written);
    }
    CHECK(castling == 6);  // three games, each with O-O and O-O-O
    CHECK(promotion >= 3);
    CHECK(en_passant >= 3);
}

TEST_CASE("coordinates: the PGN reader and validate_movetext read whole games in coordinates") {
    const auto plies = expected_plies();
    std::vector<std::string> final_fen(4);
    std::vector<std::size_t> ply_count(4);
    for (const ExpectedPly& ply : plies) {
        final_fen[static_cast<std::size_t>(ply.game)] = ply.fen_after;
        ++ply_count[static_cast<std::size_t>(ply.game)];
    }
    const std::string text = test_support::file_text("pgn/coordinates.pgn");

    // The reader's default: permissive.
    PgnSplitter<StringSource> splitter{StringSource{text}};
    std::size_t n = 0;
    for (PgnChunk chunk; splitter.next(chunk);) {
        ++n;
        const PgnGame game = read_pgn_game(chunk);
        REQUIRE_MESSAGE(game.valid(), game.problem->message);
        REQUIRE(n < final_fen.size());
        CHECK(game.plies == ply_count[n]);
        CHECK(game.plies >= 100);
        Position pos = game.start;
        for (const PgnNode& node : game.main.nodes) pos = pos.play(node.move);
        CHECK(fen_of(pos) == final_fen[n]);
        CHECK(game.result == "1-0");
    }
    CHECK(n == 3);

    // Strict PGN reading stops at the first move and says why.
    PgnReadOptions strict;
    strict.mode = SanMode::strict;
    PgnSplitter<StringSource> again{StringSource{text}};
    PgnChunk first;
    REQUIRE(again.next(first));
    const PgnGame refused = read_pgn_game(first, strict);
    REQUIRE_FALSE(refused.valid());
    CHECK(refused.problem->move == "1");
    CHECK(refused.problem->code == PgnProblemCode::invalid_move);
    CHECK(refused.problem->san.code == SanErrorCode::not_canonical);
    CHECK(refused.problem->san.warnings.has(SanWarning::coordinate_notation));

    // validate_movetext: strict by default, so lenient is asked for; every
    // move then carries the coordinate warning.
    const std::size_t movetext_at = text.find("\n\n1. ");
    const std::string movetext = text.substr(movetext_at, text.find("\n\n[", movetext_at) - movetext_at);
    ValidationOptions lenient;
    lenient.mode = SanMode::lenient;
    const auto validated = validate_movetext(Position::start(), movetext, lenient);
    REQUIRE_MESSAGE(validated, validated.error().message);
    CHECK(validated->game.ply_count() == ply_count[1]);
    CHECK(fen_of(validated->game.position()) == final_fen[1]);
    for (const SanWarnings& w : validated->warnings) CHECK(w.has(SanWarning::coordinate_notation));
    const auto refused_movetext = validate_movetext(Position::start(), movetext);
    REQUIRE_FALSE(refused_movetext);
    CHECK(refused_movetext.error().san.code == SanErrorCode::not_canonical);
}
