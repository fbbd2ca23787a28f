// UCI on a position taken from the input ("FEN\nmove"): an accepted move is
// legal (or the null move) and formats back to text that reads the same.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "position_and_text.hpp"
#include "shakki/shakki.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace shakki;
    const auto [pos, text] = split_input(data, size);
    const auto read = parse_uci(pos, text);
    if (!read) {
        if (read.error().offset > text.size()) std::abort();
        return 0;
    }
    if (read->is_null()) return 0;
    if (!is_legal(pos, *read)) std::abort();
    const auto again = parse_uci(pos, to_uci(*read).view());
    if (!again || *again != *read) std::abort();
    return 0;
}
