#pragma once
// Reading one PGN game into a tree of moves with their comments, NAGs and
// variations (PgnGame), checked as pgn/reader.hpp describes.

#include <optional>
#include <string_view>
#include <vector>

#include "game.hpp"
#include "reader.hpp"

namespace shakki {

namespace detail {

// Builds PgnGame::main from what the reader reports.
class PgnTreeBuilder : public PgnVisitor {
public:
    explicit PgnTreeBuilder(PgnLine& main) : lines_{&main} {}

    void move(const Position& /*before*/, Move move) {
        PgnNode node;
        node.move = move;
        lines_.back()->nodes.push_back(std::move(node));
    }
    void null_move(const Position& before) { move(before, Move{}); }
    void nag(unsigned value) { lines_.back()->nodes.back().nags.push_back(value); }
    void comment(std::string_view text) {
        PgnLine& line = *lines_.back();
        (line.nodes.empty() ? line.comments : line.nodes.back().comments).emplace_back(text);
    }
    void begin_variation() {
        PgnNode& replaced = lines_.back()->nodes.back();
        lines_.push_back(&replaced.variations.emplace_back());
    }
    void end_variation() { lines_.pop_back(); }

private:
    std::vector<PgnLine*> lines_;  // the main line, then the open variations
};

}  // namespace detail

// Reads and checks one game split from a stream, with its move tree. The
// tree of a valid game holds everything the movetext said; after an error
// it holds what was read before it (all of the game after a null move in
// the main line, which the reader reads past).
inline PgnGame read_pgn_game(const PgnChunk& chunk, const PgnReadOptions& options = {}) {
    PgnLine main;
    detail::PgnTreeBuilder builder{main};
    PgnGame game = visit_pgn_game(chunk, builder, options);
    game.main = std::move(main);
    return game;
}

// Every game of a PGN text already in memory (a paste, a small file read
// whole), each read by read_pgn_game. For a stream or a large file, split
// it with PgnSplitter instead, so that one game at a time is held.
inline std::vector<PgnGame> read_pgn_games(std::string_view text, const PgnReadOptions& options = {}) {
    std::vector<PgnGame> games;
    PgnSplitter<StringSource> splitter{StringSource{text}};
    for (PgnChunk chunk; splitter.next(chunk);) games.push_back(read_pgn_game(chunk, options));
    return games;
}

// The first game of a PGN text in memory, read by read_pgn_game; nothing
// when the text holds no game. What a frontend wants from a paste: the
// games after the first are not read, however many there are.
inline std::optional<PgnGame> read_first_pgn_game(std::string_view text, const PgnReadOptions& options = {}) {
    PgnSplitter<StringSource> splitter{StringSource{text}};
    PgnChunk chunk;
    if (!splitter.next(chunk)) return std::nullopt;
    return read_pgn_game(chunk, options);
}

}  // namespace shakki
