#pragma once
// Which languages a movetext (or a move list) is written in, found by the
// movetext reader itself: a language reads the main line when reading in
// it meets no move it cannot read. Variations are skipped; a problem that
// is not the language's (a move after mate, a comment never closed) does
// not rule a language out.

#include <cstdint>
#include <optional>
#include <string_view>

#include "../core/position.hpp"
#include "../notation/language.hpp"
#include "../notation/language_detection.hpp"
#include "../notation/movetext.hpp"
#include "detail/movetext_reader.hpp"
#include "game.hpp"
#include "visitor.hpp"

namespace shakki {

namespace detail {

// The moves read, folded into one number: languages that read the same
// moves agree.
struct MoveFingerprint : PgnVisitor {
    std::uint64_t value = 0;
    std::size_t moves = 0;
    void move(const Position& /*before*/, Move m) {
        value = value * 0x100000001B3ULL ^ m.raw();
        ++moves;
    }
};

// How far a language read: every move (with the fingerprint of the moves),
// or up to a move it cannot read.
struct MainLineRead {
    bool reads_all = false;
    std::uint64_t fingerprint = 0;
    std::size_t moves = 0;  // read before the first one it cannot read
};

template <class Tokens>
MainLineRead read_main_line(const Position& start, const MovetextInput& input, Tokens tokens, const Language& language,
                            SanMode mode) {
    PgnGame scratch;
    scratch.start = start;
    MoveFingerprint fingerprint;
    MovetextRules rules;
    rules.language = &language;
    rules.mode = mode;
    rules.allow_null_moves = true;
    rules.main_line_only = true;
    rules.result_required = false;
    MovetextReader<MoveFingerprint, Tokens> reader{input, scratch, rules, fingerprint, std::move(tokens)};
    reader.read();
    const bool unreadable = scratch.problem && scratch.problem->code == PgnProblemCode::invalid_move;
    return {!unreadable, fingerprint.value, fingerprint.moves};
}

// Strict spelling first, in the preference order of `languages`; lenient
// only when no language reads strictly. `first_only` stops at the first
// match, for a caller that wants the best language only.
template <class MakeTokens>
LanguageDetection detect_in_movetext(const Position& start, const MovetextInput& input, MakeTokens make_tokens, bool first_only) {
    LanguageDetection result;
    for (const SanMode mode : {SanMode::strict, SanMode::lenient}) {
        std::optional<std::uint64_t> first_fingerprint;
        for (const Language& language : languages) {
            const MainLineRead read = read_main_line(start, input, make_tokens(), language, mode);
            if (!read.reads_all) continue;
            if (first_fingerprint && *first_fingerprint != read.fingerprint) result.agree = false;
            if (!first_fingerprint) first_fingerprint = read.fingerprint;
            result.matches[result.count++] = &language;
            if (first_only) break;
        }
        result.mode = mode;
        if (result.count > 0) break;
    }
    return result;
}

// When no language reads every move: the one that reads the most (leniently,
// the first of the preference order among equals), to report the first bad
// move in.
template <class MakeTokens>
const Language& likeliest_language(const Position& start, const MovetextInput& input, MakeTokens make_tokens) {
    const Language* best = &languages[0];
    std::size_t most = 0;
    for (const Language& language : languages) {
        const std::size_t moves = read_main_line(start, input, make_tokens(), language, SanMode::lenient).moves;
        if (moves > most) {
            most = moves;
            best = &language;
        }
    }
    return *best;
}

inline LanguageDetection detect_movetext_languages(const Position& start, const MovetextInput& input, bool first_only) {
    return detect_in_movetext(
        start, input, [&] { return PeekingTokenizer{input.movetext()}; }, first_only);
}

}  // namespace detail

// The languages in which every move of the movetext's main line, played
// in turn from `start`, is legal SAN (move numbers, comments, NAGs,
// variations and the result are read as PGN reads them). For a list of
// moves, see detect_languages (notation/language_detection.hpp).
inline LanguageDetection detect_movetext_languages(const Position& start, std::string_view movetext) {
    return detail::detect_movetext_languages(start, detail::MovetextInput{{movetext, 1}, 0, false, false}, false);
}

}  // namespace shakki
