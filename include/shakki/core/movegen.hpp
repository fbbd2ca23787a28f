#pragma once
// Legal move generation. Moves are legal by construction: a check mask
// limits where pieces may go when the king is attacked, pin masks keep
// pinned pieces on their line, and the king avoids every attacked square.
// Nothing is played and tested afterwards.
//
// The generator is templated on the side to move and on what to generate,
// and reports moves to a visitor in groups (one piece and its target set, or
// all pawns moving the same way), so a counting visitor can add popcounts
// instead of enumerating moves.

#include <cassert>
#include <optional>

#include "../base/enum_name.hpp"
#include "attacks.hpp"
#include "bitboard.hpp"
#include "move.hpp"
#include "move_list.hpp"
#include "position.hpp"

namespace shakki {

// Captures are moves that take a piece (en passant and capturing promotions
// included); quiets are all others (castling and push promotions included).
// Captures plus quiets are exactly all moves.
enum class GenType : std::uint8_t { all, captures, quiets };

constexpr std::string_view enum_name(GenType v) {
    return detail::name_in(std::array<std::string_view, 3>{"all", "captures", "quiets"}, v);
}

// The masks every part of the generator consults.
struct MoveConstraints {
    Bitboard checkers;
    Bitboard check_mask;      // squares that capture or block the checker; all squares when not in check
    Bitboard pin_orthogonal;  // rays from the king to orthogonal pinners, pinners included
    Bitboard pin_diagonal;    // the same for diagonal pinners
};

namespace detail {

// Looks along the lines from the king to enemy sliders that see it through
// at most one piece: with nothing between, the slider gives check; with one
// of our pieces between, that piece is pinned to the ray (slider included).
// Sliders therefore need no separate checker test.
constexpr Bitboard scan_slider_lines(const SliderLookup& sliders, Square king, Bitboard snipers, Bitboard occupied, Bitboard ours,
                                     Bitboard& checkers) {
    Bitboard pin_rays;
    for (const Square sniper : snipers) {
        const Bitboard ray = sliders.between(king, sniper);
        const Bitboard blockers = ray & occupied;
        if (blockers.empty())
            checkers |= sniper;
        else if (!blockers.more_than_one() && !(blockers & ours).empty())
            pin_rays |= ray | sniper;
    }
    return pin_rays;
}

template <Color Us>
constexpr MoveConstraints constraints(const Position& pos, const SliderLookup& sliders = SliderLookup{}) {
    constexpr Color them = ~Us;
    const Square king = pos.king_square(Us);
    const Bitboard occupied = pos.pieces();
    const Bitboard theirs = pos.pieces(them);
    const Bitboard ours = pos.pieces(Us);

    MoveConstraints c;
    c.checkers = (knight_attacks(king) & pos.pieces(them, PieceType::knight)) |
                 (pawn_attacks(Us, king) & pos.pieces(them, PieceType::pawn));
    const Bitboard orthogonal_snipers = sliders.rook(king, theirs) & pos.pieces(them, PieceType::rook, PieceType::queen);
    const Bitboard diagonal_snipers = sliders.bishop(king, theirs) & pos.pieces(them, PieceType::bishop, PieceType::queen);
    c.pin_orthogonal = scan_slider_lines(sliders, king, orthogonal_snipers, occupied, ours, c.checkers);
    c.pin_diagonal = scan_slider_lines(sliders, king, diagonal_snipers, occupied, ours, c.checkers);

    if (c.checkers.empty())
        c.check_mask = bitboards::all;
    else if (!c.checkers.more_than_one())
        c.check_mask = sliders.between(king, c.checkers.first()) | c.checkers;
    return c;
}

// Two pawns leave their squares at once, which pin masks cannot describe
// (the rank-pin through both pawns): test the king's lines directly.
template <Color Us>
constexpr bool en_passant_exposes_king(const Position& pos, Square from, const SliderLookup& sliders = SliderLookup{}) {
    constexpr Color them = ~Us;
    const Square target = pos.en_passant_square();
    const Square captured = target - pawn_push(Us);
    const Square king = pos.king_square(Us);
    const Bitboard after = (pos.pieces() ^ from ^ captured) | target;
    return !(sliders.rook(king, after) & pos.pieces(them, PieceType::rook, PieceType::queen)).empty() ||
           !(sliders.bishop(king, after) & pos.pieces(them, PieceType::bishop, PieceType::queen)).empty();
}

template <Color Us, class Visitor>
constexpr void generate_en_passant(const Position& pos, const MoveConstraints& c, const SliderLookup& sliders, Visitor& visit) {
    constexpr Color them = ~Us;
    const Square target = pos.en_passant_square();
    if (target == Square::none) return;
    const Square captured = target - pawn_push(Us);
    // In check, the capture must remove the checker or block the check.
    if (!c.check_mask.contains(captured) && !c.check_mask.contains(target)) return;

    for (const Square from : pawn_attacks(them, target) & pos.pieces(Us, PieceType::pawn)) {
        if (!en_passant_exposes_king<Us>(pos, from, sliders)) visit.single_move(Move::en_passant(from, target));
    }
}

template <Color Us, GenType Type, class Visitor>
constexpr void generate_pawn_moves(const Position& pos, const MoveConstraints& c, const SliderLookup& sliders, Visitor& visit) {
    constexpr Color them = ~Us;
    constexpr Direction up = pawn_push(Us);
    constexpr Direction up_west = Us == Color::white ? Direction::north_west : Direction::south_west;
    constexpr Direction up_east = Us == Color::white ? Direction::north_east : Direction::south_east;
    constexpr Bitboard last_rank = bitboards::rank(relative_rank(Us, Rank::r8));
    constexpr Bitboard third_rank = bitboards::rank(relative_rank(Us, Rank::r3));

    const Bitboard pawns = pos.pieces(Us, PieceType::pawn);
    const Bitboard empty = ~pos.pieces();

    if constexpr (Type != GenType::captures) {
        // A diagonally pinned pawn cannot push; an orthogonally pinned one
        // only along its pin (a rank-pinned pawn's push leaves every ray).
        const Bitboard pushers = pawns & ~c.pin_diagonal;
        const Bitboard single =
            (shift<up>(pushers & ~c.pin_orthogonal) | (shift<up>(pushers & c.pin_orthogonal) & c.pin_orthogonal)) & empty;
        const Bitboard double_step = shift<up>(single & third_rank) & empty & c.check_mask;
        const Bitboard single_legal = single & c.check_mask;
        visit.pawn_moves(single_legal & ~last_rank, up);
        visit.pawn_moves(double_step, static_cast<Direction>(2 * static_cast<int>(up)));
        visit.promotions(single_legal & last_rank, up);
    }

    if constexpr (Type != GenType::quiets) {
        const Bitboard capturers = pawns & ~c.pin_orthogonal;
        const Bitboard free = capturers & ~c.pin_diagonal;
        const Bitboard pinned = capturers & c.pin_diagonal;
        const Bitboard targets = pos.pieces(them) & c.check_mask;
        const Bitboard west = (shift<up_west>(free) | (shift<up_west>(pinned) & c.pin_diagonal)) & targets;
        const Bitboard east = (shift<up_east>(free) | (shift<up_east>(pinned) & c.pin_diagonal)) & targets;
        visit.pawn_moves(west & ~last_rank, up_west);
        visit.pawn_moves(east & ~last_rank, up_east);
        visit.promotions(west & last_rank, up_west);
        visit.promotions(east & last_rank, up_east);
        generate_en_passant<Us>(pos, c, sliders, visit);
    }
}

// Which squares our king could stand on without being attacked. The king
// itself is taken off the board so it cannot hide behind itself; castling
// also lifts its rook (`vacated`). Pawn, knight and king attacks do not
// depend on blockers, so one bitboard, made on first use and shared by the
// king's steps and both castlings, rules out their squares; only the
// squares left need slider lookups.
template <Color Us>
class KingSafety {
public:
    constexpr explicit KingSafety(const Position& pos, const SliderLookup& sliders) : pos_(pos), sliders_(sliders) {}

    constexpr Bitboard safe(Bitboard squares, Bitboard vacated = {}) {
        if (squares.empty()) return squares;
        if (!leapers_known_) {
            constexpr Color them = ~Us;
            constexpr Direction west = them == Color::white ? Direction::north_west : Direction::south_west;
            constexpr Direction east = them == Color::white ? Direction::north_east : Direction::south_east;
            const Bitboard pawns = pos_.pieces(them, PieceType::pawn);
            leaper_attacks_ = shift<west>(pawns) | shift<east>(pawns) | king_attacks(pos_.king_square(them));
            for (const Square knight : pos_.pieces(them, PieceType::knight)) leaper_attacks_ |= knight_attacks(knight);
            leapers_known_ = true;
        }
        const Bitboard candidates = squares & ~leaper_attacks_;
        if (candidates.empty()) return candidates;
        const Bitboard occupied = (pos_.pieces() ^ pos_.king_square(Us)) & ~vacated;
        const Bitboard diagonal = pos_.pieces(~Us, PieceType::bishop, PieceType::queen);
        const Bitboard orthogonal = pos_.pieces(~Us, PieceType::rook, PieceType::queen);
        Bitboard safe;
        for (const Square s : candidates) {
            if ((sliders_.bishop(s, occupied) & diagonal).empty() && (sliders_.rook(s, occupied) & orthogonal).empty()) safe |= s;
        }
        return safe;
    }

private:
    const Position& pos_;
    const SliderLookup sliders_;
    Bitboard leaper_attacks_;
    bool leapers_known_ = false;
};

// The squares of `squares` our king could stand on (see KingSafety).
template <Color Us>
constexpr Bitboard safe_squares(const Position& pos, Bitboard squares) {
    const SliderLookup sliders;
    KingSafety<Us> safety{pos, sliders};
    return safety.safe(squares);
}

template <Color Us, class Visitor>
constexpr void generate_castling(const Position& pos, const MoveConstraints& c, const SliderLookup& sliders,
                                 KingSafety<Us>& safety, Visitor& visit) {
    constexpr CastlingRights ours = Us == Color::white ? CastlingRights::white : CastlingRights::black;
    if (!c.checkers.empty() || (pos.castling_rights() & ours) == CastlingRights::none) return;
    const Square king = pos.king_square(Us);
    for (const CastlingSide side : {CastlingSide::king_side, CastlingSide::queen_side}) {
        const Square rook = pos.castling_rook(Us, side);
        // Cheap early exit: anything between king and rook blocks castling.
        if (rook == Square::none || !(pos.pieces() & sliders.between(king, rook)).empty()) continue;
        const Square king_to = castling_king_target(king, rook);
        const Square rook_to = castling_rook_target(king, rook);
        const Bitboard king_path = sliders.between(king, king_to) | king_to;
        const Bitboard must_be_empty = (king_path | sliders.between(rook, rook_to) | rook_to) & ~Bitboard{king} & ~Bitboard{rook};
        // Lifting the rook matters in Chess960 only: a rook between an enemy
        // slider and the king's path shields the path until it moves.
        if (!(pos.pieces() & must_be_empty).empty() || safety.safe(king_path, Bitboard{rook}) != king_path) continue;
        visit.single_move(Move::castling(king, rook));
    }
}

template <Color Us, GenType Type, class Visitor>
constexpr void generate_piece_moves(const Position& pos, const MoveConstraints& c, const SliderLookup& sliders, Visitor& visit) {
    const Bitboard occupied = pos.pieces();
    Bitboard targets = Type == GenType::all ? ~pos.pieces(Us) : Type == GenType::captures ? pos.pieces(~Us) : ~occupied;
    targets &= c.check_mask;
    const Bitboard pinned = c.pin_orthogonal | c.pin_diagonal;

    for (const Square from : pos.pieces(Us, PieceType::knight) & ~pinned) visit.piece_moves(from, knight_attacks(from) & targets);

    // A piece pinned along a line of its own kind moves only along the pin.
    const Bitboard diagonal_movers = pos.pieces(Us, PieceType::bishop, PieceType::queen) & ~c.pin_orthogonal;
    const Bitboard diagonal_pinned = diagonal_movers & c.pin_diagonal;
    for (const Square from : diagonal_movers ^ diagonal_pinned) visit.piece_moves(from, sliders.bishop(from, occupied) & targets);
    for (const Square from : diagonal_pinned) visit.piece_moves(from, sliders.bishop(from, occupied) & targets & c.pin_diagonal);

    const Bitboard orthogonal_movers = pos.pieces(Us, PieceType::rook, PieceType::queen) & ~c.pin_diagonal;
    const Bitboard orthogonal_pinned = orthogonal_movers & c.pin_orthogonal;
    for (const Square from : orthogonal_movers ^ orthogonal_pinned)
        visit.piece_moves(from, sliders.rook(from, occupied) & targets);
    for (const Square from : orthogonal_pinned)
        visit.piece_moves(from, sliders.rook(from, occupied) & targets & c.pin_orthogonal);
}

template <Color Us, GenType Type, class Visitor>
constexpr void generate_king_moves(const Position& pos, const MoveConstraints& c, const SliderLookup& sliders, Visitor& visit) {
    const Bitboard targets = Type == GenType::all ? ~pos.pieces(Us) : Type == GenType::captures ? pos.pieces(~Us) : ~pos.pieces();
    const Square king = pos.king_square(Us);
    KingSafety<Us> safety{pos, sliders};
    visit.piece_moves(king, safety.safe(king_attacks(king) & targets));
    if constexpr (Type != GenType::captures) generate_castling<Us>(pos, c, sliders, safety, visit);
}

}  // namespace detail

// Reports every legal move of the side to move, `Us`, to `visit`:
//   visit.piece_moves(from, targets)   a piece on `from` to each target
//   visit.pawn_moves(targets, offset)  a pawn from (to - offset) to each target
//   visit.promotions(targets, offset)  the same, promoting to each of Q R B N
//   visit.single_move(move)            en passant and castling
template <Color Us, GenType Type = GenType::all, class Visitor>
constexpr void generate(const Position& pos, Visitor& visit) {
    const detail::SliderLookup sliders;
    const MoveConstraints c = detail::constraints<Us>(pos, sliders);
    detail::generate_king_moves<Us, Type>(pos, c, sliders, visit);
    if (c.checkers.more_than_one()) return;  // double check: only the king moves
    detail::generate_piece_moves<Us, Type>(pos, c, sliders, visit);
    detail::generate_pawn_moves<Us, Type>(pos, c, sliders, visit);
}

template <GenType Type = GenType::all, class Visitor>
constexpr void generate(const Position& pos, Visitor& visit) {
    if (pos.side_to_move() == Color::white)
        generate<Color::white, Type>(pos, visit);
    else
        generate<Color::black, Type>(pos, visit);
}

namespace detail {

struct ListVisitor {
    MoveList& list;

    constexpr void piece_moves(Square from, Bitboard targets) {
        for (const Square to : targets) list.push_back(Move::normal(from, to));
    }
    constexpr void pawn_moves(Bitboard targets, Direction offset) {
        for (const Square to : targets) list.push_back(Move::normal(to - offset, to));
    }
    constexpr void promotions(Bitboard targets, Direction offset) {
        for (const Square to : targets) {
            for (const PieceType t : {PieceType::queen, PieceType::rook, PieceType::bishop, PieceType::knight}) {
                list.push_back(Move::promotion(to - offset, to, t));
            }
        }
    }
    constexpr void single_move(Move m) { list.push_back(m); }
};

struct CountVisitor {
    std::uint64_t count = 0;

    constexpr void piece_moves(Square, Bitboard targets) { count += static_cast<std::uint64_t>(targets.count()); }
    constexpr void pawn_moves(Bitboard targets, Direction) { count += static_cast<std::uint64_t>(targets.count()); }
    constexpr void promotions(Bitboard targets, Direction) { count += 4 * static_cast<std::uint64_t>(targets.count()); }
    constexpr void single_move(Move) { ++count; }
};

}  // namespace detail

template <GenType Type = GenType::all>
constexpr MoveList legal_moves(const Position& pos) {
    MoveList list;
    detail::ListVisitor visit{list};
    generate<Type>(pos, visit);
    return list;
}

template <GenType Type = GenType::all>
constexpr std::uint64_t count_legal_moves(const Position& pos) {
    detail::CountVisitor visit;
    generate<Type>(pos, visit);
    return visit.count;
}

// Whether the side to move has any legal move; cheaper than counting them
// when the king can step somewhere, as it usually can.
constexpr bool has_legal_move(const Position& pos) {
    const Color us = pos.side_to_move();
    const Square king = pos.king_square(us);
    const Bitboard occupied = pos.pieces() ^ king;
    for (const Square s : king_attacks(king) & ~pos.pieces(us)) {
        if (pos.attackers(~us, s, occupied).empty()) return true;  // the first safe step is enough
    }
    return !legal_moves(pos).empty();
}

namespace detail {

// The generator gives only promotions a promotion piece; the other kinds
// leave those bits zero (as Move::normal and the rest build them). Any
// other bit pattern names no move, so it is never legal, even when its
// squares and kind are.
constexpr bool canonical_encoding(Move move) {
    return move.kind() == MoveKind::promotion || move.promotion_type() == PieceType::knight;
}

}  // namespace detail

// Whether `move` is legal in `pos`: exactly when legal_moves(pos) holds it.
// Accepts any 16-bit move, sensible or not.
constexpr bool is_legal(const Position& pos, Move move) {
    return detail::canonical_encoding(move) && legal_moves(pos).contains(move);
}

// Defined here rather than in position.hpp, after apply(), for the
// assertion's is_legal.
constexpr Position Position::play(Move move) const {
    assert(is_consistent() && "Position::play on an inconsistent position");
    assert(is_legal(*this, move) && "Position::play needs a legal move");
    Position next = *this;
    next.apply(move);
    return next;
}

}  // namespace shakki
