// explain() echoes the text it explains; a long text is cut so that the
// reason, which is what the reader needs, always comes out whole.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "support.hpp"

using namespace shakki;

namespace {

std::string syntax_reason(const SanError& e) {
    return " is not SAN: " + std::string{e.message} + " (at byte " + std::to_string(e.offset) + ")";
}

}  // namespace

TEST_CASE("explain keeps the whole reason after a long token, and cuts the token instead") {
    const Position start = Position::start();
    for (const std::size_t length : {std::size_t{300}, std::size_t{1000}, std::size_t{100000}}) {
        const std::string token = "Nf3" + std::string(length - 3, 'z');
        const auto read = parse_san(start, token);
        REQUIRE_FALSE(read.has_value());
        REQUIRE(read.error().code == SanErrorCode::syntax);
        const std::string explanation{explain(start, token, read.error()).view()};
        const std::string reason = syntax_reason(read.error());
        CAPTURE(length);
        CAPTURE(explanation);
        CHECK(std::string_view{explanation}.ends_with(reason));
        const std::string echoed = explanation.substr(0, explanation.size() - reason.size());
        CHECK(std::string_view{echoed}.ends_with("..."));
        CHECK(token.starts_with(echoed.substr(0, echoed.size() - 3)));
        CHECK(echoed.size() < 100);
    }
}

TEST_CASE("explain echoes a short token whole, and cuts a long one between UTF-8 characters") {
    const Position start = Position::start();
    const auto read = parse_san(start, "Nd5");
    REQUIRE_FALSE(read.has_value());
    CHECK(std::string{explain(start, "Nd5", read.error()).view()} == "Nd5: no knight can go to d5");

    std::string figurines;
    for (int i = 0; i < 400; ++i) figurines += "\u2658";  // three bytes each
    const auto bad = parse_san(start, figurines);
    REQUIRE_FALSE(bad.has_value());
    const std::string explanation{explain(start, figurines, bad.error()).view()};
    const std::size_t cut = explanation.find("...");
    REQUIRE(cut != std::string::npos);
    CHECK(cut % 3 == 0);
    CHECK(figurines.starts_with(explanation.substr(0, cut)));
    CHECK(std::string_view{explanation}.ends_with(syntax_reason(bad.error())));
}

TEST_CASE("explain has room for the longest reason: every liberty at once") {
    // A reason built from all the warnings a lenient reading can report,
    // after a token as long as explain ever echoes.
    SanError e;
    e.code = SanErrorCode::not_canonical;
    e.move = Move::normal(Square::g1, Square::f3);
    for (int i = 0; i < san_warning_count; ++i) e.warnings.add(static_cast<SanWarning>(1U << i));
    const std::string token(5000, 'N');
    const std::string explanation{explain(Position::start(), token, e).view()};
    CHECK(std::string_view{explanation}.ends_with("); write Nf3"));
    CHECK(explanation.find(std::string{describe(SanWarning::colon_capture)}) != std::string::npos);
}

TEST_CASE("explain stays within bounds on a hand-made error") {
    const Position start = Position::start();
    SanError e;
    e.code = SanErrorCode::no_piece_can_move_there;
    e.piece = PieceType::pawn;
    e.to = Square::none;
    CHECK(std::string{explain(start, "x", e).view()} == "x: no pawn can move to a9");
    e.piece = static_cast<PieceType>(9);
    CHECK(std::string{explain(start, "x", e).view()} == "x: no piece can go to a9");
    // No canonical spelling to suggest for a move that is not legal.
    e.code = SanErrorCode::not_canonical;
    e.move = Move::normal(Square::a1, Square::a8);
    e.warnings = {};
    e.warnings.add(SanWarning::pawn_letter);
    CHECK(std::string{explain(start, "Ra8", e).view()} == "Ra8 is not canonical SAN (pawn letter written)");
}
