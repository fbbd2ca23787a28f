#pragma once
// Validating a move list: play it from a start position and return the
// game, or the first problem with everything a person needs to fix it:
// which move, why, and what was probably meant.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../base/enum_name.hpp"
#include "../base/fixed_string.hpp"
#include "../notation/language.hpp"
#include "../notation/language_detection.hpp"
#include "../notation/main_line.hpp"
#include "../notation/movetext.hpp"
#include "../notation/san_explain.hpp"
#include "../notation/san_read.hpp"
#include "../notation/san_write.hpp"
#include "game.hpp"

namespace shakki {

enum class MoveListErrorCode : std::uint8_t {
    san,                 // the SAN reader refused the move: see MoveListError::san, whose code says why
    game_already_over,   // a move after mate, stalemate or another automatic ending
    unknown_language,    // language detection found no language that reads the list
    malformed_movetext,  // an unterminated comment, an e.p. away from its move, text after the result
    null_move,           // "--" or "Z0": not a move of a game (see allow_null_moves), and never possible in check
};

constexpr std::string_view enum_name(MoveListErrorCode v) {
    return detail::name_in(
        std::array<std::string_view, 5>{"san", "game_already_over", "unknown_language", "malformed_movetext", "null_move"}, v);
}

struct MoveListError {
    MoveListErrorCode code = MoveListErrorCode::san;
    std::size_t offset = 0;  // byte offset in the movetext, for validate_movetext
    std::string message;     // all of it in one readable sentence or two
    std::size_t index = 0;   // of the move in the list (0-based)
    int move_number = 1;     // as written in PGN: 1 for 1. e4 and 1... e5
    Color side = Color::white;
    FixedString<64> text;                // the move as written (cut at 64 bytes)
    SanError san{};                      // code san: the reader's error
    std::optional<Outcome> ended_by;     // code game_already_over: how the game ended
    std::vector<SanString> suggestions;  // legal moves that were probably meant
};

struct ValidationOptions {
    const Language* language = &english;
    bool detect_language = false;  // choose the language with detect_languages
    SanMode mode = SanMode::strict;
    // A null move ("--" or "Z0") is not a legal move, so by default it is a
    // problem, as in the main line of a PGN game; this plays it as a pass
    // (still a problem in check).
    bool allow_null_moves = false;
};

struct ValidatedGame {
    Game game;
    const Language* language;           // the one used (detected or given)
    std::vector<SanWarnings> warnings;  // per move: liberties taken (lenient mode)
};

namespace detail {

// "move 12. " or "move 12... " and the text.
inline void append_move_label(std::string& out, int move_number, Color side, std::string_view text) {
    out += "move ";
    out += std::to_string(move_number);
    out += side == Color::white ? ". " : "... ";
    out += text;
}

inline MoveListError make_error(const Game& game, std::size_t index, std::string_view text, MoveListErrorCode code) {
    MoveListError e;
    const Position& pos = game.position();
    e.code = code;
    e.index = index;
    e.move_number = pos.fullmove_number();
    e.side = pos.side_to_move();
    e.text.append(text);
    return e;
}

inline MoveListError san_problem(const Game& game, std::size_t index, std::string_view text, const SanError& san,
                                 const Language& language) {
    MoveListError e = make_error(game, index, text, MoveListErrorCode::san);
    e.san = san;
    append_move_label(e.message, e.move_number, e.side, "");
    e.suggestions = append_explanation(e.message, game.position(), text, san, language).moves;
    if (san.code == SanErrorCode::not_canonical) e.suggestions = {to_san(game.position(), san.move, language)};
    return e;
}

inline MoveListError game_over_problem(const Game& game, std::size_t index, std::string_view text, Outcome outcome) {
    MoveListError e = make_error(game, index, text, MoveListErrorCode::game_already_over);
    e.ended_by = outcome;
    append_move_label(e.message, e.move_number, e.side, text);
    e.message += ": the game had already ended (";
    e.message += describe(outcome.termination);
    e.message += ", ";
    e.message += outcome.result();
    e.message += ")";
    return e;
}

inline MoveListError null_move_problem(const Game& game, std::size_t index, std::string_view text, std::string_view why) {
    MoveListError e = make_error(game, index, text, MoveListErrorCode::null_move);
    append_move_label(e.message, e.move_number, e.side, text);
    e.message += ": ";
    e.message += why;
    return e;
}

// Plays the pass `text` or says why not.
inline std::optional<MoveListError> play_null_move(Game& game, std::size_t index, std::string_view text, bool allowed) {
    if (const auto outcome = game.outcome()) return game_over_problem(game, index, text, *outcome);
    if (game.position().in_check()) return null_move_problem(game, index, text, "a null move is not possible in check");
    if (!allowed) return null_move_problem(game, index, text, "null move in the main line");
    [[maybe_unused]] const bool played = game.play_null().has_value();  // checked above
    return std::nullopt;
}

}  // namespace detail

// Why one typed move was not read, for a person: the problem, the
// reader's error, the legal moves that were probably meant (the same
// suggestions validate_moves makes) and a message such as "Nd2 is
// ambiguous: knights on b1 and f3 can move there; write one of: Nbd2, Nfd2".
struct SanDiagnosis {
    SanErrorCode code = SanErrorCode::syntax;  // san.code
    std::size_t offset = 0;                    // san.offset: the byte of the text to blame
    std::string message;
    SanError san{};
    std::string_view lead;               // how the message introduces the suggestions ("legal moves to that square")
    std::vector<SanString> suggestions;  // in `language`
};

// Reads `text` as SAN in `pos` like parse_san, and when it is not read,
// says why and which legal moves were probably meant: the candidates of an
// ambiguous move, the promotions, the moves to the written square, else
// the moves of the written kind of piece; for a move that is legal but
// not canonical (strict mode), the canonical spelling.
inline Expected<SanMove, SanDiagnosis> diagnose_san(const Position& pos, std::string_view text,
                                                    const Language& language = english, SanMode mode = SanMode::strict) {
    const auto read = parse_san(pos, text, language, mode);
    if (read) return *read;
    SanDiagnosis d;
    d.san = read.error();
    d.code = d.san.code;
    d.offset = d.san.offset;
    detail::Suggestions suggestions = detail::append_explanation(d.message, pos, text, d.san, language);
    d.suggestions = std::move(suggestions.moves);
    if (!d.suggestions.empty()) d.lead = suggestions.lead;
    if (d.san.code == SanErrorCode::not_canonical) {
        d.suggestions = {to_san(pos, d.san.move, language)};
        d.lead = "write";
    }
    return Unexpected{std::move(d)};
}

// Plays `moves` (any range of strings) from `start`. Stops at the first
// move that is not legal SAN in the language, or that comes after the game
// ended by rule, and at a null move ("--" or "Z0") unless
// `allow_null_moves`. Language detection reads the moves before the first
// null move.
template <class Range>
Expected<ValidatedGame, MoveListError> validate_moves(const Position& start, const Range& moves, ValidationOptions options = {}) {
    const Language* language = options.language;
    if (options.detect_language) {
        std::vector<std::string_view> texts;
        for (const auto& m : moves) {
            if (is_null_move_text(std::string_view{m})) break;
            texts.emplace_back(m);
        }
        const LanguageDetection found = detect_languages(start, texts);
        if (found.best() == nullptr) {
            MoveListError e;
            e.code = MoveListErrorCode::unknown_language;
            e.message = "no language reads every move of this list; give the language to see the first bad move";
            return Unexpected{e};
        }
        language = found.best();
    }
    ValidatedGame result{Game{start}, language, {}};
    std::size_t index = 0;
    for (const auto& item : moves) {
        const std::string_view text{item};
        if (is_null_move_text(text)) {
            if (auto e = detail::play_null_move(result.game, index, text, options.allow_null_moves)) return Unexpected{*e};
            result.warnings.push_back({});
            ++index;
            continue;
        }
        const auto played = result.game.play_san(text, *language, options.mode);
        if (!played) {
            if (played.error().code == PlayErrorCode::game_over) {
                return Unexpected{detail::game_over_problem(result.game, index, text, *result.game.outcome())};
            }
            return Unexpected{detail::san_problem(result.game, index, text, played.error().san, *language)};
        }
        result.warnings.push_back(played->warnings);
        ++index;
    }
    return result;
}

namespace detail {

// A spot where movetext breaks the rules; the first one ends the reading.
struct MalformedSpot {
    std::size_t offset = 0;
    FixedString<128> what;  // said after "byte N"
};

// A result token ends the movetext, as in the PGN reader: only comments
// (and % escape lines, which PGN also ignores) may follow it. A result in
// a variation ends the movetext while the variation is still open.
inline std::optional<MalformedSpot> text_after_result(std::string_view movetext) {
    MovetextTokenizer tokenizer{movetext};
    int depth = 0;
    std::optional<Token> result;
    for (Token t{}; tokenizer.next(t);) {
        if (t.kind == TokenKind::unterminated_comment) return std::nullopt;  // main_line_of reports it
        if (result) {
            if (t.kind == TokenKind::comment || t.kind == TokenKind::escape) continue;
            MalformedSpot spot{t.offset, {}};
            spot.what.append(": text after the result ");
            spot.what.append(result->text);
            spot.what.append(" at byte ");
            spot.what.append_number(static_cast<unsigned>(result->offset));
            spot.what.append("; only comments may follow a result");
            return spot;
        }
        if (t.kind == TokenKind::variation_start) ++depth;
        if (t.kind == TokenKind::variation_end && depth > 0) --depth;
        if (t.kind != TokenKind::result) continue;
        if (depth > 0) {
            MalformedSpot spot{t.offset, {}};
            spot.what.append(": the result comes before the variation opened with ( is closed");
            return spot;
        }
        result = t;
    }
    return std::nullopt;
}

// The first malformed spot of the movetext, if any.
inline std::optional<MalformedSpot> first_malformed_spot(const MainLine& line, std::string_view movetext) {
    std::optional<MalformedSpot> first = text_after_result(movetext);
    const auto consider = [&](std::optional<std::size_t> offset, std::string_view what) {
        if (!offset || (first && first->offset <= *offset)) return;
        first = MalformedSpot{*offset, {}};
        first->what.append(what);
    };
    consider(line.unterminated_comment, ": comment opened with { is never closed");
    consider(line.stray_en_passant, ": e.p. must follow an en passant capture");
    return first;
}

}  // namespace detail

// The main line of PGN movetext (move numbers, comments, NAGs, annotations,
// variations and the result are skipped; a result ends the movetext). A
// null move in it is a problem unless `allow_null_moves`, as in PGN.
// Errors carry the byte offset.
inline Expected<ValidatedGame, MoveListError> validate_movetext(const Position& start, std::string_view movetext,
                                                                ValidationOptions options = {}) {
    const MainLine line = main_line_of(movetext);
    const std::optional<detail::MalformedSpot> malformed = detail::first_malformed_spot(line, movetext);
    // The moves before a malformed spot come first: the first problem wins.
    // Those after it are never played, nor seen by language detection.
    std::vector<std::string_view> moves;
    for (std::size_t i = 0; i < line.moves.size() && (!malformed || line.offsets[i] < malformed->offset); ++i) {
        moves.push_back(line.moves[i]);
    }
    auto result = validate_moves(start, moves, options);
    if (!result) {
        MoveListError e = result.error();
        if (e.index < line.offsets.size()) e.offset = line.offsets[e.index];
        return Unexpected{e};
    }
    if (malformed) {
        MoveListError e;
        e.code = MoveListErrorCode::malformed_movetext;
        e.offset = malformed->offset;
        e.message = "byte " + std::to_string(malformed->offset);
        e.message += malformed->what.view();
        return Unexpected{e};
    }
    return result;
}

}  // namespace shakki
