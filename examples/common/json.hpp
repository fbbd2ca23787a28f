#pragma once
// The JSON of the examples: one writer (validate_pgn's JSON Lines,
// combine_summaries, the web page's glue) and one reader of flat objects
// (combine_summaries reads summary lines with it).

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
    // A value already written as JSON, such as a string token kept from
    // what Reader read.
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

// Reads the tokens of one line of JSON, left to right: enough for flat
// objects of whole numbers, literals and arrays of strings. Each function
// skips blanks first and moves on only past what it reads.
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

    // A string token, kept as written: quotes and escapes included. A raw
    // control byte or a missing closing quote is no string.
    bool string_token(std::string_view& out) {
        skip_blanks();
        if (at_ == text_.size() || text_[at_] != '"') return false;
        const std::size_t begin = at_++;
        while (at_ < text_.size() && text_[at_] != '"') {
            if (static_cast<unsigned char>(text_[at_]) < 0x20) return false;
            at_ += text_[at_] == '\\' ? 2 : 1;
        }
        if (at_ >= text_.size()) return false;
        ++at_;
        out = text_.substr(begin, at_ - begin);
        return true;
    }

    // An array of string tokens, each kept as string_token() keeps it.
    bool string_array(std::vector<std::string>& out) {
        if (!take('[')) return false;
        if (take(']')) return true;
        while (true) {
            std::string_view item;
            if (!string_token(item)) return false;
            out.emplace_back(item);
            if (take(']')) return true;
            if (!take(',')) return false;
        }
    }

    // A whole number written with digits only, up to 2^64 - 1.
    bool number(std::uint64_t& out) {
        skip_blanks();
        const std::size_t begin = at_;
        std::uint64_t value = 0;
        while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') {
            const auto digit = static_cast<std::uint64_t>(text_[at_] - '0');
            if (value > (UINT64_MAX - digit) / 10) return false;  // would overflow
            value = value * 10 + digit;
            ++at_;
        }
        out = value;
        return at_ > begin;
    }

    // Whether only blanks are left.
    bool at_end() {
        skip_blanks();
        return at_ == text_.size();
    }

private:
    void skip_blanks() {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\r')) ++at_;
    }

    std::string_view text_;
    std::size_t at_ = 0;
};

}  // namespace json
