#pragma once
// Position keys in the Polyglot opening-book scheme, so shakki's keys match
// other tools and books byte for byte.

#include <cstddef>
#include <cstdint>

#include "detail/polyglot_random.hpp"
#include "types.hpp"

namespace shakki::zobrist {

// Polyglot orders pieces black-then-white within each type.
constexpr std::uint64_t piece(Piece p, Square s) {
    const int kind = 2 * index_of(type_of(p)) + (color_of(p) == Color::white ? 1 : 0);
    return detail::polyglot_random[static_cast<std::size_t>(64 * kind + index_of(s))];
}

// One entry per right; a set of rights hashes as the XOR of its members.
constexpr std::uint64_t castling(CastlingRights rights) {
    std::uint64_t key = 0;
    for (int i = 0; i < 4; ++i) {
        if (has(rights, static_cast<CastlingRights>(1U << i))) key ^= detail::polyglot_random[static_cast<std::size_t>(768 + i)];
    }
    return key;
}

constexpr std::uint64_t en_passant(File f) { return detail::polyglot_random[static_cast<std::size_t>(772 + index_of(f))]; }

inline constexpr std::uint64_t white_to_move = detail::polyglot_random[780];

}  // namespace shakki::zobrist
