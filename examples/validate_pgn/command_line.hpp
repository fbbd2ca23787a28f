#pragma once
// validate_pgn's arguments, read strictly: each mistake is named on stderr
// with the usage line.

#include <optional>
#include <string>
#include <vector>

#include "byte_range.hpp"
#include "settings.hpp"

namespace validate_pgn {

struct CommandLine {
    Settings settings;
    unsigned jobs = 1;
    Range range;
    std::vector<std::string> files;  // "-" for standard input
    bool help = false;               // --help: the usage was printed, and that is all
};

// What the arguments ask for, or nothing after a message (the program then
// exits with status 2).
std::optional<CommandLine> read_command_line(int argc, char** argv);

}  // namespace validate_pgn
