// PGN reading: any bytes split into games without crashing; a valid game
// written back out reads again as the same game.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "shakki/pgn.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace shakki;
    const std::string_view text{reinterpret_cast<const char*>(data), size};
    PgnSplitter<StringSource> splitter{StringSource{text}};
    for (PgnChunk chunk; splitter.next(chunk);) {
        const PgnGame game = read_pgn_game(chunk);
        if (!game.valid()) continue;
        const std::string written = write_pgn(game);
        PgnSplitter<StringSource> again_splitter{StringSource{written}};
        PgnChunk again_chunk;
        if (!again_splitter.next(again_chunk)) std::abort();
        const PgnGame again = read_pgn_game(again_chunk);
        if (!again.valid() || again.main.nodes.size() != game.main.nodes.size() || again.result != game.result) std::abort();
        for (std::size_t i = 0; i < game.main.nodes.size(); ++i) {
            if (again.main.nodes[i].move != game.main.nodes[i].move) std::abort();
        }
    }
    return 0;
}
