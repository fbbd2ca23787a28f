// perft_bench: single-threaded perft speed of shakki against Stockfish's
// `go perft`, measured in the same run so the ratio survives a noisy machine.
//
//   perft_bench [STOCKFISH [ROUNDS]]  (default /usr/games/stockfish, 9 rounds;
//                                     STOCKFISH "-" skips the comparison)
//
// Each figure is the best of several rounds, each round one run of shakki
// and one of Stockfish. Stockfish's time is the wall time of a process that
// runs `go perft N`, minus that of one that only starts and quits.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "shakki/shakki.hpp"

namespace {

struct Case {
    const char* name;
    const char* fen;
    int depth;
};

constexpr Case cases[] = {
    {"start position", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5},
};
// Rounds of one run each: shakki, then Stockfish. A busy spell on a shared
// machine then slows both sides of a ratio alike; the best round of each
// is kept.
constexpr int default_rounds = 9;

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Wall time of running `commands` through Stockfish once (-1 when it
// cannot run), and the node count it printed.
double time_stockfish(const std::string& stockfish, const std::string& commands, std::uint64_t& nodes) {
    const std::string shell = "printf '" + commands + "quit\\n' | " + stockfish;
    const auto start = std::chrono::steady_clock::now();
    FILE* pipe = popen(shell.c_str(), "r");
    if (pipe == nullptr) return -1;
    char line[512];
    while (std::fgets(line, sizeof line, pipe) != nullptr) {
        unsigned long long n = 0;
        if (std::sscanf(line, "Nodes searched: %llu", &n) == 1) nodes = n;
    }
    if (pclose(pipe) != 0) return -1;
    return seconds_since(start);
}

double time_shakki(const shakki::Position& pos, int depth, std::uint64_t& nodes) {
    const auto start = std::chrono::steady_clock::now();
    nodes = shakki::perft(pos, depth);
    return seconds_since(start);
}

}  // namespace

int main(int argc, char** argv) {
    const std::string stockfish = argc > 1 ? argv[1] : "/usr/games/stockfish";
    const int rounds = argc > 2 ? std::max(1, std::atoi(argv[2])) : default_rounds;
    const bool with_stockfish = stockfish != "-";
    std::uint64_t ignored = 0;
    double startup = 1e300;
    for (int round = 0; with_stockfish && round < rounds; ++round) {
        const double seconds = time_stockfish(stockfish, "", ignored);
        if (seconds < 0) {
            std::fprintf(stderr, "cannot run %s (pass '-' to skip the comparison)\n", stockfish.c_str());
            return 1;
        }
        startup = std::min(startup, seconds);
    }
    if (!with_stockfish) startup = 0;
    std::printf("%-15s %5s %12s %10s %12s %10s %7s\n", "position", "depth", "nodes", "shakki s", "shakki Mn/s", "sf Mn/s",
                "ratio");
    for (const Case& c : cases) {
        const shakki::Position pos = shakki::parse_fen(c.fen).value();
        const std::string commands = std::string{"position fen "} + c.fen + "\\ngo perft " + std::to_string(c.depth) + "\\n";
        std::uint64_t nodes = 0;
        std::uint64_t their_nodes = 0;
        double ours = 1e300;
        double theirs = 1e300;
        for (int round = 0; round < rounds; ++round) {
            ours = std::min(ours, time_shakki(pos, c.depth, nodes));
            if (with_stockfish) theirs = std::min(theirs, time_stockfish(stockfish, commands, their_nodes) - startup);
        }
        if (with_stockfish && their_nodes != nodes)
            std::fprintf(stderr, "node counts differ: stockfish %llu\n", static_cast<unsigned long long>(their_nodes));
        const double our_rate = static_cast<double>(nodes) / ours / 1e6;
        const double their_rate = with_stockfish ? static_cast<double>(their_nodes) / theirs / 1e6 : 0;
        std::printf("%-15s %5d %12llu %10.3f %12.1f %10.1f %6.2fx\n", c.name, c.depth, static_cast<unsigned long long>(nodes),
                    ours, our_rate, their_rate, their_rate > 0 ? our_rate / their_rate : 0.0);
    }
    std::printf("best of %d rounds; stockfish start-up (subtracted): %.3f s\n", rounds, startup);
}
