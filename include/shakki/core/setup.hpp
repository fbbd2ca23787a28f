#pragma once
// A raw arrangement of pieces and state, not yet known to be a legal chess
// position. FEN parsing produces a Setup; Position::from_setup validates it.

#include <array>
#include <cstdint>
#include <string_view>

#include "../base/enum_name.hpp"
#include "types.hpp"

namespace shakki {

// The halfmove clock and the fullmove number stop at this value instead of
// wrapping to 0: it is the largest FEN reading accepts, so every position
// writes a FEN that reads back as itself. (A game reaches it only after
// 65,535 moves, far past any automatic ending.)
inline constexpr std::uint16_t counter_limit = 65535;

// Any value fits in any field; Position::from_setup refuses those no
// enumerator names, such as a Piece of 6 or a Color of 2.
struct Setup {
    std::array<Piece, 64> board = filled_board();
    Color side_to_move = Color::white;
    CastlingRights castling = CastlingRights::none;
    Square en_passant = Square::none;
    std::uint16_t halfmove_clock = 0;
    std::uint16_t fullmove_number = 1;  // from 1
    CastlingMode castling_mode = CastlingMode::standard;
    // The rook each castling right castles with, in the order of the rights'
    // bits (white king side, white queen side, black king side, black queen
    // side). Square::none means the usual one: the corner rook in standard
    // chess, the outermost rook on that side of the king in Chess960 (X-FEN's
    // K and Q). Entries of rights not held are ignored.
    std::array<Square, 4> castling_rooks{Square::none, Square::none, Square::none, Square::none};

    constexpr Piece& operator[](Square s) { return board[static_cast<std::size_t>(index_of(s))]; }
    constexpr Piece operator[](Square s) const { return board[static_cast<std::size_t>(index_of(s))]; }

private:
    static constexpr std::array<Piece, 64> filled_board() {
        std::array<Piece, 64> b{};
        for (Piece& p : b) p = Piece::none;
        return b;
    }
};

// Why a Setup is not a legal position.
enum class SetupErrorCode : std::uint8_t {
    king_count,          // not exactly one king per side
    pawn_on_back_rank,   // a pawn on rank 1 or 8
    too_many_pawns,      // more than 8 pawns of one colour
    too_many_pieces,     // more than 16 pieces of one colour
    opponent_in_check,   // the side not to move is in check
    invalid_castling,    // a castling right without its king and rook at home (see describe)
    invalid_en_passant,  // en passant square not behind a just-double-stepped pawn
    impossible_check,    // checkers no legal last move could have produced
    // Values outside their type's range, which FEN reading never produces:
    piece_out_of_range,          // a board entry that is neither a piece nor Piece::none
    side_out_of_range,           // a side to move other than white or black
    castling_out_of_range,       // bits set beyond the four castling rights
    en_passant_out_of_range,     // an en passant square that is neither a square nor Square::none
    fullmove_number_zero,        // the fullmove number counts from 1
    castling_rook_out_of_range,  // a castling rook that is neither a square nor Square::none
    castling_mode_out_of_range,  // a castling mode other than standard or chess960
};

constexpr std::string_view enum_name(SetupErrorCode v) {
    return detail::name_in(
        std::array<std::string_view, 15>{
            "king_count", "pawn_on_back_rank", "too_many_pawns", "too_many_pieces", "opponent_in_check", "invalid_castling",
            "invalid_en_passant", "impossible_check", "piece_out_of_range", "side_out_of_range", "castling_out_of_range",
            "en_passant_out_of_range", "fullmove_number_zero", "castling_rook_out_of_range", "castling_mode_out_of_range"},
        v);
}

constexpr std::string_view describe(SetupErrorCode e) {
    switch (e) {
        case SetupErrorCode::king_count:
            return "each side must have exactly one king";
        case SetupErrorCode::pawn_on_back_rank:
            return "pawns cannot stand on the first or last rank";
        case SetupErrorCode::too_many_pawns:
            return "a side cannot have more than 8 pawns";
        case SetupErrorCode::too_many_pieces:
            return "a side cannot have more than 16 pieces";
        case SetupErrorCode::opponent_in_check:
            return "the side not to move is in check";
        case SetupErrorCode::invalid_castling:
            return "castling right without its king and rook on the first rank (in standard chess: the king on e1 or e8 and "
                   "the rook in the corner; in Chess960: the rook on that side of the king)";
        case SetupErrorCode::invalid_en_passant:
            return "en passant square must be empty, on the third or sixth rank, behind a pawn that could just have moved two "
                   "squares";
        case SetupErrorCode::impossible_check:
            return "the side to move is in a check no legal move could give";
        case SetupErrorCode::piece_out_of_range:
            return "a board entry is neither a piece nor empty";
        case SetupErrorCode::side_out_of_range:
            return "the side to move must be white or black";
        case SetupErrorCode::castling_out_of_range:
            return "castling rights hold bits beyond the four rights";
        case SetupErrorCode::en_passant_out_of_range:
            return "the en passant square must be a square of the board or none";
        case SetupErrorCode::fullmove_number_zero:
            return "the fullmove number starts at 1";
        case SetupErrorCode::castling_rook_out_of_range:
            return "a castling rook must be a square of the board or none";
        case SetupErrorCode::castling_mode_out_of_range:
            return "the castling mode must be standard or chess960";
    }
    return "invalid position";
}

// The error and, where one square is to blame, that square. The message
// is describe(code), the one place each is written.
struct SetupError {
    SetupErrorCode code = SetupErrorCode::king_count;
    Square square = Square::none;
    std::string_view message = describe(code);
};

}  // namespace shakki
