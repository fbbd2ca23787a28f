#pragma once
// Elo ratings as the Hungarian rules text gives them (old USCF factors):
//   Rn = Ro + K (W - We),  We = 1 / (10^(-dr/400) + 1),  dr = Ro - opponent.
// Independent of the rest of shakki, and constexpr throughout.
//
// Every input has a defined result; nothing overflows and no error is
// possible:
// - any two ratings give an expected score in [0, 1];
// - a score below 0 counts as 0 and above 1 as 1 (a game is worth at most
//   a win), and a NaN score changes nothing;
// - an updated rating stays within [0, INT_MAX].

#include <climits>

namespace shakki::elo {

inline constexpr int new_player_rating = 1500;

namespace detail {

// e^x by halving the argument until it is small, a Taylor series, and
// squaring back: constexpr, and accurate to a few units in the last place.
// The caller keeps |x| small enough that the result is a finite double.
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

// Differences beyond this many points count as this many. 10^(100000/400)
// is 1e250, still a finite double; the expected score then differs from the
// exact one by less than 1e-250.
inline constexpr double largest_difference = 100000;

// Rounds to the nearest integer, halves away from zero (std::lround is not
// constexpr in C++20). |x| must be below 2^62; callers pass at most a
// coefficient's worth of points.
constexpr long long round_half_away(double x) {
    const double magnitude = x < 0 ? -x : x;
    long long whole = static_cast<long long>(magnitude);
    if (magnitude - static_cast<double>(whole) >= 0.5) ++whole;
    return x < 0 ? -whole : whole;
}

}  // namespace detail

// The score a player rated `rating` is expected to make against `opponent`:
// in [0, 1] for any two ratings. The difference is taken in double, so it
// cannot overflow, and at most 100,000 points of it count.
constexpr double expected_score(int rating, int opponent) {
    double difference = static_cast<double>(rating) - static_cast<double>(opponent);
    if (difference > detail::largest_difference) difference = detail::largest_difference;
    if (difference < -detail::largest_difference) difference = -detail::largest_difference;
    return 1.0 / (detail::exp(-difference / 400.0 * detail::ln10) + 1.0);
}

// The development coefficient by the player's own rating band.
constexpr int k_factor(int rating) {
    if (rating < 2100) return 32;
    if (rating < 2400) return 24;
    return 16;
}

// The new rating after one game with score 1 (win), 0.5 (draw) or 0 (loss),
// rounded to the nearest point, never below 0 and never above INT_MAX.
// Scores outside [0, 1] count as the nearest of 0 and 1; a NaN score leaves
// the rating as it was (raised to 0 if it was negative).
constexpr int updated_rating(int rating, int opponent, double score) {
    constexpr long long highest = INT_MAX;  // <climits>: <limits> costs far more to include
    long long updated = rating;
    // NaN fails every comparison, so it alone reaches none of the branches.
    double counted = score;
    if (score < 0) counted = 0;
    if (score > 1) counted = 1;
    if (counted >= 0 && counted <= 1) {
        const double change = k_factor(rating) * (counted - expected_score(rating, opponent));
        updated += detail::round_half_away(change);
    }
    if (updated < 0) return 0;
    return static_cast<int>(updated > highest ? highest : updated);
}

// The smallest rating advantage from which a win changes nothing, for a
// player with coefficient k (720 for k = 32: "over 719 points"); -1 when no
// advantage up to 4,000 points is enough. Defined for any k; a negative k
// gives the threshold of its magnitude.
constexpr int no_gain_threshold(int k) {
    for (int difference = 0; difference < 4000; ++difference) {
        if (detail::round_half_away(k * (1.0 - expected_score(difference, 0))) == 0) return difference;
    }
    return -1;
}

}  // namespace shakki::elo
