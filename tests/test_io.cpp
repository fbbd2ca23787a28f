// io.hpp: every value prints as a reader of a log or a failed test wants it,
// and doctest shows it instead of {?}. The names expected are the
// enumerators as spelled in the headers (stringized by NAME_IS).

#include <shakki/io.hpp>  // first: io.hpp compiles on its own

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

using namespace shakki;

namespace {

template <class T>
std::string text(const T& value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

// "FenErrorCode::invalid_side" -> "invalid_side"
std::string enumerator(std::string_view qualified) { return std::string{qualified.substr(qualified.rfind(':') + 1)}; }

}  // namespace

// doctest up to 2.4.9 prints every enum as its number, whatever operator<<
// there is (later versions use operator<<). A plain toString overload in
// the enum's namespace, found by ADL, brings the names to those versions.
namespace shakki {
#define SHAKKI_DOCTEST_NAMES(Enum)                       \
    inline doctest::String toString(const Enum& value) { \
        std::ostringstream out;                          \
        out << value;                                    \
        return doctest::String{out.str().c_str()};       \
    }
SHAKKI_DOCTEST_NAMES(Square)
SHAKKI_DOCTEST_NAMES(Piece)
SHAKKI_DOCTEST_NAMES(FenErrorCode)
#undef SHAKKI_DOCTEST_NAMES
}  // namespace shakki

#define NAME_IS(value) CHECK(text(value) == enumerator(#value))

TEST_CASE("io: every enumerator of every public enum prints as its name") {
    NAME_IS(Color::white);
    NAME_IS(Color::black);
    NAME_IS(PieceType::pawn);
    NAME_IS(PieceType::knight);
    NAME_IS(PieceType::bishop);
    NAME_IS(PieceType::rook);
    NAME_IS(PieceType::queen);
    NAME_IS(PieceType::king);
    NAME_IS(Piece::white_pawn);
    NAME_IS(Piece::white_knight);
    NAME_IS(Piece::white_bishop);
    NAME_IS(Piece::white_rook);
    NAME_IS(Piece::white_queen);
    NAME_IS(Piece::white_king);
    NAME_IS(Piece::black_pawn);
    NAME_IS(Piece::black_knight);
    NAME_IS(Piece::black_bishop);
    NAME_IS(Piece::black_rook);
    NAME_IS(Piece::black_queen);
    NAME_IS(Piece::black_king);
    NAME_IS(Piece::none);
    NAME_IS(Direction::north);
    NAME_IS(Direction::south);
    NAME_IS(Direction::east);
    NAME_IS(Direction::west);
    NAME_IS(Direction::north_east);
    NAME_IS(Direction::north_west);
    NAME_IS(Direction::south_east);
    NAME_IS(Direction::south_west);
    NAME_IS(CastlingSide::king_side);
    NAME_IS(CastlingSide::queen_side);
    NAME_IS(CastlingMode::standard);
    NAME_IS(CastlingMode::chess960);
    NAME_IS(MoveKind::normal);
    NAME_IS(MoveKind::promotion);
    NAME_IS(MoveKind::en_passant);
    NAME_IS(MoveKind::castling);
    NAME_IS(GenType::all);
    NAME_IS(GenType::captures);
    NAME_IS(GenType::quiets);
    NAME_IS(SetupErrorCode::king_count);
    NAME_IS(SetupErrorCode::pawn_on_back_rank);
    NAME_IS(SetupErrorCode::too_many_pawns);
    NAME_IS(SetupErrorCode::too_many_pieces);
    NAME_IS(SetupErrorCode::opponent_in_check);
    NAME_IS(SetupErrorCode::invalid_castling);
    NAME_IS(SetupErrorCode::invalid_en_passant);
    NAME_IS(SetupErrorCode::impossible_check);
    NAME_IS(SetupErrorCode::piece_out_of_range);
    NAME_IS(SetupErrorCode::side_out_of_range);
    NAME_IS(SetupErrorCode::castling_out_of_range);
    NAME_IS(SetupErrorCode::en_passant_out_of_range);
    NAME_IS(SetupErrorCode::fullmove_number_zero);
    NAME_IS(SetupErrorCode::castling_rook_out_of_range);
    NAME_IS(SetupErrorCode::castling_mode_out_of_range);
    NAME_IS(FenErrorCode::field_count);
    NAME_IS(FenErrorCode::invalid_placement);
    NAME_IS(FenErrorCode::invalid_side);
    NAME_IS(FenErrorCode::invalid_castling_field);
    NAME_IS(FenErrorCode::invalid_en_passant_field);
    NAME_IS(FenErrorCode::invalid_halfmove_clock);
    NAME_IS(FenErrorCode::invalid_fullmove_number);
    NAME_IS(FenErrorCode::illegal_position);
    NAME_IS(EnPassantStyle::as_recorded);
    NAME_IS(EnPassantStyle::legal_only);
    NAME_IS(CastlingStyle::x_fen);
    NAME_IS(CastlingStyle::shredder);
    NAME_IS(UciErrorCode::syntax);
    NAME_IS(UciErrorCode::illegal_move);
    NAME_IS(SanWarning::castling_with_zeros);
    NAME_IS(SanWarning::promotion_without_equals);
    NAME_IS(SanWarning::lowercase_promotion);
    NAME_IS(SanWarning::missing_check_sign);
    NAME_IS(SanWarning::wrong_check_sign);
    NAME_IS(SanWarning::alternative_mate_sign);
    NAME_IS(SanWarning::annotation);
    NAME_IS(SanWarning::en_passant_suffix);
    NAME_IS(SanWarning::missing_en_passant_suffix);
    NAME_IS(SanWarning::long_form);
    NAME_IS(SanWarning::over_disambiguation);
    NAME_IS(SanWarning::missing_capture_sign);
    NAME_IS(SanWarning::capture_sign_without_capture);
    NAME_IS(SanWarning::pawn_letter);
    NAME_IS(SanWarning::colon_capture);
    NAME_IS(SanWarning::coordinate_notation);
    NAME_IS(SanMode::strict);
    NAME_IS(SanMode::lenient);
    NAME_IS(SanMode::permissive);
    NAME_IS(SanErrorCode::syntax);
    NAME_IS(SanErrorCode::no_piece_can_move_there);
    NAME_IS(SanErrorCode::leaves_king_in_check);
    NAME_IS(SanErrorCode::ambiguous);
    NAME_IS(SanErrorCode::promotion_missing);
    NAME_IS(SanErrorCode::invalid_promotion);
    NAME_IS(SanErrorCode::castling_not_legal);
    NAME_IS(SanErrorCode::not_canonical);
    NAME_IS(CheckStatus::none);
    NAME_IS(CheckStatus::check);
    NAME_IS(CheckStatus::checkmate);
    NAME_IS(PromotionStyle::equals_sign);
    NAME_IS(PromotionStyle::letter_only);
    NAME_IS(PromotionStyle::parentheses);
    NAME_IS(TokenKind::move_number);
    NAME_IS(TokenKind::move);
    NAME_IS(TokenKind::null_move);
    NAME_IS(TokenKind::en_passant_suffix);
    NAME_IS(TokenKind::annotation);
    NAME_IS(TokenKind::nag);
    NAME_IS(TokenKind::comment);
    NAME_IS(TokenKind::escape);
    NAME_IS(TokenKind::variation_start);
    NAME_IS(TokenKind::variation_end);
    NAME_IS(TokenKind::result);
    NAME_IS(TokenKind::unterminated_comment);
    NAME_IS(EpdOperandKind::token);
    NAME_IS(EpdOperandKind::string);
    NAME_IS(EpdOperandKind::move);
    NAME_IS(EpdErrorCode::record_too_long);
    NAME_IS(EpdErrorCode::control_character);
    NAME_IS(EpdErrorCode::fen);
    NAME_IS(EpdErrorCode::invalid_opcode);
    NAME_IS(EpdErrorCode::duplicate_opcode);
    NAME_IS(EpdErrorCode::too_many_operations);
    NAME_IS(EpdErrorCode::too_many_operands);
    NAME_IS(EpdErrorCode::unterminated_string);
    NAME_IS(EpdErrorCode::invalid_operand);
    NAME_IS(EpdErrorCode::operand_count);
    NAME_IS(EpdErrorCode::expected_move);
    NAME_IS(EpdErrorCode::invalid_move);
    NAME_IS(EpdErrorCode::expected_string);
    NAME_IS(EpdErrorCode::invalid_halfmove_clock);
    NAME_IS(EpdErrorCode::invalid_fullmove_number);
    NAME_IS(EpdWriteErrorCode::invalid_opcode);
    NAME_IS(EpdWriteErrorCode::duplicate_opcode);
    NAME_IS(EpdWriteErrorCode::too_many_operations);
    NAME_IS(EpdWriteErrorCode::invalid_token);
    NAME_IS(EpdWriteErrorCode::invalid_string);
    NAME_IS(EpdWriteErrorCode::wrong_operands);
    NAME_IS(EpdWriteErrorCode::illegal_move);
    NAME_IS(EpdWriteErrorCode::clock_mismatch);
    NAME_IS(EpdWriteErrorCode::record_too_long);
    NAME_IS(Termination::checkmate);
    NAME_IS(Termination::stalemate);
    NAME_IS(Termination::insufficient_material);
    NAME_IS(Termination::fivefold_repetition);
    NAME_IS(Termination::seventy_five_moves);
    NAME_IS(Termination::threefold_repetition);
    NAME_IS(Termination::fifty_moves);
    NAME_IS(Termination::time_forfeit);
    NAME_IS(Termination::resignation);
    NAME_IS(Termination::agreement);
    NAME_IS(MoveListErrorCode::san);
    NAME_IS(MoveListErrorCode::game_already_over);
    NAME_IS(MoveListErrorCode::unknown_language);
    NAME_IS(MoveListErrorCode::malformed_movetext);
    NAME_IS(MoveListErrorCode::null_move);
    NAME_IS(PlayErrorCode::game_over);
    NAME_IS(PlayErrorCode::illegal_move);
    NAME_IS(PlayErrorCode::nothing_to_claim);
    NAME_IS(PlayErrorCode::san);
    NAME_IS(PlayErrorCode::uci);
    NAME_IS(PgnSeverity::warning);
    NAME_IS(PgnSeverity::error);
    NAME_IS(PgnWriteErrorCode::illegal_move);
    NAME_IS(PgnWriteErrorCode::invalid_tag);
    NAME_IS(PgnWriteErrorCode::invalid_result);
    NAME_IS(PgnProblemCode::malformed_tag);
    NAME_IS(PgnProblemCode::tag_value_not_closed);
    NAME_IS(PgnProblemCode::tag_not_closed);
    NAME_IS(PgnProblemCode::damaged_tag_name);
    NAME_IS(PgnProblemCode::tag_value_ends_in_backslash);
    NAME_IS(PgnProblemCode::unescaped_quote_in_tag_value);
    NAME_IS(PgnProblemCode::too_many_tags);
    NAME_IS(PgnProblemCode::unsupported_variant);
    NAME_IS(PgnProblemCode::invalid_fen_tag);
    NAME_IS(PgnProblemCode::fen_tag_repaired);
    NAME_IS(PgnProblemCode::invalid_move);
    NAME_IS(PgnProblemCode::game_already_over);
    NAME_IS(PgnProblemCode::null_move_in_check);
    NAME_IS(PgnProblemCode::null_move_in_main_line);
    NAME_IS(PgnProblemCode::stray_en_passant);
    NAME_IS(PgnProblemCode::invalid_nag);
    NAME_IS(PgnProblemCode::nag_without_move);
    NAME_IS(PgnProblemCode::variations_too_deep);
    NAME_IS(PgnProblemCode::too_many_variations);
    NAME_IS(PgnProblemCode::stray_variation_start);
    NAME_IS(PgnProblemCode::stray_variation_end);
    NAME_IS(PgnProblemCode::unterminated_variation);
    NAME_IS(PgnProblemCode::result_inside_variation);
    NAME_IS(PgnProblemCode::text_after_result);
    NAME_IS(PgnProblemCode::result_tag_mismatch);
    NAME_IS(PgnProblemCode::result_contradicts_position);
    NAME_IS(PgnProblemCode::missing_result);
    NAME_IS(PgnProblemCode::unterminated_comment);
    NAME_IS(PgnProblemCode::game_too_long);
    NAME_IS(PgnProblemCode::too_many_warnings);
    NAME_IS(MoveErrorCode::invalid_square);
    NAME_IS(MoveErrorCode::empty_square);
    NAME_IS(MoveErrorCode::wrong_side);
    NAME_IS(MoveErrorCode::promotion_needed);
    NAME_IS(MoveErrorCode::invalid_promotion);
    NAME_IS(MoveErrorCode::illegal_move);
}

TEST_CASE("io: squares, files, ranks, moves, positions and sets") {
    CHECK(text(Square::e4) == "e4");
    CHECK(text(Square::a1) == "a1");
    CHECK(text(Square::none) == "none");
    CHECK(text(File::e) == "e");
    CHECK(text(Rank::r4) == "4");
    CHECK(text(Move::normal(Square::e2, Square::e4)) == "e2e4");
    CHECK(text(Move::promotion(Square::e7, Square::e8, PieceType::queen)) == "e7e8q");
    CHECK(text(Move::en_passant(Square::e5, Square::d6)) == "e5d6");
    CHECK(text(Move::castling(Square::e1, Square::h1)) == "e1h1");  // not the king's step e1g1
    CHECK(text(Move{}) == "0000");
    CHECK(text(Position::start()) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK(text(to_fen(Position::start())) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK(text(CastlingRights::all) == "KQkq");
    CHECK(text(CastlingRights::white_king_side | CastlingRights::black_queen_side) == "Kq");
    CHECK(text(CastlingRights::none) == "-");
    CHECK(text(Bitboard{Square::e2} | Bitboard{Square::e4}) == "{e2 e4}");
    CHECK(text(Bitboard{}) == "{}");
    SanWarnings warnings;
    CHECK(text(warnings) == "none");
    warnings.add(SanWarning::annotation);
    warnings.add(SanWarning::castling_with_zeros);
    CHECK(text(warnings) == "castling_with_zeros|annotation");
    CHECK(text(Outcome{Termination::checkmate, Color::white}) == "1-0 (checkmate)");
    CHECK(text(Outcome{Termination::stalemate, std::nullopt}) == "1/2-1/2 (stalemate)");
}

TEST_CASE("io: a value no enumerator has prints as its number") {
    CHECK(text(static_cast<Color>(7)) == "7");
    CHECK(text(static_cast<FenErrorCode>(200)) == "200");
    CHECK(text(static_cast<Piece>(6)) == "6");
    CHECK(text(static_cast<Square>(99)) == "99");
    CHECK(text(static_cast<SanWarning>(3)) == "3");  // two flags are no one warning
    CHECK(text(static_cast<Direction>(2)) == "2");
}

TEST_CASE("io: errors print their code, message and where") {
    // The side to move is the 45th byte (offset 44) of this FEN.
    const auto fen = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
    REQUIRE_FALSE(fen.has_value());
    CHECK(fen.error().offset == 44);
    CHECK(text(fen.error()) == "invalid_side: " + std::string{fen.error().message} + " (at byte 44)");

    const auto uci = parse_uci(Position::start(), "e2e5");
    REQUIRE_FALSE(uci.has_value());
    CHECK(text(uci.error()) == "illegal_move: " + std::string{uci.error().message} + " (at byte 0)");

    const auto san = parse_san(Position::start(), "Ke2");
    REQUIRE_FALSE(san.has_value());
    CHECK(text(san.error()).rfind("no_piece_can_move_there: ", 0) == 0);

    const auto click = find_move(Position::start(), Square::e7, Square::e5);
    REQUIRE_FALSE(click.has_value());
    CHECK(text(click.error()) == "wrong_side: that piece belongs to the side not to move");

    Game game;
    const auto played = game.play_san("e5");
    REQUIRE_FALSE(played.has_value());
    // The reader's code once, the sentence once, and where in the text.
    CHECK(text(played.error()) == "san (no_piece_can_move_there): " + std::string{played.error().message} + " (at byte 0)");

    Setup setup;  // an empty board: no kings
    const auto position = Position::from_setup(setup);
    REQUIRE_FALSE(position.has_value());
    CHECK(text(position.error()) == "king_count: " + std::string{describe(SetupErrorCode::king_count)});

    const auto epd = parse_epd("8/8/8/8/8/8/8/8 w - -");
    REQUIRE_FALSE(epd.has_value());
    CHECK(text(epd.error()).rfind("fen: ", 0) == 0);
    CHECK(text(epd.error()).find("[illegal_position: king_count]") != std::string::npos);

    const auto illegal = parse_fen("8/8/8/8/8/8/8/8 w - - 0 1");
    REQUIRE_FALSE(illegal.has_value());
    CHECK(text(illegal.error()) ==
          "illegal_position (king_count): " + std::string{describe(SetupErrorCode::king_count)} + " (at byte 0)");

    const auto list = validate_moves(Position::start(), std::vector<std::string>{"e4", "e5", "Nf4"});
    REQUIRE_FALSE(list.has_value());
    // A list has no bytes to point at; the position the move was read in is given.
    CHECK(text(list.error()) ==
          "san (no_piece_can_move_there): move 2. Nf4: no knight can go to f4; legal moves to that "
          "square: f4 (position rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2)");
    const auto text_error = validate_movetext(Position::start(), "1. e4 e5 2. Nf4 *");
    REQUIRE_FALSE(text_error.has_value());
    CHECK(text(text_error.error()) ==
          "san (no_piece_can_move_there): move 2. Nf4: no knight can go to f4; legal moves to "
          "that square: f4 (position rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 "
          "2, at byte 12)");

    PgnProblem problem;
    problem.code = PgnProblemCode::invalid_move;
    problem.line = 3;
    problem.column = 7;
    problem.move = "12...";
    problem.message = "illegal move";
    problem.san.code = SanErrorCode::ambiguous;
    CHECK(text(problem) == "error invalid_move (ambiguous) at line 3, column 7, move 12...: illegal move");
    problem.code = PgnProblemCode::missing_result;
    problem.move.clear();
    CHECK(text(problem) == "error missing_result at line 3, column 7: illegal move");
}

// stringifyBinaryExpr is what a failing CHECK(a == b) prints as its values.
template <class L, class R>
std::string check_values(const L& lhs, const R& rhs) {
    return doctest::detail::stringifyBinaryExpr(lhs, " == ", rhs).c_str();
}

TEST_CASE("io: a failing doctest CHECK shows shakki values, not {?} or numbers") {
    CHECK(check_values(Square::e4, Square::d5) == "e4 == d5");
    CHECK(check_values(Move::castling(Square::e1, Square::h1), Move::normal(Square::e1, Square::g1)) == "e1h1 == e1g1");
    CHECK(check_values(FenErrorCode::illegal_position, FenErrorCode::field_count) == "illegal_position == field_count");
    CHECK(check_values(Piece::black_queen, Piece::none) == "black_queen == none");
    CHECK(check_values(Position::start(), to_fen(Position::start())) ==
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 == rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    // Class types go through doctest's own StringMaker, which uses operator<<.
    CHECK(std::string{doctest::toString(Move{}).c_str()} == "0000");
    CHECK(std::string{doctest::toString(Bitboard{Square::h8}).c_str()} == "{h8}");
}
