#include <doctest/doctest.h>

#include "support.hpp"

using namespace shakki;

TEST_CASE("UCI formatting") {
    CHECK(to_uci(Move::normal(Square::e2, Square::e4)) == "e2e4");
    CHECK(to_uci(Move::promotion(Square::e7, Square::e8, PieceType::queen)) == "e7e8q");
    CHECK(to_uci(Move::promotion(Square::b2, Square::a1, PieceType::knight)) == "b2a1n");
    CHECK(to_uci(Move::castling(Square::e1, Square::h1)) == "e1g1");
    CHECK(to_uci(Move::castling(Square::e8, Square::a8)) == "e8c8");
    CHECK(to_uci(Move::en_passant(Square::e5, Square::d6)) == "e5d6");
    CHECK(to_uci(Move{}) == "0000");
}

TEST_CASE("UCI parsing finds the legal move, castling either way") {
    const auto pos = parse_fen("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1");
    REQUIRE(pos.has_value());
    CHECK(parse_uci(*pos, "e1g1").value() == Move::castling(Square::e1, Square::h1));
    CHECK(parse_uci(*pos, "e1h1").value() == Move::castling(Square::e1, Square::h1));
    CHECK(parse_uci(*pos, "e1c1").value() == Move::castling(Square::e1, Square::a1));
    CHECK(parse_uci(*pos, "e1a1").value() == Move::castling(Square::e1, Square::a1));
    CHECK(parse_uci(*pos, "b7a8r").value() == Move::promotion(Square::b7, Square::a8, PieceType::rook));
    CHECK(parse_uci(*pos, "b7b8q").value() == Move::promotion(Square::b7, Square::b8, PieceType::queen));
    CHECK(parse_uci(*pos, "a1a8").value() == Move::normal(Square::a1, Square::a8));
    CHECK(parse_uci(*pos, "0000").value().is_null());
}

TEST_CASE("UCI parsing reports malformed and illegal moves") {
    const Position pos = Position::start();
    for (const char* bad : {"", "e2", "e2e", "e2e9", "i2e4", "e2e4qq", "e7e8x", "E2E4", "e2-e4"}) {
        const std::string text = bad;
        CAPTURE(text);
        const auto result = parse_uci(pos, bad);
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == UciErrorCode::syntax);
    }
    for (const char* illegal : {"e2e5", "e1g1", "e7e5", "a1a1", "e2e4q"}) {
        const std::string text = illegal;
        CAPTURE(text);
        const auto result = parse_uci(pos, illegal);
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == UciErrorCode::illegal_move);
    }
    const auto promoting = parse_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    REQUIRE(promoting.has_value());
    CHECK_FALSE(parse_uci(*promoting, "b7b8").has_value());  // the promotion piece is required
}
