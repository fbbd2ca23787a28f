// Expected::value() on an error: the program stops with SIGABRT, after
// writing the output still buffered and the error's message to stderr. Run
// in a forked child whose stdout and stderr go to pipes.

#include <shakki/io.hpp>

#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>

using namespace shakki;

namespace {

struct ChildRun {
    std::string out;
    std::string err;
    int signal = 0;  // the signal that ended the child; 0 when it exited
};

std::string read_all(int fd) {
    std::string text;
    char buffer[256];  // NOLINT(*-avoid-c-arrays)
    for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(n));
    close(fd);
    return text;
}

// Runs `body` in a child process. The child exits normally only if body
// returns, which the tests below count as a failure.
template <class Body>
ChildRun run_in_child(Body body) {
    std::cout.flush();
    std::fflush(nullptr);  // or the child would write the parent's buffered output too
    int out[2];            // NOLINT(*-avoid-c-arrays)
    int err[2];            // NOLINT(*-avoid-c-arrays)
    REQUIRE(pipe(out) == 0);
    REQUIRE(pipe(err) == 0);
    const pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        std::signal(SIGABRT, SIG_DFL);  // doctest's crash handler would report the abort as a failed test
        dup2(out[1], STDOUT_FILENO);
        dup2(err[1], STDERR_FILENO);
        for (const int fd : {out[0], out[1], err[0], err[1]}) close(fd);
        body();
        std::fflush(nullptr);
        _exit(0);
    }
    close(out[1]);
    close(err[1]);
    ChildRun run;
    run.out = read_all(out[0]);  // the child writes less than a pipe holds
    run.err = read_all(err[0]);
    int status = 0;
    REQUIRE(waitpid(pid, &status, 0) == pid);
    if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);
    return run;
}

}  // namespace

TEST_CASE("value() on an error prints the error's message and aborts, leaving the program's streams alone") {
    const std::string message{parse_fen("not a position").error().message};
    const ChildRun run = run_in_child([] {
        std::printf("moves so far: e4 e5");  // no newline: still in the buffer
        const Position pos = parse_fen("not a position").value();
        std::printf("%d", static_cast<int>(pos.side_to_move()));
    });
    CHECK(run.signal == SIGABRT);
    // The library flushes no stream of the host program: what stdout still
    // buffered is lost with the abort, as with any other abort().
    CHECK(run.out.empty());
    CHECK(run.err.find("shakki: Expected::value() called on an error: " + message + "\n") != std::string::npos);
}

TEST_CASE("value() on an error: messages of every kind (string_view, std::string), SetupError included") {
    const ChildRun click = run_in_child([] { (void)find_move(Position::start(), Square::e4, Square::e5).value(); });
    CHECK(click.signal == SIGABRT);
    CHECK(click.err.find("called on an error: there is no piece on that square\n") != std::string::npos);

    const ChildRun moves = run_in_child([] { (void)validate_movetext(Position::start(), "1. e4 Ke7").value(); });
    CHECK(moves.signal == SIGABRT);
    CHECK(moves.err.find("called on an error: ") != std::string::npos);
    CHECK(moves.err.find("Ke7") != std::string::npos);

    // SetupError carries its message too, as every error does.
    const ChildRun setup = run_in_child([] { (void)Position::from_setup(Setup{}).value(); });
    CHECK(setup.signal == SIGABRT);
    CHECK(setup.err.find("called on an error: " + std::string{describe(SetupErrorCode::king_count)} + "\n") != std::string::npos);
}

TEST_CASE("error() on a value says so and aborts") {
    const ChildRun run = run_in_child([] { (void)parse_fen("8/8/8/4k3/8/8/8/4K3 w - - 0 1").error(); });
    CHECK(run.signal == SIGABRT);
    CHECK(run.err.find("shakki: Expected::error() called on a value\n") != std::string::npos);
}

TEST_CASE("value() on a value returns it and prints nothing") {
    const ChildRun run = run_in_child(
        [] { std::printf("%d", static_cast<int>(parse_fen("8/8/8/4k3/8/8/8/4K3 b - - 0 1").value().side_to_move())); });
    CHECK(run.signal == 0);
    CHECK(run.out == "1");
    CHECK(run.err.empty());
}
