#pragma once
// Which pieces of the side to move can go to one square: what reading SAN
// needs (the target square and piece type are written, the origin mostly
// not), at the cost of looking at one square rather than generating every
// move.

#include "attacks.hpp"
#include "movegen.hpp"
#include "position.hpp"

namespace shakki {

struct Origins {
    Bitboard pseudo_legal;  // pieces that move there by their movement rules
    Bitboard legal;         // those whose move also leaves their king safe
};

namespace detail {

template <Color Us>
constexpr Bitboard pawn_origins(const Position& pos, Square to) {
    constexpr Color them = ~Us;
    constexpr Direction up = pawn_push(Us);
    const Bitboard pawns = pos.pieces(Us, PieceType::pawn);
    if (pos.pieces(them).contains(to) || to == pos.en_passant_square()) return pawn_attacks(them, to) & pawns;
    if (pos.pieces().contains(to) || rank_of(to) == relative_rank(Us, Rank::r1)) return {};
    const Square one_back = to - up;
    if (pawns.contains(one_back)) return Bitboard{one_back};
    if (rank_of(to) == relative_rank(Us, Rank::r4) && !pos.pieces().contains(one_back) && pawns.contains(one_back - up)) {
        return Bitboard{one_back - up};
    }
    return {};
}

// Whether a piece other than the king, moving from `from` to `to` (no en
// passant: that takes a second piece off), leaves its king attacked. A
// piece captured on `to` attacks nothing any more. Position::attackers
// would answer too, but it also asks about the enemy king and sets up the
// slider tables per lookup: 2% more instructions for validate_pgn.
template <Color Us>
constexpr bool king_attacked_after(const Position& pos, Square from, Square to, const SliderLookup& sliders) {
    constexpr Color them = ~Us;
    const Square king = pos.king_square(Us);
    const Bitboard occupied = (pos.pieces() ^ Bitboard{from}) | Bitboard{to};
    const Bitboard attackers = pos.pieces(them) & ~Bitboard{to};
    const Bitboard leapers = (knight_attacks(king) & pos.pieces(them, PieceType::knight)) |
                             (pawn_attacks(Us, king) & pos.pieces(them, PieceType::pawn));
    const Bitboard sliding = (sliders.rook(king, occupied) & pos.pieces(them, PieceType::rook, PieceType::queen)) |
                             (sliders.bishop(king, occupied) & pos.pieces(them, PieceType::bishop, PieceType::queen));
    return !((leapers | sliding) & attackers).empty();
}

template <Color Us>
constexpr Origins origins(const Position& pos, PieceType type, Square to) {
    Origins o;
    if (pos.pieces(Us).contains(to)) return o;
    const Square king = pos.king_square(Us);
    if (type == PieceType::king) {
        o.pseudo_legal = king_attacks(to) & Bitboard{king};
        if (o.pseudo_legal) o.legal = safe_squares<Us>(pos, Bitboard{to}).empty() ? Bitboard{} : Bitboard{king};
        return o;
    }
    o.pseudo_legal = type == PieceType::pawn ? pawn_origins<Us>(pos, to) : attacks(type, to, pos.pieces()) & pos.pieces(Us, type);
    if (o.pseudo_legal.empty()) return o;

    const SliderLookup sliders;
    const bool en_passant = type == PieceType::pawn && to == pos.en_passant_square();
    if (!o.pseudo_legal.more_than_one() && !en_passant) {
        // Mostly one piece can go there, as SAN leaves the origin out where
        // it can: is its king attacked once it has moved? Cheaper than the
        // pin and check masks every origin would share.
        if (!king_attacked_after<Us>(pos, o.pseudo_legal.first(), to, sliders)) o.legal = o.pseudo_legal;
        return o;
    }
    const MoveConstraints c = constraints<Us>(pos, sliders);
    const bool answers_check = c.check_mask.contains(to) || (en_passant && c.check_mask.contains(to - pawn_push(Us)));
    if (c.checkers.more_than_one() || !answers_check) return o;
    for (const Square from : o.pseudo_legal) {
        const bool pinned = (c.pin_orthogonal | c.pin_diagonal).contains(from);
        if (pinned && !line(king, from).contains(to)) continue;
        if (en_passant && en_passant_exposes_king<Us>(pos, from, sliders)) continue;
        o.legal |= from;
    }
    return o;
}

}  // namespace detail

// Pieces of `type` belonging to the side to move that can move to `to`
// (castling not included).
constexpr Origins origins(const Position& pos, PieceType type, Square to) {
    return pos.side_to_move() == Color::white ? detail::origins<Color::white>(pos, type, to)
                                              : detail::origins<Color::black>(pos, type, to);
}

}  // namespace shakki
