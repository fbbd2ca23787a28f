#pragma once
// The fast runtime path for slider attacks: one table lookup per query.
// The index into a square's slice of the table comes from PEXT where the
// target has BMI2, and from a multiply-and-shift magic otherwise. Both are
// filled once at start-up from the empty-board rays that constant
// evaluation cuts in the same way (tests check that they agree with the
// ray walker everywhere).

#include <cstddef>
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

// Raw arrays and no constructor: the one instance is a global that is
// zero before anything runs and needs no start-up code of its own; it is
// filled on first use (fill_slider_tables).
struct SliderTables {
    SliderSlot rook_slots[64];                        // NOLINT(*-avoid-c-arrays)
    SliderSlot bishop_slots[64];                      // NOLINT(*-avoid-c-arrays)
    std::uint64_t rook_attacks[rook_table_size];      // NOLINT(*-avoid-c-arrays)
    std::uint64_t bishop_attacks[bishop_table_size];  // NOLINT(*-avoid-c-arrays)
    std::uint64_t between[64][64];                    // NOLINT(*-avoid-c-arrays)
    std::uint64_t line[64][64];                       // NOLINT(*-avoid-c-arrays)

    std::uint64_t rook(int from, std::uint64_t occupied) const { return rook_attacks[rook_slots[from].index(occupied)]; }
    std::uint64_t bishop(int from, std::uint64_t occupied) const { return bishop_attacks[bishop_slots[from].index(occupied)]; }
};

inline SliderTables slider_table_storage;

// Fills one slider's slots and attack sets. `first` picks the directions
// (indices into ray_steps): first, first + 1, first + 4 and first + 5 are
// the rook's four for 0 and the bishop's four for 2. Each attack set is the
// empty-board ray cut behind its first blocker, as ray_until_blocked cuts it.
[[gnu::cold]] inline void fill_slider(SliderSlot* slots, std::uint64_t* table, const std::uint64_t* magics, int first) {
    const int directions[4] = {first, first + 1, first + 4, first + 5};  // NOLINT(*-avoid-c-arrays)
    std::uint32_t offset = 0;
    for (int sq = 0; sq < 64; ++sq) {
        // The relevant occupancy: each ray without the edge square it ends on.
        std::uint64_t mask = 0;
        for (const int dir : directions) {
            const std::uint64_t ray = empty_board_rays.rays[dir][sq];
            if (ray != 0) mask |= ray ^ (std::uint64_t{1} << (dir < 4 ? highest_bit(ray) : lowest_bit(ray)));
        }
        SliderSlot& slot = slots[sq];
        slot = {mask, magics[sq], offset, static_cast<std::uint8_t>(64 - bit_count(mask))};
        // Visit every subset of the mask (the carry-rippler trick).
        std::uint64_t subset = 0;
        do {
            std::uint64_t attacks = 0;
            for (const int dir : directions) {
                std::uint64_t ray = empty_board_rays.rays[dir][sq];
                const std::uint64_t blockers = ray & subset;
                if (blockers != 0) ray ^= empty_board_rays.rays[dir][dir < 4 ? lowest_bit(blockers) : highest_bit(blockers)];
                attacks |= ray;
            }
            table[slot.index(subset)] = attacks;
            subset = (subset - mask) & mask;
        } while (subset != 0);
        offset += std::uint32_t{1} << bit_count(mask);
    }
}

// Walks each ray from every square, recording for each square reached what
// lies between and the whole line through both.
[[gnu::cold]] inline void fill_lines(SliderTables& t) {
    for (int a = 0; a < 64; ++a) {
        for (int dir = 0; dir < 8; ++dir) {
            const int opposite = (dir + 4) % 8;
            const std::uint64_t full_line =
                empty_board_rays.rays[dir][a] | empty_board_rays.rays[opposite][a] | (std::uint64_t{1} << a);
            std::uint64_t passed = 0;
            for (std::uint64_t ray = empty_board_rays.rays[dir][a]; ray != 0;) {
                const int b = dir < 4 ? lowest_bit(ray) : highest_bit(ray);
                t.between[a][b] = passed;
                t.line[a][b] = full_line;
                passed |= std::uint64_t{1} << b;
                ray &= ~(std::uint64_t{1} << b);
            }
        }
    }
}

// Set, with release order, once the tables are filled.
inline bool slider_tables_filled = false;

// Cold: optimised for size and kept out of the code that looks up. The
// static's guard makes the filling happen once, also when threads race to
// it.
[[gnu::cold, gnu::noinline]] inline void fill_slider_tables() {
    [[maybe_unused]] static const bool filled = [] {
        SliderTables& t = slider_table_storage;
        fill_slider(t.rook_slots, t.rook_attacks, rook_magics, 0);
        fill_slider(t.bishop_slots, t.bishop_attacks, bishop_magics, 2);
        fill_lines(t);
#if defined(__GNUC__) || defined(__clang__)
        __atomic_store_n(&slider_tables_filled, true, __ATOMIC_RELEASE);
#endif
        return true;
    }();
}

// The tables, filled on first use: a translation unit that never looks a
// slider up at run time compiles no start-up code for them, and the first
// lookup finds them filled whenever it happens, even from another global's
// initialiser. What each call costs, a load and a branch, is still worth
// saving where lookups come by the dozen (SliderLookup in core/attacks.hpp).
inline const SliderTables& slider_tables() {
#if defined(__GNUC__) || defined(__clang__)
    if (!__atomic_load_n(&slider_tables_filled, __ATOMIC_ACQUIRE)) fill_slider_tables();
#else
    fill_slider_tables();
#endif
    return slider_table_storage;
}

}  // namespace shakki::detail
