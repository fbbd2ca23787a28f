#pragma once
// The part of one file that a run reads, so that workers can share a file:
// what the command line asks for, and where the games it names start and
// end.

#include <cstddef>
#include <optional>

namespace validate_pgn {

// Games that start in [from_offset, to_offset), or from game number
// `from_game` on.
struct Range {
    std::optional<std::size_t> from_offset;
    std::optional<std::size_t> to_offset;
    std::optional<std::size_t> from_game;
    bool any() const { return from_offset || to_offset || from_game; }
};

// What a run over a range read: the bytes where its games start and end
// (the summary tells them).
struct RangeRead {
    std::size_t begin = 0;
    std::size_t end = 0;
};

}  // namespace validate_pgn
