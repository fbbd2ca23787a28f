// play: a small game frontend in a terminal, for two people or against a
// random mover, written on shakki's public API only. It is what a
// graphical frontend does, with typed commands in place of clicks.
//
//   play [--lang CODE] [--fen FEN | --chess960 N|random] [--ascii | --letters]
//        [--flip] [--random white|black] [--seed N]
//
// Type `help` for the commands. Moves are typed in the chosen language's
// SAN (read leniently, so "Bb5" that checks and "e2e4" are fine), or as two
// squares the way a mouse gives them ("e1 g1" castles; "e7 e8 Q" promotes).
// The game's words (whose move, check, how it ended) are in the language;
// the program's own messages are English. A bad argument exits 2 with a
// message; the end of input ends the program.

#include <cstdint>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#if __has_include(<unistd.h>)
#include <unistd.h>
#endif

#include "cli.hpp"
#include "common/stdout_check.hpp"
#include "shakki/frontend.hpp"

namespace {

using namespace shakki;

constexpr std::string_view usage_line =
    "usage: play [--lang CODE] [--fen FEN | --chess960 N|random] [--ascii | --letters] [--flip] [--random white|black] [--seed "
    "N]";

constexpr std::string_view help_text =
    "Moves: SAN in the game's language (Nf3, O-O, exd6 e.p.), coordinates (g1f3),\n"
    "       or two squares as clicked (g1 f3; e1 g1 castles; e7 e8 Q promotes).\n"
    "show SQUARE    where the piece on SQUARE can go\n"
    "moves          every legal move\n"
    "history        the moves so far, numbered\n"
    "undo, redo     take back a move (or a recorded ending), play it again\n"
    "claim [MOVE]   claim a draw by threefold repetition or the 50-move rule,\n"
    "               now or by announcing the move that creates it\n"
    "resign         the side to move resigns\n"
    "draw           both players agree to a draw\n"
    "flag white|black   that side's time ran out\n"
    "flip           turn the board round\n"
    "fen, pgn       the position as FEN, the game as PGN in the game's language\n"
    "new            start again from the first position\n"
    "quit\n";

struct Options {
    const Language* language = &english;
    BoardGlyphs glyphs = BoardGlyphs::unicode;
    Color bottom = Color::white;
    std::optional<Color> computer;
    std::uint64_t seed = 1;
    Position start = Position::start();
};

// The words of a command line.
std::vector<std::string_view> words_of(std::string_view line) {
    std::vector<std::string_view> words;
    std::size_t at = 0;
    while (true) {
        at = line.find_first_not_of(' ', at);
        if (at == std::string_view::npos) return words;
        const std::size_t end = std::min(line.find(' ', at), line.size());
        words.push_back(line.substr(at, end - at));
        at = end;
    }
}

// The promotion piece a player names by its letter in the language, or in
// English: "D" and "Q" both give a queen in Finnish, while "R" is its
// knight (ratsu).
std::optional<PieceType> promotion_named(std::string_view text, const Language& language) {
    const auto piece = promotion_from_letter(text, language);
    return piece ? piece : promotion_from_letter(text, english);
}

bool input_is_terminal() {
#if __has_include(<unistd.h>)
    return isatty(0) != 0;
#else
    return true;
#endif
}

class Frontend {
public:
    explicit Frontend(const Options& options) : options_(options), game_(options.start), bottom_(options.bottom) {
        random_ = options.seed * 0x9E3779B97F4A7C15ULL + 1;
    }

    // Shows the board, lets the random mover move, and reads commands until
    // `quit` or the end of the input.
    void run() {
        computer_moves();
        show();
        std::string line;
        while (prompt() && std::getline(std::cin, line)) {
            while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
            const std::vector<std::string_view> words = words_of(line);
            if (words.empty()) continue;
            if (words[0] == "quit") return;
            if (command(words)) {
                computer_moves();
                show();
            }
        }
    }

private:
    const Language& language() const { return *options_.language; }

    // "> " for a person at a terminal; a script's output stays one line per
    // answer.
    static bool prompt() {
        if (input_is_terminal()) {
            std::fputs("> ", stdout);
            std::fflush(stdout);
        }
        return true;
    }

    // The board with the last move marked, and the status line in the
    // game's language ("Musta siirtää. Shakki!"; "Valkea voittaa matilla.").
    void show() const {
        TextBoardOptions board;
        board.glyphs = options_.glyphs;
        board.language = options_.language;
        board.bottom = bottom_;
        if (game_.ply_count() > 0) board.last_move = game_.moves().back();
        std::fputs(render_text(game_.position(), board).c_str(), stdout);
        if (game_.ply_count() > 0) {
            const Position& before = game_.position_before(game_.ply_count() - 1);
            const bool white = before.side_to_move() == Color::white;
            std::printf("Last move: %d%s %s\n", before.fullmove_number(), white ? "." : "...",
                        std::string{to_san(before, game_.moves().back(), language()).view()}.c_str());
        }
        std::string status = status_line(game_, language());
        if (const auto outcome = game_.outcome()) status += " " + std::string{outcome->result()};
        std::printf("%s\n", status.c_str());
    }

    static void say(std::string_view text) { cli::print_line(stdout, text); }

    // Runs one command; true when the game changed and is to be shown.
    bool command(const std::vector<std::string_view>& words) {
        const std::string_view name = words[0];
        if (name == "help") {
            std::fputs(help_text.data(), stdout);
        } else if (name == "show" && words.size() == 2) {
            show_destinations(words[1]);
        } else if (name == "moves") {
            if (game_.outcome()) {
                say("The game is over: no more moves.");
            } else {
                list_moves();
            }
        } else if (name == "history") {
            const std::string text = movetext(game_, language());
            say(text.empty() ? "No moves yet." : text);
        } else if (name == "undo") {
            return step(true);
        } else if (name == "redo") {
            return step(false);
        } else if (name == "claim") {
            return claim({words.begin() + 1, words.end()});
        } else if (name == "resign") {
            return report(game_.resign(game_.position().side_to_move()));
        } else if (name == "draw") {
            return report(game_.agree_draw());
        } else if (name == "flag" && words.size() == 2 && (words[1] == "white" || words[1] == "black")) {
            return report(game_.flag_fall(words[1] == "white" ? Color::white : Color::black));
        } else if (name == "flip") {
            bottom_ = ~bottom_;
            return true;
        } else if (name == "fen") {
            say(to_fen(game_.position()).view());
        } else if (name == "pgn") {
            print_pgn();
        } else if (name == "new") {
            game_ = Game{options_.start};
            return true;
        } else {
            return play(words);
        }
        return false;
    }

    // A move typed as SAN, or clicked as two squares (and a promotion piece).
    std::optional<Move> read_move(const std::vector<std::string_view>& words) const {
        const Position& pos = game_.position();
        if (words.size() == 1) {
            const auto read = diagnose_san(pos, words[0], language(), SanMode::lenient);
            if (read) return read->move;
            say(read.error().message);
            return std::nullopt;
        }
        const auto from = parse_square(words[0]);
        const auto to = words.size() <= 3 ? parse_square(words[1]) : std::nullopt;
        if (!from || !to) {
            say("Not a command or a move: '" + std::string{words[0]} + "'. Type help for the commands.");
            return std::nullopt;
        }
        std::optional<PieceType> promotion;
        if (words.size() == 3) {
            promotion = promotion_named(words[2], language());
            if (!promotion) {
                say("'" + std::string{words[2]} + "' names no piece a pawn can become");
                return std::nullopt;
            }
        }
        const auto move = find_move(pos, *from, *to, promotion);
        if (move) return *move;
        std::string message{move.error().message};
        if (move.error().code == MoveErrorCode::promotion_needed) {
            message += ", as in \"" + std::string{words[0]} + " " + std::string{words[1]} + " " +
                       std::string{language().letter(pos.side_to_move(), PieceType::queen)} + "\"";
        }
        say(message);
        return std::nullopt;
    }

    bool play(const std::vector<std::string_view>& words) {
        if (const auto outcome = game_.outcome()) {
            say("The game is over (" + std::string{outcome_sentence(*outcome)} + "): undo, new or quit.");
            return false;
        }
        const auto move = read_move(words);
        if (!move) return false;
        return report(game_.play(*move));
    }

    template <class Value>
    static bool report(const Expected<Value, PlayError>& result) {
        if (!result) say(result.error().message);
        return result.has_value();
    }

    void show_destinations(std::string_view name) const {
        const auto from = parse_square(name);
        if (!from) {
            say("'" + std::string{name} + "' is not a square");
            return;
        }
        std::string line{name};
        line += ':';
        const Bitboard targets = destinations(game_.position(), *from);
        for (const Square to : targets) {
            line += ' ';
            line += square_name(to);
        }
        if (targets.empty()) line += " no moves";
        say(line);
    }

    void list_moves() const {
        const Position& pos = game_.position();
        std::string line;
        for (const Move move : legal_moves(pos)) {
            if (!line.empty()) line += ' ';
            line += to_san(pos, move, language()).view();
        }
        say(line.empty() ? "No legal moves." : line);
    }

    // A step back (undo) or forward again (redo). Against the random mover,
    // it goes on to the player's move.
    bool step(bool back) {
        const auto take_step = [&] { return back ? game_.undo() : game_.redo(); };
        const auto taken = take_step();
        if (!taken) {
            say(back ? "Nothing to undo." : "Nothing to redo.");
            return false;
        }
        const bool more = back ? game_.ply_count() > 0 : game_.redo_count() > 0;
        if (!taken->is_ending() && game_.position().side_to_move() == options_.computer && more) take_step();
        return true;
    }

    // `claim` alone claims the draw that holds now; `claim MOVE` plays the
    // move and claims the draw it creates, as the rules let a player do by
    // writing the move down first.
    bool claim(const std::vector<std::string_view>& move_words) {
        if (move_words.empty()) return report(game_.claim_draw());
        if (game_.outcome()) return report(game_.claim_draw());  // says the game is over
        const auto move = read_move(move_words);
        if (!move) return false;
        if (!game_.claimable_draw_with(*move)) {
            std::string moves;
            for (const Move m : game_.claimable_draw_moves()) {
                moves += ' ';
                moves += to_san(game_.position(), m, language()).view();
            }
            say("That move allows no claim." + (moves.empty() ? std::string{} : " These do:" + moves));
            return false;
        }
        return report(game_.claim_draw_with(*move));
    }

    void print_pgn() const {
        char date[16] = "????.??.??";
        const std::time_t now = std::time(nullptr);
        if (const std::tm* today = std::localtime(&now)) std::strftime(date, sizeof date, "%Y.%m.%d", today);
        const auto player = [&](Color side) {
            return std::string{side == options_.computer ? "Random mover" : side_word(side, language())};
        };
        const auto pgn = write_pgn(
            game_, {{"Event", "shakki play"}, {"Date", date}, {"White", player(Color::white)}, {"Black", player(Color::black)}},
            language());
        std::fputs(pgn ? pgn->c_str() : "", stdout);
    }

    void computer_moves() {
        while (options_.computer == game_.position().side_to_move() && !game_.outcome()) {
            random_ ^= random_ << 13;
            random_ ^= random_ >> 7;
            random_ ^= random_ << 17;
            const Position& pos = game_.position();
            const MoveList moves = legal_moves(pos);
            const Move move = moves[static_cast<std::size_t>(random_ % moves.size())];
            std::printf("%s: %s\n", std::string{side_word(pos.side_to_move(), language())}.c_str(),
                        std::string{to_san(pos, move, language()).view()}.c_str());
            game_.play(move).value();
        }
    }

    Options options_;
    Game game_;
    Color bottom_;
    std::uint64_t random_ = 1;
};

int run(int argc, char** argv) {
    Options options;
    std::optional<std::string> fen;
    std::optional<int> chess960;
    cli::Arguments args{"play", usage_line, argc, argv};
    for (std::string_view arg; args.next(arg);) {
        if (cli::asks_for_help(arg)) return args.help();
        if (arg == "--ascii") {
            options.glyphs = BoardGlyphs::ascii;
        } else if (arg == "--letters") {
            options.glyphs = BoardGlyphs::language;
        } else if (arg == "--flip") {
            options.bottom = Color::black;
        } else if (arg == "--lang") {
            const auto code = args.value(arg);
            options.language = code ? args.language(arg, *code, false) : nullptr;
            if (options.language == nullptr) return 2;
        } else if (arg == "--fen") {
            const auto value = args.value(arg);
            if (!value) return 2;
            fen = *value;
        } else if (arg == "--chess960") {
            const auto number = args.value(arg);
            if (!number) return 2;
            if (*number == "random") {
                chess960 = -1;  // drawn once the seed is known
            } else {
                chess960 = args.number(arg, *number, 0, chess960_start_count - 1);
                if (!chess960) return 2;
            }
        } else if (arg == "--random") {
            const auto side = args.value(arg);
            if (!side) return 2;
            if (*side != "white" && *side != "black")
                return args.fail("--random " + cli::quoted(*side) + ": expected white or black");
            options.computer = *side == "white" ? Color::white : Color::black;
        } else if (arg == "--seed") {
            const auto text = args.value(arg);
            const auto seed = text ? args.number(arg, *text, std::uint64_t{0}, UINT64_MAX) : std::nullopt;
            if (!seed) return 2;
            options.seed = *seed;
        } else {
            return args.unexpected(arg);
        }
    }
    if (fen && chess960) return args.fail("--fen and --chess960 N both name the first position: give one");
    if (fen) {
        const auto parsed = parse_fen(*fen, {CastlingMode::standard, true});
        if (!parsed) {
            return args.fail("--fen " + cli::quoted(*fen) + ": invalid FEN at byte " + std::to_string(parsed.error().offset) +
                             ": " + std::string{parsed.error().message});
        }
        options.start = *parsed;
    } else if (chess960) {
        const auto number = *chess960 >= 0 ? *chess960 : static_cast<int>(options.seed % chess960_start_count);
        options.start = *Position::chess960_start(number);
    }
    Frontend{options}.run();
    return 0;
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("play", run(argc, argv)); }
