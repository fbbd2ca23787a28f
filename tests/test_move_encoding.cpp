// Every 16-bit value is a possible Move, and only the encodings the
// generator produces are legal: a normal move with promotion bits set is
// not b1a3, whatever its squares say.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cstdint>

#include "support.hpp"

using namespace shakki;

namespace {

Move from_raw(std::uint16_t raw) { return std::bit_cast<Move>(raw); }

bool listed(const MoveList& moves, Move m) { return std::find(moves.begin(), moves.end(), m) != moves.end(); }

}  // namespace

TEST_CASE("a normal move with promotion bits set is neither legal nor playable") {
    const Move odd = from_raw(0x1050);
    REQUIRE(odd.from() == Square::b1);
    REQUIRE(odd.to() == Square::a3);
    REQUIRE(odd.kind() == MoveKind::normal);
    CHECK(odd != Move::normal(Square::b1, Square::a3));
    CHECK_FALSE(is_legal(Position::start(), odd));
    Game game;
    CHECK(game.play(odd).error().code == PlayErrorCode::illegal_move);
    CHECK(game.ply_count() == 0);
    CHECK_FALSE(game.claimable_draw_with(odd).has_value());
}

TEST_CASE("is_legal holds for exactly the moves legal_moves lists, over all 65536 encodings") {
    // Castling both ways, en passant, promotions with and without capture,
    // a check, pins, and the start.
    const char* fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/Pp2P3/2N2Q1p/1PPBBPPP/R3K2R b KQkq a3 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1",
    };
    for (const char* fen : fens) {
        const Position pos = test_support::position(fen);
        const MoveList moves = legal_moves(pos);
        int legal = 0;
        int mismatches = 0;
        for (unsigned raw = 0; raw <= 0xFFFF; ++raw) {
            const Move m = from_raw(static_cast<std::uint16_t>(raw));
            const bool accepted = is_legal(pos, m);
            legal += accepted ? 1 : 0;
            if (accepted != listed(moves, m)) ++mismatches;
        }
        CAPTURE(fen);
        CHECK(mismatches == 0);
        CHECK(legal == static_cast<int>(moves.size()));
    }
}
