#pragma once
// The PGN reader's core: it reads one game split from a stream (tags, then
// movetext), checks every move, variations from their branch points, and
// the result against how the game ended, and reports what it reads to a
// visitor. read_pgn_game (pgn/read.hpp) builds the move tree with it;
// validate_pgn_game builds nothing.
//
// Memory does not depend on the shape of the game: the reader keeps one
// Game for the line being read. A variation takes back the move it
// replaces, and on closing takes back its own moves and plays the replaced
// move again, so its cost is its own length, wherever it branches.

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../game/game.hpp"
#include "../notation/fen.hpp"
#include "../notation/language.hpp"
#include "../notation/language_detection.hpp"
#include "../notation/main_line.hpp"
#include "../notation/movetext.hpp"
#include "../notation/san_explain.hpp"
#include "../notation/san_read.hpp"
#include "../notation/san_write.hpp"
#include "game.hpp"
#include "split.hpp"
#include "variant.hpp"

namespace shakki {

// What the reader reports, in the order of the text. Derive from it and
// hide the hooks you need; the others do nothing and compile to nothing.
// A string_view passed to a hook is valid during the call only.
struct PgnVisitor {
    void tag(std::string_view /*name*/, std::string_view /*value*/) {}  // each tag pair, escapes undone
    void start(const Position& /*start*/) {}                            // from the FEN and Variant tags, before the first move
    // A legal move. A visitor that also wants the move as written declares
    // move(before, move, std::string_view san) instead, which is then called
    // in place of this one: the SAN without its trailing ! or ? (they come
    // as nag()), a separate e.p. joined to it by one space.
    void move(const Position& /*before*/, Move /*move*/) {}
    // The side to move passed, never in check. NAGs, comments and
    // variations (alternatives to the pass) follow as after a move; move()
    // is not called. null_move(before, std::string_view text), when
    // declared, is called instead with "--" or "Z0".
    void null_move(const Position& /*before*/) {}
    void nag(unsigned /*value*/) {}             // after its move
    void comment(std::string_view /*text*/) {}  // without { } or ;
    void begin_variation() {}                   // an alternative to the last move
    void end_variation() {}
    void result(std::string_view /*token*/) {}  // 1-0, 0-1, 1/2-1/2 or *
    // The first error, where it is found, as PgnGame::problem keeps it:
    // called once at most. Reading stops there, but for a null move in the
    // main line: that problem comes just before its null_move(), and the
    // reading goes on.
    void problem(const PgnProblem& /*problem*/) {}
    void warning(const PgnProblem& /*warning*/) {}  // each one PgnGame::warnings keeps, as it is added
    // Last, the game as read: tags, start, result, plies, problem,
    // warnings, and no move tree.
    void end_game(const PgnGame& /*game*/) {}
};

namespace detail {

// Whether a visitor asks for the text of moves and of null moves.
template <class Visitor>
concept wants_move_text = requires(Visitor& v, const Position& p, Move m, std::string_view s) {
    v.move(p, m, s);
};
template <class Visitor>
concept wants_null_move_text = requires(Visitor& v, const Position& p, std::string_view s) {
    v.null_move(p, s);
};

}  // namespace detail

// NAGs are one byte in PGN's export format ($0 to $255).
inline constexpr unsigned max_nag = 255;

// Variations nest deeper than any real annotation only in hostile input;
// the limit bounds the recursion of whoever walks the tree.
inline constexpr std::size_t max_variation_depth = 256;

namespace detail {

// Joins text without `"literal" + std::string`, which makes GCC 12 warn
// (-Wrestrict, a false positive) at -O3.
template <class... Parts>
std::string concat(const Parts&... parts) {
    std::string out;
    (out.append(std::string_view{parts}), ...);
    return out;
}

// A token for a message, cut as explain() cuts it.
inline std::string excerpt(std::string_view text) {
    const std::size_t kept = echo_length(text, echo_limit);
    return kept == text.size() ? std::string{text} : concat(text.substr(0, kept), "...");
}

// "4 MB", "512 KB" or "100 bytes".
inline std::string size_text(std::size_t bytes) {
    if (bytes >= (std::size_t{1} << 20)) return concat(std::to_string(bytes >> 20), " MB");
    if (bytes >= 1024) return concat(std::to_string(bytes >> 10), " KB");
    return concat(std::to_string(bytes), " bytes");
}

// Line and column (1-based) of byte `offset` of a chunk, whose lines end
// in "\n", "\r\n" or a lone "\r".
inline std::pair<std::size_t, std::size_t> line_and_column(const PgnChunk& chunk, std::size_t offset) {
    const std::string& text = chunk.text;
    std::size_t line = chunk.first_line;
    std::size_t column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'))) {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

// A problem at byte `offset` of the chunk, its message describe(code) with
// `parts` filled in.
template <class... Parts>
PgnProblem problem_at(const PgnChunk& chunk, std::size_t offset, PgnProblemCode code, const Parts&... parts) {
    const auto [line, column] = line_and_column(chunk, offset);
    return PgnProblem{code, offset, line, column, {}, pgn_problem_message(code, parts...)};
}

// The first error makes the game invalid; later ones are not kept.
template <class Visitor>
void invalidate(PgnGame& game, Visitor& visitor, PgnProblem problem) {
    if (game.problem) return;
    game.problem = std::move(problem);
    visitor.problem(*game.problem);
}

// Records damage the reader reads past. Past max_pgn_warnings, one last
// warning says the rest were left out, so hostile input cannot make the
// list grow with its length.
template <class Visitor, class... Parts>
void warn(const PgnChunk& chunk, PgnGame& game, Visitor& visitor, std::size_t offset, PgnProblemCode code,
          const Parts&... parts) {
    if (game.warnings.size() > max_pgn_warnings) return;
    game.warnings.push_back(game.warnings.size() == max_pgn_warnings
                                ? problem_at(chunk, offset, PgnProblemCode::too_many_warnings, std::to_string(max_pgn_warnings))
                                : problem_at(chunk, offset, code, parts...));
    game.warnings.back().severity = PgnSeverity::warning;
    visitor.warning(game.warnings.back());
}

struct TagSection {
    std::size_t movetext_begin = 0;
    std::optional<std::size_t> fen_value;      // where the first FEN tag's value starts
    std::optional<std::size_t> variant_value;  // and the first Variant tag's
};

inline bool is_layout(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
inline bool is_blank(char c) { return c == ' ' || c == '\t'; }

// A tag name is letters, digits and _. Other readers also take + # = : -
// (python-chess's tag pattern), which damaged files hold, as in
// "[BlackType: ...]": the reader reads them and leaves them out of the name.
// ASCII letters and digits, as isalnum in the "C" locale, without a call.
inline bool is_name_char(char c) {
    const char lower = static_cast<char>(c | 0x20);
    return (lower >= 'a' && lower <= 'z') || (c >= '0' && c <= '9') || c == '_';
}
inline bool is_damaged_name_char(char c) { return c == '+' || c == '#' || c == '=' || c == ':' || c == '-'; }

// Where the line holding `from` ends ("\n", "\r\n" or a lone "\r"), or
// the text's size. A loop: find_first_of calls memchr once per byte.
inline std::size_t line_end_from(std::string_view text, std::size_t from) {
    while (from < text.size() && text[from] != '\n' && text[from] != '\r') ++from;
    return from;
}

// `\"` and `\\` are escapes; a lone backslash stays as it is.
inline std::string unescape_tag_value(std::string_view raw) {
    if (raw.find('\\') == std::string_view::npos) return std::string{raw};  // the usual value: nothing to undo
    std::string value;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\' && i + 1 < raw.size() && (raw[i + 1] == '"' || raw[i + 1] == '\\')) ++i;
        value += raw[i];
    }
    return value;
}

// The last quote in [from, end) followed by blanks and "]": where a damaged
// value ends, as other readers take it; npos when there is none.
inline std::size_t last_closing_quote(std::string_view text, std::size_t from, std::size_t end) {
    for (std::size_t j = end; j > from; --j) {
        if (text[j - 1] != '"') continue;
        std::size_t k = j;
        while (k < end && is_blank(text[k])) ++k;
        if (k < end && text[k] == ']') return j - 1;
    }
    return std::string_view::npos;
}

// Reads the tag pairs at the start of the chunk into `game.tags`, skipping
// escape lines and ; comments between them. A value with an unescaped quote
// or ending in a backslash, and a name with + # = : -, are read as other
// readers read them, with a warning; any other malformed tag sets
// `game.problem`.
template <class Visitor>
TagSection read_tags(const PgnChunk& chunk, PgnGame& game, Visitor& visitor) {
    const std::string& text = chunk.text;
    TagSection section;
    std::size_t i = 0;
    std::size_t comment = std::string::npos;  // a ; comment since the last tag
    const auto malformed = [&](std::size_t at, PgnProblemCode code) {
        invalidate(game, visitor, problem_at(chunk, at, code));
        section.movetext_begin = text.size();
        return section;
    };
    while (true) {
        while (i < text.size() && is_layout(text[i])) ++i;
        const bool line_start = i == 0 || text[i - 1] == '\n' || text[i - 1] == '\r';
        if (i < text.size() && (text[i] == ';' || (text[i] == '%' && line_start))) {
            if (text[i] == ';' && comment == std::string::npos) comment = i;
            i = line_end_from(text, i);
            continue;
        }
        if (i >= text.size() || text[i] != '[') {
            // A ; comment between tags is skipped; one before the first
            // move belongs to the movetext.
            section.movetext_begin = comment < i ? comment : i;
            return section;
        }
        comment = std::string::npos;
        const std::size_t open = i++;
        const std::size_t line_end = line_end_from(text, i);
        while (i < line_end && is_blank(text[i])) ++i;

        const std::size_t name_begin = i;
        PgnTag tag;
        std::size_t damaged_name = std::string::npos;  // the first character left out
        while (i < line_end && (is_name_char(text[i]) || is_damaged_name_char(text[i]))) {
            if (!is_name_char(text[i]) && damaged_name == std::string::npos) damaged_name = i;
            ++i;
        }
        const std::string_view written_name = std::string_view{text}.substr(name_begin, i - name_begin);
        if (damaged_name == std::string::npos) {
            tag.name = written_name;
        } else {
            for (const char c : written_name) {
                if (is_name_char(c)) tag.name += c;
            }
        }
        while (i < line_end && is_blank(text[i])) ++i;
        if (tag.name.empty() || i >= line_end || text[i] != '"') {
            return malformed(i < line_end ? i : open, PgnProblemCode::malformed_tag);
        }
        if (damaged_name != std::string::npos) {
            warn(chunk, game, visitor, damaged_name, PgnProblemCode::damaged_tag_name, excerpt(written_name), excerpt(tag.name));
        }

        const std::size_t value_begin = ++i;
        std::size_t close = std::string::npos;  // the first quote not escaped
        for (; i < line_end; ++i) {
            if (text[i] == '\\' && i + 1 < line_end && (text[i + 1] == '"' || text[i + 1] == '\\')) {
                ++i;
            } else if (text[i] == '"') {
                close = i;
                break;
            }
        }
        std::size_t after = close == std::string::npos ? line_end : close + 1;
        while (after < line_end && is_blank(text[after])) ++after;
        std::size_t value_end = close;
        if (close == std::string::npos || after >= line_end || text[after] != ']') {
            // Damage: the value runs to the last quote before ] on the line.
            value_end = last_closing_quote(text, value_begin, line_end);
            if (value_end == std::string::npos) {
                return malformed(
                    open, close == std::string::npos ? PgnProblemCode::tag_value_not_closed : PgnProblemCode::tag_not_closed);
            }
            std::size_t backslashes = 0;
            while (backslashes < value_end - value_begin && text[value_end - 1 - backslashes] == '\\') ++backslashes;
            if (backslashes % 2 == 1) {
                warn(chunk, game, visitor, value_end - 1, PgnProblemCode::tag_value_ends_in_backslash);
            } else {
                warn(chunk, game, visitor, close, PgnProblemCode::unescaped_quote_in_tag_value);
            }
            after = value_end + 1;
            while (is_blank(text[after])) ++after;  // stops at the ] found above
        }
        tag.value = unescape_tag_value(std::string_view{text}.substr(value_begin, value_end - value_begin));
        i = after + 1;
        if (tag.name == "FEN" && !section.fen_value) section.fen_value = value_begin;
        if (tag.name == "Variant" && !section.variant_value) section.variant_value = value_begin;
        game.tags.push_back(std::move(tag));
        visitor.tag(game.tags.back().name, game.tags.back().value);
    }
}

inline std::optional<unsigned> glyph_nag(std::string_view glyph) {
    constexpr std::string_view glyphs[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (unsigned n = 0; n < 6; ++n) {
        if (glyph == glyphs[n]) return n + 1;
    }
    return std::nullopt;
}

// "$12" -> 12; nothing when there are no digits or the value passes 255.
inline std::optional<unsigned> nag_value(std::string_view token) {
    if (token.size() < 2) return std::nullopt;
    unsigned value = 0;
    for (const char digit : token.substr(1)) {
        value = value * 10 + static_cast<unsigned>(digit - '0');
        if (value > max_nag) return std::nullopt;
    }
    return value;
}

template <class Visitor>
class MovetextReader {
public:
    MovetextReader(const PgnChunk& chunk, std::size_t begin, PgnGame& game, const PgnReadOptions& options, Visitor& visitor)
        : chunk_(chunk),
          begin_(begin),
          movetext_(std::string_view{chunk.text}.substr(begin)),
          game_(game),
          language_(*game.language),
          mode_(options.mode),
          allow_null_moves_(options.allow_null_moves),
          visitor_(visitor),
          line_(game.start),
          tokens_(movetext_) {}

    void read() {
        // A ply takes at least three bytes of movetext ("e4 "), and most
        // games are shorter than the largest reservation (60 KB of positions,
        // below the size at which malloc maps memory for each call).
        line_.reserve(std::min<std::size_t>(movetext_.size() / 3, 400));
        frames_.push_back(Frame{});
        for (Token t{}; tokens_.next(t);) {
            // The splitter's cut may fall inside a token: its problem is the cut.
            if (chunk_.too_long && t.offset + t.text.size() >= movetext_.size()) break;
            if (!handle(t)) return;
        }
        if (chunk_.too_long) {
            fail(movetext_.size(), PgnProblemCode::game_too_long, size_text(chunk_.text.size()));
        } else if (chunk_.unterminated_comment) {
            fail(movetext_.size(), PgnProblemCode::unterminated_comment);
        } else if (frames_.size() > 1) {
            fail(movetext_.size(), PgnProblemCode::unterminated_variation);
        } else if (!saw_result_) {
            fail(movetext_.size(), PgnProblemCode::missing_result);
        }
    }

private:
    // A line being read: the main line, or a variation that took back the
    // move it replaces and plays it again when it closes.
    struct Frame {
        std::size_t base = 0;  // plies of `line_` before this line's first move
        Move replaced{};
        bool has_move = false;
        std::size_t stray_opens = 0;  // ( read past in this line, each waiting for its )
    };

    bool handle(const Token& t) {
        switch (t.kind) {
            case TokenKind::move:
                return move(t);
            case TokenKind::null_move:
                return null_move(t);
            case TokenKind::comment:
                comment(t);
                return true;
            case TokenKind::nag: {
                const auto value = nag_value(t.text);
                if (!value) return fail(t.offset, PgnProblemCode::invalid_nag, excerpt(t.text));
                return nag(t, *value);
            }
            case TokenKind::annotation:
                return nag(t, *glyph_nag(t.text));
            case TokenKind::variation_start:
                return open_variation(t);
            case TokenKind::variation_end:
                return close_variation(t);
            case TokenKind::result:
                return result(t);
            case TokenKind::unterminated_comment:
                return fail(t.offset, PgnProblemCode::unterminated_comment);
            case TokenKind::en_passant_suffix:
                return fail(t.offset, PgnProblemCode::stray_en_passant);
            case TokenKind::move_number:
            case TokenKind::escape:
                return true;
        }
        return true;
    }

    // Makes the game invalid and stops the reading.
    template <class... Parts>
    bool fail(std::size_t offset, PgnProblemCode code, const Parts&... parts) {
        return fail(problem_at(chunk_, begin_ + offset, code, parts...));
    }
    bool fail(PgnProblem p) {
        invalidate(game_, visitor_, std::move(p));
        return false;
    }

    // A problem at byte `offset` of the movetext, blamed on the move to
    // play now.
    template <class... Parts>
    PgnProblem blamed(std::size_t offset, PgnProblemCode code, const Parts&... parts) const {
        PgnProblem p = problem_at(chunk_, begin_ + offset, code, parts...);
        p.move = move_label(line_.position());
        return p;
    }

    bool game_over(const Token& t, std::string_view what) {
        const std::string_view ending = describe(line_.outcome()->termination);
        return fail(blamed(t.offset, PgnProblemCode::game_already_over, excerpt(what), ending));
    }

    std::string move_label(const Position& pos) const {
        return concat(std::to_string(pos.fullmove_number()), pos.side_to_move() == Color::white ? "" : "...",
                      frames_.size() > 1 ? " (in a variation)" : "");
    }

    bool move(const Token& t) {
        std::string_view text = t.text;
        std::string joined;
        if (const Token* next = tokens_.peek(); next != nullptr && next->kind == TokenKind::en_passant_suffix) {
            joined = join_en_passant(text, next->text);
            text = joined;
            tokens_.skip();
        }
        // Trailing ! and ? are annotations in PGN, stored as NAGs.
        const std::string_view glyphs = trailing_glyphs(text);
        const std::optional<unsigned> annotation = glyph_nag(glyphs);
        const std::string_view san{text.data(), text.size() - glyphs.size()};

        const auto played = line_.play_san(san, language_, mode_);
        if (!played) {
            const Position& before = line_.position();  // a refused move changes nothing
            if (played.error().code == PlayErrorCode::game_over) return game_over(t, san);
            std::string explanation;
            append_explanation(explanation, before, san, played.error().san, language_);
            PgnProblem p = blamed(t.offset, PgnProblemCode::invalid_move, explanation);
            p.san = played.error().san;
            return fail(std::move(p));
        }
        frames_.back().has_move = true;
        ++game_.plies;
        const Position& before = line_.position_before(line_.ply_count() - 1);
        if constexpr (wants_move_text<Visitor>)
            visitor_.move(before, played->move, san);
        else
            visitor_.move(before, played->move);
        if (annotation) visitor_.nag(*annotation);
        return true;
    }

    // A pass: analysis in a variation, not a legal move in the main line,
    // where it makes the game invalid but the reading goes on.
    bool null_move(const Token& t) {
        const std::string_view glyphs = trailing_glyphs(t.text);
        const std::string_view text = t.text.substr(0, t.text.size() - glyphs.size());
        if (line_.outcome()) return game_over(t, text);
        if (line_.position().in_check()) return fail(blamed(t.offset, PgnProblemCode::null_move_in_check));
        // The game is invalid, but the reading goes on; only the first
        // problem is kept, so no other is made.
        if (frames_.size() == 1 && !allow_null_moves_ && !game_.problem)
            invalidate(game_, visitor_, blamed(t.offset, PgnProblemCode::null_move_in_main_line));
        [[maybe_unused]] const bool played = line_.play_null().has_value();  // checked above
        frames_.back().has_move = true;
        ++game_.plies;
        const Position& before = line_.position_before(line_.ply_count() - 1);
        if constexpr (wants_null_move_text<Visitor>)
            visitor_.null_move(before, text);
        else
            visitor_.null_move(before);
        if (const auto annotation = glyph_nag(glyphs)) visitor_.nag(*annotation);
        return true;
    }

    void comment(const Token& t) {
        std::string_view body = t.text;
        if (!body.empty() && body.front() == '{')
            body = body.substr(1, body.size() >= 2 ? body.size() - 2 : 0);
        else if (!body.empty() && body.front() == ';')
            body.remove_prefix(1);
        visitor_.comment(body);
    }

    bool nag(const Token& t, unsigned value) {
        if (!frames_.back().has_move) return fail(t.offset, PgnProblemCode::nag_without_move);
        visitor_.nag(value);
        return true;
    }

    bool open_variation(const Token& t) {
        if (frames_.size() > max_variation_depth) {
            return fail(t.offset, PgnProblemCode::variations_too_deep, std::to_string(max_variation_depth));
        }
        if (!frames_.back().has_move) {
            // As other readers do: it opens nothing, and its ) closes nothing.
            ++frames_.back().stray_opens;
            warn(chunk_, game_, visitor_, begin_ + t.offset, PgnProblemCode::stray_variation_start);
            return true;
        }
        const Move replaced = line_.moves().back();
        line_.undo();
        frames_.push_back(Frame{line_.ply_count(), replaced, false});
        visitor_.begin_variation();
        return true;
    }

    bool close_variation(const Token& t) {
        if (frames_.back().stray_opens > 0) {
            --frames_.back().stray_opens;  // the ( was reported
            return true;
        }
        if (frames_.size() == 1) {
            warn(chunk_, game_, visitor_, begin_ + t.offset, PgnProblemCode::stray_variation_end);
            return true;
        }
        const Frame closed = frames_.back();
        frames_.pop_back();
        while (line_.ply_count() > closed.base) line_.undo();
        // Played from this very position before: no need to prove it legal
        // again with a full move generation.
        detail::TrustedReplay::play(line_, closed.replaced);
        visitor_.end_variation();
        return true;
    }

    // A result ends the movetext: only comments and escape lines may follow.
    bool result(const Token& t) {
        if (frames_.size() > 1) return fail(t.offset, PgnProblemCode::result_inside_variation);
        game_.result = std::string{t.text};
        saw_result_ = true;
        visitor_.result(t.text);
        if (!check_result(t.offset)) return false;
        for (Token after{}; tokens_.next(after);) {
            if (after.kind == TokenKind::comment)
                comment(after);
            else if (after.kind == TokenKind::unterminated_comment)
                return fail(after.offset, PgnProblemCode::unterminated_comment);
            else if (after.kind != TokenKind::escape)
                return fail(after.offset, PgnProblemCode::text_after_result);
        }
        return true;
    }

    // The result must agree with the tag and with how the game ended.
    bool check_result(std::size_t offset) {
        const std::string* tag = game_.tag("Result");
        if (tag != nullptr && *tag != game_.result) {
            return fail(offset, PgnProblemCode::result_tag_mismatch, game_.result, excerpt(*tag));
        }
        const auto outcome = line_.outcome();
        if (!outcome || game_.result == "*") return true;
        if (game_.result != outcome->result()) {
            return fail(offset, PgnProblemCode::result_contradicts_position, game_.result, describe(outcome->termination),
                        outcome->result());
        }
        return true;
    }

    const PgnChunk& chunk_;
    std::size_t begin_;
    std::string_view movetext_;
    PgnGame& game_;
    const Language& language_;
    SanMode mode_;
    bool allow_null_moves_;
    Visitor& visitor_;
    Game line_;  // the start, then the moves of the line being read
    PeekingTokenizer tokens_;
    std::vector<Frame> frames_;  // the main line, then the open variations
    bool saw_result_ = false;
};

// Reads the game into `game` (tags, start, result, plies, problem,
// warnings), reporting to `visitor` all but end_game().
template <class Visitor>
void read_game(const PgnChunk& chunk, PgnGame& game, Visitor& visitor, const PgnReadOptions& options) {
    const TagSection section = read_tags(chunk, game, visitor);
    if (game.problem) return;
    // The Variant tag decides the castling rules; without one, a FEN that
    // fits only Chess960 is read as Chess960.
    const std::string* variant = game.tag("Variant");
    const auto mode = castling_mode_of_variant(variant != nullptr ? *variant : "");
    if (!mode) {
        invalidate(game, visitor, problem_at(chunk, *section.variant_value, PgnProblemCode::unsupported_variant, *variant));
        return;
    }
    if (*mode == CastlingMode::chess960) game.start = *Position::chess960_start(chess960_standard_number);
    if (const std::string* fen = game.tag("FEN")) {
        const auto start = parse_fen(*fen, {*mode, variant == nullptr});
        if (!start) {
            // At the bad byte of the tag's value (escapes in a FEN are rare
            // enough not to be counted).
            const std::size_t at = *section.fen_value + start.error().offset;
            PgnProblem p = problem_at(chunk, at, PgnProblemCode::invalid_fen_tag, start.error().message);
            p.fen = start.error();
            invalidate(game, visitor, std::move(p));
            return;
        }
        game.start = *start;
    }
    game.language = options.language;
    if (options.detect_language) {
        MainLine line = main_line_of(std::string_view{chunk.text}.substr(section.movetext_begin));
        // Detection plays SAN only: it reads the moves before the first pass.
        line.moves.erase(std::find_if(line.moves.begin(), line.moves.end(), is_null_move_text), line.moves.end());
        for (std::string_view& move : line.moves) {  // PGN's ! and ? are annotations, not SAN
            move.remove_suffix(trailing_glyphs(move).size());
        }
        const LanguageDetection found = detect_languages(game.start, line.moves);
        if (found.best() != nullptr) game.language = found.best();
    }
    visitor.start(game.start);
    MovetextReader<Visitor>{chunk, section.movetext_begin, game, options, visitor}.read();
}

}  // namespace detail

// Reads and checks one game split from a stream, reporting what it reads to
// `visitor` as it reads it (see PgnVisitor). Returns the game without its
// move tree (tags, start, result, plies, problem, warnings). Reading stops
// at the first error, except a null move in the main line, after which it
// reads on; it reads past warnings.
template <class Visitor>
PgnGame visit_pgn_game(const PgnChunk& chunk, Visitor& visitor, const PgnReadOptions& options = {}) {
    PgnGame game;
    game.number = chunk.number;
    detail::read_game(chunk, game, visitor, options);
    visitor.end_game(game);
    return game;
}

// Checks one game without building its move tree: the fastest way to
// validate, in memory that depends only on the game's length.
inline PgnGame validate_pgn_game(const PgnChunk& chunk, const PgnReadOptions& options = {}) {
    PgnVisitor nothing;
    return visit_pgn_game(chunk, nothing, options);
}

struct PgnVisitCounts {
    std::size_t games = 0;
    std::size_t valid = 0;
};

// Every game of a stream, split with PgnSplitter (its default size limit)
// and reported to `visitor` one after another; end_game() tells where one
// ends. One game at a time is held.
template <class Source, class Visitor>
PgnVisitCounts visit_pgn(Source source, Visitor& visitor, const PgnReadOptions& options = {}) {
    PgnSplitter<Source> splitter{std::move(source)};
    PgnVisitCounts counts;
    for (PgnChunk chunk; splitter.next(chunk);) {
        ++counts.games;
        if (visit_pgn_game(chunk, visitor, options).valid()) ++counts.valid;
    }
    return counts;
}

}  // namespace shakki
