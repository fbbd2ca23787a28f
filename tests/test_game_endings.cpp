// Endings a Game records (claims, resignation, agreement, flag fall), undo
// and redo. Expected results follow the FIDE Laws of Chess: 5.1.2 (a player
// who resigns loses), 5.2.3 (a draw agreed), 6.9 (a flag fall loses, unless
// the opponent cannot mate by any series of legal moves), 9.2 and 9.3 (the
// threefold and 50-move claims, also with the move not yet played).

#include <array>
#include <string_view>

#include <doctest/doctest.h>

#include "shakki/shakki.hpp"

using namespace shakki;

namespace {

Game played(std::initializer_list<std::string_view> moves, const Position& start = Position::start()) {
    Game game{start};
    for (const std::string_view m : moves) REQUIRE(game.play_san(m));
    return game;
}

// The outcome recorded, or nothing when refused.
std::optional<Outcome> got(const Expected<Outcome, PlayError>& recorded) {
    if (!recorded) return std::nullopt;
    return *recorded;
}

// Knights out and back: the start position has occurred twice after these
// seven plies, and ...Ng8 would make it three times.
Game knights_dance() { return played({"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"}); }

}  // namespace

TEST_CASE("resignation: the other side wins, and the game takes no more moves") {
    Game game = played({"e4", "e5"});
    const auto ended = game.resign(Color::white);  // not on the move: any player may resign
    REQUIRE(ended);
    CHECK(*ended == Outcome{Termination::resignation, Color::black});
    CHECK(ended->result() == "0-1");
    CHECK(game.outcome() == Outcome{Termination::resignation, Color::black});
    CHECK(game.recorded_outcome() == game.outcome());
    CHECK_FALSE(game.automatic_outcome());
    CHECK(game.play_san("Nf3").error().code == PlayErrorCode::game_over);
    CHECK(game.play(Move::normal(Square::g1, Square::f3)).error().code == PlayErrorCode::game_over);
    CHECK(game.play_uci("g1f3").error().code == PlayErrorCode::game_over);
    CHECK(game.play_null().error().code == PlayErrorCode::game_over);
    CHECK(game.resign(Color::black).error().code == PlayErrorCode::game_over);
    CHECK(game.agree_draw().error().code == PlayErrorCode::game_over);
    CHECK(game.ply_count() == 2);
    CHECK(played({"d4"}).resign(Color::black)->result() == "1-0");
    CHECK(describe(Termination::resignation) == "resignation");
}

TEST_CASE("an agreed draw") {
    Game game = played({"d4", "d5"});
    CHECK(got(game.agree_draw()) == Outcome{Termination::agreement, std::nullopt});
    CHECK(game.outcome()->result() == "1/2-1/2");
    CHECK(game.outcome_with_claims() == Outcome{Termination::agreement, std::nullopt});
    CHECK(game.play_san("c4").error().code == PlayErrorCode::game_over);
    CHECK(describe(Termination::agreement) == "agreement");
}

TEST_CASE("nothing is recorded after mate: resigning, agreeing, claiming and flagging are refused") {
    Game game = played({"f3", "e5", "g4", "Qh4#"});
    CHECK(game.resign(Color::white).error().code == PlayErrorCode::game_over);
    CHECK(game.agree_draw().error().code == PlayErrorCode::game_over);
    CHECK(game.claim_draw().error().code == PlayErrorCode::game_over);
    CHECK(game.flag_fall(Color::white).error().code == PlayErrorCode::game_over);
    CHECK_FALSE(game.recorded_outcome());
    CHECK(game.outcome() == Outcome{Termination::checkmate, Color::black});
    // undo takes back the mating move, as there is no recorded ending.
    const auto step = game.undo();
    REQUIRE(step);
    CHECK_FALSE(step->is_ending());
    CHECK(step->move == Move::normal(Square::d8, Square::h4));
    CHECK(step->ply == 4);
}

TEST_CASE("claim_draw: threefold repetition when the position stands a third time, else refused with the reason") {
    Game game = knights_dance();
    const auto refused = game.claim_draw();
    REQUIRE_FALSE(refused);
    CHECK(refused.error().code == PlayErrorCode::nothing_to_claim);
    CHECK(refused.error().message.find("no draw to claim") == 0);
    CHECK(game.ply_count() == 7);
    CHECK_FALSE(game.outcome());
    REQUIRE(game.play_san("Ng8"));  // the start position, a third time (FIDE 9.2.1.1)
    CHECK(got(game.claim_draw()) == Outcome{Termination::threefold_repetition, std::nullopt});
    CHECK(game.outcome() == Outcome{Termination::threefold_repetition, std::nullopt});
    CHECK(game.play_san("Nf3").error().code == PlayErrorCode::game_over);
    CHECK(game.claim_draw().error().code == PlayErrorCode::game_over);
    CHECK_FALSE(game.claimable_draw());  // nothing to claim once the game is over
}

TEST_CASE("claim_draw_with: plays the move and records the claim, or plays nothing") {
    Game game = knights_dance();
    const Move ng8 = Move::normal(Square::f6, Square::g8);
    const Move e5 = Move::normal(Square::e7, Square::e5);
    const auto refused = game.claim_draw_with(e5);
    CHECK(refused.error().code == PlayErrorCode::nothing_to_claim);
    CHECK(game.claim_draw_with(Move::normal(Square::e7, Square::e4)).error().code == PlayErrorCode::illegal_move);
    CHECK(game.ply_count() == 7);
    CHECK(got(game.claim_draw_with(ng8)) == Outcome{Termination::threefold_repetition, std::nullopt});
    CHECK(game.ply_count() == 8);
    CHECK(game.moves().back() == ng8);
    CHECK(game.outcome()->result() == "1/2-1/2");
    // undo takes back the claim first, then the move.
    CHECK(game.undo() == GameStep{Outcome{Termination::threefold_repetition, std::nullopt}, Move{}, 0});
    CHECK(game.ply_count() == 8);
    CHECK_FALSE(game.outcome());
    CHECK(game.undo() == GameStep{std::nullopt, ng8, 8});
    CHECK(game.ply_count() == 7);
}

TEST_CASE("the 50-move claim: at the 100th half-move, or with the move that reaches it (FIDE 9.3)") {
    // K+R v K: the rook can mate, so only the clock can draw.
    const Position start = parse_fen("8/8/8/4k3/8/8/8/R3K3 w - - 99 80").value();
    Game game{start};
    CHECK(game.claim_draw().error().code == PlayErrorCode::nothing_to_claim);
    const Move ra2 = Move::normal(Square::a1, Square::a2);
    CHECK(got(game.claim_draw_with(ra2)) == Outcome{Termination::fifty_moves, std::nullopt});
    CHECK(game.position().halfmove_clock() == 100);
    game.undo();
    game.undo();
    REQUIRE(game.play(ra2));
    CHECK(got(game.claim_draw()) == Outcome{Termination::fifty_moves, std::nullopt});
}

TEST_CASE("claimable_draw_moves: the moves that would allow a claim now") {
    Game game = knights_dance();
    // Only ...Ng8 brings back a position seen twice (the start): every other
    // reply leaves the black knight off g8 or moves another piece.
    const MoveList moves = game.claimable_draw_moves();
    REQUIRE(moves.size() == 1);
    CHECK(moves[0] == Move::normal(Square::f6, Square::g8));
    CHECK(played({"e4"}).claimable_draw_moves().empty());
    // With the claim standing now, any move may be announced with it.
    REQUIRE(game.play_san("Ng8"));
    CHECK(game.claimable_draw_moves().size() == count_legal_moves(game.position()));
    REQUIRE(game.claim_draw());
    CHECK(game.claimable_draw_moves().empty());
}

TEST_CASE("flag fall: a loss, or a draw when the opponent cannot mate (FIDE 6.9)") {
    Game rook_v_king{parse_fen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1").value()};
    Game copy = rook_v_king;
    CHECK(got(rook_v_king.flag_fall(Color::black)) == Outcome{Termination::time_forfeit, Color::white});
    CHECK(rook_v_king.play_san("Ra2").error().code == PlayErrorCode::game_over);
    // A bare king cannot mate: White's flag falling draws.
    CHECK(got(copy.flag_fall(Color::white)) == Outcome{Termination::time_forfeit, std::nullopt});
    Game start;
    CHECK(start.flag_fall(Color::white)->result() == "0-1");
}

TEST_CASE("undo and redo step through moves and the ending; a new move or ending clears redo") {
    Game game = played({"e4", "e5"});
    REQUIRE(game.play_null());
    REQUIRE(game.resign(Color::black));
    CHECK(game.undo()->is_ending());
    const auto null_step = game.undo();
    REQUIRE(null_step);
    CHECK(null_step->is_null_move());
    CHECK(null_step->ply == 3);
    CHECK(game.undo() == GameStep{std::nullopt, Move::normal(Square::e7, Square::e5), 2});
    CHECK(game.redo_count() == 3);
    CHECK(game.redo() == GameStep{std::nullopt, Move::normal(Square::e7, Square::e5), 2});
    CHECK(game.redo()->is_null_move());
    CHECK(game.redo() == GameStep{Outcome{Termination::resignation, Color::white}, Move{}, 0});
    CHECK(game.outcome() == Outcome{Termination::resignation, Color::white});
    CHECK_FALSE(game.redo());
    // Back to the start, then a different move: nothing left to redo.
    while (game.undo()) {}
    CHECK(game.ply_count() == 0);
    CHECK(game.redo_count() == 4);  // e4, e5, the pass and the ending
    REQUIRE(game.play_san("d4"));
    CHECK(game.redo_count() == 0);
    CHECK_FALSE(game.redo());
    // A recorded ending clears it too.
    game.undo();
    CHECK(game.redo_count() == 1);
    REQUIRE(game.agree_draw());
    CHECK_FALSE(game.redo());
    CHECK_FALSE(Game{}.undo());
}

namespace {

// Recording, undoing and redoing in a constant expression.
SHAKKI_CONSTEXPR_GAME bool endings_at_compile_time() {
    Game game;
    if (!game.play_san("e4") || !game.resign(Color::black)) return false;
    if (game.play_san("e5") || game.outcome() != Outcome{Termination::resignation, Color::white}) return false;
    if (!game.undo() || !game.undo() || game.ply_count() != 0) return false;
    if (!game.redo() || game.ply_count() != 1 || !game.redo()) return false;
    return game.outcome()->result() == "1-0";
}
#if SHAKKI_HAS_CONSTEXPR_GAME  // a constexpr std::vector: libstdc++, not libc++ 14
static_assert(endings_at_compile_time());
#endif

}  // namespace

TEST_CASE("recorded endings at compile time agree with run time") { CHECK(endings_at_compile_time()); }
