// compile_time: what the compiler itself can check about chess. Every
// static_assert below is evaluated while this file compiles (g++ 12 and
// clang 14, default limits); the program only prints what was proved.

#include <array>
#include <cstdio>
#include <string_view>

#include "cli.hpp"
#include "common/stdout_check.hpp"
#include "shakki/shakki.hpp"

namespace {

using namespace shakki;

// A FEN is parsed, validated and written back.
constexpr std::string_view kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
static_assert(to_fen(parse_fen(kiwipete).value()) == kiwipete);
static_assert(parse_fen("8/8/8/8/8/8/8/8 w - - 0 1").error().setup.code == SetupErrorCode::king_count);

// Legal moves are counted, and perft runs three plies deep.
static_assert(count_legal_moves(parse_fen(kiwipete).value()) == 48);
static_assert(perft(Position::start(), 3) == 8902);

// A SAN move is read, in Finnish too, and written back.
static_assert(parse_san(Position::start(), "Nf3").value().move == Move::normal(Square::g1, Square::f3));
static_assert(parse_san(Position::start(), "Rf3", *find_language("fi")).value().move == Move::normal(Square::g1, Square::f3));
static_assert(to_san(Position::start(), Move::normal(Square::g1, Square::f3), *find_language("eo")) == "\u0108f3");

// A short game is played and judged, where the standard library's
// std::vector works at compile time (libstdc++ 12 and later; libc++ 14
// does not have it, and Game then runs at run time only).
#if SHAKKI_HAS_CONSTEXPR_GAME
constexpr std::optional<Outcome> outcome_of(std::initializer_list<std::string_view> moves) {
    Game game;
    for (const std::string_view move : moves) {
        if (!game.play_san(move)) return std::nullopt;
    }
    return game.outcome();
}
static_assert(outcome_of({"f3", "e5", "g4", "Qh4#"}) == Outcome{Termination::checkmate, Color::black});
static_assert(outcome_of({"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1",
                          "Ng8"}) == Outcome{Termination::fivefold_repetition, std::nullopt});
#endif

// Ratings too.
static_assert(elo::updated_rating(2000, 1280, 1) == 2000);

constexpr std::string_view usage_line = "usage: compile_time   (prints what was proved while it compiled; no arguments)";

int run(int argc, char** argv) {
    cli::Arguments args{"compile_time", usage_line, argc, argv};
    std::string_view arg;
    if (args.next(arg)) return cli::asks_for_help(arg) ? args.help() : args.unexpected(arg);  // it takes none
    std::puts("Proved while compiling:");
    std::puts("  the Kiwipete FEN round-trips, and an empty board is refused for want of kings");
    std::puts("  Kiwipete has 48 legal moves; perft 3 from the start is 8902");
    std::puts("  Nf3 reads as g1f3 in English, Rf3 in Finnish; Esperanto writes it Cf3 with a circumflex");
    if (SHAKKI_HAS_CONSTEXPR_GAME) {
        std::puts("  1. f3 e5 2. g4 Qh4# is mate; shuffling knights four times is a fivefold repetition");
    } else {
        std::puts("  (not games: this standard library's std::vector does not work at compile time)");
    }
    std::puts("  a 720-point favourite gains nothing from a win");
    return 0;
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("compile_time", run(argc, argv)); }
