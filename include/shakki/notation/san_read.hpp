#pragma once
// Reading Standard Algebraic Notation in any language of notation/language.hpp.
//
// The reader works from the target square: it asks which pieces of the
// written kind can go there (core/origins.hpp) instead of formatting every legal
// move and comparing text. Strict reading accepts canonical SAN only;
// lenient reading also accepts the liberties listed in docs/notation.md and
// reports each one it took as a warning, moves in UCI coordinates included.

#include <cstdint>
#include <string_view>

#include "../base/enum_name.hpp"
#include "../base/expected.hpp"
#include "../core/movegen.hpp"
#include "../core/origins.hpp"
#include "../core/position.hpp"
#include "detail/san_lexer.hpp"
#include "language.hpp"
#include "san_write.hpp"
#include "uci.hpp"

namespace shakki {

// Liberties a lenient reader takes; each is one bit of SanWarnings.
enum class SanWarning : std::uint16_t {
    castling_with_zeros = 1U << 0,            // 0-0 for O-O
    promotion_without_equals = 1U << 1,       // e8Q, e8(Q), e8/Q (in a language that writes e8=Q)
    lowercase_promotion = 1U << 2,            // e8=q
    missing_check_sign = 1U << 3,             // a checking or mating move without + or #
    wrong_check_sign = 1U << 4,               // + or # that does not match what the move does
    alternative_mate_sign = 1U << 5,          // ++ or ‡ for #
    annotation = 1U << 6,                     // ! ? !! ?? !? ?!
    en_passant_suffix = 1U << 7,              // e.p./ep where the language writes none, or spelled differently
    missing_en_passant_suffix = 1U << 8,      // en passant without the language's suffix (Finnish e.p.)
    long_form = 1U << 9,                      // Ng1-f3, Ng1f3, e2e4: the whole origin square
    over_disambiguation = 1U << 10,           // Ngf3 where Nf3 is unambiguous
    missing_capture_sign = 1U << 11,          // ed5 for exd5
    capture_sign_without_capture = 1U << 12,  // Nxf3 to an empty square
    pawn_letter = 1U << 13,                   // Pe4
    colon_capture = 1U << 14,                 // e:d5 for exd5
    coordinate_notation = 1U << 15,           // g1f3, e7e8q, e1g1, e1h1: the move written as UCI
};

constexpr std::string_view enum_name(SanWarning v) {
    const auto bits = static_cast<unsigned>(v);
    if (bits == 0 || (bits & (bits - 1)) != 0) return {};  // not exactly one warning
    return detail::name_in(
        std::array<std::string_view, 16>{"castling_with_zeros", "promotion_without_equals", "lowercase_promotion",
                                         "missing_check_sign", "wrong_check_sign", "alternative_mate_sign", "annotation",
                                         "en_passant_suffix", "missing_en_passant_suffix", "long_form", "over_disambiguation",
                                         "missing_capture_sign", "capture_sign_without_capture", "pawn_letter", "colon_capture",
                                         "coordinate_notation"},
        detail::lowest_bit(bits));
}
inline constexpr int san_warning_count = 16;

constexpr std::string_view describe(SanWarning w) {
    switch (w) {
        case SanWarning::castling_with_zeros:
            return "castling written with zeros (0-0) instead of the letter O";
        case SanWarning::promotion_without_equals:
            return "promotion not written the language's way (e8=Q)";
        case SanWarning::lowercase_promotion:
            return "promotion piece in lower case";
        case SanWarning::missing_check_sign:
            return "the move gives check or mate but has no + or #";
        case SanWarning::wrong_check_sign:
            return "the check sign does not match the move";
        case SanWarning::alternative_mate_sign:
            return "mate written as ++ or \u2021 instead of #";
        case SanWarning::annotation:
            return "annotation (! or ?) after the move";
        case SanWarning::en_passant_suffix:
            return "en passant suffix this language does not write this way";
        case SanWarning::missing_en_passant_suffix:
            return "en passant capture without the language's suffix";
        case SanWarning::long_form:
            return "origin square written in full (long form)";
        case SanWarning::over_disambiguation:
            return "origin written where it is not needed";
        case SanWarning::missing_capture_sign:
            return "capture written without x";
        case SanWarning::capture_sign_without_capture:
            return "x on a move that captures nothing";
        case SanWarning::pawn_letter:
            return "pawn letter written";
        case SanWarning::colon_capture:
            return "capture written with : instead of x";
        case SanWarning::coordinate_notation:
            return "move written in coordinates (UCI, like g1f3), not SAN";
    }
    return "non-canonical SAN";
}

class SanWarnings {
public:
    constexpr SanWarnings() = default;
    constexpr void add(SanWarning w) { bits_ = static_cast<std::uint16_t>(bits_ | static_cast<std::uint16_t>(w)); }
    constexpr bool has(SanWarning w) const { return (bits_ & static_cast<std::uint16_t>(w)) != 0; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr std::uint16_t bits() const { return bits_; }
    constexpr bool operator==(const SanWarnings&) const = default;

    // Calls f(warning) for each warning present, in declaration order.
    template <class F>
    constexpr void for_each(F&& f) const {
        for (int i = 0; i < san_warning_count; ++i) {
            if (bits_ & (1U << i)) f(static_cast<SanWarning>(1U << i));
        }
    }

private:
    std::uint16_t bits_ = 0;
};

enum class SanMode : std::uint8_t {
    strict,      // canonical SAN only
    lenient,     // also every liberty of docs/notation.md, each reported as a warning
    permissive,  // the same moves as lenient, without working out the warnings (faster)
};

constexpr std::string_view enum_name(SanMode v) {
    return detail::name_in(std::array<std::string_view, 3>{"strict", "lenient", "permissive"}, v);
}

enum class SanErrorCode : std::uint8_t {
    syntax,                   // not SAN; the offset points at the problem
    no_piece_can_move_there,  // no piece of that kind (and origin) reaches the square
    leaves_king_in_check,     // pieces reach the square, but only by exposing their king
    ambiguous,                // several pieces can legally go there; see candidates
    promotion_missing,        // a pawn reaching the last rank must say what it becomes
    invalid_promotion,        // to a king or pawn, or by a move that does not promote
    castling_not_legal,       // castling on that side is not possible now
    not_canonical,            // strict mode: legal, but only as a lenient form (see warnings)
};

constexpr std::string_view enum_name(SanErrorCode v) {
    return detail::name_in(
        std::array<std::string_view, 8>{"syntax", "no_piece_can_move_there", "leaves_king_in_check", "ambiguous",
                                        "promotion_missing", "invalid_promotion", "castling_not_legal", "not_canonical"},
        v);
}

struct SanError {
    SanErrorCode code = SanErrorCode::syntax;
    std::size_t offset = 0;
    std::string_view message;
    PieceType piece = PieceType::pawn;
    Square to = Square::none;
    Bitboard candidates;   // ambiguous: the pieces that could go there
    Move move{};           // not_canonical: the move that was meant
    SanWarnings warnings;  // not_canonical: the liberties taken
};

struct SanMove {
    Move move;
    SanWarnings warnings;  // empty for canonical SAN
};

namespace detail {

constexpr Unexpected<SanError> san_failure(SanErrorCode code, std::string_view message, const SanParts& parts,
                                           std::size_t offset = 0) {
    SanError e;
    e.code = code;
    e.offset = offset;
    e.message = message;
    e.piece = parts.piece;
    e.to = parts.to;
    return Unexpected<SanError>{e};
}

constexpr Expected<Move, SanError> resolve_castling(const Position& pos, const SanParts& parts) {
    const Square king = pos.king_square(pos.side_to_move());
    const Square rook = pos.castling_rook(pos.side_to_move(), parts.castling_side);
    if (rook != Square::none) {
        const Move castle = Move::castling(king, rook);
        if (is_legal(pos, castle)) return castle;
    }
    // The king's square after castling, so that an explanation can say why not.
    SanParts refused = parts;
    refused.piece = PieceType::king;
    refused.to = make_square(parts.castling_side == CastlingSide::king_side ? File::g : File::c, rank_of(king));
    return san_failure(SanErrorCode::castling_not_legal, "castling on that side is not legal here", refused);
}

constexpr Bitboard origin_filter(const SanParts& parts) {
    Bitboard filter = bitboards::all;
    if (parts.from_file >= 0) filter &= bitboards::file(static_cast<File>(parts.from_file));
    if (parts.from_rank >= 0) filter &= bitboards::rank(static_cast<Rank>(parts.from_rank));
    return filter;
}

constexpr bool is_capture(const Position& pos, const SanParts& parts) {
    return pos.piece_on(parts.to) != Piece::none || (parts.piece == PieceType::pawn && parts.to == pos.en_passant_square());
}

constexpr Expected<Move, SanError> resolve_piece_move(const Position& pos, const SanParts& parts, const Origins& found) {
    const Color us = pos.side_to_move();
    const Bitboard filter = origin_filter(parts);
    // A pawn capture always names its file; without it only pushes count.
    const bool unnamed_pawn_capture = parts.piece == PieceType::pawn && parts.from_file < 0 && is_capture(pos, parts);
    if ((found.pseudo_legal & filter).empty() || unnamed_pawn_capture) {
        return san_failure(SanErrorCode::no_piece_can_move_there, "no such piece can move to that square", parts);
    }
    const Bitboard legal = found.legal & filter;
    if (legal.empty()) {
        return san_failure(SanErrorCode::leaves_king_in_check, "the move would leave the king in check", parts);
    }
    if (legal.more_than_one()) {
        auto failure = san_failure(SanErrorCode::ambiguous, "more than one piece can move there", parts);
        failure.error.candidates = legal;
        return failure;
    }
    const Square from = legal.first();
    const bool promotes = parts.piece == PieceType::pawn && rank_of(parts.to) == relative_rank(us, Rank::r8);
    if (promotes && !parts.has_promotion) {
        return san_failure(SanErrorCode::promotion_missing, "a pawn reaching the last rank must promote (=Q, =R, =B or =N)",
                           parts);
    }
    if (parts.has_promotion && (!promotes || parts.promotion == PieceType::king || parts.promotion == PieceType::pawn)) {
        return san_failure(
            SanErrorCode::invalid_promotion,
            promotes ? "a pawn promotes to a queen, rook, bishop or knight" : "only a pawn reaching the last rank promotes",
            parts);
    }
    if (promotes) return Move::promotion(from, parts.to, parts.promotion);
    if (parts.piece == PieceType::pawn && parts.to == pos.en_passant_square() && file_of(from) != file_of(parts.to)) {
        return Move::en_passant(from, parts.to);
    }
    return Move::normal(from, parts.to);
}

// How the origin should have been written, compared with how it was.
constexpr void check_disambiguation(const Position& pos, const SanParts& parts, Move move, const Origins& found, SanWarnings& w) {
    const OriginHint written{parts.from_file >= 0, parts.from_rank >= 0};
    const OriginHint canonical = canonical_origin_hint(pos, move, parts.piece, found.legal);
    if (parts.dash) w.add(SanWarning::long_form);
    if (written.file == canonical.file && written.rank == canonical.rank) return;
    w.add(written.file && written.rank ? SanWarning::long_form : SanWarning::over_disambiguation);
}

constexpr SanWarnings liberties_taken(const Position& pos, const SanParts& parts, Move move, const Origins& found,
                                      const Language& language) {
    SanWarnings w;
    if (parts.castling_with_zeros) w.add(SanWarning::castling_with_zeros);
    if (parts.annotation) w.add(SanWarning::annotation);
    if (parts.alternative_mate_sign) w.add(SanWarning::alternative_mate_sign);
    if (parts.pawn_letter) w.add(SanWarning::pawn_letter);
    if (parts.has_promotion && (parts.promotion_slash || parts.promotion_style != language.promotion)) {
        w.add(SanWarning::promotion_without_equals);
    }
    if (parts.promotion_lowercase) w.add(SanWarning::lowercase_promotion);

    const bool en_passant = move.kind() == MoveKind::en_passant;
    const bool suffix_expected = en_passant && !language.en_passant_suffix.empty();
    if (suffix_expected && !parts.en_passant_suffix) w.add(SanWarning::missing_en_passant_suffix);
    const bool suffix_canonical = parts.en_passant_suffix_outside && parts.en_passant_text == language.en_passant_suffix;
    if (parts.en_passant_suffix && (!suffix_expected || !suffix_canonical)) w.add(SanWarning::en_passant_suffix);

    if (!parts.castling) {
        const bool capture = en_passant || pos.piece_on(move.to()) != Piece::none;
        if (capture && !parts.capture_sign) w.add(SanWarning::missing_capture_sign);
        if (!capture && parts.capture_sign) w.add(SanWarning::capture_sign_without_capture);
        if (parts.colon_capture) w.add(SanWarning::colon_capture);
        check_disambiguation(pos, parts, move, found, w);
    }

    const CheckStatus status = check_status_after(pos, move);
    const WrittenCheck expected = status == CheckStatus::none    ? WrittenCheck::none
                                  : status == CheckStatus::check ? WrittenCheck::check
                                                                 : WrittenCheck::checkmate;
    if (parts.check == WrittenCheck::none && expected != WrittenCheck::none)
        w.add(SanWarning::missing_check_sign);
    else if (parts.check != expected)
        w.add(SanWarning::wrong_check_sign);
    return w;
}

// One reading of the text: with or without a leading pawn letter.
constexpr Expected<SanMove, SanError> read_san(const Position& pos, std::string_view text, const Language& language, SanMode mode,
                                               bool pawn_letter) {
    SanParts parts;
    if (const auto lex_error = lex_san(text, language, pawn_letter, parts)) {
        return san_failure(SanErrorCode::syntax, lex_error->message, parts, lex_error->offset);
    }
    const Origins found = parts.castling ? Origins{} : origins(pos, parts.piece, parts.to);
    const auto move = parts.castling ? resolve_castling(pos, parts) : resolve_piece_move(pos, parts, found);
    if (!move) return Unexpected<SanError>{move.error()};
    if (parts.en_passant_suffix && move->kind() != MoveKind::en_passant) {
        return san_failure(SanErrorCode::syntax, "e.p. written after a move that is not an en passant capture", parts,
                           parts.en_passant_offset);
    }
    if (mode == SanMode::permissive) return SanMove{*move, {}};
    const SanWarnings warnings = liberties_taken(pos, parts, *move, found, language);
    if (mode == SanMode::strict && !warnings.empty()) {
        auto failure = san_failure(SanErrorCode::not_canonical, "legal, but not canonical SAN", parts);
        failure.error.move = *move;
        failure.error.warnings = warnings;
        return failure;
    }
    return SanMove{*move, warnings};
}

// Text in UCI's spelling exactly: two squares, then perhaps a promotion
// letter in lower case (g1f3, e7e8q). e7e8Q and e7e8=q are not: they are
// long-form SAN, which the lenient reader takes as such.
constexpr bool is_coordinate_move(std::string_view text) {
    if (text.size() != 4 && text.size() != 5) return false;
    if (!is_file(text[0]) || !is_rank(text[1]) || !is_file(text[2]) || !is_rank(text[3])) return false;
    return text.size() == 4 || parse_promotion_letter(text[4]).has_value();
}

// Why a coordinate move of the piece on `from` is not legal, in the SAN
// reader's error codes.
constexpr Unexpected<SanError> coordinate_failure(const Position& pos, std::string_view text, Square from, Square to) {
    SanParts parts;
    parts.piece = type_of(pos.piece_on(from));
    parts.to = to;
    if (text.size() == 5 && parts.piece != PieceType::pawn) {
        return san_failure(SanErrorCode::invalid_promotion, "only a pawn reaching the last rank promotes", parts, 4);
    }
    const Color us = pos.side_to_move();
    const bool two_files = rank_of(from) == rank_of(to) && (index_of(file_of(from)) - index_of(file_of(to)) == 2 ||
                                                            index_of(file_of(to)) - index_of(file_of(from)) == 2);
    if (parts.piece == PieceType::king && (two_files || pos.piece_on(to) == make_piece(us, PieceType::rook))) {
        return san_failure(SanErrorCode::castling_not_legal, "castling on that side is not legal here", parts);
    }
    if (origins(pos, parts.piece, to).pseudo_legal.contains(from)) {
        return san_failure(SanErrorCode::leaves_king_in_check, "the move would leave the king in check", parts);
    }
    return san_failure(SanErrorCode::no_piece_can_move_there, "that piece cannot move to that square", parts);
}

// A coordinate move of a piece, or a pawn's promotion (in UCI's letters,
// whatever the language). parse_uci finds it, so castling reads in every
// form UCI reads (e1g1, king takes rook e1h1).
constexpr Expected<SanMove, SanError> read_coordinates(const Position& pos, std::string_view text, SanMode mode, Square from,
                                                       Square to) {
    const auto move = parse_uci(pos, text);
    if (!move) return coordinate_failure(pos, text, from, to);
    SanWarnings warnings;
    warnings.add(SanWarning::coordinate_notation);
    if (mode == SanMode::strict) {
        SanParts parts;
        parts.piece = type_of(pos.piece_on(from));
        parts.to = to;
        auto failure = san_failure(SanErrorCode::not_canonical, "a move in coordinates (UCI), not SAN", parts);
        failure.error.move = *move;
        failure.error.warnings = warnings;
        return failure;
    }
    return SanMove{*move, mode == SanMode::lenient ? warnings : SanWarnings{}};
}

// One reading of SAN proper, Hungarian's second reading with a pawn letter
// included.
constexpr Expected<SanMove, SanError> read_san_any_letter(const Position& pos, std::string_view text, const Language& language,
                                                          SanMode mode) {
    // Every path returns `result`, so that it is built in the caller's
    // place rather than copied there.
    auto result = read_san(pos, text, language, mode, false);
    // Some pawn letters are also file letters (Hungarian g): read the text
    // again with a pawn letter, and keep that reading if it finds the move.
    if (!result && letter_at_start(text, language, true).piece == PieceType::pawn) {
        auto with_letter = read_san(pos, text, language, mode, true);
        if (with_letter || with_letter.error().code == SanErrorCode::not_canonical) result = with_letter;
    }
    return result;
}

}  // namespace detail

// Reads one move of SAN in `language`. The position is never changed; on
// failure the error says what is wrong and where.
constexpr Expected<SanMove, SanError> parse_san(const Position& pos, std::string_view text, const Language& language = english,
                                                SanMode mode = SanMode::strict) {
    if (!detail::is_coordinate_move(text)) return detail::read_san_any_letter(pos, text, language, mode);
    // A coordinate move goes to parse_uci, with one exception: a pawn's
    // move without promotion is long-form SAN too (e2e4, e4d5) and reads as
    // that, the same move, keeping the SAN reader's warnings. A piece on the
    // first square beats a pawn letter that is also a file letter: with a
    // knight on g2, Hungarian g2f4 is the knight's move, not g(pawn) 2f4.
    const Square from = detail::parse_square(text);
    const Square to = detail::parse_square(text.substr(2));
    const Piece moving = pos.piece_on(from);
    const Piece our_pawn = make_piece(pos.side_to_move(), PieceType::pawn);
    if (moving != Piece::none && color_of(moving) == pos.side_to_move() && (moving != our_pawn || text.size() == 5)) {
        return detail::read_coordinates(pos, text, mode, from, to);
    }
    auto result = detail::read_san_any_letter(pos, text, language, mode);
    if (moving != our_pawn || mode == SanMode::permissive) return result;
    if (result) {
        SanMove read = *result;
        read.warnings.add(SanWarning::coordinate_notation);
        return read;
    }
    SanError error = result.error();
    if (error.code == SanErrorCode::not_canonical) error.warnings.add(SanWarning::coordinate_notation);
    return Unexpected<SanError>{error};
}

}  // namespace shakki
