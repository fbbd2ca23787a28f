// validate_pgn: checks every move of every game in PGN files.
//
//   validate_pgn [--lang CODE|auto] [--strict] [--allow-null-moves] [--jobs N]
//                [--format text|jsonl] [--only-invalid]
//                [--from-offset BYTES] [--to-offset BYTES] [--from-game N] [--] FILE...   ("-" for stdin)
//
// Prints each problem as "FILE:LINE:COL: game N (White - Black), move M: reason",
// then "G games, V valid, I invalid, P plies" (and ", W warnings" when there
// are any). Damage that other readers read past, such as a stray quote in a
// tag value or a stray bracket, is a warning ("...: warning: reason"): the
// game is judged by its moves and result. --strict makes a warning an error
// (the first problem of the game is printed) and non-canonical SAN too.
// --allow-null-moves accepts null moves ("--", "Z0") in the main line; in
// variations they are always accepted. Bytes that a terminal would
// not show as written (a NUL in a tag, a CR, invalid UTF-8) are printed as
// escapes such as \x00. Exits 1 when a game is invalid, and 2 on a bad
// argument, on output that cannot be written, or on a file that cannot be
// opened or read in full: that file is named on stderr, the others are
// still checked, and the totals count the games read. --jobs N cuts each file into N parts at game starts and
// checks them on N threads; the output is the same as with one, printed
// in file order. Standard input, pipes and compressed files cannot be cut:
// there one thread reads and splits the games and hands them in batches to
// N threads that check them, with the same output.
//
// Files compressed with zstd or gzip (told by their first bytes, not their
// names; standard input too) are read as they decompress, when built with
// libzstd and zlib. Line numbers and byte offsets are then those of the
// decompressed text.
//
// --format jsonl prints one JSON object per game instead (file, game number,
// byte offset, players, result, plies, valid, warnings, and the error of an
// invalid game), then one summary object. --only-invalid prints only the
// invalid games. --from-offset and --to-offset read the games of one file
// that start in a byte range, so that workers can share a file; --from-game
// starts at a game's number. docs/pgn.md describes all of it.
//
// This is an application, in modules: command_line (the arguments),
// file and file_parts (a regular file, cut into byte ranges and parts on
// threads), stream and worker_pipeline (standard input, pipes and
// compressed files), sources (reading and decompressing), game_record (one
// game checked and judged), text_output, jsonl_output and summary (what is
// printed), file_error (what stops a file). examples/check_pgn.cpp is the
// short example of the same checks.

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "../common/stdout_check.hpp"
#include "command_line.hpp"
#include "file.hpp"
#include "file_error.hpp"
#include "game_record.hpp"
#include "stream.hpp"
#include "summary.hpp"

namespace {

int run(int argc, char** argv) {
    using namespace validate_pgn;
    const std::optional<CommandLine> line = read_command_line(argc, argv);
    if (!line) return 2;
    if (line->help) return 0;
    const Settings& settings = line->settings;
    const Range& range = line->range;

    Totals totals;
    std::vector<std::string> unreadable;
    std::optional<RangeRead> range_read;
    for (const std::string& file : line->files) {
        // A pipe cannot be cut into parts: standard input is read as a stream.
        std::optional<FileError> error =
            file == "-" ? validate_stream(stdin, "-", settings, range.from_game.value_or(1) - 1, line->jobs, totals)
                        : validate_file(file, settings, line->jobs, range, totals, range_read);
        if (error) {
            std::fflush(stdout);  // the file's records before the error that ended it
            print_file_error(file, *error);
            unreadable.push_back(file);
        }
    }
    print_summary(settings, line->files.size(), totals, unreadable, range_read);
    if (!unreadable.empty()) return 2;
    return totals.valid == totals.games ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("validate_pgn", run(argc, argv)); }
