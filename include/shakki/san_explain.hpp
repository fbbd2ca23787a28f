#pragma once
// Turns a SAN error into a sentence a person can act on, such as
// "Nd2 is ambiguous: knights on b1 and f3 can move there".

#include <string_view>

#include "fixed_string.hpp"
#include "language.hpp"
#include "position.hpp"
#include "san_read.hpp"
#include "san_write.hpp"

namespace shakki {

using SanExplanation = FixedString<320>;

namespace detail {

constexpr std::string_view piece_name(PieceType t, bool plural) {
    constexpr std::string_view singular[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    constexpr std::string_view many[] = {"pawns", "knights", "bishops", "rooks", "queens", "kings"};
    return (plural ? many : singular)[index_of(t)];
}

constexpr void append_square_name(SanExplanation& out, Square s) {
    out.append(static_cast<char>('a' + index_of(file_of(s))));
    out.append(static_cast<char>('1' + index_of(rank_of(s))));
}

// "b1 and f3", "b1, d1 and f3"
constexpr void append_square_list(SanExplanation& out, Bitboard squares) {
    int left = squares.count();
    for (const Square s : squares) {
        append_square_name(out, s);
        --left;
        if (left > 1) out.append(", ");
        if (left == 1) out.append(" and ");
    }
}

}  // namespace detail

// `text` is what was parsed, `pos` the position it was parsed in.
constexpr SanExplanation explain(const Position& pos, std::string_view text, const SanError& error,
                                 const Language& language = english) {
    SanExplanation out;
    out.append(text);
    switch (error.code) {
        case SanErrorCode::syntax:
            out.append(" is not SAN: ");
            out.append(error.message);
            out.append(" (at byte ");
            out.append_number(static_cast<unsigned>(error.offset));
            out.append(")");
            break;
        case SanErrorCode::no_piece_can_move_there:
            out.append(": no ");
            out.append(detail::piece_name(error.piece, false));
            out.append(error.piece == PieceType::pawn ? " can move to " : " can go to ");
            detail::append_square_name(out, error.to);
            if (error.piece == PieceType::pawn && pos.piece_on(error.to) != Piece::none) {
                out.append(" (a pawn capture names its file, like exd5)");
            }
            break;
        case SanErrorCode::leaves_king_in_check:
            out.append(": the ");
            out.append(detail::piece_name(error.piece, false));
            out.append(" cannot go to ");
            detail::append_square_name(out, error.to);
            out.append(pos.in_check() ? " because the king is in check" : " without leaving its king in check");
            break;
        case SanErrorCode::ambiguous:
            out.append(" is ambiguous: ");
            out.append(detail::piece_name(error.piece, true));
            out.append(" on ");
            detail::append_square_list(out, error.candidates);
            out.append(" can move there");
            break;
        case SanErrorCode::not_canonical:
            out.append(" is not canonical SAN (");
            {
                bool first = true;
                error.warnings.for_each([&](SanWarning w) {
                    if (!first) out.append("; ");
                    first = false;
                    out.append(describe(w));
                });
            }
            out.append("); write ");
            out.append(to_san(pos, error.move, language).view());
            break;
        default:
            out.append(": ");
            out.append(error.message);
            break;
    }
    return out;
}

}  // namespace shakki
