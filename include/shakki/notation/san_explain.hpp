#pragma once
// Turns a SAN error into a sentence a person can act on, such as
// "Nd2 is ambiguous: knights on b1 and f3 can move there", and finds the
// moves that were probably meant (for move-list validation and the PGN
// reader alike).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../base/fixed_string.hpp"
#include "../core/movegen.hpp"
#include "../core/position.hpp"
#include "language.hpp"
#include "san_read.hpp"
#include "san_write.hpp"

namespace shakki {

namespace detail {

// explain() repeats at most this much of the text it explains, cut at a
// UTF-8 character and followed by "...": enough to recognise a move, and
// the reason after it then always fits.
inline constexpr std::size_t echo_limit = 64;

// Room for the messages shakki's SAN errors carry (the longest is under 70
// bytes); a longer message in a hand-made SanError is cut at the end.
inline constexpr std::size_t message_limit = 128;

// The longest reason explain() writes: a non-canonical move with every
// warning at once, or an ambiguity among pieces on all 64 squares.
constexpr std::size_t longest_reason() {
    std::size_t warnings = 0;
    for (int i = 0; i < san_warning_count; ++i) warnings += describe(static_cast<SanWarning>(1U << i)).size() + 2;
    const std::size_t not_canonical = std::string_view{" is not canonical SAN (); write "}.size() + warnings + 24;
    const std::size_t ambiguous = std::string_view{" is ambiguous: bishops on  can move there"}.size() + 64 * 4 + 3;
    const std::size_t syntax = std::string_view{" is not SAN:  (at byte )"}.size() + message_limit + 20;
    // Not std::max: <algorithm> costs more to include than all of shakki.
    const std::size_t longest = not_canonical > ambiguous ? not_canonical : ambiguous;
    return longest > syntax ? longest : syntax;
}

}  // namespace detail

using SanExplanation = FixedString<detail::echo_limit + 3 + detail::longest_reason()>;

namespace detail {

constexpr std::string_view piece_name(PieceType t, bool plural) {
    constexpr std::string_view singular[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    constexpr std::string_view many[] = {"pawns", "knights", "bishops", "rooks", "queens", "kings"};
    if (index_of(t) < 0 || index_of(t) >= piece_type_count) return plural ? "pieces" : "piece";  // a hand-made error
    return (plural ? many : singular)[index_of(t)];
}

// How much of `text` to repeat in a message: all of it when it fits in
// `limit` bytes, else at most `limit` bytes, never half a UTF-8 character.
constexpr std::size_t echo_length(std::string_view text, std::size_t limit) {
    if (text.size() <= limit) return text.size();
    std::size_t cut = limit;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0U) == 0x80U) --cut;  // inside a character
    return cut;
}

// Whether the text writes a capture ("exd5", "Nxe4", "e:d5").
constexpr bool writes_capture(std::string_view text) {
    for (const char c : text) {
        if (c == 'x' || c == 'X' || c == ':') return true;
    }
    return false;
}

// The text as explain() repeats it: whole when short, else its first
// echo_limit bytes or fewer and "...".
constexpr void append_echo(SanExplanation& out, std::string_view text) {
    const std::size_t kept = echo_length(text, echo_limit);
    out.append(text.substr(0, kept));
    if (kept < text.size()) out.append("...");
}

constexpr void append_square_name(SanExplanation& out, Square s) {
    out.append(static_cast<char>('a' + index_of(file_of(s))));
    out.append(static_cast<char>('1' + index_of(rank_of(s))));
}

// Why nothing can go to an occupied square, when the square says it: the
// mover's own piece stands there, or a pawn move to an enemy piece was not
// written as a capture.
constexpr void append_occupant_hint(SanExplanation& out, const Position& pos, std::string_view text, const SanError& error) {
    const Piece there = pos.piece_on(error.to);
    if (there == Piece::none) {
        // A pawn capture onto the empty square behind an enemy pawn on its
        // fifth rank: en passant, but not right after the double step.
        const Color us = pos.side_to_move();
        const Rank target_rank = us == Color::white ? Rank::r6 : Rank::r3;
        if (error.piece != PieceType::pawn || !writes_capture(text) || rank_of(error.to) != target_rank) return;
        const Square passed = make_square(file_of(error.to), us == Color::white ? Rank::r5 : Rank::r4);
        if (pos.piece_on(passed) == make_piece(~us, PieceType::pawn) && pos.en_passant_square() != error.to) {
            out.append(" (en passant is possible only right after the pawn's double step)");
        }
        return;
    }
    if (color_of(there) == pos.side_to_move()) {
        out.append(" (");
        append_square_name(out, error.to);
        out.append(" holds your own ");
        out.append(piece_name(type_of(there), false));
        out.append(")");
    } else if (error.piece == PieceType::pawn && !writes_capture(text)) {
        out.append(" (a pawn capture names its file, like exd5)");
    }
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

// Why the king cannot castle towards `error.to` (the king's square after
// castling): no right left on that side, check, a square in the way, or a
// square the king crosses or lands on that the opponent attacks.
constexpr void append_castling_reason(SanExplanation& out, const Position& pos, const SanError& error) {
    const Color us = pos.side_to_move();
    const Square king = pos.king_square(us);
    if (!square_from_index(index_of(error.to)) || rank_of(error.to) != rank_of(king)) return;
    const CastlingSide side = file_of(error.to) > file_of(king) ? CastlingSide::king_side
                              : file_of(error.to) < file_of(king)
                                  ? CastlingSide::queen_side
                                  : (pos.castling_rook(us, CastlingSide::king_side) != Square::none ? CastlingSide::king_side
                                                                                                    : CastlingSide::queen_side);
    const Square rook = pos.castling_rook(us, side);
    if (rook == Square::none) {
        out.append(": no castling right is left on that side (the king or that rook has moved, or the rook was taken)");
        return;
    }
    if (pos.in_check()) {
        out.append(": the king is in check");
        return;
    }
    const Square king_to = castling_king_target(king, rook);
    const Square rook_to = castling_rook_target(king, rook);
    const Bitboard path = between(king, king_to) | Bitboard{king_to} | between(rook, rook_to) | Bitboard{rook_to};
    const Bitboard in_the_way = path & pos.pieces() & ~(Bitboard{king} | Bitboard{rook});
    if (!in_the_way.empty()) {
        out.append(": ");
        append_square_list(out, in_the_way);
        out.append(in_the_way.count() == 1 ? " is occupied" : " are occupied");
        return;
    }
    Bitboard attacked;
    for (const Square s : between(king, king_to) | Bitboard{king_to}) {
        if (pos.attacked_by(~us, s)) attacked |= Bitboard{s};
    }
    if (!attacked.empty()) {
        out.append(": the king would cross or land on ");
        append_square_list(out, attacked);
        out.append(", which the opponent attacks");
    }
}

}  // namespace detail

namespace detail {

// explain() with the canonical spelling of a not-canonical move already
// made (or null when the error names no legal move).
constexpr SanExplanation explain_with(const Position& pos, std::string_view text, const SanError& error,
                                      const SanString* canonical) {
    SanExplanation out;
    detail::append_echo(out, text);
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
            if (square_from_index(index_of(error.to))) detail::append_occupant_hint(out, pos, text, error);
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
            out.append(")");
            if (canonical != nullptr) {
                out.append("; write ");
                out.append(canonical->view());
            }
            break;
        case SanErrorCode::castling_not_legal:
            out.append(": ");
            out.append(error.message);
            detail::append_castling_reason(out, pos, error);
            break;
        default:
            out.append(": ");
            out.append(error.message);
            break;
    }
    return out;
}

// The canonical spelling of the move a not-canonical error names, if that
// move is legal: parse_san names a legal move, a hand-made error may not.
constexpr std::optional<SanString> canonical_spelling(const Position& pos, const SanError& error, const Language& language) {
    if (error.code != SanErrorCode::not_canonical || !is_legal(pos, error.move)) return std::nullopt;
    return to_san(pos, error.move, language);
}

}  // namespace detail

// `text` is what was parsed, `pos` the position it was parsed in. A text
// longer than 64 bytes is repeated only in part; the reason is always whole.
constexpr SanExplanation explain(const Position& pos, std::string_view text, const SanError& error,
                                 const Language& language = english) {
    const std::optional<SanString> canonical = detail::canonical_spelling(pos, error, language);
    return detail::explain_with(pos, text, error, canonical ? &*canonical : nullptr);
}

namespace detail {

struct Suggestions {
    std::string_view lead;  // how the message introduces them
    std::vector<SanString> moves;
};

// What the writer probably meant, most specific first: the canonical
// spelling of a legal move spelled otherwise, the candidates of an
// ambiguous move, the promotions, the legal moves to the same square, or
// else the legal moves of the same kind of piece.
inline Suggestions suggestions_for(const Position& pos, const SanError& e, const Language& language) {
    Suggestions out;
    const auto add_moves_where = [&](auto keep) {
        for (const Move m : legal_moves(pos)) {
            if (keep(m) && out.moves.size() < 12) out.moves.push_back(to_san(pos, m, language));
        }
    };
    const auto not_castling = [](Move m) { return m.kind() != MoveKind::castling; };
    switch (e.code) {
        case SanErrorCode::ambiguous:
            out.lead = "write one of";
            add_moves_where([&](Move m) { return not_castling(m) && m.to() == e.to && e.candidates.contains(m.from()); });
            return out;
        case SanErrorCode::promotion_missing:
            out.lead = "write one of";
            add_moves_where([&](Move m) { return m.to() == e.to && m.kind() == MoveKind::promotion; });
            return out;
        case SanErrorCode::not_canonical:
            out.lead = "write";
            if (auto canonical = canonical_spelling(pos, e, language)) out.moves.push_back(*canonical);
            return out;
        case SanErrorCode::syntax:
        case SanErrorCode::castling_not_legal:
            return out;
        default:
            break;
    }
    out.lead = "legal moves to that square";
    add_moves_where([&](Move m) { return not_castling(m) && m.to() == e.to; });
    if (!out.moves.empty()) return out;
    out.lead = e.piece == PieceType::pawn     ? "pawn moves"
               : e.piece == PieceType::knight ? "knight moves"
               : e.piece == PieceType::bishop ? "bishop moves"
               : e.piece == PieceType::rook   ? "rook moves"
               : e.piece == PieceType::queen  ? "queen moves"
                                              : "king moves";
    add_moves_where([&](Move m) { return not_castling(m) && type_of(pos.piece_on(m.from())) == e.piece; });
    return out;
}

// Appends the reader's explanation and what was probably meant to `out`
// (a FixedString or std::string); returns the suggestions. Each is made
// once: the canonical spelling the explanation ends with is the suggestion.
template <class Text>
Suggestions append_explanation(Text& out, const Position& pos, std::string_view text, const SanError& san,
                               const Language& language) {
    Suggestions suggestions = suggestions_for(pos, san, language);
    if (san.code == SanErrorCode::not_canonical) {
        out.append(explain_with(pos, text, san, suggestions.moves.empty() ? nullptr : &suggestions.moves[0]).view());
        return suggestions;
    }
    out.append(explain_with(pos, text, san, nullptr).view());
    if (!suggestions.moves.empty()) {
        out.append("; ");
        out.append(suggestions.lead);
        out.append(": ");
        for (std::size_t i = 0; i < suggestions.moves.size(); ++i) {
            if (i > 0) out.append(", ");
            out.append(suggestions.moves[i].view());
        }
    }
    return suggestions;
}

}  // namespace detail

// Why one typed move was not read, for a person: the problem, the
// reader's error, the legal moves that were probably meant (the same
// suggestions validate_moves makes) and a message such as "Nd2 is
// ambiguous: knights on b1 and f3 can move there; write one of: Nbd2, Nfd2".
struct SanDiagnosis {
    SanErrorCode code = SanErrorCode::syntax;  // san.code
    std::size_t offset = 0;                    // san.offset: the byte of the text to blame
    std::string message;
    SanError san{};
    std::string_view lead;               // how the message introduces the suggestions ("legal moves to that square")
    std::vector<SanString> suggestions;  // in `language`
};

// Reads `text` as SAN in `pos` like parse_san, and when it is not read,
// says why and which legal moves were probably meant: the candidates of an
// ambiguous move, the promotions, the moves to the written square, else
// the moves of the written kind of piece; for a move that is legal but
// not canonical (strict mode), the canonical spelling.
inline Expected<SanMove, SanDiagnosis> diagnose_san(const Position& pos, std::string_view text,
                                                    const Language& language = english, SanMode mode = SanMode::strict) {
    const auto read = parse_san(pos, text, language, mode);
    if (read) return *read;
    SanDiagnosis d;
    d.san = read.error();
    d.code = d.san.code;
    d.offset = d.san.offset;
    detail::Suggestions suggestions = detail::append_explanation(d.message, pos, text, d.san, language);
    d.suggestions = std::move(suggestions.moves);
    if (!d.suggestions.empty()) d.lead = suggestions.lead;
    return Unexpected{std::move(d)};
}

}  // namespace shakki
