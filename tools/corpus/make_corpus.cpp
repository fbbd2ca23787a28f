// make_corpus: writes PGN test corpora with shakki's own writer.
//
//   make_corpus random GAMES [SEED]    seeded random legal games, with some
//                                      comments, NAGs and variations
//   make_corpus uci < LINES            one game per line: UCI moves from the
//                                      start position (tools/corpus/stockfish_games.py)
//   make_corpus translate CODE < PGN   the same games in another language
//
// Every game stops at its first automatic ending, and the Result tag is the
// outcome, or "*" when the game was cut off.

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>

#include "../xorshift.hpp"
#include "shakki/pgn.hpp"
#include "shakki/shakki.hpp"

namespace {

using namespace shakki;

void finish(PgnGame& pgn, const Game& game, std::size_t number, const char* event) {
    pgn.number = number;
    pgn.result = game.outcome() ? std::string{game.outcome()->result()} : "*";
    pgn.tags = {{"Event", event},
                {"Site", "shakki corpus"},
                {"Date", "2026.11.30"},
                {"Round", std::to_string(number)},
                {"White", detail::concat("White ", std::to_string(number % 97))},
                {"Black", detail::concat("Black ", std::to_string(number % 89))},
                {"Result", pgn.result}};
    std::fputs(write_pgn(pgn).value().c_str(), stdout);  // a Game's moves are legal
}

// Prefers captures a little, so games reach endgames and endings.
Move pick(const Position& pos, Xorshift& random) {
    const MoveList moves = legal_moves(pos);
    if (random.below(3) == 0) {
        const MoveList captures = legal_moves<GenType::captures>(pos);
        if (!captures.empty()) return captures[random.below(captures.size())];
    }
    return moves[random.below(moves.size())];
}

void random_games(std::size_t count, std::uint64_t seed) {
    Xorshift random{seed * 0x9E3779B97F4A7C15ULL + 1};
    for (std::size_t n = 1; n <= count; ++n) {
        Game game;
        PgnGame pgn;
        const std::size_t length = 20 + random.below(220);
        for (std::size_t ply = 0; ply < length && !game.outcome(); ++ply) {
            const Move move = pick(game.position(), random);
            PgnNode node;
            node.move = move;
            if (random.below(40) == 0) node.nags.push_back(static_cast<unsigned>(1 + random.below(6)));
            if (random.below(60) == 0) node.comments.push_back(detail::concat("note ", std::to_string(ply)));
            if (random.below(80) == 0) {
                // A one- or two-move alternative from the same position.
                PgnLine alternative;
                Game branch = game;
                for (int k = 0; k < 2 && !branch.outcome(); ++k) {
                    PgnNode other;
                    other.move = pick(branch.position(), random);
                    branch.play(other.move).value();
                    alternative.nodes.push_back(other);
                }
                node.variations.push_back(alternative);
            }
            game.play(move).value();
            pgn.main.nodes.push_back(node);
        }
        finish(pgn, game, n, "Random games");
    }
}

void uci_games() {
    std::size_t n = 0;
    for (std::string line; std::getline(std::cin, line);) {
        if (line.empty()) continue;
        Game game;
        PgnGame pgn;
        std::istringstream words{line};
        for (std::string uci; words >> uci && !game.outcome();) {
            const auto move = game.play_uci(uci);
            if (!move) {
                std::fprintf(stderr, "line %zu: bad move %s\n", n + 1, uci.c_str());
                break;
            }
            PgnNode node;
            node.move = *move;
            pgn.main.nodes.push_back(node);
        }
        finish(pgn, game, ++n, "Stockfish self-play");
    }
}

// Rewrites PGN from stdin with another language's piece letters.
int translate_games(const Language& language) {
    PgnSplitter<FileSource> splitter{FileSource{stdin}};
    for (PgnChunk chunk; splitter.next(chunk);) {
        const PgnGame game = read_pgn_game(chunk);
        if (!game.valid()) {
            std::fprintf(stderr, "game %zu: %s\n", game.number, game.problem->message.c_str());
            return 1;
        }
        std::fputs(write_pgn(game, {&language, 80}).value().c_str(), stdout);  // read and checked
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string_view mode = argc > 1 ? argv[1] : "";
    if (mode == "random" && argc > 2) {
        random_games(std::strtoull(argv[2], nullptr, 10), argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1);
        return 0;
    }
    if (mode == "translate" && argc > 2 && find_language(argv[2]) != nullptr) return translate_games(*find_language(argv[2]));
    if (mode == "uci") {
        uci_games();
        return 0;
    }
    std::fputs("usage: make_corpus random GAMES [SEED] | uci < LINES | translate CODE < PGN\n", stderr);
    return 2;
}
