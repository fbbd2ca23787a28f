#pragma once
// Moves as a board frontend sees them: the squares a clicked piece can go
// to, the move a pair of clicks means, and facts about a move for showing
// it (what moved, what was taken, whether it checks). Castling is stored
// as king takes rook (core/move.hpp), which a click on the king's landing square
// must still find, and which must not look like a capture.

#include <cstdint>
#include <optional>
#include <string_view>

#include "../base/enum_name.hpp"
#include "../base/expected.hpp"
#include "attacks.hpp"
#include "bitboard.hpp"
#include "move.hpp"
#include "movegen.hpp"
#include "position.hpp"

namespace shakki {

// The squares a move is shown on: its `to`, or for castling the king's
// landing square (unless the king stays put) and, in Chess960, where
// engines and players also click, the rook's square.
constexpr Bitboard shown_squares(const Position& pos, Move move) {
    if (move.kind() != MoveKind::castling) return Bitboard{move.to()};
    Bitboard squares;
    const Square king_to = castling_king_target(move.from(), move.to());
    if (king_to != move.from()) squares |= king_to;
    if (pos.is_chess960()) squares |= move.to();
    return squares;
}

// Where the piece on `from` can go by a legal move, as shown_squares shows
// them; empty for an empty square, a square off the board, or a piece of
// the side not to move.
constexpr Bitboard destinations(const Position& pos, Square from) {
    Bitboard squares;
    if (!square_from_index(index_of(from))) return squares;
    const Piece piece = pos.piece_on(from);
    if (piece == Piece::none || color_of(piece) != pos.side_to_move()) return squares;
    for (const Move m : legal_moves(pos)) {
        if (m.from() == from) squares |= shown_squares(pos, m);
    }
    return squares;
}

enum class MoveErrorCode : std::uint8_t {
    invalid_square,     // from or to is not a square of the board
    empty_square,       // nothing stands on `from`
    wrong_side,         // the piece on `from` belongs to the side not to move
    promotion_needed,   // a pawn reaches the last rank: ask which piece it becomes
    invalid_promotion,  // a promotion to a pawn or king, or one given for a move that does not promote
    illegal_move,       // the piece cannot go there now
};

constexpr std::string_view enum_name(MoveErrorCode v) {
    return detail::name_in(std::array<std::string_view, 6>{"invalid_square", "empty_square", "wrong_side", "promotion_needed",
                                                           "invalid_promotion", "illegal_move"},
                           v);
}

struct MoveError {
    MoveErrorCode code = MoveErrorCode::illegal_move;
    std::string_view message;
};

namespace detail {

constexpr Unexpected<MoveError> move_failure(MoveErrorCode code) {
    std::string_view message;
    switch (code) {
        case MoveErrorCode::invalid_square:
            message = "a square off the board";
            break;
        case MoveErrorCode::empty_square:
            message = "there is no piece on that square";
            break;
        case MoveErrorCode::wrong_side:
            message = "that piece belongs to the side not to move";
            break;
        case MoveErrorCode::promotion_needed:
            message = "a pawn reaching the last rank must become a queen, rook, bishop or knight: say which";
            break;
        case MoveErrorCode::invalid_promotion:
            message = "a pawn promotes to a queen, rook, bishop or knight, and only on reaching the last rank";
            break;
        case MoveErrorCode::illegal_move:
            message = "that piece cannot go to that square now";
            break;
    }
    return Unexpected<MoveError>{MoveError{code, message}};
}

constexpr bool promotion_piece(PieceType t) {
    return t == PieceType::knight || t == PieceType::bishop || t == PieceType::rook || t == PieceType::queen;
}

}  // namespace detail

// The legal move from `from` to `to`, as a frontend gets them from two
// clicks or a drag. Castling is found both by the king's landing square
// and by king takes rook; when a king's ordinary step lands on the same
// square (possible in Chess960), the step wins, as in parse_uci. A pawn
// reaching the last rank needs `promotion`, and no other move takes one.
constexpr Expected<Move, MoveError> find_move(const Position& pos, Square from, Square to,
                                              std::optional<PieceType> promotion = std::nullopt) {
    if (!square_from_index(index_of(from)) || !square_from_index(index_of(to)))
        return detail::move_failure(MoveErrorCode::invalid_square);
    const Piece piece = pos.piece_on(from);
    if (piece == Piece::none) return detail::move_failure(MoveErrorCode::empty_square);
    if (color_of(piece) != pos.side_to_move()) return detail::move_failure(MoveErrorCode::wrong_side);
    if (promotion && !detail::promotion_piece(*promotion)) return detail::move_failure(MoveErrorCode::invalid_promotion);

    std::optional<Move> castling_by_king_square;
    bool promotes = false;
    bool needless_promotion = false;
    for (const Move m : legal_moves(pos)) {
        if (m.from() != from) continue;
        const bool lands = m.to() == to;
        const bool king_lands = m.kind() == MoveKind::castling && castling_king_target(from, m.to()) == to && to != from;
        if (!lands && !king_lands) continue;
        if (m.kind() == MoveKind::promotion) {
            promotes = true;
            if (promotion.has_value() && *promotion == m.promotion_type()) return m;
        } else if (promotion) {
            needless_promotion = true;
        } else if (lands) {
            return m;  // the exact squares: a step, a capture, or king takes rook
        } else {
            castling_by_king_square = m;
        }
    }
    if (castling_by_king_square) return *castling_by_king_square;
    if (promotes) return detail::move_failure(MoveErrorCode::promotion_needed);
    if (needless_promotion) return detail::move_failure(MoveErrorCode::invalid_promotion);
    return detail::move_failure(MoveErrorCode::illegal_move);
}

// Facts about a move legal in `pos` (the null move has none of them).

constexpr bool is_castling(Move move) { return move.kind() == MoveKind::castling; }
constexpr bool is_promotion(Move move) { return move.kind() == MoveKind::promotion; }
constexpr bool is_en_passant(Move move) { return move.kind() == MoveKind::en_passant; }

// The piece that moves: for castling the king, for a promotion the pawn.
constexpr Piece moved_piece(const Position& pos, Move move) {
    if (move.is_null()) return Piece::none;
    return pos.piece_on(move.from());
}

// The piece taken: the pawn beside for en passant, none for castling
// (whose `to` holds the castling side's own rook).
constexpr Piece captured_piece(const Position& pos, Move move) {
    if (move.is_null() || is_castling(move)) return Piece::none;
    if (is_en_passant(move)) return make_piece(~pos.side_to_move(), PieceType::pawn);
    return pos.piece_on(move.to());
}

constexpr bool is_capture(const Position& pos, Move move) { return captured_piece(pos, move) != Piece::none; }

// Whether the move checks the opponent's king, worked out on the board as
// it will be rather than by playing the move: the moved piece (the rook,
// when castling) attacks the king from where it lands, or a slider of ours
// sees the king through a square the move emptied.
constexpr bool gives_check(const Position& pos, Move move) {
    if (move.is_null()) return false;
    const Color us = pos.side_to_move();
    const Square king = pos.king_square(~us);
    const Square from = move.from();
    Square lands = move.to();
    PieceType lands_as = type_of(pos.piece_on(from));
    Bitboard vacated{from};
    switch (move.kind()) {
        case MoveKind::castling:
            vacated |= move.to();
            lands = castling_rook_target(from, move.to());
            lands_as = PieceType::rook;
            break;
        case MoveKind::en_passant:
            vacated |= Bitboard{move.to() - pawn_push(us)};
            break;
        case MoveKind::promotion:
            lands_as = move.promotion_type();
            break;
        case MoveKind::normal:
            break;
    }
    Bitboard occupied = (pos.pieces() & ~vacated) | Bitboard{lands};
    if (is_castling(move)) occupied |= castling_king_target(from, move.to());

    const Bitboard direct = lands_as == PieceType::pawn ? pawn_attacks(us, lands) : attacks(lands_as, lands, occupied);
    if (direct.contains(king)) return true;
    // Our other sliders, seeing the king through the squares emptied now.
    const Bitboard sliders = (pos.pieces(us, PieceType::bishop, PieceType::queen) & bishop_attacks(king, occupied)) |
                             (pos.pieces(us, PieceType::rook, PieceType::queen) & rook_attacks(king, occupied));
    return !(sliders & ~vacated).empty();
}

}  // namespace shakki
