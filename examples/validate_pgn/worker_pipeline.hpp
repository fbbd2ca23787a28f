#pragma once
// A stream that cannot be cut into parts, checked on several threads.

#include <cstddef>
#include <optional>
#include <string_view>

#include "file_error.hpp"
#include "game_record.hpp"
#include "settings.hpp"
#include "sources.hpp"

namespace validate_pgn {

// Reads, decompresses and splits `input` on one thread, checks batches of
// its games on `jobs` threads, and prints their records on this one, in
// stream order. `read_error` is the one `input`'s CheckedFileSource sets.
std::optional<FileError> validate_batches(StreamInput& input, const int& read_error, std::string_view name,
                                          const Settings& settings, std::size_t skip, unsigned jobs, Totals& totals);

}  // namespace validate_pgn
