#pragma once
// The fast runtime path for slider attacks: one table lookup per query.
// The index into a square's slice of the table comes from PEXT where the
// target has BMI2, and from a multiply-and-shift magic otherwise. Both are
// filled once at start-up from the portable ray walker, so they cannot
// disagree with it (tests check that anyway).

#include <array>
#include <cstdint>

#if defined(__BMI2__) && !defined(SHAKKI_NO_PEXT)
#include <immintrin.h>
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
    std::uint8_t shift;   // 64 - popcount(mask)

    std::uint32_t index(std::uint64_t occupied) const {
#if SHAKKI_USE_PEXT
        return offset + static_cast<std::uint32_t>(_pext_u64(occupied, mask));
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

    SliderTables() {
        fill(rook_slots, rook_attacks, rook_steps, rook_magics);
        fill(bishop_slots, bishop_attacks, bishop_steps, bishop_magics);
        for (int a = 0; a < 64; ++a) {
            for (int b = 0; b < 64; ++b) {
                between[a][b] = squares_between(static_cast<Square>(a), static_cast<Square>(b)).bits();
                line[a][b] = line_through(static_cast<Square>(a), static_cast<Square>(b)).bits();
            }
        }
    }

private:
    template <std::size_t N>
    static void fill(std::array<SliderSlot, 64>& slots, std::array<std::uint64_t, N>& table,
                     const std::array<Step, 4>& steps, const std::array<std::uint64_t, 64>& magics) {
        std::uint32_t offset = 0;
        for (int sq = 0; sq < 64; ++sq) {
            const Square from = static_cast<Square>(sq);
            const std::uint64_t mask = relevant_occupancy(from, steps).bits();
            SliderSlot& slot = slots[static_cast<std::size_t>(sq)];
            slot = {mask, magics[static_cast<std::size_t>(sq)], offset,
                    static_cast<std::uint8_t>(64 - std::popcount(mask))};
            // Visit every subset of the mask (the carry-rippler trick).
            std::uint64_t subset = 0;
            do {
                table[slot.index(subset)] = ray_attacks(from, Bitboard{subset}, steps).bits();
                subset = (subset - mask) & mask;
            } while (subset != 0);
            offset += std::uint32_t{1} << std::popcount(mask);
        }
    }
};

// Filled during static initialisation. Inline variables are initialised
// before any later definition in the same translation unit, so a user's own
// globals defined after including shakki may already use the tables.
inline const SliderTables slider_tables{};

}  // namespace shakki::detail
