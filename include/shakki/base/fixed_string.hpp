#pragma once
// A string of bounded length stored inline: formatting a FEN or a move
// needs no heap and works in constant expressions. It converts to
// std::string_view; `std::string{text}` makes an owning copy. The text is
// always followed by a NUL, so c_str() hands it to C functions as it is.

#include <cstddef>
#include <string_view>

namespace shakki {

template <std::size_t Capacity>
class FixedString {
public:
    constexpr FixedString() = default;

    // Text past the capacity is dropped; callers size the capacity so that
    // this never happens for valid input.
    constexpr void append(char c) {
        if (size_ < Capacity) chars_[size_++] = c;
    }
    constexpr void append(std::string_view s) {
        for (const char c : s) append(c);
    }
    constexpr void append_number(unsigned value) {
        char digits[10]{};
        int n = 0;
        do {
            digits[n++] = static_cast<char>('0' + value % 10);
            value /= 10;
        } while (value != 0);
        while (n > 0) append(digits[--n]);
    }

    constexpr std::string_view view() const { return {chars_, size_}; }
    constexpr const char* data() const { return chars_; }
    constexpr const char* c_str() const { return chars_; }
    constexpr operator std::string_view() const { return view(); }  // NOLINT: reads naturally as text
    constexpr std::size_t size() const { return size_; }
    // Against text, and against another FixedString of any capacity. The
    // second is a template of its own: with only the first, comparing two
    // FixedStrings converted one side to a string_view, and C++20's
    // reversed candidates made the call ambiguous (an error in clang 14
    // inside test macros such as doctest's CHECK).
    constexpr bool operator==(std::string_view other) const { return view() == other; }
    template <std::size_t Other>
    constexpr bool operator==(const FixedString<Other>& other) const {
        return view() == other.view();
    }

private:
    // One more than the capacity: append never writes the last char, and
    // every char past size_ is still the NUL it was initialised with. A
    // plain array: each std::array type costs compile time of its own.
    char chars_[Capacity + 1]{};  // NOLINT(*-avoid-c-arrays)
    std::size_t size_ = 0;
};

}  // namespace shakki
