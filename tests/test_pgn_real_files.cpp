// What real PGN files hold that the PGN standard's export format does not:
// tag sections in any order, move numbers without periods, puzzle FENs
// with a fullmove number 0 or castling rights kept too long, a comment
// before the first game. Each is read the way the reference run
// reports that other readers read it (python-chess reads tags in any order,
// clamps a fullmove number 0 to 1 and drops impossible castling rights; not
// rerun here), and PGN's import format allows an integer with zero or more
// periods as a move number.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "shakki/pgn.hpp"

using namespace shakki;

namespace {

std::vector<PgnGame> games_in(std::string_view text, PgnReadOptions options = {}) {
    std::vector<PgnGame> games;
    PgnSplitter<StringSource> splitter{StringSource{text}};
    for (PgnChunk chunk; splitter.next(chunk);) games.push_back(validate_pgn_game(chunk, options));
    return games;
}

PgnReadOptions strict() {
    PgnReadOptions options;
    options.mode = SanMode::strict;
    return options;
}

}  // namespace

TEST_CASE("real files: a tag section may start with any tag; [Event inside it starts no game") {
    const auto games = games_in(
        "[Site \"x\"]\n[Event \"y\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
        "[Termination \"Normal\"]\n[Event \"z\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n");
    REQUIRE(games.size() == 2);
    CHECK(games[0].valid());
    CHECK(games[0].tags.size() == 3);
    CHECK(*games[0].tag("Site") == "x");
    CHECK(games[1].valid());
    CHECK(*games[1].tag("Termination") == "Normal");
    CHECK(games[1].plies == 2);

    // A game with tags only, then a blank line and the next [Event: two
    // games, the first one invalid (no result), none lost.
    const auto tags_only = games_in("[Event \"a\"]\n[Site \"b\"]\n\n[Event \"c\"]\n[Result \"*\"]\n\n1. d4 *\n");
    REQUIRE(tags_only.size() == 2);
    CHECK_FALSE(tags_only[0].valid());
    CHECK(tags_only[1].valid());
    CHECK(*tags_only[1].tag("Event") == "c");
}

TEST_CASE("real files: a comment before the first tag section is no game") {
    const std::string_view eco =
        "{\nA file of openings,\nwith a note.\n}\n\n[ECO \"A00\"]\n[Opening \"Polish\"]\n\n1. b4 *\n\n"
        "[ECO \"A01\"]\n[Opening \"Nimzovich-Larsen attack\"]\n\n1. b3 *\n";
    const auto games = games_in(eco);
    REQUIRE(games.size() == 2);
    CHECK(games[0].valid());
    CHECK(*games[0].tag("ECO") == "A00");
    CHECK(games[1].valid());
    CHECK(games_in("{ only a comment }\n").empty());
    // A comment that is never closed still runs into the next game, which is reported.
    const auto unclosed = games_in("{ never closed\n\n[Event \"x\"]\n\n1. e4 *\n");
    REQUIRE(unclosed.size() == 2);
    CHECK_FALSE(unclosed[0].valid());
    CHECK(unclosed[1].valid());
}

TEST_CASE("real files: move numbers without a period, or with spaces before it") {
    for (const char* movetext : {"1 e4 e5 *", "1 . e4 e5 *", "1. e4 1 ... e5 *", "1 e4 1... e5 2 Nf3 *", "1.e4 1...e5 *"}) {
        CAPTURE(movetext);
        const auto games = games_in(std::string{"[Event \"x\"]\n\n"} + movetext + "\n");
        REQUIRE(games.size() == 1);
        CHECK(games[0].valid());
        CHECK(games[0].plies >= 2);
    }
    // Digits that run into other text are still no move number.
    const auto bad = games_in("[Event \"x\"]\n\n1e4 *\n");
    REQUIRE(bad.size() == 1);
    REQUIRE_FALSE(bad[0].valid());
    CHECK(bad[0].problem->code == PgnProblemCode::invalid_move);
}

TEST_CASE("real files: a FEN with fullmove number 0 is read as 1, with a warning; strict reading refuses it") {
    const std::string_view pgn =
        "[Event \"puzzle\"]\n[FEN \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 0\"]\n\n"
        "1. Bb5 a6 *\n";
    const auto games = games_in(pgn);
    REQUIRE(games.size() == 1);
    CHECK(games[0].valid());
    CHECK(games[0].start.fullmove_number() == 1);
    REQUIRE(games[0].warnings.size() == 1);
    CHECK(games[0].warnings[0].code == PgnProblemCode::fen_tag_repaired);
    CHECK(games[0].warnings[0].message == "FEN tag repaired: fullmove number 0 read as 1");

    const auto refused = games_in(pgn, strict());
    REQUIRE_FALSE(refused[0].valid());
    CHECK(refused[0].problem->code == PgnProblemCode::invalid_fen_tag);
}

TEST_CASE("real files: castling rights the position cannot have are dropped, with a warning; strict reading refuses them") {
    // Black's king is on g8: its rights are gone, White's stay.
    const std::string_view pgn =
        "[Event \"x\"]\n[Variant \"Standard\"]\n"
        "[FEN \"rnbq1rk1/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQq - 6 5\"]\n\n5. O-O d6 *\n";
    const auto games = games_in(pgn);
    REQUIRE(games.size() == 1);
    CHECK(games[0].valid());
    CHECK(games[0].plies == 2);
    REQUIRE(games[0].warnings.size() == 1);
    CHECK(games[0].warnings[0].message == "FEN tag repaired: castling rights q dropped: their king or rook is not at home");
    CHECK(to_fen(games[0].start) == "rnbq1rk1/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQ - 6 5");

    const auto refused = games_in(pgn, strict());
    REQUIRE_FALSE(refused[0].valid());
    CHECK(refused[0].problem->code == PgnProblemCode::invalid_fen_tag);

    // A FEN that is wrong for another reason is still an error.
    const auto wrong = games_in("[Event \"x\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 0\"]\n\n*\n");
    REQUIRE_FALSE(wrong[0].valid());
    CHECK(wrong[0].problem->code == PgnProblemCode::invalid_fen_tag);
}

TEST_CASE("explain: a square held by the mover's own piece says so; the capture hint only where it helps") {
    const Position pawn_on_h4 = parse_fen("4k3/8/8/8/7P/8/8/4K3 w - - 0 1").value();
    CHECK(diagnose_san(pawn_on_h4, "h4").error().message ==
          "h4: no pawn can move to h4 (h4 holds your own pawn); pawn moves: h5");
    const Position bishop_on_f5 = parse_fen("4k3/8/8/5B2/4P3/8/8/4K3 w - - 0 1").value();
    CHECK(
        diagnose_san(bishop_on_f5, "exf5").error().message.rfind("exf5: no pawn can move to f5 (f5 holds your own bishop)", 0) ==
        0);
    const Position black_on_d5 = parse_fen("4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1").value();
    CHECK(diagnose_san(black_on_d5, "d5").error().message.rfind("d5: no pawn can move to d5 (a pawn capture names its file", 0) ==
          0);
    CHECK(diagnose_san(black_on_d5, "cxd5").error().message.find("names its file") == std::string::npos);
}

namespace {

// `text` (ASCII or UTF-8) as UTF-16 with its byte order mark.
std::string utf16(std::u16string_view text, bool little_endian) {
    std::string out = little_endian ? "\xFF\xFE" : "\xFE\xFF";
    for (const char16_t unit : text) {
        const char low = static_cast<char>(unit & 0xFF);
        const char high = static_cast<char>(unit >> 8);
        out += little_endian ? std::string{low, high} : std::string{high, low};
    }
    return out;
}

}  // namespace

TEST_CASE("real files: UTF-16 files (as some Windows tools export them) are read as UTF-8, no game lost") {
    const std::u16string_view pgn =
        u"[Event \"Helsinki\"]\r\n[White \"Pääkkönen\"]\r\n[Black \"𝄞 clef\"]\r\n\r\n1. e4 e5 2. Nf3 *\r\n\r\n"
        u"[Event \"two\"]\r\n\r\n1. d4 {Ä} d5 *\r\n";
    for (const bool little : {true, false}) {
        CAPTURE(little);
        const std::string bytes = utf16(pgn, little);
        const auto games = games_in(bytes);
        REQUIRE(games.size() == 2);
        CHECK(games[0].valid());
        CHECK(games[0].plies == 3);
        CHECK(*games[0].tag("White") == "P\xC3\xA4\xC3\xA4kk\xC3\xB6nen");
        CHECK(*games[0].tag("Black") == "\xF0\x9D\x84\x9E clef");
        CHECK(games[1].valid());
    }
    // A lone surrogate becomes U+FFFD, and the rest is read.
    std::u16string broken = u"[Event \"x\"]\n[White \"?\"]\n\n1. e4 *\n";
    broken[broken.find(u'?')] = static_cast<char16_t>(0xD800);
    const auto games = games_in(utf16(broken, true));
    REQUIRE(games.size() == 1);
    CHECK(games[0].valid());
    REQUIRE(games[0].tag("White") != nullptr);
    CHECK(*games[0].tag("White") == "\xEF\xBF\xBD");
}

TEST_CASE("explain: castling that is not legal says why") {
    struct Case {
        const char* fen;
        const char* san;
        const char* message;
    };
    const Case cases[] = {
        {"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O",
         "O-O: castling on that side is not legal here: no castling right is left on that side (the king or that rook has "
         "moved, or the rook was taken)"},
        {"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O", nullptr},  // legal
        {"4r1k1/8/8/8/8/8/8/4K2R w K - 0 1", "O-O", "O-O: castling on that side is not legal here: the king is in check"},
        {"4k3/8/8/8/8/8/8/4KB1R w K - 0 1", "O-O", "O-O: castling on that side is not legal here: f1 is occupied"},
        {"4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "O-O-O", "O-O-O: castling on that side is not legal here: b1 is occupied"},
        {"4k3/8/8/8/8/8/5r2/4K2R w K - 0 1", "O-O",
         "O-O: castling on that side is not legal here: the king would cross or land on f1, which the opponent attacks"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.fen);
        const auto read = diagnose_san(parse_fen(c.fen).value(), c.san);
        if (c.message == nullptr) {
            CHECK(read.has_value());
            continue;
        }
        REQUIRE_FALSE(read.has_value());
        CHECK(read.error().code == SanErrorCode::castling_not_legal);
        CHECK(read.error().message == c.message);
    }
}

TEST_CASE("explain: en passant one move too late says so") {
    // Black played ...d5 two plies ago; White let the chance pass.
    const auto late = validate_movetext(Position::start(), "1. e4 a6 2. e5 d5 3. Nf3 h6 4. exd6 *");
    REQUIRE_FALSE(late.has_value());
    CHECK(late.error().message.find("(en passant is possible only right after the pawn's double step)") != std::string::npos);
    CHECK(validate_movetext(Position::start(), "1. e4 a6 2. e5 d5 3. exd6 *").has_value());
}
