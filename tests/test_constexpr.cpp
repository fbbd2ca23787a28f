// What a user can check at compile time. Every assertion here is evaluated
// by the compiler (g++ 12 and clang 14 with default limits).
#include <doctest/doctest.h>

#include "shakki/shakki.hpp"

using namespace shakki;

namespace {

constexpr std::string_view kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

static_assert(Position::start().key() == 0x463B96181691FC9CULL);
static_assert(to_fen(Position::start()) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
static_assert(parse_fen(kiwipete).has_value());
static_assert(to_fen(parse_fen(kiwipete).value()) == kiwipete);
static_assert(parse_fen("4k3/8/8/8/8/8/8/4K2P w - - 0 1").error().setup.code == SetupErrorCode::pawn_on_back_rank);
static_assert(legal_moves(Position::start()).size() == 20);
static_assert(count_legal_moves(parse_fen(kiwipete).value()) == 48);
static_assert(perft(Position::start(), 3) == 8902);
static_assert(perft(parse_fen(kiwipete).value(), 2) == 2039);
static_assert(parse_uci(Position::start(), "g1f3").value() == Move::normal(Square::g1, Square::f3));
static_assert(Position::start().play(Move::normal(Square::e2, Square::e4)).key() == 0x823C9B50FD114196ULL);

// Chess960: every castling shape of a cleared first rank (Stockfish with
// UCI_Chess960: perft 2 = 456), and a start position by its number.
static_assert(perft(parse_fen("r3k1r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1", {CastlingMode::chess960, false}).value(), 2) == 456);
static_assert(to_fen(Position::chess960_start(0).value()) == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");

}  // namespace

TEST_CASE("compile-time results agree with run time") {
    CHECK(perft(Position::start(), 3) == 8902);
    CHECK(count_legal_moves(parse_fen(kiwipete).value()) == 48);
}

namespace {

// The outcome of a game given as SAN, computed by the compiler.
template <std::size_t N>
SHAKKI_CONSTEXPR_GAME std::optional<Outcome> outcome_of(const std::array<std::string_view, N>& moves) {
    Game game;
    for (const std::string_view move : moves) {
        if (!game.play_san(move)) return std::nullopt;
    }
    return game.outcome();
}

constexpr std::array<std::string_view, 4> fools_mate{"f3", "e5", "g4", "Qh4#"};
#if SHAKKI_HAS_CONSTEXPR_GAME  // a constexpr std::vector: libstdc++, not libc++ 14
static_assert(outcome_of(fools_mate) == Outcome{Termination::checkmate, Color::black});
#endif

// Sam Loyd's ten-move stalemate.
constexpr std::array<std::string_view, 19> loyd_stalemate{"e3",   "a5",   "Qh5",  "Ra6",   "Qxa5", "h5",   "h4",
                                                          "Rah6", "Qxc7", "f6",   "Qxd7+", "Kf7",  "Qxb7", "Qd3",
                                                          "Qxb8", "Qh7",  "Qxc8", "Kg6",   "Qe6"};
#if SHAKKI_HAS_CONSTEXPR_GAME
static_assert(outcome_of(loyd_stalemate) == Outcome{Termination::stalemate, std::nullopt});
#endif

}  // namespace

TEST_CASE("compile-time game outcomes agree with run time") {
    CHECK(outcome_of(fools_mate) == Outcome{Termination::checkmate, Color::black});
    CHECK(outcome_of(loyd_stalemate) == Outcome{Termination::stalemate, std::nullopt});
}
