#pragma once
// Validating a move list or a movetext: play it from a start position and
// return the game, or the first problem with everything a person needs to
// fix it: which move, why, and what was probably meant. Both are read by
// the PGN movetext reader (pgn/detail/movetext_reader.hpp), so a movetext
// follows exactly the rules of a PGN game's main line.

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../base/enum_name.hpp"
#include "../base/fixed_string.hpp"
#include "../game/game.hpp"
#include "../notation/fen.hpp"
#include "../notation/language.hpp"
#include "../notation/language_detection.hpp"
#include "../notation/movetext.hpp"
#include "../notation/san_explain.hpp"
#include "../notation/san_read.hpp"
#include "../notation/san_write.hpp"
#include "detail/movetext_reader.hpp"
#include "detect_language.hpp"
#include "game.hpp"
#include "visitor.hpp"

namespace shakki {

enum class MoveListErrorCode : std::uint8_t {
    san,                          // the SAN reader refused the move: see MoveListError::san, whose code says why
    game_already_over,            // a move after mate, stalemate or another automatic ending
    unknown_language,             // language detection found no language that reads the list
    malformed_movetext,           // an unterminated comment or variation, an e.p. away from its move, text after the result
    null_move,                    // "--" or "Z0": not a move of a game (see allow_null_moves), and never possible in check
    result_contradicts_position,  // the movetext's result is not how the game ended (1-0 after Black mates)
};

constexpr std::string_view enum_name(MoveListErrorCode v) {
    return detail::name_in(std::array<std::string_view, 6>{"san", "game_already_over", "unknown_language", "malformed_movetext",
                                                           "null_move", "result_contradicts_position"},
                           v);
}

struct MoveListError {
    MoveListErrorCode code = MoveListErrorCode::san;
    std::size_t offset = 0;  // byte offset in the movetext, for validate_movetext (see in_text)
    std::string message;     // all of it in one readable sentence or two
    std::size_t index = 0;   // of the move in the list (0-based)
    int move_number = 1;     // as written in PGN: 1 for 1. e4 and 1... e5
    Color side = Color::white;
    FixedString<64> text;                // the move as written (cut at 64 bytes)
    SanError san{};                      // code san: the reader's error
    std::optional<Outcome> ended_by;     // code game_already_over: how the game ended
    std::vector<SanString> suggestions;  // legal moves that were probably meant
    FenString fen;                       // the position the move was read in
    bool in_text = false;                // offset is a byte of a movetext (validate_movetext), not of a list
};

struct ValidationOptions {
    const Language* language = &english;
    bool detect_language = false;  // choose the language that reads every move (see detect_movetext_languages)
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
    std::string result;                 // the movetext's result token ("1-0", "*"), empty when it has none
};

namespace detail {

// What validation keeps of what the reader reports.
struct MoveListRecorder : PgnVisitor {
    ValidatedGame* game;
    explicit MoveListRecorder(ValidatedGame& g) : game(&g) {}
    void san_warnings(SanWarnings w) { game->warnings.push_back(w); }
    void null_move(const Position& /*before*/) { game->warnings.push_back({}); }
    void result(std::string_view token) { game->result = token; }
};

// "move 12. " or "move 12... ": how a move list's message names the move.
inline std::string move_list_label(const Position& pos) {
    return concat("move ", std::to_string(pos.fullmove_number()), pos.side_to_move() == Color::white ? ". " : "... ");
}

// The reader's problem as a move list's error; `line` is the main line up
// to the move refused.
inline MoveListError move_list_error(PgnProblem problem, const Game& line, std::string_view refused, bool in_text) {
    MoveListError e;
    const Position& pos = line.position();
    e.offset = problem.offset;
    e.in_text = in_text;
    e.fen = to_fen(pos);
    e.index = line.ply_count();
    e.move_number = pos.fullmove_number();
    e.side = pos.side_to_move();
    e.text.append(refused.substr(0, echo_length(refused, 64)));  // whole UTF-8 characters
    switch (problem.code) {
        case PgnProblemCode::invalid_move:
            e.code = MoveListErrorCode::san;
            e.san = problem.san;
            e.message = concat(move_list_label(pos), problem.message);
            e.suggestions = std::move(problem.suggestions);
            break;
        case PgnProblemCode::game_already_over:
            e.code = MoveListErrorCode::game_already_over;
            e.ended_by = line.outcome();
            e.message = concat(move_list_label(pos), problem.message);
            break;
        case PgnProblemCode::null_move_in_check:
        case PgnProblemCode::null_move_in_main_line:
            e.code = MoveListErrorCode::null_move;
            e.message = concat(move_list_label(pos), excerpt(refused), ": ", problem.message);
            break;
        case PgnProblemCode::result_contradicts_position:
            e.code = MoveListErrorCode::result_contradicts_position;
            e.message = std::move(problem.message);
            break;
        default:  // what a movetext breaks of PGN's rules, where it breaks them
            e.code = MoveListErrorCode::malformed_movetext;
            e.message = concat("byte ", std::to_string(problem.offset), ": ", problem.message);
            break;
    }
    return e;
}

// Reads the tokens' main line in `language`; variations are skipped.
template <class Tokens>
Expected<ValidatedGame, MoveListError> validate_tokens(const Position& start, const MovetextInput& input, Tokens tokens,
                                                       const Language& language, const ValidationOptions& options) {
    PgnGame read;
    read.start = start;
    ValidatedGame out{Game{start}, &language, {}, {}};
    MoveListRecorder recorder{out};
    MovetextRules rules;
    rules.language = &language;
    rules.mode = options.mode;
    rules.allow_null_moves = options.allow_null_moves;
    rules.main_line_only = true;
    rules.result_required = false;
    rules.read_past_null_move = false;
    MovetextReader<MoveListRecorder, Tokens> reader{input, read, rules, recorder, std::move(tokens)};
    reader.read();
    if (read.problem) {
        const bool in_text = !input.where.text.empty();
        return Unexpected{move_list_error(std::move(*read.problem), reader.line(), reader.refused_move(), in_text)};
    }
    out.game = reader.take_line();
    return out;
}

// Validation in the language given, or in the first one that reads every
// move (strict spelling preferred, as detect_languages prefers it).
template <class MakeTokens>
Expected<ValidatedGame, MoveListError> validate_in_language(const Position& start, const MovetextInput& input,
                                                            MakeTokens make_tokens, const ValidationOptions& options) {
    const Language* language = options.language;
    if (options.detect_language) {
        const MovetextDetection detection = detect_in_movetext(start, input, make_tokens, true);
        language = detection.found.best();
        if (language == nullptr) {
            // The first bad move, in the language that reads the most.
            const Language& likeliest = *detection.likeliest;
            auto read = validate_tokens(start, input, make_tokens(), likeliest, options);
            MoveListError e = read ? MoveListError{} : std::move(read.error());
            e.code = MoveListErrorCode::unknown_language;
            e.message = concat("no language reads every move (", std::to_string(languages.size()), " tried); read as ",
                               likeliest.name, ", which reads the most: ", e.message);
            return Unexpected{std::move(e)};
        }
    }
    return validate_tokens(start, input, make_tokens(), *language, options);
}

}  // namespace detail

// Plays `moves` (any range of strings, or a braced list) from `start`, one
// move per string. Stops at the first move that is not legal SAN in the
// language, or that comes after the game ended by rule, and at a null move
// ("--" or "Z0") unless `allow_null_moves`. A move's trailing ! and ? are
// annotations, accepted in every mode.
template <class Range>
Expected<ValidatedGame, MoveListError> validate_moves(const Position& start, const Range& moves, ValidationOptions options = {}) {
    const detail::MovetextInput no_text{};
    return detail::validate_in_language(
        start, no_text, [&] { return detail::ListTokens<Range>{moves}; }, options);
}

inline Expected<ValidatedGame, MoveListError> validate_moves(const Position& start, std::initializer_list<std::string_view> moves,
                                                             ValidationOptions options = {}) {
    return validate_moves<std::initializer_list<std::string_view>>(start, moves, options);
}

// The main line of PGN movetext, read as the PGN reader reads a game's:
// move numbers, comments, NAGs and annotations are skipped, variations are
// checked for balance and skipped, a result ends the movetext and must
// agree with how the game ended (a movetext may also have none). A null
// move in it is a problem unless `allow_null_moves`, as in PGN. Errors
// carry the byte offset.
inline Expected<ValidatedGame, MoveListError> validate_movetext(const Position& start, std::string_view movetext,
                                                                ValidationOptions options = {}) {
    const auto input = detail::MovetextInput::of_text(movetext);
    return detail::validate_in_language(
        start, input, [&] { return PeekingTokenizer{movetext}; }, options);
}

}  // namespace shakki
