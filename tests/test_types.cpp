#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "shakki/core/types.hpp"
#include "shakki/version.hpp"

using namespace shakki;

TEST_CASE("squares from integers are checked") {
    CHECK(square_from_index(0) == Square::a1);
    CHECK(square_from_index(63) == Square::h8);
    CHECK_FALSE(square_from_index(-1).has_value());
    CHECK_FALSE(square_from_index(64).has_value());
    CHECK_FALSE(square_from_index(1'000'000).has_value());
    CHECK(square_from_coordinates(4, 3) == Square::e4);
    CHECK_FALSE(square_from_coordinates(8, 0).has_value());
    CHECK_FALSE(square_from_coordinates(0, -1).has_value());
}

TEST_CASE("pieces from integers are checked") {
    CHECK(piece_from_index(0) == Piece::white_pawn);
    CHECK(piece_from_index(13) == Piece::black_king);
    CHECK_FALSE(piece_from_index(6).has_value());
    CHECK_FALSE(piece_from_index(16).has_value());
    CHECK_FALSE(piece_from_index(-3).has_value());
}

TEST_CASE("square, piece and colour helpers") {
    static_assert(file_of(Square::e4) == File::e && rank_of(Square::e4) == Rank::r4);
    static_assert(make_square(File::h, Rank::r8) == Square::h8);
    static_assert(relative_square(Color::black, Square::e1) == Square::e8);
    static_assert(relative_rank(Color::black, Rank::r2) == Rank::r7);
    static_assert(~Color::white == Color::black);
    static_assert(color_of(Piece::black_knight) == Color::black && type_of(Piece::black_knight) == PieceType::knight);
    static_assert(make_piece(Color::white, PieceType::queen) == Piece::white_queen);
    static_assert(Square::e2 + Direction::north == Square::e3);
    CHECK(relative_square(Color::black, Square::a2) == Square::a7);
}

TEST_CASE("castling rights are a four-bit set") {
    static_assert(castling_right(Color::black, CastlingSide::queen_side) == CastlingRights::black_queen_side);
    static_assert((CastlingRights::white | CastlingRights::black) == CastlingRights::all);
    static_assert((CastlingRights::all & ~CastlingRights::white_king_side) ==
                  (CastlingRights::white_queen_side | CastlingRights::black));
    static_assert(has(CastlingRights::white, CastlingRights::white_queen_side));
    static_assert(!has(CastlingRights::white, CastlingRights::black_king_side));
    CHECK(castling_index(Color::black, CastlingSide::king_side) == 2);
}

TEST_CASE("the version in the headers is the one in meson.build") {
    static_assert(shakki::version_string == SHAKKI_MESON_VERSION);
    CHECK(shakki::version.major == SHAKKI_VERSION_MAJOR);
    CHECK(std::string_view{SHAKKI_MESON_VERSION} == std::to_string(SHAKKI_VERSION_MAJOR) + "." +
                                                        std::to_string(SHAKKI_VERSION_MINOR) + "." +
                                                        std::to_string(SHAKKI_VERSION_PATCH));
}
