// translate: rewrites PGN movetext from one language's piece letters into
// another's. Move numbers, comments, NAGs, variations and results pass
// through unchanged; every move is checked as it is read.
//
//   translate --from CODE|auto --to CODE [--fen FEN] < movetext
//
// A bad move stops it with the reason on stderr (bytes a terminal would
// not show as escapes), exit 1; a bad argument exits 2.

#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"
#include "shakki/shakki.hpp"

namespace {

using namespace shakki;

struct Options {
    const Language* from = nullptr;  // null: detect
    const Language* to = nullptr;
    Position start = Position::start();
};

constexpr std::string_view usage_line = "usage: translate --from CODE|auto --to CODE [--fen FEN] < movetext";

// Reads the arguments into `options`; false after reporting a mistake.
bool read_arguments(int argc, char** argv, Options& options, bool& detect) {
    cli::Arguments args{"translate", usage_line, argc, argv};
    for (std::string_view arg; args.next(arg);) {
        if (arg != "--from" && arg != "--to" && arg != "--fen") {
            args.unexpected(arg);
            return false;
        }
        const auto value = args.value(arg);
        if (!value) return false;
        if (arg == "--fen") {
            const auto position = parse_fen(*value);
            if (!position) {
                args.fail("--fen " + cli::quoted(*value) + ": invalid FEN at byte " + std::to_string(position.error().offset) +
                          ": " + std::string{position.error().message});
                return false;
            }
            options.start = *position;
            continue;
        }
        const bool from = arg == "--from";
        if (from) detect = *value == "auto";
        if (from && detect) continue;
        const Language* language = args.language(arg, *value, from);
        if (language == nullptr) return false;
        (from ? options.from : options.to) = language;
    }
    if (options.from == nullptr && !detect) {
        args.fail("--from is required");
        return false;
    }
    if (options.to == nullptr) {
        args.fail("--to is required");
        return false;
    }
    return true;
}

// The move, with a following "e.p." token attached; advances `i`.
std::string move_text(const std::vector<Token>& tokens, std::size_t& i) {
    if (i + 1 < tokens.size() && tokens[i + 1].kind == TokenKind::en_passant_suffix) {
        const std::string_view move = tokens[i].text;
        return join_en_passant(move, tokens[++i].text);
    }
    return std::string{tokens[i].text};
}

struct Line {
    Position current;   // where the next move is played
    Position previous;  // before the last move: where a variation starts
};

int translate(const std::string& input, const std::vector<Token>& tokens, const Options& options) {
    std::string output;
    std::size_t copied = 0;
    std::vector<Line> stack{{options.start, options.start}};
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const Token& token = tokens[i];
        if (token.kind == TokenKind::unterminated_comment) {
            std::fprintf(stderr, "byte %zu: comment without a closing }\n", token.offset);
            return 1;
        }
        if (token.kind == TokenKind::variation_start) {
            stack.push_back({stack.back().previous, stack.back().previous});
            continue;
        }
        if (token.kind == TokenKind::variation_end) {
            if (stack.size() > 1) stack.pop_back();
            continue;
        }
        if (token.kind != TokenKind::move) continue;
        const std::size_t first = i;
        const std::string text = move_text(tokens, i);
        Line& line = stack.back();
        const auto read = parse_san(line.current, text, *options.from, SanMode::lenient);
        if (!read) {
            const SanExplanation why = explain(line.current, text, read.error(), *options.from);
            cli::print_line(stderr, "byte " + std::to_string(token.offset) + ": " + std::string{why.view()});  // quotes the move
            return 1;
        }
        output.append(input, copied, tokens[first].offset - copied);
        output += to_san(line.current, read->move, *options.to).view();
        output += trailing_glyphs(text);  // kept from the source: SAN itself drops them
        copied = tokens[i].offset + tokens[i].text.size();
        line.previous = line.current;
        line.current = line.current.play(read->move);
    }
    output.append(input, copied);
    std::fwrite(output.data(), 1, output.size(), stdout);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    Options options;
    bool detect = false;
    if (!read_arguments(argc, argv, options, detect)) return 2;

    const std::string input{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    std::vector<Token> tokens;
    MovetextTokenizer tokenizer{input};
    for (Token token{}; tokenizer.next(token);) tokens.push_back(token);

    if (detect) {
        const LanguageDetection found = detect_languages(options.start, main_line_of(input).moves);
        if (found.best() == nullptr) {
            std::fputs("no language reads every move of the main line\n", stderr);
            return 1;
        }
        options.from = found.best();
        std::fprintf(stderr, "detected %.*s%s\n", static_cast<int>(found.best()->name.size()), found.best()->name.data(),
                     found.tie() && !found.agree ? " (other languages read different moves)" : "");
    }
    return translate(input, tokens, options);
}
