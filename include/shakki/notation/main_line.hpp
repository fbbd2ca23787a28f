#pragma once
// The moves of a movetext's main line as SAN strings, for validation and
// language detection; a null move stays as written ("--" or "Z0"). PGN
// writes the Finnish en passant suffix as a token of its own ("exd6 e.p."),
// and the whitespace between tokens is layout, so a separate suffix is
// joined to its move with exactly one space (as join_en_passant, in
// pgn/game.hpp, joins it).

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
    // The moves with a separate e.p., joined one after another. The views
    // into it are made only once reading is over, when it no longer grows:
    // a joined move can be longer than the text it was read from (a
    // suffix glued to its move, as in "}ep", gains a space), so no reserve
    // made in advance is sure to hold them all.
    std::vector<char> joined;
};

// Move numbers, comments, NAGs, annotations standing alone, variations and
// results are skipped; annotations written onto a move stay on it. Reading
// stops at an unterminated comment or at an e.p. with anything between it
// and its move, as the PGN reader does.
inline MainLine main_line_of(std::string_view movetext) {
    MainLine line;
    struct JoinedMove {
        std::size_t index;  // in line.moves
        std::size_t begin;  // in line.joined
        std::size_t size;
    };
    std::vector<JoinedMove> joined_moves;
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
            const std::size_t begin = line.joined.size();
            line.joined.insert(line.joined.end(), line.moves.back().begin(), line.moves.back().end());
            line.joined.push_back(' ');
            line.joined.insert(line.joined.end(), t.text.begin(), t.text.end());
            joined_moves.push_back({line.moves.size() - 1, begin, line.joined.size() - begin});
        }
    }
    for (const JoinedMove& j : joined_moves) line.moves[j.index] = std::string_view{line.joined.data() + j.begin, j.size};
    return line;
}

}  // namespace shakki
