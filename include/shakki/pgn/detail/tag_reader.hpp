#pragma once
// The tag section of a PGN game: [Name "value"] pairs, with the damage
// other readers read past (a stray quote, a name with + # = : -) read the
// same way, with a warning.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "../game.hpp"
#include "problems.hpp"

namespace shakki::detail {

struct TagSection {
    std::size_t movetext_begin = 0;
    std::optional<std::size_t> fen_value;      // where the first FEN tag's value starts
    std::optional<std::size_t> variant_value;  // and the first Variant tag's
};

inline bool is_layout(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
inline bool is_blank(char c) { return c == ' ' || c == '\t'; }

// A tag name is letters, digits and _. Other readers also take + # = : -
// (python-chess's tag pattern), which damaged files hold, as in
// "[BlackType: ...]": the reader reads them and leaves them out of the name.
// ASCII letters and digits, as isalnum in the "C" locale, without a call.
inline bool is_name_char(char c) {
    const char lower = static_cast<char>(c | 0x20);
    return (lower >= 'a' && lower <= 'z') || (c >= '0' && c <= '9') || c == '_';
}
inline bool is_damaged_name_char(char c) { return c == '+' || c == '#' || c == '=' || c == ':' || c == '-'; }

// Where the line holding `from` ends ("\n", "\r\n" or a lone "\r"), or
// the text's size. A loop: find_first_of calls memchr once per byte.
inline std::size_t line_end_from(std::string_view text, std::size_t from) {
    while (from < text.size() && text[from] != '\n' && text[from] != '\r') ++from;
    return from;
}

// `\"` and `\\` are escapes; a lone backslash stays as it is.
inline std::string unescape_tag_value(std::string_view raw) {
    if (raw.find('\\') == std::string_view::npos) return std::string{raw};  // the usual value: nothing to undo
    std::string value;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\' && i + 1 < raw.size() && (raw[i + 1] == '"' || raw[i + 1] == '\\')) ++i;
        value += raw[i];
    }
    return value;
}

// The last quote in [from, end) followed by blanks and "]": where a damaged
// value ends, as other readers take it; npos when there is none.
inline std::size_t last_closing_quote(std::string_view text, std::size_t from, std::size_t end) {
    for (std::size_t j = end; j > from; --j) {
        if (text[j - 1] != '"') continue;
        std::size_t k = j;
        while (k < end && is_blank(text[k])) ++k;
        if (k < end && text[k] == ']') return j - 1;
    }
    return std::string_view::npos;
}

// Reads the tag pairs at the start of the chunk into `game.tags`, skipping
// escape lines and ; comments between them. A value with an unescaped quote
// or ending in a backslash, and a name with + # = : -, are read as other
// readers read them, with a warning; any other malformed tag sets
// `game.problem`.
template <class Visitor>
TagSection read_tags(const GameText& where, PgnGame& game, Visitor& visitor) {
    const std::string_view text = where.text;
    TagSection section;
    std::size_t i = 0;
    std::size_t comment = std::string::npos;        // a ; comment since the last tag
    std::size_t line_end = std::string_view::npos;  // of the line being read
    const auto malformed = [&](std::size_t at, PgnProblemCode code) {
        invalidate(game, visitor, problem_at(where, at, code));
        section.movetext_begin = text.size();
        return section;
    };
    while (true) {
        while (i < text.size() && is_layout(text[i])) ++i;
        const bool line_start = i == 0 || text[i - 1] == '\n' || text[i - 1] == '\r';
        if (i < text.size() && (text[i] == ';' || (text[i] == '%' && line_start))) {
            if (text[i] == ';' && comment == std::string::npos) comment = i;
            i = line_end_from(text, i);
            continue;
        }
        if (i >= text.size() || text[i] != '[') {
            // A ; comment between tags is skipped; one before the first
            // move belongs to the movetext.
            section.movetext_begin = comment < i ? comment : i;
            return section;
        }
        comment = std::string::npos;
        if (game.tags.size() == max_pgn_tags) {
            invalidate(game, visitor, problem_at(where, i, PgnProblemCode::too_many_tags, std::to_string(max_pgn_tags)));
            section.movetext_begin = text.size();
            return section;
        }
        const std::size_t open = i++;
        // Found once per line, not once per tag: a line of many tags costs
        // its length, not its length times its tags.
        if (line_end == std::string_view::npos || i > line_end) line_end = line_end_from(text, i);
        while (i < line_end && is_blank(text[i])) ++i;

        const std::size_t name_begin = i;
        PgnTag tag;
        std::size_t damaged_name = std::string::npos;  // the first character left out
        while (i < line_end && (is_name_char(text[i]) || is_damaged_name_char(text[i]))) {
            if (!is_name_char(text[i]) && damaged_name == std::string::npos) damaged_name = i;
            ++i;
        }
        const std::string_view written_name = std::string_view{text}.substr(name_begin, i - name_begin);
        if (damaged_name == std::string::npos) {
            tag.name = written_name;
        } else {
            for (const char c : written_name) {
                if (is_name_char(c)) tag.name += c;
            }
        }
        while (i < line_end && is_blank(text[i])) ++i;
        if (tag.name.empty() || i >= line_end || text[i] != '"') {
            return malformed(i < line_end ? i : open, PgnProblemCode::malformed_tag);
        }
        if (damaged_name != std::string::npos) {
            warn(where, game, visitor, damaged_name, PgnProblemCode::damaged_tag_name, excerpt(written_name), excerpt(tag.name));
        }

        const std::size_t value_begin = ++i;
        std::size_t close = std::string::npos;  // the first quote not escaped
        for (; i < line_end; ++i) {
            if (text[i] == '\\' && i + 1 < line_end && (text[i + 1] == '"' || text[i + 1] == '\\')) {
                ++i;
            } else if (text[i] == '"') {
                close = i;
                break;
            }
        }
        std::size_t after = close == std::string::npos ? line_end : close + 1;
        while (after < line_end && is_blank(text[after])) ++after;
        std::size_t value_end = close;
        if (close == std::string::npos || after >= line_end || text[after] != ']') {
            // Damage: the value runs to the last quote before ] on the line.
            value_end = last_closing_quote(text, value_begin, line_end);
            if (value_end == std::string::npos) {
                return malformed(
                    open, close == std::string::npos ? PgnProblemCode::tag_value_not_closed : PgnProblemCode::tag_not_closed);
            }
            std::size_t backslashes = 0;
            while (backslashes < value_end - value_begin && text[value_end - 1 - backslashes] == '\\') ++backslashes;
            if (backslashes % 2 == 1) {
                warn(where, game, visitor, value_end - 1, PgnProblemCode::tag_value_ends_in_backslash);
            } else {
                warn(where, game, visitor, close, PgnProblemCode::unescaped_quote_in_tag_value);
            }
            after = value_end + 1;
            while (is_blank(text[after])) ++after;  // stops at the ] found above
        }
        tag.value = unescape_tag_value(std::string_view{text}.substr(value_begin, value_end - value_begin));
        i = after + 1;
        if (tag.name == "FEN" && !section.fen_value) section.fen_value = value_begin;
        if (tag.name == "Variant" && !section.variant_value) section.variant_value = value_begin;
        game.tags.push_back(std::move(tag));
        visitor.tag(game.tags.back().name, game.tags.back().value);
    }
}
}  // namespace shakki::detail
