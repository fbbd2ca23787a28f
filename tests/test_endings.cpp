#include <doctest/doctest.h>

#include "support.hpp"

using namespace shakki;

namespace {

Position fen(const char* text) { return test_support::position(text); }

struct Material {
    const char* fen;
    bool white_can_mate;
    bool black_can_mate;
};

}  // namespace

TEST_CASE("mating material, per side and for both") {
    const Material cases[] = {
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", false, false},     // K v K
        {"4k3/8/8/8/8/8/8/4KN2 w - - 0 1", false, false},    // K+N v K
        {"4k3/8/8/8/8/8/8/4KB2 w - - 0 1", false, false},    // K+B v K
        {"4k1b1/8/8/8/8/8/8/4KB2 w - - 0 1", false, false},  // K+B v K+B, g8 and f1 both light
        {"4kb2/8/8/8/8/8/8/4KB2 w - - 0 1", true, true},     // K+B v K+B, f8 dark and f1 light
        {"4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", true, false},   // two bishops on both colours
        {"4k3/8/8/8/8/8/8/3BKB2 w - - 0 1", false, false},   // two bishops on one colour (d1 and f1 are light)
        {"4k3/8/8/8/8/8/8/4KNN1 w - - 0 1", true, false},    // two knights can help-mate
        {"4kq2/8/8/8/8/8/8/4KN2 w - - 0 1", false, true},    // K+N v K+Q: the knight cannot mate
        {"4kr2/8/8/8/8/8/8/4KN2 w - - 0 1", true, true},     // K+N v K+R: it can
        {"4kn2/8/8/8/8/8/8/4KB2 w - - 0 1", true, true},     // K+B v K+N
        {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", true, false},    // a pawn
        {"4k3/p7/8/8/8/8/8/4KB2 w - - 0 1", true, true},     // a pawn on the board lets the bishop mate
        {"4k3/8/8/8/8/8/8/4KR2 w - - 0 1", true, false},     // a rook
    };
    for (const Material& m : cases) {
        CAPTURE(std::string{m.fen});
        const Position pos = fen(m.fen);
        CHECK(can_mate(pos, Color::white) == m.white_can_mate);
        CHECK(can_mate(pos, Color::black) == m.black_can_mate);
        CHECK(insufficient_material(pos) == (!m.white_can_mate && !m.black_can_mate));
    }
}

TEST_CASE("checkmate and stalemate") {
    CHECK(is_checkmate(fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")));
    CHECK_FALSE(is_stalemate(fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")));
    CHECK(is_stalemate(fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")));
    CHECK_FALSE(is_checkmate(Position::start()));
    CHECK_FALSE(is_stalemate(Position::start()));
}

TEST_CASE("the repetition key ignores an en passant square no capture can use") {
    // The e5 pawn is pinned to its king by the e8 queen: the d6 square changes
    // the Polyglot key but not the repetition key.
    const Position pin = fen("4q2k/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    const Position pin_without = fen("4q2k/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    CHECK(pin.key() != pin_without.key());
    CHECK(repetition_key(pin) == repetition_key(pin_without));
    CHECK(same_for_repetition(pin, pin_without));
    // A legal capture makes the positions differ.
    const Position free = fen("7k/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    const Position free_without = fen("7k/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    CHECK(repetition_key(free) != repetition_key(free_without));
    CHECK_FALSE(same_for_repetition(free, free_without));
}
