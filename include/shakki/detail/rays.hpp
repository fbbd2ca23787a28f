#pragma once
// The portable path for slider attacks: walk each ray square by square until
// it leaves the board or hits an occupied square. Slow but constexpr, so it
// serves compile-time evaluation and fills the runtime lookup tables.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "../bitboard.hpp"

namespace shakki::detail {

struct Step {
    int file;
    int rank;
};

inline constexpr std::array<Step, 4> rook_steps{{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}};
inline constexpr std::array<Step, 4> bishop_steps{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

constexpr Bitboard ray_attacks(Square from, Bitboard occupied, const std::array<Step, 4>& steps) {
    Bitboard attacks;
    for (const Step step : steps) {
        int file = index_of(file_of(from)) + step.file;
        int rank = index_of(rank_of(from)) + step.rank;
        while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
            const Square s = static_cast<Square>(rank * 8 + file);
            attacks |= s;
            if (occupied.contains(s)) break;
            file += step.file;
            rank += step.rank;
        }
    }
    return attacks;
}

// Empty-board rays by direction, for the cheaper "classical" lookup that
// constant evaluation uses (compilers limit the steps it may take).
// Directions 0-3 point up the board (increasing square index), 4-7 down.
inline constexpr std::array<Step, 8> ray_steps{{{1, 0}, {0, 1}, {1, 1}, {-1, 1}, {-1, 0}, {0, -1}, {-1, -1}, {1, -1}}};

struct RayTable {
    std::uint64_t rays[8][64];  // NOLINT: a raw array keeps constant evaluation cheap
};

// Built by extending each square's ray by its neighbour's, visiting squares
// so that the neighbour is always done first: cheap to evaluate in every
// translation unit.
inline constexpr RayTable empty_board_rays = [] {
    RayTable table{};
    for (std::size_t dir = 0; dir < 8; ++dir) {
        const Step step = ray_steps[dir];
        const bool upwards = dir < 4;
        for (int i = 0; i < 64; ++i) {
            const int sq = upwards ? 63 - i : i;
            const int file = (sq & 7) + step.file;
            const int rank = (sq >> 3) + step.rank;
            if (file < 0 || file > 7 || rank < 0 || rank > 7) continue;
            const int next = rank * 8 + file;
            table.rays[dir][sq] = (std::uint64_t{1} << next) | table.rays[dir][next];
        }
    }
    return table;
}();

// Attacks along one direction: the ray, cut behind its first blocker.
// Written on raw integers because constant evaluation is charged per call.
template <int Dir>
constexpr std::uint64_t ray_until_blocked(int from, std::uint64_t occupied) {
    const std::uint64_t ray = empty_board_rays.rays[Dir][from];
    const std::uint64_t blockers = ray & occupied;
    if (blockers == 0) return ray;
    const int first = Dir < 4 ? lowest_bit(blockers) : highest_bit(blockers);
    return ray ^ empty_board_rays.rays[Dir][first];
}

constexpr Bitboard rook_rays(Square from, Bitboard occupied) {
    const int s = index_of(from);
    const std::uint64_t occ = occupied.bits();
    return Bitboard{ray_until_blocked<0>(s, occ) | ray_until_blocked<1>(s, occ) | ray_until_blocked<4>(s, occ) |
                    ray_until_blocked<5>(s, occ)};
}
constexpr Bitboard bishop_rays(Square from, Bitboard occupied) {
    const int s = index_of(from);
    const std::uint64_t occ = occupied.bits();
    return Bitboard{ray_until_blocked<2>(s, occ) | ray_until_blocked<3>(s, occ) | ray_until_blocked<6>(s, occ) |
                    ray_until_blocked<7>(s, occ)};
}

// The squares whose occupancy can change a slider's attacks from `from`:
// its empty-board rays without the board edge each ray ends on.
constexpr Bitboard relevant_occupancy(Square from, const std::array<Step, 4>& steps) {
    Bitboard mask;
    for (const Step step : steps) {
        int file = index_of(file_of(from)) + step.file;
        int rank = index_of(rank_of(from)) + step.rank;
        while (file + step.file >= 0 && file + step.file < 8 && rank + step.rank >= 0 && rank + step.rank < 8) {
            mask |= static_cast<Square>(rank * 8 + file);
            file += step.file;
            rank += step.rank;
        }
    }
    return mask;
}

// The direction (index into ray_steps) leading from a to b, or -1 when
// they share no rank, file or diagonal.
constexpr int direction_between(int a, int b) {
    const int df = (b & 7) - (a & 7);
    const int dr = (b >> 3) - (a >> 3);
    if (a == b || (df != 0 && dr != 0 && df != dr && df != -dr)) return -1;
    const int sf = (df > 0) - (df < 0);
    const int sr = (dr > 0) - (dr < 0);
    for (int dir = 0; dir < 8; ++dir) {
        if (ray_steps[static_cast<std::size_t>(dir)].file == sf && ray_steps[static_cast<std::size_t>(dir)].rank == sr)
            return dir;
    }
    return -1;
}

// Squares strictly between a and b when they share a rank, file or
// diagonal; the empty set otherwise.
constexpr Bitboard squares_between(Square a, Square b) {
    const int dir = direction_between(index_of(a), index_of(b));
    if (dir < 0) return {};
    const auto& rays = empty_board_rays.rays[dir];
    return Bitboard{(rays[index_of(a)] ^ rays[index_of(b)]) & ~(std::uint64_t{1} << index_of(b))};
}

// The whole line (edge to edge) through a and b when aligned, else empty.
constexpr Bitboard line_through(Square a, Square b) {
    if (a == b) return {};
    const Bitboard empty;
    if (rook_rays(a, empty).contains(b)) return (rook_rays(a, empty) & rook_rays(b, empty)) | a | b;
    if (bishop_rays(a, empty).contains(b)) return (bishop_rays(a, empty) & bishop_rays(b, empty)) | a | b;
    return {};
}

}  // namespace shakki::detail
