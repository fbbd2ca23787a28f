#pragma once
// What a named file is: whether it can be cut into byte ranges at all.

#include <cstddef>
#include <optional>
#include <string>

namespace validate_pgn {

// The size of a regular file, or nothing for anything that cannot be
// seeked in: a pipe or a device. (A file that claims no size, as in /proc,
// is taken for an empty one.)
std::optional<std::size_t> regular_file_size(const std::string& name);

// Whether a file starts as a zstd or gzip stream does (false when it
// cannot be read: the reading that follows tells why).
bool file_is_compressed(const std::string& name);

}  // namespace validate_pgn
