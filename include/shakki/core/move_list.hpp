#pragma once
// A fixed-capacity list of moves: no heap, usable in constant expressions.
// No legal position has more than 218 moves.

#include <cstddef>

#include "move.hpp"

namespace shakki {

class MoveList {
public:
    static constexpr std::size_t capacity = 256;

    constexpr MoveList() = default;
    // Copies only the moves in use: cheaper, and the unused slots are never
    // read (which constant evaluation requires).
    constexpr MoveList(const MoveList& other) : size_(other.size_) {
        for (std::size_t i = 0; i < size_; ++i) moves_[i] = other.moves_[i];
    }
    constexpr MoveList& operator=(const MoveList& other) {
        size_ = other.size_;
        for (std::size_t i = 0; i < size_; ++i) moves_[i] = other.moves_[i];
        return *this;
    }

    constexpr void push_back(Move m) { moves_[size_++] = m; }
    constexpr std::size_t size() const { return size_; }
    constexpr bool empty() const { return size_ == 0; }
    constexpr void clear() { size_ = 0; }
    constexpr Move operator[](std::size_t i) const { return moves_[i]; }

    constexpr const Move* begin() const { return moves_; }
    constexpr const Move* end() const { return moves_ + size_; }
    constexpr Move* begin() { return moves_; }
    constexpr Move* end() { return moves_ + size_; }

    constexpr bool contains(Move m) const {
        for (const Move candidate : *this) {
            if (candidate == m) return true;
        }
        return false;
    }

private:
    // Left uninitialised on purpose: only [0, size_) is ever read. A plain
    // array: each std::array type costs every including file compile time.
    Move moves_[capacity];  // NOLINT(*-avoid-c-arrays)
    std::size_t size_ = 0;
};

}  // namespace shakki
