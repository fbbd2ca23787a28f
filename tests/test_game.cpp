#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "support.hpp"

using namespace shakki;

namespace {

Game game_from(const char* fen, const std::vector<std::string>& moves) {
    Game game{fen ? parse_fen(fen).value() : Position::start()};
    for (const std::string& m : moves) {
        const auto played = game.play_san(m);
        REQUIRE_MESSAGE(played.has_value(), m);
    }
    return game;
}

std::vector<std::string> repeated(const std::vector<std::string>& cycle, int times) {
    std::vector<std::string> out;
    for (int i = 0; i < times; ++i) out.insert(out.end(), cycle.begin(), cycle.end());
    return out;
}

}  // namespace

TEST_CASE("play, undo and the position history") {
    Game game;
    CHECK(game.play_san("e4").has_value());
    CHECK(game.play_uci("e7e5").has_value());
    CHECK(game.play(Move::normal(Square::g1, Square::f3)).has_value());
    CHECK(game.ply_count() == 3);
    CHECK(game.position().piece_on(Square::f3) == Piece::white_knight);
    CHECK(game.play(Move::normal(Square::e1, Square::e3)).error().code == PlayErrorCode::illegal_move);
    CHECK(game.play_san("Nf6+").error().code == PlayErrorCode::san);
    CHECK(game.play_uci("e2e4").error().code == PlayErrorCode::uci);
    CHECK(game.play_uci("e2e5").error().code == PlayErrorCode::uci);
    CHECK(game.ply_count() == 3);  // failed attempts change nothing
    // "0000" passes: White to move on the same board, the move stored as Move{}.
    CHECK(game.play_uci("0000").value().is_null());
    CHECK(game.ply_count() == 4);
    CHECK(game.moves().back().is_null());
    CHECK(game.position().side_to_move() == Color::white);
    CHECK(game.position().piece_on(Square::f3) == Piece::white_knight);
    CHECK(game.undo());
    CHECK(game.undo());
    CHECK(game.ply_count() == 2);
    CHECK(game.position().piece_on(Square::g1) == Piece::white_knight);
    CHECK(game.undo());
    CHECK(game.undo());
    CHECK_FALSE(game.undo());
    CHECK(game.position() == Position::start());
}

TEST_CASE("automatic endings: mate, stalemate, insufficient material") {
    const Game fools = game_from(nullptr, {"f3", "e5", "g4", "Qh4#"});
    CHECK(fools.outcome() == Outcome{Termination::checkmate, Color::black});
    CHECK(fools.outcome()->result() == "0-1");
    Game after = fools;
    CHECK(after.play_san("Nc3").error().code == PlayErrorCode::game_over);

    const Game stalemate = game_from("7k/8/6K1/8/8/8/5Q2/8 w - - 0 1", {"Qf7"});
    CHECK(stalemate.outcome() == Outcome{Termination::stalemate, std::nullopt});
    CHECK(stalemate.outcome()->result() == "1/2-1/2");

    const Game bare = game_from("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", {"Kxd2"});
    CHECK(bare.outcome() == Outcome{Termination::insufficient_material, std::nullopt});
    CHECK_FALSE(Game{}.outcome().has_value());
}

TEST_CASE("threefold is claimable, fivefold ends the game") {
    const std::vector<std::string> knights{"Nf3", "Nf6", "Ng1", "Ng8"};
    Game twice = game_from(nullptr, repeated(knights, 1));
    CHECK(twice.repetition_count() == 2);
    CHECK_FALSE(twice.claimable_draw().has_value());
    // Announcing the move that repeats a third time is a valid claim.
    CHECK_FALSE(twice.claimable_draw_with(Move::normal(Square::g1, Square::f3)).has_value());
    Game almost = game_from(nullptr, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
    CHECK_FALSE(almost.claimable_draw().has_value());
    CHECK(almost.claimable_draw_with(Move::normal(Square::f6, Square::g8)) == Termination::threefold_repetition);
    CHECK_FALSE(almost.claimable_draw_with(Move::normal(Square::f6, Square::h5)).has_value());

    // The claim stands when the announced move repeats a fifth time
    // (FIDE 9.2.1: "at least the third time").
    std::vector<std::string> fifth = repeated(knights, 3);
    for (const char* san : {"Nc3", "Nc6", "Nb1"}) fifth.emplace_back(san);
    const Game before_fifth = game_from(nullptr, fifth);
    CHECK_FALSE(before_fifth.claimable_draw().has_value());
    CHECK(before_fifth.claimable_draw_with(Move::normal(Square::c6, Square::b8)) == Termination::threefold_repetition);

    const Game three = game_from(nullptr, repeated(knights, 2));
    CHECK(three.repetition_count() == 3);
    CHECK(three.claimable_draw() == Termination::threefold_repetition);
    CHECK_FALSE(three.outcome().has_value());
    CHECK(three.outcome_with_claims() == Outcome{Termination::threefold_repetition, std::nullopt});

    const Game five = game_from(nullptr, repeated(knights, 4));
    CHECK(five.repetition_count() == 5);
    CHECK(five.outcome() == Outcome{Termination::fivefold_repetition, std::nullopt});
    CHECK_FALSE(five.claimable_draw().has_value());
}

TEST_CASE("repetition: an en passant square only counts when the capture is legal (cutechess cases)") {
    // After ...h5 the g5 pawn could take on h6, but it is pinned by the g7 rook.
    const Game pinned_pawn = game_from("6k1/1p2p1rp/rP1pR3/2pP1pP1/p1P2P1P/R5K1/8/8 b - - 0 1",
                                       {"h5", "Rh6", "Rh7", "Re6", "Rg7", "Rh6", "Rh7", "Re6", "Rg7"});
    CHECK(pinned_pawn.repetition_count() == 3);
    CHECK(pinned_pawn.claimable_draw() == Termination::threefold_repetition);

    // d7-d5 never allows exd6: the e5 pawn is pinned by the queen on e6.
    const Game pinned_by_queen = game_from(
        nullptr, {"e4", "c5", "e5", "Qb6", "Nf3", "Qe6", "Ng1", "d5", "Nf3", "Nc6", "Ng1", "Nb8", "Nf3", "Nc6", "Ng1", "Nb8"});
    CHECK(pinned_by_queen.repetition_count() == 3);
    CHECK(pinned_by_queen.claimable_draw() == Termination::threefold_repetition);

    // Here exd6 is legal after d7-d5, so that first position is different.
    const Game capture_possible =
        game_from(nullptr, {"e4", "Nf6", "e5", "d5", "Nf3", "Ng8", "Ng1", "Nf6", "Nf3", "Ng8", "Ng1", "Nf6"});
    CHECK(capture_possible.repetition_count() == 2);
}

TEST_CASE("the 50-move claim, also by announcing the move; the 75-move rule; mate wins over both") {
    const Game ninety_nine{parse_fen("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80").value()};
    CHECK_FALSE(ninety_nine.claimable_draw().has_value());
    CHECK(ninety_nine.claimable_draw_with(Move::normal(Square::a1, Square::a2)) == Termination::fifty_moves);
    CHECK_FALSE(ninety_nine.claimable_draw_with(Move::normal(Square::e2, Square::e3)).has_value());  // a pawn move resets

    const Game hundred{parse_fen("4k3/8/8/8/8/8/4P3/R3K3 w - - 100 80").value()};
    CHECK(hundred.claimable_draw() == Termination::fifty_moves);
    CHECK_FALSE(hundred.outcome().has_value());

    const Game seventy_five = game_from("7k/8/6K1/8/8/8/8/R7 w - - 149 100", {"Ra2"});
    CHECK(seventy_five.position().halfmove_clock() == 150);
    CHECK(seventy_five.outcome() == Outcome{Termination::seventy_five_moves, std::nullopt});

    // Announcing a mating move claims nothing: the mate stands.
    const Game mate_on_100{parse_fen("7k/8/6K1/8/8/8/8/R7 w - - 99 100").value()};
    CHECK(mate_on_100.claimable_draw_with(Move::normal(Square::a1, Square::a2)) == Termination::fifty_moves);
    CHECK_FALSE(mate_on_100.claimable_draw_with(Move::normal(Square::a1, Square::a8)).has_value());

    const Game mate_on_150 = game_from("7k/8/6K1/8/8/8/8/R7 w - - 149 100", {"Ra8#"});
    CHECK(mate_on_150.position().halfmove_clock() == 150);
    CHECK(mate_on_150.outcome() == Outcome{Termination::checkmate, Color::white});
}

TEST_CASE("time forfeit: a loss, unless the opponent cannot possibly mate") {
    const Game queen_v_knight{parse_fen("4kq2/8/8/8/8/8/8/4KN2 w - - 0 1").value()};
    CHECK(queen_v_knight.time_forfeit(Color::white) == Outcome{Termination::time_forfeit, Color::black});
    CHECK(queen_v_knight.time_forfeit(Color::black) == Outcome{Termination::time_forfeit, std::nullopt});
    CHECK(Game{}.time_forfeit(Color::black) == Outcome{Termination::time_forfeit, Color::white});
}
