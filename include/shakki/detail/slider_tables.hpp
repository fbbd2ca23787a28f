#pragma once
// The fast runtime path for slider attacks: one table lookup per query.
// The index into a square's slice of the table comes from PEXT where the
// target has BMI2, and from a multiply-and-shift magic otherwise. Both are
// filled once at start-up from the portable ray walker, so they cannot
// disagree with it (tests check that anyway).

#include <array>
#include <cstdint>

// The compiler builtin rather than <immintrin.h>, which alone costs more
// compile time than all of shakki.
#if defined(__BMI2__) && !defined(SHAKKI_NO_PEXT) && (defined(__GNUC__) || defined(__clang__))
#define SHAKKI_USE_PEXT 1
#else
#define SHAKKI_USE_PEXT 0
#endif

#include "magic_numbers.hpp"
#include "rays.hpp"

namespace shakki::detail {

// Where one square's attack sets live in the shared table, and how to
// index them.
struct SliderSlot {
    std::uint64_t mask;   // relevant occupancy
    std::uint64_t magic;  // used by the magic path only
    std::uint32_t offset;
    std::uint8_t shift;  // 64 - popcount(mask)

    std::uint32_t index(std::uint64_t occupied) const {
#if SHAKKI_USE_PEXT
        return offset + static_cast<std::uint32_t>(__builtin_ia32_pext_di(occupied, mask));
#else
        return offset + static_cast<std::uint32_t>(((occupied & mask) * magic) >> shift);
#endif
    }
};

// Rook sets need 102400 entries, bishop sets 5248: the sum of 2^popcount(mask).
inline constexpr std::size_t rook_table_size = 102400;
inline constexpr std::size_t bishop_table_size = 5248;

struct SliderTables {
    std::array<SliderSlot, 64> rook_slots{};
    std::array<SliderSlot, 64> bishop_slots{};
    std::array<std::uint64_t, rook_table_size> rook_attacks{};
    std::array<std::uint64_t, bishop_table_size> bishop_attacks{};
    std::array<std::array<std::uint64_t, 64>, 64> between{};
    std::array<std::array<std::uint64_t, 64>, 64> line{};

    // Cold: optimised for size, which also keeps the cost of compiling
    // this start-up code in every translation unit down.
    [[gnu::cold]] SliderTables() {
        fill(rook_slots, rook_attacks.data(), rook_steps, rook_magics, rook_rays);
        fill(bishop_slots, bishop_attacks.data(), bishop_steps, bishop_magics, bishop_rays);
        fill_lines();
    }

private:
    using RayFunction = Bitboard (*)(Square, Bitboard);

    [[gnu::cold]] static void fill(std::array<SliderSlot, 64>& slots, std::uint64_t* table, const std::array<Step, 4>& steps,
                                   const std::array<std::uint64_t, 64>& magics, RayFunction attacks) {
        std::uint32_t offset = 0;
        for (int sq = 0; sq < 64; ++sq) {
            const Square from = static_cast<Square>(sq);
            const std::uint64_t mask = relevant_occupancy(from, steps).bits();
            SliderSlot& slot = slots[static_cast<std::size_t>(sq)];
            slot = {mask, magics[static_cast<std::size_t>(sq)], offset, static_cast<std::uint8_t>(64 - std::popcount(mask))};
            // Visit every subset of the mask (the carry-rippler trick).
            std::uint64_t subset = 0;
            do {
                table[slot.index(subset)] = attacks(from, Bitboard{subset}).bits();
                subset = (subset - mask) & mask;
            } while (subset != 0);
            offset += std::uint32_t{1} << std::popcount(mask);
        }
    }

    // Walks each ray from every square, recording for each square reached
    // what lies between and the whole line through both.
    [[gnu::cold]] void fill_lines() {
        for (int a = 0; a < 64; ++a) {
            for (int dir = 0; dir < 8; ++dir) {
                const int opposite = (dir + 4) % 8;
                const std::uint64_t full_line =
                    empty_board_rays.rays[dir][a] | empty_board_rays.rays[opposite][a] | (std::uint64_t{1} << a);
                std::uint64_t passed = 0;
                for (std::uint64_t ray = empty_board_rays.rays[dir][a]; ray != 0;) {
                    const int b = dir < 4 ? lowest_bit(ray) : highest_bit(ray);
                    between[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = passed;
                    line[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = full_line;
                    passed |= std::uint64_t{1} << b;
                    ray &= ~(std::uint64_t{1} << b);
                }
            }
        }
    }
};

// Filled during static initialisation. Inline variables are initialised
// before any later definition in the same translation unit, so a user's own
// globals defined after including shakki may already use the tables.
inline const SliderTables slider_tables{};

}  // namespace shakki::detail
