// san_bench: nanoseconds per SAN format and per SAN parse (strict and
// lenient) over the moves of many random games, in every language as a
// ratio to English, next to the cost of generating all legal moves of the
// same positions (the yardstick).
//
//   san_bench [GAMES]     (default 300)

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "shakki/shakki.hpp"

namespace {

using namespace shakki;
using Clock = std::chrono::steady_clock;

struct Ply {
    Position position;
    Move move;
};

// Seeded random games: the same plies on every run.
std::vector<Ply> random_game_plies(int games) {
    std::vector<Ply> plies;
    std::uint64_t state = 12345;
    for (int g = 0; g < games; ++g) {
        Position pos = Position::start();
        for (int ply = 0; ply < 200; ++ply) {
            const MoveList moves = legal_moves(pos);
            if (moves.empty()) break;
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            const Move move = moves[static_cast<std::size_t>((state >> 33) % moves.size())];
            plies.push_back({pos, move});
            pos = pos.play(move);
        }
    }
    return plies;
}

// Best of several rounds, in nanoseconds per ply.
template <class Work>
double nanoseconds_per_ply(const std::vector<Ply>& plies, Work&& work) {
    double best = 1e300;
    for (int round = 0; round < 5; ++round) {
        const auto start = Clock::now();
        std::uint64_t sink = 0;
        for (const Ply& ply : plies) sink += work(ply);
        const double ns = std::chrono::duration<double, std::nano>(Clock::now() - start).count();
        if (sink == 42) std::puts("");  // keep the work observable
        best = std::min(best, ns / static_cast<double>(plies.size()));
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 300;
    const std::vector<Ply> plies = random_game_plies(games);

    const double generate = nanoseconds_per_ply(plies, [](const Ply& p) { return legal_moves(p.position).size(); });
    const double one_square = nanoseconds_per_ply(plies, [](const Ply& p) {
        return origins(p.position, type_of(p.position.piece_on(p.move.from())), p.move.to()).legal.bits();
    });
    std::printf("%zu plies from %d random games\n", plies.size(), games);
    std::printf("%-34s %8.1f ns\n", "generate all legal moves", generate);
    std::printf("%-34s %8.1f ns\n", "origins of one move's target", one_square);

    // Every language, against English measured in the same run: a language
    // more than 20% slower than English at anything is a bug to fix. The
    // rounds go over all languages in turn, so a burst of load on a shared
    // machine hits every language alike, and each keeps its best round.
    std::vector<std::vector<SanString>> texts(languages.size());
    for (std::size_t l = 0; l < languages.size(); ++l) {
        for (const Ply& p : plies) texts[l].push_back(to_san(p.position, p.move, languages[l]));
    }
    std::vector<std::array<double, 3>> best(languages.size(), {1e300, 1e300, 1e300});
    for (int round = 0; round < 7; ++round) {
        for (std::size_t l = 0; l < languages.size(); ++l) {
            const Language& language = languages[l];
            const auto time = [&](auto&& work) {
                const auto start = Clock::now();
                std::uint64_t sink = 0;
                for (std::size_t i = 0; i < plies.size(); ++i) sink += work(i);
                if (sink == 42) std::puts("");  // keep the work observable
                return std::chrono::duration<double, std::nano>(Clock::now() - start).count() / static_cast<double>(plies.size());
            };
            const auto parse = [&](SanMode mode) {
                return time([&](std::size_t i) {
                    const auto read = parse_san(plies[i].position, texts[l][i].view(), language, mode);
                    return static_cast<std::uint64_t>(read ? read->move.raw() : 0);
                });
            };
            const double now[3] = {time([&](std::size_t i) { return to_san(plies[i].position, plies[i].move, language).size(); }),
                                   parse(SanMode::strict), parse(SanMode::lenient)};
            for (int k = 0; k < 3; ++k)
                best[l][static_cast<std::size_t>(k)] = std::min(best[l][static_cast<std::size_t>(k)], now[k]);
        }
    }
    std::printf("\n%-5s %12s %12s %12s   %s\n", "lang", "to_san", "strict", "lenient", "ns per ply (ratio to English)");
    bool slow = false;
    for (std::size_t l = 0; l < languages.size(); ++l) {
        std::printf("%-5s", std::string{languages[l].code}.c_str());
        for (std::size_t k = 0; k < 3; ++k) {
            const double ratio = best[l][k] / best[0][k];
            slow = slow || ratio > 1.2;
            std::printf(" %5.0f (%.2f)", best[l][k], ratio);
        }
        std::printf("\n");
    }
    std::printf("%s\n", slow ? "SLOW: a language is more than 20% slower than English" : "every language within 20% of English");
}
