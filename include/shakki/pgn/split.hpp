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
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ios>
#include <string>
#include <string_view>
#include <utility>

#include "../base/byte_classes.hpp"
#include "detail/utf8_reader.hpp"

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

// Reads through to a source that stays where it is, so that its error()
// can be asked after a PgnSplitter has read it: the splitter takes its
// source by value.
template <class Source>
class SourceReference {
public:
    explicit SourceReference(Source& source) : source_(&source) {}
    std::size_t read(char* buffer, std::size_t n) { return source_->read(buffer, n); }

private:
    Source* source_;
};

// A source whose first bytes can be looked at before they are read: peek()
// reads them ahead, read() gives them again, then the rest of the source.
// What AutoDecompressSource looks at; here, with no library, so that a
// program built without one can look too.
template <class Inner>
class PrefixedSource {
public:
    explicit PrefixedSource(Inner inner) : inner_(std::move(inner)) {}
    // Reads up to four bytes ahead and keeps them to be read again.
    std::string_view peek() {
        while (prefix_size_ < sizeof prefix_ && !ended_) {
            const std::size_t got = inner_.read(prefix_ + prefix_size_, sizeof prefix_ - prefix_size_);
            if (got == 0) ended_ = true;
            prefix_size_ += got;
        }
        return {prefix_, prefix_size_};
    }
    std::size_t read(char* buffer, std::size_t n) {
        if (prefix_used_ < prefix_size_) {
            const std::size_t count = n < prefix_size_ - prefix_used_ ? n : prefix_size_ - prefix_used_;
            std::memcpy(buffer, prefix_ + prefix_used_, count);
            prefix_used_ += count;
            return count;
        }
        if (ended_ || n == 0) return 0;
        return inner_.read(buffer, n);
    }

private:
    Inner inner_;
    char prefix_[4]{};
    std::size_t prefix_size_ = 0;
    std::size_t prefix_used_ = 0;
    bool ended_ = false;
};

enum class Compression : unsigned char { none, gzip, zstd };

// What the first bytes of a stream say it is. Up to four bytes are looked
// at; fewer (a short file) are plain text unless they are a whole magic.
// Here rather than in pgn/compressed.hpp: it needs no library, so a
// program built without one can still refuse compressed input by name.
inline Compression detect_compression(std::string_view first) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(first[i]); };
    if (first.size() >= 2 && byte(0) == 0x1F && byte(1) == 0x8B) return Compression::gzip;
    if (first.size() >= 4) {
        // Little-endian magic numbers: a zstd frame is 0xFD2FB528, a
        // skippable frame 0x184D2A50 to 0x184D2A5F.
        if (byte(0) == 0x28 && byte(1) == 0xB5 && byte(2) == 0x2F && byte(3) == 0xFD) return Compression::zstd;
        if ((byte(0) & 0xF0) == 0x50 && byte(1) == 0x2A && byte(2) == 0x4D && byte(3) == 0x18) return Compression::zstd;
    }
    return Compression::none;
}

// Where the first game starting at or after byte `from` of a seekable
// stream begins: the next "[Event " line that the splitter always takes as
// a new game. Such a line follows a blank line, or a line that is not a
// tag, an escape or a ; comment (so movetext, or a comment: the game
// before has begun its movetext). After a tag line it may belong to the
// same tag section, so it is no cut. Lines end in "\n", "\r\n" or a lone
// "\r". Returns `size` when there is none. Parts of a file cut at such
// points split into the same games, one part at a time, as the whole file
// does. A line before the marker longer than `lookback` bytes is not
// looked at: a cut missed there only makes a part longer.
template <class Stream>
std::size_t pgn_game_start(Stream& stream, std::size_t from, std::size_t size) {
    if (from == 0) return 0;
    constexpr std::string_view marker = "[Event ";
    constexpr std::size_t lookback = 256;
    const auto is_line_end = [](char c) { return c == '\n' || c == '\r'; };
    stream.clear();
    std::size_t window_start = from > lookback ? from - lookback : 0;
    stream.seekg(static_cast<std::streamoff>(window_start));
    std::string window;  // the tail of the last block, then the next block
    char block[1 << 14];
    // Whether the marker at `at` of the window starts a game for sure.
    const auto starts_game = [&](std::size_t at) {
        if (at == 0 || !is_line_end(window[at - 1])) return false;
        std::size_t end = at - 1;  // the line end before the marker
        if (window[end] == '\n' && end > 0 && window[end - 1] == '\r') --end;
        std::size_t begin = end;  // back to where the line before begins
        while (begin > 0 && !is_line_end(window[begin - 1])) --begin;
        if (begin == 0 && window_start > 0) return false;  // that line starts out of sight
        while (begin < end && (window[begin] == ' ' || window[begin] == '\t')) ++begin;
        return begin == end || (window[begin] != '[' && window[begin] != ';' && window[begin] != '%');
    };
    while (true) {
        stream.read(block, sizeof block);
        const auto got = static_cast<std::size_t>(stream.gcount());
        if (got == 0) return size;
        window.append(block, got);
        for (std::size_t found = window.find(marker); found != std::string::npos; found = window.find(marker, found + 1)) {
            if (window_start + found >= from && starts_game(found)) return window_start + found;
        }
        const std::size_t keep = window.size() < lookback ? window.size() : lookback;
        window_start += window.size() - keep;
        window.erase(0, window.size() - keep);
    }
}

// One game's text as found in the stream.
struct PgnChunk {
    std::size_t number = 0;             // 1-based position of the game in the stream
    std::size_t first_line = 1;         // line of the stream where the chunk starts
    std::size_t offset = 0;             // byte of the stream where that line starts
    std::string text;                   // tags and movetext, line ends as found ("\n", "\r\n", "\r")
    bool unterminated_comment = false;  // a { comment ran into the next game or the end
    // The game went on past the splitter's size limit: `text` holds its
    // first max_game_bytes bytes and the rest was skipped.
    bool too_long = false;
};

// No real game comes near this: the longest legal game written out in SAN
// with a comment on every move is a few hundred kilobytes. It bounds what a
// reader holds for hostile input, such as a file that never ends its game.
inline constexpr std::size_t default_max_game_bytes = std::size_t{4} << 20;

template <class Source>
class PgnSplitter {
public:
    explicit PgnSplitter(Source source, std::size_t max_game_bytes = default_max_game_bytes)
        : source_(std::move(source)), max_game_bytes_(max_game_bytes) {}

    // The next game's text, or false at the end of the stream. Blank space,
    // escape lines (% in column 1), ; comment lines and stray lines between
    // games are skipped.
    bool next(PgnChunk& chunk) {
        chunk.number = 0;
        chunk.first_line = 1;
        chunk.offset = 0;
        chunk.text.clear();  // keeps its capacity for the next game
        chunk.unterminated_comment = false;
        chunk.too_long = false;
        State state;
        while (true) {
            std::size_t begin = chunk.text.size();
            LineEnd end = LineEnd::none;
            std::size_t line_offset = buffer_offset_ + position_;
            if (has_pending_) {
                has_pending_ = false;
                chunk.text += pending_;
                end = pending_end_;
                line_offset = pending_offset_;
            } else if (!read_line(chunk.text, max_game_bytes_ + 1, end)) {
                // The whole line, even past the limit: whether it starts
                // the next game is known only once it is read, and that
                // game must not lose its first line to this one's limit.
                break;
            }
            if (!state.in_comment) drop_byte_order_mark(chunk.text, begin);
            std::string_view line = std::string_view{chunk.text}.substr(begin);
            const bool tag_line = starts_tag_section(line);
            const bool event_line = starts_event_tag(line);
            // Tags come in any order: a tag starts a new game after
            // movetext, wherever [Event is. An [Event after a blank line
            // starts one too (the game before had no movetext), as does one
            // in a comment never closed (pgn_game_start relies on these).
            const bool new_game = !state.in_comment && tag_line && (state.movetext_started || (event_line && state.after_blank));
            if ((new_game || (state.in_comment && event_line)) && begin > 0) {
                if (!state.in_comment && state.only_comments) {
                    // Text before the first tag that holds nothing but
                    // comments (pgn-extract's eco.pgn opens with one) is
                    // no game: it is skipped like a ; comment line.
                    chunk.text.erase(0, begin);
                    begin = 0;
                    line = std::string_view{chunk.text};
                    state = State{};
                } else {
                    chunk.unterminated_comment = state.in_comment;
                    hold_back(line, end, line_offset);
                    chunk.text.resize(begin);
                    return finish(chunk);
                }
            }
            if (begin == 0 && is_between_games(line)) {
                chunk.text.clear();
                ++line_number_;
                continue;
            }
            if (begin == 0) {
                chunk.first_line = line_number_;
                chunk.offset = line_offset;
            }
            ++line_number_;
            if (!state.in_comment && tag_line) state.only_comments = false;
            state.after_blank = is_blank(line);
            const bool ends_game = scan(line, tag_line, state);
            if (chunk.text.size() > max_game_bytes_) {
                chunk.text.resize(max_game_bytes_);
                chunk.too_long = true;
                if (!ends_game) skip_rest_of_game(state);
                return finish(chunk);
            }
            chunk.text += line_end_text(end);
            if (ends_game) return finish(chunk);
        }
        if (chunk.text.empty() || (!state.in_comment && state.only_comments)) return false;
        chunk.unterminated_comment = state.in_comment;
        return finish(chunk);
    }

    // Lines read so far, blank ones included: with parts of a file read
    // apart, what turns a part's line numbers into the file's.
    std::size_t lines_read() const { return line_number_ - 1; }

private:
    enum class LineEnd : std::uint8_t { none, lf, cr, crlf };

    struct State {
        bool in_comment = false;
        bool movetext_started = false;
        bool only_comments = true;  // no tag and no move yet: { } comments at most
        bool after_blank = false;   // the line before was blank
        int depth = 0;
    };

    // Line ends stay as found, so comments keep their bytes.
    static std::string_view line_end_text(LineEnd end) {
        if (end == LineEnd::crlf) return "\r\n";
        if (end == LineEnd::cr) return "\r";
        return "\n";
    }

    static bool is_blank(std::string_view line) { return line.find_first_not_of(" \t\r\n\f\v") == std::string_view::npos; }
    static bool starts_tag_section(std::string_view line) {
        std::size_t first = 0;
        while (first < line.size() && (line[first] == ' ' || line[first] == '\t')) ++first;
        return first < line.size() && line[first] == '[';
    }
    static bool starts_event_tag(std::string_view line) {
        constexpr std::string_view event = "[Event ";
        return line.size() >= event.size() && line[0] == '[' && line.substr(0, event.size()) == event;
    }
    // Lines outside any game that are no game's start: nothing, an escape
    // line, a ; comment line.
    static bool is_between_games(std::string_view line) {
        if (is_blank(line) || line[0] == '%') return true;
        const std::size_t first = line.find_first_not_of(" \t");
        return line[first] == ';';
    }

    // Files joined with `cat` carry a byte order mark where each one began.
    static void drop_byte_order_mark(std::string& text, std::size_t line_begin) {
        if (text.size() - line_begin >= 3 && text[line_begin] == '\xEF' && text[line_begin + 1] == '\xBB' &&
            text[line_begin + 2] == '\xBF') {
            text.erase(line_begin, 3);
        }
    }

    void hold_back(std::string_view line, LineEnd end, std::size_t offset) {
        pending_.assign(line);
        pending_end_ = end;
        pending_offset_ = offset;
        has_pending_ = true;
    }

    // After a game too long to hold: reads on, keeping nothing, to where
    // the game ends (its result, or the next tag section).
    void skip_rest_of_game(State& state) {
        for (LineEnd end = LineEnd::none;;) {
            pending_.clear();
            const std::size_t offset = buffer_offset_ + position_;
            if (!read_line(pending_, max_game_bytes_, end)) return;
            const bool tag_line = starts_tag_section(pending_);
            const bool event_line = starts_event_tag(pending_);
            if ((!state.in_comment && tag_line && state.movetext_started) || event_line) {
                pending_end_ = end;
                pending_offset_ = offset;
                has_pending_ = true;
                return;
            }
            ++line_number_;
            if (scan(pending_, tag_line, state)) return;
        }
    }

    bool finish(PgnChunk& chunk) {
        chunk.number = ++games_;
        return true;
    }

    // Follows comments and variations through one line; true when the line
    // ends the game with a result token at the top level. Every byte of a
    // file passes here, so an ordinary byte costs one table lookup: only
    // the bytes that open or close something, or that every result token
    // holds ('-' or '*'), are looked at more closely.
    static bool scan(std::string_view line, bool tag_line, State& state) {
        if (!state.in_comment && (tag_line || (!line.empty() && line[0] == '%'))) return false;
        const char* bytes = line.data();
        const std::size_t size = line.size();
        for (std::size_t i = 0; i < size; ++i) {
            if (state.in_comment) {
                const std::size_t close = line.find('}', i);
                if (close == std::string_view::npos) return false;
                state.in_comment = false;
                i = close;
                continue;
            }
            char c = bytes[i];
            if (c == ' ' || c == '\t') continue;
            if (c == ';') return false;  // the rest of the line is a comment, and starts no movetext
            state.movetext_started = true;
            if (c != '{') state.only_comments = false;
            // Spaces no longer matter: run to the next byte that does.
            while (!detail::in_class(c, detail::splitter_mark_byte)) {
                if (++i == size) return false;
                c = bytes[i];
            }
            if (c == ';') return false;
            if (c == '{') {
                state.in_comment = true;
            } else if (c == '(') {
                ++state.depth;
            } else if (c == ')') {
                if (state.depth > 0) --state.depth;
            } else if (state.depth == 0) {  // '-' or '*': perhaps in a result
                std::size_t begin = i;
                while (begin > 0 && !detail::in_class(bytes[begin - 1], detail::line_word_end_byte)) --begin;
                std::size_t end = i + 1;
                while (end < size && !detail::in_class(bytes[end], detail::line_word_end_byte)) ++end;
                const std::string_view word{bytes + begin, end - begin};
                if (word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "*") return true;
                i = end - 1;  // the rest of the word holds no result
            }
        }
        return false;
    }

    // Appends the next line to `out`, without its end: "\n", "\r\n" or a
    // lone "\r" (old Mac files). Keeps at most `room` bytes of it and reads
    // the rest of a longer line without keeping it. False at the end of
    // the stream.
    bool read_line(std::string& out, std::size_t room, LineEnd& end) {
        bool any = false;
        const auto keep = [&](const char* from, std::size_t n) {
            const std::size_t kept = n < room ? n : room;
            out.append(from, kept);
            room -= kept;
        };
        while (true) {
            if (position_ == filled_ && !refill()) {
                end = LineEnd::none;
                return any;
            }
            any = true;
            const char* begin = buffer_ + position_;
            // The next "\n" is looked for once per buffer, not once per line:
            // in a file of lone "\r" line ends there is none, and looking
            // again from each line would cost the buffer's size per line.
            if (!has_newline_position_ || next_newline_ < position_) {
                has_newline_position_ = true;
                const void* found = std::memchr(begin, '\n', filled_ - position_);
                next_newline_ = found != nullptr ? static_cast<std::size_t>(static_cast<const char*>(found) - buffer_) : filled_;
            }
            const bool newline = next_newline_ < filled_;
            const std::size_t length = next_newline_ - position_;
            const void* carriage_return = std::memchr(begin, '\r', length);
            if (carriage_return != nullptr) {
                const auto before = static_cast<std::size_t>(static_cast<const char*>(carriage_return) - begin);
                keep(begin, before);
                position_ += before + 1;
                end = LineEnd::cr;
                if (position_ < filled_ || refill()) {
                    if (buffer_[position_] == '\n') {
                        ++position_;
                        end = LineEnd::crlf;
                    }
                }
                return true;
            }
            keep(begin, length);
            if (newline) {
                position_ += length + 1;
                end = LineEnd::lf;
                return true;
            }
            position_ = filled_;
        }
    }

    bool refill() {
        buffer_offset_ += filled_;
        filled_ = source_.read(buffer_, sizeof buffer_);
        position_ = 0;
        has_newline_position_ = false;
        return filled_ > 0;
    }

    detail::Utf8Reader<Source> source_;  // UTF-16 files come out as UTF-8
    std::size_t max_game_bytes_;
    char buffer_[1 << 16]{};
    std::size_t position_ = 0;
    std::size_t filled_ = 0;
    std::size_t buffer_offset_ = 0;  // byte of the stream in buffer_[0]
    std::size_t next_newline_ = 0;   // where the next "\n" at or after position_ is, or filled_ for none
    bool has_newline_position_ = false;
    std::string pending_;  // the first line of the next game, read already
    LineEnd pending_end_ = LineEnd::none;
    std::size_t pending_offset_ = 0;
    bool has_pending_ = false;
    std::size_t line_number_ = 1;
    std::size_t games_ = 0;
};

}  // namespace shakki
