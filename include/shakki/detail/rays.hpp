#pragma once
// The portable path for slider attacks: walk each ray square by square until
// it leaves the board or hits an occupied square. Slow but constexpr, so it
// serves compile-time evaluation and fills the runtime lookup tables.

#include <array>

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

constexpr Bitboard rook_rays(Square from, Bitboard occupied) { return ray_attacks(from, occupied, rook_steps); }
constexpr Bitboard bishop_rays(Square from, Bitboard occupied) { return ray_attacks(from, occupied, bishop_steps); }

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

// Squares strictly between a and b when they share a rank, file or
// diagonal; the empty set otherwise.
constexpr Bitboard squares_between(Square a, Square b) {
    const int df = index_of(file_of(b)) - index_of(file_of(a));
    const int dr = index_of(rank_of(b)) - index_of(rank_of(a));
    const bool aligned = (df == 0) != (dr == 0) || (df != 0 && (df == dr || df == -dr));
    if (!aligned) return {};
    const int step_file = (df > 0) - (df < 0);
    const int step_rank = (dr > 0) - (dr < 0);
    Bitboard between;
    int file = index_of(file_of(a)) + step_file;
    int rank = index_of(rank_of(a)) + step_rank;
    while (file != index_of(file_of(b)) || rank != index_of(rank_of(b))) {
        between |= static_cast<Square>(rank * 8 + file);
        file += step_file;
        rank += step_rank;
    }
    return between;
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
