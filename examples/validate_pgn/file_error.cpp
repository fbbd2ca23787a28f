#include "file_error.hpp"

#include <cstdio>
#include <cstring>

#include "../cli.hpp"

namespace validate_pgn {

void print_file_error(std::string_view file, const FileError& e) {
    std::string line = "validate_pgn: " + std::string{file} + ": " + std::string{e.step};
    if (e.games_before > 0) line += " past game " + std::to_string(e.games_before);
    line += ": ";
    line += e.message.empty() ? std::string_view{std::strerror(e.error)} : std::string_view{e.message};
    cli::print_line(stderr, line);
}

}  // namespace validate_pgn
