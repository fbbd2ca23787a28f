#include "command_line.hpp"

#include <cstddef>
#include <cstdio>
#include <limits>
#include <string_view>

#include "../cli.hpp"
#include "file_kind.hpp"

namespace validate_pgn {

namespace {

constexpr std::string_view usage_line =
    "usage: validate_pgn [--lang CODE|auto] [--strict] [--allow-null-moves] [--jobs N] [--format text|jsonl] "
    "[--only-invalid] [--from-offset BYTES] [--to-offset BYTES] [--from-game N] [--] FILE...  (- for stdin)";

// Whether the file gives at least one byte, whatever size it reports.
bool holds_bytes(const std::string& name) {
    std::FILE* file = std::fopen(name.c_str(), "rb");
    if (file == nullptr) return false;
    char byte = 0;
    const bool any = std::fread(&byte, 1, 1, file) == 1;
    std::fclose(file);
    return any;
}

// What is wrong with the range asked for, if anything. Offsets and game
// numbers belong to one file; offsets need a file to seek in, while
// --from-game can skip through a stream.

std::optional<std::string> range_problem(const Range& range, const std::vector<std::string>& files) {
    if (!range.any()) return std::nullopt;
    if (files.size() != 1) return "--from-offset, --to-offset and --from-game take one file";
    if (range.from_game && range.from_offset) return "--from-game and --from-offset do not go together";
    const bool offsets = range.from_offset || range.to_offset;
    if (offsets && (files[0] == "-" || !regular_file_size(files[0]))) {
        return "--from-offset and --to-offset need a regular file, not " +
               (files[0] == "-" ? std::string{"standard input"} : cli::quoted(files[0]));
    }
    if (offsets && regular_file_size(files[0]) == 0 && holds_bytes(files[0])) {
        return "--from-offset and --to-offset need a file that reports its size (" + cli::quoted(files[0]) +
               " reports 0 bytes but holds more, as /proc files do; --from-game can skip through it)";
    }
    if (offsets && file_is_compressed(files[0])) {
        return "--from-offset and --to-offset need an uncompressed file (" + cli::quoted(files[0]) +
               " is compressed and cannot be cut; --from-game can skip through it)";
    }
    return std::nullopt;
}

}  // namespace

std::optional<CommandLine> read_command_line(int argc, char** argv) {
    cli::Arguments args{"validate_pgn", usage_line, argc, argv};
    CommandLine line;
    shakki::PgnReadOptions& options = line.settings.read;
    bool only_files = false;  // after "--"
    const auto size_option = [&](std::string_view arg, std::size_t smallest, std::optional<std::size_t>& out) {
        const auto text = args.value(arg);
        out = text ? args.number(arg, *text, smallest, std::numeric_limits<std::size_t>::max()) : std::nullopt;
        return out.has_value();
    };
    for (std::string_view arg; args.next(arg);) {
        if (only_files || arg == "-" || !arg.starts_with("-")) {
            line.files.emplace_back(arg);
        } else if (cli::asks_for_help(arg)) {
            args.help();
            line.help = true;
            return line;
        } else if (arg == "--") {
            only_files = true;
        } else if (arg == "--lang") {
            if (!args.language_option(arg, options)) return std::nullopt;
        } else if (arg == "--strict") {
            options.mode = shakki::SanMode::strict;
            line.settings.strict = true;
        } else if (arg == "--allow-null-moves") {
            options.allow_null_moves = true;
        } else if (arg == "--jobs") {
            const auto text = args.value(arg);
            const auto count = text ? args.number(arg, *text, 1u, 256u) : std::nullopt;
            if (!count) return std::nullopt;
            line.jobs = *count;
        } else if (arg == "--format") {
            const auto text = args.value(arg);
            if (!text) return std::nullopt;
            if (*text == "text") {
                line.settings.format = Format::text;
            } else if (*text == "jsonl") {
                line.settings.format = Format::jsonl;
            } else {
                args.fail("--format " + cli::quoted(*text) + ": expected text or jsonl");
                return std::nullopt;
            }
        } else if (arg == "--only-invalid") {
            line.settings.only_invalid = true;
        } else if (arg == "--from-offset") {
            if (!size_option(arg, 0, line.range.from_offset)) return std::nullopt;
        } else if (arg == "--to-offset") {
            if (!size_option(arg, 0, line.range.to_offset)) return std::nullopt;
        } else if (arg == "--from-game") {
            if (!size_option(arg, 1, line.range.from_game)) return std::nullopt;
        } else {
            args.unexpected(arg);
            return std::nullopt;
        }
    }
    std::optional<std::string> problem =
        line.files.empty() ? std::optional<std::string>{"no file given"} : range_problem(line.range, line.files);
    if (problem) {
        args.fail(*problem);
        return std::nullopt;
    }
    return line;
}

}  // namespace validate_pgn
