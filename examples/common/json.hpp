#pragma once
// The JSON of the examples: one writer (validate_pgn's JSON Lines,
// combine_summaries, the web page's glue) and one reader (combine_summaries
// reads and recognizes summary lines with it).

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "utf8.hpp"

namespace json {

// `text` as a JSON string: quotes, backslashes and control bytes escaped
// (\n \r \t by name, the others as \u00XX, DEL too), valid UTF-8 kept as
// it is except U+2028 and U+2029, which JavaScript once took for line
// ends, and each invalid stretch of bytes (see utf8::step) replaced by
// U+FFFD. So whatever the bytes, the result is valid UTF-8 and valid JSON.
inline void append_string(std::string& out, std::string_view text) {
    constexpr std::string_view hex = "0123456789abcdef";
    out += '"';
    utf8::walk(
        text,
        [&](unsigned char byte) {
            if (byte == '"') {
                out += "\\\"";
            } else if (byte == '\\') {
                out += "\\\\";
            } else if (byte == '\n') {
                out += "\\n";
            } else if (byte == '\r') {
                out += "\\r";
            } else if (byte == '\t') {
                out += "\\t";
            } else if (byte < 0x20 || byte == 0x7F) {
                out += "\\u00";
                out += hex[byte >> 4];
                out += hex[byte & 0xFu];
            } else {
                out += static_cast<char>(byte);
            }
        },
        [&](std::string_view bytes, char32_t code_point) {
            if (code_point == 0x2028 || code_point == 0x2029)
                out += code_point == 0x2028 ? "\\u2028" : "\\u2029";
            else
                out += bytes;
        },
        [&](std::string_view) { out += "\xEF\xBF\xBD"; });  // U+FFFD
    out += '"';
}

// Writes JSON into a string as it is told, objects and arrays nested in
// any way, putting the commas and colons where they go. It checks nothing
// else: the caller opens and closes in order, and names every value of an
// object with key().
//
//   json::Writer{line}.begin_object().key("games").number(3).end_object();   // {"games":3}
class Writer {
public:
    explicit Writer(std::string& out) : out_(out) {}

    Writer& begin_object() { return open('{'); }
    Writer& end_object() { return close('}'); }
    Writer& begin_array() { return open('['); }
    Writer& end_array() { return close(']'); }

    // The name of the object's next value.
    Writer& key(std::string_view name) {
        separate();
        append_string(out_, name);
        out_ += ':';
        after_key_ = true;
        return *this;
    }

    Writer& string(std::string_view text) {
        separate();
        append_string(out_, text);
        return done();
    }
    template <std::integral Number>
    requires(!std::same_as<Number, bool>) Writer& number(Number value) {
        separate();
        out_ += std::to_string(value);
        return done();
    }
    // A string, or null for none.
    Writer& string_or_null(std::optional<std::string_view> text) { return text ? string(*text) : null(); }
    Writer& boolean(bool value) { return raw(value ? "true" : "false"); }
    Writer& null() { return raw("null"); }
    // A value already written as JSON.
    Writer& raw(std::string_view json) {
        separate();
        out_ += json;
        return done();
    }

private:
    Writer& open(char bracket) {
        separate();
        out_ += bracket;
        first_ = true;
        return *this;
    }
    Writer& close(char bracket) {
        out_ += bracket;
        return done();
    }
    // A comma before every value but the first of its object or array,
    // none after a key.
    void separate() {
        if (!first_ && !after_key_) out_ += ',';
        after_key_ = false;
    }
    Writer& done() {
        first_ = false;
        after_key_ = false;
        return *this;
    }

    std::string& out_;
    bool first_ = true;
    bool after_key_ = false;
};

// Reads the tokens of one line of JSON, left to right: objects, arrays,
// strings (decoded), whole numbers and literals, and any value skipped.
// Each function skips blanks first and moves on only past what it reads.
class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    // The character `c`, or false.
    bool take(char c) {
        skip_blanks();
        if (at_ == text_.size() || text_[at_] != c) return false;
        ++at_;
        return true;
    }

    // A literal such as `true`, or false.
    bool word(std::string_view w) {
        skip_blanks();
        if (text_.substr(at_, w.size()) != w) return false;
        at_ += w.size();
        return true;
    }

    // A string, its escapes decoded into `out` as UTF-8. A raw control
    // byte, an unknown escape or a missing closing quote is no string.
    // Bytes that are not valid UTF-8 are kept; append_string replaces them.
    bool string(std::string& out) {
        skip_blanks();
        if (at_ == text_.size() || text_[at_] != '"') return false;
        ++at_;
        out.clear();
        while (at_ < text_.size()) {
            const char c = text_[at_++];
            if (c == '"') return true;
            if (static_cast<unsigned char>(c) < 0x20) return false;
            if (c != '\\') {
                out += c;
            } else if (!escape(out)) {
                return false;
            }
        }
        return false;
    }

    // An array of strings, each decoded as string() decodes it.
    bool string_array(std::vector<std::string>& out) {
        if (!take('[')) return false;
        if (take(']')) return true;
        while (true) {
            if (!string(out.emplace_back())) return false;
            if (take(']')) return true;
            if (!take(',')) return false;
        }
    }

    // A whole number written with digits only, up to 2^64 - 1.
    bool number(std::uint64_t& out) {
        skip_blanks();
        const std::size_t begin = at_;
        std::uint64_t value = 0;
        while (at_ < text_.size() && is_digit(text_[at_])) {
            const auto digit = static_cast<std::uint64_t>(text_[at_] - '0');
            if (value > (UINT64_MAX - digit) / 10) return false;  // would overflow
            value = value * 10 + digit;
            ++at_;
        }
        out = value;
        return at_ > begin;
    }

    // Any value, read past and not kept. Objects and arrays may nest
    // max_depth deep, so that no line can exhaust the stack.
    bool skip_value() { return skip_value(0); }

    // Whether only blanks are left.
    bool at_end() {
        skip_blanks();
        return at_ == text_.size();
    }

private:
    static constexpr int max_depth = 64;

    static constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }

    void skip_blanks() {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\r')) ++at_;
    }

    // What follows a backslash in a string.
    bool escape(std::string& out) {
        if (at_ == text_.size()) return false;
        const char c = text_[at_++];
        constexpr std::string_view named = "\"\\/bfnrt";
        constexpr std::string_view meant = "\"\\/\b\f\n\r\t";
        if (const std::size_t i = named.find(c); i != std::string_view::npos) {
            out += meant[i];
            return true;
        }
        return c == 'u' && unicode_escape(out);
    }

    // The XXXX of \uXXXX, and the low half's \uXXXX after a high half of
    // a surrogate pair. Half a pair alone stands for no character: it
    // becomes U+FFFD, as invalid bytes do in append_string, so a decoded
    // string is never one that UTF-8 cannot hold.
    bool unicode_escape(std::string& out) {
        char32_t unit = 0;
        if (!hex_unit(unit)) return false;
        char32_t code_point = unit;
        if (unit >= 0xD800 && unit <= 0xDBFF && text_.substr(at_, 2) == "\\u") {
            const std::size_t after_high = at_;
            at_ += 2;
            char32_t low = 0;
            if (hex_unit(low) && low >= 0xDC00 && low <= 0xDFFF)
                code_point = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
            else
                at_ = after_high;  // not its low half: read on its own
        }
        utf8::append(out, code_point >= 0xD800 && code_point <= 0xDFFF ? 0xFFFD : code_point);
        return true;
    }

    // Four hex digits.
    bool hex_unit(char32_t& out) {
        if (text_.size() - at_ < 4) return false;
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = text_[at_++];
            const char lower = static_cast<char>(c | 0x20);
            if (!is_digit(c) && (lower < 'a' || lower > 'f')) return false;
            out = out * 16 + static_cast<char32_t>(is_digit(c) ? c - '0' : lower - 'a' + 10);
        }
        return true;
    }

    bool skip_value(int depth) {
        skip_blanks();
        if (at_ == text_.size()) return false;
        const char c = text_[at_];
        if (c == '"') {
            std::string ignored;
            return string(ignored);
        }
        if (c == '{' || c == '[') return depth < max_depth && skip_container(depth + 1);
        if (c == '-' || is_digit(c)) return skip_number();
        return word("true") || word("false") || word("null");
    }

    // An object or an array, from its opening bracket.
    bool skip_container(int depth) {
        const char close = text_[at_++] == '{' ? '}' : ']';
        if (take(close)) return true;
        do {
            std::string ignored;
            if (close == '}' && !(string(ignored) && take(':'))) return false;
            if (!skip_value(depth)) return false;
        } while (take(','));
        return take(close);
    }

    // -12.5e3 and the like: digits, with a sign, fraction and exponent
    // where JSON allows them.
    bool skip_number() {
        if (text_[at_] == '-') ++at_;
        if (!skip_digits()) return false;
        if (at_ < text_.size() && text_[at_] == '.') {
            ++at_;
            if (!skip_digits()) return false;
        }
        if (at_ < text_.size() && (text_[at_] == 'e' || text_[at_] == 'E')) {
            ++at_;
            if (at_ < text_.size() && (text_[at_] == '+' || text_[at_] == '-')) ++at_;
            if (!skip_digits()) return false;
        }
        return true;
    }

    bool skip_digits() {
        const std::size_t begin = at_;
        while (at_ < text_.size() && is_digit(text_[at_])) ++at_;
        return at_ > begin;
    }

    std::string_view text_;
    std::size_t at_ = 0;
};

}  // namespace json
