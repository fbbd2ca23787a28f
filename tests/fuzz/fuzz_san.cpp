// SAN in every language and mode, on a position taken from the input
// ("FEN\nmove"; the start position when the FEN is not valid): an accepted
// move is legal and its canonical SAN reads back to the same move.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "position_and_text.hpp"
#include "shakki/notation/san_explain.hpp"
#include "shakki/shakki.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace shakki;
    const auto [pos, text] = split_input(data, size);
    const Position before = pos;
    for (const Language& language : languages) {
        for (const SanMode mode : {SanMode::strict, SanMode::lenient, SanMode::permissive}) {
            const auto read = parse_san(pos, text, language, mode);
            if (!read) {
                if (read.error().offset > text.size()) std::abort();
                (void)explain(pos, text, read.error(), language);
                continue;
            }
            if (!is_legal(pos, read->move)) std::abort();
            const auto again = parse_san(pos, to_san(pos, read->move, language).view(), language, SanMode::strict);
            if (!again || again->move != read->move) std::abort();
        }
    }
    if (!(pos == before)) std::abort();
    return 0;
}
