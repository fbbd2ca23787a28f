#pragma once
// A byte range of a regular file, cut into parts checked on several
// threads.

#include <cstddef>
#include <optional>
#include <string>

#include "file_error.hpp"
#include "game_record.hpp"
#include "output.hpp"
#include "settings.hpp"

namespace validate_pgn {

// The bytes [begin, end) of a regular file on `jobs` threads: cut into
// equal parts at game starts, each part read and checked by its own thread,
// the records printed in file order (the first part's as they come).
// Stops at the first part that could not be read in full, as one thread
// would. `place` says what comes before `begin`.
std::optional<FileError> validate_range(const std::string& name, std::size_t begin, std::size_t end, const Place& place,
                                        const Settings& settings, unsigned jobs, Totals& totals);

}  // namespace validate_pgn
