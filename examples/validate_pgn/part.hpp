#pragma once
// Checking the games of one part of a file (or of a whole stream) on one
// thread: the records it keeps, its totals, and why it stopped early.

#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "file_error.hpp"
#include "game_record.hpp"
#include "settings.hpp"
#include "shakki/pgn/split.hpp"

namespace validate_pgn {

// A part read on its own thread. Records wait until the parts before it
// are done and say how many games and lines they held.
struct Part {
    Totals totals;
    std::size_t lines = 0;
    std::vector<GameRecord> records;
    std::optional<FileError> error;
    int read_error = 0;  // set by the part's CheckedFileSource
};

// A plain file's source has no message of its own.
struct NoMessage {
    std::string_view operator()() const { return {}; }
};

// Checks the games of `source`, after skipping (splitting, not checking)
// the first `skip` of them; `on_record` sees the records to print.
// `message` tells of a decompressor's error.
template <class Source, class OnRecord, class Message = NoMessage>
void validate_part(Source source, const Settings& settings, std::size_t skip, Part& part, OnRecord on_record,
                   Message message = {}) {
    shakki::PgnSplitter<Source> splitter{std::move(source)};
    for (shakki::PgnChunk chunk; splitter.next(chunk);) {
        // A read error ended the chunk early: it is not a game to judge.
        if (part.read_error != 0 || !message().empty()) break;
        if (chunk.number <= skip) continue;
        GameRecord record = check(chunk, settings, part.totals);
        if (printed(record, settings)) on_record(std::move(record));
    }
    part.lines = splitter.lines_read();
    part.error = read_failure(part.read_error, message(), part.totals.games);
}

}  // namespace validate_pgn
