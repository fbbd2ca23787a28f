// UCI on a position taken from the input ("FEN\nmove"): an accepted move is
// legal (or the null move) and formats back to text that reads the same:
// as the position's rules write it, and in both castling forms where the
// king's step cannot be mistaken for a normal move (always in standard
// chess).
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
    const Position& position = pos;  // a lambda cannot capture a structured binding in C++20
    const Move move = *read;
    const auto reads_as_itself = [&](std::string_view written) {
        const auto again = parse_uci(position, written);
        return again && *again == move;
    };
    if (!reads_as_itself(to_uci(pos, move)) || !reads_as_itself(to_uci(move, CastlingMode::chess960))) std::abort();
    if (!pos.is_chess960() && !reads_as_itself(to_uci(move))) std::abort();
    return 0;
}
