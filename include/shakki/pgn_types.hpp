#pragma once
// What reading a PGN game produces: its tags, its move tree with comments,
// NAGs and variations, its result, and the first problem found.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "language.hpp"
#include "move.hpp"
#include "position.hpp"
#include "san_read.hpp"

namespace shakki {

struct PgnTag {
    std::string name;
    std::string value;
};

struct PgnLine;

struct PgnNode {
    Move move{};
    std::vector<unsigned> nags;         // $n (0-255), with ! ? !! ?? !? ?! written as $1..$6
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
    std::vector<PgnTag> tags;  // in the order of the file, repeated names included
    Position start = Position::start();
    PgnLine main;              // empty when the game was only validated
    std::string result = "*";  // the result token of the movetext
    const Language* language = &english;
    std::size_t plies = 0;              // moves read, variations included
    std::optional<PgnProblem> problem;  // the first problem; the game is valid without one

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
};

}  // namespace shakki
