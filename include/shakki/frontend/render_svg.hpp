#pragma once
// A position drawn as a standalone SVG image: the board, coordinates, the
// last move and a king in check highlighted, arrows and marked squares. The
// pieces are the project's own drawings, defined once in <defs> and placed
// with <use>; nothing outside the file (no fonts, no images) is needed for
// them. Every byte of the output is generated here: colours are numbers and
// squares are squares, so no text from the caller reaches the SVG.
//
// Layout: a square is 100 user units, the board 800; with coordinates a
// margin of 40 runs round it. Each placed piece is
// `<use href="#white-knight" x=".." y=".."/>` (and so on for the twelve).

#include <array>
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../core/bitboard.hpp"
#include "../core/move.hpp"
#include "../core/position.hpp"

namespace shakki {

// An sRGB colour; alpha 255 is opaque.
struct SvgColour {
    std::uint8_t red = 0;
    std::uint8_t green = 0;
    std::uint8_t blue = 0;
    std::uint8_t alpha = 255;
};

struct SvgColours {
    SvgColour light{238, 222, 190};
    SvgColour dark{176, 138, 104};
    SvgColour last_move{214, 214, 78, 150};  // over the two squares of the last move
    SvgColour check{224, 32, 32};            // glows under a king in check
    SvgColour mark{36, 110, 200, 220};       // the ring round a marked square
    SvgColour coordinates{70, 56, 44};
    SvgColour margin{250, 246, 238};  // behind the coordinates
    SvgColour white_piece{255, 255, 255};
    SvgColour black_piece{40, 40, 40};
    SvgColour outline{0, 0, 0};             // the pieces' outline, and the white pieces' inner lines
    SvgColour black_detail{235, 235, 235};  // the black pieces' inner lines
};

struct SvgArrow {
    Square from = Square::a1;
    Square to = Square::a1;  // an arrow to its own square is not drawn
    SvgColour colour{24, 130, 60, 190};
};

struct SvgBoardOptions {
    Color bottom = Color::white;  // the side seen from: Color::black turns the board round
    bool coordinates = true;
    Move last_move{};              // highlighted (castling: the king's two squares); Move{}: none
    bool check = true;             // highlight the king of the side to move when in check
    std::vector<SvgArrow> arrows;  // drawn over the pieces, in order
    Bitboard marks;                // squares with a ring
    int pixels = 400;              // the width and height attributes; 0 or less: none (fills its container)
    SvgColours colours{};
};

namespace detail {

// A piece drawing in a 100x100 box: the body (filled, outlined) and inner
// lines (stroked only) in SVG path data.
struct PieceDrawing {
    std::string_view body;
    std::string_view lines;
};

constexpr std::string_view svg_base = "M22 88L78 88L78 83Q78 78 73 78L27 78Q22 78 22 83Z";

// pawn, knight, bishop, rook, queen, king
inline constexpr std::array<PieceDrawing, piece_type_count> piece_drawings{{
    {"M50 16A12 12 0 0 1 57 37.5Q65 39 65 43Q65 47 58 47Q60 64 72 78L28 78Q40 64 42 47Q35 47 35 43Q35 39 43 37.5"
     "A12 12 0 0 1 50 16Z",
     "M42 47L58 47"},
    {"M31 78C30 66 37 59 46 53L44 49C38 53 31 55 25 57C19 59 14 55 16 49L21 41C27 33 35 25 43 21L45 12L53 19"
     "C69 22 79 39 77 59C76 67 75 72 75 78Z",
     "M53 19C62 26 68 38 68 52M30 40L34 40M19 49L21 48"},
    {"M50 9A6 6 0 0 1 54 19C66 28 68 46 61 59L63 65L37 65L39 59C32 46 34 28 46 19A6 6 0 0 1 50 9Z"
     "M38 65L62 65Q62 73 74 78L26 78Q38 73 38 65Z",
     "M57 30L47 43"},
    {"M26 16L36 16L36 24L45 24L45 16L55 16L55 24L64 24L64 16L74 16L74 34L66 40L66 64L74 70L74 78L26 78L26 70L34 64"
     "L34 40L26 34Z",
     "M34 40L66 40M34 64L66 64"},
    {"M27 70L17 30L34 51L35 22L45 49L50 18L55 49L65 22L66 51L83 30L73 70Q50 77 27 70Z"
     "M27 70Q50 77 73 70L73 78L27 78Z"
     "M17 25A5 5 0 1 1 17 35A5 5 0 1 1 17 25ZM35 17A5 5 0 1 1 35 27A5 5 0 1 1 35 17Z"
     "M50 12A5 5 0 1 1 50 22A5 5 0 1 1 50 12ZM65 17A5 5 0 1 1 65 27A5 5 0 1 1 65 17Z"
     "M83 25A5 5 0 1 1 83 35A5 5 0 1 1 83 25Z",
     "M28 63Q50 70 72 63"},
    {"M46 7L54 7L54 13L60 13L60 21L54 21L54 29L46 29L46 21L40 21L40 13L46 13Z"
     "M50 31C45 31 42 36 43 42C33 33 17 38 19 51C20 59 26 64 28 70Q50 77 72 70C74 64 80 59 81 51C83 38 67 33 57 42"
     "C58 36 55 31 50 31Z"
     "M28 70Q50 77 72 70L72 78L28 78Z",
     "M50 44L50 68M29 63Q50 70 71 63"},
}};

// `value` with at most two decimals, without trailing zeros.
inline void append_number(std::string& out, double value) {
    const long hundredths = std::lround(value * 100);
    if (hundredths < 0) out += '-';
    const long magnitude = hundredths < 0 ? -hundredths : hundredths;
    out += std::to_string(magnitude / 100);
    if (const long fraction = magnitude % 100; fraction != 0) {
        out += '.';
        out += static_cast<char>('0' + fraction / 10);
        if (fraction % 10 != 0) out += static_cast<char>('0' + fraction % 10);
    }
}

// `name="#rrggbb"`, and `name-opacity="0.xx"` when not opaque (for
// stop-color, `stop-opacity`).
inline void append_colour(std::string& out, std::string_view name, SvgColour colour) {
    constexpr std::string_view hex = "0123456789abcdef";
    out += ' ';
    out += name;
    out += "=\"#";
    for (const std::uint8_t part : {colour.red, colour.green, colour.blue}) {
        out += hex[part >> 4];
        out += hex[part & 15u];
    }
    out += '"';
    if (colour.alpha != 255) {
        out += ' ';
        out += name == "stop-color" ? "stop" : name;
        out += "-opacity=\"";
        append_number(out, colour.alpha == 1 ? 0.01 : colour.alpha / 255.0);  // 1 is not rounded away to nothing
        out += '"';
    }
}

// "white-knight", the id of a piece's drawing.
inline std::string piece_id(Piece piece) {
    constexpr std::array<std::string_view, piece_type_count> names{"pawn", "knight", "bishop", "rook", "queen", "king"};
    return std::string{color_of(piece) == Color::white ? "white-" : "black-"} +
           std::string{names[static_cast<std::size_t>(index_of(type_of(piece)))]};
}

// Where a square's top left corner is drawn.
struct SvgPoint {
    double x;
    double y;
};

inline SvgPoint square_corner(Square square, Color bottom, double margin) {
    const int file = index_of(file_of(square));
    const int rank = index_of(rank_of(square));
    const int column = bottom == Color::white ? file : 7 - file;
    const int row = bottom == Color::white ? 7 - rank : rank;
    return {margin + column * 100.0, margin + row * 100.0};
}

inline void append_square_rect(std::string& out, SvgPoint corner, std::string_view fill_attributes) {
    out += "<rect x=\"";
    append_number(out, corner.x);
    out += "\" y=\"";
    append_number(out, corner.y);
    out += "\" width=\"100\" height=\"100\"";
    out += fill_attributes;
    out += "/>\n";
}

inline void append_arrow(std::string& out, const SvgArrow& arrow, Color bottom, double margin) {
    if (arrow.from == arrow.to) return;
    const SvgPoint a = square_corner(arrow.from, bottom, margin);
    const SvgPoint b = square_corner(arrow.to, bottom, margin);
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double length = std::sqrt(dx * dx + dy * dy);
    const double ux = dx / length;
    const double uy = dy / length;
    constexpr double shaft = 7;  // half widths
    constexpr double head = 19;
    constexpr double head_length = 36;
    const SvgPoint start{a.x + 50 + ux * 18, a.y + 50 + uy * 18};
    const SvgPoint tip{b.x + 50 - ux * 10, b.y + 50 - uy * 10};
    const SvgPoint neck{tip.x - ux * head_length, tip.y - uy * head_length};
    const std::array<SvgPoint, 7> points{{{start.x - uy * shaft, start.y + ux * shaft},
                                          {neck.x - uy * shaft, neck.y + ux * shaft},
                                          {neck.x - uy * head, neck.y + ux * head},
                                          tip,
                                          {neck.x + uy * head, neck.y - ux * head},
                                          {neck.x + uy * shaft, neck.y - ux * shaft},
                                          {start.x + uy * shaft, start.y - ux * shaft}}};
    out += "<polygon class=\"arrow\" points=\"";
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (i > 0) out += ' ';
        append_number(out, points[i].x);
        out += ',';
        append_number(out, points[i].y);
    }
    out += '"';
    append_colour(out, "fill", arrow.colour);
    out += "/>\n";
}

inline void append_piece_definitions(std::string& out, const SvgColours& colours) {
    for (const Color colour : {Color::white, Color::black}) {
        for (int t = 0; t < piece_type_count; ++t) {
            const PieceDrawing& drawing = piece_drawings[static_cast<std::size_t>(t)];
            out += "<g id=\"" + piece_id(make_piece(colour, static_cast<PieceType>(t))) + "\"";
            append_colour(out, "stroke", colours.outline);
            out += " stroke-width=\"2.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\"><path";
            append_colour(out, "fill", colour == Color::white ? colours.white_piece : colours.black_piece);
            out += " d=\"";
            out += svg_base;
            out += drawing.body;
            out += "\"/><path fill=\"none\"";
            if (colour == Color::black) append_colour(out, "stroke", colours.black_detail);
            out += " d=\"";
            out += drawing.lines;
            out += "\"/></g>\n";
        }
    }
}

}  // namespace detail

// The board as a standalone SVG document.
inline std::string render_svg(const Position& pos, const SvgBoardOptions& options = {}) {
    const SvgColours& colours = options.colours;
    const double margin = options.coordinates ? 40 : 0;
    const double side = 800 + 2 * margin;
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ";
    detail::append_number(out, side);
    out += ' ';
    detail::append_number(out, side);
    out += '"';
    if (options.pixels > 0) {
        out += " width=\"" + std::to_string(options.pixels) + "\" height=\"" + std::to_string(options.pixels) + "\"";
    }
    out += ">\n<defs>\n";
    detail::append_piece_definitions(out, colours);
    out += "<radialGradient id=\"check\"><stop offset=\"0\"";
    detail::append_colour(out, "stop-color", colours.check);
    out += "/><stop offset=\"0.6\"";
    detail::append_colour(out, "stop-color", SvgColour{colours.check.red, colours.check.green, colours.check.blue, 170});
    out += "/><stop offset=\"1\"";
    detail::append_colour(out, "stop-color", SvgColour{colours.check.red, colours.check.green, colours.check.blue, 0});
    out += "/></radialGradient>\n</defs>\n";

    // The board: the margin, light squares as one rectangle, then the dark ones.
    if (options.coordinates) {
        out += "<rect width=\"100%\" height=\"100%\"";
        detail::append_colour(out, "fill", colours.margin);
        out += "/>\n";
    }
    out += "<rect x=\"";
    detail::append_number(out, margin);
    out += "\" y=\"";
    detail::append_number(out, margin);
    out += "\" width=\"800\" height=\"800\"";
    detail::append_colour(out, "fill", colours.light);
    out += "/>\n";
    std::string dark;
    detail::append_colour(dark, "fill", colours.dark);
    for (int s = 0; s < square_count; ++s) {
        const auto square = static_cast<Square>(s);
        if ((index_of(file_of(square)) + index_of(rank_of(square))) % 2 == 0)  // a1 is dark
            detail::append_square_rect(out, detail::square_corner(square, options.bottom, margin), dark);
    }

    if (!options.last_move.is_null()) {
        const Move move = options.last_move;
        const Square to = move.kind() == MoveKind::castling ? castling_king_target(move.from(), move.to()) : move.to();
        std::string fill = " class=\"last-move\"";
        detail::append_colour(fill, "fill", colours.last_move);
        detail::append_square_rect(out, detail::square_corner(move.from(), options.bottom, margin), fill);
        if (to != move.from()) detail::append_square_rect(out, detail::square_corner(to, options.bottom, margin), fill);
    }
    if (options.check && pos.in_check()) {
        const Square king = pos.king_square(pos.side_to_move());
        detail::append_square_rect(out, detail::square_corner(king, options.bottom, margin),
                                   " class=\"check\" fill=\"url(#check)\"");
    }
    for (const Square square : options.marks) {
        const detail::SvgPoint corner = detail::square_corner(square, options.bottom, margin);
        out += "<circle class=\"mark\" cx=\"";
        detail::append_number(out, corner.x + 50);
        out += "\" cy=\"";
        detail::append_number(out, corner.y + 50);
        out += "\" r=\"43\" fill=\"none\" stroke-width=\"7\"";
        detail::append_colour(out, "stroke", colours.mark);
        out += "/>\n";
    }

    if (options.coordinates) {
        out += "<g font-family=\"sans-serif\" font-size=\"26\" text-anchor=\"middle\"";
        detail::append_colour(out, "fill", colours.coordinates);
        out += ">\n";
        for (int i = 0; i < 8; ++i) {
            const bool white = options.bottom == Color::white;
            const char file = static_cast<char>(white ? 'a' + i : 'h' - i);
            const char rank = static_cast<char>(white ? '8' - i : '1' + i);
            out += "<text x=\"";
            detail::append_number(out, margin + i * 100 + 50);
            out += "\" y=\"";
            detail::append_number(out, margin + 800 + 29);
            out += "\">";
            out += file;
            out += "</text><text x=\"20\" y=\"";
            detail::append_number(out, margin + i * 100 + 59);
            out += "\">";
            out += rank;
            out += "</text>\n";
        }
        out += "</g>\n";
    }

    for (int s = 0; s < square_count; ++s) {
        const auto square = static_cast<Square>(s);
        const Piece piece = pos.piece_on(square);
        if (piece == Piece::none) continue;
        const detail::SvgPoint corner = detail::square_corner(square, options.bottom, margin);
        out += "<use href=\"#" + detail::piece_id(piece) + "\" x=\"";
        detail::append_number(out, corner.x);
        out += "\" y=\"";
        detail::append_number(out, corner.y);
        out += "\"/>\n";
    }
    for (const SvgArrow& arrow : options.arrows) detail::append_arrow(out, arrow, options.bottom, margin);
    out += "</svg>\n";
    return out;
}

}  // namespace shakki
