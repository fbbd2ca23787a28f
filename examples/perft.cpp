// perft: counts the leaf nodes of the legal move tree, the standard check
// of a move generator.
//
//   perft DEPTH [FEN]            node count on the last line of stdout
//   perft --divide DEPTH [FEN]   first one "uci: count" line per root move
//
// Speed (nodes per second) goes to stderr. The FEN may be one argument or
// spread over several; the default is the start position.

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "shakki/shakki.hpp"

namespace {

int usage() {
    std::fputs("usage: perft [--divide] DEPTH [FEN]\n", stderr);
    return 2;
}

void report_fen_error(const std::string& fen, const shakki::FenError& error) {
    std::fprintf(stderr, "invalid FEN: %.*s\n  %s\n  %*s^\n", static_cast<int>(error.message.size()), error.message.data(),
                 fen.c_str(), static_cast<int>(error.offset), "");
}

// Prints one line per root move, sorted by UCI text; returns the total.
std::uint64_t print_divide(const shakki::Position& position, int depth) {
    std::vector<std::pair<std::string, std::uint64_t>> rows;
    std::uint64_t total = 0;
    for (const auto& entry : shakki::perft_divide(position, depth)) {
        rows.emplace_back(std::string{shakki::to_uci(entry.move).view()}, entry.nodes);
        total += entry.nodes;
    }
    std::sort(rows.begin(), rows.end());
    for (const auto& [uci, nodes] : rows) std::printf("%s: %llu\n", uci.c_str(), static_cast<unsigned long long>(nodes));
    return total;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    const bool divide = !args.empty() && args.front() == "--divide";
    if (divide) args.erase(args.begin());
    if (args.empty()) return usage();

    int depth = 0;
    const auto [end, status] = std::from_chars(args[0].data(), args[0].data() + args[0].size(), depth);
    if (status != std::errc{} || end != args[0].data() + args[0].size() || depth < 0 || depth > 20) return usage();

    std::string fen;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (i > 1) fen += ' ';
        fen += args[i];
    }
    auto position =
        fen.empty() ? shakki::Expected<shakki::Position, shakki::FenError>{shakki::Position::start()} : shakki::parse_fen(fen);
    if (!position) {
        report_fen_error(fen, position.error());
        return 1;
    }

    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodes = divide && depth > 0 ? print_divide(*position, depth) : shakki::perft(*position, depth);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::printf("%llu\n", static_cast<unsigned long long>(nodes));
    std::fflush(stdout);  // keep the count above the timing on a terminal
    std::fprintf(stderr, "%.3f s, %.0f nodes/s\n", seconds, seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0);
    return 0;
}
