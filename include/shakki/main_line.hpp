#pragma once
// The moves of a movetext's main line as SAN strings, for validation and
// language detection; a null move stays as written ("--" or "Z0"). PGN
// writes the Finnish en passant suffix as a token of its own ("exd6 e.p."),
// and the whitespace between tokens is layout, so a separate suffix is
// joined to its move with exactly one space (as join_en_passant, in
// pgn_types.hpp, joins it).

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "movetext.hpp"

namespace shakki {

struct MainLine {
    MainLine() = default;
    MainLine(MainLine&&) = default;  // the views move with the storage of `joined`
    MainLine& operator=(MainLine&&) = default;
    MainLine(const MainLine&) = delete;  // a copy's views would point into the original
    MainLine& operator=(const MainLine&) = delete;
    ~MainLine() = default;

    std::vector<std::string_view> moves;              // into the movetext, or into `joined`
    std::vector<std::size_t> offsets;                 // where each move starts in the movetext
    std::optional<std::size_t> unterminated_comment;  // where a { opens that never closes
    std::optional<std::size_t> stray_en_passant;      // an e.p. not right after a move
private:
    friend MainLine main_line_of(std::string_view movetext);
    // The moves with a separate e.p., joined one after another. Each fits in
    // the stretch of movetext it was read from (move, space, suffix), so
    // they never outgrow the movetext's size, reserved on the first: the
    // storage never moves and the views into it stay valid. (A vector of
    // chars rather than strings: <string> costs more to include than all of
    // this.)
    std::vector<char> joined;
};

// Move numbers, comments, NAGs, annotations standing alone, variations and
// results are skipped; annotations written onto a move stay on it. Reading
// stops at an unterminated comment or at an e.p. with anything between it
// and its move, as the PGN reader does.
inline MainLine main_line_of(std::string_view movetext) {
    MainLine line;
    MovetextTokenizer tokenizer{movetext};
    int depth = 0;
    bool after_move = false;  // the previous token was a main-line move
    for (Token t{}; tokenizer.next(t);) {
        if (t.kind == TokenKind::unterminated_comment) {
            line.unterminated_comment = t.offset;
            break;
        }
        const bool follows_move = after_move;
        after_move = false;
        if (t.kind == TokenKind::variation_start) ++depth;
        if (t.kind == TokenKind::variation_end && depth > 0) --depth;
        if (depth > 0) continue;
        if (t.kind == TokenKind::move || t.kind == TokenKind::null_move) {
            line.moves.push_back(t.text);
            line.offsets.push_back(t.offset);
            after_move = true;
        } else if (t.kind == TokenKind::en_passant_suffix) {
            if (!follows_move) {
                line.stray_en_passant = t.offset;
                break;
            }
            if (line.joined.capacity() == 0) line.joined.reserve(movetext.size());
            const std::size_t begin = line.joined.size();
            for (const char c : line.moves.back()) line.joined.push_back(c);
            line.joined.push_back(' ');
            for (const char c : t.text) line.joined.push_back(c);
            line.moves.back() = std::string_view{line.joined.data() + begin, line.joined.size() - begin};
        }
    }
    return line;
}

}  // namespace shakki
