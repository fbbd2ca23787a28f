#pragma once
// A value or an error, for parsers that must not throw (C++20 has no
// std::expected). Usable in constant expressions. Built on std::optional
// rather than std::variant, which costs far more to compile.

#include <cstdlib>
#include <optional>
#include <utility>

namespace shakki {

template <class E>
struct Unexpected {
    E error;
};
template <class E>
Unexpected(E) -> Unexpected<E>;

// E must be default-constructible; it is only meaningful without a value.
template <class T, class E>
class [[nodiscard]] Expected {
public:
    constexpr Expected(T value) : value_(std::move(value)) {}                        // NOLINT: implicit by design
    constexpr Expected(Unexpected<E> failure) : error_(std::move(failure.error)) {}  // NOLINT

    constexpr bool has_value() const { return value_.has_value(); }
    constexpr explicit operator bool() const { return has_value(); }

    // Reading the alternative that is not there stops the program (and
    // fails to compile in a constant expression) rather than read garbage.
    constexpr const T& value() const& {
        if (!has_value()) bad_access();
        return *value_;
    }
    constexpr T& value() & {
        if (!has_value()) bad_access();
        return *value_;
    }
    constexpr const T& operator*() const& { return value(); }
    constexpr const T* operator->() const { return &value(); }
    constexpr const E& error() const& {
        if (has_value()) bad_access();
        return error_;
    }

    template <class U>
    constexpr T value_or(U&& fallback) const& {
        return has_value() ? *value_ : static_cast<T>(std::forward<U>(fallback));
    }

private:
    [[noreturn]] static void bad_access() { std::abort(); }

    std::optional<T> value_;
    E error_{};
};

}  // namespace shakki
