#pragma once
// The seeded generator the C++ tools share (xorshift64*): small, fast, and
// the same on every platform, so generated data can be made again.

#include <cstddef>
#include <cstdint>

struct Xorshift {
    std::uint64_t state;  // any value but 0
    std::uint64_t next() {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ULL;
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
    // Few set bits, as magic-number candidates want.
    std::uint64_t sparse() { return next() & next() & next(); }
};
