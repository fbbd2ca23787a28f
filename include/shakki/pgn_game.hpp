#pragma once
// Reading one PGN game: tag pairs, then movetext into a tree of moves with
// their comments, NAGs and variations. Every move is checked, variations
// from their branch points, and the result is checked against how the
// game ended. Problems carry the line and column in the stream.

#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fen.hpp"
#include "game.hpp"
#include "language_detection.hpp"
#include "main_line.hpp"
#include "movetext.hpp"
#include "pgn_split.hpp"
#include "san.hpp"
#include "validate.hpp"

namespace shakki {

struct PgnTag {
    std::string name;
    std::string value;
};

struct PgnLine;

struct PgnNode {
    Move move{};
    std::vector<unsigned> nags;         // $n, with ! ? !! ?? !? ?! written as $1..$6
    std::vector<std::string> comments;  // after the move, without braces
    std::vector<PgnLine> variations;    // alternatives to this move
};

struct PgnLine {
    std::vector<std::string> comments;  // before the first move
    std::vector<PgnNode> nodes;
};

struct PgnProblem {
    std::size_t line = 0;
    std::size_t column = 0;
    std::string move;  // "12" or "12..." when a move is to blame
    std::string message;
};

struct PgnGame {
    std::size_t number = 0;
    std::vector<PgnTag> tags;
    Position start = Position::start();
    PgnLine main;
    std::string result = "*";  // the result token of the movetext
    const Language* language = &english;
    std::size_t plies = 0;              // moves read, variations included
    std::optional<PgnProblem> problem;  // the first problem; the game is valid without one

    const std::string* tag(std::string_view name) const {
        for (const PgnTag& t : tags) {
            if (t.name == name) return &t.value;
        }
        return nullptr;
    }
    bool valid() const { return !problem.has_value(); }
};

struct PgnReadOptions {
    const Language* language = &english;
    bool detect_language = false;  // per game
    // Strict makes a wrong check sign or a lenient spelling a problem;
    // otherwise every legal move is accepted however it is spelled.
    SanMode mode = SanMode::permissive;
};

namespace detail {

// Joins text without `"literal" + std::string`, which makes GCC 12 warn
// (-Wrestrict, a false positive) at -O3.
template <class... Parts>
std::string concat(const Parts&... parts) {
    std::string out;
    (out.append(std::string_view{parts}), ...);
    return out;
}

// Line and column (1-based) of byte `offset` of a chunk.
inline std::pair<std::size_t, std::size_t> line_and_column(const PgnChunk& chunk, std::size_t offset) {
    std::size_t line = chunk.first_line;
    std::size_t column = 1;
    for (std::size_t i = 0; i < offset && i < chunk.text.size(); ++i) {
        if (chunk.text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

inline PgnProblem problem_at(const PgnChunk& chunk, std::size_t offset, std::string message) {
    const auto [line, column] = line_and_column(chunk, offset);
    return PgnProblem{line, column, {}, std::move(message)};
}

// Reads the tag pairs at the start of the chunk; returns where the
// movetext begins, or the problem.
inline std::size_t read_tags(const PgnChunk& chunk, PgnGame& game) {
    const std::string& text = chunk.text;
    std::size_t i = 0;
    while (true) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) ++i;
        if (i >= text.size() || text[i] != '[') return i;
        const std::size_t open = i++;
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        const std::size_t name_begin = i;
        while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_')) ++i;
        PgnTag tag{text.substr(name_begin, i - name_begin), {}};
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        if (tag.name.empty() || i >= text.size() || text[i] != '"') {
            game.problem = problem_at(chunk, i < text.size() ? i : open, "malformed tag: expected [Name \"value\"]");
            return text.size();
        }
        ++i;
        bool closed = false;
        while (i < text.size() && text[i] != '\n') {
            if (text[i] == '\\' && i + 1 < text.size() && (text[i + 1] == '"' || text[i + 1] == '\\')) {
                tag.value += text[i + 1];
                i += 2;
            } else if (text[i] == '"') {
                closed = true;
                ++i;
                break;
            } else {
                tag.value += text[i++];
            }
        }
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        if (!closed || i >= text.size() || text[i] != ']') {
            game.problem = problem_at(chunk, open, closed ? "tag not closed with ]" : "tag value not closed with \"");
            return text.size();
        }
        ++i;
        game.tags.push_back(std::move(tag));
    }
}

inline std::optional<unsigned> glyph_nag(std::string_view glyph) {
    constexpr std::string_view glyphs[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (unsigned n = 0; n < 6; ++n) {
        if (glyph == glyphs[n]) return n + 1;
    }
    return std::nullopt;
}

// A position in the move tree while reading: the game so far on this line.
struct Frame {
    Game game;
    PgnLine* line;
};

class MovetextReader {
public:
    MovetextReader(const PgnChunk& chunk, std::size_t begin, PgnGame& game, const Language& language, SanMode mode)
        : chunk_(chunk), begin_(begin), game_(game), language_(language), mode_(mode) {}

    void read() {
        frames_.push_back(Frame{Game{game_.start}, &game_.main});
        const std::string_view movetext = std::string_view{chunk_.text}.substr(begin_);
        MovetextTokenizer tokenizer{movetext};
        std::vector<Token> tokens;
        for (Token t{}; tokenizer.next(t);) tokens.push_back(t);
        for (std::size_t i = 0; i < tokens.size() && !game_.problem; ++i) {
            if (!handle(tokens, i)) return;
        }
        if (game_.problem) return;
        if (frames_.size() > 1)
            fail(movetext.size(), "variation opened with ( is never closed");
        else if (!saw_result_)
            fail(movetext.size(), "the game has no result (1-0, 0-1, 1/2-1/2 or *); is the file cut short?");
    }

private:
    bool handle(const std::vector<Token>& tokens, std::size_t& i) {
        const Token& t = tokens[i];
        switch (t.kind) {
            case TokenKind::move:
                return move(tokens, i);
            case TokenKind::comment:
                comment(t);
                return true;
            case TokenKind::nag:
                nag(t, static_cast<unsigned>(std::strtoul(std::string{t.text.substr(1)}.c_str(), nullptr, 10)));
                return true;
            case TokenKind::annotation:
                nag(t, glyph_nag(t.text).value_or(0));
                return true;
            case TokenKind::variation_start:
                return open_variation(t);
            case TokenKind::variation_end:
                return close_variation(t);
            case TokenKind::result:
                return result(t, i + 1 == tokens.size());
            case TokenKind::unterminated_comment:
                return fail(t.offset, "comment opened with { is never closed");
            case TokenKind::en_passant_suffix:
                return fail(t.offset, "e.p. must follow an en passant capture");
            case TokenKind::move_number:
            case TokenKind::escape:
                return true;
        }
        return true;
    }

    bool fail(std::size_t offset, std::string message, std::string move = {}) {
        PgnProblem p = problem_at(chunk_, begin_ + offset, std::move(message));
        p.move = std::move(move);
        game_.problem = std::move(p);
        return false;
    }

    std::string move_label(const Position& pos) const {
        return concat(std::to_string(pos.fullmove_number()), pos.side_to_move() == Color::white ? "" : "...",
                      frames_.size() > 1 ? " (in a variation)" : "");
    }

    bool move(const std::vector<Token>& tokens, std::size_t& i) {
        const Token& t = tokens[i];
        std::string_view text = t.text;
        std::string joined;
        if (i + 1 < tokens.size() && tokens[i + 1].kind == TokenKind::en_passant_suffix) {
            joined = join_en_passant(text, tokens[++i].text);
            text = joined;
        }
        // Trailing ! and ? are annotations in PGN, stored as NAGs.
        const std::string_view glyphs = trailing_glyphs(text);
        const std::optional<unsigned> annotation = glyph_nag(glyphs);
        const std::string_view san = text.substr(0, text.size() - glyphs.size());

        Frame& frame = frames_.back();
        const auto played = frame.game.play_san(san, language_, mode_);
        if (!played) {
            const Position& before = frame.game.position();  // unchanged by the refused move
            if (played.error().code == PlayErrorCode::game_over) {
                return fail(t.offset,
                            concat(san, ": the game had already ended (", describe(frame.game.outcome()->termination), ")"),
                            move_label(before));
            }
            std::string message;
            append_explanation(message, before, san, played.error().san, language_);
            return fail(t.offset, std::move(message), move_label(before));
        }
        PgnNode node;
        node.move = played->move;
        if (annotation) node.nags.push_back(*annotation);
        frame.line->nodes.push_back(std::move(node));
        ++game_.plies;
        return true;
    }

    void comment(const Token& t) {
        std::string_view body = t.text;
        if (!body.empty() && body.front() == '{')
            body = body.substr(1, body.size() >= 2 ? body.size() - 2 : 0);
        else if (!body.empty() && body.front() == ';')
            body.remove_prefix(1);
        PgnLine& line = *frames_.back().line;
        (line.nodes.empty() ? line.comments : line.nodes.back().comments).emplace_back(body);
    }

    void nag(const Token& t, unsigned value) {
        PgnLine& line = *frames_.back().line;
        if (line.nodes.empty() || value == 0) {
            fail(t.offset, "a NAG must follow a move");
            return;
        }
        line.nodes.back().nags.push_back(value);
    }

    // Deeper nesting than any real annotation; the limit keeps the tree's
    // recursive destruction and writing within any stack.
    static constexpr std::size_t max_variation_depth = 256;

    bool open_variation(const Token& t) {
        if (frames_.size() > max_variation_depth) return fail(t.offset, "variations nested more than 256 deep");
        Frame& parent = frames_.back();
        if (parent.line->nodes.empty()) return fail(t.offset, "a variation must follow the move it replaces");
        Game branch = parent.game;
        branch.undo();
        PgnNode& replaced = parent.line->nodes.back();
        replaced.variations.emplace_back();
        frames_.push_back(Frame{std::move(branch), &replaced.variations.back()});
        return true;
    }

    bool close_variation(const Token& t) {
        if (frames_.size() == 1) return fail(t.offset, "unexpected ) outside a variation");
        frames_.pop_back();
        return true;
    }

    bool result(const Token& t, bool last) {
        if (frames_.size() > 1) return fail(t.offset, "the result comes before the variation opened with ( is closed");
        if (!last) return fail(t.offset, "text after the result");
        game_.result = std::string{t.text};
        saw_result_ = true;
        return check_result(t.offset);
    }

    // The result must agree with the tag and with how the game ended.
    bool check_result(std::size_t offset) {
        const std::string* tag = game_.tag("Result");
        if (tag != nullptr && *tag != game_.result) {
            return fail(offset, concat("the movetext ends with ", game_.result, " but the Result tag says ", *tag));
        }
        const auto outcome = frames_.front().game.outcome();
        if (!outcome || game_.result == "*") return true;
        if (game_.result != outcome->result()) {
            return fail(offset, concat("result ", game_.result, " contradicts the final position: ",
                                       describe(outcome->termination), ", ", outcome->result()));
        }
        return true;
    }

    const PgnChunk& chunk_;
    std::size_t begin_;
    PgnGame& game_;
    const Language& language_;
    SanMode mode_;
    std::vector<Frame> frames_;
    bool saw_result_ = false;
};

}  // namespace detail

// Reads and checks one game split from a stream.
inline PgnGame read_pgn_game(const PgnChunk& chunk, const PgnReadOptions& options = {}) {
    PgnGame game;
    game.number = chunk.number;
    const std::size_t movetext_begin = detail::read_tags(chunk, game);
    if (game.problem) return game;
    if (const std::string* fen = game.tag("FEN")) {
        const auto start = parse_fen(*fen);
        if (!start) {
            const std::size_t tag_at = chunk.text.find("[FEN");
            game.problem = detail::problem_at(chunk, tag_at == std::string::npos ? 0 : tag_at,
                                              detail::concat("invalid FEN tag: ", start.error().message));
            return game;
        }
        game.start = *start;
    }
    game.language = options.language;
    if (options.detect_language) {
        MainLine line = main_line_of(std::string_view{chunk.text}.substr(movetext_begin));
        for (std::string_view& move : line.moves) {  // PGN's ! and ? are annotations, not SAN
            move.remove_suffix(trailing_glyphs(move).size());
        }
        const LanguageDetection found = detect_languages(game.start, line.moves);
        if (found.best() != nullptr) game.language = found.best();
    }
    detail::MovetextReader{chunk, movetext_begin, game, *game.language, options.mode}.read();
    if (!game.problem && chunk.unterminated_comment) {
        game.problem = detail::problem_at(chunk, chunk.text.size(), "comment opened with { is never closed");
    }
    return game;
}

}  // namespace shakki
