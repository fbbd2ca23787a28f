#pragma once
// The last line of a run: the totals, as text or as a JSON summary object.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "byte_range.hpp"
#include "game_record.hpp"
#include "settings.hpp"

namespace validate_pgn {

// "G games, V valid, I invalid, P plies" (and ", W warnings" when there are
// any), or the summary line of common/summary_line.hpp.
void print_summary(const Settings& settings, std::size_t files, const Totals& totals, const std::vector<std::string>& unreadable,
                   const std::optional<RangeRead>& range);

}  // namespace validate_pgn
