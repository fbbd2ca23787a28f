// What allocates. This program replaces the global operator new and
// delete to count every allocation, which affects the whole binary, so it
// is a test executable of its own. Everything below Game (positions, FEN,
// move generation, SAN, UCI, explanations, language detection, the
// one-position ending rules, the movetext tokenizer, Elo) must not
// allocate at all; Game and what is built on it do, and the last test
// case shows which documented functions those are.
#include <doctest/doctest.h>

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include "shakki/game/elo.hpp"
#include "shakki/pgn.hpp"
#include "shakki/shakki.hpp"

namespace {

std::atomic<std::size_t> allocation_count{0};

void* counted_allocation(std::size_t size, std::size_t alignment) {
    ++allocation_count;
    if (size == 0) size = 1;
    // aligned_alloc wants a size that is a multiple of the alignment.
    void* p = alignment > alignof(std::max_align_t)
                  ? std::aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment)
                  : std::malloc(size);
    if (p == nullptr) {
#if defined(__cpp_exceptions)
        throw std::bad_alloc{};
#else
        std::abort();
#endif
    }
    return p;
}

}  // namespace

// The other forms (arrays, nothrow) call these by default.
void* operator new(std::size_t size) { return counted_allocation(size, alignof(std::max_align_t)); }
void* operator new(std::size_t size, std::align_val_t alignment) {
    return counted_allocation(size, static_cast<std::size_t>(alignment));
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }

using namespace shakki;

namespace {

template <class Work>
std::size_t allocations_in(Work&& work) {
    const std::size_t before = allocation_count.load();
    work();
    return allocation_count.load() - before;
}

constexpr std::string_view kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

}  // namespace

TEST_CASE("the counter sees allocations") {
    std::size_t length = 0;
    CHECK(allocations_in([&] {
              const std::string text(1000, 'x');
              length = text.size();
          }) == 1);
    CHECK(length == 1000);
}

TEST_CASE("positions, FEN, move generation and UCI allocate nothing") {
    std::uint64_t total = 0;
    bool ok = true;
    const std::size_t used = allocations_in([&] {
        const auto parsed = parse_fen(kiwipete);
        ok &= parsed.has_value();
        ok &= !parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1").has_value();
        const Position pos = *parsed;
        ok &= to_fen(pos) == kiwipete;
        ok &= to_fen(pos, {EnPassantStyle::legal_only}) == kiwipete;
        ok &= Position::from_setup(pos.to_setup()).has_value();
        for (const Move m : legal_moves(pos)) {
            const Position next = pos.play(m);
            total += count_legal_moves(next) + count_legal_moves<GenType::captures>(next);
            ok &= is_legal(pos, m) && has_legal_move(next) == (count_legal_moves(next) > 0);
            ok &= parse_uci(pos, to_uci(m).view()).value() == m;
        }
        total += legal_moves<GenType::quiets>(pos).size();
        total += perft(Position::start(), 3) + perft_divide(pos, 2).size;
        total += origins(pos, PieceType::knight, Square::d7).legal.count();
        ok &= !parse_uci(pos, "e2e5").has_value();
    });
    CHECK(ok);
    CHECK(total > 0);
    CHECK(used == 0);
}

TEST_CASE("SAN in several languages, explanations and language detection allocate nothing") {
    std::size_t read = 0;
    bool ok = true;
    const std::size_t used = allocations_in([&] {
        const Position pos = parse_fen(kiwipete).value();
        for (const char* code : {"en", "fi", "hu", "eo", "fan", "de"}) {
            const Language& language = *find_language(code);
            for (const Move m : legal_moves(pos)) {
                const SanString san = to_san(pos, m, language);
                ok &= to_san_without_check(pos, m, language).size() <= san.size();
                for (const SanMode mode : {SanMode::strict, SanMode::lenient, SanMode::permissive}) {
                    const auto again = parse_san(pos, san.view(), language, mode);
                    ok &= again.has_value() && again->move == m;
                    ++read;
                }
            }
        }
        const auto ambiguous = parse_san(parse_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").value(), "Nd2");
        ok &= explain(pos, "Nd2", ambiguous.error()).size() > 0;
        const auto lenient = parse_san(pos, "0-0", english, SanMode::strict);
        ok &= explain(pos, "0-0", lenient.error()).size() > 0;
        const std::array<std::string_view, 4> finnish{"e4", "e5", "Rf3", "Rc6"};
        ok &= detect_languages(Position::start(), finnish).best()->code == "fi";
    });
    CHECK(ok);
    CHECK(read == 48 * 6 * 3);
    CHECK(used == 0);
}

TEST_CASE("the one-position ending rules, the movetext tokenizer and Elo allocate nothing") {
    int tokens = 0;
    bool ok = true;
    const std::size_t used = allocations_in([&] {
        const Position mate = parse_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").value();
        ok &= is_checkmate(mate) && !is_stalemate(mate);
        ok &= is_stalemate(parse_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").value());
        ok &= insufficient_material(parse_fen("4k3/8/8/8/8/8/8/4KB2 w - - 0 1").value());
        ok &= can_mate(mate, Color::black);
        ok &= repetition_key(mate) == mate.key() && same_for_repetition(mate, mate);
        ok &= check_status_after(Position::start(), Move::normal(Square::e2, Square::e4)) == CheckStatus::none;
        MovetextTokenizer tokenizer{"1. e4 {a comment} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6!? 1-0"};
        for (Token t{}; tokenizer.next(t);) ++tokens;
        ok &= elo::updated_rating(1500, 1500, 1) == 1516 && elo::expected_score(1500, 1500) == 0.5;
        ok &= flag_names(GameStatus{}) == "-";
    });
    CHECK(ok);
    CHECK(tokens > 10);
    CHECK(used == 0);
}

TEST_CASE("what allocates: Game, validate_moves, validate_movetext, and PGN reading and writing") {
    // Each keeps a history or owns text of any length, in std::vector or
    // std::string; the results are used so that no allocation is elided.
    std::size_t plies = 0;
    CHECK(allocations_in([&] {
              Game game;
              plies += game.ply_count();
          }) > 0);
    Game game;
    CHECK(allocations_in([&] { plies += game.play_san("e4").has_value() ? 1 : 0; }) > 0);
    CHECK(allocations_in([&] {
              const std::array<std::string_view, 2> moves{"e4", "e5"};
              plies += validate_moves(Position::start(), moves).value().game.ply_count();
          }) > 0);
    CHECK(allocations_in([&] { plies += validate_movetext(Position::start(), "1. e4 e5 *").value().game.ply_count(); }) > 0);
    std::string written;
    CHECK(allocations_in([&] {
              PgnSplitter<StringSource> splitter{StringSource{"[Event \"x\"]\n\n1. e4 e5 *\n"}};
              PgnChunk chunk;
              if (splitter.next(chunk)) {
                  const PgnGame read = read_pgn_game(chunk);
                  plies += read.plies;
                  written = write_pgn(to_pgn_game(game)).value();
              }
          }) > 0);
    CHECK(plies == 1 + 2 + 2 + 2);
    CHECK(written.find("1. e4 *") != std::string::npos);
}
