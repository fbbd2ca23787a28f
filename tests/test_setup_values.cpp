// A Setup is plain data: any byte can sit in any field. from_setup checks
// each value before using it, so out-of-range values are errors, never
// reads out of bounds.
#include <doctest/doctest.h>

#include <cstdint>
#include <string_view>

#include "support.hpp"

using namespace shakki;

namespace {

Setup two_kings() {
    Setup setup;
    setup[Square::e1] = Piece::white_king;
    setup[Square::e8] = Piece::black_king;
    return setup;
}

// The error from_setup gives, or nullopt when it accepts the setup.
std::optional<SetupError> refusal(const Setup& setup) {
    const auto pos = Position::from_setup(setup);
    if (pos) return std::nullopt;
    return pos.error();
}

}  // namespace

TEST_CASE("from_setup refuses out-of-range values in every field") {
    REQUIRE_FALSE(refusal(two_kings()).has_value());

    for (const int value : {6, 7, 14, 15, 17, 100, 200, 255}) {
        Setup setup = two_kings();
        setup[Square::d4] = static_cast<Piece>(value);
        CAPTURE(value);
        const auto e = refusal(setup);
        REQUIRE(e.has_value());
        CHECK(e->code == SetupErrorCode::piece_out_of_range);
        CHECK(e->square == Square::d4);
    }
    for (const int value : {2, 3, 255}) {
        Setup setup = two_kings();
        setup.side_to_move = static_cast<Color>(value);
        CAPTURE(value);
        const auto e = refusal(setup);
        REQUIRE(e.has_value());
        CHECK(e->code == SetupErrorCode::side_out_of_range);
    }
    for (const int value : {0x10, 0x1F, 0xF0, 0xFF}) {
        Setup setup = two_kings();
        setup.castling = static_cast<CastlingRights>(value);
        CAPTURE(value);
        const auto e = refusal(setup);
        REQUIRE(e.has_value());
        CHECK(e->code == SetupErrorCode::castling_out_of_range);
    }
    for (const int value : {65, 100, 255}) {
        Setup setup = two_kings();
        setup.en_passant = static_cast<Square>(value);
        CAPTURE(value);
        const auto e = refusal(setup);
        REQUIRE(e.has_value());
        CHECK(e->code == SetupErrorCode::en_passant_out_of_range);
    }
    for (const int value : {65, 100, 255}) {  // Square::none is 64
        Setup setup = two_kings();
        setup[Square::h1] = Piece::white_rook;
        setup.castling = CastlingRights::white_king_side;
        setup.castling_rooks[0] = static_cast<Square>(value);
        CAPTURE(value);
        const auto e = refusal(setup);
        REQUIRE(e.has_value());
        CHECK(e->code == SetupErrorCode::castling_rook_out_of_range);
    }
    for (const int value : {2, 255}) {
        Setup setup = two_kings();
        setup.castling_mode = static_cast<CastlingMode>(value);
        CAPTURE(value);
        const auto e = refusal(setup);
        REQUIRE(e.has_value());
        CHECK(e->code == SetupErrorCode::castling_mode_out_of_range);
    }
    Setup zero = two_kings();
    zero.fullmove_number = 0;  // FEN reading refuses it too
    const auto e = refusal(zero);
    REQUIRE(e.has_value());
    CHECK(e->code == SetupErrorCode::fullmove_number_zero);
}

TEST_CASE("every value in range is still accepted where the rules allow it") {
    Setup setup = two_kings();
    setup[Square::a1] = Piece::white_rook;
    setup[Square::h8] = Piece::black_rook;
    setup.castling = CastlingRights::white_queen_side | CastlingRights::black_king_side;
    setup.side_to_move = Color::black;
    setup.halfmove_clock = counter_limit;
    setup.fullmove_number = counter_limit;
    const auto pos = Position::from_setup(setup);
    REQUIRE(pos.has_value());
    CHECK(pos->to_setup().board == setup.board);
    CHECK(pos->fullmove_number() == 65535);
}

TEST_CASE("Setup names castling rooks: the usual ones by default, any first-rank rook in Chess960") {
    Setup setup = two_kings();
    setup[Square::h1] = Piece::white_rook;
    setup[Square::g1] = Piece::white_rook;
    setup.castling = CastlingRights::white_king_side;
    // Standard chess: the corner rook. Chess960 by default: the outermost.
    CHECK(Position::from_setup(setup)->castling_rook(Color::white, CastlingSide::king_side) == Square::h1);
    setup.castling_mode = CastlingMode::chess960;
    CHECK(Position::from_setup(setup)->castling_rook(Color::white, CastlingSide::king_side) == Square::h1);
    // Named: the inner rook, in Chess960 only.
    setup.castling_rooks[0] = Square::g1;
    const auto inner = Position::from_setup(setup);
    REQUIRE(inner.has_value());
    CHECK(inner->castling_rook(Color::white, CastlingSide::king_side) == Square::g1);
    CHECK(inner->to_setup().castling_rooks == setup.castling_rooks);
    setup.castling_mode = CastlingMode::standard;
    CHECK(refusal(setup)->code == SetupErrorCode::invalid_castling);
    // A named square must hold that side's rook, on the right wing.
    setup.castling_mode = CastlingMode::chess960;
    setup.castling_rooks[0] = Square::d1;
    CHECK(refusal(setup)->code == SetupErrorCode::invalid_castling);
    setup[Square::d1] = Piece::white_rook;
    CHECK(refusal(setup)->code == SetupErrorCode::invalid_castling);  // d1 is on the queen's wing of e1
}

TEST_CASE("each new error has its own message") {
    for (const SetupErrorCode e :
         {SetupErrorCode::piece_out_of_range, SetupErrorCode::side_out_of_range, SetupErrorCode::castling_out_of_range,
          SetupErrorCode::en_passant_out_of_range, SetupErrorCode::fullmove_number_zero,
          SetupErrorCode::castling_rook_out_of_range, SetupErrorCode::castling_mode_out_of_range}) {
        CHECK(describe(e) != describe(SetupErrorCode::king_count));
        CHECK(describe(e) != std::string_view{"invalid position"});
    }
}
