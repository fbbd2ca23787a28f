// FixedString compares with itself, with FixedStrings of other capacities,
// with string views and with literals, on either side, inside a test
// framework's assertion macro: the way a test author writes it. Built with
// g++ and clang (the C++20 reversed-operator rules once made two of these
// ambiguous under clang 14).
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "shakki/shakki.hpp"

using namespace shakki;

TEST_CASE("FixedString: comparisons inside CHECK, both ways round") {
    const Position a = Position::start();
    const Position b = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").value();
    CHECK(to_fen(a) == to_fen(b));
    CHECK_FALSE(to_fen(a) != to_fen(b));
    CHECK(to_fen(a) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" == to_fen(a));
    const std::string_view e4 = "e4";
    const SanString san = to_san(a, Move::normal(Square::e2, Square::e4));
    CHECK(san == e4);
    CHECK(e4 == san);
    CHECK(san != "e5");
    CHECK(std::string{san} == "e4");
    FixedString<8> small;
    small.append("e4");
    CHECK(san == small);  // capacities 24 and 8
    CHECK(small == san);
    CHECK(small != to_san(a, Move::normal(Square::d2, Square::d4)));
}
