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

struct MovetextDetection {
    LanguageDetection found;
    // When no language reads every move: the one that read the most in the
    // lenient pass (the first in preference order among equals), to report
    // the first bad move in. Languages are read once either way.
    const Language* likeliest = &languages[0];
};

// Strict spelling first, in the preference order of `languages`; lenient
// only when no language reads strictly. `first_only` stops at the first
// match, for a caller that wants the best language only.
template <class MakeTokens>
MovetextDetection detect_in_movetext(const Position& start, const MovetextInput& input, MakeTokens make_tokens, bool first_only) {
    MovetextDetection result;
    LanguageDetection& found = result.found;
    std::size_t most = 0;
    for (const SanMode mode : {SanMode::strict, SanMode::lenient}) {
        std::optional<std::uint64_t> first_fingerprint;
        for (const Language& language : languages) {
            const MainLineRead read = read_main_line(start, input, make_tokens(), language, mode);
            if (mode == SanMode::lenient && read.moves > most) {
                most = read.moves;
                result.likeliest = &language;
            }
            if (!read.reads_all) continue;
            if (first_fingerprint && *first_fingerprint != read.fingerprint) found.agree = false;
            if (!first_fingerprint) first_fingerprint = read.fingerprint;
            found.matches[found.count++] = &language;
            if (first_only) break;
        }
        found.mode = mode;
        if (found.count > 0) break;
    }
    return result;
}

inline LanguageDetection detect_movetext_languages(const Position& start, const MovetextInput& input, bool first_only) {
    return detect_in_movetext(
               start, input, [&] { return PeekingTokenizer{input.movetext()}; }, first_only)
        .found;
}

}  // namespace detail

// The languages in which every move of the movetext's main line, played
// in turn from `start`, is legal SAN (move numbers, comments, NAGs,
// variations and the result are read as PGN reads them). For a list of
// moves, see detect_languages (notation/language_detection.hpp).
inline LanguageDetection detect_movetext_languages(const Position& start, std::string_view movetext) {
    return detail::detect_movetext_languages(start, detail::MovetextInput::of_text(movetext), false);
}

}  // namespace shakki
