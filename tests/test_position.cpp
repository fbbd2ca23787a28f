#include <doctest/doctest.h>

#include <cstddef>
#include <cstring>
#include <type_traits>

#include "support.hpp"

using namespace shakki;

namespace {

Position play_uci(Position pos, std::initializer_list<const char*> moves) {
    for (const char* text : moves) {
        const auto move = parse_uci(pos, text);
        REQUIRE_MESSAGE(move.has_value(), text);
        pos = pos.play(*move);
    }
    return pos;
}

}  // namespace

TEST_CASE("a position is a small trivially copyable value") {
    static_assert(std::is_trivially_copyable_v<Position>);
    CHECK(sizeof(Position) <= 152);
}

TEST_CASE("start position accessors") {
    const Position pos = Position::start();
    CHECK(pos.piece_on(Square::e1) == Piece::white_king);
    CHECK(pos.piece_on(Square::d8) == Piece::black_queen);
    CHECK(pos.piece_on(Square::e4) == Piece::none);
    CHECK(pos.pieces().count() == 32);
    CHECK(pos.pieces(Color::white, PieceType::pawn) == bitboards::rank(Rank::r2));
    CHECK(pos.side_to_move() == Color::white);
    CHECK(pos.castling_rights() == CastlingRights::all);
    CHECK(pos.castling_rook(Color::black, CastlingSide::queen_side) == Square::a8);
    CHECK(pos.en_passant_square() == Square::none);
    CHECK(pos.halfmove_clock() == 0);
    CHECK(pos.fullmove_number() == 1);
    CHECK_FALSE(pos.in_check());
    CHECK(pos.king_square(Color::black) == Square::e8);
}

TEST_CASE("Polyglot keys match the book format's published examples") {
    const Position start = Position::start();
    CHECK(start.key() == 0x463B96181691FC9CULL);
    CHECK(play_uci(start, {"e2e4"}).key() == 0x823C9B50FD114196ULL);
    CHECK(play_uci(start, {"e2e4", "d7d5"}).key() == 0x0756B94461C50FB0ULL);
    CHECK(play_uci(start, {"e2e4", "d7d5", "e4e5"}).key() == 0x662FAFB965DB29D4ULL);
    CHECK(play_uci(start, {"e2e4", "d7d5", "e4e5", "f7f5"}).key() == 0x22A48B5A8E47FF78ULL);
    CHECK(play_uci(start, {"e2e4", "d7d5", "e4e5", "f7f5", "e1e2"}).key() == 0x652A607CA3F242C1ULL);
    CHECK(play_uci(start, {"e2e4", "d7d5", "e4e5", "f7f5", "e1e2", "e8f7"}).key() == 0x00FDD303C946BDD9ULL);
    CHECK(play_uci(start, {"a2a4", "b7b5", "h2h4", "b5b4", "c2c4"}).key() == 0x3C8123EA7B067637ULL);
    CHECK(play_uci(start, {"a2a4", "b7b5", "h2h4", "b5b4", "c2c4", "b4c3", "a1a3"}).key() == 0x5C3F9B829B279560ULL);
}

TEST_CASE("the incremental key equals the key computed from scratch, ply after ply") {
    int plies = 0;
    test_support::random_plies(7, 60, 300, [&](const Position& pos, Move move) {
        const Position next = pos.play(move);
        REQUIRE(next.key() == next.compute_key());
        const auto reparsed = parse_fen(to_fen(next));
        REQUIRE(reparsed.has_value());
        REQUIRE(reparsed->key() == next.key());
        ++plies;
    });
    CHECK(plies > 5000);
}

TEST_CASE("playing moves updates every field") {
    const Position pos = play_uci(Position::start(), {"e2e4", "c7c5", "g1f3"});
    CHECK(pos.piece_on(Square::f3) == Piece::white_knight);
    CHECK(pos.piece_on(Square::g1) == Piece::none);
    CHECK(pos.side_to_move() == Color::black);
    CHECK(pos.halfmove_clock() == 1);
    CHECK(pos.fullmove_number() == 2);
    CHECK(pos.en_passant_square() == Square::none);

    const Position after_double = play_uci(Position::start(), {"e2e4"});
    CHECK(after_double.en_passant_square() == Square::e3);
    CHECK_FALSE(after_double.en_passant_capture_possible());
}

TEST_CASE("castling moves both pieces and rights disappear when king or rook move or are captured") {
    const auto pos = parse_fen("r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1");
    REQUIRE(pos.has_value());
    // The bishop on g2 guards f1, so White castles in the same position
    // without it (Position::play takes legal moves only).
    const Position castled = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")->play(Move::castling(Square::e1, Square::h1));
    CHECK(castled.piece_on(Square::g1) == Piece::white_king);
    CHECK(castled.piece_on(Square::f1) == Piece::white_rook);
    CHECK(castled.piece_on(Square::h1) == Piece::none);
    CHECK(castled.castling_rights() == CastlingRights::black);

    const Position rook_moved = pos->play(Move::normal(Square::a1, Square::a2));
    CHECK(rook_moved.castling_rights() == (CastlingRights::white_king_side | CastlingRights::black));
    CHECK(rook_moved.castling_rook(Color::white, CastlingSide::queen_side) == Square::none);

    const auto black_to_move = parse_fen("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1");
    REQUIRE(black_to_move.has_value());
    const Position rook_captured = black_to_move->play(Move::normal(Square::g2, Square::h1));
    CHECK(rook_captured.castling_rights() == (CastlingRights::white_queen_side | CastlingRights::black));
    CHECK(rook_captured.halfmove_clock() == 0);
}

TEST_CASE("equal positions compare equal however they were reached") {
    const Position a = play_uci(Position::start(), {"g1f3", "g8f6", "f3g1", "f6g8"});
    const auto b = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3");
    REQUIRE(b.has_value());
    CHECK(a == *b);
    CHECK(a.key() == Position::start().key());

    // Rights lost by moving and rights never given are the same state.
    const Position moved = play_uci(Position::start(), {"e2e4", "e7e5", "e1e2", "e8e7", "e2e1", "e7e8"});
    const auto given = parse_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w - - 4 4");
    REQUIRE(given.has_value());
    CHECK(moved == *given);
}

TEST_CASE("checkers") {
    const auto pos = parse_fen("4k3/8/8/8/1b6/8/3P4/R3K2n w - - 0 1");
    REQUIRE(pos.has_value());
    CHECK(pos->checkers().empty());
    const auto single = parse_fen("4k3/8/8/8/1b6/8/8/R3K1n1 w - - 0 1");
    REQUIRE(single.has_value());
    CHECK(single->checkers() == Bitboard{Square::b4});
    const auto knight_and_bishop = parse_fen("4k3/8/8/8/1b6/5n2/8/4K3 w - - 0 1");
    REQUIRE(knight_and_bishop.has_value());
    CHECK(knight_and_bishop->checkers() == (Bitboard{Square::b4} | Square::f3));
    CHECK(knight_and_bishop->in_check());
}

TEST_CASE("castling_rook of a set that is not one right is Square::none") {
    const Position start = Position::start();
    CHECK(start.castling_rook(CastlingRights::white_queen_side) == Square::a1);
    CHECK(start.castling_rook(CastlingRights::black_king_side) == Square::h8);
    for (const int value : {0, 3, 12, 15, 16, 0x80, 0xFF}) {
        CAPTURE(value);
        CHECK(start.castling_rook(static_cast<CastlingRights>(value)) == Square::none);
    }
}

TEST_CASE("is_consistent: every position the API makes is consistent") {
    static_assert(Position::start().is_consistent());
    CHECK(Position::start().is_consistent());
    for (const char* fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "4k3/8/8/1pP5/8/8/8/4K3 w - b6 0 2"}) {
        CAPTURE(fen);
        const Position pos = parse_fen(fen).value();
        CHECK(pos.is_consistent());
        for (const Move m : legal_moves(pos)) CHECK(pos.play(m).is_consistent());
    }
    for (int n = 0; n < 960; n += 37) CHECK(Position::chess960_start(n)->is_consistent());
}

TEST_CASE("is_consistent: memory written over is found") {
    // Position is trivially copyable, so its bytes can be damaged on
    // purpose. Its first 136 bytes are the piece bitboards, the board and
    // the key (in that order, see position.hpp): any bit flipped there makes
    // the fields disagree. The clocks take any value, so they are not tried.
    const Position pos = parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").value();
    static_assert(sizeof(Position) >= 136);
    for (std::size_t byte = 0; byte < 136; ++byte) {
        for (const unsigned char bit : {0x01, 0x10, 0x80}) {
            CAPTURE(byte);
            CAPTURE(static_cast<int>(bit));
            Position damaged = pos;
            unsigned char bytes[sizeof(Position)];  // NOLINT(*-avoid-c-arrays)
            std::memcpy(bytes, &damaged, sizeof bytes);
            bytes[byte] ^= bit;
            std::memcpy(&damaged, bytes, sizeof bytes);
            CHECK_FALSE(damaged.is_consistent());
        }
    }
}
