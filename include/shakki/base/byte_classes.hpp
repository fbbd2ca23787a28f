#pragma once
// Byte classes for the PGN scanners (the splitter and the movetext
// tokenizer), which look at every byte of a file: one table lookup per
// byte instead of a chain of comparisons.

#include <array>
#include <cstdint>

namespace shakki::detail {

enum ByteClass : std::uint8_t {
    layout_byte = 1,         // space, tab, \n, \r, \f, \v: between tokens
    token_end_byte = 2,      // layout, { } ( ) ;: ends a movetext word
    line_word_end_byte = 4,  // space, tab, { ( ) ;: ends a word of a line for the splitter
    splitter_mark_byte = 8   // { ( ) ; - *: what the splitter looks at outside comments
};

inline constexpr std::array<std::uint8_t, 256> byte_classes = [] {
    std::array<std::uint8_t, 256> table{};
    const auto add = [&](char c, std::uint8_t bits) { table[static_cast<unsigned char>(c)] |= bits; };
    for (const char c : {' ', '\t', '\n', '\r', '\f', '\v'}) add(c, layout_byte | token_end_byte);
    for (const char c : {'{', '}', '(', ')', ';'}) add(c, token_end_byte);
    for (const char c : {' ', '\t', '{', '(', ')', ';'}) add(c, line_word_end_byte);
    for (const char c : {'{', '(', ')', ';', '-', '*'}) add(c, splitter_mark_byte);
    return table;
}();

constexpr bool in_class(char c, ByteClass byte_class) { return (byte_classes[static_cast<unsigned char>(c)] & byte_class) != 0; }

}  // namespace shakki::detail
