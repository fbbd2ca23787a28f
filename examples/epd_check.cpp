// epd_check: checks a best-move EPD file, one record per line.
//
//   epd_check [--lang CODE] [--strict] [FILE]   (standard input without FILE, or with "-")
//
// For every record: the position is legal, and every bm, am, pm, sm and pv
// move is legal where it stands (pv: after the moves before it); SAN is
// read leniently (N1f3, Nf3 for Nf3+, 0-0...), or only in canonical form
// with --strict. A record with neither bm nor am is a problem too; blank
// lines are skipped. Each problem is printed as "FILE:LINE:COL: reason"
// (COL counts bytes from 1), bytes a terminal would not show as escapes;
// then "R records, M moves, P problems". Exits 1 when there is a problem,
// and 2 on a bad argument or a file that cannot be read.

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include "cli.hpp"
#include "common/stdout_check.hpp"
#include "shakki/notation/epd.hpp"
#include "shakki/notation/san_explain.hpp"

namespace {

using namespace shakki;

constexpr std::string_view usage_line = "usage: epd_check [--lang CODE] [--strict] [FILE]  (- or none for stdin)";

struct Totals {
    std::size_t records = 0;
    std::size_t moves = 0;
    std::size_t problems = 0;
};

void report(Totals& totals, std::string_view name, std::size_t line, std::size_t offset, std::string_view reason) {
    ++totals.problems;
    cli::print_line(
        stdout, std::string{name} + ":" + std::to_string(line) + ":" + std::to_string(offset + 1) + ": " + std::string{reason});
}

// The reason for an error, in a sentence; a move's error names the move.
std::string reason(std::string_view text, const EpdError& e, const Language& language) {
    if (e.code != EpdErrorCode::invalid_move) return std::string{e.message};
    std::size_t end = e.operand_offset;
    while (end < text.size() && text[end] != ' ' && text[end] != '\t' && text[end] != ';') ++end;
    const std::string_view move = text.substr(e.operand_offset, end - e.operand_offset);
    return std::string{explain(e.san_position, move, e.san, language).view()};
}

void check_record(Totals& totals, std::string_view name, std::size_t line, std::string_view text, const EpdReadOptions& options) {
    ++totals.records;
    const auto record = parse_epd(text, options);
    if (!record) {
        report(totals, name, line, record.error().offset, reason(text, record.error(), *options.language));
        return;
    }
    for (const EpdOperation& op : record->operations) {
        for (const EpdOperand& operand : op.operands) totals.moves += operand.kind == EpdOperandKind::move;
    }
    if (record->find("bm") == nullptr && record->find("am") == nullptr) {
        report(totals, name, line, 0, "no bm or am operation: not a best-move record");
    }
}

// Reads `file` line by line; a line longer than a record may be is
// reported and skipped without being kept. False on a read error.
bool check_file(Totals& totals, std::string_view name, std::FILE* file, const EpdReadOptions& options) {
    std::string line;
    bool too_long = false;
    std::size_t number = 0;
    const auto finish_line = [&] {
        ++number;
        if (too_long) {
            ++totals.records;
            report(totals, name, number, max_epd_record_bytes, "line longer than an EPD record may be (65536 bytes)");
        } else if (line.find_first_not_of(" \t\r") != std::string::npos) {
            check_record(totals, name, number, line, options);
        }
        line.clear();
        too_long = false;
    };
    char buffer[1 << 14];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, file)) > 0;) {
        for (std::size_t i = 0; i < got; ++i) {
            if (buffer[i] == '\n') {
                finish_line();
            } else if (!too_long) {
                line += buffer[i];
                // One byte of slack for the '\r' of a CRLF line end.
                too_long = line.size() > max_epd_record_bytes + 1;
                if (too_long) line.clear();
            }
        }
    }
    if (!line.empty() || too_long) finish_line();
    return std::ferror(file) == 0;
}

int run(int argc, char** argv) {
    EpdReadOptions options;
    std::string_view path = "-";
    bool have_path = false;
    cli::Arguments args{"epd_check", usage_line, argc, argv};
    for (std::string_view arg; args.next(arg);) {
        if (cli::asks_for_help(arg)) return args.help();
        if (arg == "--strict") {
            options.san_mode = SanMode::strict;
        } else if (arg == "--lang") {
            const auto code = args.value(arg);
            if (!code) return 2;
            options.language = args.language(arg, *code, false);
            if (options.language == nullptr) return 2;
        } else if ((arg.size() > 1 && arg[0] == '-') || have_path) {
            return args.unexpected(arg);
        } else {
            path = arg;
            have_path = true;
        }
    }

    const bool from_stdin = path == "-";
    const std::string name = from_stdin ? "<stdin>" : std::string{path};
    std::FILE* file = from_stdin ? stdin : std::fopen(name.c_str(), "rb");
    if (file == nullptr) {
        cli::print_line(stderr, "epd_check: cannot open " + cli::quoted(path) + ": " + std::strerror(errno));
        return 2;
    }
    Totals totals;
    const bool read = check_file(totals, cli::printable(name), file, options);
    const int error = errno;
    if (!from_stdin) std::fclose(file);
    std::printf("%zu records, %zu moves, %zu problems\n", totals.records, totals.moves, totals.problems);
    if (!read) {
        cli::print_line(stderr, "epd_check: cannot read " + cli::quoted(name) + ": " + std::strerror(error));
        return 2;
    }
    return totals.problems > 0 ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("epd_check", run(argc, argv)); }
