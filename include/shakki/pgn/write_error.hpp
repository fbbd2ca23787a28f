#pragma once
// Why write_pgn refused a game. A PgnGame is plain data that anyone can
// fill; the writer writes only what reads back as the same game, so a move
// that is not legal where it stands, a tag a reader would not read back,
// or a result that is no result token is refused rather than written.

#include <cstddef>
#include <cstdint>
#include <string>

#include "../base/enum_name.hpp"
#include "../core/move.hpp"

namespace shakki {

enum class PgnWriteErrorCode : std::uint8_t {
    illegal_move,    // a move of the tree is not legal where it stands (the null move included)
    invalid_tag,     // a tag name other than letters, digits and _
    invalid_result,  // the result is not 1-0, 0-1, 1/2-1/2 or *
};

constexpr std::string_view enum_name(PgnWriteErrorCode v) {
    return detail::name_in(std::array<std::string_view, 3>{"illegal_move", "invalid_tag", "invalid_result"}, v);
}

struct PgnWriteError {
    PgnWriteErrorCode code = PgnWriteErrorCode::illegal_move;
    // illegal_move: the move, where it is, and how many plies from the
    // start position it is (itself included: the first move is ply 1).
    Move move{};
    std::string move_number;  // "12" or "12...", as PgnProblem::move names moves
    std::size_t ply = 0;
    bool in_variation = false;
    std::string tag;      // invalid_tag: the tag's name
    std::string message;  // a sentence naming the move, tag or result
};

}  // namespace shakki
