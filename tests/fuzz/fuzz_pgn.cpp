// PGN reading: any bytes split into games without crashing; a valid game
// written back out reads again as the same game: moves, NAGs, comments,
// variations and result. Validating without the tree agrees with reading.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "../pgn_compare.hpp"
#include "shakki/pgn.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace shakki;
    const std::string_view text{reinterpret_cast<const char*>(data), size};
    PgnSplitter<StringSource> splitter{StringSource{text}};
    for (PgnChunk chunk; splitter.next(chunk);) {
        const PgnGame game = read_pgn_game(chunk);
        // Validating without a tree finds exactly what reading finds.
        const PgnGame checked = validate_pgn_game(chunk);
        if (checked.valid() != game.valid() || checked.plies != game.plies || checked.tags.size() != game.tags.size()) {
            std::abort();
        }
        if (!game.valid()) {
            if (checked.problem->line != game.problem->line || checked.problem->column != game.problem->column) std::abort();
            continue;
        }
        const auto written_or_error = write_pgn(game);
        if (!written_or_error) std::abort();  // a valid game has legal moves and readable tags
        const std::string& written = *written_or_error;
        PgnSplitter<StringSource> again_splitter{StringSource{written}};
        PgnChunk again_chunk;
        if (!again_splitter.next(again_chunk)) std::abort();
        const PgnGame again = read_pgn_game(again_chunk);
        if (!again.valid() || again.result != game.result || !pgn_compare::same_line(again.main, game.main)) std::abort();
        if (again_splitter.next(again_chunk)) std::abort();  // one game in, one game out
    }
    return 0;
}
