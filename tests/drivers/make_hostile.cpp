// make_hostile: writes the hostile PGN inputs that benchmarks/hostile_bench.py
// measures and the `hostile-pgn` test checks: long games with variations
// everywhere, games that never end, floods of variations and NAGs, and old
// Mac line ends.
//
//   make_hostile DIRECTORY [SCALE]
//
// SCALE (default 1) multiplies the sizes of the floods, for a quick run;
// inputs past the reader's 4 MB game limit keep their size.

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "../../tools/xorshift.hpp"
#include "shakki/pgn.hpp"
#include "shakki/shakki.hpp"

namespace {

using namespace shakki;

// A legal game that ends by no rule, as long as it can be made: pieces
// walk without repeating a position, and a pawn moves or a piece is taken
// only when the 75-move rule comes near.
std::vector<std::string> long_game() {
    Game game;
    Xorshift random{2026};
    std::vector<std::string> sans;
    while (true) {
        const MoveList moves = legal_moves(game.position());
        const bool must_reset = game.position().halfmove_clock() >= 140;
        std::vector<Move> wanted;  // resetting the clock just when it must
        std::vector<Move> fallback;
        for (const Move m : moves) {
            const bool resets = type_of(game.position().piece_on(m.from())) == PieceType::pawn ||
                                (game.position().piece_on(m.to()) != Piece::none && m.kind() != MoveKind::castling);
            if (!game.play(m)) std::abort();
            if (!game.outcome() && game.repetition_count() == 1) (resets == must_reset ? wanted : fallback).push_back(m);
            game.undo();
        }
        const std::vector<Move>& good = wanted.empty() ? fallback : wanted;
        if (good.empty()) return sans;
        const Move chosen = good[random.below(good.size())];
        sans.emplace_back(to_san(game.position(), chosen).view());
        if (!game.play(chosen)) std::abort();
    }
}

std::string movetext(const std::vector<std::string>& sans, std::size_t count) {
    std::string text;
    for (std::size_t i = 0; i < count; ++i) {
        if (i % 2 == 0) text += std::to_string(i / 2 + 1) + ". ";
        text += sans[i] + (i % 16 == 15 ? "\n" : " ");
    }
    return text;
}

// The first legal move in SAN other than ply `i`'s, from the position before it.
std::vector<std::string> alternatives(const std::vector<std::string>& sans) {
    std::vector<std::string> out;
    Game game;
    for (const std::string& san : sans) {
        const Position& pos = game.position();
        const MoveList moves = legal_moves(pos);
        std::string other;
        for (const Move m : moves) {
            other = std::string{to_san(pos, m).view()};
            if (other != san) break;
        }
        out.push_back(other);
        if (!game.play_san(san)) std::abort();
    }
    return out;
}

void write(const std::string& directory, const std::string& name, const std::string& text) {
    const std::string path = directory + "/" + name;
    std::FILE* file = std::fopen(path.c_str(), "wb");
    if (file == nullptr || std::fwrite(text.data(), 1, text.size(), file) != text.size() || std::fclose(file) != 0) {
        std::fprintf(stderr, "make_hostile: cannot write %s\n", path.c_str());
        std::exit(2);
    }
}

std::string repeated(std::string_view piece, std::size_t times) {
    std::string out;
    out.reserve(piece.size() * times);
    for (std::size_t i = 0; i < times; ++i) out += piece;
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fputs("usage: make_hostile DIRECTORY [SCALE]\n", stderr);
        return 2;
    }
    const std::string dir = argv[1];
    const double scale = argc > 2 ? std::atof(argv[2]) : 1.0;
    const auto scaled = [&](double n) { return static_cast<std::size_t>(n * scale) + 1; };

    const std::vector<std::string> sans = long_game();
    const std::vector<std::string> other = alternatives(sans);
    const std::size_t plies = sans.size();
    const std::string header = "[Event \"hostile\"]\n[White \"A\"]\n[Black \"B\"]\n\n";
    const std::string whole = movetext(sans, plies);
    std::fprintf(stderr, "make_hostile: a legal game of %zu plies\n", plies);

    write(dir, "long_game.pgn", header + whole + "*\n");

    // 256 nested one-move variations on the last move.
    std::string nested = header + whole;
    for (int i = 0; i < 256; ++i) nested += "(" + other.back() + " ";
    write(dir, "nested_256_at_end.pgn", nested + std::string(256, ')') + " *\n");

    // A one-move variation at every ply, for the first 3,000 plies and for all.
    for (const std::size_t count : {std::size_t{3000}, plies}) {
        std::string every = header;
        for (std::size_t i = 0; i < count && i < plies; ++i) {
            if (i % 2 == 0) every += std::to_string(i / 2 + 1) + ". ";
            every += sans[i] + " (" + other[i] + ")\n";
        }
        write(dir, "variation_every_ply_" + std::to_string(count) + ".pgn", every + "*\n");
    }

    // Sibling variations on the last move.
    write(dir, "siblings_at_end.pgn", header + whole + repeated("(" + other.back() + ") ", scaled(100000)) + "*\n");

    // Games that never end: a tag, a move, then only "(".
    write(dir, "endless_10mb.pgn", "[Event \"x\"]\n1. e4 " + repeated("( ", scaled(5e6)));
    write(dir, "endless_50mb.pgn", "[Event \"x\"]\n1. e4 " + repeated("( ", scaled(25e6)));
    // One unending comment, and one line with no end at all.
    write(dir, "endless_comment.pgn", "[Event \"x\"]\n1. e4 {" + repeated("x", 20000000));
    write(dir, "endless_line.pgn", "[Event \"x\"]\n1. e4 " + repeated("{x} ", 5000000));

    // Floods that are valid games, or close to it.
    write(dir, "siblings_400k.pgn", "[Event \"x\"]\n1. e4 " + repeated("(1. d4) ", scaled(4e5)) + "*\n");
    write(dir, "siblings_1m.pgn", "[Event \"x\"]\n1. e4 " + repeated("(1. d4) ", 1000000) + "*\n");
    write(dir, "nags_1m.pgn", "[Event \"x\"]\n1. e4 " + repeated("$1 ", scaled(1e6)) + "*\n");

    // Old Mac files: 100,000 games with \r line ends.
    write(
        dir, "cr_only.pgn",
        repeated(
            "[Event \"mac\"]\r[White \"A\"]\r[Black \"B\"]\r[Result \"1-0\"]\r\r1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\r\r",
            scaled(1e5)));

    // The same games with \n line ends: what the \r ones may cost at most.
    write(
        dir, "lf_only.pgn",
        repeated(
            "[Event \"mac\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n",
            scaled(1e5)));
    // Tag floods: 4 MB of tags on one line, and 600,000 tag lines; blank
    // lines, \n and lone \r, as what reading bytes costs.
    write(dir, "tags_one_line.pgn", repeated("[A \"\"]", scaled(699000)) + "\n\n*\n");
    write(dir, "damaged_tags_one_line.pgn", repeated("[A \"x\"y\"] ", scaled(419000)) + "\n\n*\n");
    write(dir, "tag_lines.pgn", repeated("[A \"\"]\n", scaled(600000)) + "\n*\n");
    // The move tree's floods, written as tightly as they can be: a
    // variation in 4 bytes, a comment in 2, a variation with a NAG and a
    // comment in 9.
    write(dir, "tree_variations.pgn", "[Event \"x\"]\n1. e4 " + repeated("(d4)", scaled(524000)) + "*\n");
    write(dir, "tree_comments.pgn", "[Event \"x\"]\n1. e4 " + repeated("{}", scaled(2e6)) + "*\n");
    write(dir, "tree_annotated_variations.pgn", "[Event \"x\"]\n1. e4 " + repeated("(d4 $1{})", scaled(466000)) + "*\n");

    // 4 MB of one-letter words, for language detection's memory.
    write(dir, "words_4mb.pgn", "[Event \"x\"]\n\n" + repeated("a ", scaled(2e6)) + "*\n");
    write(dir, "blank_lf_32mb.pgn", std::string(scaled(32 << 20), '\n'));
    write(dir, "blank_cr_32mb.pgn", std::string(scaled(32 << 20), '\r'));

    // For translate: 2 MB of "(" after a move, and the long game nested.
    write(dir, "translate_parens.txt", "1. e4 " + repeated("(", scaled(2e6)));
    write(dir, "translate_nested.txt", whole + std::string(300, '(') + other.back() + "\n");
    return 0;
}
