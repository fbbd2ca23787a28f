#pragma once
// Which squares a piece on a square attacks. Leaper tables are computed at
// compile time (they are small); slider attacks and the between/line tables
// take the fast runtime tables, or the portable ray walker during constant
// evaluation.

#include <array>
#include <type_traits>

#include "bitboard.hpp"
#include "detail/rays.hpp"
#include "detail/slider_tables.hpp"

namespace shakki {

namespace detail {

constexpr Bitboard leaper_attacks(Square from, const std::array<Step, 8>& steps, int count) {
    Bitboard attacks;
    for (int i = 0; i < count; ++i) {
        const auto to = square_from_coordinates(index_of(file_of(from)) + steps[static_cast<std::size_t>(i)].file,
                                                index_of(rank_of(from)) + steps[static_cast<std::size_t>(i)].rank);
        if (to) attacks |= *to;
    }
    return attacks;
}

inline constexpr std::array<Step, 8> knight_steps{{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};
inline constexpr std::array<Step, 8> king_steps{{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}};
inline constexpr std::array<Step, 8> white_pawn_steps{{{-1, 1}, {1, 1}}};
inline constexpr std::array<Step, 8> black_pawn_steps{{{-1, -1}, {1, -1}}};

constexpr std::array<Bitboard, 64> leaper_table(const std::array<Step, 8>& steps, int count) {
    std::array<Bitboard, 64> table{};
    for (int sq = 0; sq < 64; ++sq) table[static_cast<std::size_t>(sq)] = leaper_attacks(static_cast<Square>(sq), steps, count);
    return table;
}

inline constexpr std::array<Bitboard, 64> knight_table = leaper_table(knight_steps, 8);
inline constexpr std::array<Bitboard, 64> king_table = leaper_table(king_steps, 8);
inline constexpr std::array<std::array<Bitboard, 64>, 2> pawn_table{leaper_table(white_pawn_steps, 2),
                                                                     leaper_table(black_pawn_steps, 2)};

constexpr std::size_t at(Square s) { return static_cast<std::size_t>(index_of(s)); }

}  // namespace detail

constexpr Bitboard pawn_attacks(Color c, Square from) { return detail::pawn_table[static_cast<std::size_t>(index_of(c))][detail::at(from)]; }
constexpr Bitboard knight_attacks(Square from) { return detail::knight_table[detail::at(from)]; }
constexpr Bitboard king_attacks(Square from) { return detail::king_table[detail::at(from)]; }

constexpr Bitboard rook_attacks(Square from, Bitboard occupied) {
    if (std::is_constant_evaluated()) return detail::rook_rays(from, occupied);
    const auto& slot = detail::slider_tables.rook_slots[detail::at(from)];
    return Bitboard{detail::slider_tables.rook_attacks[slot.index(occupied.bits())]};
}

constexpr Bitboard bishop_attacks(Square from, Bitboard occupied) {
    if (std::is_constant_evaluated()) return detail::bishop_rays(from, occupied);
    const auto& slot = detail::slider_tables.bishop_slots[detail::at(from)];
    return Bitboard{detail::slider_tables.bishop_attacks[slot.index(occupied.bits())]};
}

constexpr Bitboard queen_attacks(Square from, Bitboard occupied) {
    return rook_attacks(from, occupied) | bishop_attacks(from, occupied);
}

// Attacks of any piece type but pawns (whose attacks depend on colour).
constexpr Bitboard attacks(PieceType type, Square from, Bitboard occupied) {
    switch (type) {
        case PieceType::knight: return knight_attacks(from);
        case PieceType::bishop: return bishop_attacks(from, occupied);
        case PieceType::rook: return rook_attacks(from, occupied);
        case PieceType::queen: return queen_attacks(from, occupied);
        case PieceType::king: return king_attacks(from);
        case PieceType::pawn: break;
    }
    return {};
}

// Squares strictly between two aligned squares; empty when not aligned.
constexpr Bitboard between(Square a, Square b) {
    if (std::is_constant_evaluated()) return detail::squares_between(a, b);
    return Bitboard{detail::slider_tables.between[detail::at(a)][detail::at(b)]};
}

// The full line through two aligned squares; empty when not aligned.
constexpr Bitboard line(Square a, Square b) {
    if (std::is_constant_evaluated()) return detail::line_through(a, b);
    return Bitboard{detail::slider_tables.line[detail::at(a)][detail::at(b)]};
}

}  // namespace shakki
