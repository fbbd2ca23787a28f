// perft: counts the leaf nodes of the legal move tree, the standard check
// of a move generator.
//
//   perft DEPTH [FEN]            node count on the last line of stdout
//   perft --divide DEPTH [FEN]   first one "uci: count" line per root move
//   perft --chess960 DEPTH [FEN] by Chess960 rules (castling in the divide
//                                lines as king takes rook, as Stockfish's)
//
// A castling field that fits only Chess960 (HAha with the rooks elsewhere,
// or KQkq with the king off e1) switches Chess960 on by itself.
// Speed (nodes per second) goes to stderr. The FEN may be one argument or
// spread over several; the default is the start position. A bad argument
// or FEN exits 2 with a message.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"
#include "common/stdout_check.hpp"
#include "shakki/shakki.hpp"

namespace {

constexpr std::string_view usage_line = "usage: perft [--divide] [--chess960] DEPTH [FEN]";

// The FEN, escaped, with a caret under the byte the error is at.
void report_fen_error(const std::string& fen, const shakki::FenError& error) {
    const std::string before = cli::printable(std::string_view{fen}.substr(0, std::min(error.offset, fen.size())));
    // One column per character: UTF-8 continuation bytes take none.
    const auto columns = std::count_if(before.begin(), before.end(), [](char c) { return (c & 0xC0) != 0x80; });
    const std::string text = "perft: invalid FEN: " + std::string{error.message} + "\n  " + cli::printable(fen) + "\n  " +
                             std::string(static_cast<std::size_t>(columns), ' ') + "^\n";
    std::fputs(text.c_str(), stderr);
}

// Prints one line per root move, sorted by UCI text; returns the total.
std::uint64_t print_divide(const shakki::Position& position, int depth) {
    std::vector<std::pair<std::string, std::uint64_t>> rows;
    std::uint64_t total = 0;
    for (const auto& entry : shakki::perft_divide(position, depth)) {
        rows.emplace_back(std::string{shakki::to_uci(position, entry.move).view()}, entry.nodes);
        total += entry.nodes;
    }
    std::sort(rows.begin(), rows.end());
    for (const auto& [uci, nodes] : rows) std::printf("%s: %llu\n", uci.c_str(), static_cast<unsigned long long>(nodes));
    return total;
}

int run(int argc, char** argv) {
    cli::Arguments args{"perft", usage_line, argc, argv};
    bool divide = false;
    auto mode = shakki::CastlingMode::standard;
    std::optional<int> depth;
    std::string fen;
    for (std::string_view arg; args.next(arg);) {
        if (cli::asks_for_help(arg)) return args.help();
        if (arg == "--divide") {
            divide = true;
        } else if (arg == "--chess960") {
            mode = shakki::CastlingMode::chess960;
        } else if (arg.size() > 1 && arg[0] == '-' && (arg[1] < '0' || arg[1] > '9')) {
            return args.unexpected(arg);  // a FEN field starting with '-' is "-" alone; "-1" is a bad depth
        } else if (!depth) {
            depth = args.number("depth", arg, 0, 20);
            if (!depth) return 2;
        } else {
            cli::append_fen_field(fen, arg);
        }
    }
    if (!depth) return args.fail("no depth given");
    const auto position = cli::position_argument(fen, mode);
    if (!position) {
        report_fen_error(fen, position.error());
        return 2;
    }

    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodes = divide && *depth > 0 ? print_divide(*position, *depth) : shakki::perft(*position, *depth);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::printf("%llu\n", static_cast<unsigned long long>(nodes));
    std::fflush(stdout);  // keep the count above the timing on a terminal
    std::fprintf(stderr, "%.3f s, %.0f nodes/s\n", seconds, seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0);
    return 0;
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("perft", run(argc, argv)); }
