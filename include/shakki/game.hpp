#pragma once
// A game: a start position, the moves played, and what the history decides:
// repetitions, claims and the outcome. Moves can be played as moves, SAN in
// any language, or UCI, and taken back.

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "endings.hpp"
#include "expected.hpp"
#include "fixed_string.hpp"
#include "movegen.hpp"
#include "position.hpp"
#include "san_read.hpp"
#include "uci.hpp"

namespace shakki {

enum class PlayErrorCode : std::uint8_t {
    game_over,     // the game already ended by rule (see Game::outcome)
    illegal_move,  // the move is not legal here
    san,           // the SAN was not read; see `san`
    uci,           // the UCI was not read; see `uci`
};

struct PlayError {
    PlayErrorCode code = PlayErrorCode::illegal_move;
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

class Game {
public:
    constexpr Game() : Game(Position::start()) {}
    constexpr explicit Game(const Position& start) : positions_{start}, keys_{repetition_key(start)} {}

    constexpr const Position& start_position() const { return positions_.front(); }
    // The rules of the start position: standard chess or Chess960.
    constexpr CastlingMode castling_mode() const { return start_position().castling_mode(); }
    constexpr bool is_chess960() const { return castling_mode() == CastlingMode::chess960; }
    constexpr const Position& position() const { return positions_.back(); }
    constexpr const std::vector<Move>& moves() const { return moves_; }
    constexpr std::size_t ply_count() const { return moves_.size(); }
    // The position before ply `i` (0-based); position_before(ply_count()) is the current one.
    constexpr const Position& position_before(std::size_t i) const { return positions_[i]; }

    // Plays a legal move; refuses illegal moves and moves after the end.
    constexpr Expected<Move, PlayError> play(Move move) {
        if (outcome()) return Unexpected{PlayError{PlayErrorCode::game_over, "the game has already ended"}};
        if (!is_legal(position(), move)) return Unexpected{PlayError{PlayErrorCode::illegal_move, "not a legal move here"}};
        push(move);
        return move;
    }

    constexpr Expected<SanMove, PlayError> play_san(std::string_view text, const Language& language = english,
                                                    SanMode mode = SanMode::strict) {
        if (outcome()) return Unexpected{PlayError{PlayErrorCode::game_over, "the game has already ended"}};
        const auto read = parse_san(position(), text, language, mode);
        if (!read) {
            PlayError e{PlayErrorCode::san, read.error().message};
            e.san = read.error();
            return Unexpected{e};
        }
        push(read->move);
        return *read;
    }

    // UCI text; "0000" passes, as play_null() does.
    constexpr Expected<Move, PlayError> play_uci(std::string_view text) {
        if (outcome()) return Unexpected{PlayError{PlayErrorCode::game_over, "the game has already ended"}};
        const auto read = parse_uci(position(), text);
        if (!read) {
            PlayError e{PlayErrorCode::uci, read.error().message};
            e.uci = read.error();
            return Unexpected{e};
        }
        if (read->is_null()) return play_null();  // "0000"
        push(*read);
        return *read;
    }

    // The side to move passes (a null move, stored in moves() as Move{}).
    // Analysis uses it; it is not a legal move in a game, and is refused in
    // check, where passing would leave the king in check.
    constexpr Expected<Move, PlayError> play_null() {
        if (outcome()) return Unexpected{PlayError{PlayErrorCode::game_over, "the game has already ended"}};
        if (position().in_check()) {
            return Unexpected{PlayError{PlayErrorCode::illegal_move, "a null move is not possible in check"}};
        }
        push(Move{});
        return Move{};
    }

    // Takes back the last move; false when there is none.
    constexpr bool undo() {
        if (moves_.empty()) return false;
        moves_.pop_back();
        positions_.pop_back();
        keys_.pop_back();
        return true;
    }

    // How many times the current position has occurred, this time included.
    constexpr int repetition_count() const { return occurrences(positions_.size() - 1); }

    // An ending that needs no claim: checkmate, stalemate, insufficient
    // material, fivefold repetition or the 75-move rule, in that order of
    // precedence (a mate on the 150th half-move is a mate).
    constexpr std::optional<Outcome> outcome() const {
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

    constexpr GameStatus status() const {
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
    constexpr std::optional<Termination> claimable_draw() const {
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
    constexpr std::optional<Termination> claimable_draw_with(Move move) const {
        if (const auto now = claimable_draw()) return now;
        if (outcome() || !is_legal(position(), move)) return std::nullopt;
        Game after = *this;
        after.push(move);
        if (const auto ending = after.outcome(); ending && !ending_allows_claim(ending->termination)) return std::nullopt;
        if (after.repetition_count() >= 3) return Termination::threefold_repetition;
        if (after.position().halfmove_clock() >= 100) return Termination::fifty_moves;
        return std::nullopt;
    }

    // The automatic outcome, or else a claimable draw as if claimed.
    constexpr std::optional<Outcome> outcome_with_claims() const {
        if (const auto automatic = outcome()) return automatic;
        if (const auto claim = claimable_draw()) return Outcome{*claim, std::nullopt};
        return std::nullopt;
    }

    // The result when `flagged` runs out of time: a loss, or a draw when
    // the opponent cannot possibly mate.
    constexpr Outcome time_forfeit(Color flagged) const {
        if (!can_mate(position(), ~flagged)) return Outcome{Termination::time_forfeit, std::nullopt};
        return Outcome{Termination::time_forfeit, ~flagged};
    }

private:
    static constexpr bool ending_allows_claim(Termination t) {
        return t == Termination::fivefold_repetition || t == Termination::seventy_five_moves;
    }

    // Moves reach this only proven legal (by is_legal, or by a reader), or
    // as Move{} for a null move proven possible.
    constexpr void push(Move move) {
        moves_.push_back(move);
        positions_.push_back(move.is_null() ? position().play_null() : position().play(move));
        keys_.push_back(repetition_key(positions_.back()));
    }

    // Occurrences of position `index` among the positions with the same
    // side to move since the last capture or pawn move.
    constexpr int occurrences(std::size_t index) const {
        int count = 1;
        const std::size_t reach = static_cast<std::size_t>(positions_[index].halfmove_clock());
        for (std::size_t back = 2; back <= reach && back <= index; back += 2) {
            const std::size_t i = index - back;
            if (keys_[i] == keys_[index] && same_for_repetition(positions_[i], positions_[index])) ++count;
        }
        return count;
    }

    std::vector<Position> positions_;  // the start, then the position after each move
    std::vector<Move> moves_;
    std::vector<std::uint64_t> keys_;  // repetition_key of each position
};

}  // namespace shakki
