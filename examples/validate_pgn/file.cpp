#include "file.hpp"

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <fstream>

#include "file_kind.hpp"
#include "file_parts.hpp"
#include "sources.hpp"
#include "stream.hpp"

namespace validate_pgn {

namespace {

using namespace shakki;

// Where game `number` of a file starts, and the lines before it: found by
// splitting the file without checking the games. `size` when it has fewer.
struct GameStart {
    std::size_t offset = 0;
    std::size_t lines_before = 0;
    std::size_t games_before = 0;
};

std::optional<GameStart> find_game(const std::string& name, std::size_t number, std::size_t size, int& read_error) {
    std::FILE* file = std::fopen(name.c_str(), "rb");
    if (file == nullptr) {
        read_error = errno;
        return std::nullopt;
    }
    PgnSplitter<CheckedFileSource> splitter{CheckedFileSource{file, read_error}};
    GameStart start{size, 0, 0};
    for (PgnChunk chunk; splitter.next(chunk);) {
        if (read_error != 0) break;
        if (chunk.number == number) {
            start = {chunk.offset, chunk.first_line - 1, number - 1};
            break;
        }
        start.games_before = chunk.number;
    }
    std::fclose(file);
    if (read_error != 0) return std::nullopt;
    return start;
}

}  // namespace

std::optional<FileError> validate_file(const std::string& name, const Settings& settings, unsigned jobs, const Range& range,
                                       Totals& totals, std::optional<RangeRead>& read) {
    std::optional<std::size_t> size = jobs == 1 && !range.any() ? std::nullopt : regular_file_size(name);
    // A file that claims no size may still hold bytes (/proc files, named
    // pipes): read it as a stream, which --from-game skips through too.
    // Byte offsets cannot be used on it (command_line.cpp refuses them).
    if (size == 0 && !range.from_offset && !range.to_offset) size = std::nullopt;
    if (size && file_is_compressed(name)) size = std::nullopt;
    if (!size) {
        std::FILE* file = std::fopen(name.c_str(), "rb");
        if (file == nullptr) return FileError{"cannot open", errno, 0, {}};
        auto error = validate_stream(file, name, settings, range.from_game.value_or(1) - 1, jobs, totals);
        std::fclose(file);
        return error;
    }
    Place place;
    std::size_t begin = 0;
    std::size_t end = *size;
    {
        std::ifstream probe{name, std::ios::binary};
        if (!probe) return FileError{"cannot open", errno, 0, {}};
        // Cut where the splitter always starts a game, as --jobs does, so
        // ranges that meet read the games of the whole file between them.
        if (range.from_offset) begin = *range.from_offset >= *size ? *size : pgn_game_start(probe, *range.from_offset, *size);
        if (range.to_offset) end = *range.to_offset >= *size ? *size : pgn_game_start(probe, *range.to_offset, *size);
    }
    if (range.from_game) {
        int read_error = 0;
        const std::optional<GameStart> start = find_game(name, *range.from_game, *size, read_error);
        if (!start) return FileError{"cannot read", read_error, 0, {}};
        begin = start->offset;
        place = {start->games_before, start->lines_before, 0};
    }
    end = std::max(begin, end);
    if (range.any()) read = RangeRead{begin, end};
    return validate_range(name, begin, end, place, settings, jobs, totals);
}

}  // namespace validate_pgn
