#pragma once
// Reading PGN games: one game split from a stream (tags, then movetext),
// every move checked, variations from their branch points, the result
// against how the game ended, and what is read reported to a visitor
// (pgn/visitor.hpp). read_pgn_game (pgn/read.hpp) builds the move tree
// with it; validate_pgn_game builds nothing.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "../notation/fen.hpp"
#include "../notation/language.hpp"
#include "detail/fen_repair.hpp"
#include "detail/movetext_reader.hpp"
#include "detail/problems.hpp"
#include "detail/tag_reader.hpp"
#include "detect_language.hpp"
#include "game.hpp"
#include "split.hpp"
#include "variant.hpp"
#include "visitor.hpp"

namespace shakki {

namespace detail {

inline MovetextRules pgn_rules(const PgnReadOptions& options, const Language& language) {
    MovetextRules rules;
    rules.language = &language;
    rules.mode = options.mode;
    rules.allow_null_moves = options.allow_null_moves;
    return rules;
}

// Reads the game into `game` (tags, start, result, plies, problem,
// warnings), reporting to `visitor` all but end_game().
template <class Visitor>
void read_game(const PgnChunk& chunk, PgnGame& game, Visitor& visitor, const PgnReadOptions& options) {
    const GameText where{chunk.text, chunk.first_line};
    const TagSection section = read_tags(where, game, visitor);
    if (game.problem) return;
    // The Variant tag decides the castling rules; without one, a FEN that
    // fits only Chess960 is read as Chess960.
    const std::string* variant = game.tag("Variant");
    const auto mode = castling_mode_of_variant(variant != nullptr ? *variant : "");
    if (!mode) {
        invalidate(game, visitor, problem_at(where, *section.variant_value, PgnProblemCode::unsupported_variant, *variant));
        return;
    }
    if (*mode == CastlingMode::chess960) game.start = *Position::chess960_start(chess960_standard_number);
    if (const std::string* fen = game.tag("FEN")) {
        const FenReadOptions fen_options{*mode, variant == nullptr};
        auto start = parse_fen(*fen, fen_options);
        if (!start && options.mode != SanMode::strict) {
            if (const auto repaired = repair_fen_tag(*fen, fen_options)) {
                warn(where, game, visitor, *section.fen_value, PgnProblemCode::fen_tag_repaired, repaired->what);
                start = parse_fen(repaired->fen, fen_options);
            }
        }
        if (!start) {
            // At the bad byte of the tag's value (escapes in a FEN are rare
            // enough not to be counted).
            const std::size_t at = *section.fen_value + start.error().offset;
            PgnProblem p = problem_at(where, at, PgnProblemCode::invalid_fen_tag, start.error().message);
            p.fen = start.error();
            invalidate(game, visitor, std::move(p));
            return;
        }
        game.start = *start;
    }
    game.language = options.language;
    const MovetextInput input{where, section.movetext_begin, chunk.too_long, chunk.unterminated_comment};
    if (options.detect_language) {
        const LanguageDetection found = detect_movetext_languages(game.start, input, true);
        if (found.best() != nullptr) game.language = found.best();
    }
    visitor.start(game.start);
    MovetextReader<Visitor>{input, game, pgn_rules(options, *game.language), visitor}.read();
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
