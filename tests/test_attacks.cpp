#include <doctest/doctest.h>

#include <initializer_list>
#include <utility>

#include "shakki/core/attacks.hpp"
#include "support.hpp"

using namespace shakki;

namespace {

// The occupancies to try: every subset of the relevant squares for small
// masks, plus random boards of varying density.
std::vector<Bitboard> occupancies_for(Square from, test_support::Random& random) {
    std::vector<Bitboard> result;
    for (const auto& steps : {detail::rook_steps, detail::bishop_steps}) {
        const std::uint64_t mask = detail::relevant_occupancy(from, steps).bits();
        std::uint64_t subset = 0;
        do {
            result.emplace_back(subset);
            subset = (subset - mask) & mask;
        } while (subset != 0);
    }
    for (int i = 0; i < 2000; ++i) result.emplace_back(random.next() & random.next() & (i % 2 ? random.next() : ~0ULL));
    return result;
}

}  // namespace

TEST_CASE("slider attacks: table lookup, classical rays and the ray walker agree everywhere") {
    test_support::Random random{42};
    std::uint64_t checked = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const Square from = static_cast<Square>(sq);
        for (const Bitboard occupied : occupancies_for(from, random)) {
            const Bitboard walked_rook = detail::ray_attacks(from, occupied, detail::rook_steps);
            const Bitboard walked_bishop = detail::ray_attacks(from, occupied, detail::bishop_steps);
            REQUIRE(rook_attacks(from, occupied) == walked_rook);       // runtime: PEXT or magic
            REQUIRE(detail::rook_rays(from, occupied) == walked_rook);  // the constexpr path
            REQUIRE(bishop_attacks(from, occupied) == walked_bishop);
            REQUIRE(detail::bishop_rays(from, occupied) == walked_bishop);
            ++checked;
        }
    }
    CHECK(checked > 64 * 2000);
    const std::string note = std::string{SHAKKI_USE_PEXT ? "runtime path: PEXT" : "runtime path: magic"} +
                             ", occupancies checked: " + std::to_string(checked);
    MESSAGE(note);
}

TEST_CASE("the constexpr path is what constant evaluation uses") {
    constexpr Bitboard occupied = Bitboard{Square::d6} | Square::f4;
    static_assert(rook_attacks(Square::d4, occupied).contains(Square::d6));
    static_assert(!rook_attacks(Square::d4, occupied).contains(Square::d7));
    static_assert(rook_attacks(Square::d4, occupied).count() == 2 + 3 + 3 + 2);
    static_assert(bishop_attacks(Square::a1, Bitboard{}).count() == 7);
    static_assert(between(Square::a1, Square::h8).count() == 6);
    static_assert(between(Square::a1, Square::b3).empty());
    CHECK(rook_attacks(Square::d4, occupied).count() == 10);
}

TEST_CASE("leaper attacks") {
    CHECK(knight_attacks(Square::a1) == (Bitboard{Square::b3} | Square::c2));
    CHECK(knight_attacks(Square::d4).count() == 8);
    CHECK(king_attacks(Square::h8) == (Bitboard{Square::g8} | Square::g7 | Square::h7));
    CHECK(king_attacks(Square::e4).count() == 8);
    CHECK(pawn_attacks(Color::white, Square::a2) == Bitboard{Square::b3});
    CHECK(pawn_attacks(Color::black, Square::e7) == (Bitboard{Square::d6} | Square::f6));
    CHECK(pawn_attacks(Color::white, Square::h8).empty());
}

// The leaper tables are written out as literals (computing them costs every
// file that includes core/attacks.hpp): each entry against the piece's steps.
TEST_CASE("leaper attacks: every square equals the piece's steps") {
    const auto steps_from = [](int square, std::initializer_list<std::pair<int, int>> steps) {
        Bitboard b;
        for (const auto& [df, dr] : steps) {
            const int f = square % 8 + df;
            const int r = square / 8 + dr;
            if (f >= 0 && f < 8 && r >= 0 && r < 8) b |= static_cast<Square>(r * 8 + f);
        }
        return b;
    };
    for (int sq = 0; sq < 64; ++sq) {
        const Square s = static_cast<Square>(sq);
        CHECK(knight_attacks(s) == steps_from(sq, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}));
        CHECK(king_attacks(s) == steps_from(sq, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}));
        CHECK(pawn_attacks(Color::white, s) == (sq >= 56 ? Bitboard{} : steps_from(sq, {{-1, 1}, {1, 1}})));
        CHECK(pawn_attacks(Color::black, s) == (sq < 8 ? Bitboard{} : steps_from(sq, {{-1, -1}, {1, -1}})));
    }
}

TEST_CASE("between and line: runtime tables equal the constexpr computation") {
    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            const Square sa = static_cast<Square>(a);
            const Square sb = static_cast<Square>(b);
            REQUIRE(between(sa, sb) == detail::squares_between(sa, sb));
            REQUIRE(line(sa, sb) == detail::line_through(sa, sb));
            if (!line(sa, sb).empty()) {
                REQUIRE(line(sa, sb).contains(sa));
                REQUIRE((between(sa, sb) & ~line(sa, sb)).empty());
            }
        }
    }
    CHECK(between(Square::e1, Square::h1) == (Bitboard{Square::f1} | Square::g1));
    CHECK(between(Square::e1, Square::e2).empty());
    CHECK(line(Square::b2, Square::c3).count() == 8);
    CHECK(line(Square::a1, Square::b3).empty());
}
