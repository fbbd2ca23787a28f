// board_svg: a position as a standalone SVG image, on standard output.
//
//   board_svg [--flip] [--no-coordinates] [--arrow e2e4[,COLOUR]]... [--mark e4]...
//             [--last-move e2e4] [--chess960] [FEN] > board.svg
//
// --flip shows the board from Black's side. An arrow goes from its first
// square to its second; COLOUR is green (the default), red, blue or yellow.
// --mark rings a square. --last-move highlights two squares (castling: the
// king's, e1g1). A king in check is highlighted by itself. The FEN may be
// one argument or spread over several; the default is the start position
// (Chess960's number 518 under --chess960). A bad argument or FEN exits 2
// with a message.

#include <array>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

#include "cli.hpp"
#include "common/stdout_check.hpp"
#include "shakki/frontend/render_svg.hpp"
#include "shakki/shakki.hpp"

namespace {

using namespace shakki;

constexpr std::string_view usage_line =
    "usage: board_svg [--flip] [--no-coordinates] [--arrow e2e4[,COLOUR]]... [--mark e4]... [--last-move e2e4] "
    "[--chess960] [FEN]";

// The square named by the first two characters (the library's parse_square reads exactly two).
std::optional<Square> square_at(std::string_view text) { return parse_square(text.substr(0, 2)); }

struct NamedColour {
    std::string_view name;
    SvgColour colour;
};

constexpr std::array<NamedColour, 4> arrow_colours{{
    {"green", SvgArrow{}.colour},
    {"red", {200, 40, 40, 190}},
    {"blue", {30, 90, 200, 190}},
    {"yellow", {230, 170, 0, 200}},
}};

// "e2e4" or "e2e4,red".
std::optional<SvgArrow> arrow_at(std::string_view text) {
    const auto from = square_at(text);
    const auto to = from ? square_at(text.substr(2)) : std::nullopt;
    if (!to) return std::nullopt;
    SvgArrow arrow{*from, *to};
    if (text.size() == 4) return arrow;
    if (text[4] != ',') return std::nullopt;
    for (const NamedColour& named : arrow_colours) {
        if (text.substr(5) == named.name) {
            arrow.colour = named.colour;
            return arrow;
        }
    }
    return std::nullopt;
}

int run(int argc, char** argv) {
    cli::Arguments args{"board_svg", usage_line, argc, argv};
    SvgBoardOptions options;
    auto mode = CastlingMode::standard;
    std::string fen;
    for (std::string_view arg; args.next(arg);) {
        if (cli::asks_for_help(arg)) return args.help();
        if (arg == "--flip") {
            options.bottom = Color::black;
        } else if (arg == "--no-coordinates") {
            options.coordinates = false;
        } else if (arg == "--chess960") {
            mode = CastlingMode::chess960;
        } else if (arg == "--arrow") {
            const auto text = args.value(arg);
            if (!text) return 2;
            const auto arrow = arrow_at(*text);
            if (!arrow)
                return args.fail("--arrow " + cli::quoted(*text) +
                                 ": expected two squares (e2e4), then ,green ,red ,blue or ,yellow");
            options.arrows.push_back(*arrow);
        } else if (arg == "--mark") {
            const auto text = args.value(arg);
            if (!text) return 2;
            const auto square = text->size() == 2 ? square_at(*text) : std::nullopt;
            if (!square) return args.fail("--mark " + cli::quoted(*text) + ": expected a square (e4)");
            options.marks |= Bitboard{*square};
        } else if (arg == "--last-move") {
            const auto text = args.value(arg);
            if (!text) return 2;
            const auto from = text->size() == 4 ? square_at(*text) : std::nullopt;
            const auto to = from ? square_at(text->substr(2)) : std::nullopt;
            if (!to || *from == *to)
                return args.fail("--last-move " + cli::quoted(*text) + ": expected two different squares (e2e4)");
            options.last_move = Move::normal(*from, *to);
        } else if (!args.fen_field(arg, fen)) {
            return 2;
        }
    }
    const auto position = args.position(fen, mode);
    if (!position) return 2;
    const std::string svg = render_svg(*position, options);
    std::fwrite(svg.data(), 1, svg.size(), stdout);
    return 0;
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("board_svg", run(argc, argv)); }
