#pragma once
// Moves in UCI (long algebraic) notation: e2e4, e7e8q, castling as the
// king's two-square step e1g1, and 0000 for the null move. Parsing also
// accepts castling written as king-takes-rook (e1h1).

#include <cstdint>
#include <string_view>

#include "expected.hpp"
#include "fixed_string.hpp"
#include "movegen.hpp"
#include "position.hpp"

namespace shakki {

using UciString = FixedString<5>;

constexpr UciString to_uci(Move move) {
    UciString text;
    if (move.is_null()) {
        text.append("0000");
        return text;
    }
    const Square to = move.kind() == MoveKind::castling ? castling_king_target(move.from(), move.to()) : move.to();
    for (const Square s : {move.from(), to}) {
        text.append(static_cast<char>('a' + index_of(file_of(s))));
        text.append(static_cast<char>('1' + index_of(rank_of(s))));
    }
    if (move.kind() == MoveKind::promotion) text.append("pnbrqk"[index_of(move.promotion_type())]);
    return text;
}

enum class UciErrorCode : std::uint8_t {
    syntax,        // not of the form e2e4 / e7e8q / 0000
    illegal_move,  // well formed, but not a legal move here
};

struct UciError {
    UciErrorCode code;
    std::size_t offset;
    std::string_view message;
};

namespace detail {

constexpr std::optional<Square> parse_square(std::string_view text) {
    if (text.size() < 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return std::nullopt;
    return make_square(static_cast<File>(text[0] - 'a'), static_cast<Rank>(text[1] - '1'));
}

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
            return std::nullopt;
    }
}

// Whether `move` is what the UCI squares and promotion describe.
constexpr bool uci_matches(Move move, Square from, Square to, std::optional<PieceType> promotion) {
    if (move.from() != from) return false;
    if (move.kind() == MoveKind::castling) {
        return !promotion && (to == move.to() || to == castling_king_target(move.from(), move.to()));
    }
    if (move.to() != to) return false;
    if (move.kind() == MoveKind::promotion) return promotion == move.promotion_type();
    return !promotion;
}

}  // namespace detail

constexpr Expected<Move, UciError> parse_uci(const Position& pos, std::string_view text) {
    if (text == "0000") return Move{};
    const auto from = detail::parse_square(text);
    const auto to = text.size() >= 4 ? detail::parse_square(text.substr(2)) : std::nullopt;
    const auto promotion = text.size() == 5 ? detail::parse_promotion_letter(text[4]) : std::nullopt;
    if (text.size() < 4 || text.size() > 5 || !from || !to || (text.size() == 5 && !promotion)) {
        const std::size_t offset = !from ? 0 : !to ? 2 : 4;
        return Unexpected{UciError{UciErrorCode::syntax, offset < text.size() ? offset : text.size(),
                                   "a UCI move is two squares and an optional promotion letter, like e2e4 or e7e8q"}};
    }
    for (const Move m : legal_moves(pos)) {
        if (detail::uci_matches(m, *from, *to, promotion)) return m;
    }
    return Unexpected{UciError{UciErrorCode::illegal_move, 0, "not a legal move in this position"}};
}

}  // namespace shakki
