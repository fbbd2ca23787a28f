#pragma once
// The summary line that ends the output of `validate_pgn --format jsonl`,
// and that combine_summaries reads and writes again:
//
//   {"summary":true,"files":1,"games":3,"valid":2,"invalid":1,"plies":120,"warnings":0,"unreadable_files":[]}
//
// with "begin" and "end" before "unreadable_files" when the run read a
// byte range of its file (docs/pgn.md).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "json.hpp"

struct SummaryLine {
    std::uint64_t files = 0;
    std::uint64_t games = 0;
    std::uint64_t valid = 0;
    std::uint64_t invalid = 0;
    std::uint64_t plies = 0;
    std::uint64_t warnings = 0;
    std::optional<std::uint64_t> begin;  // with end: the byte range read
    std::optional<std::uint64_t> end;
    std::vector<std::string> unreadable_files;  // their names, decoded
};

// Whether a line of JSON Lines output is a summary rather than a game: an
// object with a "summary" field, wherever it stands and however the JSON
// is spaced. Whether the rest of it is right is for read_summary_line.
inline bool is_summary_line(std::string_view line) {
    json::Reader in{line};
    if (!in.take('{') || in.take('}')) return false;
    do {
        std::string name;
        if (!in.string(name) || !in.take(':')) return false;
        if (name == "summary") return true;
        if (!in.skip_value()) return false;
    } while (in.take(','));
    return false;
}

// The line, with its line break.
inline std::string summary_line_text(const SummaryLine& s) {
    std::string line;
    json::Writer out{line};
    out.begin_object().key("summary").boolean(true);
    out.key("files").number(s.files).key("games").number(s.games).key("valid").number(s.valid);
    out.key("invalid").number(s.invalid).key("plies").number(s.plies).key("warnings").number(s.warnings);
    if (s.begin && s.end) out.key("begin").number(*s.begin).key("end").number(*s.end);
    out.key("unreadable_files").begin_array();
    for (const std::string& name : s.unreadable_files) out.string(name);
    out.end_array().end_object();
    line += '\n';
    return line;
}

// Reads a summary line (without its line break) as validate_pgn writes it:
// its fields in any order, no field but these. Returns what is wrong, or
// nothing.
inline std::optional<std::string> read_summary_line(std::string_view line, SummaryLine& s) {
    const auto count_named = [&s](std::string_view name) -> std::uint64_t* {
        if (name == "files") return &s.files;
        if (name == "games") return &s.games;
        if (name == "valid") return &s.valid;
        if (name == "invalid") return &s.invalid;
        if (name == "plies") return &s.plies;
        if (name == "warnings") return &s.warnings;
        if (name == "begin") return &s.begin.emplace();
        if (name == "end") return &s.end.emplace();
        return nullptr;
    };
    json::Reader in{line};
    if (!in.take('{')) return "expected {";
    while (true) {
        std::string name;
        if (!in.string(name)) return "expected a field name";
        if (!in.take(':')) return "expected : after a field name";
        if (name == "summary") {
            if (!in.word("true")) return "\"summary\" must be true";
        } else if (name == "unreadable_files") {
            if (!in.string_array(s.unreadable_files)) return "\"unreadable_files\" must be an array of strings";
        } else if (std::uint64_t* count = count_named(name)) {
            if (!in.number(*count)) return "expected a whole number from 0 to 18446744073709551615 for \"" + name + "\"";
        } else {
            return "unknown field \"" + name + "\"";
        }
        if (in.take('}')) break;
        if (!in.take(',')) return "expected , or }";
    }
    if (!in.at_end()) return "text after the summary";
    // Compared so that no sum can wrap around and pass.
    if (s.valid > s.games || s.games - s.valid != s.invalid) return "valid and invalid do not add up to games";
    return std::nullopt;
}
