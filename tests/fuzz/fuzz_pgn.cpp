// PGN reading: any bytes split into games without crashing; a valid game
// written back out reads again as the same game: moves, NAGs, comments,
// variations and result.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "shakki/pgn.hpp"

namespace {

// The writer may split a comment it cannot put in braces into ";" comments,
// one per line, and a ";" comment drops a carriage return before the line
// end; so comments compare as their lines joined, without those.
std::string joined(const std::vector<std::string>& comments) {
    std::string all;
    for (const std::string& c : comments) {
        if (!all.empty()) all += '\n';
        all += c;
    }
    std::string out;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i] == '\r' && (i + 1 == all.size() || all[i + 1] == '\n')) continue;
        out += all[i];
    }
    return out;
}

bool same_line(const shakki::PgnLine& a, const shakki::PgnLine& b) {
    if (joined(a.comments) != joined(b.comments) || a.nodes.size() != b.nodes.size()) return false;
    for (std::size_t i = 0; i < a.nodes.size(); ++i) {
        const shakki::PgnNode& x = a.nodes[i];
        const shakki::PgnNode& y = b.nodes[i];
        if (x.move != y.move || x.nags != y.nags || joined(x.comments) != joined(y.comments) ||
            x.variations.size() != y.variations.size())
            return false;
        for (std::size_t v = 0; v < x.variations.size(); ++v) {
            if (!same_line(x.variations[v], y.variations[v])) return false;
        }
    }
    return true;
}

}  // namespace

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
        if (!again.valid() || again.result != game.result || !same_line(again.main, game.main)) std::abort();
        if (again_splitter.next(again_chunk)) std::abort();  // one game in, one game out
    }
    return 0;
}
