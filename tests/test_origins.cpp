// origins() against the legal move generator (proved by perft): for every
// piece type and every square, the pieces origins() finds legal are exactly
// the origins of the legal moves there, in positions full of checks, pins
// and en passant captures.
#include <doctest/doctest.h>

#include <array>
#include <string>
#include <vector>

#include "support.hpp"

using namespace shakki;

namespace {

std::vector<Position> positions_with_children(const char* file, std::size_t limit) {
    std::vector<Position> positions;
    for (const std::string& line : test_support::read_lines(file)) {
        if (positions.size() >= limit) break;
        const auto pos = parse_fen(test_support::parse_perft_line(line).fen);
        REQUIRE(pos.has_value());
        positions.push_back(*pos);
        for (const Move move : legal_moves(*pos)) positions.push_back(pos->play(move));
    }
    return positions;
}

void check_origins(const Position& pos) {
    // expected[type][to]: the origins of the legal moves of that piece type
    // to that square, castling aside (SAN writes it apart).
    std::array<std::array<Bitboard, 64>, piece_type_count> expected{};
    for (const Move move : legal_moves(pos)) {
        if (move.kind() == MoveKind::castling) continue;
        const PieceType type = type_of(pos.piece_on(move.from()));
        expected[static_cast<std::size_t>(type)][static_cast<std::size_t>(move.to())] |= move.from();
    }
    for (int t = 0; t < piece_type_count; ++t) {
        for (int s = 0; s < 64; ++s) {
            const auto type = static_cast<PieceType>(t);
            const auto to = static_cast<Square>(s);
            const Origins found = origins(pos, type, to);
            if (found.legal == expected[static_cast<std::size_t>(t)][static_cast<std::size_t>(s)] &&
                (found.legal & ~found.pseudo_legal).empty()) {
                continue;
            }
            FAIL_CHECK("origins differ from the legal moves: ", std::string{to_fen(pos).view()}, " piece type ", t, " to ",
                       square_name(to));
        }
    }
}

}  // namespace

TEST_CASE("origins finds exactly the origins of the legal moves to each square") {
    std::size_t checked = 0;
    for (const char* file : {"perft.epd", "random_perft.epd"}) {
        for (const Position& pos : positions_with_children(file, 2000)) {
            check_origins(pos);
            ++checked;
        }
    }
    for (const std::string& line : test_support::read_lines("fen_roundtrip.txt")) {
        check_origins(parse_fen(line).value());
        ++checked;
    }
    CHECK(checked > 2000);
}
