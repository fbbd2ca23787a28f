#pragma once
// A Game made from any line of a PGN game's move tree, for a viewer to step
// through with undo() and redo().

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../base/expected.hpp"
#include "../game/game.hpp"
#include "../notation/fen.hpp"
#include "../notation/language.hpp"
#include "../notation/san_read.hpp"
#include "../notation/san_write.hpp"
#include "game.hpp"

namespace shakki {

// Where a line leaves the line it branches from: at node `node` (0-based)
// of the current line, take its variation `variation` (0-based) instead.
struct PgnBranch {
    std::size_t node = 0;
    std::size_t variation = 0;
    constexpr bool operator==(const PgnBranch&) const = default;
};

// A line of a PGN game's tree: the main line, then each branch in turn,
// each counted in the line the one before it entered; the line runs to its
// end. {} is the main line; {{3, 0}} plays the main line's first three
// moves, then the first variation of its fourth move to its end.
using PgnLinePath = std::vector<PgnBranch>;

enum class GameFromPgnErrorCode : std::uint8_t {
    no_such_line,  // a branch names a node or variation the line does not have
    illegal_move,  // a move of the line is not legal where it stands (a PgnGame is plain data)
};

struct GameFromPgnError {
    GameFromPgnErrorCode code = GameFromPgnErrorCode::no_such_line;
    std::size_t branch = 0;  // no_such_line: which branch of the path (0-based)
    std::size_t ply = 0;     // illegal_move: which ply of the line (the first move is ply 1)
    Move move{};
    std::string message;
};

struct GameFromPgnOptions {
    // Record the PGN result of the main line when the board has not ended
    // the game (see game_from_pgn).
    bool record_result = true;
};

namespace detail {

inline bool equals_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
    }
    return true;
}

// Records a result the board did not decide, as the likeliest ending: a
// draw as the claim the position allows, else as agreed; a win as a flag
// fall when the Termination tag says "time forfeit" and the flag fall
// gives that result, else as the loser's resignation.
inline void record_result(Game& game, const PgnGame& pgn) {
    if (game.outcome()) return;
    if (pgn.result == "1/2-1/2") {
        if (!game.claim_draw()) {
            [[maybe_unused]] const bool agreed = game.agree_draw().has_value();  // the game goes on: never refused
        }
        return;
    }
    if (pgn.result != "1-0" && pgn.result != "0-1") return;
    const Color loser = pgn.result == "1-0" ? Color::black : Color::white;
    const std::string* termination = pgn.tag("Termination");
    if (termination && equals_ignoring_case(*termination, "time forfeit") && game.time_forfeit(loser).winner == ~loser) {
        [[maybe_unused]] const bool flagged = game.flag_fall(loser).has_value();
        return;
    }
    [[maybe_unused]] const bool resigned = game.resign(loser).has_value();
}

inline GameFromPgnError no_such_line(std::size_t branch, std::string_view why) {
    GameFromPgnError e;
    e.branch = branch;
    e.message = "branch " + std::to_string(branch + 1) + " of the path: " + std::string{why};
    return e;
}

}  // namespace detail

// A Game holding one line of `pgn`'s tree, every move of it played (undo()
// steps back through it, redo() forward again), or why not. For the main
// line, a result the board did not decide is recorded (unless
// options.record_result is false): "1/2-1/2" as the draw the final
// position lets the side to move claim, else as an agreed draw; "1-0" and
// "0-1" as a flag fall when the Termination tag is "time forfeit" and the
// loser's opponent could mate, else as a resignation. When the board ended
// the game, the board's outcome stands, whatever the result says.
inline Expected<Game, GameFromPgnError> game_from_pgn(const PgnGame& pgn, const PgnLinePath& path = {},
                                                      const GameFromPgnOptions& options = {}) {
    Game game{pgn.start};
    const PgnLine* line = &pgn.main;
    std::size_t from = 0;  // the first node of `line` not yet played
    const auto play_nodes = [&](std::size_t to) -> std::optional<GameFromPgnError> {
        for (; from < to; ++from) {
            const Move move = line->nodes[from].move;
            // The main line of a valid PgnGame holds no null move, and a
            // variation only passes out of check: play_null checks that.
            const bool played = move.is_null() ? game.play_null().has_value() : game.play(move).has_value();
            if (played) continue;
            GameFromPgnError e;
            e.code = GameFromPgnErrorCode::illegal_move;
            e.ply = game.ply_count() + 1;
            e.move = move;
            e.message = "ply " + std::to_string(e.ply) + ": " + std::string{to_uci(move).view()} + " is not legal in " +
                        std::string{to_fen(game.position()).view()};
            return e;
        }
        return std::nullopt;
    };
    for (std::size_t b = 0; b < path.size(); ++b) {
        const PgnBranch branch = path[b];
        if (branch.node >= line->nodes.size()) return Unexpected{detail::no_such_line(b, "the line has no such move")};
        const PgnNode& node = line->nodes[branch.node];
        if (branch.variation >= node.variations.size()) {
            return Unexpected{detail::no_such_line(b, "the move has no such variation")};
        }
        if (auto e = play_nodes(branch.node)) return Unexpected{std::move(*e)};
        line = &node.variations[branch.variation];
        from = 0;
    }
    if (auto e = play_nodes(line->nodes.size())) return Unexpected{std::move(*e)};
    if (path.empty() && options.record_result) detail::record_result(game, pgn);
    return game;
}

}  // namespace shakki
