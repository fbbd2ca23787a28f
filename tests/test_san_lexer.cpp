// The SAN lexer's one-pass path for common shapes against its general path:
// wherever the one-pass path answers, both must split the text into the same
// parts, in every built-in language, with and without a pawn letter.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "../tools/xorshift.hpp"
#include "shakki/notation/san_read.hpp"

using namespace shakki;
using shakki::detail::SanParts;

namespace {

// Pieces of text the moves are made of: the language's letters (either
// colour, aliases), squares and their letters and digits, and every sign the
// general path knows, plus some bytes it does not. Whole squares as tokens
// put every shape of up to three parts (Nxe4, g:e4, e4+) among the texts of
// three tokens.
std::vector<std::string> tokens_of(const Language& language) {
    std::vector<std::string> tokens{"e4", "a8", "h1", "a", "e", "g", "h", "i", "1", "4", "8",     "9",  "x", ":",    "-",
                                    "+",  "#",  "=",  "(", ")", "/", "!", "?", "O", "0", " e.p.", "ep", "y", "\xE2", "\x80"};
    for (const auto& row : language.letters) {
        for (const std::string_view letter : row) {
            if (!letter.empty()) tokens.emplace_back(letter);
        }
    }
    for (const LetterAlias& alias : language.aliases) tokens.emplace_back(alias.text);
    return tokens;
}

struct Tally {
    long fast = 0;  // texts the one-pass path answered
    long total = 0;
};

void compare(const std::string& text, const Language& language, bool pawn_letter, const detail::AsciiLetters& letters,
             Tally& tally) {
    SanParts general;
    const auto error = detail::lex_san_general(text, language, pawn_letter, general);
    SanParts fast;
    fast.from_file = 7;  // a sentinel: a text the fast path declines must leave it
    ++tally.total;
    if (!detail::lex_common_shape(text, letters, pawn_letter, fast)) {
        CHECK_MESSAGE(fast.from_file == 7, text);
        return;
    }
    ++tally.fast;
    INFO("text: \"", text, "\", language: ", language.name, ", pawn letter: ", pawn_letter);
    REQUIRE_FALSE(error.has_value());
    CHECK(fast == general);
}

}  // namespace

TEST_CASE("the SAN lexer's one-pass path reads common shapes exactly as the general path") {
    for (const Language& language : languages) {
        const detail::AsciiLetters* letters = detail::built_in_ascii_letters(language);
        REQUIRE(letters != nullptr);
        const std::vector<std::string> tokens = tokens_of(language);
        for (const bool pawn_letter : {false, true}) {
            Tally tally;
            // Every text of up to three tokens.
            for (const std::string& a : tokens) {
                compare(a, language, pawn_letter, *letters, tally);
                for (const std::string& b : tokens) {
                    compare(a + b, language, pawn_letter, *letters, tally);
                    for (const std::string& c : tokens) compare(a + b + c, language, pawn_letter, *letters, tally);
                }
            }
            // Longer texts, at random.
            // Seeded (xorshift64*), so a failure repeats.
            Xorshift random{0x9E3779B97F4A7C15ULL};
            for (int n = 0; n < 20000; ++n) {
                std::string text;
                const std::size_t length = 4 + random.below(4);
                for (std::size_t k = 0; k < length; ++k) text += tokens[random.below(tokens.size())];
                compare(text, language, pawn_letter, *letters, tally);
            }
            INFO(language.name, ": ", tally.fast, " of ", tally.total, " texts took the one-pass path");
            CHECK(tally.fast > 100);
        }
    }
}

TEST_CASE("the SAN lexer's one-pass path takes the shapes real files are made of") {
    const auto takes = [](std::string_view text, const Language& language) {
        SanParts parts;
        return detail::lex_common_shape(text, *detail::built_in_ascii_letters(language), false, parts);
    };
    for (const char* text : {"e4", "exd5", "Nf3", "Nxf3", "Ngf3", "N1f3", "Ng1f3", "Qh4#", "Bb5+", "Kxe2", "Rad1", "ed5"}) {
        CHECK_MESSAGE(takes(text, english), text);
    }
    CHECK(takes("Rf3", *find_language("fi")));         // ratsu: the knight
    CHECK(takes("Vd1+", *find_language("hu")));        // vezér: the queen
    CHECK(takes("\u0108xf3", *find_language("eo")));   // Ĉ, ĉevalo: the knight
    CHECK(takes("\u2658f3#", *find_language("fan")));  // the white knight's figurine
    // The general path's forms: castling, promotion, annotations, e.p., a
    // long form with a dash, a colon capture, a figurine.
    for (const char* text : {"O-O", "0-0-0", "e8=Q", "e8Q", "Nf3!", "exd6 e.p.", "Ng1-f3", "e:d5", "Nf3++", "\u2658f3"}) {
        CHECK_FALSE_MESSAGE(takes(text, english), text);
    }
}

TEST_CASE("a wide letter found through its last byte is the one a search of the language finds") {
    for (const Language& language : languages) {
        const detail::AsciiLetters* letters = detail::built_in_ascii_letters(language);
        REQUIRE(letters != nullptr);
        const std::vector<std::string> tokens = tokens_of(language);
        for (const bool include_pawn : {false, true}) {
            for (const std::string& a : tokens) {
                for (const std::string& b : tokens) {
                    const std::string text = a + b;
                    if (static_cast<unsigned char>(text[0]) < 128) continue;
                    const auto fast = detail::wide_letter_at_start(text, *letters, include_pawn);
                    const auto searched = detail::letter_at_start_by_search(text, language, include_pawn, nullptr);
                    INFO("text: \"", text, "\", language: ", language.name);
                    CHECK(fast.length == searched.length);
                    CHECK(fast.piece == searched.piece);
                }
            }
        }
    }
}

TEST_CASE("wide letters that end in the same byte are found by the scan the last-byte index stands in for") {
    // No built-in language has two such letters; this one does: Esperanto
    // with a second knight letter and a rook letter ending like its Ĉ (C4 88).
    Language custom = *find_language("eo");
    custom.aliases = {LetterAlias{"\u0148", PieceType::knight}, LetterAlias{"\u0108\u0148", PieceType::rook}};
    const detail::AsciiLetters letters = detail::ascii_letters(custom);
    REQUIRE_FALSE(letters.wide_last_bytes_differ);
    const std::vector<std::string> tokens = tokens_of(custom);
    long found = 0;
    for (const bool include_pawn : {false, true}) {
        for (const std::string& a : tokens) {
            for (const std::string& b : tokens) {
                const std::string text = a + b;
                if (static_cast<unsigned char>(text[0]) < 128) continue;
                const auto fast = detail::wide_letter_at_start(text, letters, include_pawn);
                const auto searched = detail::letter_at_start_by_search(text, custom, include_pawn, nullptr);
                INFO("text: \"", text, "\"");
                CHECK(fast.length == searched.length);
                CHECK(fast.piece == searched.piece);
                if (fast.length > 0) ++found;
            }
        }
    }
    CHECK(found > 0);
    // The longest letter wins: Ĉň is the rook, not Ĉ the knight.
    CHECK(detail::wide_letter_at_start("\u0108\u0148f3", letters, false).piece == PieceType::rook);
}
