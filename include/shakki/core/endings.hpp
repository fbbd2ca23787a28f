#pragma once
// How games end, judged on one position: mate, stalemate, mating material,
// and the key under which positions count as repeated. Game (game/game.hpp)
// adds what needs the history: repetition counts and claims.

#include <cstdint>
#include <optional>
#include <string_view>

#include "../base/enum_name.hpp"
#include "movegen.hpp"
#include "position.hpp"
#include "zobrist.hpp"

namespace shakki {

enum class Termination : std::uint8_t {
    // Automatic: the game is over, nobody has to ask.
    checkmate,
    stalemate,
    insufficient_material,  // neither side can mate by any sequence of legal moves
    fivefold_repetition,
    seventy_five_moves,
    // Claimed by a player.
    threefold_repetition,
    fifty_moves,
    // Decided by the clock.
    time_forfeit,
    // Decided by the players (recorded with Game::resign and Game::agree_draw).
    resignation,
    agreement,
};

constexpr std::string_view enum_name(Termination v) {
    return detail::name_in(std::array<std::string_view, 10>{"checkmate", "stalemate", "insufficient_material",
                                                            "fivefold_repetition", "seventy_five_moves", "threefold_repetition",
                                                            "fifty_moves", "time_forfeit", "resignation", "agreement"},
                           v);
}

constexpr std::string_view describe(Termination t) {
    switch (t) {
        case Termination::checkmate:
            return "checkmate";
        case Termination::stalemate:
            return "stalemate";
        case Termination::insufficient_material:
            return "insufficient material";
        case Termination::fivefold_repetition:
            return "fivefold repetition";
        case Termination::seventy_five_moves:
            return "75-move rule";
        case Termination::threefold_repetition:
            return "threefold repetition";
        case Termination::fifty_moves:
            return "50-move rule";
        case Termination::time_forfeit:
            return "time forfeit";
        case Termination::resignation:
            return "resignation";
        case Termination::agreement:
            return "agreement";
    }
    return "";
}

struct Outcome {
    Termination termination;
    std::optional<Color> winner;  // none: a draw

    constexpr bool is_draw() const { return !winner.has_value(); }
    // "1-0", "0-1" or "1/2-1/2", as PGN writes results.
    constexpr std::string_view result() const {
        if (!winner) return "1/2-1/2";
        return *winner == Color::white ? "1-0" : "0-1";
    }
    constexpr bool operator==(const Outcome&) const = default;
};

// Whether `side` could still mate by some sequence of legal moves, by the
// material rule of docs/game.md: a bare king cannot; a lone knight cannot when
// the other side has only its king and queens; bishops alone cannot when
// every bishop on the board stands on one square colour and no pawn or
// knight is left.
constexpr bool can_mate(const Position& pos, Color side) {
    const Bitboard ours = pos.pieces(side) & ~pos.pieces(PieceType::king);
    if (ours.empty()) return false;
    const Bitboard knights = pos.pieces(side, PieceType::knight);
    if (ours == knights && knights.count() == 1) {
        const Bitboard theirs = pos.pieces(~side) & ~pos.pieces(PieceType::king);
        return theirs != pos.pieces(~side, PieceType::queen);
    }
    const Bitboard bishops = pos.pieces(PieceType::bishop);
    if (ours == pos.pieces(side, PieceType::bishop)) {
        const bool one_colour = (bishops & bitboards::dark_squares).empty() || (bishops & bitboards::light_squares).empty();
        const bool no_pawns_or_knights = (pos.pieces(PieceType::pawn) | pos.pieces(PieceType::knight)).empty();
        return !(one_colour && no_pawns_or_knights);
    }
    return true;
}

// Neither side can mate: the game is drawn at once.
constexpr bool insufficient_material(const Position& pos) { return !can_mate(pos, Color::white) && !can_mate(pos, Color::black); }

constexpr bool is_checkmate(const Position& pos) { return pos.in_check() && !has_legal_move(pos); }
constexpr bool is_stalemate(const Position& pos) { return !pos.in_check() && !has_legal_move(pos); }

// The key under which positions repeat: the Polyglot key, except that an en
// passant square counts only when the capture is legal (Polyglot counts it
// whenever a pawn stands beside). Equal keys still need same_for_repetition
// to rule out a collision.
constexpr std::uint64_t repetition_key(const Position& pos) {
    if (pos.en_passant_capture_possible() && !en_passant_capture_legal(pos)) {
        return pos.key() ^ zobrist::en_passant(file_of(pos.en_passant_square()));
    }
    return pos.key();
}

// Same side to move, same pieces on the same squares, same castling rights
// (with the same rooks: in Chess960 two rooks can share a wing), and the
// same en passant capture available (FIDE's "same position").
constexpr bool same_for_repetition(const Position& a, const Position& b) {
    if (a.side_to_move() != b.side_to_move() || a.castling_rights() != b.castling_rights()) return false;
    for (const Color c : {Color::white, Color::black}) {
        for (const CastlingSide side : {CastlingSide::king_side, CastlingSide::queen_side}) {
            if (a.castling_rook(c, side) != b.castling_rook(c, side)) return false;
        }
    }
    for (int s = 0; s < square_count; ++s) {
        if (a.piece_on(static_cast<Square>(s)) != b.piece_on(static_cast<Square>(s))) return false;
    }
    const bool a_ep = en_passant_capture_legal(a);
    const bool b_ep = en_passant_capture_legal(b);
    return a_ep == b_ep && (!a_ep || a.en_passant_square() == b.en_passant_square());
}

}  // namespace shakki
