#include <doctest/doctest.h>

#include <cmath>

#include "shakki/elo.hpp"

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
