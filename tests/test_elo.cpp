#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "shakki/game/elo.hpp"

using namespace shakki::elo;

TEST_CASE("expected score matches the formula") {
    for (int difference = -1000; difference <= 1000; difference += 25) {
        const double formula = 1.0 / (std::pow(10.0, -difference / 400.0) + 1.0);
        CHECK(expected_score(2000 + difference, 2000) == doctest::Approx(formula).epsilon(1e-12));
    }
    static_assert(expected_score(1500, 1500) == 0.5);
    CHECK(expected_score(1900, 1500) == doctest::Approx(10.0 / 11.0));
}

TEST_CASE("K by rating band, new players at 1500, ratings never below 0") {
    static_assert(k_factor(2099) == 32 && k_factor(2100) == 24 && k_factor(2399) == 24 && k_factor(2400) == 16);
    CHECK(new_player_rating == 1500);
    CHECK(updated_rating(1500, 1500, 1) == 1516);
    CHECK(updated_rating(1500, 1500, 0.5) == 1500);
    CHECK(updated_rating(1500, 1500, 0) == 1484);
    CHECK(updated_rating(2400, 2400, 1) == 2408);
    CHECK(updated_rating(10, 800, 0) == 10);  // expected to lose: -0.34 rounds to nothing
    CHECK(updated_rating(10, 10, 0) == 0);    // 10 - 16 stops at 0
    CHECK(updated_rating(0, 1500, 0) == 0);
    CHECK(updated_rating(5, 5, 0) == 0);  // 5 - 16 would be negative
}

TEST_CASE("a win by a player stronger by more than 719 points changes nothing (K = 32)") {
    static_assert(no_gain_threshold(32) == 720);
    CHECK(updated_rating(2000, 1280, 1) == 2000);  // 720 points stronger
    CHECK(updated_rating(2000, 1281, 1) == 2001);  // 719 points: one point
    // The same threshold for the other factors.
    CHECK(no_gain_threshold(24) == 669);
    CHECK(updated_rating(2300, 1631, 1) == 2300);
    CHECK(updated_rating(2300, 1632, 1) == 2301);
    CHECK(no_gain_threshold(16) == 597);
    CHECK(updated_rating(2600, 2003, 1) == 2600);
    CHECK(updated_rating(2600, 2004, 1) == 2601);
}

TEST_CASE("extreme ratings give an expected score within [0, 1], without overflow") {
    constexpr int max = std::numeric_limits<int>::max();
    constexpr int min = std::numeric_limits<int>::min();
    CHECK(expected_score(max, -1) == 1.0);
    CHECK(expected_score(max, min) == 1.0);
    CHECK(expected_score(min, max) >= 0.0);
    CHECK(expected_score(min, max) < 1e-200);
    CHECK(expected_score(-1, max) < 1e-200);
    CHECK(expected_score(0, 0) == 0.5);
    static_assert(expected_score(max, min) == 1.0);
    static_assert(expected_score(min, max) < 1e-200);
}

TEST_CASE("scores outside [0, 1] count as a loss or a win; a NaN score changes nothing") {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    CHECK(updated_rating(1500, 1500, 1e300) == 1516);
    CHECK(updated_rating(1500, 1500, inf) == 1516);
    CHECK(updated_rating(1500, 1500, 1.5) == 1516);
    CHECK(updated_rating(1500, 1500, -1e18) == 1484);
    CHECK(updated_rating(1500, 1500, -inf) == 1484);
    CHECK(updated_rating(1500, 1500, nan) == 1500);
    CHECK(updated_rating(-7, 1500, nan) == 0);  // never below 0, as always
    static_assert(updated_rating(1500, 1500, 1e300) == 1516);
    static_assert(updated_rating(1500, 1500, std::numeric_limits<double>::quiet_NaN()) == 1500);
}

TEST_CASE("extreme ratings stay within [0, INT_MAX] after an update") {
    constexpr int max = std::numeric_limits<int>::max();
    constexpr int min = std::numeric_limits<int>::min();
    CHECK(updated_rating(max, max, 1) == max);
    CHECK(updated_rating(max, 0, 1) == max);
    CHECK(updated_rating(max - 3, max, 1) == max);
    CHECK(updated_rating(max, max, 0) == max - 8);
    CHECK(updated_rating(min, max, 1) == 0);
    CHECK(updated_rating(min, min, 0.5) == 0);
    CHECK(updated_rating(0, min, 1) == 0);
    static_assert(updated_rating(max, max, 1) == max);
}

TEST_CASE("no_gain_threshold is defined for any coefficient") {
    static_assert(no_gain_threshold(0) == 0);
    static_assert(no_gain_threshold(-32) == 720);  // the same size of change, the other way
    CHECK(no_gain_threshold(std::numeric_limits<int>::max()) > 3800);
    CHECK(no_gain_threshold(std::numeric_limits<int>::min()) > 3800);
}
