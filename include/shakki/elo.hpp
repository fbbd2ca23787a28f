#pragma once
// Elo ratings as the Hungarian rules text gives them (old USCF factors):
//   Rn = Ro + K (W - We),  We = 1 / (10^(-dr/400) + 1),  dr = Ro - opponent.
// Independent of the rest of shakki, and constexpr throughout.

namespace shakki::elo {

inline constexpr int new_player_rating = 1500;

namespace detail {

// e^x by halving the argument until it is small, a Taylor series, and
// squaring back: constexpr, and accurate to a few units in the last place.
constexpr double exp(double x) {
    int halvings = 0;
    while (x > 0.5 || x < -0.5) {
        x /= 2;
        ++halvings;
    }
    double term = 1;
    double sum = 1;
    for (int n = 1; n < 20; ++n) {
        term *= x / n;
        sum += term;
    }
    while (halvings-- > 0) sum *= sum;
    return sum;
}

inline constexpr double ln10 = 2.302585092994045684;

// Rounds to the nearest integer, halves away from zero (std::lround is not
// constexpr in C++20).
constexpr long round_half_away(double x) {
    const double magnitude = x < 0 ? -x : x;
    long whole = static_cast<long>(magnitude);
    if (magnitude - static_cast<double>(whole) >= 0.5) ++whole;
    return x < 0 ? -whole : whole;
}

}  // namespace detail

// The score a player rated `rating` is expected to make against `opponent`.
constexpr double expected_score(int rating, int opponent) {
    const double difference = rating - opponent;
    return 1.0 / (detail::exp(-difference / 400.0 * detail::ln10) + 1.0);
}

// The development coefficient by the player's own rating band.
constexpr int k_factor(int rating) {
    if (rating < 2100) return 32;
    if (rating < 2400) return 24;
    return 16;
}

// The new rating after one game with score 1 (win), 0.5 (draw) or 0 (loss),
// rounded to the nearest point and never below 0.
constexpr int updated_rating(int rating, int opponent, double score) {
    const double change = k_factor(rating) * (score - expected_score(rating, opponent));
    const long updated = rating + detail::round_half_away(change);
    return updated < 0 ? 0 : static_cast<int>(updated);
}

// The smallest rating advantage from which a win changes nothing, for a
// player with coefficient k (720 for k = 32: "over 719 points").
constexpr int no_gain_threshold(int k) {
    for (int difference = 0; difference < 4000; ++difference) {
        if (detail::round_half_away(k * (1.0 - expected_score(difference, 0))) == 0) return difference;
    }
    return -1;
}

}  // namespace shakki::elo
