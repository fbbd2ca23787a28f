#pragma once
// A game: a start position, the moves played, and what the history decides:
// repetitions, claims and the outcome. Moves can be played as moves, SAN in
// any language, or UCI, and taken back and replayed. An ending the board
// does not decide (a claim, a resignation, an agreed draw, a flag fall) is
// recorded, and ends the game like mate does.

#include <cassert>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>
#include <version>

#include "../base/enum_name.hpp"
#include "../base/expected.hpp"
#include "../base/fixed_string.hpp"
#include "../core/endings.hpp"
#include "../core/move_list.hpp"
#include "../core/movegen.hpp"
#include "../core/position.hpp"
#include "../notation/san_read.hpp"
#include "../notation/uci.hpp"

// Game keeps its history in std::vector, so it runs in constant
// expressions only where the standard library's vector does (C++20's
// constexpr vector: libstdc++ 12 has it, libc++ 14 does not). Elsewhere
// Game is the same class at run time only; SHAKKI_HAS_CONSTEXPR_GAME says
// which, for code that checks games in a static_assert.
#if defined(__cpp_lib_constexpr_vector) && __cpp_lib_constexpr_vector >= 201907L
#define SHAKKI_CONSTEXPR_GAME constexpr
#define SHAKKI_HAS_CONSTEXPR_GAME 1
#else
#define SHAKKI_CONSTEXPR_GAME
#define SHAKKI_HAS_CONSTEXPR_GAME 0
#endif

namespace shakki {

namespace detail {

struct TrustedReplay;

// A position of a game with its repetition key.
struct GamePly {
    Position position;
    std::uint64_t key = 0;  // repetition_key(position)
};

}  // namespace detail

enum class PlayErrorCode : std::uint8_t {
    game_over,         // the game already ended, by rule or recorded (see Game::outcome)
    illegal_move,      // the move is not legal here
    san,               // the SAN was not read; see `san`
    uci,               // the UCI was not read; see `uci`
    nothing_to_claim,  // claim_draw: no threefold repetition or 50-move rule to claim
};

constexpr std::string_view enum_name(PlayErrorCode v) {
    return detail::name_in(std::array<std::string_view, 5>{"game_over", "illegal_move", "san", "uci", "nothing_to_claim"}, v);
}

struct PlayError {
    PlayErrorCode code = PlayErrorCode::illegal_move;
    std::size_t offset = 0;  // san, uci: the byte of the move's text to blame
    std::string_view message;
    SanError san{};
    UciError uci{};
};

// Everything that holds after the last move, as flags (what `replay
// --trace` prints).
struct GameStatus {
    bool check = false;
    bool checkmate = false;
    bool stalemate = false;
    bool insufficient_material = false;  // neither side can mate
    bool threefold = false;              // the position has occurred at least 3 times
    bool fivefold = false;
    bool fifty_moves = false;         // halfmove clock >= 100 and a legal move exists
    bool seventy_five_moves = false;  // halfmove clock >= 150 and a legal move exists
};

// The flags that hold, comma-separated in a fixed order, or "-" when none:
// check, checkmate, stalemate, insufficient, threefold, fivefold, fifty,
// seventyfive (the format of `replay --trace`).
constexpr FixedString<80> flag_names(const GameStatus& s) {
    FixedString<80> out;
    const auto add = [&](bool holds, std::string_view name) {
        if (!holds) return;
        if (out.size() > 0) out.append(',');
        out.append(name);
    };
    add(s.check, "check");
    add(s.checkmate, "checkmate");
    add(s.stalemate, "stalemate");
    add(s.insufficient_material, "insufficient");
    add(s.threefold, "threefold");
    add(s.fivefold, "fivefold");
    add(s.fifty_moves, "fifty");
    add(s.seventy_five_moves, "seventyfive");
    if (out.size() == 0) out.append('-');
    return out;
}

// One step of a game that undo() took back or redo() replayed: a recorded
// ending, or a move (Move{} for a null move) with the ply it is (the first
// move is ply 1).
struct GameStep {
    std::optional<Outcome> ending;  // set for a recorded ending; `move` is then Move{}
    Move move{};
    std::size_t ply = 0;

    constexpr bool is_ending() const { return ending.has_value(); }
    constexpr bool is_null_move() const { return !ending && move.is_null(); }
    constexpr bool operator==(const GameStep&) const = default;
};

class Game {
public:
    SHAKKI_CONSTEXPR_GAME Game() : Game(Position::start()) {}
    SHAKKI_CONSTEXPR_GAME explicit Game(const Position& start) {
        plies_.push_back(detail::GamePly{start, repetition_key(start)});
    }

    SHAKKI_CONSTEXPR_GAME const Position& start_position() const { return plies_.front().position; }
    // The rules of the start position: standard chess or Chess960.
    SHAKKI_CONSTEXPR_GAME CastlingMode castling_mode() const { return start_position().castling_mode(); }
    SHAKKI_CONSTEXPR_GAME bool is_chess960() const { return castling_mode() == CastlingMode::chess960; }
    SHAKKI_CONSTEXPR_GAME const Position& position() const { return plies_.back().position; }
    SHAKKI_CONSTEXPR_GAME const std::vector<Move>& moves() const { return moves_; }
    SHAKKI_CONSTEXPR_GAME std::size_t ply_count() const { return moves_.size(); }
    // Room for `plies` moves without reallocating, as std::vector::reserve:
    // a reader that knows roughly how long a game is saves the copies of
    // growing one ply at a time.
    SHAKKI_CONSTEXPR_GAME void reserve(std::size_t plies) {
        plies_.reserve(plies + 1);
        moves_.reserve(plies);
    }
    // The position before ply `i` (0-based); position_before(ply_count()) is the current one.
    SHAKKI_CONSTEXPR_GAME const Position& position_before(std::size_t i) const { return plies_[i].position; }

    // Plays a legal move; refuses illegal moves and moves after the end.
    //
    // The play functions read the move before asking whether the game is
    // over: a legal move proves that the side to move is neither mated nor
    // stalemated, so only the cheap endings remain to be checked, and a
    // reader that plays every move of a file skips a search for a legal
    // move per ply. A move that is not read is refused as game_over when
    // the game had ended, as before.
    SHAKKI_CONSTEXPR_GAME Expected<Move, PlayError> play(Move move) {
        if (!is_legal(position(), move)) return refusal(PlayErrorCode::illegal_move, "not a legal move here");
        if (ended_although_a_move_is_legal()) return game_over();
        record_move(move);
        return move;
    }

    SHAKKI_CONSTEXPR_GAME Expected<SanMove, PlayError> play_san(std::string_view text, const Language& language = english,
                                                                SanMode mode = SanMode::strict) {
        const auto read = parse_san(position(), text, language, mode);
        if (!read) {
            if (outcome()) return game_over();
            PlayError e{PlayErrorCode::san, read.error().offset, read.error().message};
            e.san = read.error();
            return Unexpected{e};
        }
        if (ended_although_a_move_is_legal()) return game_over();
        record_move(read->move);
        return *read;
    }

    // UCI text; "0000" passes, as play_null() does.
    SHAKKI_CONSTEXPR_GAME Expected<Move, PlayError> play_uci(std::string_view text) {
        const auto read = parse_uci(position(), text);
        if (!read) {
            if (outcome()) return game_over();
            PlayError e{PlayErrorCode::uci, read.error().offset, read.error().message};
            e.uci = read.error();
            return Unexpected{e};
        }
        if (read->is_null()) return play_null();  // "0000"
        if (ended_although_a_move_is_legal()) return game_over();
        record_move(*read);
        return *read;
    }

    // The side to move passes (a null move, stored in moves() as Move{}).
    // Analysis uses it; it is not a legal move in a game, and is refused in
    // check, where passing would leave the king in check.
    SHAKKI_CONSTEXPR_GAME Expected<Move, PlayError> play_null() {
        if (outcome()) return Unexpected{PlayError{PlayErrorCode::game_over, 0, "the game has already ended"}};
        if (position().in_check()) {
            return Unexpected{PlayError{PlayErrorCode::illegal_move, 0, "a null move is not possible in check"}};
        }
        record_move(Move{});
        return Move{};
    }

    // Takes back the recorded ending if there is one, else the last move,
    // and says which; nothing when the game is at its start. What is taken
    // back can be replayed with redo() until a new move or ending.
    SHAKKI_CONSTEXPR_GAME std::optional<GameStep> undo() {
        GameStep step;
        if (recorded_) {
            step.ending = recorded_;
            recorded_.reset();
        } else {
            if (moves_.empty()) return std::nullopt;
            step.move = moves_.back();
            step.ply = moves_.size();
            moves_.pop_back();
            plies_.pop_back();
        }
        if (step.ending) {
            redo_ending_ = step.ending;
        } else {
            redo_moves_.push_back(step.move);
        }
        return step;
    }

    // Replays the last step undo() took back; nothing when there is none.
    SHAKKI_CONSTEXPR_GAME std::optional<GameStep> redo() {
        GameStep step;
        if (!redo_moves_.empty()) {
            step.move = redo_moves_.back();
            step.ply = moves_.size() + 1;
            redo_moves_.pop_back();
            push(step.move);  // legal: it was played from this very position
        } else if (redo_ending_) {
            step.ending = redo_ending_;
            recorded_ = redo_ending_;
            redo_ending_.reset();
        } else {
            return std::nullopt;
        }
        return step;
    }

    // How many steps redo() can replay.
    SHAKKI_CONSTEXPR_GAME std::size_t redo_count() const { return redo_moves_.size() + (redo_ending_ ? 1 : 0); }

    // How many times the current position has occurred, this time included.
    SHAKKI_CONSTEXPR_GAME int repetition_count() const { return occurrences(plies_.size() - 1); }

    // How the game ended: the ending the board decides (automatic_outcome)
    // if there is one, else the recorded one. The two never both hold when
    // recorded, since nothing can be recorded once the board has ended the
    // game; only claim_draw_with can record a claim together with a move
    // that ends the game by the fivefold or 75-move rule, and then the
    // automatic ending is the outcome.
    SHAKKI_CONSTEXPR_GAME std::optional<Outcome> outcome() const {
        if (const auto automatic = automatic_outcome()) return automatic;
        return recorded_;
    }

    // The ending recorded by claim_draw, claim_draw_with, resign,
    // agree_draw or flag_fall, if any.
    SHAKKI_CONSTEXPR_GAME const std::optional<Outcome>& recorded_outcome() const { return recorded_; }

    // An ending that needs no claim: checkmate, stalemate, insufficient
    // material, fivefold repetition or the 75-move rule, in that order of
    // precedence (a mate on the 150th half-move is a mate).
    SHAKKI_CONSTEXPR_GAME std::optional<Outcome> automatic_outcome() const {
        const Position& pos = position();
        const bool can_move = has_legal_move(pos);
        if (!can_move) {
            if (pos.in_check()) return Outcome{Termination::checkmate, ~pos.side_to_move()};
            return Outcome{Termination::stalemate, std::nullopt};
        }
        if (insufficient_material(pos)) return Outcome{Termination::insufficient_material, std::nullopt};
        if (repetition_count() >= 5) return Outcome{Termination::fivefold_repetition, std::nullopt};
        if (pos.halfmove_clock() >= 150) return Outcome{Termination::seventy_five_moves, std::nullopt};
        return std::nullopt;
    }

    SHAKKI_CONSTEXPR_GAME GameStatus status() const {
        const Position& pos = position();
        const bool can_move = has_legal_move(pos);
        const int repeats = repetition_count();
        GameStatus s;
        s.check = pos.in_check();
        s.checkmate = s.check && !can_move;
        s.stalemate = !s.check && !can_move;
        s.insufficient_material = insufficient_material(pos);
        s.threefold = repeats >= 3;
        s.fivefold = repeats >= 5;
        s.fifty_moves = can_move && pos.halfmove_clock() >= 100;
        s.seventy_five_moves = can_move && pos.halfmove_clock() >= 150;
        return s;
    }

    // A draw the side to move may claim now: threefold repetition, else the
    // 50-move rule. Nothing once the game is over.
    SHAKKI_CONSTEXPR_GAME std::optional<Termination> claimable_draw() const {
        if (outcome()) return std::nullopt;
        if (repetition_count() >= 3) return Termination::threefold_repetition;
        if (position().halfmove_clock() >= 100) return Termination::fifty_moves;
        return std::nullopt;
    }

    // A draw the side to move may claim by announcing `move`, which would
    // make the position appear at least the third time or reach the 100th
    // half-move (FIDE 9.2.1, 9.3.1). A move that ends the game on the board
    // (mate, stalemate, no mating material) leaves nothing to claim; one
    // that repeats the position a fifth time or reaches the 150th half-move
    // may still be announced with its claim.
    SHAKKI_CONSTEXPR_GAME std::optional<Termination> claimable_draw_with(Move move) const {
        if (const auto now = claimable_draw()) return now;
        if (outcome() || !is_legal(position(), move)) return std::nullopt;
        const Position after = position().play(move);
        // Mate, stalemate and dead material end the game before any claim;
        // the fivefold and 75-move rules leave the claim standing.
        if (!has_legal_move(after) || insufficient_material(after)) return std::nullopt;
        if (occurrences(after, repetition_key(after), plies_.size()) >= 3) return Termination::threefold_repetition;
        if (after.halfmove_clock() >= 100) return Termination::fifty_moves;
        return std::nullopt;
    }

    // The legal moves with which the side to move may claim a draw
    // (claimable_draw_with): all of them when a draw is claimable now.
    SHAKKI_CONSTEXPR_GAME MoveList claimable_draw_moves() const {
        MoveList out;
        if (outcome()) return out;
        for (const Move m : legal_moves(position())) {
            if (claimable_draw_with(m)) out.push_back(m);
        }
        return out;
    }

    // Records the draw the side to move may claim now (threefold
    // repetition, else the 50-move rule), or says why not.
    SHAKKI_CONSTEXPR_GAME Expected<Outcome, PlayError> claim_draw() {
        if (outcome()) return game_over();
        const auto claim = claimable_draw();
        if (!claim) {
            return Unexpected{PlayError{PlayErrorCode::nothing_to_claim, 0,
                                        "no draw to claim: the position has not occurred three times and fewer than 50 "
                                        "moves were played without a capture or pawn move"}};
        }
        return record_ending(Outcome{*claim, std::nullopt});
    }

    // Plays `move` and records the draw claimed with it (FIDE 9.2.1, 9.3.1),
    // when claimable_draw_with(move) allows the claim; else plays nothing.
    SHAKKI_CONSTEXPR_GAME Expected<Outcome, PlayError> claim_draw_with(Move move) {
        if (outcome()) return game_over();
        if (!is_legal(position(), move)) return Unexpected{PlayError{PlayErrorCode::illegal_move, 0, "not a legal move here"}};
        const auto claim = claimable_draw_with(move);
        if (!claim) {
            return Unexpected{PlayError{PlayErrorCode::nothing_to_claim, 0,
                                        "no draw to claim with this move: it neither repeats the position a third time "
                                        "nor reaches the 50th move without a capture or pawn move"}};
        }
        record_move(move);
        return record_ending(Outcome{*claim, std::nullopt});
    }

    // `loser` resigns, on the move or not (FIDE 5.1.2): the other side wins.
    SHAKKI_CONSTEXPR_GAME Expected<Outcome, PlayError> resign(Color loser) {
        if (outcome()) return game_over();
        return record_ending(Outcome{Termination::resignation, ~loser});
    }

    // The players agree to a draw (FIDE 5.2.3).
    SHAKKI_CONSTEXPR_GAME Expected<Outcome, PlayError> agree_draw() {
        if (outcome()) return game_over();
        return record_ending(Outcome{Termination::agreement, std::nullopt});
    }

    // `flagged` ran out of time: records time_forfeit(flagged).
    SHAKKI_CONSTEXPR_GAME Expected<Outcome, PlayError> flag_fall(Color flagged) {
        if (outcome()) return game_over();
        return record_ending(time_forfeit(flagged));
    }

    // The automatic outcome, or else a claimable draw as if claimed.
    SHAKKI_CONSTEXPR_GAME std::optional<Outcome> outcome_with_claims() const {
        if (const auto automatic = outcome()) return automatic;
        if (const auto claim = claimable_draw()) return Outcome{*claim, std::nullopt};
        return std::nullopt;
    }

    // The result when `flagged` runs out of time: a loss, or a draw when
    // the opponent cannot possibly mate.
    SHAKKI_CONSTEXPR_GAME Outcome time_forfeit(Color flagged) const {
        if (!can_mate(position(), ~flagged)) return Outcome{Termination::time_forfeit, std::nullopt};
        return Outcome{Termination::time_forfeit, ~flagged};
    }

private:
    friend struct detail::TrustedReplay;

    // The move was refused for its own sake, unless the game had ended.
    SHAKKI_CONSTEXPR_GAME Unexpected<PlayError> refusal(PlayErrorCode code, std::string_view message) const {
        if (outcome()) return game_over();
        return Unexpected{PlayError{code, 0, message}};
    }

    // Whether the game is over although the side to move has a legal move:
    // what outcome() says then, without the search for one.
    SHAKKI_CONSTEXPR_GAME bool ended_although_a_move_is_legal() const {
        return recorded_.has_value() || insufficient_material(position()) || position().halfmove_clock() >= 150 ||
               (position().halfmove_clock() >= 8 && repetition_count() >= 5);
    }

    static constexpr Unexpected<PlayError> game_over() {
        return Unexpected{PlayError{PlayErrorCode::game_over, 0, "the game has already ended"}};
    }

    SHAKKI_CONSTEXPR_GAME Outcome record_ending(Outcome ending) {
        forget_redo();
        recorded_ = ending;
        return ending;
    }

    // A new move: what undo() took back can no longer be replayed.
    SHAKKI_CONSTEXPR_GAME void record_move(Move move) {
        forget_redo();
        push(move);
    }

    SHAKKI_CONSTEXPR_GAME void forget_redo() {
        redo_moves_.clear();
        redo_ending_.reset();
    }

    // Moves reach this only proven legal (by is_legal, or by a reader), or
    // as Move{} for a null move proven possible.
    SHAKKI_CONSTEXPR_GAME void push(Move move) {
        moves_.push_back(move);
        plies_.push_back(plies_.back());  // push_back may take an element of the vector itself
        detail::GamePly& next = plies_.back();
        if (move.is_null()) {
            next.position = next.position.play_null();
        } else {
            detail::InPlacePlay::play(next.position, move);
        }
        next.key = repetition_key(next.position);
    }

    // Occurrences of position `index` among the positions with the same
    // side to move since the last capture or pawn move.
    SHAKKI_CONSTEXPR_GAME int occurrences(std::size_t index) const {
        return occurrences(plies_[index].position, plies_[index].key, index);
    }

    // The same for `pos` (with key `key`) standing at `index`, which may be
    // one past the last position: the position a move would reach.
    SHAKKI_CONSTEXPR_GAME int occurrences(const Position& pos, std::uint64_t key, std::size_t index) const {
        int count = 1;
        const std::size_t reach = static_cast<std::size_t>(pos.halfmove_clock());
        for (std::size_t back = 2; back <= reach && back <= index; back += 2) {
            const std::size_t i = index - back;
            if (plies_[i].key == key && same_for_repetition(plies_[i].position, pos)) ++count;
        }
        return count;
    }

    std::vector<detail::GamePly> plies_;  // the start, then the position after each move
    std::vector<Move> moves_;
    std::optional<Outcome> recorded_;  // a claim, resignation, agreement or flag fall
    // What undo() took back, the latest last: the moves, and below them
    // the ending if one was taken back (it is taken back first, and a new
    // move or ending forgets them all, so it can only be at the bottom).
    std::vector<Move> redo_moves_;
    std::optional<Outcome> redo_ending_;
};

namespace detail {

// Plays a move that a reader has already proven legal in this very
// position: the PGN reader, when a variation closes and the main-line move
// it replaced comes back. Game::play would generate every move again to
// check it; builds without NDEBUG still assert it.
struct TrustedReplay {
    static SHAKKI_CONSTEXPR_GAME void play(Game& game, Move move) {
        assert((move.is_null() ? !game.position().in_check() : is_legal(game.position(), move)) &&
               "TrustedReplay::play needs a move already proven legal here");
        game.record_move(move);
    }
};

}  // namespace detail

}  // namespace shakki
