// Square names: parse_square and square_name for all 64 squares, the texts
// that name no square, and FixedString's C string.

#include <doctest/doctest.h>

#include <cstring>
#include <string>

#include "support.hpp"

using namespace shakki;

static_assert(parse_square("e4") == Square::e4);
static_assert(parse_square("a1") == Square::a1 && parse_square("h8") == Square::h8);
static_assert(!parse_square("i1").has_value());
static_assert(square_name(Square::e4) == "e4" && square_name(Square::h8) == "h8");
static_assert(to_uci(Move::normal(Square::e2, Square::e4)).c_str()[4] == '\0');

TEST_CASE("square names: every square reads back from its name, files a-h along each rank from a1") {
    const char* const files = "abcdefgh";
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            const std::string name{files[file], static_cast<char>('1' + rank)};
            const auto square = static_cast<Square>(rank * 8 + file);
            CAPTURE(name);
            CHECK(square_name(square) == name);
            REQUIRE(parse_square(name).has_value());
            CHECK(*parse_square(name) == square);
            CHECK(file_of(square) == static_cast<File>(file));
            CHECK(rank_of(square) == static_cast<Rank>(rank));
        }
    }
}

TEST_CASE("square names: text that is not one square name is refused") {
    for (const char* text : {"", "e", "e44", "e4 ", " e4", "i1", "a9", "a0", "E4", "4e", "--", "e\xff"}) {
        CAPTURE(text);
        CHECK_FALSE(parse_square(text).has_value());
    }
    CHECK(square_name(Square::none) == "-");
    CHECK(square_name(static_cast<Square>(200)) == "-");
}

TEST_CASE("square names: UCI still reads the squares at the front of its text") {
    CHECK(detail::parse_square("e2e4") == Square::e2);
    CHECK(detail::parse_square("h8") == Square::h8);
    CHECK(detail::parse_square("z2e4") == Square::none);
    CHECK(parse_uci(Position::start(), "g1f3").value() == Move::normal(Square::g1, Square::f3));
}

TEST_CASE("FixedString: c_str and data hand the text to C, NUL-terminated, also when full") {
    const auto fen = to_fen(Position::start());
    CHECK(std::strcmp(fen.c_str(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") == 0);
    CHECK(fen.data() == fen.c_str());
    FixedString<2> full;
    full.append("abc");  // the c is past the capacity and dropped
    CHECK(full.size() == 2);
    CHECK(std::strcmp(full.c_str(), "ab") == 0);
    CHECK(std::strlen(FixedString<4>{}.c_str()) == 0);
}
