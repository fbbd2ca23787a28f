// Reads every game of a PGN file into its move tree with read_pgn_game, as
// a viewer does, and prints "N games, V valid" and the first problem: the
// hostile bench measures the tree API's peak memory with it.
//   read_tree FILE
#include <cstdio>
#include <string>

#include "shakki/pgn.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fputs("usage: read_tree FILE\n", stderr);
        return 2;
    }
    std::FILE* file = std::fopen(argv[1], "rb");
    if (file == nullptr) {
        std::perror(argv[1]);
        return 1;
    }
    shakki::PgnSplitter<shakki::FileSource> splitter{shakki::FileSource{file}};
    std::size_t games = 0;
    std::size_t valid = 0;
    std::string first_problem;
    for (shakki::PgnChunk chunk; splitter.next(chunk);) {
        const shakki::PgnGame game = shakki::read_pgn_game(chunk);
        ++games;
        if (game.valid()) ++valid;
        if (!game.valid() && first_problem.empty()) first_problem = game.problem->message;
    }
    std::fclose(file);
    std::printf("%zu games, %zu valid%s%s\n", games, valid, first_problem.empty() ? "" : ": ", first_problem.c_str());
    return 0;
}
