#pragma once
// One chess position as a small, trivially copyable value. Playing a move
// returns the next position (copy-make): there is no undo stack, and any
// position can be kept, compared, hashed or sent to another thread.

#include <array>
#include <cassert>
#include <cstdint>
#include <optional>
#include <type_traits>

#include "../base/expected.hpp"
#include "attacks.hpp"
#include "bitboard.hpp"
#include "chess960.hpp"
#include "move.hpp"
#include "setup.hpp"
#include "types.hpp"
#include "zobrist.hpp"

namespace shakki {

namespace detail {
struct UnkeyedPlay;
struct InPlacePlay;
}  // namespace detail

class Position {
public:
    // The initial position of a standard game.
    static constexpr Position start();
    // Chess960 start position `number` (0..959; 518 is the standard
    // arrangement, played by Chess960 rules), or nothing when out of range.
    static constexpr std::optional<Position> chess960_start(int number);
    // The number of the Chess960 start position this is (the pieces, side
    // to move, castling rights and en passant square; not the clocks or the
    // castling mode, so Position::start() gives 518), or nothing.
    constexpr std::optional<int> chess960_number() const;

    // Checks every field's value and every rule a position must satisfy
    // (see SetupErrorCode) and returns the position, or what is wrong with it.
    static constexpr Expected<Position, SetupError> from_setup(const Setup& setup);

    constexpr Setup to_setup() const;

    constexpr Piece piece_on(Square s) const { return board_[at(s)]; }
    constexpr Bitboard pieces() const { return by_color_[0] | by_color_[1]; }
    constexpr Bitboard pieces(Color c) const { return by_color_[at(c)]; }
    constexpr Bitboard pieces(PieceType t) const { return by_type_[at(t)]; }
    constexpr Bitboard pieces(Color c, PieceType t) const { return by_color_[at(c)] & by_type_[at(t)]; }
    constexpr Bitboard pieces(Color c, PieceType a, PieceType b) const {
        return by_color_[at(c)] & (by_type_[at(a)] | by_type_[at(b)]);
    }
    constexpr Square king_square(Color c) const { return pieces(c, PieceType::king).first(); }

    constexpr Color side_to_move() const { return side_; }
    constexpr CastlingMode castling_mode() const { return castling_mode_; }
    constexpr bool is_chess960() const { return castling_mode_ == CastlingMode::chess960; }
    constexpr CastlingRights castling_rights() const { return castling_; }
    // The square a pawn that just moved two squares passed over, or
    // Square::none. Set after every double step, whether or not a capture
    // is possible (see en_passant_capture_possible).
    constexpr Square en_passant_square() const { return en_passant_; }
    // Both stop at counter_limit (65535) instead of wrapping.
    constexpr int halfmove_clock() const { return halfmove_clock_; }
    constexpr int fullmove_number() const { return fullmove_number_; }
    // Polyglot key: 0x463B96181691FC9C for the start position.
    constexpr std::uint64_t key() const { return key_; }

    // The rook a castling right castles with; Square::none without the right,
    // and for a set that is not exactly one of the four rights.
    constexpr Square castling_rook(Color c, CastlingSide side) const {
        return castling_rooks_[static_cast<std::size_t>(castling_index(c, side))];
    }
    constexpr Square castling_rook(CastlingRights right) const {
        const auto bits = static_cast<unsigned>(right);
        if (bits == 0 || (bits & (bits - 1)) != 0 || bits > static_cast<unsigned>(CastlingRights::all)) return Square::none;
        return castling_rooks_[static_cast<std::size_t>(detail::lowest_bit(bits))];
    }

    // Pieces of both colours attacking `s`, with `occupied` as the blockers.
    constexpr Bitboard attackers_to(Square s, Bitboard occupied) const;
    // Pieces of one colour attacking `s`.
    constexpr Bitboard attackers(Color attacker, Square s, Bitboard occupied) const;
    constexpr bool attacked_by(Color attacker, Square s) const { return !attackers(attacker, s, pieces()).empty(); }
    constexpr Bitboard checkers() const { return attackers(~side_, king_square(side_), pieces()); }
    constexpr bool in_check() const { return !checkers().empty(); }

    // Whether a pawn of the side to move stands beside the double-stepped
    // pawn, able to take it if legality allows; this is the test Polyglot
    // keys use for including the en passant file.
    constexpr bool en_passant_capture_possible() const;

    // The position after `move`, which must be legal here (see is_legal):
    // builds without NDEBUG assert it, and that this position is
    // consistent. Release builds trust the caller, so an illegal move there
    // is undefined behaviour; Game::play and the notation readers check
    // moves and return errors instead. (Defined in movegen.hpp, whose
    // is_legal the assertion needs.)
    [[nodiscard]] constexpr Position play(Move move) const;

    // The position after the side to move passes (a null move, written
    // `--` or `Z0` in PGN, `0000` in UCI): clocks run and the en passant
    // right lapses as after any move. The side to move must not be in check,
    // or the result would not be a legal position.
    [[nodiscard]] constexpr Position play_null() const;

    // The key computed from scratch; always equal to key().
    constexpr std::uint64_t compute_key() const;

    // Whether the fields agree with one another and with the rules: the
    // bitboards with the board, the key with the pieces, and every rule
    // from_setup checks. Always true for a Position made through the API;
    // builds without NDEBUG assert it where a position is played from, as
    // Stockfish's pos_is_ok does, so memory written over shows up there.
    constexpr bool is_consistent() const;

    constexpr bool operator==(const Position&) const = default;

private:
    constexpr Position() = default;
    static constexpr Position from_back_rank(const detail::BackRank& back_rank, CastlingMode castling_mode);
    static const Position& cached_start();  // start() at run time

    template <class Index>
    static constexpr std::size_t at(Index i) {
        return static_cast<std::size_t>(i);
    }

    // `Keyed` false leaves the key stale: perft plays millions of moves
    // whose positions it never hashes (detail::UnkeyedPlay).
    template <bool Keyed = true>
    constexpr void put(Piece p, Square s) {
        board_[at(s)] = p;
        by_type_[at(type_of(p))] |= s;
        by_color_[at(color_of(p))] |= s;
        if constexpr (Keyed) key_ ^= zobrist::piece(p, s);
    }
    template <bool Keyed = true>
    constexpr void remove(Square s) {
        const Piece p = board_[at(s)];
        board_[at(s)] = Piece::none;
        by_type_[at(type_of(p))] ^= s;
        by_color_[at(color_of(p))] ^= s;
        if constexpr (Keyed) key_ ^= zobrist::piece(p, s);
    }

    template <bool Keyed = true>
    constexpr void apply(Move move);
    constexpr void pass();
    template <bool Keyed = true>
    constexpr void hand_over_turn();
    friend struct detail::UnkeyedPlay;
    friend struct detail::InPlacePlay;
    // Lost rights forget their rook too, so equal positions compare equal
    // however they were reached.
    template <bool Keyed = true>
    constexpr void set_castling(CastlingRights rights) {
        if constexpr (Keyed) key_ ^= zobrist::castling(castling_) ^ zobrist::castling(rights);
        castling_ = rights;
        for (int i = 0; i < 4; ++i) {
            if (!has(rights, static_cast<CastlingRights>(1U << i))) castling_rooks_[static_cast<std::size_t>(i)] = Square::none;
        }
    }
    // The rights whose rook stands on `from` or `to`.
    constexpr CastlingRights rights_lost_by_touching(Square from, Square to) const;
    constexpr Square default_castling_rook(Color c, CastlingSide side) const;

    static constexpr std::optional<SetupError> validate_values(const Setup& setup);
    constexpr std::optional<SetupError> validate() const;
    constexpr std::optional<SetupError> validate_material() const;
    constexpr std::optional<SetupError> validate_castling() const;
    constexpr std::optional<SetupError> validate_en_passant() const;
    constexpr std::optional<SetupError> validate_checks() const;
    constexpr std::optional<SetupError> validate_double_step() const;
    constexpr Bitboard last_move_origins(Square s) const;
    constexpr bool double_check_explained(Bitboard checking) const;

    // Raw arrays: constant evaluation charges a step for every
    // std::array::operator[] call, and compile-time perft runs on a budget;
    // each std::array type also costs compile time of its own.
    Bitboard by_type_[6]{};   // NOLINT(*-avoid-c-arrays)
    Bitboard by_color_[2]{};  // NOLINT(*-avoid-c-arrays)
    Piece board_[64]{};       // NOLINT(*-avoid-c-arrays)
    std::uint64_t key_ = 0;
    Square castling_rooks_[4]{Square::none, Square::none, Square::none, Square::none};  // NOLINT(*-avoid-c-arrays)
    Color side_ = Color::white;
    CastlingMode castling_mode_ = CastlingMode::standard;
    CastlingRights castling_ = CastlingRights::none;
    Square en_passant_ = Square::none;
    std::uint16_t halfmove_clock_ = 0;
    std::uint16_t fullmove_number_ = 1;
};

static_assert(std::is_trivially_copyable_v<Position>);

constexpr Bitboard Position::attackers_to(Square s, Bitboard occupied) const {
    return (pawn_attacks(Color::white, s) & pieces(Color::black, PieceType::pawn)) |
           (pawn_attacks(Color::black, s) & pieces(Color::white, PieceType::pawn)) |
           (knight_attacks(s) & pieces(PieceType::knight)) | (king_attacks(s) & pieces(PieceType::king)) |
           (bishop_attacks(s, occupied) & (pieces(PieceType::bishop) | pieces(PieceType::queen))) |
           (rook_attacks(s, occupied) & (pieces(PieceType::rook) | pieces(PieceType::queen)));
}

constexpr Bitboard Position::attackers(Color attacker, Square s, Bitboard occupied) const {
    const Bitboard theirs = pieces(attacker);
    return ((pawn_attacks(~attacker, s) & pieces(PieceType::pawn)) | (knight_attacks(s) & pieces(PieceType::knight)) |
            (king_attacks(s) & pieces(PieceType::king)) |
            (bishop_attacks(s, occupied) & (pieces(PieceType::bishop) | pieces(PieceType::queen))) |
            (rook_attacks(s, occupied) & (pieces(PieceType::rook) | pieces(PieceType::queen)))) &
           theirs;
}

constexpr bool Position::en_passant_capture_possible() const {
    return en_passant_ != Square::none && !(pawn_attacks(~side_, en_passant_) & pieces(side_, PieceType::pawn)).empty();
}

// Whether an en passant capture is legal, not just geometrically possible.
// Tested directly rather than through the move generator, which would be
// compiled into every file that includes this header.
constexpr bool en_passant_capture_legal(const Position& pos) {
    if (!pos.en_passant_capture_possible()) return false;
    const Square target = pos.en_passant_square();
    const Color us = pos.side_to_move();
    const Square captured = target - pawn_push(us);
    const Square king = pos.king_square(us);
    for (const Square from : pawn_attacks(~us, target) & pos.pieces(us, PieceType::pawn)) {
        // Legal when nothing but the pawn taken attacks the king afterwards.
        const Bitboard after = (pos.pieces() ^ from ^ captured) | target;
        if ((pos.attackers(~us, king, after) & ~Bitboard{captured}).empty()) return true;
    }
    return false;
}

constexpr std::uint64_t Position::compute_key() const {
    std::uint64_t key = zobrist::castling(castling_);
    for (const Square s : pieces()) key ^= zobrist::piece(piece_on(s), s);
    if (en_passant_capture_possible()) key ^= zobrist::en_passant(file_of(en_passant_));
    if (side_ == Color::white) key ^= zobrist::white_to_move;
    return key;
}

constexpr CastlingRights Position::rights_lost_by_touching(Square from, Square to) const {
    unsigned lost = 0;
    for (unsigned i = 0; i < 4; ++i) {
        const Square rook = castling_rooks_[i];
        lost |= static_cast<unsigned>(rook == from || rook == to) << i;
    }
    return static_cast<CastlingRights>(lost);
}

// The end of every move, null moves included.
template <bool Keyed>
constexpr void Position::hand_over_turn() {
    if (side_ == Color::black && fullmove_number_ < counter_limit) ++fullmove_number_;
    side_ = ~side_;
    if constexpr (Keyed) {
        key_ ^= zobrist::white_to_move;
        if (en_passant_capture_possible()) key_ ^= zobrist::en_passant(file_of(en_passant_));
    }
}

template <bool Keyed>
constexpr void Position::apply(Move move) {
    const Color us = side_;
    const Square from = move.from();
    const Square to = move.to();
    const Piece moving = board_[at(from)];

    if constexpr (Keyed) {
        if (en_passant_capture_possible()) key_ ^= zobrist::en_passant(file_of(en_passant_));
    }
    en_passant_ = Square::none;
    if (halfmove_clock_ < counter_limit) ++halfmove_clock_;

    if (move.kind() == MoveKind::castling) {
        const Piece rook = board_[at(to)];
        remove<Keyed>(from);
        remove<Keyed>(to);
        put<Keyed>(moving, castling_king_target(from, to));
        put<Keyed>(rook, castling_rook_target(from, to));
    } else {
        const Square captured_on = move.kind() == MoveKind::en_passant ? to - pawn_push(us) : to;
        if (board_[at(captured_on)] != Piece::none) {
            remove<Keyed>(captured_on);
            halfmove_clock_ = 0;
        }
        remove<Keyed>(from);
        put<Keyed>(move.kind() == MoveKind::promotion ? make_piece(us, move.promotion_type()) : moving, to);
        if (type_of(moving) == PieceType::pawn) {
            halfmove_clock_ = 0;
            if ((index_of(to) ^ index_of(from)) == 16) en_passant_ = from + pawn_push(us);
        }
    }

    if (castling_ != CastlingRights::none) {
        CastlingRights lost = rights_lost_by_touching(from, to);
        if (type_of(moving) == PieceType::king)
            lost = lost | (us == Color::white ? CastlingRights::white : CastlingRights::black);
        // Most moves touch no castling piece: keep the key and rooks as they are.
        if ((castling_ & lost) != CastlingRights::none) set_castling<Keyed>(castling_ & ~lost);
    }

    hand_over_turn<Keyed>();
}

constexpr void Position::pass() {
    if (en_passant_capture_possible()) key_ ^= zobrist::en_passant(file_of(en_passant_));
    en_passant_ = Square::none;
    if (halfmove_clock_ < counter_limit) ++halfmove_clock_;
    hand_over_turn();
}

// Defined after pass(), as play() is after apply() in movegen.hpp: clang
// evaluates a member only once its definition has been seen.
constexpr Position Position::play_null() const {
    assert(is_consistent() && "Position::play_null on an inconsistent position");
    assert(!in_check() && "Position::play_null needs a side to move that is not in check");
    Position next = *this;
    next.pass();
    return next;
}

constexpr bool Position::is_consistent() const {
    if (!(by_color_[0] & by_color_[1]).empty()) return false;
    Bitboard typed;
    for (const Bitboard& squares : by_type_) {
        if (!(typed & squares).empty()) return false;
        typed |= squares;
    }
    if (typed != pieces()) return false;
    for (int i = 0; i < 64; ++i) {
        const Square s = static_cast<Square>(i);
        const Piece p = board_[i];
        if (p == Piece::none) {
            if (pieces().contains(s)) return false;
            continue;
        }
        // A value no piece has would index past the bitboards.
        if (!detail::piece_index_in_range(static_cast<int>(p)) || !pieces(color_of(p), type_of(p)).contains(s)) return false;
    }
    return key_ == compute_key() && !validate();
}

constexpr Setup Position::to_setup() const {
    Setup setup;
    for (int i = 0; i < 64; ++i) setup.board[static_cast<std::size_t>(i)] = board_[i];
    setup.side_to_move = side_;
    setup.castling = castling_;
    setup.en_passant = en_passant_;
    setup.halfmove_clock = halfmove_clock_;
    setup.fullmove_number = fullmove_number_;
    setup.castling_mode = castling_mode_;
    for (std::size_t i = 0; i < 4; ++i) setup.castling_rooks[i] = castling_rooks_[i];
    return setup;
}

constexpr Expected<Position, SetupError> Position::from_setup(const Setup& setup) {
    // First, since the values index tables below.
    if (const auto error = validate_values(setup)) return Unexpected{*error};
    Position p;
    for (auto& piece : p.board_) piece = Piece::none;
    for (int i = 0; i < 64; ++i) {
        const Piece piece = setup.board[static_cast<std::size_t>(i)];
        if (piece != Piece::none) p.put(piece, static_cast<Square>(i));
    }
    p.side_ = setup.side_to_move;
    p.castling_ = setup.castling;
    p.en_passant_ = setup.en_passant;
    p.halfmove_clock_ = setup.halfmove_clock;
    p.fullmove_number_ = setup.fullmove_number;
    p.castling_mode_ = setup.castling_mode;
    if (const auto error = p.validate_material()) return Unexpected{*error};
    for (const Color c : {Color::white, Color::black}) {
        for (const CastlingSide side : {CastlingSide::king_side, CastlingSide::queen_side}) {
            const auto i = static_cast<std::size_t>(castling_index(c, side));
            if (!has(p.castling_, castling_right(c, side))) continue;
            const Square given = setup.castling_rooks[i];
            p.castling_rooks_[i] = given != Square::none ? given : p.default_castling_rook(c, side);
        }
    }
    if (const auto error = p.validate()) return Unexpected{*error};
    p.key_ = p.compute_key();
    return p;
}

// Each field holds a value its type names; a Setup can hold any byte.
constexpr std::optional<SetupError> Position::validate_values(const Setup& setup) {
    for (int i = 0; i < square_count; ++i) {
        const Piece piece = setup.board[static_cast<std::size_t>(i)];
        if (piece != Piece::none && !detail::piece_index_in_range(static_cast<int>(piece))) {
            return SetupError{SetupErrorCode::piece_out_of_range, static_cast<Square>(i)};
        }
    }
    if (setup.side_to_move != Color::white && setup.side_to_move != Color::black) {
        return SetupError{SetupErrorCode::side_out_of_range};
    }
    if (static_cast<unsigned>(setup.castling) > static_cast<unsigned>(CastlingRights::all)) {
        return SetupError{SetupErrorCode::castling_out_of_range};
    }
    if (setup.en_passant != Square::none && !detail::square_index_in_range(index_of(setup.en_passant))) {
        return SetupError{SetupErrorCode::en_passant_out_of_range};
    }
    if (setup.fullmove_number == 0) return SetupError{SetupErrorCode::fullmove_number_zero};
    for (const Square rook : setup.castling_rooks) {
        if (rook != Square::none && !detail::square_index_in_range(index_of(rook)))
            return SetupError{SetupErrorCode::castling_rook_out_of_range};
    }
    if (setup.castling_mode != CastlingMode::standard && setup.castling_mode != CastlingMode::chess960) {
        return SetupError{SetupErrorCode::castling_mode_out_of_range};
    }
    return {};
}

constexpr std::optional<SetupError> Position::validate() const {
    if (auto e = validate_material()) return e;
    if (auto e = validate_castling()) return e;
    if (auto e = validate_en_passant()) return e;
    if (auto e = validate_checks()) return e;
    return validate_double_step();
}

constexpr std::optional<SetupError> Position::validate_material() const {
    for (const Color c : {Color::white, Color::black}) {
        if (pieces(c, PieceType::king).count() != 1) {
            const Bitboard kings = pieces(c, PieceType::king);
            return SetupError{SetupErrorCode::king_count,
                              kings.more_than_one() ? (kings & ~Bitboard{kings.first()}).first() : Square::none};
        }
        if (pieces(c, PieceType::pawn).count() > 8) return SetupError{SetupErrorCode::too_many_pawns};
        if (pieces(c).count() > 16) return SetupError{SetupErrorCode::too_many_pieces};
    }
    const Bitboard stray_pawns = pieces(PieceType::pawn) & (bitboards::rank_1 | bitboards::rank_8);
    if (stray_pawns) return SetupError{SetupErrorCode::pawn_on_back_rank, stray_pawns.first()};
    return {};
}

// Standard chess: the rook in the corner. Chess960: the outermost rook of
// that side of the king on the first rank, as X-FEN's K and Q mean.
constexpr Square Position::default_castling_rook(Color c, CastlingSide side) const {
    if (castling_mode_ == CastlingMode::standard)
        return relative_square(c, side == CastlingSide::king_side ? Square::h1 : Square::a1);
    const Square king = king_square(c);
    const Bitboard first_rank = bitboards::rank(relative_rank(c, Rank::r1));
    if (!first_rank.contains(king)) return Square::none;
    const Bitboard rooks = pieces(c, PieceType::rook) & first_rank;
    const Bitboard wing = side == CastlingSide::king_side ? rooks & ~Bitboard{(2ULL << index_of(king)) - 1}
                                                          : rooks & Bitboard{(1ULL << index_of(king)) - 1};
    if (wing.empty()) return Square::none;
    return side == CastlingSide::king_side ? wing.last() : wing.first();
}

// Each right needs its king and rook on their first rank, the rook on the
// right's side of the king; standard chess also fixes both squares.
constexpr std::optional<SetupError> Position::validate_castling() const {
    for (const Color c : {Color::white, Color::black}) {
        const Square king = king_square(c);
        const Bitboard first_rank = bitboards::rank(relative_rank(c, Rank::r1));
        for (const CastlingSide side : {CastlingSide::king_side, CastlingSide::queen_side}) {
            if (!has(castling_, castling_right(c, side))) continue;
            const Square rook = castling_rook(c, side);
            const Square home = relative_square(c, side == CastlingSide::king_side ? Square::h1 : Square::a1);
            const bool beyond_king = side == CastlingSide::king_side ? rook > king : rook < king;
            const bool placed = rook != Square::none && piece_on(rook) == make_piece(c, PieceType::rook) &&
                                first_rank.contains(king) && first_rank.contains(rook) && beyond_king;
            const bool standard_squares = king == relative_square(c, Square::e1) && rook == home;
            if (!placed || (castling_mode_ == CastlingMode::standard && !standard_squares)) {
                return SetupError{SetupErrorCode::invalid_castling, rook == Square::none ? home : rook};
            }
        }
    }
    return {};
}

constexpr std::optional<SetupError> Position::validate_en_passant() const {
    if (en_passant_ == Square::none) return {};
    const Color us = side_;
    const bool well_placed = rank_of(en_passant_) == relative_rank(us, Rank::r6) && piece_on(en_passant_) == Piece::none &&
                             piece_on(en_passant_ + pawn_push(us)) == Piece::none &&
                             piece_on(en_passant_ - pawn_push(us)) == make_piece(~us, PieceType::pawn);
    if (!well_placed) return SetupError{SetupErrorCode::invalid_en_passant, en_passant_};
    return {};
}

// Before the double step, the side now to move was not in check: the pawn
// on its first square may have been attacking the king, or the step may
// have blocked a check. (Checks the step cannot explain are reported as
// impossible checks first.)
constexpr std::optional<SetupError> Position::validate_double_step() const {
    if (en_passant_ == Square::none) return {};
    Position before = *this;
    before.remove(en_passant_ - pawn_push(side_));
    before.put(make_piece(~side_, PieceType::pawn), en_passant_ + pawn_push(side_));
    if (before.attacked_by(~side_, king_square(side_))) return SetupError{SetupErrorCode::invalid_en_passant, en_passant_};
    return {};
}

constexpr std::optional<SetupError> Position::validate_checks() const {
    if (attacked_by(side_, king_square(~side_))) return SetupError{SetupErrorCode::opponent_in_check, king_square(~side_)};
    const Bitboard checking = checkers();
    if (checking.empty()) return {};
    const Square king = king_square(side_);
    const SetupError impossible{SetupErrorCode::impossible_check, checking.first()};
    if (checking.count() > 2) return impossible;
    // Two checkers need one move that gave both (double_check_explained).
    // A lone pawn or knight cannot be uncovered, so it made the last move
    // and came from somewhere (a pawn on its first rank has not moved).
    if (checking.more_than_one() && !double_check_explained(checking)) return impossible;
    const PieceType checker = type_of(piece_on(checking.first()));
    const bool moved_to_check = checker == PieceType::pawn || checker == PieceType::knight;
    if (!checking.more_than_one() && moved_to_check && last_move_origins(checking.first()).empty()) return impossible;
    if (en_passant_ != Square::none) {
        // The last move was the double step: each checker must be that pawn
        // or a slider whose line to the king ran through the pawn's origin.
        const Square pushed = en_passant_ - pawn_push(side_);
        const Square origin = en_passant_ + pawn_push(side_);
        for (const Square s : checking) {
            if (s != pushed && !between(king, s).contains(origin)) return impossible;
        }
    }
    return {};
}

// Empty squares the piece on `s` could have come from in the last move,
// promotions included (the opponent of the side to move made it).
constexpr Bitboard Position::last_move_origins(Square s) const {
    const Color mover = ~side_;
    const Bitboard occupied = pieces();
    // Only pawns and promoted pieces look behind, and neither stands on its
    // side's first rank (pawns were checked before), so this stays on the board.
    const auto behind = [&] { return s - pawn_push(mover); };
    Bitboard from;
    switch (type_of(piece_on(s))) {
        case PieceType::pawn:
            if (rank_of(s) == relative_rank(mover, Rank::r2)) break;  // it has not moved
            from = Bitboard{behind()} | pawn_attacks(side_, s);
            if (rank_of(s) == relative_rank(mover, Rank::r4) && piece_on(behind()) == Piece::none)
                from |= Bitboard{behind() - pawn_push(mover)};
            break;
        case PieceType::knight:
            from = knight_attacks(s);
            break;
        case PieceType::bishop:
            from = bishop_attacks(s, occupied);
            break;
        case PieceType::rook:
            from = rook_attacks(s, occupied);
            break;
        case PieceType::queen:
            from = bishop_attacks(s, occupied) | rook_attacks(s, occupied);
            break;
        case PieceType::king:
            break;  // a king gives no check
    }
    const bool promoted = type_of(piece_on(s)) != PieceType::pawn && rank_of(s) == relative_rank(mover, Rank::r8);
    if (promoted) from |= Bitboard{behind()} | pawn_attacks(side_, s);
    return from & ~occupied;
}

// Two checkers need one move that made both: a checker moving off the
// other's line to the king, or an en passant capture that emptied two
// squares, each perhaps on a slider's line.
constexpr bool Position::double_check_explained(Bitboard checking) const {
    const Square king = king_square(side_);
    const auto opened_by = [&](Square checker, Bitboard vacated) { return !(between(king, checker) & vacated).empty(); };
    const Square a = checking.first();
    const Square b = (checking & ~Bitboard{a}).first();
    if (opened_by(b, last_move_origins(a)) || opened_by(a, last_move_origins(b))) return true;
    const Color mover = ~side_;
    for (const Square s : pieces(mover, PieceType::pawn) & bitboards::rank(relative_rank(mover, Rank::r6))) {
        const Square captured = s - pawn_push(mover);
        const Bitboard origins = pawn_attacks(side_, s) & ~pieces();
        if (piece_on(captured) != Piece::none) continue;
        for (const Square origin : origins) {
            const Bitboard vacated = Bitboard{captured} | Bitboard{origin};
            if ((a == s || opened_by(a, vacated)) && (b == s || opened_by(b, vacated))) return true;
        }
    }
    return false;
}

// Set up and checked once per program: every game read from PGN begins
// from it, and setting it up costs thousands of instructions. Not a
// constexpr constant, which the compiler would evaluate in every file that
// includes this one.
inline const Position& Position::cached_start() {
    static const Position start = from_back_rank(detail::chess960_back_rank(chess960_standard_number), CastlingMode::standard);
    return start;
}

constexpr Position Position::start() {
    if (std::is_constant_evaluated()) {
        return from_back_rank(detail::chess960_back_rank(chess960_standard_number), CastlingMode::standard);
    }
    return cached_start();
}

constexpr std::optional<Position> Position::chess960_start(int number) {
    if (number < 0 || number >= chess960_start_count) return std::nullopt;
    return from_back_rank(detail::chess960_back_rank(number), CastlingMode::chess960);
}

// A start position: the pieces of `back_rank` mirrored for both sides,
// pawns in front, every castling right.
constexpr Position Position::from_back_rank(const detail::BackRank& back_rank, CastlingMode mode) {
    Setup setup;
    for (int file = 0; file < 8; ++file) {
        const PieceType t = back_rank.pieces[file];
        setup.board[static_cast<std::size_t>(file)] = make_piece(Color::white, t);
        setup.board[static_cast<std::size_t>(8 + file)] = Piece::white_pawn;
        setup.board[static_cast<std::size_t>(48 + file)] = Piece::black_pawn;
        setup.board[static_cast<std::size_t>(56 + file)] = make_piece(Color::black, t);
    }
    setup.castling = CastlingRights::all;
    setup.castling_mode = mode;
    return Position::from_setup(setup).value();
}

constexpr std::optional<int> Position::chess960_number() const {
    detail::BackRank back_rank{};
    for (int file = 0; file < 8; ++file) {
        const Piece p = board_[file];
        if (p == Piece::none || color_of(p) != Color::white) return std::nullopt;
        back_rank.pieces[file] = type_of(p);
    }
    const int number = detail::chess960_number_of(back_rank);
    if (number < 0) return std::nullopt;
    Position start = *chess960_start(number);
    start.castling_mode_ = castling_mode_;
    start.halfmove_clock_ = halfmove_clock_;
    start.fullmove_number_ = fullmove_number_;
    if (start != *this) return std::nullopt;
    return number;
}

namespace detail {

// Position::play without keeping the key, for perft, which never reads it:
// the positions it makes stay inside it. key() of the result is stale.
// A template only so that perft's use alone compiles apply<false>.
struct UnkeyedPlay {
    template <class P>
    static constexpr P play(const P& pos, Move move) {
        P next = pos;
        next.template apply<false>(move);
        return next;
    }
};

// Plays a legal move on `pos` itself, for Game, which keeps each position
// in its history: one copy fewer per move than assigning play()'s result.
struct InPlacePlay {
    static constexpr void play(Position& pos, Move move) { pos.apply(move); }
};

}  // namespace detail

}  // namespace shakki

// Position::play is defined with the move generator, whose is_legal its
// assertion calls; included last, so that including this header alone
// still gives a Position that can play. (movegen.hpp includes this header
// first; #pragma once ends the cycle, whichever is included first.)
#include "movegen.hpp"
