#pragma once
// A raw arrangement of pieces and state, not yet known to be a legal chess
// position. FEN parsing produces a Setup; Position::from_setup validates it.

#include <array>
#include <cstdint>
#include <string_view>

#include "types.hpp"

namespace shakki {

struct Setup {
    std::array<Piece, 64> board = filled_board();
    Color side_to_move = Color::white;
    CastlingRights castling = CastlingRights::none;
    Square en_passant = Square::none;
    std::uint16_t halfmove_clock = 0;
    std::uint16_t fullmove_number = 1;

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
enum class PositionError : std::uint8_t {
    king_count,          // not exactly one king per side
    pawn_on_back_rank,   // a pawn on rank 1 or 8
    too_many_pawns,      // more than 8 pawns of one colour
    too_many_pieces,     // more than 16 pieces of one colour
    opponent_in_check,   // the side not to move is in check
    invalid_castling,    // a castling right without its king and rook at home
    invalid_en_passant,  // en passant square not behind a just-double-stepped pawn
    impossible_check,    // checkers no legal last move could have produced
};

constexpr std::string_view describe(PositionError e) {
    switch (e) {
        case PositionError::king_count:
            return "each side must have exactly one king";
        case PositionError::pawn_on_back_rank:
            return "pawns cannot stand on the first or last rank";
        case PositionError::too_many_pawns:
            return "a side cannot have more than 8 pawns";
        case PositionError::too_many_pieces:
            return "a side cannot have more than 16 pieces";
        case PositionError::opponent_in_check:
            return "the side not to move is in check";
        case PositionError::invalid_castling:
            return "castling right without king and rook on their start squares";
        case PositionError::invalid_en_passant:
            return "en passant square must be empty, on the third or sixth rank, behind a pawn that could just have moved two "
                   "squares";
        case PositionError::impossible_check:
            return "the side to move is in a check no legal move could give";
    }
    return "invalid position";
}

// The error and, where one square is to blame, that square.
struct SetupError {
    PositionError code;
    Square square = Square::none;
};

}  // namespace shakki
