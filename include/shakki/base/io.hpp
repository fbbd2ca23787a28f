#pragma once
// Printing to a std::ostream, the part every area shares: any enum of
// shakki as its enumerator's name (each enum's header defines enum_name
// beside it), and inline strings as their text. Opt-in, like every io.hpp:
// the rest of the library leaves <ostream> out.

#include <concepts>
#include <cstddef>
#include <ostream>
#include <string_view>
#include <type_traits>

#include "fixed_string.hpp"

namespace shakki {

// Every enum with an enum_name prints as its name; a value without one as
// its number.
template <class E>
requires std::is_enum_v<E> && requires(E e) {
    { enum_name(e) } -> std::same_as<std::string_view>;
}
std::ostream& operator<<(std::ostream& out, E value) {
    const std::string_view name = enum_name(value);
    if (name.empty()) return out << +static_cast<std::underlying_type_t<E>>(value);
    return out << name;
}

template <std::size_t N>
std::ostream& operator<<(std::ostream& out, const FixedString<N>& text) {
    return out << text.view();
}

}  // namespace shakki
