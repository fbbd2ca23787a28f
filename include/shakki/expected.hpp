#pragma once
// A value or an error, for parsers that must not throw (C++20 has no
// std::expected). Usable in constant expressions. Built on std::optional
// rather than std::variant, which costs far more to compile.

#include <concepts>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string_view>
#include <utility>

namespace shakki {

namespace detail {
// An error type that explains itself (FenError, SanError, PlayError...).
template <class E>
concept HasMessage = requires(const E& e) {
    {
        std::string_view { e.message }
        } -> std::same_as<std::string_view>;
};
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
        if (has_value()) stop("shakki: Expected::error() called on a value\n");
        return error_;
    }

    template <class U>
    constexpr T value_or(U&& fallback) const& {
        return has_value() ? *value_ : static_cast<T>(std::forward<U>(fallback));
    }

private:
    // Neither is constexpr, so reaching one in a constant expression is a
    // compile error. Output still buffered is written first: abort() drops
    // it, and it is often what shows how the program got here.
    [[noreturn]] static void stop(const char* line) {
        std::fflush(nullptr);
        std::fputs(line, stderr);
        std::abort();
    }
    [[noreturn]] static void value_of_error(const E& error) {
        if constexpr (detail::HasMessage<E>) {
            const std::string_view message{error.message};
            std::fflush(nullptr);
            std::fputs("shakki: Expected::value() called on an error: ", stderr);
            std::fwrite(message.data(), 1, message.size(), stderr);
            stop("\n");
        } else {
            stop("shakki: Expected::value() called on an error\n");
        }
    }

    std::optional<T> value_;
    E error_{};
};

}  // namespace shakki
