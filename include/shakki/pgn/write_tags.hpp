#pragma once
// The tag section write_pgn writes. Every tag of the game comes out, so
// that reading the text back gives the same tags: first the Seven Tag
// Roster (the first tag of each of its names, or its "unknown" value), then
// every other tag in the order the game holds them, duplicates included.
// Two tags must agree with the start position, and are mended where they
// do not: the first FEN tag is written as given when it reads as the start
// position, else as to_fen(start); the first SetUp tag is written as given
// unless the start is not the standard one, which needs SetUp "1"; the
// first Variant tag is written as given when it names the start's castling
// rules, else as "Chess960" or "Standard". A game from another start without
// these tags gets SetUp "1" and FEN at the end, and a Chess960 game without
// a Variant tag gets Variant "Chess960" there too.
// One tag pair per line, but for a second Event tag (see write_tags).

#include <cctype>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../notation/fen.hpp"
#include "read.hpp"
#include "variant.hpp"
#include "write_error.hpp"

namespace shakki::detail {

inline void write_tag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    for (const char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c == '\n' || c == '\r' ? ' ' : c;  // a tag pair is one line
    }
    out += "\"]\n";
}

// The names the reader reads back (see read_tags in pgn/read.hpp).
inline bool readable_tag_name(std::string_view name) {
    if (name.empty()) return false;
    for (const char c : name) {
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
    }
    return true;
}

inline PgnWriteError tag_error(std::string_view name, std::string_view why) {
    PgnWriteError e;
    e.code = PgnWriteErrorCode::invalid_tag;
    e.tag = std::string{name};
    e.message = concat("tag \"", name, "\": ", why);
    return e;
}

// The FEN tag's value as given when it describes `start`, else start's FEN.
inline std::string fen_tag_value(std::string_view given, const Position& start) {
    const auto described = parse_fen(given, {start.castling_mode(), false});
    if (described && *described == start) return std::string{given};
    return std::string{to_fen(start).view()};
}

// The Variant tag's value as given when it names the start's rules.
inline std::string_view variant_tag_value(std::string_view given, const Position& start) {
    if (castling_mode_of_variant(given) == start.castling_mode()) return given;
    return start.is_chess960() ? chess960_variant_name : "Standard";
}

// The Seven Tag Roster, each from the first tag of its name; returns which
// of the game's tags it used. The result is always the game's own.
inline std::vector<bool> write_roster(std::string& out, const PgnGame& game) {
    constexpr std::string_view roster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    constexpr std::string_view unknown[] = {"?", "?", "????.??.??", "?", "?", "?", "*"};
    std::vector<bool> used(game.tags.size(), false);
    for (std::size_t r = 0; r < std::size(roster); ++r) {
        std::string_view value = unknown[r];
        for (std::size_t i = 0; i < game.tags.size(); ++i) {
            if (game.tags[i].name != roster[r]) continue;
            used[i] = true;
            value = game.tags[i].value;
            break;
        }
        write_tag(out, roster[r], roster[r] == "Result" ? std::string_view{game.result} : value);
    }
    return used;
}

inline std::optional<PgnWriteError> write_tags(std::string& out, const PgnGame& game) {
    const std::vector<PgnTag>& tags = game.tags;
    const std::vector<bool> in_roster = write_roster(out, game);
    const bool standard_start = game.start == Position::start();
    bool has_setup = false;
    bool has_fen = false;
    bool has_variant = false;
    for (const PgnTag& tag : tags) {
        has_setup |= tag.name == "SetUp";
        has_fen |= tag.name == "FEN";
        has_variant |= tag.name == "Variant";
    }
    bool setup_written = false;
    bool fen_written = false;
    bool variant_written = false;
    for (std::size_t i = 0; i < tags.size(); ++i) {
        if (in_roster[i]) continue;
        const PgnTag& tag = tags[i];
        if (!readable_tag_name(tag.name)) return tag_error(tag.name, "a tag name is letters, digits and _");
        if (tag.name == "Event") {
            // A line that begins with [Event starts a new game, so a second
            // Event tag shares the line of the tag before it (the roster's
            // Result at the latest), as readers allow.
            out.back() = ' ';
        }
        if (tag.name == "SetUp" && !setup_written) {
            setup_written = true;
            write_tag(out, tag.name, standard_start ? std::string_view{tag.value} : "1");
        } else if (tag.name == "Variant" && !variant_written) {
            variant_written = true;
            write_tag(out, tag.name, variant_tag_value(tag.value, game.start));
        } else if (tag.name == "FEN" && !fen_written) {
            if (!standard_start && !has_setup && !setup_written) {
                write_tag(out, "SetUp", "1");
                setup_written = true;
            }
            fen_written = true;
            write_tag(out, tag.name, fen_tag_value(tag.value, game.start));
        } else {
            write_tag(out, tag.name, tag.value);
        }
    }
    if (game.start.is_chess960() && !has_variant) write_tag(out, "Variant", chess960_variant_name);
    if (!standard_start && !has_setup && !setup_written) write_tag(out, "SetUp", "1");
    if (!standard_start && !has_fen) write_tag(out, "FEN", to_fen(game.start).view());
    return std::nullopt;
}

}  // namespace shakki::detail
