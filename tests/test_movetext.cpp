#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "shakki/notation/movetext.hpp"
#include "shakki/pgn/validate.hpp"

using namespace shakki;

namespace {

std::vector<Token> tokens(std::string_view text) {
    std::vector<Token> out;
    MovetextTokenizer tokenizer{text};
    for (Token t{}; tokenizer.next(t);) out.push_back(t);
    return out;
}

}  // namespace

TEST_CASE("movetext tokens: numbers, moves, comments, NAGs, variations, results") {
    const std::string_view text = "1.e4 e5 2. Nf3!? {a comment\nover lines} (2. f4 $2) 2... Nc6 ; to the end\n%escape\n1/2-1/2";
    const auto t = tokens(text);
    const std::vector<TokenKind> kinds{TokenKind::move_number,
                                       TokenKind::move,
                                       TokenKind::move,
                                       TokenKind::move_number,
                                       TokenKind::move,
                                       TokenKind::comment,
                                       TokenKind::variation_start,
                                       TokenKind::move_number,
                                       TokenKind::move,
                                       TokenKind::nag,
                                       TokenKind::variation_end,
                                       TokenKind::move_number,
                                       TokenKind::move,
                                       TokenKind::comment,
                                       TokenKind::escape,
                                       TokenKind::result};
    REQUIRE(t.size() == kinds.size());
    for (std::size_t i = 0; i < kinds.size(); ++i) CHECK(t[i].kind == kinds[i]);
    CHECK(t[0].text == "1.");
    CHECK(t[1].text == "e4");
    CHECK(t[4].text == "Nf3!?");
    CHECK(t[5].text == "{a comment\nover lines}");
    CHECK(t[11].text == "2...");
    CHECK(t[13].text == "; to the end");
    CHECK(t[14].text == "%escape");
    for (const Token& token : t) CHECK(text.substr(token.offset, token.text.size()) == token.text);
}

TEST_CASE("movetext: castling is a move, not a result; e.p. and lone annotations are their own tokens") {
    const auto t = tokens("O-O 0-0 0-0-0 exd6 e.p. ! 0-1");
    REQUIRE(t.size() == 7);
    CHECK(t[0].kind == TokenKind::move);
    CHECK(t[1].kind == TokenKind::move);
    CHECK(t[2].kind == TokenKind::move);
    CHECK(t[4].kind == TokenKind::en_passant_suffix);
    CHECK(t[5].kind == TokenKind::annotation);
    CHECK(t[6].kind == TokenKind::result);
}

TEST_CASE("movetext: an unterminated comment is reported, a stray brace is a word") {
    const auto t = tokens("1. e4 {never closed");
    REQUIRE(t.size() == 3);
    CHECK(t[2].kind == TokenKind::unterminated_comment);
    const auto stray = tokens("e4 } e5");
    REQUIRE(stray.size() == 3);
    CHECK(stray[1].text == "}");
    CHECK(tokens("").empty());
    CHECK(tokens(" \n\t ").empty());
}

TEST_CASE("the movetext reader joins a suffix glued to its move, though the joined move outgrows its text") {
    // Found by fuzz_movelist: "}ep" is the move "}" and the suffix "ep";
    // joined with a space, it is one byte longer than the text it came from.
    const auto two = validate_movetext(Position::start(), "}ep }ep", {&english, false, SanMode::lenient});
    REQUIRE_FALSE(two.has_value());
    CHECK(two.error().code == MoveListErrorCode::san);
    CHECK(two.error().text == "} ep");
    CHECK(two.error().offset == 0);

    std::string many;
    for (int i = 0; i < 1000; ++i) many += "}ep ";
    const auto language = detect_movetext_languages(Position::start(), many);
    CHECK(language.count == 0);
}
