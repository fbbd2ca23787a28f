#include "file_parts.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <fstream>
#include <limits>
#include <thread>
#include <utility>
#include <vector>

#include "part.hpp"
#include "sources.hpp"

namespace validate_pgn {

namespace {

using namespace shakki;

// One part of a file; `on_record` sees its records.
template <class OnRecord>
void validate_part_of(const std::string& name, std::size_t begin, std::size_t end, const Settings& settings, Part& part,
                      OnRecord on_record) {
    std::FILE* file = std::fopen(name.c_str(), "rb");
    if (file == nullptr) {
        part.error = FileError{"cannot open", errno, 0, {}};
        return;
    }
    if (begin > static_cast<std::size_t>(std::numeric_limits<long>::max()) ||
        std::fseek(file, static_cast<long>(begin), SEEK_SET) != 0) {
        part.error = FileError{"cannot read", errno, 0, {}};
    } else {
        using Source = LimitedSource<CheckedFileSource>;
        validate_part(Source{CheckedFileSource{file, part.read_error}, end - begin}, settings, 0, part, on_record);
    }
    std::fclose(file);
}

}  // namespace

std::optional<FileError> validate_range(const std::string& name, std::size_t begin, std::size_t end, const Place& place,
                                        const Settings& settings, unsigned jobs, Totals& totals) {
    std::ifstream probe{name, std::ios::binary};
    if (!probe) return FileError{"cannot open", errno, 0, {}};
    std::vector<std::size_t> cuts{begin};
    for (unsigned j = 1; j < jobs; ++j) {
        // Search on from the last cut, so a file with few game starts is
        // scanned once, not once per part.
        const std::size_t from = std::max(begin + (end - begin) / jobs * j, cuts.back());
        cuts.push_back(from >= end ? end : std::min(pgn_game_start(probe, from, end), end));
    }
    cuts.push_back(end);

    std::vector<Part> parts(jobs);
    std::vector<std::thread> threads;
    // The first part's records are printed by its thread: nothing comes
    // before them. The main thread prints only after every part is done.
    const Place first_place{place.games_before, place.lines_before, cuts[0]};
    threads.emplace_back([&] {
        validate_part_of(name, cuts[0], cuts[1], settings, parts[0],
                         [&](const GameRecord& r) { print(name, r, first_place, settings); });
    });
    for (unsigned j = 1; j < jobs; ++j) {
        threads.emplace_back([&, j] {
            validate_part_of(name, cuts[j], cuts[j + 1], settings, parts[j],
                             [&parts, j](GameRecord r) { parts[j].records.push_back(std::move(r)); });
        });
    }
    for (std::thread& t : threads) t.join();
    Totals file_totals;
    std::size_t lines = place.lines_before;
    for (unsigned j = 0; j < jobs; ++j) {
        Part& part = parts[j];
        const Place part_place{place.games_before + file_totals.games, lines, cuts[j]};
        for (const GameRecord& r : part.records) print(name, r, part_place, settings);  // none in the first part
        add(file_totals, part.totals);
        lines += part.lines;
        if (part.error) {
            part.error->games_before = file_totals.games;
            add(totals, file_totals);
            return part.error;
        }
    }
    add(totals, file_totals);
    return std::nullopt;
}

}  // namespace validate_pgn
