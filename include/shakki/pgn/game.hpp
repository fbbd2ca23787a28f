#pragma once
// What reading a PGN game produces: its tags, its move tree with comments,
// NAGs and variations, its result, the first problem found and the damage
// the reader read past.

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../base/enum_name.hpp"
#include "../core/move.hpp"
#include "../core/position.hpp"
#include "../notation/fen.hpp"
#include "../notation/language.hpp"
#include "../notation/san_read.hpp"
#include "../notation/san_write.hpp"

namespace shakki {

struct PgnTag {
    std::string name;
    std::string value;
};

struct PgnLine;

struct PgnNode {
    Move move{};                        // Move{} for a null move ("--" or "Z0"), written back as "--"
    std::vector<unsigned> nags;         // $n (0-255), with ! ? !! ?? !? ?! written as $1..$6
    std::vector<std::string> comments;  // after the move, without braces
    std::vector<PgnLine> variations;    // alternatives to this move
};

struct PgnLine {
    std::vector<std::string> comments;  // before the first move
    std::vector<PgnNode> nodes;
};

// An error makes the game invalid. A warning is damage the reader read
// past as other PGN readers do (a stray quote in a tag value, a stray
// bracket): the game keeps its tags and moves and is judged by them.
enum class PgnSeverity : std::uint8_t { warning, error };

constexpr std::string_view enum_name(PgnSeverity v) {
    return detail::name_in(std::array<std::string_view, 2>{"warning", "error"}, v);
}

// What the reader found, one code per kind of problem, in the order the
// reader meets them. Each is an error (the game is invalid) unless said to
// be a warning (damage read past).
enum class PgnProblemCode : std::uint8_t {
    // The tag pairs.
    malformed_tag,                 // a [ not followed by a name and a quoted value on its line
    tag_value_not_closed,          // a tag value with no closing " before ] on its line
    tag_not_closed,                // a tag whose value is not followed by ] on its line
    damaged_tag_name,              // warning: a name holding + # = : -, read without them
    tag_value_ends_in_backslash,   // warning: a \ escapes the value's closing "; read as ending before it
    unescaped_quote_in_tag_value,  // warning: a " inside a value; read up to the last " before ]
    too_many_tags,                 // more than max_pgn_tags tag pairs: no game's tag section
    unsupported_variant,           // a Variant tag other than standard chess and Chess960
    invalid_fen_tag,               // the FEN tag is not a legal position: see PgnProblem::fen
    fen_tag_repaired,              // warning: a fullmove number 0, impossible castling rights: read past (not in strict mode)
    // The moves.
    invalid_move,            // a move that is not SAN or not legal where it stands: see PgnProblem::san
    game_already_over,       // a move or null move after mate, stalemate or another automatic ending
    null_move_in_check,      // a null move ("--", "Z0") by a side in check, in any line
    null_move_in_main_line,  // a null move in the main line (see PgnReadOptions::allow_null_moves); reading goes on
    stray_en_passant,        // an e.p. that does not follow an en passant capture
    invalid_nag,             // a $ without digits or past $255
    nag_without_move,        // a NAG or ! ? before the first move of its line
    // The variations.
    variations_too_deep,     // variations nested deeper than max_variation_depth (pgn/detail/movetext_reader.hpp)
    too_many_variations,     // more than max_variations variations in one game
    stray_variation_start,   // warning: a ( with no move before it to replace; it opens nothing
    stray_variation_end,     // warning: a ) with no variation open; it closes nothing
    unterminated_variation,  // a variation still open at the end of the game
    // The result.
    result_inside_variation,      // the result comes while a variation is open
    text_after_result,            // anything but comments and escape lines after the result
    result_tag_mismatch,          // the result of the movetext is not the Result tag's
    result_contradicts_position,  // a result the final position refutes (1-0 after Black mates)
    missing_result,               // the movetext ends without 1-0, 0-1, 1/2-1/2 or *
    // The text.
    unterminated_comment,  // a { comment never closed with }
    game_too_long,         // the game is longer than the splitter's limit (PgnChunk::too_long)
    too_many_warnings,     // warning: max_pgn_warnings were kept; the rest are left out
};

namespace detail {

struct PgnProblemText {
    std::string_view name;     // the enumerator as written in the code
    std::string_view message;  // the message, <what> in angle brackets standing for the game's particulars
};

// One entry per PgnProblemCode, in its order: the one place each message is written.
inline constexpr PgnProblemText pgn_problem_texts[] = {
    {"malformed_tag", "malformed tag: expected [Name \"value\"]"},
    {"tag_value_not_closed", "tag value not closed with \""},
    {"tag_not_closed", "tag not closed with ]"},
    {"damaged_tag_name", "tag name \"<name>\" is not letters, digits and _: read as \"<name read>\""},
    {"tag_value_ends_in_backslash", "tag value ends in \\, which escapes its closing quote: read as ending before the quote"},
    {"unescaped_quote_in_tag_value", "tag value holds an unescaped \": read up to the last \" before ]"},
    {"too_many_tags", "more than <limit> tags: no game has so many; the game is not read"},
    {"unsupported_variant", "variant \"<variant>\" is not played by shakki (only standard chess and Chess960)"},
    {"invalid_fen_tag", "invalid FEN tag: <the FEN error>"},
    {"fen_tag_repaired", "FEN tag repaired: <what was repaired>"},
    {"invalid_move", "<the move, why it was not read, and the moves probably meant>"},
    {"game_already_over", "<move>: the game had already ended (<how>, <its result>)"},
    {"null_move_in_check", "a null move is not possible in check"},
    {"null_move_in_main_line", "null move in the main line"},
    {"stray_en_passant", "e.p. must follow an en passant capture"},
    {"invalid_nag", "NAG <NAG> is not one of $0 to $255"},
    {"nag_without_move", "a NAG must follow a move"},
    {"variations_too_deep", "variations nested more than <limit> deep"},
    {"too_many_variations", "more than <limit> variations in one game"},
    {"stray_variation_start", "( with no move before it to replace: read past"},
    {"stray_variation_end", ") outside a variation: read past"},
    {"unterminated_variation", "variation opened with ( is never closed"},
    {"result_inside_variation", "the result comes before the variation opened with ( is closed"},
    {"text_after_result", "text after the result <result>; only comments may follow it"},
    {"result_tag_mismatch", "the movetext ends with <result> but the Result tag says <tag value>"},
    {"result_contradicts_position", "result <result> contradicts the final position: <how it ended>, <its result>"},
    {"missing_result", "the game has no result (1-0, 0-1, 1/2-1/2 or *); is the file cut short?"},
    {"unterminated_comment", "comment opened with { is never closed"},
    {"game_too_long", "game longer than <size>: the rest of it was skipped"},
    {"too_many_warnings", "more than <limit> warnings in this game: the rest are not listed"},
};

inline constexpr std::size_t pgn_problem_code_count = sizeof(pgn_problem_texts) / sizeof(pgn_problem_texts[0]);
static_assert(pgn_problem_code_count == static_cast<std::size_t>(PgnProblemCode::too_many_warnings) + 1,
              "one text per PgnProblemCode");

}  // namespace detail

// The enumerator's name as written in the code ("invalid_nag"); empty for a
// value no enumerator has.
constexpr std::string_view enum_name(PgnProblemCode code) {
    const auto i = static_cast<std::size_t>(code);
    return i < detail::pgn_problem_code_count ? detail::pgn_problem_texts[i].name : std::string_view{};
}

// The problem's message with each of the game's particulars as <what> in
// angle brackets ("NAG <NAG> is not one of $0 to $255"); PgnProblem::message
// is this with them filled in. Empty for a value no enumerator has.
constexpr std::string_view describe(PgnProblemCode code) {
    const auto i = static_cast<std::size_t>(code);
    return i < detail::pgn_problem_code_count ? detail::pgn_problem_texts[i].message : std::string_view{};
}

namespace detail {

// describe(code) with its <...> replaced by `parts`, in order.
template <class... Parts>
std::string pgn_problem_message(PgnProblemCode code, const Parts&... parts) {
    const std::string_view filled[] = {std::string_view{parts}..., std::string_view{}};
    const std::string_view pattern = describe(code);
    std::string out;
    std::size_t next = 0;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const std::size_t close = pattern[i] == '<' ? pattern.find('>', i) : std::string_view::npos;
        if (close == std::string_view::npos) {
            out += pattern[i];
            continue;
        }
        if (next < sizeof...(Parts)) out.append(filled[next++]);
        i = close;
    }
    assert(next == sizeof...(Parts) && "one part for each <...> of the message");
    return out;
}

}  // namespace detail

struct PgnProblem {
    PgnProblemCode code = PgnProblemCode::malformed_tag;
    std::size_t offset = 0;  // byte in the game's text (PgnChunk::text) where it was found
    std::size_t line = 0;    // and where that is in the file, both from 1
    std::size_t column = 0;
    std::string move;     // "12" or "12..." when a move is to blame
    std::string message;  // describe(code) with the game's particulars filled in
    PgnSeverity severity = PgnSeverity::error;
    SanError san{};  // invalid_move: why parse_san refused the move
    FenError fen{};  // invalid_fen_tag: the FEN error, its offset in the tag's value
    // invalid_move: the legal moves probably meant, in the game's language
    // (the ones the message lists)
    std::vector<SanString> suggestions;
};

// Real games have a few dozen tags at most; hostile input could hold one
// per six bytes, each costing two strings. Past this many, the game is
// invalid and its tags are not kept, so a game's tags take about their
// bytes in memory.
inline constexpr std::size_t max_pgn_tags = 1024;

// Hostile input could hold a warning per byte: only this many are kept, and
// one more says that the rest were left out.
inline constexpr std::size_t max_pgn_warnings = 16;

struct PgnGame {
    std::size_t number = 0;
    std::vector<PgnTag> tags;  // in the order of the file, repeated names included
    Position start = Position::start();
    PgnLine main;              // empty when the game was only validated
    std::string result = "*";  // the result token of the movetext
    const Language* language = &english;
    std::size_t plies = 0;              // moves read, variations included
    std::optional<PgnProblem> problem;  // the first error; the game is valid without one
    std::vector<PgnProblem> warnings;   // damage read past, in the order of the text

    // The first tag of that name.
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
    // A null move ("--", "Z0") in a variation is analysis and always read.
    // In the main line it makes the game invalid ("null move in the main
    // line"), unless this accepts it. In check it is an error either way.
    bool allow_null_moves = false;
};

// A move and the Finnish en passant suffix that PGN writes as a token of its
// own ("exd6 e.p."), joined with exactly one space: the whitespace between
// tokens is layout.
inline std::string join_en_passant(std::string_view move, std::string_view suffix) {
    std::string joined;
    joined.reserve(move.size() + 1 + suffix.size());
    joined.append(move).append(1, ' ').append(suffix);
    return joined;
}

}  // namespace shakki
