#pragma once
// Printing shakki's values to a std::ostream, for debugging, logs and test
// frameworks (doctest and gtest show a value through its operator<<
// instead of {?}). Opt-in: shakki.hpp leaves <ostream> out, so programs
// that never print pay nothing for it.
//
// Enums print as their enumerator's name (invalid_castling), squares as
// e4, moves in UCI with castling as king takes rook (the move as stored,
// so a castling never looks like a king's step), positions as FEN, errors
// as their code, message and offset.

#include <array>
#include <bit>
#include <concepts>
#include <cstddef>
#include <ostream>
#include <string_view>
#include <type_traits>

#include "../core/move_facts.hpp"
#include "../core/square_names.hpp"
#include "../notation/epd.hpp"
#include "../pgn.hpp"
#include "../shakki.hpp"

namespace shakki {

namespace detail {
// names[value], or empty for a value past the table (a value no
// enumerator has, or one newer than this table).
template <class E, std::size_t N>
constexpr std::string_view name_in(const std::array<std::string_view, N>& names, E value) {
    const auto i = static_cast<std::size_t>(value);
    return i < N ? names[i] : std::string_view{};
}
}  // namespace detail

// The name of each enumerator as written in the code; empty for a value no
// enumerator has. Square::none is "none", other squares as square_name.
constexpr std::string_view enum_name(Color v) { return detail::name_in(std::array<std::string_view, 2>{"white", "black"}, v); }
constexpr std::string_view enum_name(PieceType v) {
    return detail::name_in(std::array<std::string_view, 6>{"pawn", "knight", "bishop", "rook", "queen", "king"}, v);
}
constexpr std::string_view enum_name(Piece v) {
    if (v == Piece::none) return "none";
    if (!piece_from_index(static_cast<int>(v))) return {};
    return color_of(v) == Color::white
               ? detail::name_in(std::array<std::string_view, 6>{"white_pawn", "white_knight", "white_bishop", "white_rook",
                                                                 "white_queen", "white_king"},
                                 type_of(v))
               : detail::name_in(std::array<std::string_view, 6>{"black_pawn", "black_knight", "black_bishop", "black_rook",
                                                                 "black_queen", "black_king"},
                                 type_of(v));
}
constexpr std::string_view enum_name(File v) {
    return detail::name_in(std::array<std::string_view, 8>{"a", "b", "c", "d", "e", "f", "g", "h"}, v);
}
constexpr std::string_view enum_name(Rank v) {
    return detail::name_in(std::array<std::string_view, 8>{"1", "2", "3", "4", "5", "6", "7", "8"}, v);
}
constexpr std::string_view enum_name(Square v) {
    if (v == Square::none) return "none";
    return square_from_index(index_of(v)) ? square_name(v) : std::string_view{};
}
constexpr std::string_view enum_name(Direction v) {
    switch (v) {
        case Direction::north:
            return "north";
        case Direction::south:
            return "south";
        case Direction::east:
            return "east";
        case Direction::west:
            return "west";
        case Direction::north_east:
            return "north_east";
        case Direction::north_west:
            return "north_west";
        case Direction::south_east:
            return "south_east";
        case Direction::south_west:
            return "south_west";
    }
    return {};
}
constexpr std::string_view enum_name(CastlingSide v) {
    return detail::name_in(std::array<std::string_view, 2>{"king_side", "queen_side"}, v);
}
constexpr std::string_view enum_name(CastlingMode v) {
    return detail::name_in(std::array<std::string_view, 2>{"standard", "chess960"}, v);
}
constexpr std::string_view enum_name(MoveKind v) {
    return detail::name_in(std::array<std::string_view, 4>{"normal", "promotion", "en_passant", "castling"}, v);
}
constexpr std::string_view enum_name(GenType v) {
    return detail::name_in(std::array<std::string_view, 3>{"all", "captures", "quiets"}, v);
}
constexpr std::string_view enum_name(PositionError v) {
    return detail::name_in(
        std::array<std::string_view, 15>{
            "king_count", "pawn_on_back_rank", "too_many_pawns", "too_many_pieces", "opponent_in_check", "invalid_castling",
            "invalid_en_passant", "impossible_check", "piece_out_of_range", "side_out_of_range", "castling_out_of_range",
            "en_passant_out_of_range", "fullmove_number_zero", "castling_rook_out_of_range", "castling_mode_out_of_range"},
        v);
}
constexpr std::string_view enum_name(FenErrorCode v) {
    return detail::name_in(
        std::array<std::string_view, 15>{"field_count", "invalid_placement", "invalid_side", "invalid_castling_field",
                                         "invalid_en_passant_field", "invalid_halfmove_clock", "invalid_fullmove_number",
                                         "king_count", "pawn_on_back_rank", "too_many_pawns", "too_many_pieces",
                                         "opponent_in_check", "invalid_castling", "invalid_en_passant", "impossible_check"},
        v);
}
constexpr std::string_view enum_name(EnPassantStyle v) {
    return detail::name_in(std::array<std::string_view, 2>{"as_recorded", "legal_only"}, v);
}
constexpr std::string_view enum_name(CastlingStyle v) {
    return detail::name_in(std::array<std::string_view, 2>{"x_fen", "shredder"}, v);
}
constexpr std::string_view enum_name(UciErrorCode v) {
    return detail::name_in(std::array<std::string_view, 2>{"syntax", "illegal_move"}, v);
}
constexpr std::string_view enum_name(SanWarning v) {
    const auto bits = static_cast<unsigned>(v);
    if (!std::has_single_bit(bits)) return {};
    return detail::name_in(
        std::array<std::string_view, 16>{"castling_with_zeros", "promotion_without_equals", "lowercase_promotion",
                                         "missing_check_sign", "wrong_check_sign", "alternative_mate_sign", "annotation",
                                         "en_passant_suffix", "missing_en_passant_suffix", "long_form", "over_disambiguation",
                                         "missing_capture_sign", "capture_sign_without_capture", "pawn_letter", "colon_capture",
                                         "coordinate_notation"},
        std::countr_zero(bits));
}
constexpr std::string_view enum_name(SanMode v) {
    return detail::name_in(std::array<std::string_view, 3>{"strict", "lenient", "permissive"}, v);
}
constexpr std::string_view enum_name(SanErrorCode v) {
    return detail::name_in(
        std::array<std::string_view, 8>{"syntax", "no_piece_can_move_there", "leaves_king_in_check", "ambiguous",
                                        "promotion_missing", "invalid_promotion", "castling_not_legal", "not_canonical"},
        v);
}
constexpr std::string_view enum_name(CheckStatus v) {
    return detail::name_in(std::array<std::string_view, 3>{"none", "check", "checkmate"}, v);
}
constexpr std::string_view enum_name(PromotionStyle v) {
    return detail::name_in(std::array<std::string_view, 3>{"equals_sign", "letter_only", "parentheses"}, v);
}
constexpr std::string_view enum_name(TokenKind v) {
    return detail::name_in(
        std::array<std::string_view, 12>{"move_number", "move", "null_move", "en_passant_suffix", "annotation", "nag", "comment",
                                         "escape", "variation_start", "variation_end", "result", "unterminated_comment"},
        v);
}
constexpr std::string_view enum_name(EpdOperandKind v) {
    return detail::name_in(std::array<std::string_view, 3>{"token", "string", "move"}, v);
}
constexpr std::string_view enum_name(EpdErrorCode v) {
    return detail::name_in(
        std::array<std::string_view, 15>{"record_too_long", "control_character", "fen", "invalid_opcode", "duplicate_opcode",
                                         "too_many_operations", "too_many_operands", "unterminated_string", "invalid_operand",
                                         "operand_count", "expected_move", "invalid_move", "expected_string",
                                         "invalid_halfmove_clock", "invalid_fullmove_number"},
        v);
}
constexpr std::string_view enum_name(EpdWriteErrorCode v) {
    return detail::name_in(
        std::array<std::string_view, 9>{"invalid_opcode", "duplicate_opcode", "too_many_operations", "invalid_token",
                                        "invalid_string", "wrong_operands", "illegal_move", "clock_mismatch", "record_too_long"},
        v);
}
constexpr std::string_view enum_name(Termination v) {
    return detail::name_in(std::array<std::string_view, 10>{"checkmate", "stalemate", "insufficient_material",
                                                            "fivefold_repetition", "seventy_five_moves", "threefold_repetition",
                                                            "fifty_moves", "time_forfeit", "resignation", "agreement"},
                           v);
}
constexpr std::string_view enum_name(PlayErrorCode v) {
    return detail::name_in(std::array<std::string_view, 5>{"game_over", "illegal_move", "san", "uci", "nothing_to_claim"}, v);
}
constexpr std::string_view enum_name(MoveListProblem v) {
    return detail::name_in(
        std::array<std::string_view, 11>{"syntax", "no_piece_can_move_there", "leaves_king_in_check", "ambiguous",
                                         "bad_promotion", "castling_not_legal", "not_canonical", "game_already_over",
                                         "unknown_language", "malformed_movetext", "null_move"},
        v);
}
constexpr std::string_view enum_name(PgnSeverity v) {
    return detail::name_in(std::array<std::string_view, 2>{"warning", "error"}, v);
}
constexpr std::string_view enum_name(PgnWriteErrorCode v) {
    return detail::name_in(std::array<std::string_view, 3>{"illegal_move", "invalid_tag", "invalid_result"}, v);
}
constexpr std::string_view enum_name(MoveErrorCode v) {
    return detail::name_in(std::array<std::string_view, 6>{"invalid_square", "empty_square", "wrong_side", "promotion_needed",
                                                           "invalid_promotion", "illegal_move"},
                           v);
}

// Every enum with an enum_name prints as its name; a value without one as
// its number.
template <class E>
requires std::is_enum_v<E> && requires(E e) {
    { enum_name(e) } -> std::same_as<std::string_view>;
}
std::ostream& operator<<(std::ostream& out, E value) {
    const std::string_view name = enum_name(value);
    if (name.empty()) return out << +static_cast<std::underlying_type_t<E>>(value);
    return out << name;
}

// A set of rights as FEN's castling field writes the standard ones: KQkq, or -.
inline std::ostream& operator<<(std::ostream& out, CastlingRights rights) {
    if (rights == CastlingRights::none) return out << '-';
    for (int i = 0; i < 4; ++i) {
        if (has(rights, static_cast<CastlingRights>(1U << i))) out << "KQkq"[i];
    }
    if (static_cast<unsigned>(rights) > static_cast<unsigned>(CastlingRights::all))
        out << '+' << (static_cast<unsigned>(rights) >> 4U);
    return out;
}

template <std::size_t N>
std::ostream& operator<<(std::ostream& out, const FixedString<N>& text) {
    return out << text.view();
}

// UCI, castling as king takes rook (e1h1), the null move as 0000.
inline std::ostream& operator<<(std::ostream& out, Move move) { return out << to_uci(move, CastlingMode::chess960); }

// The squares in order: {e2 e4}, or {} for the empty set.
inline std::ostream& operator<<(std::ostream& out, Bitboard squares) {
    out << '{';
    bool first = true;
    for (const Square s : squares) {
        out << (first ? "" : " ") << square_name(s);
        first = false;
    }
    return out << '}';
}

inline std::ostream& operator<<(std::ostream& out, const Position& pos) { return out << to_fen(pos); }

// The warnings' names joined by |, or none.
inline std::ostream& operator<<(std::ostream& out, SanWarnings warnings) {
    if (warnings.empty()) return out << "none";
    bool first = true;
    warnings.for_each([&](SanWarning w) {
        out << (first ? "" : "|") << enum_name(w);
        first = false;
    });
    return out;
}

// "1-0 (checkmate)", "1/2-1/2 (stalemate)".
inline std::ostream& operator<<(std::ostream& out, const Outcome& outcome) {
    return out << outcome.result() << " (" << enum_name(outcome.termination) << ')';
}

// Errors: the code's name, the message, and where in the input.

inline std::ostream& operator<<(std::ostream& out, const SetupError& e) {
    out << e.code << ": " << describe(e.code);
    if (e.square != Square::none) out << " (" << e.square << ')';
    return out;
}
inline std::ostream& operator<<(std::ostream& out, const FenError& e) {
    return out << e.code << ": " << e.message << " (at byte " << e.offset << ')';
}
inline std::ostream& operator<<(std::ostream& out, const UciError& e) {
    return out << e.code << ": " << e.message << " (at byte " << e.offset << ')';
}
inline std::ostream& operator<<(std::ostream& out, const SanError& e) {
    return out << e.code << ": " << e.message << " (at byte " << e.offset << ')';
}
inline std::ostream& operator<<(std::ostream& out, const MoveError& e) { return out << e.code << ": " << e.message; }
inline std::ostream& operator<<(std::ostream& out, const PlayError& e) {
    out << e.code << ": " << e.message;
    if (e.code == PlayErrorCode::san) out << " [" << e.san << ']';
    if (e.code == PlayErrorCode::uci) out << " [" << e.uci << ']';
    return out;
}
inline std::ostream& operator<<(std::ostream& out, const EpdError& e) {
    out << e.code << ": " << e.message << " (at byte " << e.offset << ')';
    if (e.code == EpdErrorCode::fen) out << " [" << e.fen_code << ']';
    if (e.code == EpdErrorCode::invalid_move) out << " [" << e.san << ']';
    return out;
}
inline std::ostream& operator<<(std::ostream& out, const EpdWriteError& e) {
    return out << e.code << ": " << e.message << " (operation " << e.operation << ", operand " << e.operand << ')';
}
inline std::ostream& operator<<(std::ostream& out, const PgnWriteError& e) { return out << e.code << ": " << e.message; }
inline std::ostream& operator<<(std::ostream& out, const PgnProblem& p) {
    out << p.severity << " at line " << p.line << ", column " << p.column;
    if (!p.move.empty()) out << ", move " << p.move;
    return out << ": " << p.message;
}
inline std::ostream& operator<<(std::ostream& out, const MoveListError& e) {
    return out << e.problem << ": " << e.message << " (move " << e.index << ", at byte " << e.offset << ')';
}

}  // namespace shakki
