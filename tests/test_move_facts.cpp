// Moves for a board frontend: destinations of a clicked piece, the move two
// clicks mean, and the facts shown about a move. The hand-made positions'
// expected squares and moves follow from the rules (FIDE Laws, art. 3, and
// Chess960's castling rules); random games and the Chess960 perft suite
// then check destinations and find_move against legal_moves, and
// gives_check and captured_piece against the position after the move.

#include <doctest/doctest.h>

#include <initializer_list>
#include <string>

#include "support.hpp"

using namespace shakki;

namespace {

constexpr FenReadOptions chess960{CastlingMode::chess960, false};

Bitboard squares(std::initializer_list<Square> list) {
    Bitboard b;
    for (const Square s : list) b |= s;
    return b;
}

// The squares a player clicks for `m`, worked out here from the rules
// rather than by the library: the king's landing square for castling
// (where the king moves at all), and in Chess960 also king takes rook.
Bitboard clicked_squares(const Position& pos, Move m) {
    if (m.kind() != MoveKind::castling) return Bitboard{m.to()};
    Bitboard b;
    const Square king_to = make_square(index_of(m.to()) > index_of(m.from()) ? File::g : File::c, rank_of(m.from()));
    if (king_to != m.from()) b |= king_to;
    if (pos.is_chess960()) b |= m.to();
    return b;
}

PieceType taken_type(const Position& before, const Position& after, Color victim) {
    for (const PieceType t : {PieceType::pawn, PieceType::knight, PieceType::bishop, PieceType::rook, PieceType::queen}) {
        if (after.pieces(victim, t).count() < before.pieces(victim, t).count()) return t;
    }
    return PieceType::king;  // nothing was taken
}

// Every fact about every legal move of `pos`, against what playing it does.
void check_position(const Position& pos, bool every_click) {
    const MoveList moves = legal_moves(pos);
    const Color us = pos.side_to_move();
    Bitboard expected[64]{};  // NOLINT(*-avoid-c-arrays)
    Bitboard accepted[64]{};  // NOLINT(*-avoid-c-arrays): king takes rook is read in standard chess too
    for (const Move m : moves) {
        expected[index_of(m.from())] |= clicked_squares(pos, m);
        accepted[index_of(m.from())] |= clicked_squares(pos, m) | Bitboard{m.to()};
    }
    for (int i = 0; i < 64; ++i) {
        const auto from = static_cast<Square>(i);
        CAPTURE(i);
        CHECK(destinations(pos, from) == expected[i]);
        if (!every_click || pos.piece_on(from) == Piece::none || color_of(pos.piece_on(from)) != us) continue;
        // A click pair finds a move, or asks for the promotion piece,
        // exactly when it is one of the piece's destinations (or, in
        // standard chess, the castling rook).
        for (int j = 0; j < 64; ++j) {
            const auto found = find_move(pos, from, static_cast<Square>(j));
            const bool promotion_needed = !found && found.error().code == MoveErrorCode::promotion_needed;
            CHECK((found.has_value() || promotion_needed) == accepted[i].contains(static_cast<Square>(j)));
            if (!found && !promotion_needed) CHECK(found.error().code == MoveErrorCode::illegal_move);
        }
    }
    for (const Move m : moves) {
        const Position after = pos.play(m);
        CAPTURE(to_fen(pos));
        CAPTURE(to_uci(m, CastlingMode::chess960));
        CHECK(gives_check(pos, m) == after.in_check());
        const bool took = after.pieces(~us).count() < pos.pieces(~us).count();
        CHECK(is_capture(pos, m) == took);
        if (took) CHECK(captured_piece(pos, m) == make_piece(~us, taken_type(pos, after, ~us)));
        CHECK(is_castling(m) == (m.kind() == MoveKind::castling));
        CHECK(is_promotion(m) == (m.kind() == MoveKind::promotion));
        if (!is_castling(m) && !is_promotion(m)) CHECK(after.piece_on(m.to()) == moved_piece(pos, m));
        if (is_castling(m)) CHECK(moved_piece(pos, m) == make_piece(us, PieceType::king));
        for (const Square shown : clicked_squares(pos, m)) {
            // Assigned, not chosen with ?:, which makes g++ 12 at -O3 warn
            // (-Wmaybe-uninitialized, a false positive).
            std::optional<PieceType> promotion;
            if (is_promotion(m)) promotion = m.promotion_type();
            // In Chess960 a king's step may land where castling puts the
            // king: the step wins, as in UCI.
            Move meant = m;
            if (is_castling(m) && shown != m.to() && moves.contains(Move::normal(m.from(), shown)))
                meant = Move::normal(m.from(), shown);
            const auto found = find_move(pos, m.from(), shown, promotion);
            REQUIRE(found.has_value());
            CHECK(*found == meant);
        }
    }
}

}  // namespace

TEST_CASE("destinations: the start position") {
    const Position pos = Position::start();
    CHECK(destinations(pos, Square::e2) == squares({Square::e3, Square::e4}));
    CHECK(destinations(pos, Square::g1) == squares({Square::f3, Square::h3}));
    CHECK(destinations(pos, Square::e1).empty());    // boxed in
    CHECK(destinations(pos, Square::e7).empty());    // black's, and white is to move
    CHECK(destinations(pos, Square::e4).empty());    // nothing there
    CHECK(destinations(pos, Square::none).empty());  // no square
}

TEST_CASE("castling is clicked on the king's landing square; standard chess also takes king takes rook") {
    const Position pos = test_support::position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(destinations(pos, Square::e1) ==
          squares({Square::c1, Square::d1, Square::d2, Square::e2, Square::f2, Square::f1, Square::g1}));
    const Move short_castling = Move::castling(Square::e1, Square::h1);
    const Move long_castling = Move::castling(Square::e1, Square::a1);
    CHECK(find_move(pos, Square::e1, Square::g1).value() == short_castling);
    CHECK(find_move(pos, Square::e1, Square::h1).value() == short_castling);
    CHECK(find_move(pos, Square::e1, Square::c1).value() == long_castling);
    CHECK(find_move(pos, Square::e1, Square::a1).value() == long_castling);
    // The rook on h1 is the castling side's own: no capture.
    CHECK_FALSE(is_capture(pos, short_castling));
    CHECK(captured_piece(pos, short_castling) == Piece::none);
    CHECK(moved_piece(pos, short_castling) == Piece::white_king);
    CHECK(is_castling(short_castling));
    CHECK_FALSE(is_castling(Move::normal(Square::e1, Square::f1)));

    const Position black = test_support::position("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    CHECK(destinations(black, Square::e8).contains(Square::g8));
    CHECK(destinations(black, Square::e8).contains(Square::c8));
    CHECK(find_move(black, Square::e8, Square::c8).value() == Move::castling(Square::e8, Square::a8));
}

TEST_CASE("Chess960 castling: the king's landing square and the rook's square") {
    // King b1, rook h1: O-O puts the king on g1 and the rook on f1.
    const Position far = test_support::position960("4k3/8/8/8/8/8/8/1K5R w H - 0 1");
    CHECK(destinations(far, Square::b1) ==
          squares({Square::a1, Square::a2, Square::b2, Square::c2, Square::c1, Square::g1, Square::h1}));
    CHECK(find_move(far, Square::b1, Square::g1).value() == Move::castling(Square::b1, Square::h1));
    CHECK(find_move(far, Square::b1, Square::h1).value() == Move::castling(Square::b1, Square::h1));

    // King f1, rook h1: g1 is both a king's step and castling's landing square.
    const Position near = test_support::position960("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
    CHECK(destinations(near, Square::f1) == squares({Square::e1, Square::e2, Square::f2, Square::g2, Square::g1, Square::h1}));
    CHECK(find_move(near, Square::f1, Square::g1).value() == Move::normal(Square::f1, Square::g1));
    CHECK(find_move(near, Square::f1, Square::h1).value() == Move::castling(Square::f1, Square::h1));

    // King g1, rook h1: castling moves only the rook (to f1).
    const Position stays = test_support::position960("4k3/8/8/8/8/8/8/6KR w H - 0 1");
    CHECK(destinations(stays, Square::g1) == squares({Square::f1, Square::f2, Square::g2, Square::h2, Square::h1}));
    CHECK(find_move(stays, Square::g1, Square::h1).value() == Move::castling(Square::g1, Square::h1));
    CHECK(find_move(stays, Square::g1, Square::g1).error().code == MoveErrorCode::illegal_move);
    CHECK_FALSE(gives_check(stays, Move::castling(Square::g1, Square::h1)));
    // The same castling with the black king on f8: the rook lands on f1 and checks.
    const Position checks = test_support::position960("5k2/8/8/8/8/8/8/6KR w H - 0 1");
    CHECK(gives_check(checks, Move::castling(Square::g1, Square::h1)));
}

TEST_CASE("find_move: promotions need a piece, and only promotions take one") {
    const Position pos = test_support::position("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    CHECK(destinations(pos, Square::e7) == squares({Square::d8, Square::e8}));
    const auto needed = find_move(pos, Square::e7, Square::e8);
    REQUIRE_FALSE(needed.has_value());
    CHECK(needed.error().code == MoveErrorCode::promotion_needed);
    CHECK(find_move(pos, Square::e7, Square::d8).error().code == MoveErrorCode::promotion_needed);
    CHECK(find_move(pos, Square::e7, Square::e8, PieceType::queen).value() ==
          Move::promotion(Square::e7, Square::e8, PieceType::queen));
    const Move underpromotion = find_move(pos, Square::e7, Square::d8, PieceType::knight).value();
    CHECK(underpromotion == Move::promotion(Square::e7, Square::d8, PieceType::knight));
    CHECK(is_promotion(underpromotion));
    CHECK(captured_piece(pos, underpromotion) == Piece::black_rook);
    CHECK(moved_piece(pos, underpromotion) == Piece::white_pawn);
    CHECK(find_move(pos, Square::e7, Square::e8, PieceType::king).error().code == MoveErrorCode::invalid_promotion);
    CHECK(find_move(pos, Square::e7, Square::e8, PieceType::pawn).error().code == MoveErrorCode::invalid_promotion);
    CHECK(find_move(pos, Square::e1, Square::e2, PieceType::queen).error().code == MoveErrorCode::invalid_promotion);
    CHECK(find_move(pos, Square::e7, Square::f8, PieceType::queen).error().code == MoveErrorCode::illegal_move);
}

TEST_CASE("find_move: what is wrong with a click pair") {
    const Position pos = Position::start();
    CHECK(find_move(pos, Square::e2, Square::e4).value() == Move::normal(Square::e2, Square::e4));
    CHECK(find_move(pos, Square::e4, Square::e5).error().code == MoveErrorCode::empty_square);
    CHECK(find_move(pos, Square::e7, Square::e5).error().code == MoveErrorCode::wrong_side);
    CHECK(find_move(pos, Square::e2, Square::e5).error().code == MoveErrorCode::illegal_move);
    CHECK(find_move(pos, Square::e1, Square::g1).error().code == MoveErrorCode::illegal_move);
    CHECK(find_move(pos, Square::none, Square::e4).error().code == MoveErrorCode::invalid_square);
    CHECK(find_move(pos, Square::e2, static_cast<Square>(99)).error().code == MoveErrorCode::invalid_square);
    CHECK_FALSE(find_move(pos, Square::e4, Square::e5).error().message.empty());
}

TEST_CASE("en passant: the pawn taken is not on the square moved to") {
    const Position pos = test_support::position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    CHECK(destinations(pos, Square::e5) == squares({Square::d6, Square::e6}));
    const Move ep = find_move(pos, Square::e5, Square::d6).value();
    CHECK(ep == Move::en_passant(Square::e5, Square::d6));
    CHECK(pos.piece_on(Square::d6) == Piece::none);
    CHECK(is_capture(pos, ep));
    CHECK(captured_piece(pos, ep) == Piece::black_pawn);
    CHECK_FALSE(gives_check(pos, ep));
    CHECK_FALSE(is_capture(pos, Move::normal(Square::e5, Square::e6)));
}

TEST_CASE("gives_check: direct, discovered, by castling, en passant and promotion") {
    // The knight on e2 shields the black king from the rook on e1.
    const Position discovered = test_support::position("4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1");
    CHECK(gives_check(discovered, Move::normal(Square::e2, Square::c3)));
    CHECK(gives_check(discovered, Move::normal(Square::e2, Square::g3)));
    CHECK_FALSE(gives_check(discovered, Move::normal(Square::e1, Square::d1)));
    CHECK_FALSE(gives_check(discovered, Move::normal(Square::g1, Square::h1)));

    // O-O puts the rook on f1, facing the king on f8.
    CHECK(gives_check(test_support::position("5k2/8/8/8/8/8/8/4K2R w K - 0 1"), Move::castling(Square::e1, Square::h1)));
    const Position no_check = test_support::position("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    CHECK_FALSE(gives_check(no_check, Move::castling(Square::e1, Square::h1)));
    CHECK(gives_check(no_check, Move::normal(Square::h1, Square::h8)));

    // exd6 e.p. empties d5 and e5: the rook on h5 sees the king on a5.
    const Position ep = test_support::position("8/8/8/k2pP2R/8/8/8/4K3 w - d6 0 2");
    CHECK(gives_check(ep, Move::en_passant(Square::e5, Square::d6)));

    // e8=Q and e8=R check along the eighth rank; a knight or bishop on e8 does not.
    const Position promotion = test_support::position("2k5/4P3/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(gives_check(promotion, Move::promotion(Square::e7, Square::e8, PieceType::queen)));
    CHECK(gives_check(promotion, Move::promotion(Square::e7, Square::e8, PieceType::rook)));
    CHECK_FALSE(gives_check(promotion, Move::promotion(Square::e7, Square::e8, PieceType::knight)));
    CHECK_FALSE(gives_check(promotion, Move::promotion(Square::e7, Square::e8, PieceType::bishop)));

    // A pawn on d5 attacks c6 and e6.
    CHECK(gives_check(test_support::position("8/8/4k3/8/3P4/8/8/4K3 w - - 0 1"), Move::normal(Square::d4, Square::d5)));
}

TEST_CASE("move facts are constant expressions") {
    constexpr Position pos = Position::start();
    static_assert(destinations(pos, Square::b1).count() == 2);
    static_assert(find_move(pos, Square::g1, Square::f3).value() == Move::normal(Square::g1, Square::f3));
    static_assert(find_move(pos, Square::g1, Square::g3).error().code == MoveErrorCode::illegal_move);
    static_assert(!gives_check(pos, Move::normal(Square::e2, Square::e4)));
    static_assert(moved_piece(pos, Move::normal(Square::g1, Square::f3)) == Piece::white_knight);
    static_assert(captured_piece(pos, Move::normal(Square::g1, Square::f3)) == Piece::none);
    CHECK(destinations(pos, Square::b1).count() == 2);
}

TEST_CASE("move facts agree with legal_moves and play on random games") {
    int positions = 0;
    test_support::random_plies(0x5EED'C11C, 30, 120, [&](const Position& pos, Move) {
        check_position(pos, positions % 7 == 0);
        ++positions;
    });
    CHECK(positions > 1000);
}

TEST_CASE("move facts agree with legal_moves and play on Chess960 positions and games from them") {
    test_support::Random random{960};
    int positions = 0;
    for (const std::string& line : test_support::read_lines("chess960_perft.epd")) {
        const auto c = test_support::parse_perft_line(line);
        const auto start = parse_fen(c.fen, chess960);
        REQUIRE_MESSAGE(start.has_value(), c.fen);
        Position pos = *start;
        for (int ply = 0; ply < 24; ++ply) {
            check_position(pos, ply % 6 == 0);
            ++positions;
            const MoveList moves = legal_moves(pos);
            if (moves.empty()) break;
            pos = pos.play(moves[random.below(moves.size())]);
        }
    }
    CHECK(positions > 1000);
}
