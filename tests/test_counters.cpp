// The halfmove clock and the fullmove number stop at the largest value FEN
// reading accepts instead of wrapping, so every position a game can reach
// writes a FEN that reads back as the same position.
#include <doctest/doctest.h>

#include <string>

#include "support.hpp"

using namespace shakki;

namespace {

// The same position with the clocks replaced (the FEN must have six fields).
Position with_counters(const char* fen, int halfmove, int fullmove) {
    std::string text{fen};
    text.erase(text.rfind(' '));
    text.erase(text.rfind(' '));
    // Appended one by one: `" " + std::string` makes g++ 12 warn at -O3
    // (-Wrestrict, a false positive inside std::string).
    text += ' ';
    text += std::to_string(halfmove);
    text += ' ';
    text += std::to_string(fullmove);
    return test_support::position(text.c_str());
}

bool reads_back(const Position& pos) {
    const auto again = parse_fen(to_fen(pos).view());
    return again && *again == pos;
}

}  // namespace

TEST_CASE("the fullmove number stops at 65535 after Black's move") {
    const Position before = test_support::position("4k3/8/8/8/8/8/8/R3K3 b - - 0 65535");
    const Position after = before.play(Move::normal(Square::e8, Square::d8));
    CHECK(after.fullmove_number() == 65535);
    CHECK(after.halfmove_clock() == 1);
    CHECK(to_fen(after) == "3k4/8/8/8/8/8/8/R3K3 w - - 1 65535");
    CHECK(reads_back(after));
}

TEST_CASE("the halfmove clock stops at 65535") {
    const Position before = test_support::position("4k3/8/8/8/8/8/8/R3K3 w - - 65535 9");
    const Position after = before.play(Move::normal(Square::a1, Square::a7));
    CHECK(after.halfmove_clock() == 65535);
    CHECK(after.fullmove_number() == 9);
    CHECK(reads_back(after));
    // A capture or a pawn move still resets it.
    const Position capture = test_support::position("4k3/8/8/8/8/8/r7/R3K3 w - - 65535 9");
    CHECK(capture.play(Move::normal(Square::a1, Square::a2)).halfmove_clock() == 0);
}

TEST_CASE("property: counters at and near the maximum never wrap and always read back") {
    const char* fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/Pp2P3/2N2Q1p/1PPBBPPP/R3K2R b KQkq a3 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1",
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1",
    };
    const int values[] = {0, 1, 65533, 65534, 65535};
    int checked = 0;
    for (const char* fen : fens) {
        for (const int halfmove : values) {
            for (const int fullmove : {1, 65533, 65534, 65535}) {
                const Position pos = with_counters(fen, halfmove, fullmove);
                REQUIRE(reads_back(pos));
                for (const Move m : legal_moves(pos)) {
                    const Position next = pos.play(m);
                    CAPTURE(to_fen(pos).view());
                    CAPTURE(to_uci(m).view());
                    CHECK(reads_back(next));
                    // Never backwards, and never more than one step forwards.
                    CHECK(next.fullmove_number() >= pos.fullmove_number());
                    CHECK(next.fullmove_number() - pos.fullmove_number() <= 1);
                    CHECK((next.halfmove_clock() == 0 || next.halfmove_clock() >= pos.halfmove_clock()));
                    // A second ply, so that both sides' moves pass the maximum.
                    for (const Move reply : legal_moves(next)) {
                        CHECK(reads_back(next.play(reply)));
                        ++checked;
                    }
                }
            }
        }
    }
    CHECK(checked > 100000);
}
