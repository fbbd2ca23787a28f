// frontend.hpp alone gives everything examples/play.cpp and the web page
// use; this file includes nothing else of shakki's, so a missing include
// in the umbrella fails to compile here.

#include <string>

#include <doctest/doctest.h>

#include "shakki/frontend.hpp"

using namespace shakki;

TEST_CASE("frontend.hpp: board, moves, words, history and PGN from one include") {
    Game game;
    REQUIRE(game.play(find_move(game.position(), Square::e2, Square::e4).value()));
    CHECK(status_line(game) == "Black to move.");
    CHECK(movetext(game) == "1. e4");
    CHECK(write_pgn(game).value().find("1. e4 *") != std::string::npos);
    CHECK(render_text(game.position()).find("4  . . . . P . . .") != std::string::npos);
    CHECK(render_svg(game.position()).find("<svg xmlns=") != std::string::npos);
    CHECK(read_pgn_games("1. e4 *").size() == 1);
}
