#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "support.hpp"

using namespace shakki;

namespace {

Position fen(const char* text) { return test_support::position(text); }

std::set<std::uint16_t> as_set(const MoveList& moves) {
    std::set<std::uint16_t> set;
    for (const Move m : moves) set.insert(m.raw());
    return set;
}

bool has_en_passant(const Position& pos) {
    const MoveList moves = legal_moves(pos);
    return std::any_of(moves.begin(), moves.end(), [](Move m) { return m.kind() == MoveKind::en_passant; });
}

}  // namespace

TEST_CASE("captures plus quiets are all moves, with no overlap and no duplicates") {
    int positions = 0;
    test_support::random_plies(3, 40, 200, [&](const Position& pos, Move) {
        const MoveList all = legal_moves(pos);
        const MoveList captures = legal_moves<GenType::captures>(pos);
        const MoveList quiets = legal_moves<GenType::quiets>(pos);
        REQUIRE(as_set(all).size() == all.size());
        REQUIRE(captures.size() + quiets.size() == all.size());
        std::set<std::uint16_t> united = as_set(captures);
        for (const Move m : quiets) united.insert(m.raw());
        REQUIRE(united == as_set(all));
        for (const Move m : captures) {
            REQUIRE((m.kind() == MoveKind::en_passant || pos.piece_on(m.to()) != Piece::none));
        }
        for (const Move m : quiets) REQUIRE((m.kind() == MoveKind::castling || pos.piece_on(m.to()) == Piece::none));
        REQUIRE(count_legal_moves(pos) == all.size());
        REQUIRE(count_legal_moves<GenType::captures>(pos) == captures.size());
        ++positions;
    });
    CHECK(positions > 4000);
}

TEST_CASE("is_legal accepts exactly the generated moves") {
    test_support::random_plies(5, 10, 120, [&](const Position& pos, Move) {
        const MoveList all = legal_moves(pos);
        for (const Move m : all) REQUIRE(is_legal(pos, m));
        // Every other normal move and every promotion between any two squares.
        int accepted = 0;
        for (int from = 0; from < 64; ++from) {
            for (int to = 0; to < 64; ++to) {
                const Square f = static_cast<Square>(from);
                const Square t = static_cast<Square>(to);
                for (const Move m : {Move::normal(f, t), Move::promotion(f, t, PieceType::queen), Move::en_passant(f, t),
                                     Move::castling(f, t)}) {
                    if (is_legal(pos, m)) {
                        REQUIRE(all.contains(m));
                        ++accepted;
                    }
                }
            }
        }
        const auto underpromotions = std::count_if(all.begin(), all.end(), [](Move m) {
            return m.kind() == MoveKind::promotion && m.promotion_type() != PieceType::queen;
        });
        REQUIRE(accepted + underpromotions == static_cast<std::ptrdiff_t>(all.size()));
    });
    CHECK_FALSE(is_legal(Position::start(), Move{}));
}

TEST_CASE("en passant: a diagonally pinned capturer may not take") {
    // e5 is pinned to the king on c3 by the bishop on h8.
    CHECK_FALSE(has_en_passant(fen("7b/8/8/3pP3/8/2K5/8/k7 w - d6 0 1")));
    // Pinned along the diagonal the capture moves on: allowed.
    CHECK(has_en_passant(fen("1b6/8/8/3pP3/8/8/7K/k7 w - d6 0 1")));
}

TEST_CASE("en passant: both pawns leaving the king's rank would expose it") {
    CHECK_FALSE(has_en_passant(fen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1")));
    CHECK_FALSE(has_en_passant(fen("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1")));
    // With a third piece on the rank the capture is fine.
    CHECK(has_en_passant(fen("8/8/8/K1NpP2r/8/8/8/7k w - d6 0 1")));
}

TEST_CASE("en passant: capturing the double-stepped pawn that gives check") {
    const Position pos = fen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    REQUIRE(pos.in_check());
    CHECK(legal_moves(pos).contains(Move::en_passant(Square::e4, Square::d3)));
    // In check from another piece, en passant that does not help is illegal.
    // d2-d4 uncovered the bishop on e1; taking on d3 does not block it.
    const Position other_check = fen("8/8/8/k7/3Pp3/8/8/4BK2 b - d3 0 1");
    REQUIRE(other_check.in_check());
    CHECK_FALSE(has_en_passant(other_check));
}

TEST_CASE("castling: not out of, through or into check; the rook may be attacked") {
    CHECK(count_legal_moves(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")) == 26);
    const auto castles = [](const Position& pos) {
        const MoveList moves = legal_moves(pos);
        return std::count_if(moves.begin(), moves.end(), [](Move m) { return m.kind() == MoveKind::castling; });
    };
    CHECK(castles(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")) == 2);
    CHECK(castles(fen("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1")) == 0);
    CHECK(castles(fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")) == 2);
    CHECK(castles(fen("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1")) == 0);  // in check
    CHECK(castles(fen("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1")) == 1);  // f1 attacked
    CHECK(castles(fen("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1")) == 1);  // g1 attacked
    CHECK(castles(fen("4k3/8/8/8/8/8/7r/R3K2R w KQ - 0 1")) == 2);   // only the rook attacked
    CHECK(castles(fen("4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1")) == 2);  // b1 attacked: queen side still fine
    CHECK(castles(fen("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1")) == 1);   // b1 occupied
}

TEST_CASE("promotions: four pieces, by push and by capture") {
    const MoveList moves = legal_moves(fen("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    const auto promotions = std::count_if(moves.begin(), moves.end(), [](Move m) { return m.kind() == MoveKind::promotion; });
    CHECK(promotions == 8);
    CHECK(moves.contains(Move::promotion(Square::a7, Square::b8, PieceType::knight)));
    CHECK(moves.contains(Move::promotion(Square::a7, Square::a8, PieceType::queen)));
}

TEST_CASE("checkmate and stalemate leave no moves; double check leaves only king moves") {
    CHECK(legal_moves(fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")).empty());
    CHECK(legal_moves(fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")).empty());
    const Position double_check = fen("4k3/8/8/8/1b6/5n2/8/R3K2R w KQ - 0 1");
    for (const Move m : legal_moves(double_check)) CHECK(m.from() == Square::e1);
}
