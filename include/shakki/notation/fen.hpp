#pragma once
// Forsyth-Edwards Notation in and out. Parsing checks the syntax of each
// field and then every rule of a legal position (see Position::from_setup);
// failures are values carrying a code, the byte offset that is to blame and
// a message. The 4-field EPD form is accepted with clocks "0 1".
//
// Castling fields: standard KQkq; Shredder-FEN, which names each castling
// rook's file (HAha); and X-FEN, where K and Q name the outermost rook on
// that side of the king and a file letter an inner rook. Chess960 needs the
// last two; in standard chess they must name the corner rooks.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "../base/enum_name.hpp"
#include "../base/expected.hpp"
#include "../base/fixed_string.hpp"
#include "../core/movegen.hpp"
#include "../core/position.hpp"
#include "../core/setup.hpp"

namespace shakki {

enum class FenErrorCode : std::uint8_t {
    field_count,        // not 4 or 6 space-separated fields
    invalid_placement,  // bad character, rank length or rank count
    invalid_side,       // side to move not "w" or "b"
    invalid_castling_field,
    invalid_en_passant_field,
    invalid_halfmove_clock,
    invalid_fullmove_number,
    illegal_position,  // well formed, but not a legal position: see FenError::setup
};

constexpr std::string_view enum_name(FenErrorCode v) {
    return detail::name_in(
        std::array<std::string_view, 8>{"field_count", "invalid_placement", "invalid_side", "invalid_castling_field",
                                        "invalid_en_passant_field", "invalid_halfmove_clock", "invalid_fullmove_number",
                                        "illegal_position"},
        v);
}

struct FenError {
    FenErrorCode code = FenErrorCode::field_count;
    std::size_t offset = 0;  // byte in the input where the problem is
    std::string_view message;
    SetupError setup{};  // illegal_position: what is wrong with the position (its message is the message)
};

namespace detail {

// The field a setup error belongs to. Out-of-range values cannot come
// from parsed text; were one to, it belongs to the field that holds the
// value. Every other setup error is about the position as a whole.
constexpr FenErrorCode fen_code(SetupErrorCode e) {
    switch (e) {
        case SetupErrorCode::piece_out_of_range:
            return FenErrorCode::invalid_placement;
        case SetupErrorCode::side_out_of_range:
            return FenErrorCode::invalid_side;
        case SetupErrorCode::castling_out_of_range:
        case SetupErrorCode::castling_rook_out_of_range:
        case SetupErrorCode::castling_mode_out_of_range:
            return FenErrorCode::invalid_castling_field;
        case SetupErrorCode::en_passant_out_of_range:
            return FenErrorCode::invalid_en_passant_field;
        case SetupErrorCode::fullmove_number_zero:
            return FenErrorCode::invalid_fullmove_number;
        default:
            return FenErrorCode::illegal_position;
    }
}

constexpr std::string_view fen_message(FenErrorCode code) {
    switch (code) {
        case FenErrorCode::field_count:
            return "a FEN has 6 fields (or 4, without the clocks) separated by spaces";
        case FenErrorCode::invalid_placement:
            return "piece placement must be 8 ranks of 8 squares, separated by '/', using PNBRQK, pnbrqk and digits 1-8";
        case FenErrorCode::invalid_side:
            return "side to move must be 'w' or 'b'";
        case FenErrorCode::invalid_castling_field:
            return "castling must be '-', or at most one right per side and wing: K, Q, k, q or a rook's file (A-H, a-h)";
        case FenErrorCode::invalid_en_passant_field:
            return "en passant must be '-' or a square on rank 3 or 6";
        case FenErrorCode::invalid_halfmove_clock:
            return "halfmove clock must be a number from 0 to 65535";
        case FenErrorCode::invalid_fullmove_number:
            return "fullmove number must be a number from 1 to 65535";
        case FenErrorCode::illegal_position:
            return "the position is not legal";  // illegal_position's errors say why: the setup error's message
    }
    return "invalid FEN";
}

constexpr Unexpected<FenError> fen_failure(FenErrorCode code, std::size_t offset) {
    return Unexpected<FenError>{FenError{code, offset, fen_message(code)}};
}

// A FEN error that wraps the setup error saying what makes the position
// illegal; the message is the setup error's.
constexpr FenError fen_error(const SetupError& e, std::size_t offset) {
    const FenErrorCode code = fen_code(e.code);
    if (code != FenErrorCode::illegal_position) return FenError{code, offset, fen_message(code)};
    return FenError{code, offset, e.message, e};
}

constexpr bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

struct FenField {
    std::string_view text;
    std::size_t offset;
};

// Plain arrays: each std::array type costs compile time of its own.
using FenFields = FenField[7];          // NOLINT(*-avoid-c-arrays): up to six, and one to say "more"
using SquareOffsets = std::size_t[64];  // NOLINT(*-avoid-c-arrays): where each square was written

constexpr Piece piece_from_fen_char(char c) {
    constexpr std::string_view letters = "PNBRQK";
    const bool white = c >= 'A' && c <= 'Z';
    const char upper = white ? c : static_cast<char>(c - 'a' + 'A');
    const std::size_t type = letters.find(upper);
    if (type == std::string_view::npos || (!white && (c < 'a' || c > 'z'))) return Piece::none;
    return make_piece(white ? Color::white : Color::black, static_cast<PieceType>(type));
}

constexpr char fen_char(Piece p) {
    constexpr std::string_view letters = "PNBRQK";
    const char upper = letters[static_cast<std::size_t>(index_of(type_of(p)))];
    return color_of(p) == Color::white ? upper : static_cast<char>(upper - 'A' + 'a');
}

// Fills the board; remembers where in the text each square was written so
// that later errors about a square can point at it.
constexpr std::optional<FenError> parse_placement(FenField field, Setup& setup, SquareOffsets& square_offsets) {
    int rank = 7;
    int file = 0;
    bool previous_was_digit = false;
    for (std::size_t i = 0; i < field.text.size(); ++i) {
        const char c = field.text[i];
        const std::size_t offset = field.offset + i;
        const auto fail = FenError{FenErrorCode::invalid_placement, offset, fen_message(FenErrorCode::invalid_placement)};
        if (c == '/') {
            if (file != 8 || rank == 0) return fail;
            --rank;
            file = 0;
            previous_was_digit = false;
        } else if (c >= '1' && c <= '8') {
            if (previous_was_digit || file + (c - '0') > 8) return fail;
            for (int k = 0; k < c - '0'; ++k) {
                const int square = rank * 8 + file + k;
                square_offsets[static_cast<std::size_t>(square)] = offset;
            }
            file += c - '0';
            previous_was_digit = true;
        } else {
            const Piece piece = piece_from_fen_char(c);
            if (piece == Piece::none || file >= 8) return fail;
            const int square = rank * 8 + file;
            setup.board[static_cast<std::size_t>(square)] = piece;
            square_offsets[static_cast<std::size_t>(square)] = offset;
            ++file;
            previous_was_digit = false;
        }
    }
    if (rank != 0 || file != 8) {
        return FenError{FenErrorCode::invalid_placement, field.offset + field.text.size(),
                        fen_message(FenErrorCode::invalid_placement)};
    }
    return {};
}

// The first-rank square of `c`'s king, or Square::none when it stands
// elsewhere.
constexpr Square first_rank_king(const Setup& setup, Color c) {
    const auto rank = relative_rank(c, Rank::r1);
    for (int file = 0; file < 8; ++file) {
        const Square s = make_square(static_cast<File>(file), rank);
        if (setup[s] == make_piece(c, PieceType::king)) return s;
    }
    return Square::none;
}

// Sets setup.castling, and setup.castling_rooks for rooks named by file.
// A file letter needs the king on its first rank to know the wing; without
// it, the error is about the position, not the syntax.
constexpr std::optional<FenErrorCode> parse_castling(std::string_view text, Setup& setup) {
    setup.castling = CastlingRights::none;
    if (text == "-") return {};
    if (text.empty() || text.size() > 4) return FenErrorCode::invalid_castling_field;
    for (const char c : text) {
        const bool white = c >= 'A' && c <= 'Z';
        const Color color = white ? Color::white : Color::black;
        const char upper = white ? c : static_cast<char>(c - 'a' + 'A');
        if (!white && (c < 'a' || c > 'z')) return FenErrorCode::invalid_castling_field;
        CastlingSide side = CastlingSide::king_side;
        Square rook = Square::none;
        if (upper == 'Q') {
            side = CastlingSide::queen_side;
        } else if (upper >= 'A' && upper <= 'H') {
            const Square king = first_rank_king(setup, color);
            if (king == Square::none) return FenErrorCode::illegal_position;  // a rook's file, but no king to castle
            const auto file = static_cast<File>(upper - 'A');
            if (file == file_of(king)) return FenErrorCode::invalid_castling_field;
            side = file > file_of(king) ? CastlingSide::king_side : CastlingSide::queen_side;
            rook = make_square(file, rank_of(king));
        } else if (upper != 'K') {
            return FenErrorCode::invalid_castling_field;
        }
        const CastlingRights right = castling_right(color, side);
        if (has(setup.castling, right)) return FenErrorCode::invalid_castling_field;
        setup.castling = setup.castling | right;
        setup.castling_rooks[static_cast<std::size_t>(castling_index(color, side))] = rook;
    }
    return {};
}

// Square::none for "-"; nothing when the field is invalid.
constexpr std::optional<Square> parse_en_passant(std::string_view text) {
    if (text == "-") return Square::none;
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || (text[1] != '3' && text[1] != '6')) return {};
    return make_square(static_cast<File>(text[0] - 'a'), static_cast<Rank>(text[1] - '1'));
}

constexpr std::optional<std::uint16_t> parse_counter(std::string_view text, unsigned minimum) {
    if (text.empty() || text.size() > 5) return {};
    unsigned value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return {};
        value = value * 10 + static_cast<unsigned>(c - '0');
    }
    if (value < minimum || value > counter_limit) return {};
    return static_cast<std::uint16_t>(value);
}

// Splits on runs of whitespace; reports more than six fields as seven.
constexpr std::size_t split_fields(std::string_view fen, FenFields& fields) {
    std::size_t count = 0;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && is_space(fen[i])) ++i;
        if (i == fen.size()) break;
        const std::size_t begin = i;
        while (i < fen.size() && !is_space(fen[i])) ++i;
        if (count == 7) return count + 1;
        fields[count++] = {fen.substr(begin, i - begin), begin};
    }
    return count;
}

// Where to point when the position, not the syntax, is wrong.
constexpr std::size_t setup_error_offset(const SetupError& e, const FenFields& fields, const SquareOffsets& square_offsets) {
    if (e.code == SetupErrorCode::invalid_castling) return fields[2].offset;
    if (e.code == SetupErrorCode::invalid_en_passant) return fields[3].offset;
    switch (fen_code(e.code)) {
        case FenErrorCode::invalid_side:
            return fields[1].offset;
        case FenErrorCode::invalid_castling_field:
            return fields[2].offset;
        case FenErrorCode::invalid_en_passant_field:
            return fields[3].offset;
        case FenErrorCode::invalid_fullmove_number:
            return fields[5].offset;
        default:
            break;
    }
    return e.square == Square::none ? fields[0].offset : square_offsets[static_cast<std::size_t>(index_of(e.square))];
}

}  // namespace detail

struct FenReadOptions {
    CastlingMode castling_mode = CastlingMode::standard;
    // Read the text as Chess960 when it is no legal standard position but a
    // legal Chess960 one: its castling field names rooks (or a king) off
    // their standard squares.
    bool detect_chess960 = false;
};

namespace detail {

constexpr Expected<Position, FenError> parse_fen_as(std::string_view fen, CastlingMode mode) {
    using detail::fen_failure;
    detail::FenFields fields{};
    const std::size_t count = detail::split_fields(fen, fields);
    if (count != 4 && count != 6) {
        return fen_failure(FenErrorCode::field_count, count > 6 ? fields[6].offset : fen.size());
    }

    Setup setup;
    detail::SquareOffsets square_offsets{};
    if (auto e = detail::parse_placement(fields[0], setup, square_offsets)) return Unexpected{*e};

    if (fields[1].text != "w" && fields[1].text != "b") return fen_failure(FenErrorCode::invalid_side, fields[1].offset);
    setup.side_to_move = fields[1].text == "w" ? Color::white : Color::black;

    setup.castling_mode = mode;
    if (const auto error = detail::parse_castling(fields[2].text, setup)) {
        if (*error == FenErrorCode::illegal_position) {
            return Unexpected{detail::fen_error(SetupError{SetupErrorCode::invalid_castling}, fields[2].offset)};
        }
        return fen_failure(*error, fields[2].offset);
    }

    const auto en_passant = detail::parse_en_passant(fields[3].text);
    if (!en_passant) return fen_failure(FenErrorCode::invalid_en_passant_field, fields[3].offset);
    setup.en_passant = *en_passant;

    if (count == 6) {
        const auto halfmove = detail::parse_counter(fields[4].text, 0);
        if (!halfmove) return fen_failure(FenErrorCode::invalid_halfmove_clock, fields[4].offset);
        const auto fullmove = detail::parse_counter(fields[5].text, 1);
        if (!fullmove) return fen_failure(FenErrorCode::invalid_fullmove_number, fields[5].offset);
        setup.halfmove_clock = *halfmove;
        setup.fullmove_number = *fullmove;
    }

    auto position = Position::from_setup(setup);
    if (!position) {
        const SetupError& e = position.error();
        return Unexpected{detail::fen_error(e, detail::setup_error_offset(e, fields, square_offsets))};
    }
    return position.value();
}

}  // namespace detail

constexpr Expected<Position, FenError> parse_fen(std::string_view fen, FenReadOptions options = {}) {
    auto position = detail::parse_fen_as(fen, options.castling_mode);
    if (position || !options.detect_chess960 || options.castling_mode == CastlingMode::chess960 ||
        position.error().setup.code != SetupErrorCode::invalid_castling) {
        return position;
    }
    auto chess960 = detail::parse_fen_as(fen, CastlingMode::chess960);
    return chess960 ? chess960 : position;
}

// Which en passant square to_fen writes, and so what parse_fen gives back:
// - as_recorded: the square after every double step, as the FEN standard
//   says. parse_fen(to_fen(p)) == p, key included.
// - legal_only: the square only when an en passant capture is legal. What
//   reads back is p without the square when no capture is legal: the same
//   position for repetition (same_for_repetition), with p's repetition_key
//   as its key. Not always p's key, though: Polyglot counts the en passant
//   file whenever a pawn of the side to move stands beside the pawn that
//   stepped, legal capture or not.
enum class EnPassantStyle : std::uint8_t { as_recorded, legal_only };

constexpr std::string_view enum_name(EnPassantStyle v) {
    return detail::name_in(std::array<std::string_view, 2>{"as_recorded", "legal_only"}, v);
}

// How to_fen writes the castling field. Standard positions read the same
// either way in X-FEN (KQkq); Shredder-FEN always names the rooks' files.
// - x_fen: K and Q for the outermost rook of each wing, the file letter for
//   an inner one (the one castling field every reader of standard FEN reads).
// - shredder: the file letter of every castling rook (HAha).
enum class CastlingStyle : std::uint8_t { x_fen, shredder };

constexpr std::string_view enum_name(CastlingStyle v) {
    return detail::name_in(std::array<std::string_view, 2>{"x_fen", "shredder"}, v);
}

struct FenOptions {
    EnPassantStyle en_passant = EnPassantStyle::as_recorded;
    CastlingStyle castling = CastlingStyle::x_fen;
};

namespace detail {

// The letter of one castling right: K/Q (k/q) when the rook is the
// outermost of its wing, else its file.
constexpr char castling_char(const Position& pos, Color c, CastlingSide side, CastlingStyle style) {
    const Square rook = pos.castling_rook(c, side);
    const Bitboard first_rank = bitboards::rank(rank_of(rook));
    const Bitboard rooks = pos.pieces(c, PieceType::rook) & first_rank;
    const bool outermost = side == CastlingSide::king_side ? rooks.last() == rook : rooks.first() == rook;
    const char upper = style == CastlingStyle::x_fen && outermost ? (side == CastlingSide::king_side ? 'K' : 'Q')
                                                                  : static_cast<char>('A' + index_of(file_of(rook)));
    return c == Color::white ? upper : static_cast<char>(upper - 'A' + 'a');
}

}  // namespace detail

// 71 placement characters, 5 separators, up to 4 + 2 + 1 + 5 + 5 others.
using FenString = FixedString<96>;

constexpr FenString to_fen(const Position& pos, FenOptions options = {}) {
    FenString fen;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = pos.piece_on(static_cast<Square>(rank * 8 + file));
            if (p == Piece::none) {
                ++empty;
                continue;
            }
            if (empty > 0) fen.append(static_cast<char>('0' + empty));
            empty = 0;
            fen.append(detail::fen_char(p));
        }
        if (empty > 0) fen.append(static_cast<char>('0' + empty));
        if (rank > 0) fen.append('/');
    }
    fen.append(pos.side_to_move() == Color::white ? " w " : " b ");

    const CastlingRights rights = pos.castling_rights();
    if (rights == CastlingRights::none) fen.append('-');
    for (const Color c : {Color::white, Color::black}) {
        for (const CastlingSide side : {CastlingSide::king_side, CastlingSide::queen_side}) {
            if (has(rights, castling_right(c, side))) fen.append(detail::castling_char(pos, c, side, options.castling));
        }
    }

    const Square ep = pos.en_passant_square();
    const bool write_ep =
        ep != Square::none && (options.en_passant == EnPassantStyle::as_recorded || en_passant_capture_legal(pos));
    fen.append(' ');
    if (write_ep) {
        fen.append(static_cast<char>('a' + index_of(file_of(ep))));
        fen.append(static_cast<char>('1' + index_of(rank_of(ep))));
    } else {
        fen.append('-');
    }
    fen.append(' ');
    fen.append_number(static_cast<unsigned>(pos.halfmove_clock()));
    fen.append(' ');
    fen.append_number(static_cast<unsigned>(pos.fullmove_number()));
    return fen;
}

}  // namespace shakki
