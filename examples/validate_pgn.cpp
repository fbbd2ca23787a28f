// validate_pgn: checks every move of every game in PGN files.
//
//   validate_pgn [--lang CODE|auto] [--strict] [--allow-null-moves] [--jobs N]
//                [--format text|jsonl] [--only-invalid]
//                [--from-offset BYTES] [--to-offset BYTES] [--from-game N] [--] FILE...   ("-" for stdin)
//
// Prints each problem as "FILE:LINE:COL: game N (White - Black), move M: reason",
// then "G games, V valid, I invalid, P plies" (and ", W warnings" when there
// are any). Damage that other readers read past, such as a stray quote in a
// tag value or a stray bracket, is a warning ("...: warning: reason"): the
// game is judged by its moves and result. --strict makes a warning an error
// (the first problem of the game is printed) and non-canonical SAN too.
// --allow-null-moves accepts null moves ("--", "Z0") in the main line; in
// variations they are always accepted. Bytes that a terminal would
// not show as written (a NUL in a tag, a CR, invalid UTF-8) are printed as
// escapes such as \x00. Exits 1 when a game is invalid, and 2 on a bad
// argument or a file that cannot be opened or read in full: that file is
// named on stderr, the others are still checked, and the totals count the
// games read. --jobs N cuts each file into N parts at game starts and
// checks them on N threads; the output is the same as with one, printed
// in file order. Standard input, pipes and compressed files cannot be cut:
// there one thread reads and splits the games and hands them in batches to
// N threads that check them, with the same output.
//
// Files compressed with zstd or gzip (told by their first bytes, not their
// names; standard input too) are read as they decompress, when built with
// libzstd and zlib. Line numbers and byte offsets are then those of the
// decompressed text.
//
// --format jsonl prints one JSON object per game instead (file, game number,
// byte offset, players, result, plies, valid, warnings, and the error of an
// invalid game), then one summary object. --only-invalid prints only the
// invalid games. --from-offset and --to-offset read the games of one file
// that start in a byte range, so that workers can share a file; --from-game
// starts at a game's number. docs/pgn.md describes all of it.

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <limits>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "cli.hpp"
#include "shakki/pgn.hpp"
#include "shakki/shakki.hpp"
#ifdef SHAKKI_WITH_COMPRESSION
#include "shakki/pgn/compressed.hpp"
#endif

namespace {

using namespace shakki;

#ifdef SHAKKI_WITH_COMPRESSION
template <class Inner>
using InputSource = AutoDecompressSource<Inner>;
#else
// Built without libzstd and zlib: a compressed stream is named as such and
// refused, rather than read as PGN full of junk.
template <class Inner>
class InputSource {
public:
    explicit InputSource(Inner inner) : inner_(std::move(inner)) {}
    std::size_t read(char* buffer, std::size_t n) {
        if (!peeked_) {
            peeked_ = true;
            for (std::size_t got = 1; size_ < sizeof prefix_ && got > 0; size_ += got) {
                got = inner_.read(prefix_ + size_, sizeof prefix_ - size_);
            }
            if (detect_compression({prefix_, size_}) != Compression::none) {
                error_ =
                    "compressed input, but validate_pgn was built without zstd support: install libzstd-dev and "
                    "zlib1g-dev, then build again";
            }
        }
        if (!error_.empty() || n == 0) return 0;
        if (used_ < size_) {
            const std::size_t count = std::min(n, size_ - used_);
            std::memcpy(buffer, prefix_ + used_, count);
            used_ += count;
            return count;
        }
        return inner_.read(buffer, n);
    }
    const std::string& error() const { return error_; }

private:
    Inner inner_;
    char prefix_[4]{};
    std::size_t size_ = 0;
    std::size_t used_ = 0;
    bool peeked_ = false;
    std::string error_;
};
#endif

constexpr std::string_view usage_line =
    "usage: validate_pgn [--lang CODE|auto] [--strict] [--allow-null-moves] [--jobs N] [--format text|jsonl] "
    "[--only-invalid] [--from-offset BYTES] [--to-offset BYTES] [--from-game N] [--] FILE...  (- for stdin)";

enum class Format : std::uint8_t { text, jsonl };

struct Settings {
    PgnReadOptions read;
    bool strict = false;  // a warning makes the game invalid
    Format format = Format::text;
    bool only_invalid = false;
};

// The part of the one file to read: games that start in [from, to), or
// from game number `from_game` on.
struct Range {
    std::optional<std::size_t> from_offset;
    std::optional<std::size_t> to_offset;
    std::optional<std::size_t> from_game;
    bool any() const { return from_offset || to_offset || from_game; }
};

struct Totals {
    std::size_t games = 0;
    std::size_t valid = 0;
    std::size_t plies = 0;
    std::size_t warnings = 0;  // printed as warnings (none with --strict)
};

// What is printed about one game. `game`, `problems[].line` and `offset`
// count from the start of the part of the file it was read in.
struct GameRecord {
    std::size_t game = 0;
    std::size_t offset = 0;
    std::optional<std::string> white;
    std::optional<std::string> black;
    std::optional<std::string> result;  // the Result tag
    std::size_t plies = 0;
    bool valid = true;
    std::vector<PgnProblem> problems;  // in the order of the text; at most one error
};

std::optional<std::string> tag_value(const PgnGame& game, std::string_view name) {
    const std::string* value = game.tag(name);
    return value ? std::optional<std::string>{*value} : std::nullopt;
}

bool comes_before(const PgnProblem& a, const PgnProblem& b) { return a.line != b.line ? a.line < b.line : a.column < b.column; }

// A game's record: its warnings and its error in the order of the text;
// with --strict, only its first problem, warnings included, as its error.
GameRecord judge(const PgnGame& game, std::size_t offset, bool strict) {
    GameRecord record{
        game.number,  offset, tag_value(game, "White"), tag_value(game, "Black"), tag_value(game, "Result"), game.plies,
        game.valid(), {}};
    std::vector<const PgnProblem*> problems;
    for (const PgnProblem& w : game.warnings) problems.push_back(&w);
    if (game.problem) problems.push_back(&*game.problem);
    std::stable_sort(problems.begin(), problems.end(),
                     [](const PgnProblem* a, const PgnProblem* b) { return comes_before(*a, *b); });
    if (strict && !problems.empty()) {
        PgnProblem first = *problems.front();
        first.severity = PgnSeverity::error;
        record.problems.push_back(std::move(first));
        record.valid = false;
        return record;
    }
    for (const PgnProblem* p : problems) record.problems.push_back(*p);
    return record;
}

std::size_t warning_count(const GameRecord& record) {
    return static_cast<std::size_t>(std::count_if(record.problems.begin(), record.problems.end(),
                                                  [](const PgnProblem& p) { return p.severity == PgnSeverity::warning; }));
}

// Whether a game gets any output: in text, lines for its problems; in
// JSON Lines, an object for every game. --only-invalid keeps invalid games.
bool printed(const GameRecord& record, const Settings& settings) {
    if (settings.only_invalid && record.valid) return false;
    return settings.format == Format::jsonl || !record.problems.empty();
}

// The length of the longest start of `text` that is, or could begin, a
// well-formed UTF-8 sequence (Unicode's table 3-7), and whether it is a
// whole one. An invalid stretch found this way is what Unicode calls a
// maximal subpart: one U+FFFD replaces each, as Python's and the WHATWG's
// decoders do. A lone lead byte, a continuation byte, an overlong form, a
// surrogate, a code point past U+10FFFF and a cut-off sequence are all
// invalid; checking the second byte's range catches the middle three.
struct Utf8Step {
    std::size_t length = 1;
    bool valid = false;
};

Utf8Step utf8_step(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80) return {1, true};
    std::size_t length = 0;
    unsigned char low = 0x80;  // the second byte's range; the others are 80..BF
    unsigned char high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;   // below: overlong
        if (lead == 0xED) high = 0x9F;  // above: surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) low = 0x90;   // below: overlong
        if (lead == 0xF4) high = 0x8F;  // above: past U+10FFFF
    } else {
        return {1, false};  // 80..C1 and F5..FF never start a sequence
    }
    for (std::size_t i = 1; i < length; ++i) {
        if (i >= text.size()) return {i, false};
        const unsigned char b = byte(i);
        const bool fits = i == 1 ? b >= low && b <= high : b >= 0x80 && b <= 0xBF;
        if (!fits) return {i, false};
    }
    return {length, true};
}

// `text` as a JSON string: quotes, backslashes and control bytes escaped
// (\n \r \t by name, the others as \u00XX, DEL too), valid UTF-8 kept as
// it is except U+2028 and U+2029, which JavaScript once took for line
// ends, and each invalid stretch of bytes (see utf8_step) replaced by
// U+FFFD. So every line printed is valid UTF-8 and valid JSON whatever
// the file held.
void append_json_string(std::string& out, std::string_view text) {
    constexpr std::string_view hex = "0123456789abcdef";
    out += '"';
    std::size_t i = 0;
    while (i < text.size()) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte >= 0x80) {
            const Utf8Step step = utf8_step(text.substr(i));
            if (!step.valid) {
                out += "\xEF\xBF\xBD";  // U+FFFD
            } else if (byte == 0xE2 && text[i + 1] == '\x80' && (text[i + 2] == '\xA8' || text[i + 2] == '\xA9')) {
                out += text[i + 2] == '\xA8' ? "\\u2028" : "\\u2029";
            } else {
                out.append(text.substr(i, step.length));
            }
            i += step.length;
            continue;
        }
        if (byte == '"') {
            out += "\\\"";
        } else if (byte == '\\') {
            out += "\\\\";
        } else if (byte == '\n') {
            out += "\\n";
        } else if (byte == '\r') {
            out += "\\r";
        } else if (byte == '\t') {
            out += "\\t";
        } else if (byte < 0x20 || byte == 0x7F) {
            out += "\\u00";
            out += hex[byte >> 4];
            out += hex[byte & 0xFu];
        } else {
            out += static_cast<char>(byte);
        }
        ++i;
    }
    out += '"';
}

void append_json_field(std::string& out, std::string_view name, std::string_view value) {
    out += ",\"";
    out += name;
    out += "\":";
    append_json_string(out, value);
}

void append_json_optional(std::string& out, std::string_view name, const std::optional<std::string>& value) {
    if (value) return append_json_field(out, name, std::string_view{*value});
    out += ",\"";
    out += name;
    out += "\":null";
}

void append_json_number(std::string& out, std::string_view name, std::size_t value) {
    out += ",\"";
    out += name;
    out += "\":";
    out += std::to_string(value);
}

// "line", "column", "move" (null when no move is to blame) and "message",
// each after a comma.
void append_json_problem(std::string& out, const PgnProblem& problem, std::size_t lines_before) {
    append_json_number(out, "line", problem.line + lines_before);
    append_json_number(out, "column", problem.column);
    append_json_optional(out, "move", problem.move.empty() ? std::nullopt : std::optional<std::string>{problem.move});
    append_json_field(out, "message", problem.message);
}

// Adds the part's start to what counted from it, as the output needs.
struct Place {
    std::size_t games_before = 0;
    std::size_t lines_before = 0;
    std::size_t offset_before = 0;  // byte of the file where the part starts
};

void print_jsonl(std::string_view file, const GameRecord& r, const Place& place) {
    std::string line = "{\"file\":";
    append_json_string(line, file);
    append_json_number(line, "game", r.game + place.games_before);
    append_json_number(line, "offset", r.offset + place.offset_before);
    append_json_optional(line, "white", r.white);
    append_json_optional(line, "black", r.black);
    append_json_optional(line, "result", r.result);
    append_json_number(line, "plies", r.plies);
    line += ",\"valid\":";
    line += r.valid ? "true" : "false";
    line += ",\"warnings\":[";
    bool first = true;
    for (const PgnProblem& p : r.problems) {
        if (p.severity != PgnSeverity::warning) continue;
        if (!first) line += ',';
        first = false;
        std::string fields;
        append_json_problem(fields, p, place.lines_before);
        line += '{';
        line.append(fields, 1);  // without the first comma
        line += '}';
    }
    line += ']';
    for (const PgnProblem& p : r.problems) {
        if (p.severity == PgnSeverity::error) append_json_problem(line, p, place.lines_before);
    }
    line += "}\n";
    std::fwrite(line.data(), 1, line.size(), stdout);
}

void print_text(std::string_view file, const GameRecord& r, const Place& place) {
    const std::string players = (r.white ? *r.white : "?") + " - " + (r.black ? *r.black : "?");
    for (const PgnProblem& problem : r.problems) {
        std::string line = std::string{file} + ":" + std::to_string(problem.line + place.lines_before) + ":" +
                           std::to_string(problem.column) + ": game " + std::to_string(r.game + place.games_before) + " (" +
                           players + ")";
        if (!problem.move.empty()) line += ", move " + problem.move;
        line += problem.severity == PgnSeverity::warning ? ": warning: " : ": ";
        line += problem.message;
        cli::print_line(stdout, line);  // the names, moves and file name come from the input
    }
}

void print(std::string_view file, const GameRecord& r, const Place& place, const Settings& settings) {
    if (settings.format == Format::jsonl)
        print_jsonl(file, r, place);
    else
        print_text(file, r, place);
}

// What kept a file from being read in full: the step, errno (or a
// decompressor's message), and how many of its games were read before.
struct FileError {
    std::string_view step;  // "cannot open", "cannot read" or "cannot seek"
    int error = 0;
    std::size_t games_before = 0;
    std::string message;  // instead of errno's, when not empty
};

void print(std::string_view file, const FileError& e) {
    std::string line = "validate_pgn: " + std::string{file} + ": " + std::string{e.step};
    if (e.games_before > 0) line += " past game " + std::to_string(e.games_before);
    line += ": ";
    line += e.message.empty() ? std::string_view{std::strerror(e.error)} : std::string_view{e.message};
    cli::print_line(stderr, line);
}

// FileSource cannot tell a read error from the end of the file (fread
// returns less for both), and the splitter takes it for the end. This one
// keeps the first error for the caller.
class CheckedFileSource {
public:
    CheckedFileSource(std::FILE* file, int& error) : file_(file), error_(&error) {}
    std::size_t read(char* buffer, std::size_t n) {
        errno = 0;
        const std::size_t count = std::fread(buffer, 1, n, file_);
        if (count < n && std::ferror(file_) != 0 && *error_ == 0) *error_ = errno != 0 ? errno : EIO;
        return count;
    }

private:
    std::FILE* file_;
    int* error_;
};

// One part of a file, read on its own thread. Records wait until the parts
// before it are done and say how many games and lines they held.
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

// Checks one game, counting it in `totals`.
GameRecord check(const PgnChunk& chunk, const Settings& settings, Totals& totals) {
    const PgnGame game = validate_pgn_game(chunk, settings.read);
    GameRecord record = judge(game, chunk.offset, settings.strict);
    ++totals.games;
    totals.plies += record.plies;
    if (record.valid) ++totals.valid;
    totals.warnings += warning_count(record);
    return record;
}

// Why reading stopped early, if it did: errno first, as a read error also
// looks like a cut-off stream to a decompressor.
std::optional<FileError> read_failure(int read_error, std::string_view message, std::size_t games_before) {
    if (read_error != 0) return FileError{"cannot read", read_error, games_before, {}};
    if (!message.empty()) return FileError{"cannot read", 0, games_before, std::string{message}};
    return std::nullopt;
}

// Checks the games of `source`, after skipping (splitting, not checking)
// the first `skip` of them. `message` tells of a decompressor's error.
template <class Source, class OnRecord, class Message = NoMessage>
void validate_part(Source source, const Settings& settings, std::size_t skip, Part& part, OnRecord on_record,
                   Message message = {}) {
    PgnSplitter<Source> splitter{std::move(source)};
    for (PgnChunk chunk; splitter.next(chunk);) {
        // A read error ended the chunk early: it is not a game to judge.
        if (part.read_error != 0 || !message().empty()) break;
        if (chunk.number <= skip) continue;
        GameRecord record = check(chunk, settings, part.totals);
        if (printed(record, settings)) on_record(std::move(record));
    }
    part.lines = splitter.lines_read();
    part.error = read_failure(part.read_error, message(), part.totals.games);
}

void add(Totals& totals, const Totals& more) {
    totals.games += more.games;
    totals.valid += more.valid;
    totals.plies += more.plies;
    totals.warnings += more.warnings;
}

// Games handed from the thread that splits a stream to those that check
// them, and their records back to the thread that prints.
struct Batch {
    std::vector<PgnChunk> chunks;
    std::vector<GameRecord> records;  // those printed
    Totals totals;
    bool claimed = false;
    bool done = false;
};

// A stream that cannot be cut into parts, on `jobs` threads: this thread
// prints, one reads, decompresses and splits, and `jobs` check batches of
// games. At most a few batches per thread are held at once, each of at
// most max_games games and about max_bytes of text (a longer game fills a
// batch alone), so memory stays bounded however long the stream is.
template <class Input>
std::optional<FileError> validate_batches(Input& input, const int& read_error, std::string_view name, const Settings& settings,
                                          std::size_t skip, unsigned jobs, Totals& totals) {
    constexpr std::size_t max_games = 128;
    constexpr std::size_t max_bytes = std::size_t{1} << 20;
    const std::size_t max_batches = 2 * std::size_t{jobs} + 2;

    std::mutex mutex;
    std::condition_variable changed;
    std::deque<Batch> batches;  // in stream order; elements stay put as others come and go
    bool split_all = false;     // the reader is done

    std::thread reader([&] {
        PgnSplitter<SourceReference<Input>> splitter{SourceReference<Input>{input}};
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

// A stream read as it comes, perhaps compressed: on this thread with its
// records printed as they come, or on `jobs` threads. Game numbers and
// lines count on through the skipped games.
std::optional<FileError> validate_stream(std::FILE* file, std::string_view name, const Settings& settings, std::size_t skip,
                                         unsigned jobs, Totals& totals) {
    Part part;
    using Input = InputSource<CheckedFileSource>;
    Input input{CheckedFileSource{file, part.read_error}};
    if (jobs > 1) return validate_batches(input, part.read_error, name, settings, skip, jobs, totals);
    validate_part(
        SourceReference<Input>{input}, settings, skip, part, [&](const GameRecord& r) { print(name, r, Place{}, settings); },
        [&] { return std::string_view{input.error()}; });
    add(totals, part.totals);
    return part.error;
}

// Whether a file starts as a zstd or gzip stream does (false when it
// cannot be read: the reading that follows tells why).
bool file_is_compressed(const std::string& name) {
    std::FILE* file = std::fopen(name.c_str(), "rb");
    if (file == nullptr) return false;
    char first[4];
    const std::size_t got = std::fread(first, 1, sizeof first, file);
    std::fclose(file);
    return detect_compression({first, got}) != Compression::none;
}

// The size of a regular file, or nothing for anything that cannot be
// seeked in: a pipe or a device. (A file that claims no size, as in /proc,
// is taken for an empty one.)
std::optional<std::size_t> regular_file_size(const std::string& name) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(name, error)) return std::nullopt;
    const std::uintmax_t size = std::filesystem::file_size(name, error);
    if (error) return std::nullopt;
    return static_cast<std::size_t>(size);
}

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

// The bytes [begin, end) of a regular file on `jobs` threads: cut into
// equal parts at game starts, each part read and checked by its own thread,
// the records printed in file order (the first part's as they come).
// Stops at the first part that could not be read in full, as one thread
// would.
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

// What a run over a range of one file read: where its games start and end.
struct RangeRead {
    std::size_t begin = 0;
    std::size_t end = 0;
};

// A file on `jobs` threads, or the part of it that `range` names. A pipe
// such as <(zcat games.pgn.gz) or a compressed file cannot be cut, and is
// read as a stream like standard input (offsets need a regular,
// uncompressed file: main checks).
std::optional<FileError> validate_file(const std::string& name, const Settings& settings, unsigned jobs, const Range& range,
                                       Totals& totals, std::optional<RangeRead>& read) {
    std::optional<std::size_t> size = jobs == 1 && !range.any() ? std::nullopt : regular_file_size(name);
    // A file that claims no size may still hold bytes: read it as a stream.
    if (size == 0 && !range.any()) size = std::nullopt;
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

void print_summary(const Settings& settings, std::size_t files, const Totals& totals, const std::vector<std::string>& unreadable,
                   const std::optional<RangeRead>& range) {
    if (settings.format == Format::text) {
        std::printf("%zu games, %zu valid, %zu invalid, %zu plies", totals.games, totals.valid, totals.games - totals.valid,
                    totals.plies);
        if (totals.warnings > 0) std::printf(", %zu warnings", totals.warnings);
        std::printf("\n");
        return;
    }
    std::string line = "{\"summary\":true";
    append_json_number(line, "files", files);
    append_json_number(line, "games", totals.games);
    append_json_number(line, "valid", totals.valid);
    append_json_number(line, "invalid", totals.games - totals.valid);
    append_json_number(line, "plies", totals.plies);
    append_json_number(line, "warnings", totals.warnings);
    if (range) {
        append_json_number(line, "begin", range->begin);
        append_json_number(line, "end", range->end);
    }
    line += ",\"unreadable_files\":[";
    for (std::size_t i = 0; i < unreadable.size(); ++i) {
        if (i > 0) line += ',';
        append_json_string(line, unreadable[i]);
    }
    line += "]}\n";
    std::fwrite(line.data(), 1, line.size(), stdout);
}

}  // namespace

int main(int argc, char** argv) {
    cli::Arguments args{"validate_pgn", usage_line, argc, argv};
    Settings settings;
    PgnReadOptions& options = settings.read;
    unsigned jobs = 1;
    Range range;
    std::vector<std::string> files;
    bool only_files = false;  // after "--"
    const auto size_option = [&](std::string_view arg, std::size_t smallest, std::optional<std::size_t>& out) {
        const auto text = args.value(arg);
        out = text ? args.number(arg, *text, smallest, std::numeric_limits<std::size_t>::max()) : std::nullopt;
        return out.has_value();
    };
    for (std::string_view arg; args.next(arg);) {
        if (only_files || arg == "-" || !arg.starts_with("-")) {
            files.emplace_back(arg);
        } else if (arg == "--") {
            only_files = true;
        } else if (arg == "--lang") {
            if (!args.language_option(arg, options)) return 2;
        } else if (arg == "--strict") {
            options.mode = SanMode::strict;
            settings.strict = true;
        } else if (arg == "--allow-null-moves") {
            options.allow_null_moves = true;
        } else if (arg == "--jobs") {
            const auto text = args.value(arg);
            const auto count = text ? args.number(arg, *text, 1u, 256u) : std::nullopt;
            if (!count) return 2;
            jobs = *count;
        } else if (arg == "--format") {
            const auto text = args.value(arg);
            if (!text) return 2;
            if (*text == "text") {
                settings.format = Format::text;
            } else if (*text == "jsonl") {
                settings.format = Format::jsonl;
            } else {
                return args.fail("--format " + cli::quoted(*text) + ": expected text or jsonl");
            }
        } else if (arg == "--only-invalid") {
            settings.only_invalid = true;
        } else if (arg == "--from-offset") {
            if (!size_option(arg, 0, range.from_offset)) return 2;
        } else if (arg == "--to-offset") {
            if (!size_option(arg, 0, range.to_offset)) return 2;
        } else if (arg == "--from-game") {
            if (!size_option(arg, 1, range.from_game)) return 2;
        } else {
            return args.unexpected(arg);
        }
    }
    if (files.empty()) return args.fail("no file given");
    if (range.any()) {
        // Offsets and game numbers belong to one file; offsets need a file
        // to seek in, while --from-game can skip through a stream.
        if (files.size() != 1) return args.fail("--from-offset, --to-offset and --from-game take one file");
        if (range.from_game && range.from_offset) return args.fail("--from-game and --from-offset do not go together");
        if ((range.from_offset || range.to_offset) && (files[0] == "-" || !regular_file_size(files[0]))) {
            return args.fail("--from-offset and --to-offset need a regular file, not " +
                             (files[0] == "-" ? std::string{"standard input"} : cli::quoted(files[0])));
        }
        if ((range.from_offset || range.to_offset) && file_is_compressed(files[0])) {
            return args.fail("--from-offset and --to-offset need an uncompressed file (" + cli::quoted(files[0]) +
                             " is compressed and cannot be cut; --from-game can skip through it)");
        }
    }

    Totals totals;
    std::vector<std::string> unreadable;
    std::optional<RangeRead> range_read;
    for (const std::string& file : files) {
        // A pipe cannot be cut into parts: standard input is read as a stream.
        std::optional<FileError> error =
            file == "-" ? validate_stream(stdin, "-", settings, range.from_game.value_or(1) - 1, jobs, totals)
                        : validate_file(file, settings, jobs, range, totals, range_read);
        if (error) {
            std::fflush(stdout);  // the file's records before the error that ended it
            print(file, *error);
            unreadable.push_back(file);
        }
    }
    print_summary(settings, files.size(), totals, unreadable, range_read);
    if (!unreadable.empty()) return 2;
    return totals.valid == totals.games ? 0 : 1;
}
