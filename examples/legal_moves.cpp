// legal_moves: every legal move of a position, one "UCI SAN" pair per line,
// sorted by UCI.
//
//   legal_moves [--lang CODE] [FEN]     (default: English, start position)

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "shakki/shakki.hpp"

int main(int argc, char** argv) {
    const shakki::Language* language = &shakki::english;
    std::string fen;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--lang" && i + 1 < argc) {
            language = shakki::find_language(argv[++i]);
            if (language == nullptr) {
                std::fprintf(stderr, "unknown language '%s'; known:", argv[i]);
                for (const auto& known : shakki::languages)
                    std::fprintf(stderr, " %.*s", static_cast<int>(known.code.size()), known.code.data());
                std::fputc('\n', stderr);
                return 2;
            }
        } else {
            fen += (fen.empty() ? "" : " ");
            fen += arg;
        }
    }
    const auto position =
        fen.empty() ? shakki::Expected<shakki::Position, shakki::FenError>{shakki::Position::start()} : shakki::parse_fen(fen);
    if (!position) {
        const auto& e = position.error();
        std::fprintf(stderr, "invalid FEN at byte %zu: %.*s\n", e.offset, static_cast<int>(e.message.size()), e.message.data());
        return 1;
    }
    std::vector<std::pair<std::string, std::string>> rows;
    for (const shakki::Move move : shakki::legal_moves(*position)) {
        rows.emplace_back(std::string{shakki::to_uci(move).view()},
                          std::string{shakki::to_san(*position, move, *language).view()});
    }
    std::sort(rows.begin(), rows.end());
    for (const auto& [uci, san] : rows) std::printf("%s %s\n", uci.c_str(), san.c_str());
}
