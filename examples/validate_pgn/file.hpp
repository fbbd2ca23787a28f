#pragma once
// One named file, whole or the byte range the command line names.

#include <optional>
#include <string>

#include "byte_range.hpp"
#include "file_error.hpp"
#include "game_record.hpp"
#include "settings.hpp"

namespace validate_pgn {

// A file on `jobs` threads, or the part of it that `range` names (`read`
// then says where its games start and end). A pipe such as
// <(zcat games.pgn.gz) or a compressed file cannot be cut, and is read as a
// stream like standard input (offsets need a regular, uncompressed file:
// the command line is checked for that).
std::optional<FileError> validate_file(const std::string& name, const Settings& settings, unsigned jobs, const Range& range,
                                       Totals& totals, std::optional<RangeRead>& read);

}  // namespace validate_pgn
