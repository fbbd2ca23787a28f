#pragma once
// Which squares a piece on a square attacks. Leaper tables are computed at
// compile time (they are small); slider attacks and the between/line tables
// take the fast runtime tables, or the portable ray walker during constant
// evaluation.

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "bitboard.hpp"
#include "detail/rays.hpp"
#include "detail/slider_tables.hpp"

namespace shakki {

namespace detail {

// Leaper attacks of every square, as plain numbers, computed by shifting
// in one loop: cheap to evaluate in every translation unit that includes
// shakki (constant evaluation pays for each call, and for templates).
struct LeaperTables {
    std::uint64_t knight[64];   // NOLINT(*-avoid-c-arrays)
    std::uint64_t king[64];     // NOLINT(*-avoid-c-arrays)
    std::uint64_t pawn[2][64];  // NOLINT(*-avoid-c-arrays): by colour
};

inline constexpr LeaperTables leaper_tables = [] {
    constexpr std::uint64_t not_file_a = ~std::uint64_t{0x0101010101010101};
    constexpr std::uint64_t not_file_h = ~std::uint64_t{0x8080808080808080};
    LeaperTables t{};
    for (int sq = 0; sq < 64; ++sq) {
        const std::uint64_t b = std::uint64_t{1} << sq;
        const std::uint64_t east = (b & not_file_h) << 1;
        const std::uint64_t west = (b & not_file_a) >> 1;
        const std::uint64_t one_file = east | west;
        const std::uint64_t two_files = ((east & not_file_h) << 1) | ((west & not_file_a) >> 1);
        t.knight[sq] = (one_file << 16) | (one_file >> 16) | (two_files << 8) | (two_files >> 8);
        const std::uint64_t row = b | one_file;
        t.king[sq] = (row | (row << 8) | (row >> 8)) & ~b;
        t.pawn[0][sq] = one_file << 8;  // white: north-east and north-west
        t.pawn[1][sq] = one_file >> 8;  // black: south-east and south-west
    }
    return t;
}();

constexpr std::size_t at(Square s) { return static_cast<std::size_t>(index_of(s)); }

}  // namespace detail

constexpr Bitboard pawn_attacks(Color c, Square from) { return Bitboard{detail::leaper_tables.pawn[index_of(c)][index_of(from)]}; }
constexpr Bitboard knight_attacks(Square from) { return Bitboard{detail::leaper_tables.knight[index_of(from)]}; }
constexpr Bitboard king_attacks(Square from) { return Bitboard{detail::leaper_tables.king[index_of(from)]}; }

namespace detail {

// Slider attacks, between and line for code that looks up many (the move
// generator): making a SliderLookup sees to it that the runtime tables are
// filled, once rather than at every lookup; in constant evaluation it does
// nothing, and the lookups take the classical path.
class SliderLookup {
public:
    constexpr SliderLookup() {
        if (!std::is_constant_evaluated()) slider_tables();
    }

    constexpr Bitboard rook(Square from, Bitboard occupied) const {
        if (std::is_constant_evaluated()) return rook_rays(from, occupied);
        return Bitboard{slider_table_storage.rook(index_of(from), occupied.bits())};
    }
    constexpr Bitboard bishop(Square from, Bitboard occupied) const {
        if (std::is_constant_evaluated()) return bishop_rays(from, occupied);
        return Bitboard{slider_table_storage.bishop(index_of(from), occupied.bits())};
    }
    constexpr Bitboard between(Square a, Square b) const {
        if (std::is_constant_evaluated()) return squares_between(a, b);
        return Bitboard{slider_table_storage.between[at(a)][at(b)]};
    }
    constexpr Bitboard line(Square a, Square b) const {
        if (std::is_constant_evaluated()) return line_through(a, b);
        return Bitboard{slider_table_storage.line[at(a)][at(b)]};
    }
};

}  // namespace detail

// Constant evaluation takes the classical lookup; run time, the tables.
constexpr Bitboard rook_attacks(Square from, Bitboard occupied) {
    if (std::is_constant_evaluated()) return detail::rook_rays(from, occupied);
    return Bitboard{detail::slider_tables().rook(index_of(from), occupied.bits())};
}

constexpr Bitboard bishop_attacks(Square from, Bitboard occupied) {
    if (std::is_constant_evaluated()) return detail::bishop_rays(from, occupied);
    return Bitboard{detail::slider_tables().bishop(index_of(from), occupied.bits())};
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
    return Bitboard{detail::slider_tables().between[index_of(a)][index_of(b)]};
}

// The full line through two aligned squares; empty when not aligned.
constexpr Bitboard line(Square a, Square b) {
    if (std::is_constant_evaluated()) return detail::line_through(a, b);
    return Bitboard{detail::slider_tables().line[index_of(a)][index_of(b)]};
}

}  // namespace shakki
