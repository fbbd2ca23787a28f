#include "summary.hpp"

#include <cstdio>

#include "../common/summary_line.hpp"

namespace validate_pgn {

void print_summary(const Settings& settings, std::size_t files, const Totals& totals, const std::vector<std::string>& unreadable,
                   const std::optional<RangeRead>& range) {
    if (settings.format == Format::text) {
        std::printf("%zu games, %zu valid, %zu invalid, %zu plies", totals.games, totals.valid, totals.games - totals.valid,
                    totals.plies);
        if (totals.warnings > 0) std::printf(", %zu warnings", totals.warnings);
        std::printf("\n");
        return;
    }
    SummaryLine summary{files, totals.games, totals.valid, totals.games - totals.valid, totals.plies, totals.warnings, {}, {},
                        {}};
    if (range) {
        summary.begin = range->begin;
        summary.end = range->end;
    }
    summary.unreadable_files = unreadable;
    const std::string line = summary_line_text(summary);
    std::fwrite(line.data(), 1, line.size(), stdout);
}

}  // namespace validate_pgn
