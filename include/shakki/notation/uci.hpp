#pragma once
// Moves in UCI (long algebraic) notation: e2e4, e7e8q, 0000 for the null
// move. Castling is the king's step to its square (e1g1) in standard chess
// and king-takes-rook (e1h1) in Chess960, as engines expect with
// UCI_Chess960. Reading accepts both forms in both, when unambiguous.

#include <cstdint>
#include <optional>
#include <string_view>

#include "../base/enum_name.hpp"
#include "../base/expected.hpp"
#include "../base/fixed_string.hpp"
#include "../core/movegen.hpp"
#include "../core/position.hpp"
#include "../core/square_names.hpp"

namespace shakki {

using UciString = FixedString<5>;

// Castling as the rules of `mode` write it. A Chess960 castling whose
// king does not move has no king's step: it is written king-takes-rook in
// both.
constexpr UciString to_uci(Move move, CastlingMode mode = CastlingMode::standard) {
    UciString text;
    if (move.is_null()) {
        text.append("0000");
        return text;
    }
    Square to = move.to();
    if (move.kind() == MoveKind::castling && mode == CastlingMode::standard) {
        const Square king_to = castling_king_target(move.from(), move.to());
        if (king_to != move.from()) to = king_to;
    }
    for (const Square s : {move.from(), to}) {
        text.append(static_cast<char>('a' + index_of(file_of(s))));
        text.append(static_cast<char>('1' + index_of(rank_of(s))));
    }
    if (move.kind() == MoveKind::promotion) text.append("pnbrqk"[index_of(move.promotion_type())]);
    return text;
}

// Castling as the position's rules write it.
constexpr UciString to_uci(const Position& pos, Move move) { return to_uci(move, pos.castling_mode()); }

enum class UciErrorCode : std::uint8_t {
    syntax,        // not of the form e2e4 / e7e8q / 0000
    illegal_move,  // well formed, but not a legal move here
};

constexpr std::string_view enum_name(UciErrorCode v) {
    return detail::name_in(std::array<std::string_view, 2>{"syntax", "illegal_move"}, v);
}

struct UciError {
    UciErrorCode code;
    std::size_t offset;
    std::string_view message;
};

namespace detail {

// The square named by the first two characters of `text` (the rest is the
// next square or the promotion letter), or Square::none.
constexpr Square parse_square(std::string_view text) { return square_from_name(text.substr(0, 2)); }

constexpr std::optional<PieceType> parse_promotion_letter(char c) {
    switch (c) {
        case 'q':
            return PieceType::queen;
        case 'r':
            return PieceType::rook;
        case 'b':
            return PieceType::bishop;
        case 'n':
            return PieceType::knight;
        default:
            return {};
    }
}

// How the UCI squares and promotion describe `move`: exactly (castling as
// king-takes-rook), by the king's castling square, or not at all.
enum class UciMatch : std::uint8_t { none, exact, king_target };

constexpr UciMatch uci_match(Move move, Square from, Square to, std::optional<PieceType> promotion) {
    if (move.from() != from || (promotion.has_value() != (move.kind() == MoveKind::promotion))) return UciMatch::none;
    if (move.to() == to) return !promotion || promotion == move.promotion_type() ? UciMatch::exact : UciMatch::none;
    if (move.kind() == MoveKind::castling && to == castling_king_target(move.from(), move.to())) return UciMatch::king_target;
    return UciMatch::none;
}

// The legal move the squares describe. A castling written as the king's
// step is read only when no other move has those squares: in Chess960 a
// king on f1 may both step to g1 and castle there, and f1g1 is the step.
constexpr std::optional<Move> find_uci_move(const Position& pos, Square from, Square to, std::optional<PieceType> promotion) {
    std::optional<Move> castling;
    for (const Move m : legal_moves(pos)) {
        const UciMatch match = uci_match(m, from, to, promotion);
        if (match == UciMatch::exact) return m;
        if (match == UciMatch::king_target) castling = m;
    }
    return castling;
}

}  // namespace detail

constexpr Expected<Move, UciError> parse_uci(const Position& pos, std::string_view text) {
    if (text == "0000") return Move{};
    const Square from = detail::parse_square(text);
    const Square to = text.size() >= 4 ? detail::parse_square(text.substr(2)) : Square::none;
    const auto promotion = text.size() == 5 ? detail::parse_promotion_letter(text[4]) : std::optional<PieceType>{};
    const bool from_ok = from != Square::none;
    const bool to_ok = to != Square::none;
    if (text.size() < 4 || text.size() > 5 || !from_ok || !to_ok || (text.size() == 5 && !promotion)) {
        const std::size_t offset = !from_ok ? 0 : !to_ok ? 2 : 4;
        return Unexpected{UciError{UciErrorCode::syntax, offset < text.size() ? offset : text.size(),
                                   "a UCI move is two squares and an optional promotion letter, like e2e4 or e7e8q"}};
    }
    if (const auto move = detail::find_uci_move(pos, from, to, promotion)) return *move;
    return Unexpected{UciError{UciErrorCode::illegal_move, 0, "not a legal move in this position"}};
}

}  // namespace shakki
