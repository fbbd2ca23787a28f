#pragma once
// A set of squares as 64 bits, bit i standing for square i (a1 = 0, h8 = 63).

#include <cstdint>

#include "types.hpp"

// Only compilers without the builtins below need <bit>.
#if !defined(__GNUC__) && !defined(__clang__)
#include <bit>
#endif

namespace shakki {

namespace detail {
// The compiler builtins where available: in constant evaluation they cost one
// step, where the std:: wrappers cost several (compile-time perft is budgeted).
constexpr int lowest_bit(std::uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(x);
#else
    return std::countr_zero(x);
#endif
}
constexpr int highest_bit(std::uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
    return 63 - __builtin_clzll(x);
#else
    return 63 - std::countl_zero(x);
#endif
}
constexpr int bit_count(std::uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_popcountll(x);
#else
    return std::popcount(x);
#endif
}
}  // namespace detail

class Bitboard {
public:
    constexpr Bitboard() = default;
    constexpr explicit Bitboard(std::uint64_t bits) : bits_(bits) {}
    constexpr Bitboard(Square s) : bits_(std::uint64_t{1} << index_of(s)) {}  // NOLINT: a square is a one-element set

    constexpr std::uint64_t bits() const { return bits_; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr explicit operator bool() const { return bits_ != 0; }
    constexpr int count() const { return detail::bit_count(bits_); }
    constexpr bool more_than_one() const { return (bits_ & (bits_ - 1)) != 0; }
    constexpr bool contains(Square s) const { return (bits_ >> index_of(s)) & 1U; }

    // Lowest square; the set must not be empty.
    constexpr Square first() const { return static_cast<Square>(detail::lowest_bit(bits_)); }
    // Highest square; the set must not be empty.
    constexpr Square last() const { return static_cast<Square>(detail::highest_bit(bits_)); }
    constexpr Square pop_first() {
        const Square s = first();
        bits_ &= bits_ - 1;
        return s;
    }

    constexpr Bitboard operator&(Bitboard o) const { return Bitboard{bits_ & o.bits_}; }
    constexpr Bitboard operator|(Bitboard o) const { return Bitboard{bits_ | o.bits_}; }
    constexpr Bitboard operator^(Bitboard o) const { return Bitboard{bits_ ^ o.bits_}; }
    constexpr Bitboard operator~() const { return Bitboard{~bits_}; }
    constexpr Bitboard& operator&=(Bitboard o) {
        bits_ &= o.bits_;
        return *this;
    }
    constexpr Bitboard& operator|=(Bitboard o) {
        bits_ |= o.bits_;
        return *this;
    }
    constexpr Bitboard& operator^=(Bitboard o) {
        bits_ ^= o.bits_;
        return *this;
    }
    constexpr bool operator==(const Bitboard&) const = default;

    // Iterating a set yields its squares from a1 towards h8.
    class Iterator {
    public:
        constexpr explicit Iterator(std::uint64_t bits) : bits_(bits) {}
        constexpr Square operator*() const { return static_cast<Square>(detail::lowest_bit(bits_)); }
        constexpr Iterator& operator++() {
            bits_ &= bits_ - 1;
            return *this;
        }
        constexpr bool operator!=(const Iterator& o) const { return bits_ != o.bits_; }

    private:
        std::uint64_t bits_;
    };
    constexpr Iterator begin() const { return Iterator{bits_}; }
    constexpr Iterator end() const { return Iterator{0}; }

private:
    std::uint64_t bits_ = 0;
};

namespace bitboards {
inline constexpr Bitboard none{0};
inline constexpr Bitboard all{~std::uint64_t{0}};
inline constexpr Bitboard file_a{0x0101010101010101ULL};
inline constexpr Bitboard file_h{0x8080808080808080ULL};
inline constexpr Bitboard rank_1{0xFFULL};
inline constexpr Bitboard rank_8{0xFF00000000000000ULL};
inline constexpr Bitboard dark_squares{0xAA55AA55AA55AA55ULL};
inline constexpr Bitboard light_squares{~0xAA55AA55AA55AA55ULL};

constexpr Bitboard file(File f) { return Bitboard{file_a.bits() << index_of(f)}; }
constexpr Bitboard rank(Rank r) { return Bitboard{rank_1.bits() << (8 * index_of(r))}; }
}  // namespace bitboards

// Shifts every square of a set one step; squares leaving the board vanish
// rather than wrapping to the other edge.
template <Direction D>
constexpr Bitboard shift(Bitboard b) {
    const std::uint64_t x = b.bits();
    constexpr std::uint64_t not_a = ~bitboards::file_a.bits();
    constexpr std::uint64_t not_h = ~bitboards::file_h.bits();
    if constexpr (D == Direction::north)
        return Bitboard{x << 8};
    else if constexpr (D == Direction::south)
        return Bitboard{x >> 8};
    else if constexpr (D == Direction::east)
        return Bitboard{(x & not_h) << 1};
    else if constexpr (D == Direction::west)
        return Bitboard{(x & not_a) >> 1};
    else if constexpr (D == Direction::north_east)
        return Bitboard{(x & not_h) << 9};
    else if constexpr (D == Direction::north_west)
        return Bitboard{(x & not_a) << 7};
    else if constexpr (D == Direction::south_east)
        return Bitboard{(x & not_h) >> 7};
    else
        return Bitboard{(x & not_a) >> 9};
}

}  // namespace shakki
