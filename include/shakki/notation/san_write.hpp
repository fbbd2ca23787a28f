#pragma once
// Writing Standard Algebraic Notation in any language of notation/language.hpp.

#include <cassert>
#include <optional>

#include "../base/enum_name.hpp"
#include "../base/fixed_string.hpp"
#include "../core/movegen.hpp"
#include "../core/origins.hpp"
#include "../core/position.hpp"
#include "language.hpp"

namespace shakki {

// Long enough for the longest SAN in any language: a three-byte figurine,
// both disambiguation characters, capture, square, promotion with another
// figurine, the Finnish " e.p." and the check sign.
using SanString = FixedString<24>;

enum class CheckStatus : std::uint8_t { none, check, checkmate };

constexpr std::string_view enum_name(CheckStatus v) {
    return detail::name_in(std::array<std::string_view, 3>{"none", "check", "checkmate"}, v);
}

// Whether playing `move`, which must be legal, gives check or mate. (Not
// checked: the SAN reader calls this for every move it reads.)
constexpr CheckStatus check_status_after(const Position& pos, Move move) {
    const Position next = pos.play(move);
    if (!next.in_check()) return CheckStatus::none;
    return has_legal_move(next) ? CheckStatus::check : CheckStatus::checkmate;
}

namespace detail {

constexpr void append_square(SanString& san, Square s) {
    san.append(static_cast<char>('a' + index_of(file_of(s))));
    san.append(static_cast<char>('1' + index_of(rank_of(s))));
}

// Which parts of the origin canonical SAN writes: for a pawn, the file when
// it captures; for a piece, nothing, the file, the rank or both, whichever
// is the shortest that tells apart the pieces that can legally go to the
// same square.
struct OriginHint {
    bool file = false;
    bool rank = false;
};

// `legal_origins`: the pieces of the moving kind that can legally go to the
// target (origins(pos, type, move.to()).legal), when the caller has them.
constexpr OriginHint canonical_origin_hint(const Position& pos, Move move, PieceType type,
                                           std::optional<Bitboard> legal_origins = {}) {
    if (type == PieceType::pawn) return {file_of(move.from()) != file_of(move.to()), false};
    const Bitboard rivals = (legal_origins ? *legal_origins : origins(pos, type, move.to()).legal) & ~Bitboard{move.from()};
    if (rivals.empty()) return {};
    if ((rivals & bitboards::file(file_of(move.from()))).empty()) return {true, false};
    if ((rivals & bitboards::rank(rank_of(move.from()))).empty()) return {false, true};
    return {true, true};
}

constexpr void append_check(SanString& san, CheckStatus status) {
    if (status == CheckStatus::check) san.append('+');
    if (status == CheckStatus::checkmate) san.append('#');
}

// Castling as SAN and long algebraic notation both write it: the side is
// where the rook stands (the move's `to`) from the king.
constexpr std::string_view castling_notation(Move move) { return index_of(move.to()) > index_of(move.from()) ? "O-O" : "O-O-O"; }

// "=Q" in most languages, "Q" or "(Q)" in those that write it so.
constexpr void append_promotion(SanString& san, Color us, PieceType type, const Language& language) {
    if (language.promotion == PromotionStyle::equals_sign) san.append('=');
    if (language.promotion == PromotionStyle::parentheses) san.append('(');
    san.append(language.letter(us, type));
    if (language.promotion == PromotionStyle::parentheses) san.append(')');
}

// The body of the SAN: everything but the check sign and e.p. suffix.
constexpr SanString san_without_check(const Position& pos, Move move, const Language& language) {
    SanString san;
    const Color us = pos.side_to_move();
    if (move.kind() == MoveKind::castling) {
        san.append(castling_notation(move));
        return san;
    }
    const PieceType type = type_of(pos.piece_on(move.from()));
    const bool capture = move.kind() == MoveKind::en_passant || pos.piece_on(move.to()) != Piece::none;
    if (type != PieceType::pawn) san.append(language.letter(us, type));
    const detail::OriginHint hint = detail::canonical_origin_hint(pos, move, type);
    if (hint.file) san.append(static_cast<char>('a' + index_of(file_of(move.from()))));
    if (hint.rank) san.append(static_cast<char>('1' + index_of(rank_of(move.from()))));
    if (capture) san.append('x');
    detail::append_square(san, move.to());
    if (move.kind() == MoveKind::promotion) append_promotion(san, us, move.promotion_type(), language);
    return san;
}

// "--", PGN's usual spelling of a pass, which no language translates.
constexpr SanString null_move_san([[maybe_unused]] const Position& pos) {
    assert(!pos.in_check() && "a null move is not possible in check");
    SanString san;
    san.append("--");
    return san;
}

}  // namespace detail

// SAN is written only for a legal move (see is_legal): anything else would
// come out as plausible nonsense, such as "Rxa1" for the null move. Builds
// without NDEBUG check this and stop on assert (also at compile time);
// NDEBUG removes the check and its cost, one legal-move generation.
// Untrusted moves go through is_legal first, or through write_pgn, which
// checks every move and returns an error.

// The move without its check sign, in canonical form; `move` must be legal.
constexpr SanString to_san_without_check(const Position& pos, Move move, const Language& language = english) {
    if (move.is_null()) return detail::null_move_san(pos);
    assert(is_legal(pos, move) && "to_san_without_check needs a legal move");
    return detail::san_without_check(pos, move, language);
}

// Canonical SAN of a legal move: minimal disambiguation among pieces that
// can legally go to the same square, + or # when the move checks or mates,
// and the language's en passant suffix (Finnish "exd6+ e.p."). `move` must
// be legal, or the null move Move{} out of check: that is "--" in every
// language, with no check sign (passing never gives check).
constexpr SanString to_san(const Position& pos, Move move, const Language& language = english) {
    if (move.is_null()) return detail::null_move_san(pos);
    assert(is_legal(pos, move) && "to_san needs a legal move");
    SanString san = detail::san_without_check(pos, move, language);
    detail::append_check(san, check_status_after(pos, move));
    if (move.kind() == MoveKind::en_passant) san.append(language.en_passant_suffix);
    return san;
}

}  // namespace shakki
