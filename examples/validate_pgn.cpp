// validate_pgn: checks every move of every game in PGN files.
//
//   validate_pgn [--lang CODE|auto] [--strict] [--jobs N] FILE...   ("-" for stdin)
//
// Prints each problem as "FILE:LINE:COL: game N (White - Black), move M: reason",
// then "G games, V valid, I invalid, P plies". Exits 1 when a game is invalid.
// --jobs N cuts each file into N parts at game starts and checks them on N
// threads; the output is the same as with one, printed when all parts are
// done. Standard input and pipes are read on one thread.

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "shakki/pgn.hpp"
#include "shakki/shakki.hpp"

namespace {

using namespace shakki;

struct Totals {
    std::size_t games = 0;
    std::size_t valid = 0;
    std::size_t plies = 0;
};

// What is printed about an invalid game; `game` and `problem.line` count
// from the start of the part of the file it was read in.
struct Report {
    std::size_t game = 0;
    PgnProblem problem;
    std::string players;  // "White - Black"
};

Report report_of(const PgnGame& game) {
    const std::string* white = game.tag("White");
    const std::string* black = game.tag("Black");
    return {game.number, *game.problem, (white ? *white : "?") + " - " + (black ? *black : "?")};
}

void print(std::string_view file, const Report& r, std::size_t games_before, std::size_t lines_before) {
    std::string line = std::string{file} + ":" + std::to_string(r.problem.line + lines_before) + ":" +
                       std::to_string(r.problem.column) + ": game " + std::to_string(r.game + games_before) + " (" + r.players +
                       ")";
    if (!r.problem.move.empty()) line += ", move " + r.problem.move;
    line += ": " + r.problem.message + "\n";
    std::fputs(line.c_str(), stdout);
}

// One part of a file, read on its own thread. Reports wait until the parts
// before it are done and say how many games and lines they held.
struct Part {
    Totals totals;
    std::size_t lines = 0;
    std::vector<Report> reports;
};

template <class Source, class OnInvalid>
void validate_part(Source source, const PgnReadOptions& options, Part& part, OnInvalid on_invalid) {
    PgnSplitter<Source> splitter{std::move(source)};
    for (PgnChunk chunk; splitter.next(chunk);) {
        const PgnGame game = validate_pgn_game(chunk, options);
        ++part.totals.games;
        part.totals.plies += game.plies;
        if (game.valid())
            ++part.totals.valid;
        else
            on_invalid(report_of(game));
    }
    part.lines = splitter.lines_read();
}

void add(Totals& totals, const Totals& more) {
    totals.games += more.games;
    totals.valid += more.valid;
    totals.plies += more.plies;
}

// A stream read on this thread, its reports printed as they come.
template <class Source>
void validate_stream(Source source, std::string_view name, const PgnReadOptions& options, Totals& totals) {
    Part part;
    validate_part(std::move(source), options, part, [&](const Report& r) { print(name, r, 0, 0); });
    add(totals, part.totals);
}

// A file on `jobs` threads: cut into equal parts at game starts, each part
// read and checked by its own thread, the reports printed in file order.
// A pipe such as <(zcat games.pgn.gz) cannot be cut, and is read on one
// thread like standard input.
bool validate_file(const std::string& name, const PgnReadOptions& options, unsigned jobs, Totals& totals) {
    std::error_code error;
    if (jobs == 1 || !std::filesystem::is_regular_file(name, error)) {
        std::FILE* file = std::fopen(name.c_str(), "rb");
        if (file == nullptr) return false;
        validate_stream(FileSource{file}, name, options, totals);
        std::fclose(file);
        return true;
    }
    std::ifstream probe{name, std::ios::binary | std::ios::ate};
    if (!probe) return false;
    const auto size = static_cast<std::size_t>(probe.tellg());
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
        threads.emplace_back([&, j] {
            std::ifstream in{name, std::ios::binary};
            in.seekg(static_cast<std::streamoff>(cuts[j]));
            using Source = LimitedSource<StreamSource<std::ifstream>>;
            Part& part = parts[j];
            validate_part(Source{StreamSource<std::ifstream>{in}, cuts[j + 1] - cuts[j]}, options, part,
                          [&](Report r) { part.reports.push_back(std::move(r)); });
        });
    }
    for (std::thread& t : threads) t.join();
    Totals file_totals;
    std::size_t lines = 0;
    for (const Part& part : parts) {
        for (const Report& r : part.reports) print(name, r, file_totals.games, lines);
        add(file_totals, part.totals);
        lines += part.lines;
    }
    add(totals, file_totals);
    return true;
}

int usage() {
    std::fputs("usage: validate_pgn [--lang CODE|auto] [--strict] [--jobs N] FILE...  (- for stdin)\n", stderr);
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    PgnReadOptions options;
    unsigned jobs = 1;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--lang" && i + 1 < argc) {
            const std::string_view code = argv[++i];
            options.detect_language = code == "auto";
            options.language = options.detect_language ? &english : find_language(code);
            if (options.language == nullptr) return usage();
        } else if (arg == "--strict") {
            options.mode = SanMode::strict;
        } else if (arg == "--jobs" && i + 1 < argc) {
            jobs = static_cast<unsigned>(std::strtoul(argv[++i], nullptr, 10));
            if (jobs == 0 || jobs > 256) return usage();
        } else if (arg.size() > 1 && arg[0] == '-') {
            return usage();
        } else {
            files.emplace_back(arg);
        }
    }
    if (files.empty()) return usage();

    Totals totals;
    for (const std::string& file : files) {
        if (file == "-") {
            validate_stream(FileSource{stdin}, "-", options, totals);  // a pipe cannot be cut into parts
        } else if (!validate_file(file, options, jobs, totals)) {
            std::fprintf(stderr, "%s: cannot open\n", file.c_str());
            return 2;
        }
    }
    std::printf("%zu games, %zu valid, %zu invalid, %zu plies\n", totals.games, totals.valid, totals.games - totals.valid,
                totals.plies);
    return totals.valid == totals.games ? 0 : 1;
}
