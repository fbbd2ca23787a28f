#pragma once
// The 960 start positions of Chess960 by their standard numbering (Reinhard
// Scharnagl's): the number's digits in mixed radix place the light-squared
// bishop, the dark-squared bishop, the queen and the two knights, and the
// rook, king and rook fill the three squares left, in that order. Number
// 518 is the standard arrangement RNBQKBNR.

#include <array>
#include <optional>

#include "types.hpp"

namespace shakki {

inline constexpr int chess960_start_count = 960;
inline constexpr int chess960_standard_number = 518;

namespace detail {

using BackRank = std::array<PieceType, 8>;

// Places `type` on the `index`-th still empty square (0-based, a to h).
constexpr void place_on_empty(BackRank& rank, std::array<bool, 8>& filled, int index, PieceType type) {
    for (std::size_t file = 0; file < 8; ++file) {
        if (filled[file]) continue;
        if (index-- == 0) {
            rank[file] = type;
            filled[file] = true;
            return;
        }
    }
}

// White's first rank of start position `number`, which must be 0..959.
constexpr BackRank chess960_back_rank(int number) {
    // The knights' two squares among the five left after the bishops and the
    // queen, for each remaining digit 0..9.
    constexpr std::array<std::array<int, 2>, 10> knight_pairs{
        {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};
    BackRank rank{};
    std::array<bool, 8> filled{};
    const auto put = [&](int file, PieceType type) {
        rank[static_cast<std::size_t>(file)] = type;
        filled[static_cast<std::size_t>(file)] = true;
    };
    put(2 * (number % 4) + 1, PieceType::bishop);  // b, d, f or h: a light square
    number /= 4;
    put(2 * (number % 4), PieceType::bishop);  // a, c, e or g: a dark square
    number /= 4;
    place_on_empty(rank, filled, number % 6, PieceType::queen);
    number /= 6;
    const auto& knights = knight_pairs[static_cast<std::size_t>(number)];
    // The second knight's index counts the squares left after the first.
    place_on_empty(rank, filled, knights[0], PieceType::knight);
    place_on_empty(rank, filled, knights[1] - 1, PieceType::knight);
    for (const PieceType type : {PieceType::rook, PieceType::king, PieceType::rook}) place_on_empty(rank, filled, 0, type);
    return rank;
}

// The number of the start position whose first rank is `rank`, if any.
constexpr std::optional<int> chess960_number_of(const BackRank& rank) {
    for (int n = 0; n < chess960_start_count; ++n) {
        if (chess960_back_rank(n) == rank) return n;
    }
    return std::nullopt;
}

}  // namespace detail

}  // namespace shakki
