#pragma once
// Splits a PGN stream into games, in constant memory: only the game being
// read is held. A game is its tag section and its movetext; it ends at the
// result token, or where the next tag section starts. A comment left open
// ends at a line starting with "[Event ", so one broken game never swallows
// the rest of the file.
//
// Sources are anything with `std::size_t read(char* buffer, std::size_t n)`
// returning 0 at the end: StringSource, FileSource, StreamSource and
// LimitedSource here.

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>

namespace shakki {

class StringSource {
public:
    explicit StringSource(std::string_view text) : text_(text) {}
    std::size_t read(char* buffer, std::size_t n) {
        const std::size_t count = text_.size() < n ? text_.size() : n;
        text_.copy(buffer, count);
        text_.remove_prefix(count);
        return count;
    }

private:
    std::string_view text_;
};

class FileSource {
public:
    explicit FileSource(std::FILE* file) : file_(file) {}
    std::size_t read(char* buffer, std::size_t n) { return std::fread(buffer, 1, n, file_); }

private:
    std::FILE* file_;
};

// Any std::istream (a template, so this header does not pull in <istream>).
template <class Stream>
class StreamSource {
public:
    explicit StreamSource(Stream& stream) : stream_(stream) {}
    std::size_t read(char* buffer, std::size_t n) {
        stream_.read(buffer, static_cast<std::streamsize>(n));
        return static_cast<std::size_t>(stream_.gcount());
    }

private:
    Stream& stream_;
};

// At most `limit` bytes of another source: one part of a file that several
// threads read at once (see pgn_game_start).
template <class Source>
class LimitedSource {
public:
    LimitedSource(Source source, std::size_t limit) : source_(std::move(source)), left_(limit) {}
    std::size_t read(char* buffer, std::size_t n) {
        const std::size_t count = source_.read(buffer, n < left_ ? n : left_);
        left_ -= count;
        return count;
    }

private:
    Source source_;
    std::size_t left_;
};

// Where the first game starting at or after byte `from` of a seekable
// stream begins: the next line that starts with "[Event ", which the
// splitter always takes as a new game. Returns `size` when there is none.
// Parts of a file cut at such points split into the same games, one part
// at a time, as the whole file does.
template <class Stream>
std::size_t pgn_game_start(Stream& stream, std::size_t from, std::size_t size) {
    if (from == 0) return 0;
    constexpr std::string_view marker = "\n[Event ";
    stream.clear();
    stream.seekg(static_cast<std::streamoff>(from - 1));
    std::string window;  // the unsearched tail of the last block, then the next block
    std::size_t window_start = from - 1;
    char block[1 << 14];
    while (true) {
        stream.read(block, sizeof block);
        const auto got = static_cast<std::size_t>(stream.gcount());
        if (got == 0) return size;
        window.append(block, got);
        const std::size_t found = window.find(marker);
        if (found != std::string::npos) return window_start + found + 1;
        const std::size_t keep = window.size() < marker.size() - 1 ? window.size() : marker.size() - 1;
        window_start += window.size() - keep;
        window.erase(0, window.size() - keep);
    }
}

// One game's text as found in the stream.
struct PgnChunk {
    std::size_t number = 0;             // 1-based position of the game in the stream
    std::size_t first_line = 1;         // line of the stream where the chunk starts
    std::string text;                   // tags and movetext, newlines as found (CRLF too)
    bool unterminated_comment = false;  // a { comment ran into the next game or the end
};

template <class Source>
class PgnSplitter {
public:
    explicit PgnSplitter(Source source) : source_(std::move(source)) {}

    // The next game's text, or false at the end of the stream. Blank space
    // and stray lines between games are skipped.
    bool next(PgnChunk& chunk) {
        chunk = PgnChunk{};
        std::string line;
        State state;
        while (next_line(line)) {
            const bool tag_line = starts_tag_section(line);
            const bool new_game = !state.in_comment && tag_line && (state.movetext_started || line.rfind("[Event ", 0) == 0);
            if (new_game && !chunk.text.empty()) {
                pending_ = std::move(line);
                has_pending_ = true;
                return finish(chunk);
            }
            if (state.in_comment && line.rfind("[Event ", 0) == 0) {
                chunk.unterminated_comment = true;
                pending_ = std::move(line);
                has_pending_ = true;
                return finish(chunk);
            }
            if (chunk.text.empty()) {
                if (is_blank(line)) {
                    ++line_number_;
                    continue;
                }
                chunk.first_line = line_number_;
            }
            chunk.text += line;
            chunk.text += '\n';
            ++line_number_;
            if (scan(line, tag_line, state)) return finish(chunk);
        }
        if (chunk.text.empty()) return false;
        chunk.unterminated_comment = state.in_comment;
        return finish(chunk);
    }

private:
    struct State {
        bool in_comment = false;
        bool movetext_started = false;
        int depth = 0;
    };

    static bool is_blank(std::string_view line) { return line.find_first_not_of(" \t\r\n\f\v") == std::string_view::npos; }
    static bool starts_tag_section(std::string_view line) {
        const std::size_t first = line.find_first_not_of(" \t");
        return first != std::string_view::npos && line[first] == '[';
    }

    bool finish(PgnChunk& chunk) {
        chunk.number = ++games_;
        return true;
    }

    // Follows comments and variations through one line; true when the line
    // ends the game with a result token at the top level.
    static bool scan(std::string_view line, bool tag_line, State& state) {
        if (!state.in_comment && (tag_line || (!line.empty() && line[0] == '%'))) return false;
        std::size_t i = 0;
        while (i < line.size()) {
            const char c = line[i];
            if (state.in_comment) {
                if (c == '}') state.in_comment = false;
                ++i;
                continue;
            }
            if (c == '{') {
                state.in_comment = true;
                state.movetext_started = true;
                ++i;
                continue;
            }
            if (c == ';') return false;  // the rest of the line is a comment
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                ++i;
                continue;
            }
            state.movetext_started = true;
            if (c == '(') ++state.depth;
            if (c == ')' && state.depth > 0) --state.depth;
            std::size_t end = i;
            while (end < line.size() && line[end] != ' ' && line[end] != '\t' && line[end] != '\r' && line[end] != '{' &&
                   line[end] != '(' && line[end] != ')' && line[end] != ';') {
                ++end;
            }
            const std::string_view word = line.substr(i, end - i);
            if (state.depth == 0 && (word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "*")) return true;
            i = end > i ? end : i + 1;
        }
        return false;
    }

    // The next line without its '\n'; a UTF-8 byte order mark at the very
    // start of the stream is dropped.
    bool next_line(std::string& line) {
        if (has_pending_) {
            has_pending_ = false;
            line = std::move(pending_);
            return true;
        }
        line.clear();
        while (true) {
            if (position_ == filled_) {
                filled_ = source_.read(buffer_, sizeof buffer_);
                position_ = 0;
                if (filled_ == 0) return !line.empty();
                if (first_read_) {
                    first_read_ = false;
                    if (filled_ >= 3 && buffer_[0] == '\xEF' && buffer_[1] == '\xBB' && buffer_[2] == '\xBF') position_ = 3;
                }
            }
            const char* begin = buffer_ + position_;
            const void* newline = std::memchr(begin, '\n', filled_ - position_);
            if (newline != nullptr) {
                const std::size_t length = static_cast<std::size_t>(static_cast<const char*>(newline) - begin);
                line.append(begin, length);
                position_ += length + 1;
                return true;
            }
            line.append(begin, filled_ - position_);
            position_ = filled_;
        }
    }

public:
    // Lines read so far, blank ones included: with parts of a file read
    // apart, what turns a part's line numbers into the file's.
    std::size_t lines_read() const { return line_number_ - 1; }

private:
    Source source_;
    char buffer_[1 << 16]{};
    std::size_t position_ = 0;
    std::size_t filled_ = 0;
    bool first_read_ = true;
    std::string pending_;
    bool has_pending_ = false;
    std::size_t line_number_ = 1;
    std::size_t games_ = 0;
};

}  // namespace shakki
