// legal_moves: every legal move of a position, one "UCI SAN" pair per line,
// sorted by UCI; with --lan, "UCI LAN" (long algebraic: Ng1-f3, e5xd6).
//
//   legal_moves [--lang CODE] [--lan] [--chess960] [FEN]
//
// The defaults are English, SAN and the start position. With --chess960
// the position plays by Chess960 rules and castling is written in UCI as
// king takes rook (e1h1); a castling field that fits only Chess960 (HAha
// with the rooks elsewhere) switches it on by itself.
// The FEN may be one argument or spread over several. A bad argument or
// FEN exits 2 with a message.

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli.hpp"
#include "common/stdout_check.hpp"
#include "shakki/shakki.hpp"

namespace {

constexpr std::string_view usage_line = "usage: legal_moves [--lang CODE] [--lan] [--chess960] [FEN]";

int run(int argc, char** argv) {
    cli::Arguments args{"legal_moves", usage_line, argc, argv};
    const shakki::Language* language = &shakki::english;
    bool lan = false;
    auto mode = shakki::CastlingMode::standard;
    std::string fen;
    for (std::string_view arg; args.next(arg);) {
        if (cli::asks_for_help(arg)) return args.help();
        if (arg == "--lang") {
            const auto code = args.value(arg);
            language = code ? args.language(arg, *code, false) : nullptr;
            if (language == nullptr) return 2;
        } else if (arg == "--lan") {
            lan = true;
        } else if (arg == "--chess960") {
            mode = shakki::CastlingMode::chess960;
        } else if (!args.fen_field(arg, fen)) {
            return 2;
        }
    }
    const auto position = args.position(fen, mode);
    if (!position) return 2;
    std::vector<std::pair<std::string, std::string>> rows;
    for (const shakki::Move move : shakki::legal_moves(*position)) {
        const shakki::SanString text =
            lan ? shakki::to_lan(*position, move, *language) : shakki::to_san(*position, move, *language);
        rows.emplace_back(std::string{shakki::to_uci(*position, move).view()}, std::string{text.view()});
    }
    std::sort(rows.begin(), rows.end());
    for (const auto& [uci, san] : rows) std::printf("%s %s\n", uci.c_str(), san.c_str());
    return 0;
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("legal_moves", run(argc, argv)); }
