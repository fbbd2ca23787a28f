// The C side of the web page (examples/web): one Game held here, driven
// through a small C ABI that app.js calls with Emscripten's ccall. Every
// rule, every move's SAN, every word of the status line and the board's
// picture come from shakki; the JavaScript only draws and clicks.
//
// Strings go out as `const char*` into a buffer kept here until the next
// call of the same function (JavaScript copies them at once); strings come
// in as NUL-terminated UTF-8.
#include <emscripten/emscripten.h>

#include <random>
#include <shakki/frontend.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "../common/json.hpp"

namespace {

using namespace shakki;

struct State {
    Game game;
    const Language* language = &english;
    const Language* pgn_language = nullptr;  // the language a pasted PGN was read in
    std::vector<PgnTag> pgn_tags;            // the pasted game's tags, kept for the download
    std::mt19937 random{20260101};
};

State& state() {
    static State s;
    return s;
}

// Each exported string lives in its own buffer so that two results can be
// held at once by the caller.
const char* keep(std::string& buffer, std::string text) {
    buffer = std::move(text);
    return buffer.c_str();
}

// "" when `done` holds, else shakki's reason why not.
template <class Result>
const char* answer(std::string& buffer, const Result& done) {
    return keep(buffer, done ? std::string{} : std::string{done.error().message});
}

std::optional<Square> square_of(int index) {
    const auto square = square_from_index(index);
    if (!square || *square == Square::none) return std::nullopt;
    return square;
}

void reset(const Position& start) {
    State& s = state();
    s.game = Game{start};
    s.pgn_language = nullptr;
    s.pgn_tags.clear();
}

// A copy of the game with every step that redo() could replay replayed,
// so that the move list can show the moves ahead of a stepped-back game.
Game full_line(const Game& game) {
    Game copy = game;
    while (copy.redo()) {}
    return copy;
}

}  // namespace

extern "C" {

// The language table as JSON: [{"code":"en","name":"English"},...].
EMSCRIPTEN_KEEPALIVE const char* web_languages() {
    static std::string buffer;
    std::string out;
    json::Writer json{out};
    json.begin_array();
    for (const Language& language : languages) {
        json.begin_object().key("code").string(language.code).key("name").string(language.name).end_object();
    }
    json.end_array();
    return keep(buffer, std::move(out));
}

// 1 when the code names a language of the table; the language stays otherwise.
EMSCRIPTEN_KEEPALIVE int web_set_language(const char* code) {
    const Language* language = find_language(code);
    if (!language) return 0;
    state().language = language;
    return 1;
}

// A new game: the standard start for a number outside 0..959, else that
// Chess960 start. Returns the Chess960 number, or -1.
EMSCRIPTEN_KEEPALIVE int web_new_game(int chess960) {
    if (chess960 >= 0 && chess960 < 960) {
        if (const auto start = Position::chess960_start(chess960)) {
            reset(*start);
            return chess960;
        }
    }
    reset(Position::start());
    return -1;
}

EMSCRIPTEN_KEEPALIVE void web_seed(unsigned seed) { state().random.seed(seed); }

// Everything the page shows besides the board, as JSON.
EMSCRIPTEN_KEEPALIVE const char* web_state() {
    static std::string buffer;
    const State& s = state();
    const Game& game = s.game;
    const Position& pos = game.position();
    const Game line = full_line(game);
    const Position& start = game.start_position();

    std::string board;
    for (int i = 0; i < 64; ++i) {
        const Piece piece = pos.piece_on(*square_of(i));
        board +=
            piece == Piece::none ? '.' : "PNBRQKpnbrqk"[index_of(type_of(piece)) + (color_of(piece) == Color::black ? 6 : 0)];
    }
    const auto number = start.chess960_number();

    std::string out;
    json::Writer json{out};
    json.begin_object();
    json.key("fen").string(to_fen(pos).view());
    json.key("status").string(status_line(game, *s.language));
    json.key("turn").string(pos.side_to_move() == Color::white ? "w" : "b");
    json.key("ply").number(game.ply_count());
    json.key("startNumber").number(start.fullmove_number());
    json.key("startBlack").boolean(start.side_to_move() == Color::black);
    json.key("moves").begin_array();
    for (const std::string& san : san_history(line, *s.language)) json.string(san);
    json.end_array();
    json.key("over").boolean(game.outcome().has_value());
    json.key("result").string(game.outcome() ? game.outcome()->result() : (line.outcome() ? line.outcome()->result() : "*"));
    json.key("claimNow").boolean(game.claimable_draw().has_value());
    json.key("claimWithMove").boolean(!game.claimable_draw() && !game.claimable_draw_moves().empty());
    json.key("canUndo").boolean(game.ply_count() > 0 || game.recorded_outcome());
    json.key("canRedo").boolean(game.redo_count() > 0);
    json.key("chess960").boolean(game.is_chess960());
    json.key("chess960Number");
    if (number && game.is_chess960()) {
        json.number(*number);
    } else {
        json.null();
    }
    json.key("pgnLanguage");
    if (s.pgn_language) {
        json.string(s.pgn_language->name);
    } else {
        json.null();
    }
    json.key("board").string(board);
    json.end_object();
    return keep(buffer, std::move(out));
}

// The board as SVG, seen from Black when `flipped`, with the last move
// tinted and the destinations of the piece on `selected` (a square index,
// -1 for none) ringed.
EMSCRIPTEN_KEEPALIVE const char* web_board_svg(int flipped, int selected) {
    static std::string buffer;
    const Game& game = state().game;
    SvgBoardOptions options;
    options.bottom = flipped ? Color::black : Color::white;
    options.pixels = 0;  // the page sizes it
    options.colours.mark = SvgColour{40, 110, 60, 170};
    if (game.ply_count() > 0) options.last_move = game.moves().back();
    if (const auto square = square_of(selected)) options.marks = destinations(game.position(), *square);
    return keep(buffer, render_svg(game.position(), options));
}

// The destinations of the piece on a square as square indexes, space
// separated ("21 23"); empty for an empty square or the side not to move.
EMSCRIPTEN_KEEPALIVE const char* web_destinations(int from) {
    static std::string buffer;
    std::string out;
    if (const auto square = square_of(from)) {
        for (const Square to : destinations(state().game.position(), *square)) {
            if (!out.empty()) out += ' ';
            out += std::to_string(index_of(to));
        }
    }
    return keep(buffer, std::move(out));
}

// Plays the move two clicks or a drag mean. `promotion` is "", or one of
// "q", "r", "b", "n". With `claim` set, the move is announced with a draw
// claim (FIDE 9.2.1, 9.3.1) and is played only if the claim holds.
// Returns "" when played, "promotion" when the piece must be asked for,
// else shakki's message.
EMSCRIPTEN_KEEPALIVE const char* web_move(int from, int to, const char* promotion, int claim) {
    static std::string buffer;
    const auto a = square_of(from);
    const auto b = square_of(to);
    if (!a || !b) return keep(buffer, "no such square");
    Game& game = state().game;
    const auto move = find_move(game.position(), *a, *b, promotion_from_letter(promotion));
    if (!move) {
        if (move.error().code == MoveErrorCode::promotion_needed) return keep(buffer, "promotion");
        return keep(buffer, std::string{move.error().message});
    }
    if (claim) return answer(buffer, game.claim_draw_with(*move));
    return answer(buffer, game.play(*move));
}

// A legal move picked at random, for the random-move opponent; 0 when
// there is none or the game is over.
EMSCRIPTEN_KEEPALIVE int web_random_move() {
    State& s = state();
    if (s.game.outcome()) return 0;
    const MoveList moves = legal_moves(s.game.position());
    if (moves.size() == 0) return 0;
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    return s.game.play(moves[pick(s.random)]) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE int web_undo() { return state().game.undo() ? 1 : 0; }
EMSCRIPTEN_KEEPALIVE int web_redo() { return state().game.redo() ? 1 : 0; }

// Steps back or forth to the position after `ply` moves of the line.
EMSCRIPTEN_KEEPALIVE void web_goto(int ply) {
    Game& game = state().game;
    const std::size_t target = ply < 0 ? 0 : static_cast<std::size_t>(ply);
    while (game.ply_count() > target && game.undo()) {}
    while (game.ply_count() < target && game.redo()) {}
    // At the end of the line, the recorded ending (a claim, a resignation)
    // comes back too.
    if (game.ply_count() == full_line(game).ply_count()) {
        while (game.redo()) {}
    }
}

// The endings a player records. Each returns "" or shakki's refusal.
EMSCRIPTEN_KEEPALIVE const char* web_claim_draw() {
    static std::string buffer;
    return answer(buffer, state().game.claim_draw());
}

EMSCRIPTEN_KEEPALIVE const char* web_resign(int black) {
    static std::string buffer;
    return answer(buffer, state().game.resign(black ? Color::black : Color::white));
}

EMSCRIPTEN_KEEPALIVE const char* web_agree_draw() {
    static std::string buffer;
    return answer(buffer, state().game.agree_draw());
}

// A position from FEN (X-FEN and Shredder-FEN; Chess960 detected) as a new
// game. Returns "" or shakki's message with its byte offset.
EMSCRIPTEN_KEEPALIVE const char* web_load_fen(const char* text) {
    static std::string buffer;
    FenReadOptions options;
    options.detect_chess960 = true;
    const auto pos = parse_fen(text, options);
    if (!pos) {
        return keep(buffer, std::string{pos.error().message} + " (at byte " + std::to_string(pos.error().offset) + ")");
    }
    reset(*pos);
    return keep(buffer, "");
}

// The first game of a pasted PGN, in any language of the table (detected),
// as a game to step through from its start. Returns "" or the problem.
EMSCRIPTEN_KEEPALIVE const char* web_load_pgn(const char* text) {
    static std::string buffer;
    PgnReadOptions options;
    options.detect_language = true;
    const std::optional<PgnGame> first = read_first_pgn_game(text, options);
    if (!first) return keep(buffer, "no game found in the text");
    const PgnGame& pgn = *first;
    if (!pgn.valid()) {
        return keep(buffer, "line " + std::to_string(pgn.problem->line) + ", column " + std::to_string(pgn.problem->column) +
                                ": " + pgn.problem->message);
    }
    auto game = game_from_pgn(pgn);
    if (!game) return keep(buffer, game.error().message);
    State& s = state();
    s.game = *std::move(game);
    while (s.game.undo()) {}
    s.pgn_language = pgn.language;
    s.pgn_tags.clear();
    for (const PgnTag& tag : pgn.tags) {
        if (tag.name != "Result") s.pgn_tags.push_back(tag);
    }
    return keep(buffer, "");
}

// The game (with the moves ahead when stepped back) as PGN in the chosen
// language; the pasted game's tags, else White and Black as given.
EMSCRIPTEN_KEEPALIVE const char* web_pgn(const char* white, const char* black) {
    static std::string buffer;
    const State& s = state();
    std::vector<PgnTag> tags = s.pgn_tags;
    if (tags.empty()) tags = {{"White", white}, {"Black", black}};
    const auto text = write_pgn(full_line(s.game), tags, *s.language);
    if (!text) return keep(buffer, "");
    return keep(buffer, *text);
}

// perft of the current position, for benchmarks/web_bench.mjs: the move
// generator's speed in the browser. A double holds every count up to 2^53.
EMSCRIPTEN_KEEPALIVE double web_perft(int depth) {
    if (depth < 0 || depth > 8) return -1;
    return static_cast<double>(perft(state().game.position(), depth));
}

}  // extern "C"
