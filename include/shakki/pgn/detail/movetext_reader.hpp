#pragma once
// The one reader of movetext: PGN games, bare movetext and move lists all
// go through it. It checks every move, variations from their branch points
// (or skips them, for a caller that wants the main line only), and the
// result against how the game ended, and reports what it reads to a
// visitor (pgn/visitor.hpp).
//
// Memory does not depend on the shape of the game: the reader keeps one
// Game for the line being read. A variation takes back the move it
// replaces, and on closing takes back its own moves and plays the replaced
// move again, so its cost is its own length, wherever it branches.

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../../game/game.hpp"
#include "../../notation/language.hpp"
#include "../../notation/movetext.hpp"
#include "../../notation/san_explain.hpp"
#include "../../notation/san_read.hpp"
#include "../game.hpp"
#include "../visitor.hpp"
#include "problems.hpp"

namespace shakki {

// NAGs are one byte in PGN's export format ($0 to $255).
inline constexpr unsigned max_nag = 255;

// Variations nest deeper than any real annotation only in hostile input;
// the limit bounds the recursion of whoever walks the tree.
inline constexpr std::size_t max_variation_depth = 256;

// A variation costs the move tree about 170 bytes, written in as few as 4
// ("(d4)"): 4 MB of them would take 160 MB. Past this many a game is
// refused, which bounds a tree at about 100 MB; an annotated game written
// by people has a few thousand.
inline constexpr std::size_t max_variations = std::size_t{1} << 19;

namespace detail {

inline std::optional<unsigned> glyph_nag(std::string_view glyph) {
    if (glyph.empty()) return std::nullopt;  // nearly every move: no call to compare six glyphs
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

// How a caller wants movetext read.
struct MovetextRules {
    const Language* language = &english;
    SanMode mode = SanMode::permissive;
    bool allow_null_moves = false;  // in the main line (always allowed in a variation)
    // Variations are checked for balance and skipped, their moves not
    // played: for a caller that wants the main line only.
    bool main_line_only = false;
    bool result_required = true;  // PGN ends a game with a result; a bare movetext may not
    // PGN reads on past a null move in the main line (the game is invalid
    // but its tree is still built); a move list stops there.
    bool read_past_null_move = true;
};

// Where the movetext is: `where.text` from byte `begin` on.
struct MovetextInput {
    GameText where;
    std::size_t begin = 0;
    bool too_long = false;              // the text was cut at the splitter's limit
    bool unterminated_comment = false;  // the splitter saw a { run past the game's end

    std::string_view movetext() const { return where.text.substr(begin); }
    // A bare movetext, read from its first byte on line 1.
    static MovetextInput of_text(std::string_view text) { return {{text, 1}, 0, false, false}; }
};

// The moves of a list, one token each: what the list holds is moves, so
// nothing is a move number, a comment or a result, and an "e.p." stays
// inside its move ("exd6 e.p.").
template <class Range>
class ListTokens {
public:
    explicit ListTokens(const Range& range) : at_(std::begin(range)), end_(std::end(range)) {}

    bool next(Token& token) {
        if (at_ == end_) return false;
        std::string_view text{*at_};
        ++at_;
        // A move is one word: blanks around it are layout (" e5" is e5).
        while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
        while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
        token = {is_null_move_text(text) ? TokenKind::null_move : TokenKind::move, text, 0};
        return true;
    }
    const Token* peek() const { return nullptr; }
    void skip() {}

private:
    decltype(std::begin(std::declval<const Range&>())) at_;
    decltype(std::end(std::declval<const Range&>())) end_;
};

template <class Visitor, class Tokens = PeekingTokenizer>
class MovetextReader {
public:
    MovetextReader(const MovetextInput& input, PgnGame& game, const MovetextRules& rules, Visitor& visitor, Tokens tokens)
        : input_(input),
          movetext_(input.movetext()),
          game_(game),
          rules_(rules),
          visitor_(visitor),
          line_(game.start),
          tokens_(std::move(tokens)) {}

    MovetextReader(const MovetextInput& input, PgnGame& game, const MovetextRules& rules, Visitor& visitor)
        : MovetextReader(input, game, rules, visitor, Tokens{input.movetext()}) {}

    void read() {
        // A ply takes at least three bytes of movetext ("e4 "), and most
        // games are shorter than the largest reservation (60 KB of positions,
        // below the size at which malloc maps memory for each call).
        line_.reserve(std::min<std::size_t>(movetext_.size() / 3, 400));
        frames_.push_back(Frame{});
        for (Token t{}; next_token(t);) {
            if (!handle(t)) return;
        }
        if (input_.too_long) {
            fail(movetext_.size(), PgnProblemCode::game_too_long, size_text(input_.where.text.size()));
        } else if (input_.unterminated_comment) {
            fail(movetext_.size(), PgnProblemCode::unterminated_comment);
        } else if (frames_.size() > 1 || skipped_depth_ > 0) {
            fail(movetext_.size(), PgnProblemCode::unterminated_variation);
        } else if (!saw_result_ && rules_.result_required) {
            fail(movetext_.size(), PgnProblemCode::missing_result);
        }
    }

    // The line being read when reading stopped: with main_line_only, the
    // main line, up to the move that was refused if one was.
    const Game& line() const { return line_; }
    Game take_line() { return std::move(line_); }
    // The move (or null move) that made the game invalid, as written: the
    // SAN without ! and ?, a separate e.p. joined; empty for other problems.
    std::string_view refused_move() const { return refused_move_; }

private:
    // A line being read: the main line, or a variation that took back the
    // move it replaces and plays it again when it closes.
    struct Frame {
        std::size_t base = 0;  // plies of `line_` before this line's first move
        Move replaced{};
        bool has_move = false;
        std::size_t stray_opens = 0;  // ( read past in this line, each waiting for its )
    };

    // The splitter's cut may fall inside a token: its problem is the cut.
    bool next_token(Token& t) {
        if (!tokens_.next(t)) return false;
        return !(input_.too_long && t.offset + t.text.size() >= movetext_.size());
    }

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
        return fail(problem_at(input_.where, input_.begin + offset, code, parts...));
    }
    bool fail(PgnProblem p) {
        invalidate(game_, visitor_, std::move(p));
        return false;
    }

    // A problem at byte `offset` of the movetext, blamed on the move to
    // play now, written `text`.
    template <class... Parts>
    PgnProblem blamed(std::size_t offset, std::string_view text, PgnProblemCode code, const Parts&... parts) {
        if (!game_.problem) refused_move_ = text;
        PgnProblem p = problem_at(input_.where, input_.begin + offset, code, parts...);
        p.move = move_label(line_.position());
        return p;
    }

    bool game_over(const Token& t, std::string_view what) {
        const Outcome outcome = *line_.outcome();
        return fail(blamed(t.offset, what, PgnProblemCode::game_already_over, excerpt(what), describe(outcome.termination),
                           outcome.result()));
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

        const auto played = line_.play_san(san, *rules_.language, rules_.mode);
        if (!played) {
            if (played.error().code == PlayErrorCode::game_over) return game_over(t, san);
            // A refused move changes nothing: the position is the one the
            // move was read in. The explanation is made once, here.
            std::string explanation;
            Suggestions meant = append_explanation(explanation, line_.position(), san, played.error().san, *rules_.language);
            PgnProblem p = blamed(t.offset, san, PgnProblemCode::invalid_move, explanation);
            p.san = played.error().san;
            p.suggestions = std::move(meant.moves);
            return fail(std::move(p));
        }
        frames_.back().has_move = true;
        ++game_.plies;
        const Position& before = line_.position_before(line_.ply_count() - 1);
        if constexpr (wants_move_text<Visitor>)
            visitor_.move(before, played->move, san);
        else
            visitor_.move(before, played->move);
        visitor_.san_warnings(played->warnings);
        if (annotation) visitor_.nag(*annotation);
        return true;
    }

    // A pass: analysis in a variation, not a legal move in the main line,
    // where it makes the game invalid; PGN reads on, a move list stops.
    bool null_move(const Token& t) {
        const std::string_view glyphs = trailing_glyphs(t.text);
        const std::string_view text = t.text.substr(0, t.text.size() - glyphs.size());
        if (line_.outcome()) return game_over(t, text);
        if (line_.position().in_check()) return fail(blamed(t.offset, text, PgnProblemCode::null_move_in_check));
        // Only the first problem is kept, so no other is made.
        if (frames_.size() == 1 && !rules_.allow_null_moves && !game_.problem) {
            invalidate(game_, visitor_, blamed(t.offset, text, PgnProblemCode::null_move_in_main_line));
            if (!rules_.read_past_null_move) return false;
        }
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
            warn(input_.where, game_, visitor_, input_.begin + t.offset, PgnProblemCode::stray_variation_start);
            return true;
        }
        if (rules_.main_line_only) return skip_variation();
        if (++variations_ > max_variations) {
            return fail(t.offset, PgnProblemCode::too_many_variations, std::to_string(max_variations));
        }
        const Move replaced = line_.moves().back();
        line_.undo();
        frames_.push_back(Frame{line_.ply_count(), replaced, false});
        visitor_.begin_variation();
        return true;
    }

    // Past the ( just read to its ), nested ones included, playing nothing:
    // only what would end the reading counts (a comment never closed, a
    // result inside). Running out of text leaves the variation open.
    bool skip_variation() {
        skipped_depth_ = 1;
        for (Token t{}; next_token(t);) {
            switch (t.kind) {
                case TokenKind::variation_start:
                    ++skipped_depth_;
                    break;
                case TokenKind::variation_end:
                    if (--skipped_depth_ == 0) return true;
                    break;
                case TokenKind::result:
                    return fail(t.offset, PgnProblemCode::result_inside_variation);
                case TokenKind::unterminated_comment:
                    return fail(t.offset, PgnProblemCode::unterminated_comment);
                default:
                    break;
            }
        }
        return true;
    }

    bool close_variation(const Token& t) {
        if (frames_.back().stray_opens > 0) {
            --frames_.back().stray_opens;  // the ( was reported
            return true;
        }
        if (frames_.size() == 1) {
            warn(input_.where, game_, visitor_, input_.begin + t.offset, PgnProblemCode::stray_variation_end);
            return true;
        }
        const Frame closed = frames_.back();
        frames_.pop_back();
        while (line_.ply_count() > closed.base) line_.undo();
        // Played from this very position before: no need to prove it legal
        // again with a full move generation.
        TrustedReplay::play(line_, closed.replaced);
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
        for (Token after{}; next_token(after);) {
            if (after.kind == TokenKind::comment)
                comment(after);
            else if (after.kind == TokenKind::unterminated_comment)
                return fail(after.offset, PgnProblemCode::unterminated_comment);
            else if (after.kind != TokenKind::escape)
                return fail(after.offset, PgnProblemCode::text_after_result, t.text);
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

    MovetextInput input_;
    std::string_view movetext_;
    PgnGame& game_;
    MovetextRules rules_;
    Visitor& visitor_;
    Game line_;  // the start, then the moves of the line being read
    Tokens tokens_;
    std::vector<Frame> frames_;      // the main line, then the open variations
    std::size_t skipped_depth_ = 0;  // main_line_only: the variations open around the reading
    std::size_t variations_ = 0;     // opened so far
    bool saw_result_ = false;
    std::string refused_move_;
};

}  // namespace detail

}  // namespace shakki
