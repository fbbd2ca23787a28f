// FEN parse and emit. For an accepted FEN, each en passant style keeps
// exactly what notation/fen.hpp promises:
// - as_recorded: parse_fen(to_fen(p)) is p itself, Polyglot key included;
// - legal_only: it is p with the en passant square cleared when no en
//   passant capture is legal. That is the same position for repetition
//   (same_for_repetition), and its key is p's repetition_key, though not
//   always p's key: Polyglot counts the en passant file whenever a pawn
//   stands beside the one that stepped, legal capture or not.
// Every legal move plays into a position with a consistent key that also
// reads back from its FEN as itself, counters included. An error's offset
// lies within the input and it has a message. The text is read three ways:
// as standard chess, as Chess960, and with Chess960 detection; a position
// reads back in its own castling mode from either castling style.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "shakki/shakki.hpp"

namespace {

using namespace shakki;

bool reads_back(const Position& pos) {
    for (const CastlingStyle style : {CastlingStyle::x_fen, CastlingStyle::shredder}) {
        const auto again = parse_fen(to_fen(pos, {EnPassantStyle::as_recorded, style}).view(), {pos.castling_mode(), false});
        if (!again || *again != pos) return false;
    }
    return true;
}

// Everything a Setup holds, the en passant square of `b` taken as `ep`.
bool same_but_en_passant(const Position& a, const Position& b, Square ep) {
    const Setup x = a.to_setup();
    const Setup y = b.to_setup();
    return x.board == y.board && x.side_to_move == y.side_to_move && x.castling == y.castling &&
           x.castling_rooks == y.castling_rooks && x.castling_mode == y.castling_mode && x.en_passant == ep &&
           x.halfmove_clock == y.halfmove_clock && x.fullmove_number == y.fullmove_number;
}

void check_legal_only(const Position& pos) {
    const auto again = parse_fen(to_fen(pos, {EnPassantStyle::legal_only}).view(), {pos.castling_mode(), false});
    if (!again) std::abort();
    const Square kept = en_passant_capture_legal(pos) ? pos.en_passant_square() : Square::none;
    if (!same_but_en_passant(*again, pos, kept)) std::abort();
    if (!same_for_repetition(*again, pos) || again->key() != repetition_key(pos)) std::abort();
}

void check(std::string_view text, FenReadOptions options) {
    const auto parsed = parse_fen(text, options);
    if (!parsed) {
        if (parsed.error().offset > text.size() || parsed.error().message.empty()) std::abort();
        return;
    }
    // Standard chess is Chess960 with fixed squares: what one reads, the other does too.
    if (parsed->castling_mode() == CastlingMode::standard && !parse_fen(text, {CastlingMode::chess960, false})) std::abort();
    if (!reads_back(*parsed)) std::abort();
    check_legal_only(*parsed);
    for (const Move m : legal_moves(*parsed)) {
        const Position next = parsed->play(m);
        if (next.key() != next.compute_key() || !reads_back(next)) std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text{reinterpret_cast<const char*>(data), size};
    check(text, {CastlingMode::standard, false});
    check(text, {CastlingMode::chess960, false});
    check(text, {CastlingMode::standard, true});
    return 0;
}
