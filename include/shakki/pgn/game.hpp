#pragma once
// What reading a PGN game produces: its tags, its move tree with comments,
// NAGs and variations, its result, the first problem found and the damage
// the reader read past.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../base/enum_name.hpp"
#include "../core/move.hpp"
#include "../core/position.hpp"
#include "../notation/language.hpp"
#include "../notation/san_read.hpp"

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

struct PgnProblem {
    std::size_t line = 0;
    std::size_t column = 0;
    std::string move;  // "12" or "12..." when a move is to blame
    std::string message;
    PgnSeverity severity = PgnSeverity::error;
};

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
