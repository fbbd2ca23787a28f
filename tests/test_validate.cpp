#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "shakki/pgn/reader.hpp"
#include "support.hpp"

using namespace shakki;

namespace {

struct Case {
    const char* fen;  // null: the start position
    std::vector<std::string> moves;
    MoveListErrorCode code;
    std::optional<SanErrorCode> san;  // code san: the reader's code
    std::size_t index;
    std::string message;
};

// One wrong game for each reason, with the exact message.
const std::vector<Case> cases{
    {nullptr,
     {"e4", "e5", "Nf3", "Zz"},
     MoveListErrorCode::san,
     SanErrorCode::syntax,
     3,
     "move 2... Zz is not SAN: unknown piece letter (at byte 0)"},
    {nullptr,
     {"e4", "e5", "Nf4"},
     MoveListErrorCode::san,
     SanErrorCode::no_piece_can_move_there,
     2,
     "move 2. Nf4: no knight can go to f4; legal moves to that square: f4"},
    {nullptr,
     {"d4", "e5", "Nf3", "exd4", "Nbd2", "d3", "Nd2"},
     MoveListErrorCode::san,
     SanErrorCode::no_piece_can_move_there,
     6,
     "move 4. Nd2: no knight can go to d2 (d2 holds your own knight); knight moves: Nb1, Nb3, Nc4, Ne4, Ng1, Nd4, Nh4, Ne5, Ng5"},
    {nullptr,
     {"e4", "e5", "Qh5", "Nc6", "Bb5", "d6", "Bxc6+", "Nf6"},
     MoveListErrorCode::san,
     SanErrorCode::leaves_king_in_check,
     7,
     "move 4... Nf6: the knight cannot go to f6 because the king is in check"},
    {"4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1",
     {"Nf3"},
     MoveListErrorCode::san,
     SanErrorCode::leaves_king_in_check,
     0,
     "move 1. Nf3: the knight cannot go to f3 without leaving its king in check"},
    {"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
     {"Nd2"},
     MoveListErrorCode::san,
     SanErrorCode::ambiguous,
     0,
     "move 1. Nd2 is ambiguous: knights on b1 and f3 can move there; write one of: Nbd2, Nfd2"},
    {"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
     {"b8"},
     MoveListErrorCode::san,
     SanErrorCode::promotion_missing,
     0,
     "move 1. b8: a pawn reaching the last rank must promote (=Q, =R, =B or =N); write one of: b8=Q+, b8=R+, b8=B, b8=N"},
    {nullptr,
     {"O-O"},
     MoveListErrorCode::san,
     SanErrorCode::castling_not_legal,
     0,
     "move 1. O-O: castling on that side is not legal here: f1 and g1 are occupied"},
    {nullptr,
     {"Ng1f3"},
     MoveListErrorCode::san,
     SanErrorCode::not_canonical,
     0,
     "move 1. Ng1f3 is not canonical SAN (origin square written in full (long form)); write Nf3"},
    {nullptr,
     {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"},
     MoveListErrorCode::san,
     SanErrorCode::not_canonical,
     6,
     "move 4. Qxf7 is not canonical SAN (the move gives check or mate but has no + or #); write Qxf7#"},
    {nullptr,
     {"f3", "e5", "g4", "Qh4#", "Nc3"},
     MoveListErrorCode::game_already_over,
     std::nullopt,
     4,
     "move 3. Nc3: the game had already ended (checkmate, 0-1)"},
};

}  // namespace

TEST_CASE("move-list validation: the first problem, with the exact message") {
    for (const Case& c : cases) {
        CAPTURE(c.message);
        const Position start = c.fen ? parse_fen(c.fen).value() : Position::start();
        const auto result = validate_moves(start, c.moves);
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == c.code);
        if (c.san) CHECK(result.error().san.code == *c.san);
        CHECK(result.error().index == c.index);
        CHECK(result.error().text.view() == c.moves[c.index]);
        CHECK(result.error().message == c.message);
    }
}

TEST_CASE("validation errors carry the move number, side, suggestions and the ending") {
    const auto ambiguous =
        validate_moves(parse_fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").value(), std::vector<std::string>{"Nd2"});
    REQUIRE_FALSE(ambiguous.has_value());
    CHECK(ambiguous.error().move_number == 1);
    CHECK(ambiguous.error().side == Color::white);
    REQUIRE(ambiguous.error().suggestions.size() == 2);
    CHECK(ambiguous.error().suggestions[0] == "Nbd2");
    CHECK(ambiguous.error().suggestions[1] == "Nfd2");
    CHECK(ambiguous.error().san.candidates == (Bitboard{Square::b1} | Square::f3));

    const auto over = validate_moves(Position::start(), std::vector<std::string>{"f3", "e5", "g4", "Qh4#", "Nc3"});
    REQUIRE_FALSE(over.has_value());
    REQUIRE(over.error().ended_by.has_value());
    CHECK(*over.error().ended_by == Outcome{Termination::checkmate, Color::black});

    const auto canonical = validate_moves(Position::start(), std::vector<std::string>{"Ng1f3"});
    REQUIRE_FALSE(canonical.has_value());
    REQUIRE(canonical.error().suggestions.size() == 1);
    CHECK(canonical.error().suggestions[0] == "Nf3");
}

TEST_CASE("lenient validation accepts liberties and reports them per move") {
    ValidationOptions lenient;
    lenient.mode = SanMode::lenient;
    const auto result =
        validate_moves(Position::start(), std::vector<std::string>{"e4", "e5", "Ng1-f3", "Nc6", "Bb5", "a6", "0-0"}, lenient);
    REQUIRE(result.has_value());
    CHECK(result->game.ply_count() == 7);
    REQUIRE(result->warnings.size() == 7);
    CHECK(result->warnings[0].empty());
    CHECK(result->warnings[2].has(SanWarning::long_form));
    CHECK(result->warnings[6].has(SanWarning::castling_with_zeros));
}

TEST_CASE("validation detects the language, or says none fits") {
    ValidationOptions detect;
    detect.detect_language = true;
    const auto finnish = validate_moves(Position::start(), std::vector<std::string>{"e4", "e5", "Rf3", "Rc6", "Lb5"}, detect);
    REQUIRE(finnish.has_value());
    CHECK(finnish->language->code == "fi");
    const auto none = validate_moves(Position::start(), std::vector<std::string>{"e4", "Zz9"}, detect);
    REQUIRE_FALSE(none.has_value());
    CHECK(none.error().code == MoveListErrorCode::unknown_language);

    // No language reads it: the first bad move is reported in the one that
    // reads the most (here Finnish, which reads four moves), with its ply.
    const auto almost = validate_moves(Position::start(), {"e4", "e5", "Rf3", "Rc6", "Ke3"}, detect);
    REQUIRE_FALSE(almost.has_value());
    CHECK(almost.error().code == MoveListErrorCode::unknown_language);
    CHECK(almost.error().index == 4);
    CHECK(almost.error().text == "Ke3");
    CHECK(almost.error().san.code == SanErrorCode::no_piece_can_move_there);
    CHECK(almost.error().message.rfind(
              "no language reads every move (16 tried); read as Finnish, which reads the most: move 3. Ke3", 0) == 0);
    CHECK(to_fen(parse_fen(almost.error().fen.view()).value()) == almost.error().fen);
    CHECK(almost.error().fen == "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");

    // Blanks around a move in a list are layout.
    const auto spaced = validate_moves(Position::start(), {" e4", "e5 ", "\tNf3"});
    REQUIRE(spaced.has_value());
    CHECK(spaced->game.ply_count() == 3);
}

TEST_CASE("movetext validation: moves joined to a glued suffix (fuzz_movelist's use-after-free) are read and refused") {
    // "}ep" reads as the move "}" and the suffix "ep"; the joined "} ep" is
    // longer than its text. The answer is an error at the first move, read
    // from intact memory (the address sanitizer build checks the reads).
    for (const bool detect : {false, true}) {
        CAPTURE(detect);
        const auto result =
            validate_movetext(Position::start(), "}ep }ep", ValidationOptions{&languages[0], detect, SanMode::lenient});
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().index == 0);
        CHECK(result.error().offset <= 1);
    }
}

TEST_CASE("movetext validation skips numbers, comments, NAGs and variations, and points at the bad move") {
    const std::string_view text = "1. e4 {King's pawn} e5 2. Nf3 $1 Nc6 (2... d6 3. d4) 3. Bb5 a6 4. Bxc6 dxc6 5. Ke3 *";
    const auto result = validate_movetext(Position::start(), text);
    REQUIRE_FALSE(result.has_value());
    CHECK(result.error().index == 8);
    CHECK(result.error().offset == text.find("Ke3"));
    CHECK(result.error().message == "move 5. Ke3: no king can go to e3; king moves: Kf1, Ke2");

    const auto good = validate_movetext(Position::start(), "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 1/2-1/2");
    REQUIRE(good.has_value());
    CHECK(good->game.ply_count() == 6);

    const auto finnish = validate_movetext(parse_fen("4k3/8/8/1pP5/8/8/8/4K3 w - b6 0 2").value(), "2. cxb6\n  e.p.",
                                           ValidationOptions{find_language("fi"), false, SanMode::strict});
    REQUIRE(finnish.has_value());
    CHECK(finnish->game.moves()[0] == Move::en_passant(Square::c5, Square::b6));

    const auto unterminated = validate_movetext(Position::start(), "1. e4 {oops e5");
    REQUIRE_FALSE(unterminated.has_value());
    CHECK(unterminated.error().code == MoveListErrorCode::malformed_movetext);
    CHECK(unterminated.error().offset == 6);

    // An e.p. must come right after its move, as the PGN reader wants (in
    // strict Finnish, cxb6 alone is the first problem); a bad move before a
    // malformed spot is still the first problem.
    const Position ep_ready = parse_fen("4k3/8/8/1pP5/8/8/8/4K3 w - b6 0 2").value();
    const auto strict_alone =
        validate_movetext(ep_ready, "2. cxb6 {x} e.p. *", ValidationOptions{find_language("fi"), false, SanMode::strict});
    REQUIRE_FALSE(strict_alone.has_value());
    CHECK(strict_alone.error().san.code == SanErrorCode::not_canonical);
    const ValidationOptions finnish_lenient{find_language("fi"), false, SanMode::lenient};
    for (const char* text : {"2. cxb6 {x} e.p. *", "2. cxb6 (2. Kd2) e.p. *", "2. cxb6 $1 e.p. *", "e.p. 2. cxb6 e.p. *"}) {
        CAPTURE(text);
        const auto stray = validate_movetext(ep_ready, text, finnish_lenient);
        REQUIRE_FALSE(stray.has_value());
        CHECK(stray.error().code == MoveListErrorCode::malformed_movetext);
        CHECK(stray.error().message.find("e.p. must follow an en passant capture") != std::string_view::npos);
    }
    const auto bad_first = validate_movetext(Position::start(), "1. e5 {never closed");
    REQUIRE_FALSE(bad_first.has_value());
    CHECK(bad_first.error().code != MoveListErrorCode::malformed_movetext);
    CHECK(bad_first.error().offset == 3);
}

TEST_CASE("a result ends the movetext: only comments may follow it, as in the PGN reader") {
    for (const char* text : {"1. e4 e5 1-0", "1. e4 e5 1/2-1/2 {agreed}\n; a line comment\n", "1. e4 e5 * {a} {b}  \n"}) {
        CAPTURE(text);
        const auto good = validate_movetext(Position::start(), text);
        REQUIRE(good.has_value());
        CHECK(good->game.ply_count() == 2);
    }
    struct Stray {
        std::string_view text;
        std::string_view after;  // the first text after the result
    };
    // The moves after the result are not played: an illegal one is not
    // the problem, the text after the result is.
    for (const Stray& s : {Stray{"1. e4 1-0 e5", "e5"}, Stray{"1. e4 1-0 Ke3", "Ke3"}, Stray{"1. e4 * 2. Nf3", "2."},
                           Stray{"1. e4 1-0 0-1", "0-1"}, Stray{"1. e4 0-1 $1", "$1"}, Stray{"1. e4 1-0 {ok} (1. d4)", "("},
                           Stray{"1. e4 1-0 e.p.", "e.p."}}) {
        CAPTURE(s.text);
        const auto stray = validate_movetext(Position::start(), s.text);
        REQUIRE_FALSE(stray.has_value());
        CHECK(stray.error().code == MoveListErrorCode::malformed_movetext);
        CHECK(stray.error().offset == s.text.rfind(s.after));
        CHECK(stray.error().message.find("after the result") != std::string_view::npos);
    }
    const auto stray = validate_movetext(Position::start(), "1. e4 1-0 e5");
    CHECK(stray.error().message == "byte 10: text after the result 1-0; only comments may follow it");

    // A result inside a variation ends the movetext with the variation open.
    const auto in_variation = validate_movetext(Position::start(), "1. e4 (1. d4 1-0) e5 *");
    REQUIRE_FALSE(in_variation.has_value());
    CHECK(in_variation.error().code == MoveListErrorCode::malformed_movetext);
    CHECK(in_variation.error().offset == 13);

    // A bad move before the result is still the first problem.
    const auto bad_first = validate_movetext(Position::start(), "1. Ke2 1-0 e5");
    REQUIRE_FALSE(bad_first.has_value());
    CHECK(bad_first.error().san.code == SanErrorCode::no_piece_can_move_there);
    CHECK(bad_first.error().offset == 3);

    // Language detection sees only the moves before the result.
    ValidationOptions detect;
    detect.detect_language = true;
    const auto detected = validate_movetext(Position::start(), "1. e4 e5 2. Nf3 1-0 2... Rc6", detect);
    REQUIRE_FALSE(detected.has_value());
    CHECK(detected.error().code == MoveListErrorCode::malformed_movetext);
    CHECK(detected.error().offset == 20);
}

TEST_CASE("movetext and move lists are read by the PGN reader: annotations, results and variations as in a game") {
    // Annotations are not SAN: accepted in every mode, as the PGN reader accepts them.
    const auto annotated = validate_movetext(Position::start(), "1. e4! e5?! 2. Nf3!! Nc6?? *");
    REQUIRE(annotated.has_value());
    CHECK(annotated->game.ply_count() == 4);
    CHECK(annotated->result == "*");
    const auto listed = validate_moves(Position::start(), {"e4!", "e5?!", "Nf3"});
    REQUIRE(listed.has_value());
    CHECK(listed->game.ply_count() == 3);
    CHECK(listed->result.empty());

    // The result must be how the game ended, as in a PGN game.
    const auto fools_mate_wrong = validate_movetext(Position::start(), "1. f3 e5 2. g4 Qh4# 1-0");
    REQUIRE_FALSE(fools_mate_wrong.has_value());
    CHECK(fools_mate_wrong.error().code == MoveListErrorCode::result_contradicts_position);
    CHECK(fools_mate_wrong.error().offset == 20);
    CHECK(fools_mate_wrong.error().message == "result 1-0 contradicts the final position: checkmate, 0-1");
    const auto fools_mate = validate_movetext(Position::start(), "1. f3 e5 2. g4 Qh4# 0-1");
    REQUIRE(fools_mate.has_value());
    CHECK(fools_mate->result == "0-1");
    const Position stalemate_next = parse_fen("k7/8/8/8/8/8/1Q6/7K w - - 0 1").value();
    const auto stalemate_won = validate_movetext(stalemate_next, "1. Qb6 1-0");
    REQUIRE_FALSE(stalemate_won.has_value());
    CHECK(stalemate_won.error().code == MoveListErrorCode::result_contradicts_position);
    CHECK(validate_movetext(stalemate_next, "1. Qb6 1/2-1/2").has_value());
    CHECK(validate_movetext(stalemate_next, "1. Qb6 *").has_value());

    // Variations are skipped, not played, but must be closed.
    CHECK(validate_movetext(Position::start(), "1. e4 (1. Ke3 {not played}) e5 *").has_value());
    const auto open = validate_movetext(Position::start(), "1. e4 (1. d4 d5");
    REQUIRE_FALSE(open.has_value());
    CHECK(open.error().code == MoveListErrorCode::malformed_movetext);
    CHECK(open.error().message == "byte 15: variation opened with ( is never closed");

    // A NAG out of range is malformed, as in PGN.
    const auto nag = validate_movetext(Position::start(), "1. e4 $300 *");
    REQUIRE_FALSE(nag.has_value());
    CHECK(nag.error().code == MoveListErrorCode::malformed_movetext);
}

TEST_CASE("a PGN problem names the legal moves probably meant, as the move list's error does") {
    PgnSplitter<StringSource> splitter{StringSource{"[FEN \"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1\"]\n\n1. Nd2 *\n"}};
    PgnChunk chunk;
    REQUIRE(splitter.next(chunk));
    const PgnGame game = validate_pgn_game(chunk);
    REQUIRE(game.problem.has_value());
    CHECK(game.problem->code == PgnProblemCode::invalid_move);
    REQUIRE(game.problem->suggestions.size() == 2);
    CHECK(game.problem->suggestions[0] == "Nbd2");
    CHECK(game.problem->suggestions[1] == "Nfd2");
}

TEST_CASE("language detection of a movetext reads it as PGN: numbers, comments, variations and a separate e.p.") {
    const LanguageDetection finnish =
        detect_movetext_languages(Position::start(), "1. e4 {a} e5 2. Rf3 (2. Lc4 Rf6) 2... Rc6 3. Lb5 $1 *");
    REQUIRE(finnish.best() != nullptr);
    CHECK(finnish.best()->code == "fi");
    const Position ep_ready = parse_fen("4k3/8/8/1pP5/8/8/8/4K3 w - b6 0 2").value();
    const LanguageDetection passant = detect_movetext_languages(ep_ready, "2. cxb6 e.p. Ke7 *");
    REQUIRE(passant.best() != nullptr);
    CHECK(passant.mode == SanMode::strict);
    CHECK(detect_movetext_languages(Position::start(), "1. e4 Zz9 *").count == 0);
}
