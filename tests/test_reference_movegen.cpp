// Property test: the legal-move generator agrees with a deliberately simple
// reference written here, on every position of many random games. The
// reference works on a plain 8x8 array: it lists pseudo-legal moves by
// walking directions, plays each on a copy of the array, and keeps it when
// its own king is not attacked afterwards. It shares no code with the
// library beyond reading the pieces off a Position.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "support.hpp"

using namespace shakki;

namespace {

// ' ' empty; "PNBRQK" white; "pnbrqk" black.
using Board = std::array<std::array<char, 8>, 8>;  // [rank][file]

struct Delta {
    int file;
    int rank;
};

constexpr Delta knight_jumps[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr Delta king_steps[] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr Delta rook_lines[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr Delta bishop_lines[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
bool is_white(char c) { return c >= 'A' && c <= 'Z'; }
char own(char piece, bool white) { return white ? piece : static_cast<char>(piece - 'A' + 'a'); }

Board board_of(const Position& pos) {
    Board board{};
    for (auto& rank : board) rank.fill(' ');
    for (int s = 0; s < 64; ++s) {
        const Piece p = pos.piece_on(static_cast<Square>(s));
        if (p == Piece::none) continue;
        board[static_cast<std::size_t>(s / 8)][static_cast<std::size_t>(s % 8)] =
            own("PNBRQK"[index_of(type_of(p))], color_of(p) == Color::white);
    }
    return board;
}

char at(const Board& b, int file, int rank) { return b[static_cast<std::size_t>(rank)][static_cast<std::size_t>(file)]; }
char& at(Board& b, int file, int rank) { return b[static_cast<std::size_t>(rank)][static_cast<std::size_t>(file)]; }

// Whether the side `by_white` attacks (file, rank).
bool attacked(const Board& b, int file, int rank, bool by_white) {
    const int pawn_rank = rank + (by_white ? -1 : 1);
    for (const int df : {-1, 1}) {
        if (on_board(file + df, pawn_rank) && at(b, file + df, pawn_rank) == own('P', by_white)) return true;
    }
    for (const Delta d : knight_jumps) {
        if (on_board(file + d.file, rank + d.rank) && at(b, file + d.file, rank + d.rank) == own('N', by_white)) return true;
    }
    for (const Delta d : king_steps) {
        if (on_board(file + d.file, rank + d.rank) && at(b, file + d.file, rank + d.rank) == own('K', by_white)) return true;
    }
    const auto slides = [&](const Delta(&lines)[4], char slider) {
        for (const Delta d : lines) {
            for (int f = file + d.file, r = rank + d.rank; on_board(f, r); f += d.file, r += d.rank) {
                const char c = at(b, f, r);
                if (c == ' ') continue;
                if (c == own(slider, by_white) || c == own('Q', by_white)) return true;
                break;
            }
        }
        return false;
    };
    return slides(rook_lines, 'R') || slides(bishop_lines, 'B');
}

bool king_attacked(const Board& b, bool white) {
    for (int r = 0; r < 8; ++r) {
        for (int f = 0; f < 8; ++f) {
            if (at(b, f, r) == own('K', white)) return attacked(b, f, r, !white);
        }
    }
    return true;  // no king: cannot happen in a legal position
}

std::string square_name(int file, int rank) { return {static_cast<char>('a' + file), static_cast<char>('1' + rank)}; }

// Legal moves in UCI, by the simple method.
std::vector<std::string> reference_moves(const Position& pos) {
    const Board board = board_of(pos);
    const bool white = pos.side_to_move() == Color::white;
    std::vector<std::string> moves;
    const auto keep_if_legal = [&](int ff, int fr, int tf, int tr, char promotion, bool en_passant) {
        Board next = board;
        at(next, tf, tr) = promotion != 0 ? own(promotion, white) : at(next, ff, fr);
        at(next, ff, fr) = ' ';
        if (en_passant) at(next, tf, fr) = ' ';
        if (king_attacked(next, white)) return;
        std::string uci = square_name(ff, fr) + square_name(tf, tr);
        if (promotion != 0) uci += static_cast<char>(promotion - 'A' + 'a');
        moves.push_back(uci);
    };
    const auto add = [&](int ff, int fr, int tf, int tr) {
        const char piece = at(board, ff, fr);
        const bool last_rank = (piece == 'P' && tr == 7) || (piece == 'p' && tr == 0);
        if (!last_rank) return keep_if_legal(ff, fr, tf, tr, 0, false);
        for (const char promotion : {'Q', 'R', 'B', 'N'}) keep_if_legal(ff, fr, tf, tr, promotion, false);
    };
    const auto empty_or_enemy = [&](int f, int r) { return at(board, f, r) == ' ' || is_white(at(board, f, r)) != white; };

    for (int r = 0; r < 8; ++r) {
        for (int f = 0; f < 8; ++f) {
            const char c = at(board, f, r);
            if (c == ' ' || is_white(c) != white) continue;
            switch (c - (white ? 0 : 'a' - 'A')) {
                case 'P': {
                    const int up = white ? 1 : -1;
                    if (on_board(f, r + up) && at(board, f, r + up) == ' ') {
                        add(f, r, f, r + up);
                        const int start = white ? 1 : 6;
                        if (r == start && at(board, f, r + 2 * up) == ' ') add(f, r, f, r + 2 * up);
                    }
                    for (const int df : {-1, 1}) {
                        if (!on_board(f + df, r + up)) continue;
                        const char target = at(board, f + df, r + up);
                        if (target != ' ' && is_white(target) != white) add(f, r, f + df, r + up);
                        const Square ep = pos.en_passant_square();
                        if (ep != Square::none && index_of(file_of(ep)) == f + df && index_of(rank_of(ep)) == r + up) {
                            keep_if_legal(f, r, f + df, r + up, 0, true);
                        }
                    }
                    break;
                }
                case 'N':
                    for (const Delta d : knight_jumps) {
                        if (on_board(f + d.file, r + d.rank) && empty_or_enemy(f + d.file, r + d.rank))
                            add(f, r, f + d.file, r + d.rank);
                    }
                    break;
                case 'K':
                    for (const Delta d : king_steps) {
                        if (on_board(f + d.file, r + d.rank) && empty_or_enemy(f + d.file, r + d.rank))
                            add(f, r, f + d.file, r + d.rank);
                    }
                    break;
                default: {
                    const char type = static_cast<char>(c - (white ? 0 : 'a' - 'A'));
                    const auto slide = [&](const Delta(&lines)[4]) {
                        for (const Delta d : lines) {
                            for (int tf = f + d.file, tr = r + d.rank; on_board(tf, tr); tf += d.file, tr += d.rank) {
                                if (!empty_or_enemy(tf, tr)) break;
                                add(f, r, tf, tr);
                                if (at(board, tf, tr) != ' ') break;
                            }
                        }
                    };
                    if (type == 'R' || type == 'Q') slide(rook_lines);
                    if (type == 'B' || type == 'Q') slide(bishop_lines);
                }
            }
        }
    }
    // Castling: rights, empty squares between, and no attacked square on the king's way.
    const int home = white ? 0 : 7;
    const auto castle = [&](CastlingRights right, int rook_file, int king_to) {
        if (!has(pos.castling_rights(), right)) return;
        const int step = king_to > 4 ? 1 : -1;
        for (int f = 4 + step; f != rook_file; f += step) {
            if (at(board, f, home) != ' ') return;
        }
        for (int f = 4; f != king_to + step; f += step) {
            if (attacked(board, f, home, !white)) return;
        }
        moves.push_back(square_name(4, home) + square_name(king_to, home));
    };
    castle(white ? CastlingRights::white_king_side : CastlingRights::black_king_side, 7, 6);
    castle(white ? CastlingRights::white_queen_side : CastlingRights::black_queen_side, 0, 2);
    std::sort(moves.begin(), moves.end());
    return moves;
}

std::vector<std::string> library_moves(const Position& pos) {
    std::vector<std::string> moves;
    for (const Move m : legal_moves(pos)) moves.emplace_back(to_uci(m).view());
    std::sort(moves.begin(), moves.end());
    return moves;
}

}  // namespace

TEST_CASE("the generator agrees with a simple reference on thousands of random positions") {
    std::size_t positions = 0;
    std::size_t moves = 0;
    const auto compare = [&](const Position& pos) {
        const auto expected = reference_moves(pos);
        const auto actual = library_moves(pos);
        if (expected != actual) FAIL_CHECK(std::string{to_fen(pos).view()});
        ++positions;
        moves += actual.size();
    };
    test_support::random_plies(2024, 60, 250, [&](const Position& pos, Move) { compare(pos); });
    for (const std::string& line : test_support::read_lines("perft.epd"))
        compare(parse_fen(test_support::parse_perft_line(line).fen).value());
    for (const std::string& line : test_support::read_lines("random_perft.epd")) {
        compare(parse_fen(test_support::parse_perft_line(line).fen).value());
    }
    CHECK(positions > 5000);
    const std::string note = std::to_string(positions) + " positions, " + std::to_string(moves) + " moves compared";
    MESSAGE(note);
}
