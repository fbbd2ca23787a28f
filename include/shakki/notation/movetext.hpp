#pragma once
// Splits PGN movetext into tokens: move numbers, moves, null moves,
// comments, NAGs, annotation glyphs, variation brackets, results and escape
// lines. Each
// token keeps its byte offset, so a caller can copy the text around the
// tokens unchanged (translation) or point at a bad move (validation).

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "../base/byte_classes.hpp"
#include "../base/enum_name.hpp"

namespace shakki {

enum class TokenKind : std::uint8_t {
    move_number,           // "12.", "12...", "12" or "12 ..." (also the "12." of "12.e4")
    move,                  // anything else: SAN as written, suffixes attached
    null_move,             // "--" or "Z0" (the side to move passes), glyphs attached
    en_passant_suffix,     // "e.p." or "ep" standing after a move
    annotation,            // ! ? !! ?? !? ?! standing alone
    nag,                   // $1
    comment,               // {...} or ;... to the end of the line
    escape,                // a line starting with %
    variation_start,       // (
    variation_end,         // )
    result,                // 1-0 0-1 1/2-1/2 *
    unterminated_comment,  // { without } before the end of the text
};

constexpr std::string_view enum_name(TokenKind v) {
    return detail::name_in(
        std::array<std::string_view, 12>{"move_number", "move", "null_move", "en_passant_suffix", "annotation", "nag", "comment",
                                         "escape", "variation_start", "variation_end", "result", "unterminated_comment"},
        v);
}

struct Token {
    TokenKind kind;
    std::string_view text;
    std::size_t offset;
};

// The ! and ? written onto the end of a move ("e4!?"): annotations in PGN,
// not part of the SAN.
constexpr std::string_view trailing_glyphs(std::string_view move) {
    std::size_t n = move.size();
    while (n > 0 && (move[n - 1] == '!' || move[n - 1] == '?')) --n;
    return {move.data() + n, move.size() - n};
}

// "--" and "Z0", the two spellings of the null move found in PGN files
// (pgn-extract writes "--"), with any ! and ? written onto them.
constexpr bool is_null_move_text(std::string_view word) {
    word.remove_suffix(trailing_glyphs(word).size());
    return word == "--" || word == "Z0";
}

namespace detail {

// How a movetext token may begin, by its first byte.
enum MovetextStart : std::uint8_t {
    start_move,          // a word that can only be a move (or a bad one)
    start_other_word,    // * e ! ? - Z: a result, "e.p.", a glyph or a null move
    start_digit,         // a move number, or a result starting 0 or 1
    start_comment,       // {
    start_line_comment,  // ;
    start_percent,       // % : an escape line when first on its line
    start_bracket,       // ( )
    start_nag,           // $
};

inline constexpr std::array<std::uint8_t, 256> movetext_starts = [] {
    std::array<std::uint8_t, 256> table{};  // start_move everywhere else
    for (const char c : {'*', 'e', '!', '?', '-', 'Z'}) table[static_cast<unsigned char>(c)] = start_other_word;
    for (char c = '0'; c <= '9'; ++c) table[static_cast<unsigned char>(c)] = start_digit;
    table['{'] = start_comment;
    table[';'] = start_line_comment;
    table['%'] = start_percent;
    table['('] = start_bracket;
    table[')'] = start_bracket;
    table['$'] = start_nag;
    return table;
}();

}  // namespace detail

class MovetextTokenizer {
public:
    constexpr explicit MovetextTokenizer(std::string_view text) : text_(text) {}

    // The next token, or false at the end of the text.
    constexpr bool next(Token& token) {
        skip_spaces();
        if (at_ >= text_.size()) return false;
        // One table lookup on the first byte instead of a chain of compares.
        // Moves and move numbers, nearly every token, are read here; the
        // rest out of line, so that this stays small and saves few registers.
        const char c = text_[at_];
        const std::uint8_t start = detail::movetext_starts[static_cast<unsigned char>(c)];
        if (start == detail::start_move) return word(token, false);
        if (start == detail::start_digit && move_number(token)) return true;
        return other(token, c, start);
    }

private:
    // What substr would give, without its bounds check: the tokenizer's
    // offsets never leave the text.
    constexpr std::string_view slice(std::size_t begin, std::size_t end) const { return {text_.data() + begin, end - begin}; }

    // Every token but a move or a move number, after the first byte's kind.
    [[gnu::noinline]] constexpr bool other(Token& token, char c, std::uint8_t start) {
        const std::size_t begin = at_;
        switch (start) {
            case detail::start_other_word:
                return word(token, true);
            case detail::start_digit:  // digits that are not a move number
                return word(token, c == '0' || c == '1');
            case detail::start_comment:
                return comment(token);
            case detail::start_line_comment:
                return until_end_of_line(token, TokenKind::comment);
            case detail::start_percent:
                if (begin == 0 || text_[begin - 1] == '\n' || text_[begin - 1] == '\r') {
                    return until_end_of_line(token, TokenKind::escape);
                }
                break;
            case detail::start_bracket:
                ++at_;
                token = {c == '(' ? TokenKind::variation_start : TokenKind::variation_end, slice(begin, begin + 1), begin};
                return true;
            case detail::start_nag:
                return nag(token);
            default:
                break;
        }
        return word(token, false);
    }

    static constexpr bool is_space(char c) { return detail::in_class(c, detail::layout_byte); }
    static constexpr bool ends_word(char c) { return detail::in_class(c, detail::token_end_byte); }

    // Local copies in the loops that see every byte: the compiler then
    // keeps them in registers.
    constexpr void skip_spaces() {
        const char* bytes = text_.data();
        const std::size_t size = text_.size();
        std::size_t at = at_;
        while (at < size && is_space(bytes[at])) ++at;
        at_ = at;
    }

    constexpr bool comment(Token& token) {
        const std::size_t begin = at_;
        const std::size_t close = text_.find('}', begin);
        if (close == std::string_view::npos) {
            at_ = text_.size();
            token = {TokenKind::unterminated_comment, slice(begin, text_.size()), begin};
        } else {
            at_ = close + 1;
            token = {TokenKind::comment, slice(begin, at_), begin};
        }
        return true;
    }

    constexpr bool until_end_of_line(Token& token, TokenKind kind) {
        const std::size_t begin = at_;
        // "\n", "\r\n" and a lone "\r" (old Mac files) all end a line.
        while (at_ < text_.size() && text_[at_] != '\n' && text_[at_] != '\r') ++at_;
        token = {kind, slice(begin, at_), begin};
        return true;
    }

    constexpr bool nag(Token& token) {
        const std::size_t begin = at_++;
        while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') ++at_;
        token = {TokenKind::nag, slice(begin, at_), begin};
        return true;
    }

    // An integer followed by zero or more periods, as PGN's import format
    // allows ("12.", "12...", "12", "12 ...", the "12." of "12.e4"): a
    // move number. Digits that run into anything else ("1-0", "0-0",
    // "1e4") are a word.
    constexpr bool move_number(Token& token) {
        const char* bytes = text_.data();
        const std::size_t size = text_.size();
        const std::size_t begin = at_;
        std::size_t i = at_;
        while (i < size && bytes[i] >= '0' && bytes[i] <= '9') ++i;
        if (i < size && bytes[i] != '.' && !ends_word(bytes[i])) return false;
        std::size_t periods = i;  // periods may stand apart from the integer
        while (periods < size && (bytes[periods] == ' ' || bytes[periods] == '\t')) ++periods;
        if (periods < size && bytes[periods] == '.') i = periods;
        while (i < size && bytes[i] == '.') ++i;
        at_ = i;
        token = {TokenKind::move_number, slice(begin, i), begin};
        return true;
    }

    // maybe_other: the first byte could begin a result, a null move, an
    // "e.p." or a lone glyph, so the word must be compared.
    constexpr bool word(Token& token, bool maybe_other) {
        const char* bytes = text_.data();
        const std::size_t size = text_.size();
        const std::size_t begin = at_;
        std::size_t at = begin;
        while (at < size && !ends_word(bytes[at])) ++at;
        if (at == begin) ++at;  // a stray '}' is a word of its own
        at_ = at;
        const std::string_view w = slice(begin, at_);
        token = {maybe_other ? classify(w) : TokenKind::move, w, begin};
        return true;
    }

    [[gnu::noinline]] static constexpr TokenKind classify(std::string_view w) {
        if (w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*") return TokenKind::result;
        if (is_null_move_text(w)) return TokenKind::null_move;
        if (w == "e.p." || w == "ep") return TokenKind::en_passant_suffix;
        if (w == "!" || w == "?" || w == "!!" || w == "??" || w == "!?" || w == "?!") return TokenKind::annotation;
        return TokenKind::move;
    }

    std::string_view text_;
    std::size_t at_ = 0;
};

// Tokens one at a time with one token of lookahead, which a reader needs to
// join a separate "e.p." to the move before it.
class PeekingTokenizer {
public:
    constexpr explicit PeekingTokenizer(std::string_view text) : tokenizer_(text) {}

    constexpr bool next(Token& token) {
        if (!has_peeked_) return tokenizer_.next(token);
        token = peeked_;
        has_peeked_ = false;
        return true;
    }
    // The next token without taking it, or null at the end.
    constexpr const Token* peek() {
        if (!has_peeked_) has_peeked_ = tokenizer_.next(peeked_);
        return has_peeked_ ? &peeked_ : nullptr;
    }
    constexpr void skip() {
        Token ignored{};
        next(ignored);
    }

private:
    MovetextTokenizer tokenizer_;
    Token peeked_{};
    bool has_peeked_ = false;
};

}  // namespace shakki
