#pragma once
// What the example programs share: strict reading of their arguments, one
// clear message per mistake (exit status 2), and printing text that came
// from their input so that no byte in it can cut, hide or rewrite a line.

#include <charconv>
#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>

#include "common/utf8.hpp"
#include "shakki/notation/fen.hpp"
#include "shakki/notation/language.hpp"

namespace cli {

namespace detail {

// Characters that are valid but would break a line or reorder the text
// around them on a terminal: C1 controls, line separators, bidi controls.
constexpr bool hides_text(char32_t c) {
    return c <= 0x9F || c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x2028 && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

inline void append_hex(std::string& out, std::string_view prefix, unsigned value, int digits) {
    constexpr std::string_view hex = "0123456789abcdef";
    out += prefix;
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) out += hex[(value >> shift) & 0xFu];
}

}  // namespace detail

// `text` with every byte a terminal would not show as written replaced by
// an escape: \t \n \r, \\ for the backslash itself (so an escape is never
// ambiguous), \xHH for other control bytes and bytes that are not valid
// UTF-8, \uHHHH for detail::hides_text. Letters such as Esperanto's Ĉ stay.
inline std::string printable(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    utf8::walk(
        text,
        [&](unsigned char byte) {
            if (byte == '\\')
                out += "\\\\";
            else if (byte == '\t')
                out += "\\t";
            else if (byte == '\n')
                out += "\\n";
            else if (byte == '\r')
                out += "\\r";
            else if (byte < 0x20 || byte == 0x7F)
                detail::append_hex(out, "\\x", byte, 2);
            else
                out += static_cast<char>(byte);
        },
        [&](std::string_view bytes, char32_t code_point) {
            if (detail::hides_text(code_point))
                detail::append_hex(out, "\\u", static_cast<unsigned>(code_point), 4);
            else
                out += bytes;
        },
        [&](std::string_view bytes) {
            for (const char byte : bytes) detail::append_hex(out, "\\x", static_cast<unsigned char>(byte), 2);
        });
    return out;
}

// Prints `line` made printable, and a line break.
inline void print_line(std::FILE* stream, std::string_view line) {
    const std::string text = printable(line) + "\n";
    std::fwrite(text.data(), 1, text.size(), stream);
}

// A value from the command line, quoted and made printable for a message.
// (Appended rather than "'" + ...: GCC 12 warns falsely about that at -O3.)
inline std::string quoted(std::string_view value) {
    std::string out{"'"};
    out += printable(value);
    out += '\'';
    return out;
}

// The position a FEN argument names: the start position when there is
// none (Chess960's number 518 under --chess960). A castling field that
// fits only Chess960 switches it on by itself.
inline shakki::Expected<shakki::Position, shakki::FenError> position_argument(const std::string& fen, shakki::CastlingMode mode) {
    if (fen.empty()) {
        return mode == shakki::CastlingMode::chess960 ? *shakki::Position::chess960_start(shakki::chess960_standard_number)
                                                      : shakki::Position::start();
    }
    return shakki::parse_fen(fen, {mode, true});
}

// The FEN a program takes as its last argument may also come with its
// fields spread over several (board_svg 8/8/8/8/8/8/8/K1k5 w - - 0 1):
// each field is added with a space between.
inline void append_fen_field(std::string& fen, std::string_view field) {
    if (!fen.empty()) fen += ' ';
    fen += field;
}

// "en fi ... fan": what an unknown --lang is answered with.
inline std::string language_codes() {
    std::string codes;
    for (const shakki::Language& language : shakki::languages) {
        if (!codes.empty()) codes += ' ';
        codes += language.code;
    }
    return codes;
}

// A whole number from `smallest` to `largest` written only with digits:
// no sign, space, fraction or suffix, and no wrapping around on overflow.
template <class Number>
std::optional<Number> whole_number(std::string_view text, Number smallest, Number largest) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) return std::nullopt;
    Number value{};
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (error != std::errc{} || stop != end || value < smallest || value > largest) return std::nullopt;
    return value;
}

// Whether `arg` asks for the usage: --help, or -h.
constexpr bool asks_for_help(std::string_view arg) { return arg == "--help" || arg == "-h"; }

// The arguments of one program, read in order. Each reading function
// reports a mistake itself, on stderr with the usage line; the caller then
// exits with status 2. The usage asked for goes to stdout (help()), and
// the program then exits with status 0.
class Arguments {
public:
    Arguments(std::string_view program, std::string_view usage, int argc, char** argv)
        : program_(program), usage_(usage), argc_(argc), argv_(argv) {}

    // The next argument, or false when all were read.
    bool next(std::string_view& arg) {
        if (at_ >= argc_) return false;
        arg = argv_[at_++];
        return true;
    }

    // The value following `option`.
    std::optional<std::string_view> value(std::string_view option) {
        std::string_view arg;
        if (!next(arg)) {
            fail(std::string{option} + " needs a value");
            return std::nullopt;
        }
        return arg;
    }

    // `what` (an option, or a name such as "depth") as a whole number.
    template <class Number>
    std::optional<Number> number(std::string_view what, std::string_view text, Number smallest, Number largest) {
        const std::optional<Number> value = whole_number(text, smallest, largest);
        if (!value) {
            fail(std::string{what} + " " + quoted(text) + ": expected a whole number from " + std::to_string(smallest) + " to " +
                 std::to_string(largest));
        }
        return value;
    }

    // The language with `code`; `auto_too` says that "auto" is a choice
    // too (the caller handles it), for the list of codes.
    const shakki::Language* language(std::string_view option, std::string_view code, bool auto_too) {
        const shakki::Language* language = shakki::find_language(code);
        if (language == nullptr) {
            fail(std::string{option} + " " + quoted(code) + ": unknown language; known: " + language_codes() +
                 (auto_too ? ", or auto" : ""));
        }
        return language;
    }

    // `--lang CODE|auto` into options that have `language` and
    // `detect_language` (PgnReadOptions, ValidationOptions); false after a
    // message.
    template <class Options>
    bool language_option(std::string_view option, Options& options) {
        const auto code = value(option);
        if (!code) return false;
        options.detect_language = *code == "auto";
        options.language = options.detect_language ? &shakki::english : language(option, *code, true);
        return options.language != nullptr;
    }

    // `arg` as the next field of the FEN argument (see append_fen_field).
    // An option there is one the program does not take: a FEN field that
    // starts with '-' is "-" alone. False after a message.
    bool fen_field(std::string_view arg, std::string& fen) const {
        if (arg.size() > 1 && arg[0] == '-') {
            unexpected(arg);
            return false;
        }
        append_fen_field(fen, arg);
        return true;
    }

    // The position a FEN argument names (see position_argument).
    std::optional<shakki::Position> position(const std::string& fen, shakki::CastlingMode mode) const {
        const auto position = position_argument(fen, mode);
        if (position) return *position;
        fail("invalid FEN at byte " + std::to_string(position.error().offset) + ": " + std::string{position.error().message} +
             ": " + quoted(fen));
        return std::nullopt;
    }

    // An argument the program does not take.
    int unexpected(std::string_view arg) const {
        const bool option = arg.size() > 1 && arg[0] == '-';
        return fail(std::string{option ? "unknown option " : "unexpected argument "} + quoted(arg));
    }

    // Prints the usage line on stdout, as asked for; returns the exit status.
    int help() const {
        const std::string text = std::string{usage_} + "\n";
        std::fwrite(text.data(), 1, text.size(), stdout);
        return 0;
    }

    // Prints "program: message" and the usage line; returns the exit status.
    int fail(std::string_view message) const {
        const std::string text = std::string{program_} + ": " + std::string{message} + "\n" + std::string{usage_} + "\n";
        std::fwrite(text.data(), 1, text.size(), stderr);
        return 2;
    }

private:
    std::string_view program_;
    std::string_view usage_;
    int argc_;
    char** argv_;
    int at_ = 1;
};

}  // namespace cli
