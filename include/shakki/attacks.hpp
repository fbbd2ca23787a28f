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

// Leaper attacks of a whole set at once, by shifting: cheap enough to
// evaluate in every translation unit that includes shakki.
constexpr Bitboard knight_attack_set(Bitboard b) {
    const Bitboard east = shift<Direction::east>(b);
    const Bitboard west = shift<Direction::west>(b);
    const Bitboard east2 = shift<Direction::east>(east);
    const Bitboard west2 = shift<Direction::west>(west);
    const Bitboard one_file = east | west;
    const Bitboard two_files = east2 | west2;
    return Bitboard{(one_file.bits() << 16) | (one_file.bits() >> 16) | (two_files.bits() << 8) | (two_files.bits() >> 8)};
}

constexpr Bitboard king_attack_set(Bitboard b) {
    const Bitboard row = b | shift<Direction::east>(b) | shift<Direction::west>(b);
    return (row | shift<Direction::north>(row) | shift<Direction::south>(row)) & ~b;
}

template <Color C>
constexpr Bitboard pawn_attack_set(Bitboard b) {
    if constexpr (C == Color::white)
        return shift<Direction::north_east>(b) | shift<Direction::north_west>(b);
    else
        return shift<Direction::south_east>(b) | shift<Direction::south_west>(b);
}

template <Bitboard (*Attacks)(Bitboard)>
constexpr std::array<Bitboard, 64> leaper_table() {
    std::array<Bitboard, 64> table{};
    for (int sq = 0; sq < 64; ++sq) table[static_cast<std::size_t>(sq)] = Attacks(static_cast<Square>(sq));
    return table;
}

inline constexpr std::array<Bitboard, 64> knight_table = leaper_table<knight_attack_set>();
inline constexpr std::array<Bitboard, 64> king_table = leaper_table<king_attack_set>();
inline constexpr std::array<std::array<Bitboard, 64>, 2> pawn_table{leaper_table<pawn_attack_set<Color::white>>(),
                                                                    leaper_table<pawn_attack_set<Color::black>>()};

constexpr std::size_t at(Square s) { return static_cast<std::size_t>(index_of(s)); }

}  // namespace detail

constexpr Bitboard pawn_attacks(Color c, Square from) {
    return detail::pawn_table[static_cast<std::size_t>(index_of(c))][detail::at(from)];
}
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
        case PieceType::knight:
            return knight_attacks(from);
        case PieceType::bishop:
            return bishop_attacks(from, occupied);
        case PieceType::rook:
            return rook_attacks(from, occupied);
        case PieceType::queen:
            return queen_attacks(from, occupied);
        case PieceType::king:
            return king_attacks(from);
        case PieceType::pawn:
            break;
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
