// render_text and render_svg. The expected boards are written out by hand
// from the FENs (the FEN standard's rank and file order); the SVG layout
// numbers follow from frontend/render_svg.hpp's documented geometry (100 units a
// square, a 40-unit margin with coordinates). XML well-formedness is checked
// by tests/drivers/check_examples.py with Python's parser.

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "shakki/frontend/render_svg.hpp"
#include "shakki/frontend/render_text.hpp"
#include "support.hpp"

using namespace shakki;

namespace {

Position fen(const char* text) { return test_support::position(text); }

std::size_t count(std::string_view text, std::string_view part) {
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != std::string_view::npos; at = text.find(part, at + part.size())) ++n;
    return n;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
        lines.push_back(text.substr(start, end - start));
    return lines;
}

// Code points that are not combining marks: the columns on a terminal.
int columns(std::string_view line) {
    int n = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const auto byte = static_cast<unsigned char>(line[i]);
        if ((byte & 0xC0u) != 0x80u && byte != 0xCC) ++n;
    }
    return n;
}

const Language& language(const char* code) { return *find_language(code); }

}  // namespace

TEST_CASE("render_text: the start position in ASCII, from White's side") {
    CHECK(render_text(Position::start()) ==
          "8  r n b q k b n r\n"
          "7  p p p p p p p p\n"
          "6  . . . . . . . .\n"
          "5  . . . . . . . .\n"
          "4  . . . . . . . .\n"
          "3  . . . . . . . .\n"
          "2  P P P P P P P P\n"
          "1  R N B Q K B N R\n"
          "   a b c d e f g h\n");
}

TEST_CASE("render_text: from Black's side, the last move marked, the side to move") {
    TextBoardOptions options;
    options.bottom = Color::black;
    options.last_move = Move::normal(Square::e2, Square::e4);
    options.side_to_move = true;
    CHECK(render_text(fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"), options) ==
          "1  R N B K Q B N R\n"
          "2  P P P[.]P P P P\n"
          "3  . . . . . . . .\n"
          "4  . . .[P]. . . .\n"
          "5  . . . . . . . .\n"
          "6  . . . . . . . .\n"
          "7  p p p p p p p p\n"
          "8  r n b k q b n r\n"
          "   h g f e d c b a\n"
          "Black to move.\n");
}

TEST_CASE("render_text: marks side by side share a bar; the h-file closes its bracket; castling marks the king") {
    TextBoardOptions options;
    options.last_move = Move::normal(Square::f1, Square::g1);
    CHECK(lines_of(render_text(fen("4k3/8/8/8/8/8/8/4K1R1 b - - 1 1"), options))[7] == "1  . . . . K[.|R].");
    options.last_move = Move::normal(Square::h1, Square::h2);
    const auto lines = lines_of(render_text(fen("4k3/8/8/8/8/8/7R/4K3 b - - 1 1"), options));
    CHECK(lines[6] == "2  . . . . . . .[R]");
    CHECK(lines[7] == "1  . . . . K . .[.]");
    options.last_move = Move::castling(Square::e1, Square::h1);  // O-O, stored as king takes rook
    CHECK(lines_of(render_text(fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"), options))[7] ==
          "1  R N B Q[.]R[K].");
    options.last_move = Move::castling(Square::e8, Square::a8);  // O-O-O: e8 and c8
    CHECK(lines_of(render_text(fen("2kr1bnr/pppqpppp/2n5/3p1b2/3P1B2/2N5/PPPQPPPP/R3KBNR w KQ - 6 5"), options))[0] ==
          "8  . .[k]r[.]b n r");
}

TEST_CASE("render_text: without coordinates every line keeps the separator column") {
    TextBoardOptions options;
    options.coordinates = false;
    const auto lines = lines_of(render_text(Position::start(), options));
    REQUIRE(lines.size() == 8);
    CHECK(lines[0] == " r n b q k b n r");
    CHECK(lines[7] == " R N B Q K B N R");
}

TEST_CASE("render_text: Unicode symbols stay aligned") {
    TextBoardOptions options;
    options.glyphs = BoardGlyphs::unicode;
    const std::string board = render_text(Position::start(), options);
    const auto lines = lines_of(board);
    REQUIRE(lines.size() == 9);
    CHECK(lines[0] == "8  \u265C \u265E \u265D \u265B \u265A \u265D \u265E \u265C");
    CHECK(lines[6] == "2  \u2659 \u2659 \u2659 \u2659 \u2659 \u2659 \u2659 \u2659");
    CHECK(lines[7] == "1  \u2656 \u2658 \u2657 \u2655 \u2654 \u2657 \u2658 \u2656");
    for (const std::string& line : lines) CHECK(columns(line) == 18);
}

TEST_CASE("render_text: a language's letters, upper case for White, aligned whatever their bytes") {
    TextBoardOptions options;
    options.glyphs = BoardGlyphs::language;
    options.language = &language("eo");  // P Ĉ K T D R; Ĉ is two bytes
    auto lines = lines_of(render_text(Position::start(), options));
    CHECK(lines[0] == "8  t \u0109 k d r k \u0109 t");
    CHECK(lines[1] == "7  p p p p p p p p");
    CHECK(lines[7] == "1  T \u0108 K D R K \u0108 T");
    for (const std::string& line : lines) CHECK(columns(line) == 18);

    options.language = &language("fi");  // s R L T D K: the pawn is sotilas
    lines = lines_of(render_text(Position::start(), options));
    CHECK(lines[0] == "8  t r l d k l r t");
    CHECK(lines[6] == "2  S S S S S S S S");
    CHECK(lines[7] == "1  T R L D K L R T");

    options.language = &language("pl");  // no pawn letter: P; S G W H K
    lines = lines_of(render_text(Position::start(), options));
    CHECK(lines[1] == "7  p p p p p p p p");
    CHECK(lines[7] == "1  W S G H K G S W");

    options.language = &language("nl");  // P is the knight, so a pawn P would be ambiguous: all ASCII
    CHECK(render_text(Position::start(), options) == render_text(Position::start()));

    options.language = &language("fan");  // figurines differ by colour already
    options.side_to_move = true;
    lines = lines_of(render_text(Position::start(), options));
    CHECK(lines[7] == "1  \u2656 \u2658 \u2657 \u2655 \u2654 \u2657 \u2658 \u2656");
    CHECK(lines[9] == "White to move.");

    options.language = &language("hu");
    CHECK(lines_of(render_text(Position::start(), options))[9] == "Vil\u00e1gos l\u00e9p.");
}

TEST_CASE("render_svg: a standalone document with 32 pieces, coordinates and the board") {
    const std::string svg = render_svg(Position::start());
    CHECK(
        svg.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 880 880\"",
                  0) == 0);
    CHECK(svg.size() > 7);
    CHECK(svg.substr(svg.size() - 7) == "</svg>\n");
    CHECK(count(svg, "<svg") == 1);
    CHECK(count(svg, "<use href=\"#") == 32);
    CHECK(count(svg, "<use href=\"#white-pawn\"") == 8);
    CHECK(count(svg, "<use href=\"#black-king\"") == 1);
    CHECK(count(svg, "<g id=\"") == 12);  // every drawing defined once
    CHECK(count(svg, "<g ") == count(svg, "</g>"));
    CHECK(count(svg, "<text ") == 16);
    CHECK(count(svg, "fill=\"#b08a68\"") == 32);  // the dark squares, in the default colour
    CHECK(svg.find("<use href=\"#white-king\" x=\"440\" y=\"740\"/>") != std::string::npos);  // e1: column 4, bottom row
    CHECK(svg.find("<use href=\"#black-queen\" x=\"340\" y=\"40\"/>") != std::string::npos);  // d8
    CHECK(svg.find("http:", svg.find("<defs>")) == std::string::npos);                        // no external references
    CHECK(count(svg, "class=\"check\"") == 0);
    CHECK(count(svg, "class=\"last-move\"") == 0);
}

TEST_CASE("render_svg: flipped, without coordinates") {
    SvgBoardOptions options;
    options.bottom = Color::black;
    options.coordinates = false;
    options.pixels = 0;
    const std::string svg = render_svg(Position::start(), options);
    CHECK(svg.find("viewBox=\"0 0 800 800\">") != std::string::npos);  // no width or height
    CHECK(svg.find("width=\"400\"") == std::string::npos);
    CHECK(count(svg, "<text ") == 0);
    CHECK(svg.find("<use href=\"#white-king\" x=\"300\" y=\"0\"/>") != std::string::npos);  // e1 at the top, fourth from the left
    CHECK(svg.find("<use href=\"#black-king\" x=\"300\" y=\"700\"/>") != std::string::npos);
    CHECK(svg.find("<use href=\"#white-rook\" x=\"0\" y=\"0\"/>") != std::string::npos);  // h1 at the top left
}

TEST_CASE("render_svg: last move, check, marks and arrows") {
    // Scholar's mate: Qxf7#, the black king in check on e8.
    SvgBoardOptions options;
    options.last_move = Move::normal(Square::h5, Square::f7);
    options.marks = Bitboard{Square::e5} | Bitboard{Square::d4};
    options.arrows = {{Square::c4, Square::f7}, {Square::g1, Square::f3, {255, 0, 16, 128}}, {Square::e4, Square::e4}};
    const std::string svg = render_svg(fen("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"), options);
    CHECK(count(svg, "<use href=\"#") == 31);
    CHECK(count(svg, "class=\"last-move\"") == 2);
    CHECK(svg.find("<rect x=\"740\" y=\"340\" width=\"100\" height=\"100\" class=\"last-move\"") != std::string::npos);  // h5
    CHECK(svg.find("<rect x=\"540\" y=\"140\" width=\"100\" height=\"100\" class=\"last-move\"") != std::string::npos);  // f7
    CHECK(svg.find("<rect x=\"440\" y=\"40\" width=\"100\" height=\"100\" class=\"check\" fill=\"url(#check)\"/>") !=
          std::string::npos);  // e8
    CHECK(count(svg, "class=\"mark\"") == 2);
    CHECK(count(svg, "class=\"arrow\"") == 2);  // the arrow from e4 to e4 is not drawn
    CHECK(svg.find("fill=\"#ff0010\" fill-opacity=\"0.5\"") != std::string::npos);
    options.check = false;
    CHECK(count(render_svg(fen("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"), options),
                "class=\"check\"") == 0);
}

TEST_CASE("render_svg: castling highlights the king's two squares") {
    SvgBoardOptions options;
    options.last_move = Move::castling(Square::e1, Square::h1);
    const std::string svg = render_svg(fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"), options);
    CHECK(svg.find("<rect x=\"440\" y=\"740\" width=\"100\" height=\"100\" class=\"last-move\"") != std::string::npos);  // e1
    CHECK(svg.find("<rect x=\"640\" y=\"740\" width=\"100\" height=\"100\" class=\"last-move\"") != std::string::npos);  // g1
    CHECK(count(svg, "class=\"last-move\"") == 2);
}
