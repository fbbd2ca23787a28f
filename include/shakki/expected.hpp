#pragma once
// A value or an error, for parsers that must not throw (C++20 has no
// std::expected). Usable in constant expressions.

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

    // Reading the wrong alternative is a contract violation; std::get_if
    // keeps it well-defined (a null dereference traps in constant evaluation).
    constexpr const T& value() const& { return *std::get_if<0>(&state_); }
    constexpr T& value() & { return *std::get_if<0>(&state_); }
    constexpr const T& operator*() const& { return value(); }
    constexpr const T* operator->() const { return &value(); }
    constexpr const E& error() const& { return *std::get_if<1>(&state_); }

    template <class U>
    constexpr T value_or(U&& fallback) const& {
        return has_value() ? value() : static_cast<T>(std::forward<U>(fallback));
    }

private:
    std::variant<T, E> state_;
};

}  // namespace shakki
