// promotion_from_letter: the piece a pawn becomes, named by its letter in a
// language, as a frontend reads it.

#include <doctest/doctest.h>

#include <optional>
#include <string_view>

#include "support.hpp"

using namespace shakki;

static_assert(promotion_from_letter("Q") == PieceType::queen);
static_assert(promotion_from_letter("n") == PieceType::knight);  // UCI's letter
static_assert(!promotion_from_letter("K").has_value());

namespace {

const Language& language(std::string_view code) { return *find_language(code); }

}  // namespace

TEST_CASE("promotion_from_letter: the four pieces by their letters, in either case, in English by default") {
    CHECK(promotion_from_letter("Q") == PieceType::queen);
    CHECK(promotion_from_letter("r") == PieceType::rook);
    CHECK(promotion_from_letter("B") == PieceType::bishop);
    CHECK(promotion_from_letter("n") == PieceType::knight);
    for (const std::string_view text : {"K", "k", "P", "p", "", "X", "QQ", "q ", "=Q", "1"}) {
        CAPTURE(text);
        CHECK(!promotion_from_letter(text).has_value());
    }
}

TEST_CASE("promotion_from_letter: the letters of the language asked for, not English's") {
    const Language& finnish = language("fi");
    CHECK(promotion_from_letter("D", finnish) == PieceType::queen);
    CHECK(promotion_from_letter("d", finnish) == PieceType::queen);
    CHECK(promotion_from_letter("T", finnish) == PieceType::rook);
    CHECK(promotion_from_letter("L", finnish) == PieceType::bishop);
    CHECK(promotion_from_letter("R", finnish) == PieceType::knight);  // ratsu: a rook in English
    CHECK(!promotion_from_letter("Q", finnish).has_value());
    CHECK(!promotion_from_letter("s", finnish).has_value());               // the pawn
    CHECK(promotion_from_letter("B", language("hu")) == PieceType::rook);  // bástya
    CHECK(promotion_from_letter("H", language("pl")) == PieceType::queen);
}

TEST_CASE("promotion_from_letter: letters of several bytes match exactly, aliases too, figurines of either colour") {
    const Language& esperanto = language("eo");
    CHECK(promotion_from_letter("\u0108", esperanto) == PieceType::knight);
    CHECK(promotion_from_letter("C\u0302", esperanto) == PieceType::knight);  // decomposed
    CHECK(!promotion_from_letter("\u0109", esperanto).has_value());           // lower case is not folded past ASCII
    const Language& figurines = language("fan");
    CHECK(promotion_from_letter("\u2655", figurines) == PieceType::queen);
    CHECK(promotion_from_letter("\u265B", figurines) == PieceType::queen);
    CHECK(promotion_from_letter("\u265E", figurines) == PieceType::knight);
    CHECK(!promotion_from_letter("\u2654", figurines).has_value());  // a king
    CHECK(!promotion_from_letter("\u2659", figurines).has_value());  // a pawn
}

TEST_CASE("promotion_from_letter: every language's letters name their own pieces") {
    for (const Language& lang : languages) {
        for (const PieceType type : {PieceType::knight, PieceType::bishop, PieceType::rook, PieceType::queen}) {
            for (const Color side : {Color::white, Color::black}) {
                CAPTURE(lang.code);
                CAPTURE(index_of(type));
                CHECK(promotion_from_letter(lang.letter(side, type), lang) == type);
            }
        }
    }
}
