// check_pgn: checks every game of a PGN file with shakki's visit_pgn, and
// prints the problem of each invalid game, then a count.
//
//   check_pgn [FILE]     (standard input without FILE)
//
// Prints "game N (White - Black), line L, move M: reason" for each invalid
// game, then "G games, V valid, I invalid". Exits 0 when every game is
// valid, 1 when one is not, 2 on a bad argument or a file that cannot be
// read. This is the whole of the checking: validate_pgn (in
// examples/validate_pgn/) is the same done as an application, with
// warnings, threads, byte ranges, compressed files and JSON Lines.

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

#include "cli.hpp"
#include "common/stdout_check.hpp"
#include "shakki/pgn.hpp"

namespace {

constexpr std::string_view usage_line = "usage: check_pgn [FILE]  (standard input without FILE)";

// A player's name from the game's tags, "?" without one.
std::string player(const shakki::PgnGame& game, std::string_view color) {
    const std::string* name = game.tag(color);
    return name != nullptr ? *name : "?";
}

// visit_pgn reports what it reads to a visitor, hook by hook in the order
// of the text: tags, moves, comments and the rest (see PgnVisitor). A
// visitor derives from PgnVisitor and declares only the hooks it needs;
// the others do nothing. This one needs the last, end_game(), which gets
// each game as read: its tags, result, plies, warnings (damage the reader
// read past, which leaves a game valid) and its first error, `problem`.
struct ProblemPrinter : shakki::PgnVisitor {
    void end_game(const shakki::PgnGame& game) {
        if (!game.problem) return;  // a valid game
        const shakki::PgnProblem& problem = *game.problem;
        std::string line = "game " + std::to_string(game.number) + " (" + player(game, "White") + " - " + player(game, "Black") +
                           "), line " + std::to_string(problem.line);
        if (!problem.move.empty()) line += ", move " + problem.move;  // "12" or "12..."
        line += ": " + problem.message;
        cli::print_line(stdout, line);  // names and moves come from the file: escape what a terminal would hide
    }
};

int run(int argc, char** argv) {
    cli::Arguments args{"check_pgn", usage_line, argc, argv};
    std::optional<std::string> name;
    for (std::string_view arg; args.next(arg);) {
        if (cli::asks_for_help(arg)) return args.help();
        if (arg != "-" && arg.starts_with("-")) return args.unexpected(arg);
        if (name) return args.fail("one file at a time");
        name = arg;
    }
    if (!name) name = "-";
    std::FILE* file = name == "-" ? stdin : std::fopen(name->c_str(), "rb");
    if (file == nullptr) {
        cli::print_line(stderr, "check_pgn: cannot open " + cli::quoted(*name));
        return 2;
    }

    // visit_pgn splits the stream into games, reads and checks each one
    // (English SAN, leniently spelled moves accepted: see PgnReadOptions)
    // and reports it to the visitor. One game at a time is held in memory.
    ProblemPrinter printer;
    const shakki::PgnVisitCounts counts = shakki::visit_pgn(shakki::FileSource{file}, printer);

    // FileSource reads with fread, which ends early on a read error too.
    const bool read_in_full = std::ferror(file) == 0;
    if (file != stdin) std::fclose(file);
    std::printf("%zu games, %zu valid, %zu invalid\n", counts.games, counts.valid, counts.games - counts.valid);
    if (!read_in_full) {
        cli::print_line(stderr, "check_pgn: cannot read " + cli::quoted(*name) + " in full");
        return 2;
    }
    return counts.valid == counts.games ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("check_pgn", run(argc, argv)); }
