#pragma once
// A position drawn as text for a terminal or a log: one line per rank,
// pieces as ASCII letters, Unicode chess symbols or a language's letters,
// seen from either side, with coordinates and the last move marked.
//
//   8  r . b q k b n r
//   7  p p p p . p p p
//   6  . . n . . . . .
//   5  . . . . p . . .
//   4  . . . . P . . .
//   3  . . . . .[N]. .
//   2  P P P P . P P P
//   1  R N B Q K B[.]R
//      a b c d e f g h
//
// Every square takes two columns: a separator, then the piece or '.'. The
// squares of the last move are put in brackets; two marked squares side by
// side share the bar between them ("[.|R]"). Every glyph takes one column
// (language letters that would not fall back to ASCII), so the files stay
// aligned whatever the bytes.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "../core/move.hpp"
#include "../core/position.hpp"
#include "../notation/language.hpp"
#include "words.hpp"

namespace shakki {

enum class BoardGlyphs : std::uint8_t {
    ascii,     // KQRBNP for White, kqrbnp for Black
    unicode,   // the chess symbols U+2654..U+265F (outlined for White)
    language,  // the language's piece letters: upper case for White, lower for Black
};

struct TextBoardOptions {
    BoardGlyphs glyphs = BoardGlyphs::ascii;
    // The letters for BoardGlyphs::language, and the words of the side to
    // move line. A letter that is missing (Polish has no pawn letter) or
    // wider than one character is replaced by the ASCII letter; when two
    // pieces would then look alike (Dutch: P is the knight and the missing
    // pawn's ASCII letter), the whole board is ASCII.
    const Language* language = &english;
    Color bottom = Color::white;  // the side seen from: Color::black turns the board round
    bool coordinates = true;      // rank numbers on the left, files underneath
    Move last_move{};             // the move that led here, marked; Move{} marks nothing
    bool side_to_move = false;    // a last line: "White to move."
};

namespace detail {

// The number of characters of a UTF-8 text, combining marks (U+0300..U+036F)
// not counted: the columns it takes on a terminal, for the letters in the
// language table.
constexpr int text_columns(std::string_view text) {
    int columns = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if ((byte & 0xC0u) == 0x80u) continue;  // a continuation byte
        const bool combining =
            byte == 0xCC || (byte == 0xCD && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xB0);
        if (!combining) ++columns;
    }
    return columns;
}

// The lower-case form of a one-letter text: ASCII, and Latin-1 and Latin
// Extended-A letters (Ĉ -> ĉ). Other letters come back unchanged.
inline std::string lower_letter(std::string_view letter) {
    std::string out{letter};
    if (out.size() == 1 && out[0] >= 'A' && out[0] <= 'Z') {
        out[0] = static_cast<char>(out[0] - 'A' + 'a');
    } else if (out.size() == 2) {
        const auto lead = static_cast<unsigned char>(out[0]);
        const auto tail = static_cast<unsigned char>(out[1]);
        const unsigned code = ((lead & 0x1Fu) << 6) | (tail & 0x3Fu);
        unsigned lower = code;
        if (lead >= 0xC0 && lead <= 0xDF && (tail & 0xC0u) == 0x80u) {
            if (code >= 0xC0 && code <= 0xDE && code != 0xD7) {
                lower = code + 0x20;  // À..Þ
            } else if ((code >= 0x100 && code <= 0x137) || (code >= 0x14A && code <= 0x177)) {
                lower = code | 1u;  // pairs: upper case even
            } else if ((code >= 0x139 && code <= 0x148) || (code >= 0x179 && code <= 0x17E)) {
                lower = code % 2 == 1 ? code + 1 : code;  // pairs: upper case odd
            }
        }
        out[0] = static_cast<char>(0xC0u | (lower >> 6));
        out[1] = static_cast<char>(0x80u | (lower & 0x3Fu));
    }
    return out;
}

inline std::string upper_ascii_letter(std::string_view letter) {
    std::string out{letter};
    if (out.size() == 1 && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
}

// The glyphs of the twelve pieces, by colour and type, each one column. A
// language letter that is missing or too wide is replaced by the ASCII
// letter; if the twelve glyphs are then not all different (Dutch: P is
// the knight), the whole board uses ASCII, so no two pieces look alike.
inline std::array<std::array<std::string, piece_type_count>, 2> board_glyphs(BoardGlyphs style, const Language& language) {
    std::array<std::array<std::string, piece_type_count>, 2> ascii;
    for (int t = 0; t < piece_type_count; ++t) {
        ascii[0][t] = english.letter(Color::white, static_cast<PieceType>(t));
        ascii[1][t] = lower_letter(ascii[0][t]);
    }
    if (style == BoardGlyphs::ascii) return ascii;
    const Language& source = style == BoardGlyphs::unicode ? languages.back() : language;  // the figurine row
    auto glyphs = ascii;
    for (int t = 0; t < piece_type_count; ++t) {
        const std::string_view white = source.letter(Color::white, static_cast<PieceType>(t));
        const std::string_view black = source.letter(Color::black, static_cast<PieceType>(t));
        if (white == black) {  // letters: the case tells the colours apart
            glyphs[0][t] = upper_ascii_letter(white);
            glyphs[1][t] = lower_letter(white);
        } else {
            glyphs[0][t] = white;
            glyphs[1][t] = black;
        }
        for (int c = 0; c < 2; ++c) {
            if (text_columns(glyphs[c][t]) != 1) glyphs[c][t] = ascii[c][t];
        }
    }
    for (int a = 0; a < 2 * piece_type_count; ++a) {
        for (int b = a + 1; b < 2 * piece_type_count; ++b) {
            if (glyphs[a / piece_type_count][a % piece_type_count] == glyphs[b / piece_type_count][b % piece_type_count])
                return ascii;
        }
    }
    return glyphs;
}

}  // namespace detail

// The board as lines of text, each ending in '\n'.
inline std::string render_text(const Position& pos, const TextBoardOptions& options = {}) {
    const Language& language = options.language != nullptr ? *options.language : english;
    const auto glyphs = detail::board_glyphs(options.glyphs, language);
    std::array<bool, square_count> marked{};
    if (!options.last_move.is_null()) {
        const Move move = options.last_move;
        marked[static_cast<std::size_t>(index_of(move.from()))] = true;
        const Square to = move.kind() == MoveKind::castling ? castling_king_target(move.from(), move.to()) : move.to();
        marked[static_cast<std::size_t>(index_of(to))] = true;
    }
    const bool flipped = options.bottom == Color::black;
    std::string out;
    for (int row = 0; row < 8; ++row) {
        const int rank = flipped ? row : 7 - row;
        std::string line;
        if (options.coordinates) {
            line += static_cast<char>('1' + rank);
            line += ' ';
        }
        bool previous_marked = false;
        for (int column = 0; column < 8; ++column) {
            const int file = flipped ? 7 - column : column;
            const auto square = static_cast<Square>(rank * 8 + file);
            const bool is_marked = marked[static_cast<std::size_t>(index_of(square))];
            line += previous_marked ? (is_marked ? '|' : ']') : (is_marked ? '[' : ' ');
            const Piece piece = pos.piece_on(square);
            line += piece == Piece::none ? std::string{"."} : glyphs[index_of(color_of(piece))][index_of(type_of(piece))];
            previous_marked = is_marked;
        }
        if (previous_marked) line += ']';
        out += line;
        out += '\n';
    }
    if (options.coordinates) out += flipped ? "   h g f e d c b a\n" : "   a b c d e f g h\n";
    if (options.side_to_move) {
        out += word(language, &Words::to_move)[static_cast<std::size_t>(index_of(pos.side_to_move()))];
        out += '\n';
    }
    return out;
}

}  // namespace shakki
