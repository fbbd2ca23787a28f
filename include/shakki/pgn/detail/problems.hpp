#pragma once
// How the PGN reader words and places a problem: the message from its code,
// the line and column from its byte, the first error kept and warnings
// bounded.

#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

#include "../../notation/san_explain.hpp"
#include "../game.hpp"

namespace shakki::detail {

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

// The text a game was read from, to turn a byte into a line and a column:
// a chunk's text and first line, or a bare movetext (line 1).
struct GameText {
    std::string_view text;
    std::size_t first_line = 1;
};

// Line and column (1-based) of byte `offset`, lines ending in "\n",
// "\r\n" or a lone "\r".
inline std::pair<std::size_t, std::size_t> line_and_column(const GameText& where, std::size_t offset) {
    const std::string_view text = where.text;
    std::size_t line = where.first_line;
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

// A problem at byte `offset`, its message describe(code) with `parts`
// filled in.
template <class... Parts>
PgnProblem problem_at(const GameText& where, std::size_t offset, PgnProblemCode code, const Parts&... parts) {
    PgnProblem p;
    p.code = code;
    p.offset = offset;
    std::tie(p.line, p.column) = line_and_column(where, offset);
    p.message = pgn_problem_message(code, parts...);
    return p;
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
void warn(const GameText& where, PgnGame& game, Visitor& visitor, std::size_t offset, PgnProblemCode code,
          const Parts&... parts) {
    if (game.warnings.size() > max_pgn_warnings) return;
    game.warnings.push_back(game.warnings.size() == max_pgn_warnings
                                ? problem_at(where, offset, PgnProblemCode::too_many_warnings, std::to_string(max_pgn_warnings))
                                : problem_at(where, offset, code, parts...));
    game.warnings.back().severity = PgnSeverity::warning;
    visitor.warning(game.warnings.back());
}

}  // namespace shakki::detail
