// play: a terminal game for two people, or against a random mover.
//
//   play [--lang CODE] [--ascii] [--random white|black] [--seed N]
//
// Type moves in the chosen language's SAN (leniently read), or:
//   moves          list the legal moves
//   undo           take back the last move (both, against the random mover)
//   claim [MOVE]   claim a draw by threefold repetition or the 50-move rule,
//                  now or by announcing the move that creates it
//   quit
// The game ends by itself on mate, stalemate, insufficient material,
// fivefold repetition or the 75-move rule, and says so. A bad argument
// exits 2 with a message.

#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

#include "cli.hpp"
#include "shakki/render_text.hpp"
#include "shakki/shakki.hpp"

namespace {

using namespace shakki;

constexpr std::string_view usage_line = "usage: play [--lang CODE] [--ascii] [--random white|black] [--seed N]";

struct Options {
    const Language* language = &english;
    bool ascii = false;
    std::optional<Color> computer;
    std::uint64_t seed = 1;
};

void print_board(const Position& pos, bool ascii) {
    std::fputs(render_text(pos, {ascii ? BoardGlyphs::ascii : BoardGlyphs::unicode}).c_str(), stdout);
}

const char* side_name(Color c) { return c == Color::white ? "White" : "Black"; }

void announce(const Outcome& outcome) {
    std::printf("Game over: %s %s\n", std::string{outcome.result()}.c_str(), std::string{describe(outcome.termination)}.c_str());
}

std::string san(const Position& pos, Move move, const Language& language) {
    return std::string{to_san(pos, move, language).view()};
}

// Returns true when the game is over.
bool handle(Game& game, std::string_view input, const Options& options) {
    const Position& pos = game.position();
    if (input == "moves") {
        for (const Move m : legal_moves(pos)) std::printf("%s ", san(pos, m, *options.language).c_str());
        std::printf("\n");
        return false;
    }
    if (input == "undo") {
        const int plies = options.computer ? 2 : 1;
        for (int i = 0; i < plies; ++i) game.undo();
        return false;
    }
    if (input == "claim" || input.rfind("claim ", 0) == 0) {
        std::optional<Termination> claim = game.claimable_draw();
        if (!claim && input.size() > 6) {
            const auto move = parse_san(pos, input.substr(6), *options.language, SanMode::lenient);
            if (move) {
                claim = game.claimable_draw_with(move->move);
                if (claim) game.play(move->move).value();
            }
        }
        if (!claim) {
            std::printf("No draw to claim.\n");
            return false;
        }
        announce(Outcome{*claim, std::nullopt});
        return true;
    }
    const auto played = game.play_san(input, *options.language, SanMode::lenient);
    if (!played) {
        // Both quote the input as typed: escaped, a NUL cannot cut the line.
        if (played.error().code == PlayErrorCode::san) {
            cli::print_line(stdout, explain(pos, input, played.error().san, *options.language).view());
        } else {
            cli::print_line(stdout, played.error().message);
        }
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    Options options;
    cli::Arguments args{"play", usage_line, argc, argv};
    for (std::string_view arg; args.next(arg);) {
        if (arg == "--ascii") {
            options.ascii = true;
        } else if (arg == "--lang") {
            const auto code = args.value(arg);
            options.language = code ? args.language(arg, *code, false) : nullptr;
            if (options.language == nullptr) return 2;
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
    Game game;
    std::uint64_t random = options.seed * 0x9E3779B97F4A7C15ULL + 1;
    while (true) {
        if (const auto outcome = game.outcome()) {
            print_board(game.position(), options.ascii);
            announce(*outcome);
            return 0;
        }
        const Position& pos = game.position();
        if (options.computer == pos.side_to_move()) {
            random ^= random << 13;
            random ^= random >> 7;
            random ^= random << 17;
            const MoveList moves = legal_moves(pos);
            const Move move = moves[static_cast<std::size_t>(random % moves.size())];
            std::printf("%s plays %s\n", side_name(pos.side_to_move()), san(pos, move, *options.language).c_str());
            game.play(move).value();
            continue;
        }
        print_board(pos, options.ascii);
        if (const auto claim = game.claimable_draw())
            std::printf("(%s may claim a draw: %s)\n", side_name(pos.side_to_move()), std::string{describe(*claim)}.c_str());
        std::printf("%s to move: ", side_name(pos.side_to_move()));
        std::fflush(stdout);
        std::string line;
        if (!std::getline(std::cin, line)) return 0;
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
        if (line == "quit") return 0;
        if (!line.empty() && handle(game, line, options)) return 0;
    }
}
