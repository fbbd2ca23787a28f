// Chess960: start positions by number, both castling-field styles, castling
// by the Chess960 rules, UCI's two castling forms, and games. Counts and FEN
// strings in tests/data come from Stockfish (UCI_Chess960) and chessops.

#include <doctest/doctest.h>

#include <sstream>

#include "support.hpp"

using namespace shakki;

namespace {

constexpr FenReadOptions chess960{CastlingMode::chess960, false};

Move castling_move(const Position& pos, CastlingSide side) {
    const Color us = pos.side_to_move();
    return Move::castling(pos.king_square(us), pos.castling_rook(us, side));
}

}  // namespace

TEST_CASE("Chess960: all 960 start positions by number, in both FEN styles, against Stockfish's perft") {
    int checked = 0;
    for (const std::string& line : test_support::read_lines("chess960_starts.txt")) {
        const auto fields = test_support::split(line, '\t');
        REQUIRE(fields.size() == 4);
        const int number = std::stoi(fields[0]);
        CAPTURE(line);
        const auto start = Position::chess960_start(number);
        REQUIRE(start.has_value());
        CHECK(start->is_chess960());
        CHECK(start->chess960_number() == number);
        CHECK(to_fen(*start, {EnPassantStyle::as_recorded, CastlingStyle::shredder}) == fields[1]);
        CHECK(to_fen(*start) == fields[2]);
        CHECK(test_support::position960(fields[1].c_str()) == *start);
        CHECK(test_support::position960(fields[2].c_str()) == *start);
        std::istringstream counts{fields[3]};
        for (int depth = 1; depth <= 3; ++depth) {
            std::uint64_t expected = 0;
            counts >> expected;
            CHECK(perft(*start, depth) == expected);
        }
        ++checked;
    }
    CHECK(checked == chess960_start_count);
}

TEST_CASE("Chess960: start numbers outside 0..959 give nothing; 518 is the standard arrangement") {
    CHECK_FALSE(Position::chess960_start(-1).has_value());
    CHECK_FALSE(Position::chess960_start(960).has_value());
    const Position standard = *Position::chess960_start(518);
    CHECK(to_fen(standard).view() == to_fen(Position::start()).view());
    CHECK(standard.key() == Position::start().key());  // Polyglot keys as in standard chess
    CHECK(standard != Position::start());              // the rules differ
    CHECK(Position::start().chess960_number() == 518);
    CHECK_FALSE(Position::start().play(Move::normal(Square::e2, Square::e4)).chess960_number().has_value());
    // After a move and back, the start position has lost nothing.
    CHECK_FALSE(
        test_support::position960("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFh - 0 1").chess960_number().has_value());
}

TEST_CASE("Chess960: perft against Stockfish on positions with every shape of castling") {
    int checked = 0;
    for (const std::string& line : test_support::read_lines("chess960_perft.epd")) {
        const auto c = test_support::parse_perft_line(line);
        const auto pos = parse_fen(c.fen, chess960);
        REQUIRE_MESSAGE(pos.has_value(), c.fen);
        for (const auto& entry : c.depths) {
            const int depth = entry.first;  // clang 14 cannot CAPTURE a structured binding
            const std::uint64_t expected = entry.second;
            if (expected > 20'000'000) continue;
            CAPTURE(c.fen);
            CAPTURE(depth);
            CHECK(perft(*pos, depth) == expected);
            ++checked;
        }
    }
    CHECK(checked >= 200);
}

TEST_CASE("Chess960: Shredder-FEN and X-FEN name the same positions") {
    int checked = 0;
    for (const std::string& line : test_support::read_lines("chess960_fen_styles.txt")) {
        const auto fields = test_support::split(line, '\t');
        REQUIRE(fields.size() == 2);
        CAPTURE(line);
        const auto shredder = parse_fen(fields[0], chess960);
        const auto x_fen = parse_fen(fields[1], chess960);
        REQUIRE(shredder.has_value());
        REQUIRE(x_fen.has_value());
        CHECK(*shredder == *x_fen);
        CHECK(to_fen(*x_fen, {EnPassantStyle::as_recorded, CastlingStyle::shredder}) == fields[0]);
        CHECK(to_fen(*shredder) == fields[1]);
        ++checked;
    }
    CHECK(checked >= 40);
}

TEST_CASE("Chess960 FEN: standard reading refuses rooks off their corners, detection switches") {
    const char* fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
    const auto standard = parse_fen(fen);
    REQUIRE_FALSE(standard.has_value());
    CHECK(standard.error().code == FenErrorCode::illegal_position);
    CHECK(standard.error().setup.code == SetupErrorCode::invalid_castling);
    CHECK(standard.error().offset == 46);  // the castling field
    const auto detected = parse_fen(fen, {CastlingMode::standard, true});
    REQUIRE(detected.has_value());
    CHECK(detected->is_chess960());
    CHECK(detected->chess960_number() == 0);
    // A standard position stays standard under detection, in either style.
    CHECK_FALSE(
        parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", {CastlingMode::standard, true})->is_chess960());
    CHECK(test_support::position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1") == Position::start());
    // Detection does not hide other errors.
    CHECK(parse_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 0", {CastlingMode::standard, true}).error().code ==
          FenErrorCode::invalid_fullmove_number);
}

TEST_CASE("Chess960 FEN: castling fields that name no castling rook") {
    const auto code = [](const char* fen) {
        const auto pos = parse_fen(fen, chess960);
        return pos ? std::optional<FenErrorCode>{} : pos.error().code;
    };
    const auto setup_code = [](const char* fen) { return parse_fen(fen, chess960).error().setup.code; };
    CHECK(code("4k3/8/8/8/8/8/8/R3K2R w E - 0 1") == FenErrorCode::invalid_castling_field);   // the king's file
    CHECK(code("4k3/8/8/8/8/8/8/R3K2R w HK - 0 1") == FenErrorCode::invalid_castling_field);  // two rights on one wing
    CHECK(code("4k3/8/8/8/8/8/8/R3K2R w KQkqK - 0 1") == FenErrorCode::invalid_castling_field);
    CHECK(code("4k3/8/8/8/8/8/8/R3K2R w G - 0 1") == FenErrorCode::illegal_position);
    CHECK(setup_code("4k3/8/8/8/8/8/8/R3K2R w G - 0 1") == SetupErrorCode::invalid_castling);  // no rook on g1
    CHECK(code("4k3/8/8/8/8/8/8/R3K2R w k - 0 1") == FenErrorCode::illegal_position);
    CHECK(setup_code("4k3/8/8/8/8/8/8/R3K2R w k - 0 1") == SetupErrorCode::invalid_castling);  // no black rook
    CHECK(code("4k3/8/8/8/8/8/4K3/R6R w A - 0 1") == FenErrorCode::illegal_position);
    CHECK(setup_code("4k3/8/8/8/8/8/4K3/R6R w A - 0 1") == SetupErrorCode::invalid_castling);  // king off its rank
    CHECK(code("4k3/8/8/8/8/8/8/R3K2R w 1 - 0 1") == FenErrorCode::invalid_castling_field);
    CHECK(code("4k3/8/8/8/8/8/8/R3K2R w HA - 0 1") == std::nullopt);
    // X-FEN: K is the outermost rook; an inner one needs its file.
    CHECK(code("4k3/8/8/8/8/8/8/4K1RR w KG - 0 1") == FenErrorCode::invalid_castling_field);  // both on the king side
    const Position inner = test_support::position960("4k3/8/8/8/8/8/8/4K1RR w G - 0 1");
    CHECK(inner.castling_rook(Color::white, CastlingSide::king_side) == Square::g1);
    CHECK(to_fen(inner) == "4k3/8/8/8/8/8/8/4K1RR w G - 0 1");
    const Position outer = test_support::position960("4k3/8/8/8/8/8/8/4K1RR w K - 0 1");
    CHECK(outer.castling_rook(Color::white, CastlingSide::king_side) == Square::h1);
    CHECK(to_fen(outer, {EnPassantStyle::as_recorded, CastlingStyle::shredder}) == "4k3/8/8/8/8/8/8/4K1RR w H - 0 1");
    CHECK_FALSE(same_for_repetition(inner, outer));
}

TEST_CASE("Chess960 castling: king and rook land on the standard squares, whatever they start on") {
    // King b1, rook a1: O-O-O moves the king right, to c1, and the rook to d1.
    const Position right = test_support::position960("4k3/8/8/8/8/8/8/RK6 w A - 0 1");
    const Position after = right.play(castling_move(right, CastlingSide::queen_side));
    CHECK(to_fen(after) == "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
    // King g1, rook h1: the king stays, the rook jumps over it.
    const Position still = test_support::position960("4k3/8/8/8/8/8/8/6KR w H - 0 1");
    CHECK(to_fen(still.play(castling_move(still, CastlingSide::king_side))) == "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // King f1, rook g1: the king lands where its rook stood.
    const Position swap = test_support::position960("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
    CHECK(to_fen(swap.play(castling_move(swap, CastlingSide::king_side))) == "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // King c1, rook a1: only the rook moves.
    const Position rook_only = test_support::position960("4k3/8/8/8/8/8/8/R1K5 w A - 0 1");
    CHECK(to_fen(rook_only.play(castling_move(rook_only, CastlingSide::queen_side))) == "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
}

TEST_CASE("Chess960 castling: a rook that shields the king along the first rank cannot castle") {
    // Black's rook on a1 is held off the king by the castling rook on b1;
    // after O-O-O the king would stand on c1 in its line.
    const Position shielded = test_support::position960("4k3/8/8/8/8/8/8/rR1K4 w B - 0 1");
    CHECK_FALSE(is_legal(shielded, castling_move(shielded, CastlingSide::queen_side)));
    CHECK(count_legal_moves(shielded) == 7);  // Stockfish: perft 1 = 7
    // A knight on a1 attacks neither c1 nor d1: castling is legal.
    const Position knight = test_support::position960("4k3/8/8/8/8/8/8/nR1K4 w B - 0 1");
    CHECK(is_legal(knight, castling_move(knight, CastlingSide::queen_side)));
    CHECK(count_legal_moves(knight) == 14);  // Stockfish: perft 1 = 14
    // Any piece between king and rook, or on either's path, blocks it.
    CHECK_FALSE(is_legal(test_support::position960("4k3/8/8/8/8/8/8/RNK5 w A - 0 1"),
                         castling_move(test_support::position960("4k3/8/8/8/8/8/8/RNK5 w A - 0 1"), CastlingSide::queen_side)));
    const Position blocked = test_support::position960("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1");  // d1 is the rook's square
    CHECK_FALSE(is_legal(blocked, castling_move(blocked, CastlingSide::queen_side)));
    // Passing an attacked square: black's rook on c8 watches c1.
    const Position watched = test_support::position960("2r1k3/8/8/8/8/8/8/RK6 w A - 0 1");
    CHECK_FALSE(is_legal(watched, castling_move(watched, CastlingSide::queen_side)));
}

TEST_CASE("Chess960 SAN: castling stays O-O and O-O-O") {
    // Black's rook on g8 would watch g1: king's side castling is illegal there.
    CHECK_FALSE(parse_san(test_support::position960("r3k1r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1"), "O-O").has_value());
    const Position pos = test_support::position960("4k3/8/8/8/8/8/8/RK4R1 w GA - 0 1");
    CHECK(to_san(pos, castling_move(pos, CastlingSide::king_side)) == "O-O");
    CHECK(to_san(pos, castling_move(pos, CastlingSide::queen_side)) == "O-O-O");
    CHECK(parse_san(pos, "O-O-O")->move == castling_move(pos, CastlingSide::queen_side));
    // The king's own step to the castling square is a king move, not castling.
    const Position step = test_support::position960("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
    CHECK(parse_san(step, "Kg1")->move == Move::normal(Square::f1, Square::g1));
    CHECK(parse_san(step, "O-O")->move == Move::castling(Square::f1, Square::h1));
}

TEST_CASE("Chess960 UCI: king takes rook in Chess960, the king's step in standard chess, both read") {
    const Position standard = Position::start();
    const Position chess518 = *Position::chess960_start(518);
    const Position after_standard = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").value();
    const Move o_o = Move::castling(Square::e1, Square::h1);
    CHECK(to_uci(after_standard, o_o) == "e1g1");
    CHECK(to_uci(o_o) == "e1g1");
    CHECK(to_uci(o_o, CastlingMode::chess960) == "e1h1");
    const Position open518 = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", chess960).value();
    CHECK(to_uci(open518, o_o) == "e1h1");
    for (const Position& pos : {after_standard, open518}) {
        CHECK(parse_uci(pos, "e1g1").value() == o_o);
        CHECK(parse_uci(pos, "e1h1").value() == o_o);
        CHECK(parse_uci(pos, "e1c1").value() == Move::castling(Square::e1, Square::a1));
        CHECK(parse_uci(pos, "e1a1").value() == Move::castling(Square::e1, Square::a1));
    }
    (void)standard;
    (void)chess518;
    // King f1, rook h1: f1g1 is the king's step; castling is f1h1.
    const Position step = test_support::position960("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
    CHECK(parse_uci(step, "f1g1").value() == Move::normal(Square::f1, Square::g1));
    CHECK(parse_uci(step, "f1h1").value() == Move::castling(Square::f1, Square::h1));
    // A castling whose king does not move has no step to write.
    const Position still = test_support::position960("4k3/8/8/8/8/8/8/6KR w H - 0 1");
    CHECK(to_uci(Move::castling(Square::g1, Square::h1)) == "g1h1");
    CHECK(parse_uci(still, "g1h1").value() == Move::castling(Square::g1, Square::h1));
}

TEST_CASE("Chess960 games: the game knows its rules, castles, and replays") {
    Game game{*Position::chess960_start(0)};  // BBQNNRKR
    CHECK(game.is_chess960());
    CHECK_FALSE(Game{}.is_chess960());
    // O-O-O: the king walks from g1 to c1 past its rook, which lands on d1.
    for (const char* san : {"d4", "d5", "Ne3", "Ne6", "Nd3", "Nd6", "Qd2", "Qd7", "O-O-O"}) {
        CAPTURE(san);
        REQUIRE(game.play_san(san).has_value());
    }
    REQUIRE(game.play_uci("g8f8").has_value());  // king takes rook
    // Stockfish, after `position fen ... moves` with the same moves in UCI.
    CHECK(to_fen(game.position()) == "bbkr3r/pppqpppp/3nn3/3p4/3P4/3NN3/PPPQPPPP/BBKR3R w - - 8 6");
    CHECK(to_uci(game.position_before(8), game.moves()[8]) == "g1f1");
}
