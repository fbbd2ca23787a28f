#pragma once
// Splits SAN text into its parts without looking at a position: piece,
// origin hints, capture sign, target, promotion, suffixes. Every liberty a
// lenient reader may take is recorded, so the caller decides what to accept.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

#include "../../base/expected.hpp"
#include "../../core/types.hpp"
#include "../language.hpp"

namespace shakki::detail {

enum class WrittenCheck : std::uint8_t { none, check, checkmate };

struct SanParts {
    bool castling = false;
    CastlingSide castling_side = CastlingSide::king_side;
    bool castling_with_zeros = false;

    PieceType piece = PieceType::pawn;
    bool pawn_letter = false;
    int from_file = -1;  // -1: not written
    int from_rank = -1;
    bool dash = false;
    bool capture_sign = false;
    bool colon_capture = false;  // ':' written for 'x'
    Square to = Square::none;

    bool has_promotion = false;
    PieceType promotion = PieceType::queen;
    PromotionStyle promotion_style = PromotionStyle::letter_only;
    bool promotion_slash = false;  // e8/Q, never canonical
    bool promotion_lowercase = false;

    WrittenCheck check = WrittenCheck::none;
    bool alternative_mate_sign = false;
    bool annotation = false;
    bool en_passant_suffix = false;
    std::string_view en_passant_text;        // the suffix with the space before it, e.g. " e.p."
    bool en_passant_suffix_outside = false;  // nothing written after it (exd6+ e.p., not exd6 e.p.+)
    std::size_t en_passant_offset = 0;       // where the suffix (with its space) starts

    constexpr bool operator==(const SanParts&) const = default;
};

struct LexError {
    std::size_t offset;
    std::string_view message;
};

struct LetterMatch {
    PieceType piece = PieceType::pawn;
    std::size_t length = 0;  // 0: no match
    bool lowercase = false;
};

constexpr char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// What the start of a move means in one language, for the reader's fast
// path. An ASCII byte: no letter, the one-byte letter of one piece, or
// "look closer" (a longer letter starts with it, or two pieces share it).
// Letters that start with a non-ASCII byte (figurines, Esperanto's Ĉ) are
// kept packed into integers, in the order the slow path tries them.
struct AsciiLetters {
    static constexpr std::uint8_t none = 0;
    static constexpr std::uint8_t look_closer = 0xFF;
    std::uint8_t piece_plus_one[128]{};  // NOLINT(*-avoid-c-arrays): a plain table

    struct Wide {
        std::uint32_t bytes = 0;  // the letter's bytes, first in the lowest
        std::uint8_t length = 0;
        PieceType piece = PieceType::pawn;
    };
    static constexpr std::size_t max_wide = 16;
    Wide wide[max_wide]{};  // NOLINT(*-avoid-c-arrays)
    std::size_t wide_count = 0;
    std::uint8_t longest_wide = 0;  // no later letter can beat a match this long
    bool wide_complete = true;      // false: a letter too long to pack, so look closer
    // Each wide letter (index + 1) by its last byte, which tells the
    // figurines apart: they all start E2 99. Unusable when two different
    // letters end in the same byte.
    std::uint8_t wide_by_last_byte[256]{};  // NOLINT(*-avoid-c-arrays): a plain table
    bool wide_last_bytes_differ = true;
};

// Up to four bytes of `text`, first in the lowest, and how many.
constexpr std::uint32_t packed_start(std::string_view text, std::size_t& length) {
    length = text.size() < 4 ? text.size() : 4;
    std::uint32_t bytes = 0;
    for (std::size_t i = 0; i < length; ++i) bytes |= std::uint32_t{static_cast<unsigned char>(text[i])} << (8 * i);
    return bytes;
}

constexpr AsciiLetters ascii_letters(const Language& language) {
    AsciiLetters table;
    const auto add = [&](std::string_view letter, PieceType piece) {
        if (letter.empty()) return;
        if (static_cast<unsigned char>(letter[0]) >= 128) {
            if (letter.size() > 4 || table.wide_count == AsciiLetters::max_wide) {
                table.wide_complete = false;
                return;
            }
            std::size_t length = 0;
            const AsciiLetters::Wide wide{packed_start(letter, length), static_cast<std::uint8_t>(length), piece};
            table.wide[table.wide_count++] = wide;
            if (length > table.longest_wide) table.longest_wide = static_cast<std::uint8_t>(length);
            std::uint8_t& by_last = table.wide_by_last_byte[static_cast<unsigned char>(letter.back())];
            if (by_last == 0) {
                by_last = static_cast<std::uint8_t>(table.wide_count);
            } else {
                const AsciiLetters::Wide& other = table.wide[by_last - 1];
                if (other.bytes != wide.bytes || other.length != wide.length || other.piece != wide.piece) {
                    table.wide_last_bytes_differ = false;
                }
            }
            return;
        }
        std::uint8_t& entry = table.piece_plus_one[static_cast<unsigned char>(letter[0])];
        const auto code = static_cast<std::uint8_t>(index_of(piece) + 1);
        entry = letter.size() == 1 && (entry == AsciiLetters::none || entry == code) ? code : AsciiLetters::look_closer;
    };
    for (const auto& row : language.letters) {
        for (int t = 0; t < piece_type_count; ++t) add(row[static_cast<std::size_t>(t)], static_cast<PieceType>(t));
    }
    for (const LetterAlias& alias : language.aliases) add(alias.text, alias.piece);
    return table;
}

// The tables of all `languages`. Not constexpr, so that they are made at
// run time, once, by the first reader: as a constant they would be
// evaluated by the compiler in every translation unit that includes this.
inline std::array<AsciiLetters, languages.size()> make_ascii_letter_tables() {
    std::array<AsciiLetters, languages.size()> all{};
    for (std::size_t i = 0; i < languages.size(); ++i) all[i] = ascii_letters(languages[i]);
    return all;
}

// The table of a language of `languages`, made once; nothing for another
// Language value. Run time only: it finds the language by its address.
inline const AsciiLetters* built_in_ascii_letters(const Language& language) {
    static const auto tables = make_ascii_letter_tables();
    const auto address = reinterpret_cast<std::uintptr_t>(&language);       // NOLINT(*-reinterpret-cast)
    const auto first = reinterpret_cast<std::uintptr_t>(languages.data());  // NOLINT(*-reinterpret-cast)
    if (address < first || address >= first + sizeof languages) return nullptr;
    const std::size_t index = (address - first) / sizeof(Language);
    return &languages[index] == &language ? &tables[index] : nullptr;
}

// Byte by byte: letters are one to three bytes, shorter than the set-up of
// the library's comparison.
constexpr bool starts_with(std::string_view text, std::string_view prefix) {
    if (text.size() < prefix.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i) {
        if (text[i] != prefix[i]) return false;
    }
    return true;
}

// letter_at_start for letters the table of built_in_ascii_letters does not
// answer: wide letters, letters of other Language values, and constant
// evaluation.
// The longest wide letter of a complete table that `text` starts with.
constexpr LetterMatch wide_letter_at_start(std::string_view text, const AsciiLetters& table, bool include_pawn) {
    LetterMatch best;
    std::size_t available = 0;
    const std::uint32_t start = packed_start(text, available);
    if (table.wide_last_bytes_differ) {
        // At each length only the letter ending in the byte there can match.
        for (std::size_t length = available < table.longest_wide ? available : table.longest_wide; length > 0; --length) {
            const std::uint8_t code = table.wide_by_last_byte[static_cast<unsigned char>(text[length - 1])];
            if (code == 0) continue;
            const AsciiLetters::Wide& letter = table.wide[code - 1];
            const std::uint32_t mask = length == 4 ? 0xFFFFFFFFu : (std::uint32_t{1} << (8 * length)) - 1;
            if (letter.length == length && (start & mask) == letter.bytes && (letter.piece != PieceType::pawn || include_pawn)) {
                return {letter.piece, length};
            }
        }
        return best;
    }
    for (std::size_t i = 0; i < table.wide_count; ++i) {
        const AsciiLetters::Wide& letter = table.wide[i];
        if (letter.length > available || letter.length <= best.length) continue;
        const std::uint32_t mask = letter.length == 4 ? 0xFFFFFFFFu : (std::uint32_t{1} << (8 * letter.length)) - 1;
        if ((start & mask) == letter.bytes && (letter.piece != PieceType::pawn || include_pawn)) {
            best = {letter.piece, letter.length};
            if (best.length == table.longest_wide) break;
        }
    }
    return best;
}

constexpr LetterMatch letter_at_start_by_search(std::string_view text, const Language& language, bool include_pawn,
                                                const AsciiLetters* table) {
    if (table != nullptr && table->wide_complete && static_cast<unsigned char>(text[0]) >= 128) {
        return wide_letter_at_start(text, *table, include_pawn);
    }
    LetterMatch best;
    const auto consider = [&](std::string_view letter, PieceType piece) {
        if (letter.empty() || letter[0] != text[0] || (piece == PieceType::pawn && !include_pawn)) return;
        if (letter.size() > best.length && starts_with(text, letter)) best = {piece, letter.size()};
    };
    for (const auto& row : language.letters) {
        for (int t = 0; t < piece_type_count; ++t) consider(row[static_cast<std::size_t>(t)], static_cast<PieceType>(t));
    }
    for (const LetterAlias& alias : language.aliases) consider(alias.text, alias.piece);
    return best;
}

// The language's letter (either colour, or an alias) that `text` starts
// with, the longest if several do. Pawn letters only when asked for. Every
// move read comes here: the usual answers (no letter, or an ASCII letter of
// a built-in language) take one table lookup.
constexpr LetterMatch letter_at_start(std::string_view text, const Language& language, bool include_pawn) {
    // Piece letters are capitals or non-ASCII; only pawn letters may be small.
    if (text.empty() || (!include_pawn && text[0] >= 'a' && text[0] <= 'z')) return {};
    const AsciiLetters* table = std::is_constant_evaluated() ? nullptr : built_in_ascii_letters(language);
    if (table != nullptr && static_cast<unsigned char>(text[0]) < 128) {
        const std::uint8_t code = table->piece_plus_one[static_cast<unsigned char>(text[0])];
        if (code == AsciiLetters::none) return {};
        if (code != AsciiLetters::look_closer) {
            const auto piece = static_cast<PieceType>(code - 1);
            if (piece != PieceType::pawn || include_pawn) return {piece, 1};
            return {};
        }
    }
    return letter_at_start_by_search(text, language, include_pawn, table);
}

// The letter `text` ends with, for promotions; also accepts ASCII letters
// in lower case (e8=q), marked as such.
constexpr LetterMatch letter_at_end(std::string_view text, const Language& language) {
    LetterMatch best;
    const auto consider = [&](std::string_view letter, PieceType piece) {
        if (letter.empty() || letter.size() > text.size() || letter.size() <= best.length) return;
        const std::string_view tail = text.substr(text.size() - letter.size());
        if (tail == letter) {
            best = {piece, letter.size(), false};
        } else if (letter.size() == 1 && tail[0] == ascii_lower(letter[0]) && tail[0] != letter[0]) {
            best = {piece, 1, true};
        }
    };
    for (const auto& row : language.letters) {
        for (int t = 0; t < piece_type_count; ++t) consider(row[static_cast<std::size_t>(t)], static_cast<PieceType>(t));
    }
    for (const LetterAlias& alias : language.aliases) consider(alias.text, alias.piece);
    return best;
}

// Byte by byte: suffixes are one to four bytes, shorter than the set-up of
// the library's comparison.
constexpr bool ends_with(std::string_view text, std::string_view suffix) {
    if (text.size() < suffix.size()) return false;
    const std::size_t start = text.size() - suffix.size();
    for (std::size_t i = 0; i < suffix.size(); ++i) {
        if (text[start + i] != suffix[i]) return false;
    }
    return true;
}

constexpr bool ends_with(std::string_view text, char last) { return !text.empty() && text.back() == last; }

// The suffixes, longest first where one ends another. Tables here rather
// than lists in the function, which the compiler built on every call.
inline constexpr std::string_view annotation_suffixes[] = {"!!", "??", "!?", "?!", "!", "?"};  // NOLINT(*-avoid-c-arrays)
struct CheckSign {
    std::string_view text;
    WrittenCheck check;
    bool alternative;
};
inline constexpr CheckSign check_signs[] = {  // NOLINT(*-avoid-c-arrays)
    {"++", WrittenCheck::checkmate, true},
    {"\u2021", WrittenCheck::checkmate, true},
    {"#", WrittenCheck::checkmate, false},
    {"+", WrittenCheck::check, false}};
inline constexpr std::string_view en_passant_suffixes[] = {"e.p.", "ep"};  // NOLINT(*-avoid-c-arrays)

// Removes one trailing annotation, check sign or en passant suffix;
// returns false when there was none (or on a second check sign, an error).
constexpr bool strip_one_suffix(std::string_view& s, SanParts& parts, std::optional<LexError>& error) {
    // Fast exit: canonical moves mostly end in a digit or a piece letter.
    if (s.empty()) return false;
    const char last = s.back();
    if (last != '!' && last != '?' && last != '+' && last != '#' && last != '.' && last != 'p' && last != '\xA1') return false;
    for (const std::string_view annotation : annotation_suffixes) {
        if (ends_with(s, annotation)) {
            s.remove_suffix(annotation.size());
            parts.annotation = true;
            return true;
        }
    }
    for (const CheckSign& sign : check_signs) {
        if (!ends_with(s, sign.text)) continue;
        if (parts.check != WrittenCheck::none) {
            error = LexError{s.size() - sign.text.size(), "more than one check sign"};
            return false;
        }
        s.remove_suffix(sign.text.size());
        parts.check = sign.check;
        parts.alternative_mate_sign = sign.alternative;
        return true;
    }
    for (const std::string_view suffix : en_passant_suffixes) {
        if (ends_with(s, suffix) && s.size() > suffix.size() && !parts.en_passant_suffix) {
            const std::size_t end = s.size();
            s.remove_suffix(suffix.size());
            while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r'))
                s.remove_suffix(1);
            parts.en_passant_suffix = true;
            parts.en_passant_text = std::string_view{s.data() + s.size(), end - s.size()};
            parts.en_passant_suffix_outside = parts.check == WrittenCheck::none && !parts.annotation;
            parts.en_passant_offset = s.size();
            return true;
        }
    }
    return false;
}

constexpr bool is_file(char c) { return c >= 'a' && c <= 'h'; }
constexpr bool is_rank(char c) { return c >= '1' && c <= '8'; }

struct CastlingSpelling {
    std::string_view text;
    CastlingSide side;
    bool zeros;
};
inline constexpr CastlingSpelling castling_spellings[] = {  // NOLINT(*-avoid-c-arrays)
    {"O-O-O", CastlingSide::queen_side, false},
    {"O-O", CastlingSide::king_side, false},
    {"0-0-0", CastlingSide::queen_side, true},
    {"0-0", CastlingSide::king_side, true}};

constexpr bool lex_castling(std::string_view s, SanParts& parts) {
    if (s[0] != 'O' && s[0] != '0') return false;
    for (const CastlingSpelling& spelling : castling_spellings) {
        if (s == spelling.text) {
            parts.castling = true;
            parts.castling_side = spelling.side;
            parts.castling_with_zeros = spelling.zeros;
            return true;
        }
    }
    return false;
}

// Reads the promotion at the end of `body`: =Q, Q, (Q) or /Q.
constexpr std::optional<LexError> lex_promotion(std::string_view& body, const Language& language, SanParts& parts) {
    if (body.empty() || is_rank(body.back())) return {};
    const bool parenthesised = body.back() == ')';
    std::string_view inner = parenthesised ? body.substr(0, body.size() - 1) : body;
    const LetterMatch letter = letter_at_end(inner, language);
    if (letter.length == 0) return LexError{body.size() - 1, "expected a square or a promotion piece here"};
    inner.remove_suffix(letter.length);
    bool slash = false;
    if (parenthesised) {
        if (!ends_with(inner, '(')) return LexError{inner.size(), "a promotion in parentheses is written like e8(Q)"};
        inner.remove_suffix(1);
        parts.promotion_style = PromotionStyle::parentheses;
    } else if (ends_with(inner, '=')) {
        inner.remove_suffix(1);
        parts.promotion_style = PromotionStyle::equals_sign;
    } else if (ends_with(inner, '/')) {
        inner.remove_suffix(1);
        slash = true;
    }
    parts.promotion_slash = slash;
    parts.has_promotion = true;
    parts.promotion = letter.piece;
    parts.promotion_lowercase = letter.lowercase;
    body = inner;
    return {};
}

// Reads [file][rank][-|x]square from what follows the piece letter.
constexpr std::optional<LexError> lex_squares(std::string_view body, std::size_t offset, SanParts& parts) {
    if (body.size() < 2 || !is_file(body[body.size() - 2]) || !is_rank(body.back())) {
        return LexError{offset + (body.size() >= 2 ? body.size() - 2 : body.size()), "expected a target square like e4"};
    }
    parts.to = make_square(static_cast<File>(body[body.size() - 2] - 'a'), static_cast<Rank>(body.back() - '1'));
    body.remove_suffix(2);
    if (ends_with(body, 'x') || ends_with(body, ':')) {
        parts.capture_sign = true;
        parts.colon_capture = body.back() == ':';
        body.remove_suffix(1);
    }
    if (ends_with(body, '-')) {
        parts.dash = true;
        body.remove_suffix(1);
    }
    std::size_t i = 0;
    if (i < body.size() && is_file(body[i])) parts.from_file = body[i++] - 'a';
    if (i < body.size() && is_rank(body[i])) parts.from_rank = body[i++] - '1';
    if (i != body.size()) return LexError{offset + i, "unexpected character in the move"};
    if (parts.dash && (parts.from_file < 0 || parts.from_rank < 0)) {
        return LexError{offset + body.size(), "a move with '-' names its origin square, like Ng1-f3"};
    }
    return {};
}

// The shape nearly every move of a real file has, read in one pass:
// [letter][origin file][origin rank][x]square[+ or #], with a one-byte ASCII
// letter or a wide letter (figurine, Esperanto's Ĉ) of the language's table. It fills `parts` exactly as the general
// path would, and returns false, touching nothing, for anything else
// (castling, promotions, annotations, e.p., wide or shared letters, errors),
// which the general path then reads.
constexpr bool lex_common_shape(std::string_view s, const AsciiLetters& letters, bool pawn_letter, SanParts& parts) {
    std::size_t end = s.size();
    WrittenCheck check = WrittenCheck::none;
    if (end > 0 && (s[end - 1] == '+' || s[end - 1] == '#')) {
        check = s[end - 1] == '+' ? WrittenCheck::check : WrittenCheck::checkmate;
        --end;
    }
    if (end < 2 || !is_file(s[end - 2]) || !is_rank(s[end - 1])) return false;
    const auto first = static_cast<unsigned char>(s[0]);

    // As letter_at_start: small letters are pawn letters or nothing.
    PieceType piece = PieceType::pawn;
    std::size_t letter_length = 0;
    if (first >= 128) {
        if (!letters.wide_complete) return false;
        const LetterMatch wide = wide_letter_at_start(s.substr(0, end), letters, pawn_letter);
        if (wide.length == 0) return false;
        piece = wide.piece;
        letter_length = wide.length;
    } else if (pawn_letter || first < 'a' || first > 'z') {
        const std::uint8_t code = letters.piece_plus_one[first];
        if (code == AsciiLetters::look_closer) return false;
        if (code != AsciiLetters::none) {
            piece = static_cast<PieceType>(code - 1);
            if (piece != PieceType::pawn || pawn_letter) letter_length = 1;
        }
    }
    if (letter_length == 0) {
        piece = PieceType::pawn;
        if (!is_file(s[0]) && !is_rank(s[0])) return false;
    }

    const std::size_t square = end - 2;
    std::size_t i = letter_length;
    int from_file = -1;
    int from_rank = -1;
    bool capture = false;
    if (i < square && is_file(s[i])) from_file = s[i++] - 'a';
    if (i < square && is_rank(s[i])) from_rank = s[i++] - '1';
    if (i < square && s[i] == 'x') {
        capture = true;
        ++i;
    }
    if (i != square) return false;

    parts = SanParts{};
    parts.piece = piece;
    parts.pawn_letter = letter_length > 0 && piece == PieceType::pawn;
    parts.from_file = from_file;
    parts.from_rank = from_rank;
    parts.capture_sign = capture;
    parts.to = make_square(static_cast<File>(s[square] - 'a'), static_cast<Rank>(s[square + 1] - '1'));
    parts.check = check;
    return true;
}

// Every form the readers accept, with each liberty recorded.
constexpr std::optional<LexError> lex_san_general(std::string_view text, const Language& language, bool pawn_letter,
                                                  SanParts& parts) {
    parts = SanParts{};
    std::string_view s = text;
    std::optional<LexError> error;
    while (strip_one_suffix(s, parts, error)) {}
    if (error) return error;
    if (s.empty()) return LexError{0, "empty move"};
    if (lex_castling(s, parts)) return {};

    const LetterMatch letter = letter_at_start(s, language, pawn_letter);
    std::size_t offset = letter.length;
    if (letter.length > 0) {
        parts.piece = letter.piece;
        parts.pawn_letter = letter.piece == PieceType::pawn;
    } else if (!is_file(s[0]) && !is_rank(s[0])) {
        return LexError{0, "unknown piece letter"};
    }
    std::string_view body = s;
    body.remove_prefix(offset);  // the letter's length: within s
    if (auto e = lex_promotion(body, language, parts)) return LexError{offset + e->offset, e->message};
    return lex_squares(body, offset, parts);
}

constexpr std::optional<LexError> lex_san(std::string_view text, const Language& language, bool pawn_letter, SanParts& parts) {
    if (!std::is_constant_evaluated()) {
        const AsciiLetters* letters = built_in_ascii_letters(language);
        if (letters != nullptr && lex_common_shape(text, *letters, pawn_letter, parts)) return {};
    }
    return lex_san_general(text, language, pawn_letter, parts);
}

}  // namespace shakki::detail
