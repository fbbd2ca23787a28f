// replay: plays a game and says how it ended.
//
//   replay [--lang CODE|auto] [--fen FEN] [--chess960] [--trace] [--allow-null-moves] [MOVE...]
//
// --chess960 plays by Chess960 rules (from number 518 without --fen); a FEN
// whose castling field fits only Chess960 switches it on by itself. The
// trace then writes castling in UCI as king takes rook.
// Moves come from the arguments, else as PGN movetext on stdin. With
// neither, it replays a famous game: Morphy's Opera Game, Paris 1858.
// --trace prints one line per ply: ply, SAN (English), UCI, FEN after the
// move, and the flags that then hold (check, checkmate, stalemate,
// insufficient, threefold, fivefold, fifty, seventyfive) or "-". The last
// line is "result: 1-0 checkmate", "result: * ongoing" and so on.
// A null move ("--" or "Z0", as an argument or in the movetext) is a
// problem like an invalid move, unless --allow-null-moves lets the side to
// move pass (never in check); the trace writes it "--" and "0000".
// Standard input is read in pieces and checked as it grows, so a bad move
// is answered without reading on; more than 4 MB (the PGN reader's limit
// on one game) is refused. An invalid move, text after the result, or too
// long an input prints the diagnostic to stderr (bytes a terminal would not
// show as escapes) and exits 1; a bad argument or a read error on standard
// input exits 2.

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli.hpp"
#include "common/stdout_check.hpp"
#include "shakki/frontend/render_text.hpp"
#include "shakki/pgn/split.hpp"
#include "shakki/pgn/validate.hpp"
#include "shakki/shakki.hpp"

namespace {

using namespace shakki;

constexpr std::string_view opera_game =
    "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 "
    "10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0";

constexpr std::string_view usage_line =
    "usage: replay [--lang CODE|auto] [--fen FEN] [--chess960] [--trace] [--allow-null-moves] [MOVE...]";

void print_trace(const Game& game) {
    Game replayed{game.start_position()};
    for (std::size_t i = 0; i < game.ply_count(); ++i) {
        const Move move = game.moves()[i];
        const std::string san{to_san(replayed.position(), move).view()};
        const std::string uci{to_uci(replayed.position(), move).view()};
        (move.is_null() ? replayed.play_null() : replayed.play(move)).value();
        std::printf("%zu\t%s\t%s\t%s\t%s\n", i + 1, san.c_str(), uci.c_str(),
                    std::string{to_fen(replayed.position(), {EnPassantStyle::legal_only}).view()}.c_str(),
                    std::string{flag_names(replayed.status()).view()}.c_str());
    }
}

// The most of standard input replay reads: the PGN reader's limit on one
// game's text.
constexpr std::size_t max_input_bytes = default_max_game_bytes;

// The bytes that separate movetext tokens.
constexpr std::string_view blanks = " \t\n\r\f\v";

// The first problem of `text`, the start of a movetext still being read,
// when no text after it can change that problem; else nothing. `text` is
// validated up to its last blank, so that no move in it is cut. A problem
// there may still change at its last word (an "e.p." after it would join
// the move), at a comment that more text may close, and, when the language
// is to be detected, anywhere: detection reads every move.
std::optional<MoveListError> settled_problem(const Position& start, std::string_view text, const ValidationOptions& options) {
    const std::size_t last_blank = text.find_last_of(blanks);
    if (options.detect_language || last_blank == std::string_view::npos) return std::nullopt;
    const std::string_view whole_words = text.substr(0, last_blank + 1);
    auto validated = validate_movetext(start, whole_words, options);
    if (validated) return std::nullopt;
    const std::size_t word_end = whole_words.find_last_not_of(blanks);  // there is one: blanks alone are valid
    const std::size_t before_last_word = whole_words.find_last_of(blanks, word_end);
    const std::size_t last_word = before_last_word == std::string_view::npos ? 0 : before_last_word + 1;
    const MoveListError& problem = validated.error();
    if (problem.offset >= last_word) return std::nullopt;
    const bool open_comment = problem.code == MoveListErrorCode::malformed_movetext && whole_words[problem.offset] == '{';
    if (open_comment) return std::nullopt;
    return std::move(validated.error());
}

// Standard input as a movetext, as far as it was read.
struct InputMovetext {
    std::string text;
    std::optional<MoveListError> problem;  // found before the end: the reading stopped there
    bool too_long = false;                 // more than max_input_bytes, and no problem in what fits
    std::optional<int> read_error;         // errno of a failed read
};

// Reads standard input in pieces. Each time the text has doubled it is
// checked, so a bad move early in a long input, or an endless one, stops
// the reading at once, and the checks cost at most twice the last one.
InputMovetext read_movetext(const Position& start, const ValidationOptions& options) {
    InputMovetext input;
    std::size_t next_check = std::size_t{1} << 16;
    char buffer[1 << 16];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) {
        input.text.append(buffer, got);
        const bool too_long = input.text.size() > max_input_bytes;
        if (!too_long && input.text.size() < next_check) continue;
        if (too_long) input.text.resize(max_input_bytes);  // a problem in what fits comes first
        input.problem = settled_problem(start, input.text, options);
        input.too_long = too_long && !input.problem;
        if (input.problem || input.too_long) return input;
        next_check = input.text.size() * 2;
    }
    if (std::ferror(stdin) != 0) input.read_error = errno;
    return input;
}

std::string result_line(const Game& game) {
    if (const auto outcome = game.outcome()) {
        return std::string{outcome->result()} + " " + std::string{describe(outcome->termination)};
    }
    return "* ongoing";
}

int run(int argc, char** argv) {
    ValidationOptions options;
    std::optional<std::string> fen;  // "--fen ''" is an empty FEN, not none
    auto mode = CastlingMode::standard;
    bool trace = false;
    std::vector<std::string> moves;
    cli::Arguments args{"replay", usage_line, argc, argv};
    for (std::string_view arg; args.next(arg);) {
        if (cli::asks_for_help(arg)) return args.help();
        if (arg == "--trace") {
            trace = true;
        } else if (arg == "--allow-null-moves") {
            options.allow_null_moves = true;
        } else if (arg == "--lang") {
            if (!args.language_option(arg, options)) return 2;
        } else if (arg == "--fen") {
            const auto value = args.value(arg);
            if (!value) return 2;
            fen = *value;
        } else if (arg == "--chess960") {
            mode = CastlingMode::chess960;
        } else if (arg.size() > 1 && arg[0] == '-' && arg != "--") {
            return args.unexpected(arg);  // no SAN move starts with '-'; "--" is the null move
        } else {
            moves.emplace_back(arg);
        }
    }
    options.mode = SanMode::lenient;
    const auto parsed = fen ? parse_fen(*fen, {mode, true}) : cli::position_argument("", mode);
    if (!parsed) {
        return args.fail("--fen " + cli::quoted(*fen) + ": invalid FEN at byte " + std::to_string(parsed.error().offset) + ": " +
                         std::string{parsed.error().message});
    }
    const Position start = *parsed;

    std::string movetext;
    if (moves.empty() && !isatty(STDIN_FILENO)) {
        InputMovetext input = read_movetext(start, options);
        if (input.read_error) {
            cli::print_line(stderr, std::string{"replay: cannot read standard input: "} + std::strerror(*input.read_error));
            return 2;
        }
        if (input.problem) {
            cli::print_line(stderr, input.problem->message);  // as the whole text's validation would say
            return 1;
        }
        if (input.too_long) {
            cli::print_line(stderr, "replay: standard input longer than " + std::to_string(max_input_bytes >> 20) +
                                        " MB, the most one game may be");
            return 1;
        }
        movetext = std::move(input.text);
    }
    const bool builtin = moves.empty() && movetext.find_first_not_of(" \t\r\n") == std::string::npos;
    if (builtin) {
        movetext = opera_game;
        std::printf("Paul Morphy - Duke Karl of Brunswick and Count Isouard, Paris 1858\n\n");
    }

    const auto validated = moves.empty() ? validate_movetext(start, movetext, options) : validate_moves(start, moves, options);
    if (!validated) {
        cli::print_line(stderr, validated.error().message);  // it quotes the move as written
        return 1;
    }
    const Game& game = validated->game;
    if (trace) {
        print_trace(game);
    } else {
        TextBoardOptions board;
        if (game.ply_count() > 0) board.last_move = game.moves().back();
        std::fputs(render_text(game.position(), board).c_str(), stdout);
        std::printf("\n%zu plies, %s\n", game.ply_count(), std::string{to_fen(game.position()).view()}.c_str());
        if (const auto claim = game.claimable_draw())
            std::printf("%s can claim a draw: %s\n", game.position().side_to_move() == Color::white ? "White" : "Black",
                        std::string{describe(*claim)}.c_str());
    }
    std::printf("result: %s\n", result_line(game).c_str());
    return 0;
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("replay", run(argc, argv)); }
