// A smoke test of shakki compiled to WebAssembly with em++ and run under
// Node: the parts a browser frontend uses, checked against known facts
// (perft counts and the Polyglot key of the start position as Stockfish
// and the Polyglot book format give them; the rules for the endings; the
// letters of the languages' rules texts). tests/drivers/check_wasm.sh builds and
// runs it. 32-bit WebAssembly has no PEXT and a 32-bit size_t, so this
// also covers the magic-bitboard path and the 64-bit keys on a 32-bit
// target.

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "shakki/frontend.hpp"

namespace {

int failures = 0;

void check(bool ok, const char* what) {
    std::printf("%s %s\n", ok ? "ok  " : "FAIL", what);
    if (!ok) ++failures;
}

using namespace shakki;

void positions_and_moves() {
    constexpr std::string_view kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    check(perft(Position::start(), 4) == 197281, "perft 4 from the start is 197281");
    const auto pos = parse_fen(kiwipete);
    check(pos && perft(*pos, 3) == 97862, "perft 3 of Kiwipete is 97862");
    check(Position::start().key() == 0x463B96181691FC9CULL, "the start position's Polyglot key");
    const auto bad = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1");
    check(!bad && bad.error().offset > 0, "a FEN with an impossible en passant square is refused, with its byte");
    const auto chess960 = Position::chess960_start(0);
    check(chess960 && to_fen(*chess960).view() == "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
          "Chess960 start position 0 is BBQNNRKR");
}

void clicks_and_words() {
    Game game;
    check(destinations(game.position(), Square::g1) == (Bitboard{Square::f3} | Square::h3), "a click on g1 lights up f3 and h3");
    const auto move = find_move(game.position(), Square::g1, Square::f3);
    check(move && to_san(game.position(), *move, *find_language("eo")) == "\u0108f3", "Esperanto writes the knight \u0108");
    check(move && game.play(*move), "the clicked move is played");
    check(game.play_san("Rf6", *find_language("fi")).has_value(), "Finnish R is the knight");
    check(status_line(game, *find_language("eo")) == "Blanko movas.", "the status line in Esperanto");
}

void endings_and_pgn() {
    Game game;
    bool played = true;
    for (const char* san : {"f3", "e5", "g4", "Qh4#"}) played = played && game.play_san(san).has_value();
    check(played, "1. f3 e5 2. g4 Qh4# is legal");
    check(game.outcome() == Outcome{Termination::checkmate, Color::black}, "fool's mate is mate");
    check(movetext(game) == "1. f3 e5 2. g4 Qh4#", "the move list");
    const auto pgn = write_pgn(game, {{"White", "A"}, {"Black", "B"}});
    const auto games = pgn ? read_pgn_games(*pgn) : std::vector<PgnGame>{};
    check(games.size() == 1 && games[0].valid() && games[0].result == "0-1", "the game as PGN reads back with its result");
    const auto broken = read_pgn_games("1. e4 e5 2. Ke3 *");
    check(broken.size() == 1 && !broken[0].valid() && broken[0].problem->column == 13,
          "an illegal PGN move is found at its column");
}

}  // namespace

int main() {
    positions_and_moves();
    clicks_and_words();
    endings_and_pgn();
    std::printf("wasm: %d failed\n", failures);
    return failures == 0 ? 0 : 1;
}
