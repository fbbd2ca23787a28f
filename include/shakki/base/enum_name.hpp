#pragma once
// The table behind each enum's enum_name(): the enumerators' names, as
// written in the code, in the order of their values. Each enum's header
// defines its enum_name next to the enum, so there is one table per enum,
// and operator<< (io.hpp) prints any enum that has one.

#include <array>
#include <cstddef>
#include <string_view>

namespace shakki::detail {

// names[value], or empty for a value past the table (a value no enumerator
// has, or one newer than this table).
template <class E, std::size_t N>
constexpr std::string_view name_in(const std::array<std::string_view, N>& names, E value) {
    const auto i = static_cast<std::size_t>(value);
    return i < N ? names[i] : std::string_view{};
}

}  // namespace shakki::detail
