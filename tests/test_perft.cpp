#include <doctest/doctest.h>

#include "support.hpp"

using namespace shakki;

namespace {

// Counts above this take seconds each and belong to the slow suite.
constexpr std::uint64_t fast_limit = 20'000'000;

void run_suite(const char* file, bool slow) {
    int checked = 0;
    for (const std::string& line : test_support::read_lines(file)) {
        const auto c = test_support::parse_perft_line(line);
        const auto pos = parse_fen(c.fen);
        REQUIRE_MESSAGE(pos.has_value(), c.fen);
        for (const auto& entry : c.depths) {
            const int depth = entry.first;
            const std::uint64_t expected = entry.second;
            if ((expected > fast_limit) != slow) continue;
            CAPTURE(c.fen);
            CAPTURE(depth);
            CHECK(perft(*pos, depth) == expected);
            ++checked;
        }
    }
    const std::string note = std::string{file} + ": " + std::to_string(checked) + " counts checked";
    MESSAGE(note);
}

}  // namespace

TEST_CASE("perft: the standard suite (counts up to 20 million)") { run_suite("perft.epd", false); }

TEST_CASE("perft: 400 positions from random games, against Stockfish") { run_suite("random_perft.epd", false); }

TEST_CASE("perft_divide sums to perft and lists every legal move once") {
    for (const std::string& line : test_support::read_lines("perft.epd")) {
        const auto pos = parse_fen(test_support::parse_perft_line(line).fen);
        REQUIRE(pos.has_value());
        const Divide divide = perft_divide(*pos, 3);
        std::uint64_t sum = 0;
        for (const DivideEntry& e : divide) sum += e.nodes;
        CHECK(sum == perft(*pos, 3));
        CHECK(divide.size == legal_moves(*pos).size());
    }
}

TEST_CASE("perft at depth 0 and 1") {
    CHECK(perft(Position::start(), 0) == 1);
    CHECK(perft(Position::start(), 1) == 20);
}

TEST_SUITE("slow") {
    TEST_CASE("perft: the standard suite (counts above 20 million)") { run_suite("perft.epd", true); }
}
