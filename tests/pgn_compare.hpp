#pragma once
// Comparing PGN game trees after a write and a read, for the PGN tests and
// the PGN fuzz target.

#include <cstddef>
#include <string>
#include <vector>

#include "shakki/pgn/read.hpp"

namespace pgn_compare {

// Comments as text without their layout: the writer wraps long ones at
// spaces and may split one into ";" comments, one per line. So each line
// end ("\n", "\r\n" or a lone "\r") counts as a space, as does the break
// between two comments.
inline std::string comment_text(const std::vector<std::string>& comments) {
    std::string text;
    for (std::size_t n = 0; n < comments.size(); ++n) {
        const std::string& c = comments[n];
        if (n > 0) text += ' ';
        for (std::size_t i = 0; i < c.size(); ++i) {
            if (c[i] == '\r' && i + 1 < c.size() && c[i + 1] == '\n') ++i;
            text += c[i] == '\n' || c[i] == '\r' ? ' ' : c[i];
        }
    }
    return text;
}

// Same moves, NAGs, comments and variations, recursively.
inline bool same_line(const shakki::PgnLine& a, const shakki::PgnLine& b) {
    if (comment_text(a.comments) != comment_text(b.comments) || a.nodes.size() != b.nodes.size()) return false;
    for (std::size_t i = 0; i < a.nodes.size(); ++i) {
        const shakki::PgnNode& x = a.nodes[i];
        const shakki::PgnNode& y = b.nodes[i];
        if (x.move != y.move || x.nags != y.nags || comment_text(x.comments) != comment_text(y.comments) ||
            x.variations.size() != y.variations.size())
            return false;
        for (std::size_t v = 0; v < x.variations.size(); ++v) {
            if (!same_line(x.variations[v], y.variations[v])) return false;
        }
    }
    return true;
}

}  // namespace pgn_compare
