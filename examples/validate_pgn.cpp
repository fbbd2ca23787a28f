// validate_pgn: checks every move of every game in PGN files.
//
//   validate_pgn [--lang CODE|auto] [--strict] [--jobs N] FILE...   ("-" for stdin)
//
// Prints each problem as "FILE:LINE:COL: game N (White - Black), move M: reason",
// then "G games, V valid, I invalid, P plies". Exits 1 when a game is invalid.
// --jobs N checks games on N threads; output order does not change.

#include <condition_variable>
#include <cstdio>
#include <deque>
#include <map>
#include <mutex>
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

std::string report(std::string_view file, const PgnGame& game) {
    const PgnProblem& p = *game.problem;
    const std::string* white = game.tag("White");
    const std::string* black = game.tag("Black");
    std::string line = std::string{file} + ":" + std::to_string(p.line) + ":" + std::to_string(p.column) + ": game " +
                       std::to_string(game.number) + " (" + (white ? *white : "?") + " - " + (black ? *black : "?") + ")";
    if (!p.move.empty()) line += ", move " + p.move;
    return line + ": " + p.message + "\n";
}

// Reads chunks on this thread and checks them on `jobs` worker threads
// (this one lends a hand when it has read far ahead); prints reports in
// game order.
template <class Source>
void validate_stream(Source source, std::string_view name, const PgnReadOptions& options, unsigned jobs, Totals& totals) {
    PgnSplitter<Source> splitter{std::move(source)};
    if (jobs <= 1) {
        for (PgnChunk chunk; splitter.next(chunk);) {
            const PgnGame game = read_pgn_game(chunk, options);
            ++totals.games;
            totals.plies += game.plies;
            if (game.valid())
                ++totals.valid;
            else
                std::fputs(report(name, game).c_str(), stdout);
        }
        return;
    }
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<PgnChunk> queue;
    std::map<std::size_t, std::pair<bool, std::string>> done;  // by game number: valid, report
    std::size_t plies = 0;
    bool finished_reading = false;
    const std::size_t max_queue = std::size_t{512} * jobs;

    const auto check = [&](const PgnChunk& chunk) {
        const PgnGame game = read_pgn_game(chunk, options);
        std::string text = game.valid() ? std::string{} : report(name, game);
        std::lock_guard lock{mutex};
        plies += game.plies;
        done.emplace(game.number, std::pair{game.valid(), std::move(text)});
    };
    std::vector<std::thread> workers;
    for (unsigned j = 0; j < jobs; ++j) {
        workers.emplace_back([&] {
            while (true) {
                PgnChunk chunk;
                {
                    std::unique_lock lock{mutex};
                    changed.wait(lock, [&] { return !queue.empty() || finished_reading; });
                    if (queue.empty()) return;
                    chunk = std::move(queue.front());
                    queue.pop_front();
                }
                check(chunk);
            }
        });
    }
    std::size_t next_to_print = 1;
    const auto print_ready = [&] {  // caller holds the lock
        for (auto it = done.find(next_to_print); it != done.end(); it = done.find(++next_to_print)) {
            ++totals.games;
            if (it->second.first)
                ++totals.valid;
            else
                std::fputs(it->second.second.c_str(), stdout);
            done.erase(it);
        }
    };
    while (true) {
        PgnChunk chunk;
        if (!splitter.next(chunk)) break;
        std::unique_lock lock{mutex};
        queue.push_back(std::move(chunk));
        print_ready();
        if (queue.size() >= max_queue) {  // far enough ahead: lend a hand
            PgnChunk own = std::move(queue.front());
            queue.pop_front();
            lock.unlock();
            check(own);
        } else {
            lock.unlock();
        }
        changed.notify_one();
    }
    {
        std::lock_guard lock{mutex};
        finished_reading = true;
    }
    changed.notify_all();
    for (std::thread& w : workers) w.join();
    print_ready();
    totals.plies += plies;
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
            validate_stream(FileSource{stdin}, "-", options, jobs, totals);
            continue;
        }
        std::FILE* handle = std::fopen(file.c_str(), "rb");
        if (handle == nullptr) {
            std::fprintf(stderr, "%s: cannot open\n", file.c_str());
            return 2;
        }
        validate_stream(FileSource{handle}, file, options, jobs, totals);
        std::fclose(handle);
    }
    std::printf("%zu games, %zu valid, %zu invalid, %zu plies\n", totals.games, totals.valid, totals.games - totals.valid,
                totals.plies);
    return totals.valid == totals.games ? 0 : 1;
}
