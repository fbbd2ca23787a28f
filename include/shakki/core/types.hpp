#pragma once
// The game's vocabulary: colours, piece types, pieces, files, ranks, squares,
// directions and castling rights, as scoped enums with constexpr helpers.
//
// Values built from integers go through the `*_from_index` functions, which
// return an empty optional for anything out of range, so no caller ever holds
// an invalid square or piece by accident.

#include <cstdint>
#include <optional>

#include "../base/enum_name.hpp"

namespace shakki {

enum class Color : std::uint8_t { white, black };

constexpr Color operator~(Color c) { return static_cast<Color>(static_cast<std::uint8_t>(c) ^ 1U); }
constexpr int index_of(Color c) { return static_cast<int>(c); }

enum class PieceType : std::uint8_t { pawn, knight, bishop, rook, queen, king };

constexpr int index_of(PieceType t) { return static_cast<int>(t); }
inline constexpr int piece_type_count = 6;

// A coloured piece. The encoding (colour * 8 + type) keeps `none` apart and
// lets colour and type be read with a shift and a mask.
enum class Piece : std::uint8_t {
    white_pawn = 0,
    white_knight,
    white_bishop,
    white_rook,
    white_queen,
    white_king,
    black_pawn = 8,
    black_knight,
    black_bishop,
    black_rook,
    black_queen,
    black_king,
    none = 16,
};

constexpr Piece make_piece(Color c, PieceType t) { return static_cast<Piece>(index_of(c) * 8 + index_of(t)); }
constexpr Color color_of(Piece p) { return static_cast<Color>(static_cast<std::uint8_t>(p) >> 3); }
constexpr PieceType type_of(Piece p) { return static_cast<PieceType>(static_cast<std::uint8_t>(p) & 7U); }

enum class File : std::uint8_t { a, b, c, d, e, f, g, h };
enum class Rank : std::uint8_t { r1, r2, r3, r4, r5, r6, r7, r8 };

constexpr int index_of(File f) { return static_cast<int>(f); }
constexpr int index_of(Rank r) { return static_cast<int>(r); }

// clang-format off
enum class Square : std::uint8_t {
    a1, b1, c1, d1, e1, f1, g1, h1,
    a2, b2, c2, d2, e2, f2, g2, h2,
    a3, b3, c3, d3, e3, f3, g3, h3,
    a4, b4, c4, d4, e4, f4, g4, h4,
    a5, b5, c5, d5, e5, f5, g5, h5,
    a6, b6, c6, d6, e6, f6, g6, h6,
    a7, b7, c7, d7, e7, f7, g7, h7,
    a8, b8, c8, d8, e8, f8, g8, h8,
    none,
};
// clang-format on

inline constexpr int square_count = 64;

constexpr int index_of(Square s) { return static_cast<int>(s); }
constexpr File file_of(Square s) { return static_cast<File>(index_of(s) & 7); }
constexpr Rank rank_of(Square s) { return static_cast<Rank>(index_of(s) >> 3); }
constexpr Square make_square(File f, Rank r) { return static_cast<Square>(index_of(r) * 8 + index_of(f)); }

namespace detail {

constexpr bool square_index_in_range(int index) { return index >= 0 && index < square_count; }
constexpr bool piece_index_in_range(int index) { return index >= 0 && index <= 13 && (index & 7) <= 5; }

}  // namespace detail

constexpr std::optional<Square> square_from_index(int index) {
    if (!detail::square_index_in_range(index)) return std::nullopt;
    return static_cast<Square>(index);
}
constexpr std::optional<Square> square_from_coordinates(int file, int rank) {
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return std::nullopt;
    return static_cast<Square>(rank * 8 + file);
}
constexpr std::optional<Piece> piece_from_index(int index) {
    if (!detail::piece_index_in_range(index)) return std::nullopt;
    return static_cast<Piece>(index);
}

// The rank as seen from `c`'s side: White's rank 2 is Black's rank 7.
constexpr Rank relative_rank(Color c, Rank r) { return c == Color::white ? r : static_cast<Rank>(7 - index_of(r)); }
constexpr Square relative_square(Color c, Square s) { return c == Color::white ? s : static_cast<Square>(index_of(s) ^ 56); }

// Board directions as square-index offsets.
enum class Direction : std::int8_t {
    north = 8,
    south = -8,
    east = 1,
    west = -1,
    north_east = 9,
    north_west = 7,
    south_east = -7,
    south_west = -9,
};

constexpr Direction pawn_push(Color c) { return c == Color::white ? Direction::north : Direction::south; }

// Moves a square along a direction; the caller guarantees the result is on
// the board (board-edge checks live with the code that walks rays).
constexpr Square operator+(Square s, Direction d) { return static_cast<Square>(index_of(s) + static_cast<int>(d)); }
constexpr Square operator-(Square s, Direction d) { return static_cast<Square>(index_of(s) - static_cast<int>(d)); }

// Castling rights as a four-bit set. Each right names a side and a wing; the
// rook it castles with is kept by the position, so Chess960 needs no new type.
enum class CastlingRights : std::uint8_t {
    none = 0,
    white_king_side = 1,
    white_queen_side = 2,
    black_king_side = 4,
    black_queen_side = 8,
    white = 3,
    black = 12,
    all = 15,
};

constexpr CastlingRights operator|(CastlingRights a, CastlingRights b) {
    return static_cast<CastlingRights>(static_cast<std::uint8_t>(a) | static_cast<std::uint8_t>(b));
}
constexpr CastlingRights operator&(CastlingRights a, CastlingRights b) {
    return static_cast<CastlingRights>(static_cast<std::uint8_t>(a) & static_cast<std::uint8_t>(b));
}
constexpr CastlingRights operator~(CastlingRights a) { return static_cast<CastlingRights>(~static_cast<std::uint8_t>(a) & 15U); }
constexpr bool has(CastlingRights set, CastlingRights right) { return (set & right) != CastlingRights::none; }

enum class CastlingSide : std::uint8_t { king_side, queen_side };

constexpr CastlingRights castling_right(Color c, CastlingSide side) {
    return static_cast<CastlingRights>(1U << (index_of(c) * 2 + static_cast<int>(side)));
}
// Index 0..3 of a single right, for per-right tables.
constexpr int castling_index(Color c, CastlingSide side) { return index_of(c) * 2 + static_cast<int>(side); }

// The castling rules a position is played by: standard chess or Chess960. In
// Chess960 (Fischer random) the king and the castling rooks start anywhere
// on the first rank, the king between the rooks, and castling moves them to
// the squares standard castling does. Notation differs with them: FEN's
// castling field and UCI's castling move (king takes rook).
enum class CastlingMode : std::uint8_t { standard, chess960 };

// The names to print: each enumerator as written in the code, empty for a
// value no enumerator has.
constexpr std::string_view enum_name(Color v) { return detail::name_in(std::array<std::string_view, 2>{"white", "black"}, v); }
constexpr std::string_view enum_name(PieceType v) {
    return detail::name_in(std::array<std::string_view, 6>{"pawn", "knight", "bishop", "rook", "queen", "king"}, v);
}
constexpr std::string_view enum_name(Piece v) {
    if (v == Piece::none) return "none";
    if (!piece_from_index(static_cast<int>(v))) return {};
    return color_of(v) == Color::white
               ? detail::name_in(std::array<std::string_view, 6>{"white_pawn", "white_knight", "white_bishop", "white_rook",
                                                                 "white_queen", "white_king"},
                                 type_of(v))
               : detail::name_in(std::array<std::string_view, 6>{"black_pawn", "black_knight", "black_bishop", "black_rook",
                                                                 "black_queen", "black_king"},
                                 type_of(v));
}
constexpr std::string_view enum_name(File v) {
    return detail::name_in(std::array<std::string_view, 8>{"a", "b", "c", "d", "e", "f", "g", "h"}, v);
}
constexpr std::string_view enum_name(Rank v) {
    return detail::name_in(std::array<std::string_view, 8>{"1", "2", "3", "4", "5", "6", "7", "8"}, v);
}
constexpr std::string_view enum_name(Direction v) {
    switch (v) {
        case Direction::north:
            return "north";
        case Direction::south:
            return "south";
        case Direction::east:
            return "east";
        case Direction::west:
            return "west";
        case Direction::north_east:
            return "north_east";
        case Direction::north_west:
            return "north_west";
        case Direction::south_east:
            return "south_east";
        case Direction::south_west:
            return "south_west";
    }
    return {};
}
constexpr std::string_view enum_name(CastlingSide v) {
    return detail::name_in(std::array<std::string_view, 2>{"king_side", "queen_side"}, v);
}
constexpr std::string_view enum_name(CastlingMode v) {
    return detail::name_in(std::array<std::string_view, 2>{"standard", "chess960"}, v);
}

}  // namespace shakki
