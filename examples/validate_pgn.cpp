// validate_pgn: checks every move of every game in PGN files.
//
//   validate_pgn [--lang CODE|auto] [--strict] [--allow-null-moves] [--jobs N] [--] FILE...   ("-" for stdin)
//
// Prints each problem as "FILE:LINE:COL: game N (White - Black), move M: reason",
// then "G games, V valid, I invalid, P plies" (and ", W warnings" when there
// are any). Damage that other readers read past, such as a stray quote in a
// tag value or a stray bracket, is a warning ("...: warning: reason"): the
// game is judged by its moves and result. --strict makes a warning an error
// (the first problem of the game is printed) and non-canonical SAN too.
// --allow-null-moves accepts null moves ("--", "Z0") in the main line; in
// variations they are always accepted. Bytes that a terminal would
// not show as written (a NUL in a tag, a CR, invalid UTF-8) are printed as
// escapes such as \x00. Exits 1 when a game is invalid, and 2 on a bad
// argument or a file that cannot be opened or read in full: that file is
// named on stderr, the others are still checked, and the totals count the
// games read. --jobs N cuts each file into N parts at game starts and
// checks them on N threads; the output is the same as with one, printed
// when all parts are done. Standard input and pipes are read on one thread.

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "cli.hpp"
#include "shakki/pgn.hpp"
#include "shakki/shakki.hpp"

namespace {

using namespace shakki;

constexpr std::string_view usage_line =
    "usage: validate_pgn [--lang CODE|auto] [--strict] [--allow-null-moves] [--jobs N] [--] FILE...  (- for stdin)";

struct Settings {
    PgnReadOptions read;
    bool strict = false;  // a warning makes the game invalid
};

struct Totals {
    std::size_t games = 0;
    std::size_t valid = 0;
    std::size_t plies = 0;
    std::size_t warnings = 0;  // printed as warnings (none with --strict)
};

// One line printed about a game; `game` and `problem.line` count from the
// start of the part of the file it was read in.
struct Report {
    std::size_t game = 0;
    PgnProblem problem;
    std::string players;  // "White - Black"
};

bool comes_before(const PgnProblem& a, const PgnProblem& b) { return a.line != b.line ? a.line < b.line : a.column < b.column; }

// What is printed about a game, in the order of the text: its warnings and
// its error; with --strict, only its first problem, warnings included.
// Returns whether the game is valid.
bool judge(const PgnGame& game, bool strict, std::vector<Report>& reports) {
    const std::string* white = game.tag("White");
    const std::string* black = game.tag("Black");
    const std::string players = (white ? *white : "?") + " - " + (black ? *black : "?");
    std::vector<const PgnProblem*> problems;
    for (const PgnProblem& w : game.warnings) problems.push_back(&w);
    if (game.problem) problems.push_back(&*game.problem);
    std::stable_sort(problems.begin(), problems.end(),
                     [](const PgnProblem* a, const PgnProblem* b) { return comes_before(*a, *b); });
    if (strict && !problems.empty()) {
        PgnProblem first = *problems.front();
        first.severity = PgnSeverity::error;
        reports.push_back({game.number, std::move(first), players});
        return false;
    }
    for (const PgnProblem* p : problems) reports.push_back({game.number, *p, players});
    return game.valid();
}

void print(std::string_view file, const Report& r, std::size_t games_before, std::size_t lines_before) {
    std::string line = std::string{file} + ":" + std::to_string(r.problem.line + lines_before) + ":" +
                       std::to_string(r.problem.column) + ": game " + std::to_string(r.game + games_before) + " (" + r.players +
                       ")";
    if (!r.problem.move.empty()) line += ", move " + r.problem.move;
    line += r.problem.severity == PgnSeverity::warning ? ": warning: " : ": ";
    line += r.problem.message;
    cli::print_line(stdout, line);  // the names, moves and file name come from the input
}

// What kept a file from being read in full: the step, errno, and how many
// of its games were read before.
struct FileError {
    std::string_view step;  // "cannot open" or "cannot read"
    int error = 0;
    std::size_t games_before = 0;
};

void print(std::string_view file, const FileError& e) {
    std::string line = "validate_pgn: " + std::string{file} + ": " + std::string{e.step};
    if (e.games_before > 0) line += " past game " + std::to_string(e.games_before);
    line += ": ";
    line += std::strerror(e.error);
    cli::print_line(stderr, line);
}

// FileSource cannot tell a read error from the end of the file (fread
// returns less for both), and the splitter takes it for the end. This one
// keeps the first error for the caller.
class CheckedFileSource {
public:
    CheckedFileSource(std::FILE* file, int& error) : file_(file), error_(&error) {}
    std::size_t read(char* buffer, std::size_t n) {
        errno = 0;
        const std::size_t count = std::fread(buffer, 1, n, file_);
        if (count < n && std::ferror(file_) != 0 && *error_ == 0) *error_ = errno != 0 ? errno : EIO;
        return count;
    }

private:
    std::FILE* file_;
    int* error_;
};

// One part of a file, read on its own thread. Reports wait until the parts
// before it are done and say how many games and lines they held.
struct Part {
    Totals totals;
    std::size_t lines = 0;
    std::vector<Report> reports;
    std::optional<FileError> error;
    int read_error = 0;  // set by the part's CheckedFileSource
};

template <class Source, class OnReport>
void validate_part(Source source, const Settings& settings, Part& part, OnReport on_report) {
    PgnSplitter<Source> splitter{std::move(source)};
    std::vector<Report> reports;
    for (PgnChunk chunk; splitter.next(chunk);) {
        // A read error ended the chunk early: it is not a game to judge.
        if (part.read_error != 0) break;
        const PgnGame game = validate_pgn_game(chunk, settings.read);
        ++part.totals.games;
        part.totals.plies += game.plies;
        reports.clear();
        if (judge(game, settings.strict, reports)) ++part.totals.valid;
        for (Report& r : reports) {
            if (r.problem.severity == PgnSeverity::warning) ++part.totals.warnings;
            on_report(std::move(r));
        }
    }
    part.lines = splitter.lines_read();
    if (part.read_error != 0) part.error = FileError{"cannot read", part.read_error, part.totals.games};
}

void add(Totals& totals, const Totals& more) {
    totals.games += more.games;
    totals.valid += more.valid;
    totals.plies += more.plies;
    totals.warnings += more.warnings;
}

// A stream read on this thread, its reports printed as they come.
std::optional<FileError> validate_stream(std::FILE* file, std::string_view name, const Settings& settings, Totals& totals) {
    Part part;
    validate_part(CheckedFileSource{file, part.read_error}, settings, part, [&](const Report& r) { print(name, r, 0, 0); });
    add(totals, part.totals);
    return part.error;
}

// The size of a regular file, or 0 for anything that cannot be cut into
// parts: a pipe, a device, or a file that claims no size (as in /proc).
std::size_t size_to_cut(const std::string& name) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(name, error)) return 0;
    const std::uintmax_t size = std::filesystem::file_size(name, error);
    return error ? 0 : static_cast<std::size_t>(size);
}

// One part of a file on its own thread.
void validate_part_of(const std::string& name, std::size_t begin, std::size_t end, const Settings& settings, Part& part) {
    std::FILE* file = std::fopen(name.c_str(), "rb");
    if (file == nullptr) {
        part.error = FileError{"cannot open", errno, 0};
        return;
    }
    if (std::fseek(file, static_cast<long>(begin), SEEK_SET) != 0) {
        part.error = FileError{"cannot read", errno, 0};
    } else {
        using Source = LimitedSource<CheckedFileSource>;
        validate_part(Source{CheckedFileSource{file, part.read_error}, end - begin}, settings, part,
                      [&](Report r) { part.reports.push_back(std::move(r)); });
    }
    std::fclose(file);
}

// A file on `jobs` threads: cut into equal parts at game starts, each part
// read and checked by its own thread, the reports printed in file order.
// A pipe such as <(zcat games.pgn.gz) cannot be cut, and is read on one
// thread like standard input. Stops at the first part that could not be
// read in full, as one thread would.
std::optional<FileError> validate_file(const std::string& name, const Settings& settings, unsigned jobs, Totals& totals) {
    const std::size_t size = jobs == 1 ? 0 : size_to_cut(name);
    if (size == 0) {
        std::FILE* file = std::fopen(name.c_str(), "rb");
        if (file == nullptr) return FileError{"cannot open", errno, 0};
        auto error = validate_stream(file, name, settings, totals);
        std::fclose(file);
        return error;
    }
    std::ifstream probe{name, std::ios::binary};
    if (!probe) return FileError{"cannot open", errno, 0};
    std::vector<std::size_t> cuts{0};
    for (unsigned j = 1; j < jobs; ++j) {
        // Search on from the last cut, so a file with few game starts is
        // scanned once, not once per part.
        const std::size_t from = std::max(size / jobs * j, cuts.back());
        cuts.push_back(from >= size ? size : pgn_game_start(probe, from, size));
    }
    cuts.push_back(size);

    std::vector<Part> parts(jobs);
    std::vector<std::thread> threads;
    for (unsigned j = 0; j < jobs; ++j) {
        threads.emplace_back([&, j] { validate_part_of(name, cuts[j], cuts[j + 1], settings, parts[j]); });
    }
    for (std::thread& t : threads) t.join();
    Totals file_totals;
    std::size_t lines = 0;
    for (Part& part : parts) {
        for (const Report& r : part.reports) print(name, r, file_totals.games, lines);
        add(file_totals, part.totals);
        lines += part.lines;
        if (part.error) {
            part.error->games_before = file_totals.games;
            add(totals, file_totals);
            return part.error;
        }
    }
    add(totals, file_totals);
    return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
    cli::Arguments args{"validate_pgn", usage_line, argc, argv};
    Settings settings;
    PgnReadOptions& options = settings.read;
    unsigned jobs = 1;
    std::vector<std::string> files;
    bool only_files = false;  // after "--"
    for (std::string_view arg; args.next(arg);) {
        if (only_files || arg == "-" || !arg.starts_with("-")) {
            files.emplace_back(arg);
        } else if (arg == "--") {
            only_files = true;
        } else if (arg == "--lang") {
            if (!args.language_option(arg, options)) return 2;
        } else if (arg == "--strict") {
            options.mode = SanMode::strict;
            settings.strict = true;
        } else if (arg == "--allow-null-moves") {
            options.allow_null_moves = true;
        } else if (arg == "--jobs") {
            const auto text = args.value(arg);
            const auto count = text ? args.number(arg, *text, 1u, 256u) : std::nullopt;
            if (!count) return 2;
            jobs = *count;
        } else {
            return args.unexpected(arg);
        }
    }
    if (files.empty()) return args.fail("no file given");

    Totals totals;
    bool all_read = true;
    for (const std::string& file : files) {
        // A pipe cannot be cut into parts: standard input is read on one thread.
        std::optional<FileError> error =
            file == "-" ? validate_stream(stdin, "-", settings, totals) : validate_file(file, settings, jobs, totals);
        if (error) {
            std::fflush(stdout);  // the file's reports before the error that ended it
            print(file, *error);
            all_read = false;
        }
    }
    std::printf("%zu games, %zu valid, %zu invalid, %zu plies", totals.games, totals.valid, totals.games - totals.valid,
                totals.plies);
    if (totals.warnings > 0) std::printf(", %zu warnings", totals.warnings);
    std::printf("\n");
    if (!all_read) return 2;
    return totals.valid == totals.games ? 0 : 1;
}
