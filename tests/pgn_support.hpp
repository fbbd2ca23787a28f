#pragma once
// Shared by the PGN tests: every game of a text, read into trees.

#include <string_view>
#include <vector>

#include "shakki/pgn.hpp"

namespace test_support {

inline std::vector<shakki::PgnGame> read_all(std::string_view text, const shakki::PgnReadOptions& options = {}) {
    std::vector<shakki::PgnGame> games;
    shakki::PgnSplitter<shakki::StringSource> splitter{shakki::StringSource{text}};
    for (shakki::PgnChunk chunk; splitter.next(chunk);) games.push_back(shakki::read_pgn_game(chunk, options));
    return games;
}

}  // namespace test_support
