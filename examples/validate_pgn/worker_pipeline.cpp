// Games go from the thread that splits a stream to those that check them
// in batches, and their records back to the thread that prints, in the
// order of the stream. At most a few batches per thread are held at once,
// each of at most max_games games and about max_bytes of text (a longer
// game fills a batch alone), so memory stays bounded however long the
// stream is.

#include "worker_pipeline.hpp"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "output.hpp"

namespace validate_pgn {

namespace {

using namespace shakki;

struct Batch {
    std::vector<PgnChunk> chunks;
    std::vector<GameRecord> records;  // those printed
    Totals totals;
    bool claimed = false;
    bool done = false;
};

}  // namespace

std::optional<FileError> validate_batches(StreamInput& input, const int& read_error, std::string_view name,
                                          const Settings& settings, std::size_t skip, unsigned jobs, Totals& totals) {
    constexpr std::size_t max_games = 128;
    constexpr std::size_t max_bytes = std::size_t{1} << 20;
    const std::size_t max_batches = 2 * std::size_t{jobs} + 2;

    std::mutex mutex;
    std::condition_variable changed;
    std::deque<Batch> batches;  // in stream order; elements stay put as others come and go
    bool split_all = false;     // the reader is done

    std::thread reader([&] {
        PgnSplitter<SourceReference<StreamInput>> splitter{SourceReference<StreamInput>{input}};
        Batch batch;
        std::size_t bytes = 0;
        const auto hand_over = [&] {
            std::unique_lock lock{mutex};
            changed.wait(lock, [&] { return batches.size() < max_batches; });
            batches.push_back(std::move(batch));
            changed.notify_all();
            batch = Batch{};
            bytes = 0;
        };
        for (PgnChunk chunk; splitter.next(chunk);) {
            if (read_error != 0 || !input.error().empty()) break;  // a chunk cut short
            if (chunk.number <= skip) continue;
            bytes += chunk.text.size();
            batch.chunks.push_back(std::move(chunk));
            chunk = PgnChunk{};
            if (batch.chunks.size() == max_games || bytes >= max_bytes) hand_over();
        }
        if (!batch.chunks.empty()) hand_over();
        const std::lock_guard lock{mutex};
        split_all = true;
        changed.notify_all();
    });

    std::vector<std::thread> checkers;
    for (unsigned j = 0; j < jobs; ++j) {
        checkers.emplace_back([&] {
            while (true) {
                Batch* batch = nullptr;
                {
                    std::unique_lock lock{mutex};
                    changed.wait(lock, [&] {
                        const auto open = std::find_if(batches.begin(), batches.end(), [](const Batch& b) { return !b.claimed; });
                        if (open != batches.end()) batch = &*open;
                        return batch != nullptr || split_all;
                    });
                    if (batch == nullptr) return;
                    batch->claimed = true;
                }
                for (const PgnChunk& chunk : batch->chunks) {
                    GameRecord record = check(chunk, settings, batch->totals);
                    if (printed(record, settings)) batch->records.push_back(std::move(record));
                }
                batch->chunks = {};
                const std::lock_guard lock{mutex};
                batch->done = true;
                changed.notify_all();
            }
        });
    }

    Totals stream_totals;
    while (true) {
        Batch* batch = nullptr;
        {
            std::unique_lock lock{mutex};
            changed.wait(lock, [&] { return (!batches.empty() && batches.front().done) || (split_all && batches.empty()); });
            if (batches.empty()) break;
            batch = &batches.front();
        }
        for (const GameRecord& r : batch->records) print(name, r, Place{}, settings);
        add(stream_totals, batch->totals);
        const std::lock_guard lock{mutex};
        batches.pop_front();
        changed.notify_all();
    }
    reader.join();
    for (std::thread& t : checkers) t.join();
    add(totals, stream_totals);
    return read_failure(read_error, input.error(), stream_totals.games);
}

}  // namespace validate_pgn
