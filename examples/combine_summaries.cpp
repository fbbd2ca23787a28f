// combine_summaries: adds up the summaries of several `validate_pgn
// --format jsonl` runs, such as one run per file started by GNU parallel,
// into one summary for them all.
//
//   combine_summaries [--summary-only] [FILE...]     (standard input without FILE)
//
// The lines of the games pass through unchanged (none with
// --summary-only); each summary line (a JSON object with a "summary"
// field, {"summary":true,...} as validate_pgn writes it) is added up, and
// one summary of the same form ends the output. A run's "begin" and "end"
// (from --from-offset and --to-offset) are not carried over: the combined
// summary covers several ranges, and its "files" counts each range's run
// (a file cut in four counts four times). Exits 2 when a file cannot be
// read (a directory, say), when a summary line is malformed or names
// unreadable files, when a total would pass 2^64 - 1, or when no summary
// was found (a run that died before its end prints none); else 1 when a
// game is invalid; else 0. So
//
//   parallel --will-cite validate_pgn --format jsonl ::: *.pgn.zst | combine_summaries
//
// gives the totals of `validate_pgn --format jsonl *.pgn.zst`.

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli.hpp"
#include "common/stdout_check.hpp"
#include "common/summary_line.hpp"

namespace {

constexpr std::string_view usage_line = "usage: combine_summaries [--summary-only] [FILE...]  (standard input without FILE)";

// The counts that summaries add up.
constexpr std::array counts{&SummaryLine::files,   &SummaryLine::games, &SummaryLine::valid,
                            &SummaryLine::invalid, &SummaryLine::plies, &SummaryLine::warnings};

// Adds a run's summary to the total; "begin" and "end" are left out. False,
// with nothing added, when a count would pass 2^64 - 1: wrapped around, it
// would be wrong without a word.
bool add(SummaryLine& total, SummaryLine& one) {
    for (const auto count : counts) {
        if (one.*count > UINT64_MAX - total.*count) return false;
    }
    for (const auto count : counts) total.*count += one.*count;
    for (std::string& name : one.unreadable_files) total.unreadable_files.push_back(std::move(name));
    return true;
}

// Passes a stream's game lines on and adds up its summaries; false (with a
// message) on a malformed summary, totals that would overflow, or a read
// error.
bool combine(std::FILE* in, std::string_view name, bool summary_only, SummaryLine& total, std::size_t& summaries) {
    std::string line;
    std::size_t number = 0;
    const auto fail = [&](const std::string& problem) {
        cli::print_line(stderr, "combine_summaries: " + std::string{name} + ":" + std::to_string(number) + ": " + problem);
        return false;
    };
    for (int c = 0; c != EOF;) {
        line.clear();
        while ((c = std::fgetc(in)) != EOF && c != '\n') line += static_cast<char>(c);
        if (c == EOF && line.empty()) break;
        ++number;
        if (!is_summary_line(line)) {
            if (!summary_only) {
                line += '\n';
                std::fwrite(line.data(), 1, line.size(), stdout);
            }
            continue;
        }
        SummaryLine one;
        if (const auto problem = read_summary_line(line, one)) return fail("malformed summary: " + *problem);
        if (!add(total, one)) return fail("with this summary a total would pass 18446744073709551615 (2^64 - 1)");
        ++summaries;
    }
    if (std::ferror(in) != 0) {
        cli::print_line(stderr, "combine_summaries: cannot read " + cli::quoted(name) + ": " + std::strerror(errno));
        return false;
    }
    return true;
}

int run(int argc, char** argv) {
    cli::Arguments args{"combine_summaries", usage_line, argc, argv};
    bool summary_only = false;
    std::vector<std::string> files;
    for (std::string_view arg; args.next(arg);) {
        if (cli::asks_for_help(arg)) return args.help();
        if (arg == "--summary-only") {
            summary_only = true;
        } else if (arg == "-" || !arg.starts_with("-")) {
            files.emplace_back(arg);
        } else {
            return args.unexpected(arg);
        }
    }
    if (files.empty()) files.emplace_back("-");

    SummaryLine total;
    std::size_t summaries = 0;
    bool well_formed = true;
    for (const std::string& file : files) {
        std::FILE* in = file == "-" ? stdin : std::fopen(file.c_str(), "rb");
        if (in == nullptr) {
            cli::print_line(stderr, "combine_summaries: cannot open " + cli::quoted(file) + ": " + std::strerror(errno));
            well_formed = false;
            continue;
        }
        if (!combine(in, file, summary_only, total, summaries)) well_formed = false;
        if (in != stdin) std::fclose(in);
    }
    if (summaries == 0) {
        cli::print_line(stderr, "combine_summaries: no summary line found (a run ended before printing its own?)");
        well_formed = false;
    }
    const std::string summary = summary_line_text(total);
    std::fwrite(summary.data(), 1, summary.size(), stdout);
    if (!well_formed || !total.unreadable_files.empty()) return 2;
    return total.invalid > 0 ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("combine_summaries", run(argc, argv)); }
