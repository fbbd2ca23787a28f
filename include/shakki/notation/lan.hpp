#pragma once
// Writing long algebraic notation (LAN) in any language of notation/language.hpp:
// SAN with the whole origin square and a sign between the squares, '-' for
// a move and 'x' for a capture (Ng1-f3, e5xd6, e7-e8=Q+). The lenient SAN
// reader reads it back (notation/san_read.hpp).

#include <cassert>

#include "../base/fixed_string.hpp"
#include "../core/movegen.hpp"
#include "../core/position.hpp"
#include "language.hpp"
#include "san_write.hpp"

namespace shakki {

// LAN is never longer than the longest SAN: it has both origin characters,
// which SAN may have too, and one more sign, which SAN's longest form (with
// a capture) has as well.
using LanString = SanString;

// Long algebraic notation of a legal move: the piece's letter in
// `language` (none for a pawn), origin, '-' or 'x', target, promotion as
// SAN writes it, + or #, and the language's en passant suffix (Finnish
// "e5xd6 e.p."). Castling is O-O or O-O-O, as in SAN. `move` must be legal;
// builds without NDEBUG check it (see to_san).
constexpr LanString to_lan(const Position& pos, Move move, const Language& language = english) {
    assert(is_legal(pos, move) && "to_lan needs a legal move");
    LanString lan;
    if (move.kind() == MoveKind::castling) {
        lan.append(detail::castling_notation(move));
    } else {
        const Color us = pos.side_to_move();
        const PieceType type = type_of(pos.piece_on(move.from()));
        const bool capture = move.kind() == MoveKind::en_passant || pos.piece_on(move.to()) != Piece::none;
        if (type != PieceType::pawn) lan.append(language.letter(us, type));
        detail::append_square(lan, move.from());
        lan.append(capture ? 'x' : '-');
        detail::append_square(lan, move.to());
        if (move.kind() == MoveKind::promotion) detail::append_promotion(lan, us, move.promotion_type(), language);
    }
    detail::append_check(lan, check_status_after(pos, move));
    if (move.kind() == MoveKind::en_passant) lan.append(language.en_passant_suffix);
    return lan;
}

}  // namespace shakki
