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

// Leaper attacks of every square, as plain numbers. Written out rather than
// computed: constant evaluation of the loop that makes them costs more, in
// every translation unit, than reading them. The tests' reference move
// generator (tests/test_reference_movegen.cpp), which jumps and steps square
// by square, checks them.
struct LeaperTables {
    std::uint64_t knight[64];   // NOLINT(*-avoid-c-arrays)
    std::uint64_t king[64];     // NOLINT(*-avoid-c-arrays)
    std::uint64_t pawn[2][64];  // NOLINT(*-avoid-c-arrays): by colour
};

// clang-format off
inline constexpr LeaperTables leaper_tables{
    // knight
    {
        0x0000000000020400ULL, 0x0000000000050800ULL, 0x00000000000A1100ULL, 0x0000000000142200ULL,
        0x0000000000284400ULL, 0x0000000000508800ULL, 0x0000000000A01000ULL, 0x0000000000402000ULL,
        0x0000000002040004ULL, 0x0000000005080008ULL, 0x000000000A110011ULL, 0x0000000014220022ULL,
        0x0000000028440044ULL, 0x0000000050880088ULL, 0x00000000A0100010ULL, 0x0000000040200020ULL,
        0x0000000204000402ULL, 0x0000000508000805ULL, 0x0000000A1100110AULL, 0x0000001422002214ULL,
        0x0000002844004428ULL, 0x0000005088008850ULL, 0x000000A0100010A0ULL, 0x0000004020002040ULL,
        0x0000020400040200ULL, 0x0000050800080500ULL, 0x00000A1100110A00ULL, 0x0000142200221400ULL,
        0x0000284400442800ULL, 0x0000508800885000ULL, 0x0000A0100010A000ULL, 0x0000402000204000ULL,
        0x0002040004020000ULL, 0x0005080008050000ULL, 0x000A1100110A0000ULL, 0x0014220022140000ULL,
        0x0028440044280000ULL, 0x0050880088500000ULL, 0x00A0100010A00000ULL, 0x0040200020400000ULL,
        0x0204000402000000ULL, 0x0508000805000000ULL, 0x0A1100110A000000ULL, 0x1422002214000000ULL,
        0x2844004428000000ULL, 0x5088008850000000ULL, 0xA0100010A0000000ULL, 0x4020002040000000ULL,
        0x0400040200000000ULL, 0x0800080500000000ULL, 0x1100110A00000000ULL, 0x2200221400000000ULL,
        0x4400442800000000ULL, 0x8800885000000000ULL, 0x100010A000000000ULL, 0x2000204000000000ULL,
        0x0004020000000000ULL, 0x0008050000000000ULL, 0x00110A0000000000ULL, 0x0022140000000000ULL,
        0x0044280000000000ULL, 0x0088500000000000ULL, 0x0010A00000000000ULL, 0x0020400000000000ULL,
    },
    // king
    {
        0x0000000000000302ULL, 0x0000000000000705ULL, 0x0000000000000E0AULL, 0x0000000000001C14ULL,
        0x0000000000003828ULL, 0x0000000000007050ULL, 0x000000000000E0A0ULL, 0x000000000000C040ULL,
        0x0000000000030203ULL, 0x0000000000070507ULL, 0x00000000000E0A0EULL, 0x00000000001C141CULL,
        0x0000000000382838ULL, 0x0000000000705070ULL, 0x0000000000E0A0E0ULL, 0x0000000000C040C0ULL,
        0x0000000003020300ULL, 0x0000000007050700ULL, 0x000000000E0A0E00ULL, 0x000000001C141C00ULL,
        0x0000000038283800ULL, 0x0000000070507000ULL, 0x00000000E0A0E000ULL, 0x00000000C040C000ULL,
        0x0000000302030000ULL, 0x0000000705070000ULL, 0x0000000E0A0E0000ULL, 0x0000001C141C0000ULL,
        0x0000003828380000ULL, 0x0000007050700000ULL, 0x000000E0A0E00000ULL, 0x000000C040C00000ULL,
        0x0000030203000000ULL, 0x0000070507000000ULL, 0x00000E0A0E000000ULL, 0x00001C141C000000ULL,
        0x0000382838000000ULL, 0x0000705070000000ULL, 0x0000E0A0E0000000ULL, 0x0000C040C0000000ULL,
        0x0003020300000000ULL, 0x0007050700000000ULL, 0x000E0A0E00000000ULL, 0x001C141C00000000ULL,
        0x0038283800000000ULL, 0x0070507000000000ULL, 0x00E0A0E000000000ULL, 0x00C040C000000000ULL,
        0x0302030000000000ULL, 0x0705070000000000ULL, 0x0E0A0E0000000000ULL, 0x1C141C0000000000ULL,
        0x3828380000000000ULL, 0x7050700000000000ULL, 0xE0A0E00000000000ULL, 0xC040C00000000000ULL,
        0x0203000000000000ULL, 0x0507000000000000ULL, 0x0A0E000000000000ULL, 0x141C000000000000ULL,
        0x2838000000000000ULL, 0x5070000000000000ULL, 0xA0E0000000000000ULL, 0x40C0000000000000ULL,
    },
    // pawn: white (north-east and north-west), then black (south-east and south-west)
    {
        {
            0x0000000000000200ULL, 0x0000000000000500ULL, 0x0000000000000A00ULL, 0x0000000000001400ULL,
            0x0000000000002800ULL, 0x0000000000005000ULL, 0x000000000000A000ULL, 0x0000000000004000ULL,
            0x0000000000020000ULL, 0x0000000000050000ULL, 0x00000000000A0000ULL, 0x0000000000140000ULL,
            0x0000000000280000ULL, 0x0000000000500000ULL, 0x0000000000A00000ULL, 0x0000000000400000ULL,
            0x0000000002000000ULL, 0x0000000005000000ULL, 0x000000000A000000ULL, 0x0000000014000000ULL,
            0x0000000028000000ULL, 0x0000000050000000ULL, 0x00000000A0000000ULL, 0x0000000040000000ULL,
            0x0000000200000000ULL, 0x0000000500000000ULL, 0x0000000A00000000ULL, 0x0000001400000000ULL,
            0x0000002800000000ULL, 0x0000005000000000ULL, 0x000000A000000000ULL, 0x0000004000000000ULL,
            0x0000020000000000ULL, 0x0000050000000000ULL, 0x00000A0000000000ULL, 0x0000140000000000ULL,
            0x0000280000000000ULL, 0x0000500000000000ULL, 0x0000A00000000000ULL, 0x0000400000000000ULL,
            0x0002000000000000ULL, 0x0005000000000000ULL, 0x000A000000000000ULL, 0x0014000000000000ULL,
            0x0028000000000000ULL, 0x0050000000000000ULL, 0x00A0000000000000ULL, 0x0040000000000000ULL,
            0x0200000000000000ULL, 0x0500000000000000ULL, 0x0A00000000000000ULL, 0x1400000000000000ULL,
            0x2800000000000000ULL, 0x5000000000000000ULL, 0xA000000000000000ULL, 0x4000000000000000ULL,
            0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
            0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
        },
        {
            0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
            0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
            0x0000000000000002ULL, 0x0000000000000005ULL, 0x000000000000000AULL, 0x0000000000000014ULL,
            0x0000000000000028ULL, 0x0000000000000050ULL, 0x00000000000000A0ULL, 0x0000000000000040ULL,
            0x0000000000000200ULL, 0x0000000000000500ULL, 0x0000000000000A00ULL, 0x0000000000001400ULL,
            0x0000000000002800ULL, 0x0000000000005000ULL, 0x000000000000A000ULL, 0x0000000000004000ULL,
            0x0000000000020000ULL, 0x0000000000050000ULL, 0x00000000000A0000ULL, 0x0000000000140000ULL,
            0x0000000000280000ULL, 0x0000000000500000ULL, 0x0000000000A00000ULL, 0x0000000000400000ULL,
            0x0000000002000000ULL, 0x0000000005000000ULL, 0x000000000A000000ULL, 0x0000000014000000ULL,
            0x0000000028000000ULL, 0x0000000050000000ULL, 0x00000000A0000000ULL, 0x0000000040000000ULL,
            0x0000000200000000ULL, 0x0000000500000000ULL, 0x0000000A00000000ULL, 0x0000001400000000ULL,
            0x0000002800000000ULL, 0x0000005000000000ULL, 0x000000A000000000ULL, 0x0000004000000000ULL,
            0x0000020000000000ULL, 0x0000050000000000ULL, 0x00000A0000000000ULL, 0x0000140000000000ULL,
            0x0000280000000000ULL, 0x0000500000000000ULL, 0x0000A00000000000ULL, 0x0000400000000000ULL,
            0x0002000000000000ULL, 0x0005000000000000ULL, 0x000A000000000000ULL, 0x0014000000000000ULL,
            0x0028000000000000ULL, 0x0050000000000000ULL, 0x00A0000000000000ULL, 0x0040000000000000ULL,
        },
    },
};
// clang-format on

constexpr std::size_t at(Square s) { return static_cast<std::size_t>(index_of(s)); }

}  // namespace detail

constexpr Bitboard pawn_attacks(Color c, Square from) {
    return Bitboard{detail::leaper_tables.pawn[index_of(c)][index_of(from)]};
}
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
