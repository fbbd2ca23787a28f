// elo: one rating update by the Elo formula of the Hungarian rules text.
//
//   elo RATING OPPONENT SCORE     SCORE: 1, 0.5 (or 1/2), 0

#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "shakki/elo.hpp"

namespace {

bool parse_rating(const char* text, int& rating) {
    char* end = nullptr;
    const long value = std::strtol(text, &end, 10);
    if (end == text || *end != '\0' || value < 0 || value > 4000) return false;
    rating = static_cast<int>(value);
    return true;
}

bool parse_score(std::string_view text, double& score) {
    if (text == "1")
        score = 1;
    else if (text == "0.5" || text == "1/2" || text == ".5")
        score = 0.5;
    else if (text == "0")
        score = 0;
    else
        return false;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    int rating = 0;
    int opponent = 0;
    double score = 0;
    if (argc != 4 || !parse_rating(argv[1], rating) || !parse_rating(argv[2], opponent) || !parse_score(argv[3], score)) {
        std::fputs("usage: elo RATING OPPONENT SCORE   (ratings 0-4000; score 1, 0.5 or 0)\n", stderr);
        return 2;
    }
    using namespace shakki::elo;
    std::printf("expected score: %.3f\n", expected_score(rating, opponent));
    std::printf("K: %d\n", k_factor(rating));
    std::printf("new rating: %d\n", updated_rating(rating, opponent, score));
}
