#pragma once
// A move in 16 bits: from, to, kind and promotion piece. Castling is stored
// as "king takes own rook" (from = king square, to = rook square), the one
// encoding that also covers Chess960; `castling_king_target` gives the
// square the king lands on.

#include <cstdint>

#include "../base/enum_name.hpp"
#include "types.hpp"

namespace shakki {

enum class MoveKind : std::uint8_t { normal, promotion, en_passant, castling };

constexpr std::string_view enum_name(MoveKind v) {
    return detail::name_in(std::array<std::string_view, 4>{"normal", "promotion", "en_passant", "castling"}, v);
}

class Move {
public:
    // Trivial, so move lists cost nothing to create; `Move{}` is the null
    // move (a1a1, never legal).
    // cppcheck-suppress uninitMemberVar
    Move() = default;

    static constexpr Move normal(Square from, Square to) { return Move{from, to, MoveKind::normal, PieceType::knight}; }
    static constexpr Move promotion(Square from, Square to, PieceType type) { return Move{from, to, MoveKind::promotion, type}; }
    static constexpr Move en_passant(Square from, Square to) { return Move{from, to, MoveKind::en_passant, PieceType::knight}; }
    static constexpr Move castling(Square king_from, Square rook_from) {
        return Move{king_from, rook_from, MoveKind::castling, PieceType::knight};
    }

    constexpr Square from() const { return static_cast<Square>((bits_ >> 6) & 63U); }
    constexpr Square to() const { return static_cast<Square>(bits_ & 63U); }
    constexpr MoveKind kind() const { return static_cast<MoveKind>(bits_ >> 14); }
    // Meaningful only for promotions.
    constexpr PieceType promotion_type() const {
        return static_cast<PieceType>(((bits_ >> 12) & 3U) + index_of(PieceType::knight));
    }
    constexpr bool is_null() const { return bits_ == 0; }
    constexpr std::uint16_t raw() const { return bits_; }

    constexpr bool operator==(const Move&) const = default;
    constexpr auto operator<=>(const Move&) const = default;

private:
    constexpr Move(Square from, Square to, MoveKind kind, PieceType promotion)
        : bits_(static_cast<std::uint16_t>(static_cast<unsigned>(kind) << 14 |
                                           static_cast<unsigned>(index_of(promotion) - index_of(PieceType::knight)) << 12 |
                                           static_cast<unsigned>(index_of(from)) << 6 | static_cast<unsigned>(index_of(to)))) {}

    std::uint16_t bits_;
};

// Where the king ends up when castling with the rook on `rook_from`: the g-
// or c-file of its own rank, as in both standard chess and Chess960.
constexpr Square castling_king_target(Square king_from, Square rook_from) {
    return make_square(index_of(rook_from) > index_of(king_from) ? File::g : File::c, rank_of(king_from));
}
constexpr Square castling_rook_target(Square king_from, Square rook_from) {
    return make_square(index_of(rook_from) > index_of(king_from) ? File::f : File::d, rank_of(king_from));
}

}  // namespace shakki
