// Functions whose precondition is a legal move check it in builds without
// NDEBUG: an illegal or null move stops the program there, instead of
// coming out as plausible SAN such as "Rxa1". Each call runs in a child
// process, which must die by abort().
#include <doctest/doctest.h>

// POSIX only: the check needs fork(), and assert() needs a build without
// NDEBUG.
#if __has_include(<sys/wait.h>) && !defined(NDEBUG)

#include <csignal>
#include <cstdio>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.hpp"

using namespace shakki;

namespace {

template <class Call>
bool aborts(Call&& call) {
    std::fflush(nullptr);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        // The assertion's message is expected: keep it out of the test log,
        // and let abort() end the child without doctest's crash report.
        std::signal(SIGABRT, SIG_DFL);
        const int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            dup2(null, STDOUT_FILENO);
            dup2(null, STDERR_FILENO);
        }
        call();
        _exit(0);
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
}

}  // namespace

TEST_CASE("to_san and to_san_without_check stop on an illegal move, or a null move in check") {
    const Position start = Position::start();
    const Move rook_through_pawn = Move::normal(Square::a1, Square::a8);
    const Move from_empty_square = Move::normal(Square::e4, Square::e5);
    for (const Move m : {rook_through_pawn, from_empty_square}) {
        CAPTURE(m.raw());
        CHECK(aborts([&] { (void)to_san(start, m); }));
        CHECK(aborts([&] { (void)to_san_without_check(start, m); }));
    }
    // A pass is "--" out of check; in check it cannot be played.
    const Position checked = shakki::parse_fen("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1").value();
    CHECK(aborts([&] { (void)to_san(checked, Move{}); }));
    CHECK(aborts([&] { (void)to_san_without_check(checked, Move{}); }));
    CHECK_FALSE(aborts([&] { (void)to_san(start, Move{}); }));
    // A legal move passes.
    CHECK_FALSE(aborts([&] { (void)to_san(start, Move::normal(Square::g1, Square::f3)); }));
}
TEST_CASE("Position::play stops on an illegal move, and play_null in check") {
    const Position start = Position::start();
    // The king onto the enemy king, through its own pawn: unchecked, this
    // read tables out of bounds under UBSan.
    CHECK(aborts([&] { (void)start.play(Move::normal(Square::e1, Square::e8)); }));
    CHECK(aborts([&] { (void)start.play(Move::normal(Square::a1, Square::a8)); }));
    CHECK(aborts([&] { (void)start.play(Move::normal(Square::e4, Square::e5)); }));      // from an empty square
    CHECK(aborts([&] { (void)start.play(Move::normal(Square::e7, Square::e5)); }));      // the other side's pawn
    CHECK(aborts([&] { (void)start.play(Move::en_passant(Square::e2, Square::d3)); }));  // no en passant here
    CHECK(aborts([&] { (void)start.play(Move{}); }));                                    // a null move is play_null's
    const Position checked = shakki::parse_fen("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1").value();
    CHECK(aborts([&] { (void)checked.play_null(); }));
    CHECK(aborts([&] { (void)checked.play(Move::normal(Square::e8, Square::e7)); }));  // stays in check
    // Legal moves and passes go through.
    CHECK_FALSE(aborts([&] { (void)start.play(Move::normal(Square::e2, Square::e4)); }));
    CHECK_FALSE(aborts([&] { (void)start.play_null(); }));
    CHECK_FALSE(aborts([&] { (void)checked.play(Move::normal(Square::e8, Square::d7)); }));
}

#endif  // POSIX, without NDEBUG
