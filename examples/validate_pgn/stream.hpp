#pragma once
// Standard input, a pipe or a compressed file: read as it comes, never cut.

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string_view>

#include "file_error.hpp"
#include "game_record.hpp"
#include "settings.hpp"

namespace validate_pgn {

// Checks the games of `file` (perhaps compressed) after the first `skip`,
// on this thread with its records printed as they come, or on `jobs`
// threads. Game numbers and lines count on through the skipped games.
std::optional<FileError> validate_stream(std::FILE* file, std::string_view name, const Settings& settings, std::size_t skip,
                                         unsigned jobs, Totals& totals);

}  // namespace validate_pgn
