#pragma once
// What kept a file from being read in full, and its message on stderr.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace validate_pgn {

// The step, errno (or a decompressor's message), and how many of the
// file's games were read before.
struct FileError {
    std::string_view step;  // "cannot open", "cannot read" or "cannot seek"
    int error = 0;
    std::size_t games_before = 0;
    std::string message;  // instead of errno's, when not empty
};

// Why reading stopped early, if it did: errno first, as a read error also
// looks like a cut-off stream to a decompressor.
inline std::optional<FileError> read_failure(int read_error, std::string_view message, std::size_t games_before) {
    if (read_error != 0) return FileError{"cannot read", read_error, games_before, {}};
    if (!message.empty()) return FileError{"cannot read", 0, games_before, std::string{message}};
    return std::nullopt;
}

// "validate_pgn: FILE: cannot read past game N: reason" on stderr.
void print_file_error(std::string_view file, const FileError& error);

}  // namespace validate_pgn
