// perft_bench: single-threaded perft speed of shakki against Stockfish's
// `go perft`, measured in the same run so the ratio survives a noisy machine.
//
//   perft_bench [STOCKFISH]    (default /usr/games/stockfish; "-" to skip)
//
// Each measurement is the best of several runs. Stockfish's time is the wall
// time of a process that runs `go perft N`, minus that of one that only
// starts and quits.

#include <chrono>
#include <cstdio>
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
constexpr int repetitions = 5;

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Best wall time of running `commands` through Stockfish, and the node count it printed.
double time_stockfish(const std::string& stockfish, const std::string& commands, std::uint64_t& nodes) {
    double best = 1e300;
    for (int i = 0; i < repetitions; ++i) {
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
        best = std::min(best, seconds_since(start));
    }
    return best;
}

double time_shakki(const shakki::Position& pos, int depth, std::uint64_t& nodes) {
    double best = 1e300;
    for (int i = 0; i < repetitions; ++i) {
        const auto start = std::chrono::steady_clock::now();
        nodes = shakki::perft(pos, depth);
        best = std::min(best, seconds_since(start));
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string stockfish = argc > 1 ? argv[1] : "/usr/games/stockfish";
    const bool with_stockfish = stockfish != "-";
    std::uint64_t ignored = 0;
    const double startup = with_stockfish ? time_stockfish(stockfish, "", ignored) : 0;
    if (with_stockfish && startup < 0) {
        std::fprintf(stderr, "cannot run %s (pass '-' to skip the comparison)\n", stockfish.c_str());
        return 1;
    }
    std::printf("%-15s %5s %12s %10s %12s %10s %7s\n", "position", "depth", "nodes", "shakki s", "shakki Mn/s", "sf Mn/s",
                "ratio");
    for (const Case& c : cases) {
        const shakki::Position pos = shakki::parse_fen(c.fen).value();
        std::uint64_t nodes = 0;
        const double ours = time_shakki(pos, c.depth, nodes);
        const double our_rate = static_cast<double>(nodes) / ours / 1e6;
        double their_rate = 0;
        if (with_stockfish) {
            std::uint64_t their_nodes = 0;
            const std::string commands = std::string{"position fen "} + c.fen + "\\ngo perft " + std::to_string(c.depth) + "\\n";
            const double theirs = time_stockfish(stockfish, commands, their_nodes) - startup;
            if (their_nodes != nodes)
                std::fprintf(stderr, "node counts differ: stockfish %llu\n", static_cast<unsigned long long>(their_nodes));
            their_rate = static_cast<double>(their_nodes) / theirs / 1e6;
        }
        std::printf("%-15s %5d %12llu %10.3f %12.1f %10.1f %6.2fx\n", c.name, c.depth, static_cast<unsigned long long>(nodes),
                    ours, our_rate, their_rate, their_rate > 0 ? our_rate / their_rate : 0.0);
    }
    std::printf("stockfish start-up (subtracted): %.3f s\n", startup);
}
