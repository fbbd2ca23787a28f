#pragma once
// Perft: the number of leaf nodes of the legal move tree to a fixed depth,
// the standard test of a move generator. The last ply is counted in bulk
// (sizes of target sets) rather than played.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "move_list.hpp"
#include "movegen.hpp"
#include "position.hpp"

namespace shakki {

namespace detail {

template <Color Us>
constexpr std::uint64_t perft(const Position& pos, int depth) {
    if (depth <= 1) {
        if (depth <= 0) return 1;
        CountVisitor count;
        generate<Us>(pos, count);
        return count.count;
    }
    MoveList moves;
    ListVisitor list{moves};
    generate<Us>(pos, list);
    std::uint64_t nodes = 0;
    for (const Move m : moves) nodes += perft<~Us>(UnkeyedPlay::play(pos, m), depth - 1);
    return nodes;
}

}  // namespace detail

// The number of leaf nodes `depth` plies below `pos` (1 at depth 0).
constexpr std::uint64_t perft(const Position& pos, int depth) {
    return pos.side_to_move() == Color::white ? detail::perft<Color::white>(pos, depth) : detail::perft<Color::black>(pos, depth);
}

struct DivideEntry {
    Move move;
    std::uint64_t nodes;
};

// Perft split by root move, in generation order. Entries beyond `size` are
// unused; their nodes sum to perft(pos, depth) for depth >= 1.
struct Divide {
    std::array<DivideEntry, MoveList::capacity> entries{};
    std::size_t size = 0;

    constexpr const DivideEntry* begin() const { return entries.data(); }
    constexpr const DivideEntry* end() const { return entries.data() + size; }
};

constexpr Divide perft_divide(const Position& pos, int depth) {
    Divide divide;
    for (const Move m : legal_moves(pos)) divide.entries[divide.size++] = {m, perft(pos.play(m), depth - 1)};
    return divide;
}

}  // namespace shakki
