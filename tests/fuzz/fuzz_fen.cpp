// FEN parse and emit: an accepted FEN emits a FEN that parses to the same
// position; every legal move plays into a position whose FEN also parses.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "shakki/shakki.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace shakki;
    const std::string_view text{reinterpret_cast<const char*>(data), size};
    const auto parsed = parse_fen(text);
    if (!parsed) {
        if (parsed.error().offset > size || parsed.error().message.empty()) std::abort();
        return 0;
    }
    for (const EnPassantStyle style : {EnPassantStyle::as_recorded, EnPassantStyle::legal_only}) {
        const auto again = parse_fen(to_fen(*parsed, {style}).view());
        if (!again || again->key() != parsed->key()) std::abort();
        if (style == EnPassantStyle::as_recorded && !(*again == *parsed)) std::abort();
    }
    for (const Move m : legal_moves(*parsed)) {
        const Position next = parsed->play(m);
        if (next.key() != next.compute_key() || !parse_fen(to_fen(next).view())) std::abort();
    }
    return 0;
}
