#pragma once
// The one UTF-8 decoder of the examples: cli.hpp's printable() and
// json.hpp's strings both walk text with it, each escaping in its own way;
// and the encoder json.hpp's reader writes decoded escapes with.

#include <cstddef>
#include <string>
#include <string_view>

namespace utf8 {

// What starts a text: a whole, well-formed UTF-8 sequence (`valid`, with
// its `code_point`), or the longest start of one that breaks off. The
// second is what Unicode calls a maximal subpart: a decoder that replaces
// each with one U+FFFD agrees with Python's and the WHATWG's.
struct Step {
    std::size_t length = 1;  // bytes
    bool valid = false;
    char32_t code_point = 0;  // when valid
};

// The first sequence of a text that is not empty, checked against
// Unicode's table 3-7. A lone lead byte, a continuation byte, an overlong
// form, a surrogate, a code point past U+10FFFF and a cut-off sequence are
// all invalid; checking the second byte's range catches the middle three.
constexpr Step step(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80) return {1, true, lead};
    std::size_t length = 0;
    unsigned char low = 0x80;  // the second byte's range; the others are 80..BF
    unsigned char high = 0xBF;
    char32_t code_point = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        code_point = lead & 0x1Fu;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        code_point = lead & 0x0Fu;
        if (lead == 0xE0) low = 0xA0;   // below: overlong
        if (lead == 0xED) high = 0x9F;  // above: surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        code_point = lead & 0x07u;
        if (lead == 0xF0) low = 0x90;   // below: overlong
        if (lead == 0xF4) high = 0x8F;  // above: past U+10FFFF
    } else {
        return {1, false, 0};  // 80..C1 and F5..FF never start a sequence
    }
    for (std::size_t i = 1; i < length; ++i) {
        if (i >= text.size()) return {i, false, 0};
        const unsigned char b = byte(i);
        const bool fits = i == 1 ? b >= low && b <= high : b >= 0x80 && b <= 0xBF;
        if (!fits) return {i, false, 0};
        code_point = (code_point << 6) | (b & 0x3Fu);
    }
    return {length, true, code_point};
}

// Walks `text` a character at a time: `ascii(byte)` for each byte below
// 0x80, `sequence(bytes, code_point)` for each well-formed sequence of more
// bytes, and `invalid(bytes)` for each invalid stretch (see step).
template <class Ascii, class Sequence, class Invalid>
constexpr void walk(std::string_view text, Ascii ascii, Sequence sequence, Invalid invalid) {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x80) {
            ascii(byte);
            ++i;
            continue;
        }
        const Step next = step(text.substr(i));
        if (next.valid)
            sequence(text.substr(i, next.length), next.code_point);
        else
            invalid(text.substr(i, next.length));
        i += next.length;
    }
}

// `code_point` (at most U+10FFFF, no surrogate) appended as UTF-8.
inline void append(std::string& out, char32_t code_point) {
    const auto byte = [&](char32_t bits) { out += static_cast<char>(bits); };
    if (code_point < 0x80) {
        byte(code_point);
    } else if (code_point < 0x800) {
        byte(0xC0 | (code_point >> 6));
        byte(0x80 | (code_point & 0x3F));
    } else if (code_point < 0x10000) {
        byte(0xE0 | (code_point >> 12));
        byte(0x80 | ((code_point >> 6) & 0x3F));
        byte(0x80 | (code_point & 0x3F));
    } else {
        byte(0xF0 | (code_point >> 18));
        byte(0x80 | ((code_point >> 12) & 0x3F));
        byte(0x80 | ((code_point >> 6) & 0x3F));
        byte(0x80 | (code_point & 0x3F));
    }
}

static_assert(step("\xC3\xA4").valid && step("\xC3\xA4").code_point == 0xE4);
static_assert(step("\xF0\x9F\x98\x80").code_point == 0x1F600);
static_assert(!step("\xE0\x80\x80").valid && step("\xE0\x80\x80").length == 1);  // overlong
static_assert(!step("\xED\xA0\x80").valid);                                      // a surrogate
static_assert(!step("\xE2\x82").valid && step("\xE2\x82").length == 2);          // cut off

}  // namespace utf8
