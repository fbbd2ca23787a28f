#pragma once
// Writing a game as PGN: the tag section (pgn/write_tags.hpp), then
// movetext with comments, NAGs and variations, wrapped at 80 columns.
// English SAN by default, as the PGN standard wants; any language on request.
// Every move is checked where it stands: a game with a move that is not
// legal is refused with a PgnWriteError, never written as plausible SAN.
// The null move Move{} is written "--", and refused in check.

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

#include "../game/game.hpp"
#include "../notation/fen.hpp"
#include "../notation/language.hpp"
#include "../notation/san_read.hpp"
#include "../notation/san_write.hpp"
#include "../notation/uci.hpp"
#include "read.hpp"
#include "write_error.hpp"
#include "write_tags.hpp"

namespace shakki {

struct PgnWriteOptions {
    const Language* language = &english;
    std::size_t line_width = 80;
};

namespace detail {

class PgnWriter {
public:
    PgnWriter(std::string& out, const PgnWriteOptions& options) : out_(out), options_(options) {}

    // Writes `line`, whose first move is ply `ply` + 1 from the game's start;
    // false, with error() set, at the first move that is not legal.
    bool line(const Position& start, const PgnLine& line, std::size_t ply = 0, bool in_variation = false) {
        for (const std::string& c : line.comments) comment(c);
        Position pos = start;
        bool need_number = true;
        for (const PgnNode& node : line.nodes) {
            ++ply;
            // A null move is "--": analysis passes, out of check only.
            const bool passes = node.move.is_null() && !pos.in_check();
            if (!passes && !is_legal(pos, node.move)) {
                error_ = illegal_move(pos, node.move, ply, in_variation);
                return false;
            }
            if (pos.side_to_move() == Color::white)
                word(concat(std::to_string(pos.fullmove_number()), "."));
            else if (need_number)
                word(concat(std::to_string(pos.fullmove_number()), "..."));
            word(std::string{to_san(pos, node.move, *options_.language).view()});
            need_number = false;
            for (const unsigned nag : node.nags) word(concat("$", std::to_string(nag)));
            for (const std::string& c : node.comments) {
                comment(c);
                need_number = true;
            }
            for (const PgnLine& variation : node.variations) {
                word("(");
                glue_ = true;
                if (!this->line(pos, variation, ply - 1, true)) return false;
                word(")");
                need_number = true;
            }
            pos = passes ? pos.play_null() : pos.play(node.move);
        }
        return true;
    }

    const std::optional<PgnWriteError>& error() const { return error_; }

    static PgnWriteError illegal_move(const Position& pos, Move move, std::size_t ply, bool in_variation) {
        PgnWriteError e;
        e.code = PgnWriteErrorCode::illegal_move;
        e.move = move;
        e.move_number = concat(std::to_string(pos.fullmove_number()), pos.side_to_move() == Color::white ? "" : "...");
        e.ply = ply;
        e.in_variation = in_variation;
        std::string raw;
        for (int shift = 12; shift >= 0; shift -= 4) raw += "0123456789abcdef"[(move.raw() >> shift) & 15U];
        e.message = concat("move ", e.move_number, in_variation ? " (in a variation)" : "", ", ply ", std::to_string(ply), ": ",
                           to_uci(move).view(), " (encoded 0x", raw, ") is not a legal move in ", to_fen(pos).view());
        return e;
    }

    void word(std::string_view w) {
        const bool closing = w == ")";
        const bool space = column_ > 0 && !glue_ && !closing;
        if (column_ > 0 && column_ + (space ? 1 : 0) + first_line_length(w) > options_.line_width) {
            out_ += '\n';
            column_ = 0;
        } else if (space) {
            out_ += ' ';
            ++column_;
        }
        append(w);
        glue_ = false;
    }

    // Only a comment's words hold line breaks: what comes before the first
    // must fit, and the column continues after the last.
    static std::size_t first_line_length(std::string_view w) { return std::min(w.find_first_of("\r\n"), w.size()); }

    void append(std::string_view w) {
        out_ += w;
        const std::size_t line_break = w.find_last_of("\r\n");
        column_ = line_break == std::string_view::npos ? column_ + w.size() : w.size() - line_break - 1;
    }

    // A { } comment cannot hold "}", and a line of it that starts with
    // "[Event " would read as the next game (wrapping may break the line at
    // any space). Such text goes out as ";" comments, one per line of it,
    // which read back as one comment per line.
    void comment(std::string_view text) {
        if (fits_in_braces(text)) {
            brace_comment(text);
            return;
        }
        while (true) {  // "\n", "\r\n" and a lone "\r" all end a line
            const std::size_t end = text.find_first_of("\r\n");
            word(concat(";", text.substr(0, end)));
            end_line();
            if (end == std::string_view::npos) return;
            text.remove_prefix(text.compare(end, 2, "\r\n") == 0 ? end + 2 : end + 1);
        }
    }

    static bool fits_in_braces(std::string_view text) {
        return text.find('}') == std::string_view::npos && text.find("\n[Event ") == std::string_view::npos &&
               text.find("\r[Event ") == std::string_view::npos && text.find(" [Event ") == std::string_view::npos;
    }

    // A long comment wraps like the moves do: at a space before a word,
    // which becomes the line break. Runs of spaces stay with the word
    // before them, so reading it back gives the text with line breaks for
    // some single spaces.
    void brace_comment(std::string_view text) {
        std::string_view rest = text;
        bool first = true;
        while (true) {
            const std::size_t gap = next_break(rest);
            const std::string_view piece = rest.substr(0, gap);
            const bool last = gap == std::string_view::npos;
            const std::string w = concat(first ? "{" : "", piece, last ? "}" : "");
            if (first) {
                word(w);
            } else if (column_ > 0 && column_ + 1 + first_line_length(w) > options_.line_width) {
                out_ += '\n';
                column_ = 0;
                append(w);
            } else {
                out_ += ' ';  // the comment's own space, even at the start of a line
                ++column_;
                append(w);
            }
            if (last) return;
            first = false;
            rest.remove_prefix(gap + 1);
        }
    }

    // Where a comment may break: the last space of a run, with a word after
    // it and no carriage return before it (which would read back as CRLF).
    static std::size_t next_break(std::string_view text) {
        for (std::size_t at = text.find(' '); at != std::string_view::npos; at = text.find(' ', at + 1)) {
            const bool word_follows = at + 1 < text.size() && text[at + 1] != ' ';
            if (word_follows && (at == 0 || text[at - 1] != '\r')) return at;
        }
        return std::string_view::npos;
    }

    void end_line() {
        if (column_ > 0) out_ += '\n';
        column_ = 0;
    }

private:
    std::string& out_;
    const PgnWriteOptions& options_;
    std::size_t column_ = 0;
    bool glue_ = false;  // no space before the next word (after "(")
    std::optional<PgnWriteError> error_;
};

inline bool is_result_token(std::string_view result) {
    return result == "1-0" || result == "0-1" || result == "1/2-1/2" || result == "*";
}

}  // namespace detail

// A played Game as a PGN game (main line only), ready for write_pgn. The
// result is the game's outcome, automatic or recorded; a Result tag that
// says otherwise is mended to it. A game that goes on takes its result from
// a Result tag in `tags`, else "*" (write_pgn refuses a tag value that is
// not a result token). A Game holds only legal moves, so write_pgn refuses
// the result only for a bad Result or other tag in `tags`.
inline PgnGame to_pgn_game(const Game& game, std::vector<PgnTag> tags = {}) {
    PgnGame pgn;
    pgn.tags = std::move(tags);
    pgn.start = game.start_position();
    for (const Move move : game.moves()) {
        PgnNode node;
        node.move = move;
        pgn.main.nodes.push_back(std::move(node));
    }
    const auto outcome = game.outcome();
    const std::string* result_tag = pgn.tag("Result");
    pgn.result = outcome ? std::string{outcome->result()} : result_tag ? *result_tag : "*";
    pgn.plies = game.ply_count();
    return pgn;
}

// The game as PGN text, or why it cannot be written faithfully: a move, in
// the main line or a variation, that is not legal where it stands; a tag
// name a reader would not read back; a result other than 1-0, 0-1,
// 1/2-1/2 and *.
inline Expected<std::string, PgnWriteError> write_pgn(const PgnGame& game, const PgnWriteOptions& options = {}) {
    if (!detail::is_result_token(game.result)) {
        PgnWriteError e;
        e.code = PgnWriteErrorCode::invalid_result;
        e.message = detail::concat("result \"", game.result, "\" is not 1-0, 0-1, 1/2-1/2 or *");
        return Unexpected{std::move(e)};
    }
    std::string out;
    if (auto e = detail::write_tags(out, game)) return Unexpected{std::move(*e)};
    out += '\n';
    detail::PgnWriter writer{out, options};
    if (!writer.line(game.start, game.main)) return Unexpected{*writer.error()};
    writer.word(game.result);
    writer.end_line();
    out += '\n';
    return out;
}

// A played Game as PGN text in one call: to_pgn_game(game, tags), with
// its moves in `language` (the PGN standard wants English).
inline Expected<std::string, PgnWriteError> write_pgn(const Game& game, std::vector<PgnTag> tags = {},
                                                      const Language& language = english) {
    PgnWriteOptions options;
    options.language = &language;
    return write_pgn(to_pgn_game(game, std::move(tags)), options);
}

}  // namespace shakki
