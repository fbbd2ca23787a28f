// Move-list validation: the first byte picks the language (or detection)
// and the mode, the rest is movetext. A validated game replays to the same
// final position; a rejected one names a move inside the list.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "shakki/pgn/validate.hpp"
#include "shakki/shakki.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace shakki;
    if (size == 0) return 0;
    ValidationOptions options;
    options.language = &languages[data[0] % languages.size()];
    options.detect_language = (data[0] & 0x80) != 0;
    options.mode = (data[0] & 0x40) != 0 ? SanMode::strict : SanMode::lenient;
    const std::string_view text{reinterpret_cast<const char*>(data + 1), size - 1};
    const auto result = validate_movetext(Position::start(), text, options);
    if (!result) {
        if (result.error().offset > text.size()) std::abort();
        return 0;
    }
    Game replay;
    for (const Move m : result->game.moves()) {
        if (!replay.play(m)) std::abort();
    }
    if (!(replay.position() == result->game.position())) std::abort();
    return 0;
}
