// Game endings against an independent implementation: chessops games with
// per-ply flags (tools/oracle/endings.mjs), checked through Game::status().
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "support.hpp"

using namespace shakki;

TEST_CASE("chessops ending flags agree on every ply, and games end where the oracle's end") {
    std::optional<Game> game;
    std::size_t plies = 0;
    std::size_t games = 0;
    const auto finish = [&] {
        if (!game) return;
        // Every oracle game stops at its first automatic ending.
        CHECK(game->outcome().has_value());
        ++games;
    };
    for (const std::string& line : test_support::read_lines("oracle_endings.txt")) {
        if (line.rfind("# game", 0) == 0) {
            finish();
            const std::size_t fen_at = line.find(" fen ");
            game.emplace(fen_at == std::string::npos ? Position::start() : parse_fen(line.substr(fen_at + 5)).value());
            continue;
        }
        REQUIRE(game.has_value());
        const auto f = test_support::split(line, '\t');
        REQUIRE(f.size() == 5);
        CAPTURE(line);
        CHECK_FALSE(game->outcome().has_value());
        const auto move = parse_uci(game->position(), f[2]);
        REQUIRE(move.has_value());
        CHECK(std::string{to_san(game->position(), *move).view()} == f[1]);
        REQUIRE(game->play(*move).has_value());
        CHECK(std::string{to_fen(game->position(), {EnPassantStyle::legal_only}).view()} == f[3]);
        CHECK(std::string{flag_names(game->status()).view()} == f[4]);
        ++plies;
    }
    finish();
    CHECK(games >= 100);
    CHECK(plies > 10000);
    const std::string note = std::to_string(games) + " games, " + std::to_string(plies) + " plies";
    MESSAGE(note);
}
