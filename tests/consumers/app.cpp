// The same tiny program for every way of consuming shakki: it must compile,
// link and print the start position's legal-move count and a game result.
#include <cstdio>

#include <shakki/pgn.hpp>
#include <shakki/shakki.hpp>

// Consumers that pick a later standard define this: a package that forced
// -std=c++20 after the consumer's own flag would silently win.
#ifdef SHAKKI_CONSUMER_AFTER_CXX20
static_assert(__cplusplus > 202002L, "the consumer's C++ standard was overridden");
#endif

int main() {
    using namespace shakki;
    static_assert(version.major == SHAKKI_VERSION_MAJOR);
    Game game;
    for (const char* move : {"f3", "e5", "g4", "Qh4#"}) {
        if (!game.play_san(move)) return 1;
    }
    const auto outcome = game.outcome();
    std::printf("shakki %d.%d.%d: %zu legal moves, fool's mate %s\n", version.major, version.minor, version.patch,
                legal_moves(Position::start()).size(), outcome ? std::string{outcome->result()}.c_str() : "?");
    return outcome && outcome->result() == "0-1" ? 0 : 1;
}
