// The words and sentences of notation/language.hpp and frontend/words.hpp. The expected texts
// are the sentences as written for each language (their grammar is
// explained in docs/boards.md); the outcomes come from the rules: fool's
// mate, a textbook stalemate, a knight shuffle that repeats the start.

#include <doctest/doctest.h>

#include <array>
#include <string>
#include <string_view>

#include "shakki/frontend/words.hpp"
#include "support.hpp"

using namespace shakki;

namespace {

const Language& language(const char* code) { return *find_language(code); }

Game played(std::initializer_list<const char*> moves, const Position& start = Position::start()) {
    Game game{start};
    for (const char* move : moves) REQUIRE(game.play_san(move));
    return game;
}

}  // namespace

TEST_CASE("words: English, Finnish, Hungarian and Esperanto have every word of their own") {
    using Text = std::string_view Words::*;
    using Pair = std::array<std::string_view, 2> Words::*;
    const std::array<Text, 18> texts{&Words::check,
                                     &Words::checkmate,
                                     &Words::stalemate,
                                     &Words::draw,
                                     &Words::check_sentence,
                                     &Words::drawn,
                                     &Words::draw_by_stalemate,
                                     &Words::draw_by_insufficient_material,
                                     &Words::draw_by_fivefold_repetition,
                                     &Words::draw_by_seventy_five_moves,
                                     &Words::draw_by_threefold_repetition,
                                     &Words::draw_by_fifty_moves,
                                     &Words::draw_on_time,
                                     &Words::draw_by_agreement,
                                     &Words::threefold_claimable,
                                     &Words::fifty_moves_claimable,
                                     &Words::check,
                                     &Words::draw};
    const std::array<Pair, 6> pairs{&Words::sides,        &Words::to_move, &Words::wins, &Words::wins_by_checkmate,
                                    &Words::wins_on_time, &Words::resigns};
    for (const char* code : {"en", "fi", "hu", "eo"}) {
        CAPTURE(code);
        const Words* own = &words_of(language(code));
        REQUIRE(own != nullptr);
        for (const Text text : texts) CHECK(!(own->*text).empty());
        for (const Pair pair : pairs) {
            CHECK(!(own->*pair)[0].empty());
            CHECK(!(own->*pair)[1].empty());
            CHECK((own->*pair)[0] != (own->*pair)[1]);
        }
    }
}

TEST_CASE("words: check, mate, stalemate and draw in each language") {
    CHECK(word(english, &Words::check) == "check");
    CHECK(word(language("fi"), &Words::check) == "shakki");
    CHECK(word(language("fi"), &Words::checkmate) == "matti");
    CHECK(word(language("fi"), &Words::stalemate) == "patti");
    CHECK(word(language("fi"), &Words::draw) == "tasapeli");
    CHECK(word(language("hu"), &Words::check) == "sakk");
    CHECK(word(language("hu"), &Words::checkmate) == "matt");
    CHECK(word(language("hu"), &Words::stalemate) == "patt");
    CHECK(word(language("hu"), &Words::draw) == "d\xC3\xB6ntetlen");  // ö is U+00F6
    CHECK(word(language("eo"), &Words::check) ==
          "\xC5\x9D"
          "ako");  // ŝ is U+015D
    CHECK(word(language("eo"), &Words::checkmate) == "mato");
    CHECK(word(language("eo"), &Words::stalemate) == "pato");
    CHECK(word(language("eo"), &Words::draw) == "remiso");
}

TEST_CASE("words: other languages fall back to English") {
    CHECK(word(language("de"), &Words::checkmate) == "checkmate");
    CHECK(side_word(Color::black, language("fan")) == "Black");
    CHECK(termination_sentence(Termination::stalemate, std::nullopt, language("sv")) == "Draw by stalemate.");
    CHECK(side_word(Color::white, language("fi")) == "Valkea");
    CHECK(side_word(Color::black, language("hu")) == "S\u00f6t\u00e9t");
}

// The table and the sentence lookup work in constant expressions.
static_assert(termination_sentence(Termination::checkmate, Color::white) == "White wins by checkmate.");
static_assert(word(*find_language("hu"), &Words::checkmate) == "matt");

TEST_CASE("termination_sentence: every ending, every winner, in English") {
    const auto white = std::optional<Color>{Color::white};
    const auto black = std::optional<Color>{Color::black};
    CHECK(termination_sentence(Termination::checkmate, white) == "White wins by checkmate.");
    CHECK(termination_sentence(Termination::checkmate, black) == "Black wins by checkmate.");
    CHECK(termination_sentence(Termination::stalemate, std::nullopt) == "Draw by stalemate.");
    CHECK(termination_sentence(Termination::insufficient_material, std::nullopt) == "Draw by insufficient material.");
    CHECK(termination_sentence(Termination::fivefold_repetition, std::nullopt) == "Draw by fivefold repetition.");
    CHECK(termination_sentence(Termination::seventy_five_moves, std::nullopt) == "Draw by the 75-move rule.");
    CHECK(termination_sentence(Termination::threefold_repetition, std::nullopt) == "Draw by threefold repetition.");
    CHECK(termination_sentence(Termination::fifty_moves, std::nullopt) == "Draw by the 50-move rule.");
    CHECK(termination_sentence(Termination::time_forfeit, black) == "Black wins on time.");
    CHECK(termination_sentence(Termination::time_forfeit, std::nullopt) ==
          "Draw: time ran out, but the opponent cannot checkmate.");
    // Resignation names the side that resigned, the loser.
    CHECK(termination_sentence(Termination::resignation, black) == "White resigns.");
    CHECK(termination_sentence(Termination::resignation, white) == "Black resigns.");
    CHECK(termination_sentence(Termination::agreement, std::nullopt) == "Draw by agreement.");
    // A winner the ending cannot have, or none where it needs one: the plain result.
    CHECK(termination_sentence(Termination::fifty_moves, white) == "White wins.");
    CHECK(termination_sentence(Termination::checkmate, std::nullopt) == "Draw.");
    CHECK(termination_sentence(Termination::stalemate, black) == "Black wins.");
}

TEST_CASE("termination_sentence: Finnish, Hungarian and Esperanto") {
    const auto& fi = language("fi");
    const auto& hu = language("hu");
    const auto& eo = language("eo");
    const auto white = std::optional<Color>{Color::white};
    const auto black = std::optional<Color>{Color::black};
    CHECK(termination_sentence(Termination::checkmate, white, fi) == "Valkea voittaa matilla.");
    CHECK(termination_sentence(Termination::stalemate, std::nullopt, fi) == "Tasapeli: patti.");
    CHECK(termination_sentence(Termination::time_forfeit, black, fi) == "Musta voittaa: valkean aika loppui.");
    CHECK(termination_sentence(Termination::resignation, white, fi) == "Musta luovuttaa.");
    CHECK(termination_sentence(Termination::agreement, std::nullopt, fi) == "Tasapeli sopimuksella.");
    CHECK(termination_sentence(Termination::checkmate, black, hu) == "S\u00f6t\u00e9t mattal nyer.");
    CHECK(termination_sentence(Termination::stalemate, std::nullopt, hu) == "D\u00f6ntetlen: patt.");
    CHECK(termination_sentence(Termination::resignation, black, hu) == "Vil\u00e1gos felad.");
    CHECK(termination_sentence(Termination::checkmate, white, eo) == "Blanko venkas per mato.");
    CHECK(termination_sentence(Termination::stalemate, std::nullopt, eo) == "Remiso pro pato.");
    CHECK(termination_sentence(Termination::threefold_repetition, std::nullopt, eo) == "Remiso pro triobla ripeto.");
    CHECK(termination_sentence(Termination::resignation, white, eo) == "Nigro rezignas.");
    CHECK(outcome_sentence(Outcome{Termination::fifty_moves, std::nullopt}, hu) ==
          "D\u00f6ntetlen az 50 l\u00e9p\u00e9ses szab\u00e1ly alapj\u00e1n.");
}

TEST_CASE("status_line: whose move, check, a claim, the ending") {
    CHECK(status_line(Game{}) == "White to move.");
    CHECK(status_line(Game{}, language("fi")) == "Valkean siirtovuoro.");
    CHECK(status_line(Game{}, language("de")) == "White to move.");

    const Game check = played({"e4", "f5", "Qh5+"});
    CHECK(status_line(check) == "Black to move. Check!");
    CHECK(status_line(check, language("hu")) == "S\u00f6t\u00e9t l\u00e9p. Sakk!");
    CHECK(status_line(check, language("eo")) == "Nigro movas. \u015cako!");

    const Game mate = played({"f3", "e5", "g4", "Qh4#"});
    CHECK(status_line(mate) == "Black wins by checkmate.");
    CHECK(status_line(mate, language("fi")) == "Musta voittaa matilla.");

    const Game stalemate{test_support::position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")};
    CHECK(status_line(stalemate, language("eo")) == "Remiso pro pato.");

    // The start position a third time: a draw White may claim.
    const Game repeated = played({"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"});
    CHECK(status_line(repeated) == "White to move. A draw by threefold repetition can be claimed.");
    const Game fifty{test_support::position("4k3/8/8/8/8/8/8/R3K3 w - - 100 80")};
    CHECK(status_line(fifty, language("fi")) ==
          "Valkean siirtovuoro. Tasapeli\u00e4 voi vaatia 50 siirron s\u00e4\u00e4nn\u00f6n perusteella.");
}
