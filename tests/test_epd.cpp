#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "shakki/notation/epd.hpp"
#include "support.hpp"

using namespace shakki;
using test_support::read_lines;

namespace {

EpdRecord read(std::string_view text, const EpdReadOptions& options = {}) {
    const auto record = parse_epd(text, options);
    INFO(text);
    if (!record) INFO("error at ", record.error().offset, ": ", record.error().message);
    REQUIRE(record.has_value());
    return *record;
}

std::string write(const EpdRecord& record) {
    const auto text = to_epd(record);
    REQUIRE(text.has_value());
    return *text;
}

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t end = std::min(text.find(' ', i), text.size());
        if (end > i) out.emplace_back(text.substr(i, end - i));
        i = end + 1;
    }
    return out;
}

std::string uci(Move m) { return std::string{to_uci(m).view()}; }

// Every move operand is legal where it stands: bm, am, pm and sm in the
// record's position, pv each after the one before.
void check_moves_legal(const EpdRecord& record) {
    for (const EpdOperation& op : record.operations) {
        Position pos = record.position;
        for (const EpdOperand& operand : op.operands) {
            if (operand.kind != EpdOperandKind::move) continue;
            CHECK(is_legal(pos, operand.move));
            if (op.opcode == "pv") pos = pos.play(operand.move);
        }
    }
}

constexpr std::string_view bk01 = "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - -";

std::string bk(std::string_view operations) { return std::string{bk01} + " " + std::string{operations}; }

}  // namespace

TEST_CASE("EPD: the Bratko-Kopec suite reads without loss and writes back as published") {
    const auto lines = read_lines("epd/bratko_kopec.epd");
    REQUIRE(lines.size() == 24);
    for (std::size_t n = 0; n < lines.size(); ++n) {
        const EpdRecord record = read(lines[n]);
        CAPTURE(lines[n]);
        const EpdOperation* bm = record.find("bm");
        const EpdOperation* id = record.find("id");
        REQUIRE(bm != nullptr);
        REQUIRE(id != nullptr);
        const std::string expected_id = std::string{"BK."} + (n + 1 < 10 ? "0" : "") + std::to_string(n + 1);
        CHECK(id->operands.at(0).kind == EpdOperandKind::string);
        CHECK(id->operands.at(0).text == expected_id);
        CHECK(record.position.halfmove_clock() == 0);
        CHECK(record.position.fullmove_number() == 1);
        check_moves_legal(record);
        // The suite is in canonical SAN, single spaces: it comes back byte for byte.
        CHECK(write(record) == lines[n]);
        CHECK(read(write(record)) == record);
    }
    // Moves as the published suite gives them, read off the board by hand.
    const EpdRecord first = read(lines[0]);
    CHECK(uci(first.find("bm")->operands[0].move) == "d6d1");
    const EpdRecord fifth = read(lines[4]);
    REQUIRE(fifth.find("bm")->operands.size() == 2);
    CHECK(uci(fifth.find("bm")->operands[0].move) == "c3d5");
    CHECK(uci(fifth.find("bm")->operands[1].move) == "a2a4");
    const EpdRecord fifteenth = read(lines[14]);
    CHECK(uci(fifteenth.find("bm")->operands[0].move) == "g4g7");
}

TEST_CASE("EPD: the Stockfish suite (chess.js SAN) reads without loss, clocks included") {
    const auto lines = read_lines("epd/stockfish_depth8.epd");
    REQUIRE(lines.size() >= 40);
    int avoid = 0;
    int comments = 0;
    for (const std::string& line : lines) {
        CAPTURE(line);
        const EpdRecord record = read(line);
        const auto tokens = words(line);
        const EpdOperation* hmvc = record.find("hmvc");
        const EpdOperation* fmvn = record.find("fmvn");
        REQUIRE(hmvc != nullptr);
        REQUIRE(fmvn != nullptr);
        // The position is the FEN of the four fields with these clocks.
        const std::string fen = tokens[0] + " " + tokens[1] + " " + tokens[2] + " " + tokens[3] + " " + hmvc->operands[0].text +
                                " " + fmvn->operands[0].text;
        CHECK(record.position == test_support::position(fen.c_str()));
        REQUIRE(record.find("bm") != nullptr);
        REQUIRE(record.find("pv") != nullptr);
        // Stockfish's best move starts its principal variation.
        CHECK(record.find("bm")->operands[0].move == record.find("pv")->operands[0].move);
        check_moves_legal(record);
        avoid += record.find("am") != nullptr;
        comments += record.find("c1") != nullptr;
        if (const EpdOperation* c1 = record.find("c1")) {
            CHECK(c1->operands[0].text.find("from \"fen_roundtrip.txt\" line ") == 0);
            CHECK(c1->operands[0].text.substr(c1->operands[0].text.size() - 5) == ", a\\b");
        }
        CHECK(record.find("ce")->operands[0].kind == EpdOperandKind::token);
        CHECK(write(record) == line);
        CHECK(read(write(record)) == record);
    }
    CHECK(avoid > 0);
    CHECK(comments > 0);
}

TEST_CASE("EPD: loosely written moves read leniently as the UCI beside them says, and not strictly") {
    const auto lines = read_lines("epd/lenient.epd");
    REQUIRE(lines.size() >= 40);
    int without_last_semicolon = 0;
    for (const std::string& line : lines) {
        CAPTURE(line);
        without_last_semicolon += line.back() != ';';
        const EpdRecord record = read(line);
        for (const auto& [moves, ucis] : {std::pair{"bm", "bm_uci"}, std::pair{"am", "am_uci"}, std::pair{"pv", "pv_uci"}}) {
            const EpdOperation* op = record.find(moves);
            const EpdOperation* expected = record.find(ucis);
            REQUIRE((op == nullptr) == (expected == nullptr));
            if (op == nullptr) continue;
            REQUIRE(op->operands.size() == expected->operands.size());
            for (std::size_t k = 0; k < op->operands.size(); ++k) {
                CHECK(op->operands[k].kind == EpdOperandKind::move);
                CHECK(uci(op->operands[k].move) == expected->operands[k].text);
                CHECK_FALSE(op->operands[k].warnings.empty());  // each spelling takes a liberty
            }
        }
        check_moves_legal(record);
        CHECK(read(write(record)) == record);
        const auto strict = parse_epd(line, {&english, SanMode::strict});
        REQUIRE_FALSE(strict.has_value());
        CHECK(strict.error().code == EpdErrorCode::invalid_move);
        CHECK(strict.error().san.code == SanErrorCode::not_canonical);
    }
    CHECK(without_last_semicolon > 0);
}

TEST_CASE("EPD: operands, strings and escapes") {
    const EpdRecord r = read(bk("bm Qd1+; c0 \"say \\\"hi\\\" \\\\ C:\\dir\"; noop; xyz 1 \"two words\" 3;"));
    REQUIRE(r.operations.size() == 4);
    CHECK(r.operations[0].offset == bk01.size() + 1);
    CHECK(r.operations[1].operands[0].text == "say \"hi\" \\ C:\\dir");  // only \" and \\ are escapes
    CHECK(r.operations[2].opcode == "noop");
    CHECK(r.operations[2].operands.empty());
    const auto& xyz = r.operations[3].operands;
    REQUIRE(xyz.size() == 3);
    CHECK(xyz[0].kind == EpdOperandKind::token);
    CHECK(xyz[1].kind == EpdOperandKind::string);
    CHECK(xyz[1].text == "two words");
    CHECK(write(r) == bk("bm Qd1+; c0 \"say \\\"hi\\\" \\\\ C:\\\\dir\"; noop; xyz 1 \"two words\" 3;"));
    CHECK(read(write(r)) == r);

    // Blanks, a space before ';', no last ';', a line break at the end, bytes
    // beyond ASCII in a string: all read as the same record.
    const EpdRecord loose = read(std::string{bk01} + "\t bm  Qd1 ;id \"BK.01\"\r\n");
    CHECK(loose.find("bm")->operands[0].move == Move::normal(Square::d6, Square::d1));
    CHECK(loose.find("bm")->operands[0].warnings.has(SanWarning::missing_check_sign));
    CHECK(loose == read(bk("bm Qd1+; id \"BK.01\";")));
    CHECK(read(bk("c0 \"K\xC3\xA4pt\xC3\xA4 \xff\";")).find("c0")->operands[0].text == "K\xC3\xA4pt\xC3\xA4 \xff");
    CHECK(read(bk("id \"\";")).find("id")->operands[0].text.empty());
    CHECK(read(std::string{bk01}).operations.empty());
    CHECK(read(std::string{bk01} + "   ").operations.empty());
    CHECK(read(bk("A_b9;")).operations[0].opcode == "A_b9");
    CHECK(read(bk("abcdefghijklmno;")).operations[0].opcode.size() == 15);
}

TEST_CASE("EPD: hmvc and fmvn set the clocks") {
    const EpdRecord r = read(bk("hmvc 12; fmvn 34;"));
    CHECK(r.position.halfmove_clock() == 12);
    CHECK(r.position.fullmove_number() == 34);
    CHECK(read(bk("hmvc 65535; fmvn 65535;")).position.halfmove_clock() == 65535);
    CHECK(read(bk("fmvn 007;")).position.fullmove_number() == 7);
    // to_epd adds what the operations do not say, so a position keeps its clocks.
    const Position p = test_support::position("4k3/8/8/8/8/8/8/4K3 w - - 5 40");
    CHECK(to_epd(p, {}).value() == "4k3/8/8/8/8/8/8/4K3 w - - hmvc 5; fmvn 40;");
    CHECK(read(to_epd(p, {}).value()).position == p);
    CHECK(to_epd(Position::start(), {}).value() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
}

TEST_CASE("EPD: pv is a sequence, each move read after the previous; pm and sm take one move") {
    const EpdRecord r = read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - pv e4 e5 Nf3 Nc6 Bb5; pm e4; sm d4;");
    const auto& pv = r.find("pv")->operands;
    REQUIRE(pv.size() == 5);
    CHECK(uci(pv[4].move) == "f1b5");
    CHECK(write(r) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - pv e4 e5 Nf3 Nc6 Bb5; pm e4; sm d4;");
    // The third move is read where it stands, not in the record's position.
    const std::string bad = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - pv e4 e5 Ke3;";
    const auto e = parse_epd(bad);
    REQUIRE_FALSE(e.has_value());
    CHECK(e.error().code == EpdErrorCode::invalid_move);
    CHECK(e.error().offset == bad.find("Ke3"));
    CHECK(e.error().operand_offset == bad.find("Ke3"));
    CHECK(e.error().san.code == SanErrorCode::no_piece_can_move_there);
    CHECK(e.error().san_position.piece_on(Square::e5) == Piece::black_pawn);
}

TEST_CASE("EPD: Finnish moves, and the Finnish e.p. suffix joined to its move") {
    const Language& fi = *find_language("fi");
    const std::string text = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 bm exd6e.p.; am Rf3;";
    const auto bad_knight = parse_epd(text, {&fi, SanMode::lenient});
    REQUIRE_FALSE(bad_knight.has_value());  // no knight (Finnish R) on the board
    CHECK(bad_knight.error().offset == text.find("Rf3"));
    const EpdRecord r = read("4k3/8/8/3pP3/8/8/8/4K3 w - d6 bm exd6e.p.;", {&fi, SanMode::lenient});
    CHECK(r.find("bm")->operands[0].move == Move::en_passant(Square::e5, Square::d6));
    const auto written = to_epd(r, {&fi});
    REQUIRE(written.has_value());
    CHECK(*written == "4k3/8/8/3pP3/8/8/8/4K3 w - d6 bm exd6e.p.;");
    CHECK(to_epd(r).value() == "4k3/8/8/3pP3/8/8/8/4K3 w - d6 bm exd6;");
}

namespace {

struct BadEpd {
    std::string text;
    EpdErrorCode code;
    std::size_t offset;
};

}  // namespace

TEST_CASE("EPD: each error has its code and the byte to blame") {
    const std::size_t ops = bk01.size() + 1;  // where the first operation starts
    const BadEpd cases[] = {
        {"", EpdErrorCode::fen, 0},
        {"4k3/8/8/8/8/8/8/4K3 w -", EpdErrorCode::fen, 23},
        {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", EpdErrorCode::invalid_opcode, 26},
        {"4k3/8/8/8/8/8/8/4K3 w - e4 bm Kd2;", EpdErrorCode::fen, 24},
        {"4k3/4Q3/8/8/8/8/8/4K3 w - - bm Qe6;", EpdErrorCode::fen, 1},
        {bk("bm Qd1+; bm Qd2;"), EpdErrorCode::duplicate_opcode, ops + 9},
        {bk("1bm Qd1+;"), EpdErrorCode::invalid_opcode, ops},
        {bk("b-m Qd1+;"), EpdErrorCode::invalid_opcode, ops + 1},
        {bk("abcdefghijklmnop;"), EpdErrorCode::invalid_opcode, ops},
        {bk("\xC3\xA9 x;"), EpdErrorCode::invalid_opcode, ops},
        {bk("bm Qd1+;;"), EpdErrorCode::invalid_opcode, ops + 8},
        {bk("c0 \"never closed;"), EpdErrorCode::unterminated_string, ops + 3},
        {bk("c0 \"ends with a backslash\\\""), EpdErrorCode::unterminated_string, ops + 3},
        {bk("c0 \"a\"b;"), EpdErrorCode::invalid_operand, ops + 6},
        {bk("xyz a\"b\";"), EpdErrorCode::invalid_operand, ops + 5},
        {bk("bm;"), EpdErrorCode::operand_count, ops},
        {bk("pm Qd1+ Qd2;"), EpdErrorCode::operand_count, ops + 8},
        {bk("id \"a\" \"b\";"), EpdErrorCode::operand_count, ops + 7},
        {bk("id BK.01;"), EpdErrorCode::expected_string, ops + 3},
        {bk("bm \"Qd1+\";"), EpdErrorCode::expected_move, ops + 3},
        {bk("bm Qd1+ Qd9;"), EpdErrorCode::invalid_move, ops + 10},
        {bk("am Ke2;"), EpdErrorCode::invalid_move, ops + 3},
        {bk("hmvc 65536;"), EpdErrorCode::invalid_halfmove_clock, ops + 5},
        {bk("hmvc -1;"), EpdErrorCode::invalid_halfmove_clock, ops + 5},
        {bk("hmvc \"3\";"), EpdErrorCode::invalid_halfmove_clock, ops + 5},
        {bk("hmvc;"), EpdErrorCode::operand_count, ops},
        {bk("fmvn 0;"), EpdErrorCode::invalid_fullmove_number, ops + 5},
        {bk("fmvn 1 2;"), EpdErrorCode::operand_count, ops + 7},
        {bk(std::string_view{"c0 \"a\0b\";", 9}), EpdErrorCode::control_character, ops + 5},
        {bk("c0 \"a\nb\";"), EpdErrorCode::control_character, ops + 5},
        {bk("c0 \"\x7f\";"), EpdErrorCode::control_character, ops + 4},
    };
    for (const BadEpd& c : cases) {
        CAPTURE(c.text);
        const auto result = parse_epd(c.text);
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == c.code);
        CHECK(result.error().offset == c.offset);
        CHECK_FALSE(result.error().message.empty());
    }
    // Errors in the four fields are FEN's, with FEN's offsets.
    const auto fen = parse_epd("4k3/8/8/8/8/8/8/4K3 x - - bm Kd2;");
    CHECK(fen.error().fen.code == FenErrorCode::invalid_side);
    CHECK(fen.error().offset == 20);
}

TEST_CASE("EPD: hostile records give errors within the limits") {
    std::string many = std::string{bk01};
    for (std::size_t i = 0; i < max_epd_operations; ++i) many += " op" + std::to_string(i) + ";";
    CHECK(read(many).operations.size() == max_epd_operations);
    const std::size_t next = many.size() + 1;
    many += " one_more;";
    CHECK(parse_epd(many).error().code == EpdErrorCode::too_many_operations);
    CHECK(parse_epd(many).error().offset == next);

    std::string operands = std::string{bk01} + " xyz";
    for (std::size_t i = 0; i < max_epd_operands; ++i) operands += " 1";
    CHECK(read(operands + ";").operations[0].operands.size() == max_epd_operands);
    CHECK(parse_epd(operands + " 2;").error().code == EpdErrorCode::too_many_operands);
    CHECK(parse_epd(operands + " 2;").error().offset == operands.size() + 1);

    std::string huge = bk("c0 \"") + std::string(max_epd_record_bytes, 'a') + "\";";
    CHECK(parse_epd(huge).error().code == EpdErrorCode::record_too_long);
    const std::string unterminated = bk("c0 \"") + std::string(max_epd_record_bytes - bk01.size() - 5, 'a');
    CHECK(parse_epd(unterminated).error().code == EpdErrorCode::unterminated_string);

    // Random damage to real records: an error within the text, or a record
    // that writes and reads back as itself.
    auto lines = read_lines("epd/stockfish_depth8.epd");
    for (const std::string& l : read_lines("epd/lenient.epd")) lines.push_back(l);
    test_support::Random random{2024};
    int accepted = 0;
    for (int round = 0; round < 4000; ++round) {
        std::string text = lines[random.below(lines.size())];
        for (std::size_t k = 0, n = 1 + random.below(3); k < n; ++k) {
            const std::size_t at = random.below(text.size());
            constexpr std::string_view bytes = " ;\"\\\t\0\x80xe4Q+#=0";
            const char b = random.below(4) == 0 ? static_cast<char>(random.below(256)) : bytes[random.below(bytes.size())];
            switch (random.below(3)) {
                case 0:
                    text[at] = b;
                    break;
                case 1:
                    text.insert(at, 1, b);
                    break;
                default:
                    text.erase(at, 1);
                    break;
            }
        }
        const auto result = parse_epd(text);
        if (!result) {
            CHECK(result.error().offset <= text.size());
            continue;
        }
        ++accepted;
        const auto written = to_epd(*result);
        REQUIRE(written.has_value());
        CHECK(read(*written) == *result);
    }
    CHECK(accepted > 0);
}

TEST_CASE("EPD: to_epd refuses what would not read back") {
    const Position start = Position::start();
    const auto refused = [&](const std::vector<EpdOperation>& ops, EpdWriteErrorCode code, std::size_t operation) {
        const auto result = to_epd(start, ops);
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == code);
        CHECK(result.error().operation == operation);
        CHECK_FALSE(result.error().message.empty());
    };
    const Move e4 = Move::normal(Square::e2, Square::e4);
    refused({{"bm", {epd_move(Move::normal(Square::e2, Square::e5))}, 0}}, EpdWriteErrorCode::illegal_move, 0);
    refused({{"id", {epd_string("x")}, 0}, {"pv", {epd_move(e4), epd_move(e4)}, 0}}, EpdWriteErrorCode::illegal_move, 1);
    refused({{"9x", {}, 0}}, EpdWriteErrorCode::invalid_opcode, 0);
    refused({{"", {}, 0}}, EpdWriteErrorCode::invalid_opcode, 0);
    refused({{"xyz", {}, 0}, {"xyz", {}, 0}}, EpdWriteErrorCode::duplicate_opcode, 1);
    refused({{"xyz", {epd_token("a b")}, 0}}, EpdWriteErrorCode::invalid_token, 0);
    refused({{"xyz", {epd_token("")}, 0}}, EpdWriteErrorCode::invalid_token, 0);
    refused({{"xyz", {epd_token("a;")}, 0}}, EpdWriteErrorCode::invalid_token, 0);
    refused({{"c0", {epd_string("two\nlines")}, 0}}, EpdWriteErrorCode::invalid_string, 0);
    refused({{"bm", {epd_token("e4")}, 0}}, EpdWriteErrorCode::wrong_operands, 0);
    refused({{"xyz", {epd_move(e4)}, 0}}, EpdWriteErrorCode::wrong_operands, 0);
    refused({{"id", {epd_token("x")}, 0}}, EpdWriteErrorCode::wrong_operands, 0);
    refused({{"hmvc", {epd_token("x")}, 0}}, EpdWriteErrorCode::wrong_operands, 0);
    refused({{"hmvc", {epd_token("3")}, 0}}, EpdWriteErrorCode::clock_mismatch, 0);
    refused({{"xyz", {epd_string(std::string(max_epd_record_bytes, 'a'))}, 0}}, EpdWriteErrorCode::record_too_long, 0);

    const std::vector<EpdOperation> good{
        {"bm", {epd_move(e4)}, 0}, {"hmvc", {epd_token("0")}, 0}, {"id", {epd_string("a\"b")}, 0}};
    CHECK(to_epd(start, good).value() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4; hmvc 0; id \"a\\\"b\";");
    CHECK(read(to_epd(start, good).value()).operations == good);
}

TEST_CASE("EPD: Chess960 records, read with the Chess960 option and written in either castling style") {
    // Black's rook on g8 watches g1, so only O-O-O (king b1 to c1, rook a1 to d1) is legal.
    const std::string text = "r3k1r1/8/8/8/8/8/8/RK4R1 w GAga - bm O-O-O; id \"960\";";
    EpdReadOptions options;
    options.fen = {CastlingMode::chess960, false};
    const auto record = parse_epd(text, options);
    REQUIRE(record.has_value());
    CHECK(record->position.is_chess960());
    CHECK(record->find("bm")->operands.at(0).move == Move::castling(Square::b1, Square::a1));
    CHECK(to_epd(*record, {&english, CastlingStyle::shredder}).value() == text);
    CHECK(to_epd(*record).value() == "r3k1r1/8/8/8/8/8/8/RK4R1 w KQkq - bm O-O-O; id \"960\";");
    // Read as standard chess, the castling field names rooks off their corners.
    const auto standard = parse_epd(text);
    REQUIRE_FALSE(standard.has_value());
    CHECK(standard.error().code == EpdErrorCode::fen);
    CHECK(standard.error().fen.code == FenErrorCode::illegal_position);
    CHECK(standard.error().fen.setup.code == SetupErrorCode::invalid_castling);
}
