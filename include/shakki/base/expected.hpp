#pragma once
// A value or an error, for parsers that must not throw (C++20 has no
// std::expected). Usable in constant expressions. A value that is
// trivially copyable (a Position, a Move) sits in a small union of its own;
// others in a std::optional. Each distinct std::optional<T> costs more to
// compile than the union, and std::variant far more.

#include <cstdio>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

// GCC and clang abort through a builtin (see expected_stop).
#if !defined(__GNUC__) && !defined(__clang__)
#include <cstdlib>
#endif

namespace shakki {

namespace detail {

// Where Expected keeps a trivially copyable value.
template <class T>
class TrivialSlot {
public:
    constexpr TrivialSlot() : nothing_{} {}
    constexpr TrivialSlot(T value) : value_(value), has_value_(true) {}  // NOLINT: implicit by design
    constexpr bool has_value() const { return has_value_; }
    constexpr const T& operator*() const { return value_; }
    constexpr T& operator*() { return value_; }

private:
    struct Nothing {};
    union {
        Nothing nothing_;
        T value_;
    };
    bool has_value_ = false;
};

// Trivially copyable implies a trivial destructor. The compiler's own
// trait costs far less to compile than the library's, which GCC 12's
// libstdc++ builds from several helper templates, in every Expected type.
#if defined(__GNUC__) || defined(__clang__)
template <class T>
using ValueSlot = std::conditional_t<__is_trivially_copyable(T), TrivialSlot<T>, std::optional<T>>;
#else
template <class T>
using ValueSlot = std::conditional_t<std::is_trivially_copyable_v<T>, TrivialSlot<T>, std::optional<T>>;
#endif

// Neither is constexpr, so reaching one in a constant expression is a
// compile error. They write to stderr, which is unbuffered, and leave the
// host program's other streams alone: flushing them is the program's
// business, not a library's. Not templates, so they are compiled once, and
// only where called.
[[noreturn]] inline void expected_stop(const char* line) {
    std::fputs(line, stderr);
    // std::abort() without <cstdlib>, which costs more to include than
    // all of this file.
#if defined(__GNUC__) || defined(__clang__)
    __builtin_abort();
#else
    std::abort();
#endif
}
[[noreturn]] inline void expected_value_of_error(std::string_view message) {
    std::fputs("shakki: Expected::value() called on an error: ", stderr);
    std::fwrite(message.data(), 1, message.size(), stderr);
    expected_stop("\n");
}

}  // namespace detail

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
    // At run time it first says why on stderr: the error's message when it
    // has one.
    constexpr const T& value() const& {
        if (!has_value()) value_of_error(error_);
        return *value_;
    }
    constexpr T& value() & {
        if (!has_value()) value_of_error(error_);
        return *value_;
    }
    constexpr T&& value() && {
        if (!has_value()) value_of_error(error_);
        return std::move(*value_);
    }
    // Non-const access lets a caller step a returned Game (undo, redo) or
    // move a value out, without a copy.
    constexpr const T& operator*() const& { return value(); }
    constexpr T& operator*() & { return value(); }
    constexpr T&& operator*() && { return std::move(*this).value(); }
    constexpr const T* operator->() const { return &value(); }
    constexpr T* operator->() { return &value(); }
    constexpr const E& error() const& {
        if (has_value()) detail::expected_stop("shakki: Expected::error() called on a value\n");
        return error_;
    }

    template <class U>
    constexpr T value_or(U&& fallback) const& {
        return has_value() ? *value_ : static_cast<T>(std::forward<U>(fallback));
    }

private:
    [[noreturn]] static void value_of_error(const E& error) {
        if constexpr (requires { std::string_view{error.message}; }) {
            detail::expected_value_of_error(std::string_view{error.message});
        } else {
            detail::expected_stop("shakki: Expected::value() called on an error\n");
        }
    }

    detail::ValueSlot<T> value_;
    E error_{};
};

}  // namespace shakki
