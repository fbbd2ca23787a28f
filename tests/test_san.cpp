#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "support.hpp"

using namespace shakki;

namespace {

Position fen(const char* text) { return test_support::position(text); }

std::string san(const Position& pos, Move m, const Language& language = english) {
    return std::string{to_san(pos, m, language).view()};
}

Move uci(const Position& pos, const char* text) {
    const auto m = parse_uci(pos, text);
    REQUIRE_MESSAGE(m.has_value(), text);
    return *m;
}

// Positions from random games plus the FEN round-trip set: openings,
// middlegames, endgames, checks, promotions and en passant.
std::vector<Position> varied_positions() {
    std::vector<Position> positions;
    test_support::random_plies(21, 12, 160, [&](const Position& pos, Move) { positions.push_back(pos); });
    for (const std::string& line : test_support::read_lines("fen_roundtrip.txt")) positions.push_back(parse_fen(line).value());
    return positions;
}

// A move written out part by part, to build the spellings a lenient reader
// accepts from the canonical ones.
struct Spelling {
    std::string letter;
    std::string origin;
    std::string capture;
    std::string square;
    std::string promotion;
    std::string check;
    std::string suffix;

    std::string text() const { return letter + origin + capture + square + promotion + check + suffix; }
};

std::string coordinate_text(Square s) {
    return {static_cast<char>('a' + index_of(file_of(s))), static_cast<char>('1' + index_of(rank_of(s)))};
}

Spelling canonical_spelling(const Position& pos, Move m, const Language& language) {
    Spelling s;
    const PieceType type = type_of(pos.piece_on(m.from()));
    const bool capture = m.kind() == MoveKind::en_passant || pos.piece_on(m.to()) != Piece::none;
    const std::string core{to_san_without_check(pos, m, language).view()};
    const std::string letter = type == PieceType::pawn ? "" : std::string{language.letter(pos.side_to_move(), type)};
    s.letter = letter;
    s.square = coordinate_text(m.to());
    s.capture = capture ? "x" : "";
    const std::size_t square_at = core.find(s.square, letter.size());
    s.origin = core.substr(letter.size(), square_at - letter.size() - s.capture.size());
    s.promotion = core.substr(square_at + 2);
    const CheckStatus status = check_status_after(pos, m);
    s.check = status == CheckStatus::check ? "+" : status == CheckStatus::checkmate ? "#" : "";
    if (m.kind() == MoveKind::en_passant) s.suffix = std::string{language.en_passant_suffix};
    return s;
}

struct Variant {
    std::string text;
    SanWarning expected;
    SanWarning also_fine;  // a second reading some spellings have
};

// Every lenient spelling of a (non-castling) move that docs/notation.md lists, with
// the warning each must produce.
std::vector<Variant> lenient_variants(const Position& pos, Move m, const Language& language) {
    std::vector<Variant> out;
    const Spelling canonical = canonical_spelling(pos, m, language);
    const auto with = [&](auto change, SanWarning w, SanWarning also_fine = SanWarning{}) {
        Spelling s = canonical;
        change(s);
        out.push_back({s.text(), w, also_fine == SanWarning{} ? w : also_fine});
    };
    for (const char* note : {"!", "?", "!!", "??", "!?", "?!"}) {
        with([&](Spelling& s) { s.suffix += note; }, SanWarning::annotation);
    }
    if (canonical.check.empty()) {
        with([](Spelling& s) { s.check = "+"; }, SanWarning::wrong_check_sign);
    } else {
        with([](Spelling& s) { s.check = ""; }, SanWarning::missing_check_sign);
    }
    if (canonical.check == "#") {
        with([](Spelling& s) { s.check = "++"; }, SanWarning::alternative_mate_sign);
        with([](Spelling& s) { s.check = "\u2021"; }, SanWarning::alternative_mate_sign);
    }
    if (m.kind() == MoveKind::promotion) {
        const std::string piece = canonical.promotion.substr(1);
        with([&](Spelling& s) { s.promotion = piece; }, SanWarning::promotion_without_equals);
        with([&](Spelling& s) { s.promotion = "(" + piece + ")"; }, SanWarning::promotion_without_equals);
        with([&](Spelling& s) { s.promotion = "/" + piece; }, SanWarning::promotion_without_equals);
        if (piece.size() == 1 && piece[0] >= 'A' && piece[0] <= 'Z') {
            with([&](Spelling& s) { s.promotion = "=" + std::string(1, static_cast<char>(piece[0] - 'A' + 'a')); },
                 SanWarning::lowercase_promotion);
        }
    }
    if (m.kind() == MoveKind::en_passant) {
        if (language.en_passant_suffix.empty()) {
            with([](Spelling& s) { s.suffix = " e.p."; }, SanWarning::en_passant_suffix);
            with([](Spelling& s) { s.suffix = "ep"; }, SanWarning::en_passant_suffix);
        } else {
            with([](Spelling& s) { s.suffix = ""; }, SanWarning::missing_en_passant_suffix);
            with([](Spelling& s) { s.suffix = "e.p."; }, SanWarning::en_passant_suffix);
            with([](Spelling& s) { s.suffix = "  e.p."; }, SanWarning::en_passant_suffix);
            with([](Spelling& s) { s.suffix = " ep"; }, SanWarning::en_passant_suffix);
            if (!canonical.check.empty()) {  // the suffix goes after the check sign
                const auto suffix_first = [&](Spelling& s) {
                    s.check = std::string{language.en_passant_suffix} + canonical.check;
                    s.suffix.clear();
                };
                with(suffix_first, SanWarning::en_passant_suffix);
            }
        }
    }
    const std::string from = coordinate_text(m.from());
    if (canonical.origin != from) {
        with([&](Spelling& s) { s.origin = from; }, SanWarning::long_form);
        if (canonical.capture.empty()) with([&](Spelling& s) { s.origin = from + "-"; }, SanWarning::long_form);
    }
    if (canonical.origin.empty() && type_of(pos.piece_on(m.from())) != PieceType::pawn) {
        with([&](Spelling& s) { s.origin = from.substr(0, 1); }, SanWarning::over_disambiguation);
    }
    if (canonical.capture == "x") {
        with([](Spelling& s) { s.capture = ""; }, SanWarning::missing_capture_sign);
        with([](Spelling& s) { s.capture = ":"; }, SanWarning::colon_capture);
    } else if (type_of(pos.piece_on(m.from())) != PieceType::pawn) {
        with([](Spelling& s) { s.capture = "x"; }, SanWarning::capture_sign_without_capture);
    }
    const std::string pawn_letter{language.letter(Color::white, PieceType::pawn)};
    if (type_of(pos.piece_on(m.from())) == PieceType::pawn && !pawn_letter.empty()) {
        // Hungarian "gg3" also reads as the g-file pawn to g3, over-disambiguated.
        with([&](Spelling& s) { s.letter = pawn_letter; }, SanWarning::pawn_letter, SanWarning::over_disambiguation);
    }
    return out;
}

}  // namespace

TEST_CASE("every legal move of 1000+ positions, in every language, reads back strictly as itself") {
    const auto positions = varied_positions();
    REQUIRE(positions.size() >= 1000);
    std::size_t checked = 0;
    for (const Position& pos : positions) {
        for (const Move m : legal_moves(pos)) {
            for (const Language& language : languages) {
                const SanString text = to_san(pos, m, language);
                const auto read = parse_san(pos, text.view(), language, SanMode::strict);
                if (!read || read->move != m) {
                    const std::string problem = std::string{language.code} + " " + std::string{to_fen(pos).view()} + " " +
                                                std::string{to_uci(m).view()} + " wrote " + std::string{text.view()};
                    FAIL_CHECK(problem);
                    continue;
                }
                ++checked;
            }
        }
    }
    MESSAGE(checked << " moves read back in " << languages.size() << " languages");
}

TEST_CASE("every lenient form is read leniently with its warning, and refused strictly") {
    const auto positions = varied_positions();
    std::size_t checked = 0;
    for (std::size_t i = 0; i < positions.size(); i += 3) {
        const Position& pos = positions[i];
        for (const Move m : legal_moves(pos)) {
            if (m.kind() == MoveKind::castling) continue;
            for (const Language* language :
                 {&english, find_language("fi"), find_language("hu"), find_language("eo"), find_language("fan")}) {
                for (const Variant& v : lenient_variants(pos, m, *language)) {
                    const auto lenient = parse_san(pos, v.text, *language, SanMode::lenient);
                    const std::string where = std::string{language->code} + " " + std::string{to_fen(pos).view()} + " " + v.text;
                    if (!lenient || lenient->move != m ||
                        !(lenient->warnings.has(v.expected) || lenient->warnings.has(v.also_fine))) {
                        const std::string problem = where + (lenient ? " wrong move or warning" : " refused");
                        FAIL_CHECK(problem);
                        continue;
                    }
                    const auto strict = parse_san(pos, v.text, *language, SanMode::strict);
                    if (strict || strict.error().code != SanErrorCode::not_canonical || strict.error().move != m) {
                        const std::string problem = where + " accepted strictly";
                        FAIL_CHECK(problem);
                        continue;
                    }
                    ++checked;
                }
            }
        }
    }
    CHECK(checked > 10000);
    MESSAGE(checked << " lenient spellings checked");
}

TEST_CASE("castling: O-O strictly, 0-0 leniently, Kg1 never") {
    const Position pos = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK(parse_san(pos, "O-O").value().move == Move::castling(Square::e1, Square::h1));
    CHECK(parse_san(pos, "O-O-O").value().move == Move::castling(Square::e1, Square::a1));
    CHECK(parse_san(pos, "0-0").error().code == SanErrorCode::not_canonical);
    const auto zeros = parse_san(pos, "0-0-0", english, SanMode::lenient);
    REQUIRE(zeros.has_value());
    CHECK(zeros->move == Move::castling(Square::e1, Square::a1));
    CHECK(zeros->warnings.has(SanWarning::castling_with_zeros));
    CHECK(parse_san(pos, "Kg1", english, SanMode::lenient).error().code == SanErrorCode::no_piece_can_move_there);
    CHECK(parse_san(pos, "Kc1", english, SanMode::lenient).error().code == SanErrorCode::no_piece_can_move_there);
    CHECK(parse_san(fen("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1"), "O-O", english, SanMode::lenient).error().code ==
          SanErrorCode::castling_not_legal);
}

TEST_CASE("castling that gives check is written O-O+") {
    const Position pos = fen("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    CHECK(san(pos, Move::castling(Square::e1, Square::h1)) == "O-O+");
    CHECK(parse_san(pos, "O-O+").value().move == Move::castling(Square::e1, Square::h1));
    CHECK(parse_san(pos, "O-O").error().code == SanErrorCode::not_canonical);
    const Position mate = fen("4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1");
    CHECK(san(mate, Move::castling(Square::e1, Square::h1)) == "O-O#");
    CHECK(parse_san(mate, "O-O#").value().move == Move::castling(Square::e1, Square::h1));
}

TEST_CASE("disambiguation: file, then rank, then both; pinned pieces do not count") {
    // Three knights reach d6: b5, b7 and e4. Canonical SAN names b7 by
    // rank, b5 by rank, and e4 by file.
    const Position three = fen("4k3/1N6/8/1N6/4N3/8/8/4K3 w - - 0 1");
    CHECK(san(three, Move::normal(Square::e4, Square::d6)) == "Ned6+");
    CHECK(san(three, Move::normal(Square::b7, Square::d6)) == "N7d6+");
    CHECK(san(three, Move::normal(Square::b5, Square::d6)) == "N5d6+");
    // Knights on c4, e4 and e8 reach d6: e4 shares a rank with c4 and a
    // file with e8, so only the full square names it.
    const Position doubly = fen("4N2k/8/8/8/2N1N3/8/8/4K3 w - - 0 1");
    CHECK(san(doubly, Move::normal(Square::e4, Square::d6)) == "Ne4d6");
    CHECK(san(doubly, Move::normal(Square::e8, Square::d6)) == "N8d6");
    CHECK(san(doubly, Move::normal(Square::c4, Square::d6)) == "Ncd6");
    CHECK(parse_san(doubly, "Ne4d6").value().move == Move::normal(Square::e4, Square::d6));
    CHECK(parse_san(doubly, "N8d6").value().move == Move::normal(Square::e8, Square::d6));
    CHECK(parse_san(doubly, "Ne8d6").error().code == SanErrorCode::not_canonical);
    // Knights on c8, e8 and e4: now e8 needs the full square.
    const Position other = fen("2N1N2k/8/8/8/4N3/8/8/4K3 w - - 0 1");
    CHECK(san(other, Move::normal(Square::e8, Square::d6)) == "Ne8d6");
    CHECK(parse_san(other, "Ne8d6").value().move == Move::normal(Square::e8, Square::d6));
    const auto ambiguous = parse_san(doubly, "Ned6", english, SanMode::lenient);
    REQUIRE_FALSE(ambiguous.has_value());
    CHECK(ambiguous.error().code == SanErrorCode::ambiguous);
    CHECK(ambiguous.error().candidates == (Bitboard{Square::e4} | Square::e8));
    CHECK(std::string{explain(doubly, "Ned6", ambiguous.error()).view()} ==
          "Ned6 is ambiguous: knights on e4 and e8 can move there");

    // The c3 knight is pinned by the b4 bishop, so Ne2 needs no origin.
    const Position pinned = fen("rn2k2r/pppq1ppp/5p2/3p4/1b1P4/2NQP3/PPP2PPP/R3K1NR w KQkq - 0 1");
    CHECK(san(pinned, Move::normal(Square::g1, Square::e2)) == "Ne2");
    CHECK(parse_san(pinned, "Ne2").value().move == Move::normal(Square::g1, Square::e2));
    const auto over = parse_san(pinned, "Nge2", english, SanMode::lenient);
    REQUIRE(over.has_value());
    CHECK(over->warnings.has(SanWarning::over_disambiguation));

    // The d1 rook is pinned by the e1 queen: Rd2, and Rcd2 only leniently.
    const Position rooks = fen("1r5k/6p1/3p3p/8/8/4bQ2/2R3PP/2KRq3 w - - 6 44");
    CHECK(san(rooks, Move::normal(Square::c2, Square::d2)) == "Rd2");
    CHECK(parse_san(rooks, "Rcd2").error().code == SanErrorCode::not_canonical);
    const auto rcd2 = parse_san(rooks, "Rcd2", english, SanMode::lenient);
    REQUIRE(rcd2.has_value());
    CHECK(rcd2->move == Move::normal(Square::c2, Square::d2));
    CHECK(rcd2->warnings.has(SanWarning::over_disambiguation));
}

TEST_CASE("promotions with check and mate, in several languages") {
    const Position pos = fen("3k4/1P6/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(san(pos, uci(pos, "b7b8q")) == "b8=Q+");
    CHECK(san(pos, uci(pos, "b7b8r")) == "b8=R+");
    CHECK(san(pos, uci(pos, "b7b8n")) == "b8=N");
    CHECK(san(pos, uci(pos, "b7b8q"), *find_language("fi")) == "b8=D+");
    CHECK(san(pos, uci(pos, "b7b8n"), *find_language("eo")) == "b8=\u0108");
    CHECK(san(pos, uci(pos, "b7b8q"), *find_language("fan")) == "b8=\u2655+");
    const Position mate = fen("k7/2P5/1K6/8/8/8/8/8 w - - 0 1");
    CHECK(san(mate, uci(mate, "c7c8q")) == "c8=Q#");
    CHECK(san(mate, uci(mate, "c7c8r")) == "c8=R#");
    CHECK(parse_san(mate, "c8=Q#").value().move == uci(mate, "c7c8q"));
    CHECK(parse_san(mate, "c8").error().code == SanErrorCode::promotion_missing);
    CHECK(parse_san(mate, "c8=K", english, SanMode::lenient).error().code == SanErrorCode::invalid_promotion);
    CHECK(parse_san(Position::start(), "e4=Q", english, SanMode::lenient).error().code == SanErrorCode::invalid_promotion);
}

TEST_CASE("en passant: Finnish writes e.p.; other languages read it leniently") {
    const Position pos = fen("4k3/8/8/1pP5/8/8/8/4K3 w - b6 0 2");
    const Move ep = Move::en_passant(Square::c5, Square::b6);
    CHECK(san(pos, ep) == "cxb6");
    CHECK(san(pos, ep, *find_language("fi")) == "cxb6 e.p.");
    CHECK(parse_san(pos, "cxb6 e.p.", *find_language("fi")).value().move == ep);
    CHECK(parse_san(pos, "cxb6", *find_language("fi")).error().code == SanErrorCode::not_canonical);
    const auto english_ep = parse_san(pos, "cxb6 e.p.", english, SanMode::lenient);
    REQUIRE(english_ep.has_value());
    CHECK(english_ep->warnings.has(SanWarning::en_passant_suffix));

    // The suffix belongs to en passant captures only.
    const Position capture = fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    for (const char* text : {"exd5 e.p.", "exd5ep", "e5 e.p."}) {
        for (const SanMode mode : {SanMode::strict, SanMode::lenient, SanMode::permissive}) {
            const auto read = parse_san(capture, text, *find_language("fi"), mode);
            REQUIRE_FALSE(read.has_value());
            CHECK(read.error().code == SanErrorCode::syntax);
            CHECK(read.error().message == "e.p. written after a move that is not an en passant capture");
        }
    }
    CHECK(parse_san(Position::start(), "Nf3 e.p.", english, SanMode::lenient).error().offset == 3);

    // PGN puts the suffix in a token of its own: any layout between them is
    // canonical there, and detection finds Finnish from it.
    const Position start = Position::start();
    const auto finnish =
        validate_movetext(start, "1. e4 a6 2. e5 d5 3. exd6\n   e.p. Dxd6 *", ValidationOptions{nullptr, true, SanMode::strict});
    REQUIRE(finnish.has_value());
    CHECK(finnish->language->code == "fi");
}

TEST_CASE("figurines use the moving side's glyph and read either colour") {
    const Position black = Position::start().play(Move::normal(Square::e2, Square::e4));
    const Language& fan = *find_language("fan");
    CHECK(san(Position::start(), Move::normal(Square::g1, Square::f3), fan) == "\u2658f3");
    CHECK(san(black, Move::normal(Square::g8, Square::f6), fan) == "\u265Ef6");
    CHECK(parse_san(black, "\u2658f6", fan).value().move == Move::normal(Square::g8, Square::f6));
    CHECK(parse_san(black, "\u265Ef6", fan).value().move == Move::normal(Square::g8, Square::f6));
}

TEST_CASE("Esperanto's knight letter: precomposed and decomposed") {
    const Language& eo = *find_language("eo");
    CHECK(san(Position::start(), Move::normal(Square::g1, Square::f3), eo) == "\u0108f3");
    CHECK(parse_san(Position::start(), "\u0108f3", eo).value().move == Move::normal(Square::g1, Square::f3));
    CHECK(parse_san(Position::start(), "C\u0302f3", eo).value().move == Move::normal(Square::g1, Square::f3));
    // K is the Esperanto bishop, R the king.
    const Position open = fen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1");
    CHECK(parse_san(open, "Kd2", eo).value().move == Move::normal(Square::c1, Square::d2));
    CHECK(parse_san(open, "Rd2", eo).value().move == Move::normal(Square::e1, Square::d2));
}

TEST_CASE("Hungarian pawn letters g and gy are read leniently; g is also a file") {
    const Language& hu = *find_language("hu");
    const auto g = parse_san(Position::start(), "ge4", hu, SanMode::lenient);
    REQUIRE(g.has_value());
    CHECK(g->move == Move::normal(Square::e2, Square::e4));
    CHECK(g->warnings.has(SanWarning::pawn_letter));
    const auto gy = parse_san(Position::start(), "gye4", hu, SanMode::lenient);
    REQUIRE(gy.has_value());
    CHECK(gy->move == Move::normal(Square::e2, Square::e4));
    const Position capture = fen("4k3/8/8/5p2/6P1/8/8/4K3 w - - 0 1");
    CHECK(parse_san(capture, "gxf5", hu).value().move == Move::normal(Square::g4, Square::f5));
    CHECK(parse_san(Position::start(), "Hf3", hu).value().move == Move::normal(Square::g1, Square::f3));
}

TEST_CASE("errors say what is wrong") {
    const Position start = Position::start();
    const auto check = [&](const Position& pos, const char* text, SanErrorCode code, const char* message) {
        const auto result = parse_san(pos, text, english, SanMode::lenient);
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == code);
        CHECK(std::string{explain(pos, text, result.error()).view()} == message);
    };
    check(start, "Nf4", SanErrorCode::no_piece_can_move_there, "Nf4: no knight can go to f4");
    check(start, "e5", SanErrorCode::no_piece_can_move_there, "e5: no pawn can move to e5");
    check(start, "Zf3", SanErrorCode::syntax, "Zf3 is not SAN: unknown piece letter (at byte 0)");
    check(start, "Nf9", SanErrorCode::syntax, "Nf9 is not SAN: expected a square or a promotion piece here (at byte 2)");
    check(start, "", SanErrorCode::syntax, " is not SAN: empty move (at byte 0)");
    check(start, "e4+#", SanErrorCode::syntax, "e4+# is not SAN: more than one check sign (at byte 2)");
    const Position pinned = fen("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
    check(pinned, "Nf3", SanErrorCode::leaves_king_in_check, "Nf3: the knight cannot go to f3 without leaving its king in check");
    const Position in_check = fen("4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1");
    check(in_check, "Ra2", SanErrorCode::leaves_king_in_check, "Ra2: the rook cannot go to a2 because the king is in check");
    const Position capture = fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    check(capture, "d5", SanErrorCode::no_piece_can_move_there,
          "d5: no pawn can move to d5 (a pawn capture names its file, like exd5)");
    const auto strict = parse_san(start, "Ng1f3");
    REQUIRE_FALSE(strict.has_value());
    CHECK(std::string{explain(start, "Ng1f3", strict.error()).view()} ==
          "Ng1f3 is not canonical SAN (origin square written in full (long form)); write Nf3");
}

TEST_CASE("hostile input never crashes and never changes the position") {
    const Position pos = fen("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const Position copy = pos;
    test_support::Random random{99};
    // Letters, digits and signs of every kind, UTF-8 pieces of letters, a NUL and a stray byte.
    constexpr char bytes[] = "KQRBNPkqrbnpabcdefgh12345678x=+#-O0()/!?e.p \xC4\x88\xE2\x99\x94\xCC\x82\x00\xFF";
    const std::string alphabet(bytes, sizeof bytes - 1);
    for (int i = 0; i < 20000; ++i) {
        std::string text;
        const std::size_t length = random.below(10);
        for (std::size_t k = 0; k < length; ++k) text += alphabet[random.below(alphabet.size())];
        for (const Language& language : languages) {
            const auto result = parse_san(pos, text, language, SanMode::lenient);
            if (result) {
                REQUIRE(is_legal(pos, result->move));
            } else {
                REQUIRE(result.error().offset <= text.size());
                (void)explain(pos, text, result.error(), language);
            }
        }
    }
    CHECK(pos == copy);
}

TEST_CASE("language detection finds the languages in which every move is legal") {
    const std::vector<std::string_view> finnish{"e4", "e5", "Rf3", "Rc6", "Lb5", "a6", "La4", "Rf6", "O-O", "Le7"};
    const LanguageDetection fi = detect_languages(Position::start(), finnish);
    REQUIRE(fi.best() != nullptr);
    CHECK(fi.best()->code == "fi");
    CHECK(fi.count == 1);
    CHECK(fi.mode == SanMode::strict);

    const std::vector<std::string_view> english_moves{"e4", "e5", "Nf3", "Nc6", "Bb5"};
    const LanguageDetection en = detect_languages(Position::start(), english_moves);
    REQUIRE(en.best() != nullptr);
    CHECK(en.best()->code == "en");

    // d4 d5 c4 is legal in every language: a tie, resolved by preference.
    const std::vector<std::string_view> pawns_only{"d4", "d5", "c4"};
    const LanguageDetection tie = detect_languages(Position::start(), pawns_only);
    CHECK(tie.count == languages.size());
    CHECK(tie.tie());
    CHECK(tie.agree);
    CHECK(tie.best()->code == "en");

    const std::vector<std::string_view> german{"e4", "e5", "Sf3", "Sc6", "Lb5"};
    const LanguageDetection de = detect_languages(Position::start(), german);
    REQUIRE(de.count == 4);  // German, Swedish, Norwegian and Danish share their letters
    CHECK(de.best()->code == "de");
    CHECK(de.agree);

    const std::vector<std::string_view> nonsense{"e4", "Zz9"};
    CHECK(detect_languages(Position::start(), nonsense).count == 0);
}

TEST_CASE("a language of one's own: any letters, another promotion style") {
    Language parentheses = english;
    parentheses.code = "xx";
    parentheses.promotion = PromotionStyle::parentheses;
    const Position pos = fen("3k4/1P6/8/8/8/8/8/4K3 w - - 0 1");
    const Move queen = Move::promotion(Square::b7, Square::b8, PieceType::queen);
    CHECK(san(pos, queen, parentheses) == "b8(Q)+");
    CHECK(parse_san(pos, "b8(Q)+", parentheses).value().move == queen);
    const auto equals = parse_san(pos, "b8=Q+", parentheses, SanMode::lenient);
    REQUIRE(equals.has_value());
    CHECK(equals->warnings.has(SanWarning::promotion_without_equals));
    CHECK(parse_san(pos, "b8=Q+", parentheses).error().code == SanErrorCode::not_canonical);

    Language letter_only = english;
    letter_only.promotion = PromotionStyle::letter_only;
    CHECK(san(pos, queen, letter_only) == "b8Q+");
    CHECK(parse_san(pos, "b8Q+", letter_only).value().move == queen);
    CHECK(parse_san(pos, "b8/Q+", letter_only).error().code == SanErrorCode::not_canonical);
}
