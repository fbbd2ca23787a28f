#pragma once
// The 960 start positions of Chess960 by their standard numbering (Reinhard
// Scharnagl's): the number's digits in mixed radix place the light-squared
// bishop, the dark-squared bishop, the queen and the two knights, and the
// rook, king and rook fill the three squares left, in that order. Number
// 518 is the standard arrangement RNBQKBNR.

#include "types.hpp"

namespace shakki {

inline constexpr int chess960_start_count = 960;
inline constexpr int chess960_standard_number = 518;

namespace detail {

// White's first rank, a to h. Plain arrays, no std::array or lambdas:
// this is compiled, and constant-evaluated, in every translation unit.
struct BackRank {
    PieceType pieces[8];  // NOLINT(*-avoid-c-arrays)

    constexpr bool operator==(const BackRank& other) const {
        for (int file = 0; file < 8; ++file) {
            if (pieces[file] != other.pieces[file]) return false;
        }
        return true;
    }
};

// Places `type` on the `index`-th still empty square (0-based, a to h).
constexpr void place_on_empty(BackRank& rank, bool (&filled)[8], int index, PieceType type) {  // NOLINT(*-avoid-c-arrays)
    for (int file = 0; file < 8; ++file) {
        if (filled[file]) continue;
        if (index-- == 0) {
            rank.pieces[file] = type;
            filled[file] = true;
            return;
        }
    }
}

// White's first rank of start position `number`, which must be 0..959.
constexpr BackRank chess960_back_rank(int number) {
    // The knights' two squares among the five left after the bishops and the
    // queen, for each remaining digit 0..9.
    constexpr int knight_pairs[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},  // NOLINT(*-avoid-c-arrays)
                                         {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
    BackRank rank{};
    bool filled[8] = {};                            // NOLINT(*-avoid-c-arrays)
    const int light_bishop = 2 * (number % 4) + 1;  // b, d, f or h
    number /= 4;
    const int dark_bishop = 2 * (number % 4);  // a, c, e or g
    number /= 4;
    rank.pieces[light_bishop] = PieceType::bishop;
    rank.pieces[dark_bishop] = PieceType::bishop;
    filled[light_bishop] = true;
    filled[dark_bishop] = true;
    place_on_empty(rank, filled, number % 6, PieceType::queen);
    number /= 6;
    // The second knight's index counts the squares left after the first.
    place_on_empty(rank, filled, knight_pairs[number][0], PieceType::knight);
    place_on_empty(rank, filled, knight_pairs[number][1] - 1, PieceType::knight);
    place_on_empty(rank, filled, 0, PieceType::rook);
    place_on_empty(rank, filled, 0, PieceType::king);
    place_on_empty(rank, filled, 0, PieceType::rook);
    return rank;
}

// The number of the start position whose first rank is `rank`, or -1.
constexpr int chess960_number_of(const BackRank& rank) {
    for (int n = 0; n < chess960_start_count; ++n) {
        if (chess960_back_rank(n) == rank) return n;
    }
    return -1;
}

}  // namespace detail

}  // namespace shakki
