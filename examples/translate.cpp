// translate: rewrites PGN movetext from one language's piece letters into
// another's. Move numbers, comments, NAGs, variations and results pass
// through unchanged; every move is checked as it is read.
//
//   translate --from CODE|auto --to CODE [--fen FEN] < movetext
//
// A bad move stops it with the reason on stderr (bytes a terminal would
// not show as escapes), exit 1; a bad argument exits 2.

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"
#include "common/stdout_check.hpp"
#include "shakki/pgn.hpp"
#include "shakki/shakki.hpp"

namespace {

using namespace shakki;

struct Options {
    const Language* from = nullptr;  // null: detect
    const Language* to = nullptr;
    Position start = Position::start();
};

constexpr std::string_view usage_line = "usage: translate --from CODE|auto --to CODE [--fen FEN] < movetext";

// Reads the arguments into `options`. Returns the exit status when the
// program ends here: 0 after the usage asked for, 2 after a mistake.
std::optional<int> read_arguments(int argc, char** argv, Options& options, bool& detect) {
    cli::Arguments args{"translate", usage_line, argc, argv};
    for (std::string_view arg; args.next(arg);) {
        if (cli::asks_for_help(arg)) return args.help();
        if (arg != "--from" && arg != "--to" && arg != "--fen") return args.unexpected(arg);
        const auto value = args.value(arg);
        if (!value) return 2;
        if (arg == "--fen") {
            const auto position = parse_fen(*value, {CastlingMode::standard, true});  // Chess960 when only it fits
            if (!position) {
                return args.fail("--fen " + cli::quoted(*value) + ": invalid FEN at byte " +
                                 std::to_string(position.error().offset) + ": " + std::string{position.error().message});
            }
            options.start = *position;
            continue;
        }
        const bool from = arg == "--from";
        if (from) detect = *value == "auto";
        if (from && detect) continue;
        const Language* language = args.language(arg, *value, from);
        if (language == nullptr) return 2;
        (from ? options.from : options.to) = language;
    }
    if (options.from == nullptr && !detect) return args.fail("--from is required");
    if (options.to == nullptr) return args.fail("--to is required");
    return std::nullopt;
}

struct Line {
    Position current;   // where the next move is played
    Position previous;  // before the last move: where a variation starts
};

// Copies `input` to the output with every move rewritten, reading tokens
// one at a time, so a problem stops the reading where it is.
int translate(const std::string& input, const Options& options) {
    std::string output;
    std::size_t copied = 0;
    std::vector<Line> stack{{options.start, options.start}};
    PeekingTokenizer tokens{input};
    for (Token token{}; tokens.next(token);) {
        if (token.kind == TokenKind::unterminated_comment) {
            std::fprintf(stderr, "byte %zu: comment without a closing }\n", token.offset);
            return 1;
        }
        if (token.kind == TokenKind::variation_start) {
            if (stack.size() > max_variation_depth) {
                std::fprintf(stderr, "byte %zu: variations nested more than %zu deep\n", token.offset, max_variation_depth);
                return 1;
            }
            stack.push_back({stack.back().previous, stack.back().previous});
            continue;
        }
        if (token.kind == TokenKind::variation_end) {
            if (stack.size() > 1) stack.pop_back();
            continue;
        }
        if (token.kind == TokenKind::null_move) {  // "--" and "Z0" stay as written
            Line& line = stack.back();
            if (line.current.in_check()) {
                std::fprintf(stderr, "byte %zu: a null move is not possible in check\n", token.offset);
                return 1;
            }
            line.previous = line.current;
            line.current = line.current.play_null();
            continue;
        }
        if (token.kind != TokenKind::move) continue;
        const std::size_t begin = token.offset;
        std::size_t end = token.offset + token.text.size();
        std::string text{token.text};
        if (const Token* suffix = tokens.peek(); suffix != nullptr && suffix->kind == TokenKind::en_passant_suffix) {
            text = join_en_passant(text, suffix->text);
            end = suffix->offset + suffix->text.size();
            tokens.skip();
        }
        Line& line = stack.back();
        const auto read = parse_san(line.current, text, *options.from, SanMode::lenient);
        if (!read) {
            const SanExplanation why = explain(line.current, text, read.error(), *options.from);
            cli::print_line(stderr, "byte " + std::to_string(begin) + ": " + std::string{why.view()});  // quotes the move
            return 1;
        }
        output.append(input, copied, begin - copied);
        output += to_san(line.current, read->move, *options.to).view();
        output += trailing_glyphs(text);  // kept from the source: SAN itself drops them
        copied = end;
        line.previous = line.current;
        line.current = line.current.play(read->move);
    }
    output.append(input, copied);
    std::fwrite(output.data(), 1, output.size(), stdout);
    return 0;
}

// Standard input, up to the PGN reader's game size limit, or why not.
std::optional<std::string> read_input(std::string& problem) {
    std::string input;
    char buffer[1 << 16];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) {
        if (input.size() + got > default_max_game_bytes) {
            problem = "input longer than " + std::to_string(default_max_game_bytes >> 20) + " MB: translate one game at a time";
            return std::nullopt;
        }
        input.append(buffer, got);
    }
    if (std::ferror(stdin) != 0) {
        problem = "cannot read standard input";
        return std::nullopt;
    }
    return input;
}

int run(int argc, char** argv) {
    Options options;
    bool detect = false;
    if (const std::optional<int> exit_status = read_arguments(argc, argv, options, detect)) return *exit_status;

    std::string problem;
    const std::optional<std::string> read = read_input(problem);
    if (!read) {
        std::fprintf(stderr, "translate: %s\n", problem.c_str());
        return 1;
    }
    const std::string& input = *read;

    if (detect) {
        const LanguageDetection found = detect_movetext_languages(options.start, input);
        if (found.best() == nullptr) {
            std::fputs("no language reads every move of the main line\n", stderr);
            return 1;
        }
        options.from = found.best();
        std::fprintf(stderr, "detected %.*s%s\n", static_cast<int>(found.best()->name.size()), found.best()->name.data(),
                     found.tie() && !found.agree ? " (other languages read different moves)" : "");
    }
    return translate(input, options);
}

}  // namespace

int main(int argc, char** argv) { return with_stdout_checked("translate", run(argc, argv)); }
