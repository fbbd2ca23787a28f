#pragma once
// A value or an error, for parsers that must not throw (C++20 has no
// std::expected). Usable in constant expressions.

#include <cstdlib>
#include <type_traits>
#include <utility>
#include <variant>

namespace shakki {

template <class E>
struct Unexpected {
    E error;
};
template <class E>
Unexpected(E) -> Unexpected<E>;

template <class T, class E>
class [[nodiscard]] Expected {
public:
    constexpr Expected(T value) : state_(std::in_place_index<0>, std::move(value)) {}  // NOLINT: implicit by design
    constexpr Expected(Unexpected<E> failure) : state_(std::in_place_index<1>, std::move(failure.error)) {}  // NOLINT

    constexpr bool has_value() const { return state_.index() == 0; }
    constexpr explicit operator bool() const { return has_value(); }

    // Reading the alternative that is not there stops the program (and
    // fails to compile in a constant expression) rather than read garbage.
    constexpr const T& value() const& { return checked<0>(); }
    constexpr T& value() & { return const_cast<T&>(checked<0>()); }
    constexpr const T& operator*() const& { return value(); }
    constexpr const T* operator->() const { return &value(); }
    constexpr const E& error() const& { return checked<1>(); }

    template <class U>
    constexpr T value_or(U&& fallback) const& {
        return has_value() ? value() : static_cast<T>(std::forward<U>(fallback));
    }

private:
    template <std::size_t I>
    constexpr const auto& checked() const {
        if (state_.index() != I) bad_access();
        return std::get<I>(state_);
    }
    [[noreturn]] static void bad_access() { std::abort(); }

    std::variant<T, E> state_;
};

}  // namespace shakki
