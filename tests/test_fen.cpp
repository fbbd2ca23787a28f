#include <doctest/doctest.h>

#include <optional>

#include <string>

#include "support.hpp"

using namespace shakki;

namespace {

struct BadFen {
    const char* fen;
    FenErrorCode code;
    std::size_t offset;
    std::optional<SetupErrorCode> setup{};  // illegal_position: the rule broken
};

// Each FEN rule of docs/notation.md's table, broken once, with where the error
// should point.
const BadFen bad_fens[] = {
    {"", FenErrorCode::field_count, 0},
    {"   ", FenErrorCode::field_count, 3},
    {"8/8/8/8/8/8/8/8 w - - 0", FenErrorCode::field_count, 23},
    {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", FenErrorCode::field_count, 30},
    {"4k3/8/8/8/8/8/8/4K3 w -", FenErrorCode::field_count, 23},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", FenErrorCode::invalid_placement, 42},
    {"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FenErrorCode::invalid_placement, 17},
    {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FenErrorCode::invalid_placement, 16},
    {"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FenErrorCode::invalid_placement, 41},
    {"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FenErrorCode::invalid_placement, 36},
    {"4k3/8/8/44/8/8/8/4K3 w - - 0 1", FenErrorCode::invalid_placement, 9},
    {"4k3/8/8/9/8/8/8/4K3 w - - 0 1", FenErrorCode::invalid_placement, 8},
    {"4k3/8/8/0/8/8/8/4K3 w - - 0 1", FenErrorCode::invalid_placement, 8},
    {"4k3/8/8/8/8/8/8/4K3 x - - 0 1", FenErrorCode::invalid_side, 20},
    {"4k3/8/8/8/8/8/8/4K3 white - - 0 1", FenErrorCode::invalid_side, 20},
    {"r3k2r/8/8/8/8/8/8/R3K2R w KQkqK - 0 1", FenErrorCode::invalid_castling_field, 26},
    {"r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", FenErrorCode::invalid_castling_field, 26},
    {"r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1", FenErrorCode::invalid_castling_field, 26},
    {"4k3/8/8/8/8/8/8/4K3 w - e4 0 1", FenErrorCode::invalid_en_passant_field, 24},
    {"4k3/8/8/8/8/8/8/4K3 w - i6 0 1", FenErrorCode::invalid_en_passant_field, 24},
    {"4k3/8/8/8/8/8/8/4K3 w - - -1 1", FenErrorCode::invalid_halfmove_clock, 26},
    {"4k3/8/8/8/8/8/8/4K3 w - - x 1", FenErrorCode::invalid_halfmove_clock, 26},
    {"4k3/8/8/8/8/8/8/4K3 w - - 70000 1", FenErrorCode::invalid_halfmove_clock, 26},
    {"4k3/8/8/8/8/8/8/4K3 w - - 0 0", FenErrorCode::invalid_fullmove_number, 28},
    {"4k3/8/8/8/8/8/8/4K3 w - - 0 +1", FenErrorCode::invalid_fullmove_number, 28},
    {"4k3/8/8/8/8/8/8/8 w - - 0 1", FenErrorCode::illegal_position, 0, SetupErrorCode::king_count},
    {"4k3/8/8/8/8/8/8/K3K3 w - - 0 1", FenErrorCode::illegal_position, 18, SetupErrorCode::king_count},
    {"4k3/8/8/8/8/8/8/4K2P w - - 0 1", FenErrorCode::illegal_position, 19, SetupErrorCode::pawn_on_back_rank},
    {"p3k3/8/8/8/8/8/8/4K3 w - - 0 1", FenErrorCode::illegal_position, 0, SetupErrorCode::pawn_on_back_rank},
    {"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", FenErrorCode::illegal_position, 0, SetupErrorCode::too_many_pawns},
    {"4k3/8/8/8/4N3/8/PPPPPPPP/RNBQKBNR w - - 0 1", FenErrorCode::illegal_position, 0, SetupErrorCode::too_many_pieces},
    {"4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1", FenErrorCode::illegal_position, 1, SetupErrorCode::opponent_in_check},
    {"4k3/8/8/8/8/8/8/4K3 w K - 0 1", FenErrorCode::illegal_position, 22, SetupErrorCode::invalid_castling},
    {"4k3/8/8/8/8/8/8/R3K3 w K - 0 1", FenErrorCode::illegal_position, 23, SetupErrorCode::invalid_castling},
    {"4k3/8/8/8/8/8/8/4KR2 w K - 0 1", FenErrorCode::illegal_position, 23, SetupErrorCode::invalid_castling},
    {"r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", FenErrorCode::illegal_position, 26, SetupErrorCode::invalid_castling},
    {"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", FenErrorCode::illegal_position, 24, SetupErrorCode::invalid_en_passant},
    {"4k3/8/8/4p3/8/8/8/4K3 b - e3 0 1", FenErrorCode::illegal_position, 26, SetupErrorCode::invalid_en_passant},
    {"4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1", FenErrorCode::illegal_position, 28, SetupErrorCode::invalid_en_passant},
    {"4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1", FenErrorCode::illegal_position, 28, SetupErrorCode::invalid_en_passant},
    {"4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", FenErrorCode::illegal_position, 13, SetupErrorCode::impossible_check},
    {"4k3/8/8/8/1b6/8/8/r3K2r w - - 0 1", FenErrorCode::illegal_position, 18, SetupErrorCode::impossible_check},
    {"4k3/8/8/8/1b6/5n2/8/r3K3 w - - 0 1", FenErrorCode::illegal_position, 20, SetupErrorCode::impossible_check},
    {"4k3/8/8/8/8/8/8/r3K2r w - - 0 1", FenErrorCode::illegal_position, 16, SetupErrorCode::impossible_check},  // on one line
    {"4k3/8/8/3pP3/8/8/8/1r2K3 w - d6 0 1", FenErrorCode::illegal_position, 20, SetupErrorCode::impossible_check},
    {"4k3/8/8/2Pp4/8/8/8/3qK3 w - d6 0 1", FenErrorCode::illegal_position, 20, SetupErrorCode::impossible_check},
    // Double checks that no last move explains: the pawn on d7 came from d6,
    // c6 or e6, none on the slider's line; the knight's origins miss c6 and d7.
    {"4k3/3P4/8/7B/8/8/8/4K3 b - - 0 1", FenErrorCode::illegal_position, 11, SetupErrorCode::impossible_check},
    {"R3k3/3P4/8/8/8/8/8/4K3 b - - 0 1", FenErrorCode::illegal_position, 6, SetupErrorCode::impossible_check},
    {"4k3/8/3N4/1B6/8/8/8/4K3 b - - 0 1", FenErrorCode::illegal_position, 11, SetupErrorCode::impossible_check},
    // A pawn on its first rank has not moved, so it cannot have given check.
    {"8/8/8/8/8/3k4/4P3/4K3 b - - 0 1", FenErrorCode::illegal_position, 15, SetupErrorCode::impossible_check},
    // Before c7-c5 the queen on e3 was checking b6; before c2-c4 the pawn
    // on c2 was checking b3: the double steps were never possible.
    {"3q4/8/1K6/2p5/8/4q3/8/7k w - c6 0 1", FenErrorCode::illegal_position, 29, SetupErrorCode::invalid_en_passant},
    {"8/8/8/8/2P5/1k1K4/8/8 b - c3 0 1", FenErrorCode::illegal_position, 26, SetupErrorCode::invalid_en_passant},
};

}  // namespace

TEST_CASE("every invalid FEN gets its own error code and points at the culprit") {
    for (const BadFen& bad : bad_fens) {
        const std::string text = bad.fen;
        CAPTURE(text);
        const auto result = parse_fen(bad.fen);
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == bad.code);
        CHECK(result.error().offset == bad.offset);
        if (bad.setup) {
            // The error nests the setup error, whose message it carries.
            CHECK(result.error().setup.code == *bad.setup);
            CHECK(result.error().message == result.error().setup.message);
        }
        CHECK_FALSE(result.error().message.empty());
    }
}

TEST_CASE("legal but unusual positions are accepted") {
    for (const char* fen : {
             "4k3/8/8/8/1b6/5n2/8/4K3 w - - 0 1",   // knight and bishop double check
             "4k3/3P4/8/8/8/8/4R3/K7 b - - 0 1",    // exd7+ opened the e-file
             "3Qk3/8/8/8/B7/8/8/4K3 b - - 0 1",     // d8=Q+ opened the a4-e8 diagonal
             "8/8/3Pk3/8/2B5/8/8/4R2K b - - 0 1",   // exd6 e.p. opened two lines, the pawn gives none
             "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",   // en passant square with a capture
             "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1",    // en passant square, nothing can take
             "4k3/8/8/3pP3/8/8/3r4/4K3 w - - 0 1",  // rook check, no en passant claimed
             "2b1k3/8/8/2Pp4/8/7K/8/8 w - d6 0 1",  // check discovered by the double step
             "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",   // ep capture would expose the king on the rank
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
             "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w KQkq - 0 1\n",
         }) {
        const std::string text = fen;
        CAPTURE(text);
        const auto result = parse_fen(fen);
        CHECK(result.has_value());
        if (!result) MESSAGE(result.error().message << " at " << result.error().offset);
    }
}

TEST_CASE("the four-field EPD form defaults the clocks to 0 1") {
    const auto pos = parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3");
    REQUIRE(pos.has_value());
    CHECK(pos->halfmove_clock() == 0);
    CHECK(pos->fullmove_number() == 1);
    CHECK(to_fen(*pos) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
}

TEST_CASE("FEN round-trips on hundreds of positions from varied games") {
    const auto lines = test_support::read_lines("fen_roundtrip.txt");
    REQUIRE(lines.size() >= 400);
    for (const std::string& fen : lines) {
        CAPTURE(fen);
        const auto pos = parse_fen(fen);
        REQUIRE(pos.has_value());
        CHECK(to_fen(*pos) == fen);
        // The file writes en passant only when legal, so both styles agree.
        CHECK(to_fen(*pos, {EnPassantStyle::legal_only}) == fen);
        CHECK(Position::from_setup(pos->to_setup()).value() == *pos);
    }
}

TEST_CASE("en passant is written as recorded, or only when a capture is legal") {
    const Position after_e4 = Position::start().play(Move::normal(Square::e2, Square::e4));
    CHECK(to_fen(after_e4) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    CHECK(to_fen(after_e4, {EnPassantStyle::legal_only}) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

    const auto free_capture = parse_fen("8/8/8/1k1pP3/8/8/8/7K w - d6 0 1");
    REQUIRE(free_capture.has_value());
    CHECK(en_passant_capture_legal(*free_capture));
    // The e5 pawn is pinned to its king on c3 by the bishop on h8.
    const auto pinned = parse_fen("7b/8/8/3pP3/8/2K5/8/k7 w - d6 0 1");
    REQUIRE(pinned.has_value());
    CHECK(pinned->en_passant_capture_possible());
    CHECK_FALSE(en_passant_capture_legal(*pinned));
    const auto rank_pin = parse_fen("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    REQUIRE(rank_pin.has_value());
    CHECK(rank_pin->en_passant_capture_possible());
    CHECK_FALSE(en_passant_capture_legal(*rank_pin));
    CHECK(to_fen(*rank_pin, {EnPassantStyle::legal_only}) == "8/8/8/K2pP2r/8/8/8/7k w - - 0 1");
}

TEST_CASE("random games: every position's FEN parses back to the same position") {
    int plies = 0;
    test_support::random_plies(11, 40, 250, [&](const Position& pos, Move) {
        const auto fen = to_fen(pos);
        const auto back = parse_fen(fen);
        REQUIRE(back.has_value());
        REQUIRE(*back == pos);
        ++plies;
    });
    CHECK(plies > 3000);
}

TEST_CASE("every check and every en passant square one legal move gives is accepted as a FEN") {
    int checks = 0;
    int double_checks = 0;
    int en_passant = 0;
    test_support::random_plies(12, 1500, 300, [&](const Position& pos, Move) {
        for (const Move m : legal_moves(pos)) {
            const Position next = pos.play(m);
            const bool double_step = next.en_passant_square() != Square::none;
            if (!next.in_check() && !double_step) continue;
            checks += next.in_check() ? 1 : 0;
            double_checks += next.checkers().more_than_one() ? 1 : 0;
            en_passant += double_step ? 1 : 0;
            if (!parse_fen(to_fen(next))) FAIL_CHECK(std::string{to_fen(next).view()});
        }
    });
    CHECK(double_checks > 1000);
    CHECK(en_passant > 10000);
    MESSAGE(checks << " checks, " << double_checks << " double, " << en_passant << " en passant squares");
}
