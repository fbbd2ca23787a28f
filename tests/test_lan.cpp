// Long algebraic notation (to_lan): checked against chess.js, which gives
// every move's piece, squares, capture and check sign (the expected strings
// are made by tools/coordinate_games/generate.mjs), in every language of the
// table, and read back by the lenient SAN reader.

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "support.hpp"

using namespace shakki;

namespace {

Position fen(const char* text) { return test_support::position(text); }

std::string lan(const Position& pos, const char* uci, const Language& language = english) {
    return std::string{to_lan(pos, parse_uci(pos, uci).value(), language).view()};
}

// English LAN as chess.js-derived text gives it, rewritten into `language`
// with the language table alone: its piece letters, its promotion style and
// its en passant suffix.
std::string translated(const std::string& english_lan, const Position& pos, Move m, const Language& language) {
    if (english_lan.starts_with("O-O")) return english_lan;
    const Color us = pos.side_to_move();
    const auto piece_of = [](char c) {
        const std::string letters = "PNBRQK";
        return static_cast<PieceType>(letters.find(c));
    };
    std::string out;
    std::size_t i = 0;
    if (english_lan[0] >= 'A' && english_lan[0] <= 'Z') out += language.letter(us, piece_of(english_lan[i++]));
    out += english_lan.substr(i, 5);  // e2-e4
    i += 5;
    if (i < english_lan.size() && english_lan[i] == '=') {
        const std::string_view letter = language.letter(us, piece_of(english_lan[i + 1]));
        if (language.promotion == PromotionStyle::parentheses) {
            out += "(" + std::string{letter} + ")";
        } else {
            out += (language.promotion == PromotionStyle::equals_sign ? "=" : "") + std::string{letter};
        }
        i += 2;
    }
    out += english_lan.substr(i);  // + or #
    if (m.kind() == MoveKind::en_passant) out += language.en_passant_suffix;
    return out;
}

}  // namespace

static_assert(to_lan(Position::start(), Move::normal(Square::g1, Square::f3)) == "Ng1-f3");
static_assert(to_lan(Position::start(), Move::normal(Square::e2, Square::e4), languages[1]) == "e2-e4");

TEST_CASE("LAN: the usual forms, by the published convention") {
    const Position start = Position::start();
    CHECK(lan(start, "g1f3") == "Ng1-f3");
    CHECK(lan(start, "e2e4") == "e2-e4");
    CHECK(lan(start, "g1f3", *find_language("fi")) == "Rg1-f3");
    CHECK(lan(start, "g1f3", *find_language("fan")) == "\u2658g1-f3");
    const Position black = fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    CHECK(lan(black, "g8f6", *find_language("fan")) == "\u265Eg8-f6");
    CHECK(lan(black, "b8c6", *find_language("eo")) == "\u0108b8-c6");

    const Position capture = fen("rnbqkb1r/pppppppp/5n2/6B1/3P4/8/PPP1PPPP/RN1QKBNR w KQkq - 2 2");
    CHECK(lan(capture, "g5f6") == "Bg5xf6");

    const Position promote = fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(lan(promote, "e7e8q") == "e7-e8=Q+");
    CHECK(lan(promote, "e7d8n") == "e7xd8=N");
    CHECK(lan(promote, "e7e8r", *find_language("de")) == "e7-e8=T+");

    const Position passant = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    CHECK(lan(passant, "e5d6") == "e5xd6");
    CHECK(lan(passant, "e5d6", *find_language("fi")) == "e5xd6 e.p.");
    const Position passant_check = fen("8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 2");
    CHECK(lan(passant_check, "e5d6", *find_language("fi")) == "e5xd6+ e.p.");

    const Position castle = fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    CHECK(lan(castle, "e1g1") == "O-O");
    CHECK(lan(castle, "e1c1") == "O-O-O");
    const Position castle_check = fen("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    CHECK(lan(castle_check, "e1g1") == "O-O+");

    const Position mate = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    CHECK(lan(mate, "a1a8") == "Ra1-a8#");
}

TEST_CASE("LAN: every legal move of chess.js's positions, in every language") {
    std::size_t checked = 0;
    for (const std::string& line : test_support::read_lines("lan_chessjs.txt")) {
        if (line[0] == '#') continue;
        const auto fields = test_support::split(line, '\t');
        REQUIRE(fields.size() == 2);
        const Position pos = parse_fen(fields[0]).value();
        const auto pairs = test_support::split(fields[1], ' ');
        CHECK(pairs.size() == legal_moves(pos).size());
        for (const std::string& pair : pairs) {
            const std::size_t cut = pair.find('=');
            const Move m = parse_uci(pos, pair.substr(0, cut)).value();
            const std::string english_lan = pair.substr(cut + 1);
            for (const Language& language : languages) {
                const std::string expected = translated(english_lan, pos, m, language);
                const std::string written{to_lan(pos, m, language).view()};
                if (written != expected)
                    FAIL_CHECK((std::string{language.code} + " " + fields[0] + " " + written + " != " + expected));
                ++checked;
            }
        }
    }
    CHECK(checked > 200000);
}

TEST_CASE("LAN: the lenient SAN reader reads it back as the same move, taking only the long form") {
    std::vector<Position> positions;
    test_support::random_plies(31, 12, 160, [&](const Position& pos, Move) { positions.push_back(pos); });
    for (const std::string& line : test_support::read_lines("fen_roundtrip.txt")) positions.push_back(parse_fen(line).value());
    std::size_t checked = 0;
    for (const Position& pos : positions) {
        for (const Move m : legal_moves(pos)) {
            for (const Language& language : languages) {
                const LanString text = to_lan(pos, m, language);
                const auto read = parse_san(pos, text.view(), language, SanMode::lenient);
                SanWarnings expected;
                if (m.kind() != MoveKind::castling) expected.add(SanWarning::long_form);
                if (!read || read->move != m || read->warnings != expected) {
                    const std::string problem =
                        std::string{language.code} + " " + std::string{to_fen(pos).view()} + " " + std::string{text.view()};
                    FAIL_CHECK(problem);
                    continue;
                }
                ++checked;
            }
        }
    }
    CHECK(checked > 500000);
}
