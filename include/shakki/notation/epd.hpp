#pragma once
// Extended Position Description: the four position fields of FEN, then
// operations such as `bm Nf3; id "BK.01";` (PGN standard, section 16.2).
// Reading checks the position, every move operand (read as SAN where it
// stands) and the clock operations; every failure is a value with a code,
// the byte offset to blame and a message. Writing gives text that reads
// back to the same record. Uses std::string and std::vector, so, like
// pgn.hpp, it is not part of shakki.hpp.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../base/enum_name.hpp"
#include "../base/expected.hpp"
#include "../core/movegen.hpp"
#include "../core/position.hpp"
#include "fen.hpp"
#include "language.hpp"
#include "san_read.hpp"
#include "san_write.hpp"

namespace shakki {

// Limits that keep hostile text to bounded work and memory. Real records
// are far below them: a few operations, each with a few operands.
inline constexpr std::size_t max_epd_record_bytes = 65536;
inline constexpr std::size_t max_epd_operations = 128;
inline constexpr std::size_t max_epd_operands = 256;  // in one operation (pv moves included)
inline constexpr std::size_t max_epd_opcode_length = 15;

enum class EpdOperandKind : std::uint8_t {
    token,   // unquoted text, kept as written
    string,  // quoted; `text` holds it without quotes or escapes
    move,    // SAN of bm, am, pm, sm and pv, read into `move`
};

constexpr std::string_view enum_name(EpdOperandKind v) {
    return detail::name_in(std::array<std::string_view, 3>{"token", "string", "move"}, v);
}

struct EpdOperand {
    EpdOperandKind kind = EpdOperandKind::token;
    std::string text;        // a move's SAN as written (to_epd writes canonical SAN instead)
    Move move{};             // move operands only
    SanWarnings warnings;    // move operands only: the liberties the lenient reader took
    std::size_t offset = 0;  // where the operand starts in the text read

    // Equal when they mean the same: the same move, or the same kind and
    // text. Where the text was, and how a move was spelled, do not count.
    friend bool operator==(const EpdOperand& a, const EpdOperand& b) {
        if (a.kind != b.kind) return false;
        return a.kind == EpdOperandKind::move ? a.move == b.move : a.text == b.text;
    }
};

inline EpdOperand epd_token(std::string text) { return {EpdOperandKind::token, std::move(text), {}, {}, 0}; }
inline EpdOperand epd_string(std::string text) { return {EpdOperandKind::string, std::move(text), {}, {}, 0}; }
inline EpdOperand epd_move(Move move) { return {EpdOperandKind::move, {}, move, {}, 0}; }

struct EpdOperation {
    std::string opcode;
    std::vector<EpdOperand> operands;
    std::size_t offset = 0;  // where the opcode starts in the text read

    friend bool operator==(const EpdOperation& a, const EpdOperation& b) {
        return a.opcode == b.opcode && a.operands == b.operands;
    }
};

struct EpdRecord {
    Position position = Position::start();
    std::vector<EpdOperation> operations;  // in the order written

    // The operation with `opcode`, or nullptr.
    const EpdOperation* find(std::string_view opcode) const {
        for (const EpdOperation& op : operations) {
            if (op.opcode == opcode) return &op;
        }
        return nullptr;
    }
    bool operator==(const EpdRecord&) const = default;
};

enum class EpdErrorCode : std::uint8_t {
    record_too_long,      // more than max_epd_record_bytes
    control_character,    // a control byte (tab aside), or a line break inside the record
    fen,                  // the four position fields; see `fen`
    invalid_opcode,       // not a letter then up to 14 letters, digits or underscores
    duplicate_opcode,     // an opcode appears at most once in a record
    too_many_operations,  // more than max_epd_operations
    too_many_operands,    // more than max_epd_operands in one operation
    unterminated_string,  // a quote that is never closed
    invalid_operand,      // a quote inside an unquoted operand, or text stuck to a string
    operand_count,        // hmvc, fmvn, pm, sm, id, c0-c9 take one operand; bm, am, pv at least one
    expected_move,        // a quoted string where a move goes
    invalid_move,         // not a legal move here; see `san`
    expected_string,      // id and c0-c9 take a quoted string
    invalid_halfmove_clock,
    invalid_fullmove_number,
};

constexpr std::string_view enum_name(EpdErrorCode v) {
    return detail::name_in(
        std::array<std::string_view, 15>{"record_too_long", "control_character", "fen", "invalid_opcode", "duplicate_opcode",
                                         "too_many_operations", "too_many_operands", "unterminated_string", "invalid_operand",
                                         "operand_count", "expected_move", "invalid_move", "expected_string",
                                         "invalid_halfmove_clock", "invalid_fullmove_number"},
        v);
}

struct EpdError {
    EpdErrorCode code = EpdErrorCode::fen;
    std::size_t offset = 0;  // byte in the text where the problem is
    std::string_view message;
    FenError fen{};                             // code == fen: the FEN error, its offset into the record
    SanError san;                               // code == invalid_move; its offset is into the operand
    std::size_t operand_offset = 0;             // code == invalid_move: where the operand starts
    Position san_position = Position::start();  // code == invalid_move: where the move was read
};

struct EpdReadOptions {
    const Language* language = &english;
    SanMode san_mode = SanMode::lenient;
    FenReadOptions fen{};  // standard chess or Chess960 (see chess960.md)
};

namespace detail {

constexpr std::string_view epd_message(EpdErrorCode code) {
    switch (code) {
        case EpdErrorCode::record_too_long:
            return "an EPD record is at most 65536 bytes";
        case EpdErrorCode::control_character:
            return "control character in an EPD record (one record per line)";
        case EpdErrorCode::fen:
            return "invalid position";
        case EpdErrorCode::invalid_opcode:
            return "an opcode is a letter and up to 14 letters, digits or underscores (EPD has 4 fields: the clocks are "
                   "hmvc and fmvn operations)";
        case EpdErrorCode::duplicate_opcode:
            return "an opcode appears at most once in a record";
        case EpdErrorCode::too_many_operations:
            return "more than 128 operations in one record";
        case EpdErrorCode::too_many_operands:
            return "more than 256 operands in one operation";
        case EpdErrorCode::unterminated_string:
            return "string not closed with \"";
        case EpdErrorCode::invalid_operand:
            return "an operand is a string in quotes or text without quotes, followed by a space or ;";
        case EpdErrorCode::operand_count:
            return "wrong number of operands: hmvc, fmvn, pm, sm, id and c0-c9 take one, bm, am and pv at least one";
        case EpdErrorCode::expected_move:
            return "a move is written without quotes";
        case EpdErrorCode::invalid_move:
            return "not a legal move";
        case EpdErrorCode::expected_string:
            return "id and c0-c9 take a string in quotes";
        case EpdErrorCode::invalid_halfmove_clock:
            return "hmvc (halfmove clock) must be a number from 0 to 65535";
        case EpdErrorCode::invalid_fullmove_number:
            return "fmvn (fullmove number) must be a number from 1 to 65535";
    }
    return "invalid EPD";
}

inline Unexpected<EpdError> epd_failure(EpdErrorCode code, std::size_t offset) {
    EpdError e;
    e.code = code;
    e.offset = offset;
    e.message = epd_message(code);
    return Unexpected<EpdError>{e};
}

// What the operands of an opcode are; both reading and writing follow it.
enum class EpdOperandRule : std::uint8_t { raw, moves, one_move, move_sequence, halfmove_clock, fullmove_number, one_string };

inline EpdOperandRule epd_operand_rule(std::string_view opcode) {
    if (opcode == "bm" || opcode == "am") return EpdOperandRule::moves;
    if (opcode == "pm" || opcode == "sm") return EpdOperandRule::one_move;
    if (opcode == "pv") return EpdOperandRule::move_sequence;
    if (opcode == "hmvc") return EpdOperandRule::halfmove_clock;
    if (opcode == "fmvn") return EpdOperandRule::fullmove_number;
    if (opcode == "id" || (opcode.size() == 2 && opcode[0] == 'c' && opcode[1] >= '0' && opcode[1] <= '9')) {
        return EpdOperandRule::one_string;
    }
    return EpdOperandRule::raw;
}

constexpr bool is_epd_blank(char c) { return c == ' ' || c == '\t'; }
constexpr bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr bool is_opcode_char(char c) { return is_ascii_letter(c) || (c >= '0' && c <= '9') || c == '_'; }
constexpr bool is_control(char c) {
    const auto byte = static_cast<unsigned char>(c);
    return (byte < 0x20 && c != '\t') || byte == 0x7F;
}

constexpr bool valid_opcode(std::string_view opcode) {
    if (opcode.empty() || opcode.size() > max_epd_opcode_length || !is_ascii_letter(opcode[0])) return false;
    for (const char c : opcode) {
        if (!is_opcode_char(c)) return false;
    }
    return true;
}

// Reads one operand at text[i] (not blank, not ';'); i ends after it.
inline std::optional<EpdError> read_epd_operand(std::string_view text, std::size_t& i, EpdOperand& operand) {
    operand.offset = i;
    if (text[i] == '"') {
        operand.kind = EpdOperandKind::string;
        std::size_t j = i + 1;
        for (;; ++j) {
            if (j >= text.size()) return epd_failure(EpdErrorCode::unterminated_string, i).error;
            if (text[j] == '"') break;
            // As in PGN strings, only \" and \\ are escapes; any other
            // backslash is kept as it stands.
            if (text[j] == '\\' && j + 1 < text.size() && (text[j + 1] == '"' || text[j + 1] == '\\')) ++j;
            operand.text += text[j];
        }
        i = j + 1;
        if (i < text.size() && !is_epd_blank(text[i]) && text[i] != ';') {
            return epd_failure(EpdErrorCode::invalid_operand, i).error;
        }
        return std::nullopt;
    }
    operand.kind = EpdOperandKind::token;
    std::size_t j = i;
    while (j < text.size() && !is_epd_blank(text[j]) && text[j] != ';') {
        if (text[j] == '"') return epd_failure(EpdErrorCode::invalid_operand, j).error;
        ++j;
    }
    operand.text = std::string{text.substr(i, j - i)};
    i = j;
    return std::nullopt;
}

// The digits of a clock, like FEN's: 1 to 5 digits, from `minimum` to 65535.
constexpr std::optional<std::uint16_t> epd_counter(const EpdOperand& operand, unsigned minimum) {
    if (operand.kind != EpdOperandKind::token) return std::nullopt;
    const auto value = parse_counter(operand.text, minimum);
    if (!value) return std::nullopt;
    return *value;
}

// Reads the move operands of `op` in `pos` (each in the position after the
// previous one for a sequence).
inline std::optional<EpdError> read_epd_moves(Position pos, EpdOperation& op, bool sequence, const EpdReadOptions& options) {
    const Language& language = options.language != nullptr ? *options.language : english;
    for (EpdOperand& operand : op.operands) {
        if (operand.kind != EpdOperandKind::token) return epd_failure(EpdErrorCode::expected_move, operand.offset).error;
        const auto read = parse_san(pos, operand.text, language, options.san_mode);
        if (!read) {
            EpdError e = epd_failure(EpdErrorCode::invalid_move, operand.offset + read.error().offset).error;
            e.message = read.error().message;
            e.san = read.error();
            e.operand_offset = operand.offset;
            e.san_position = pos;
            return e;
        }
        operand.kind = EpdOperandKind::move;
        operand.move = read->move;
        operand.warnings = read->warnings;
        if (sequence) pos = pos.play(read->move);
    }
    return std::nullopt;
}

// Checks the operands of a known opcode and reads its moves; the clocks
// go into `setup`.
inline std::optional<EpdError> apply_epd_rule(const Position& pos, EpdOperation& op, Setup& setup,
                                              const EpdReadOptions& options) {
    const EpdOperandRule rule = epd_operand_rule(op.opcode);
    if (rule == EpdOperandRule::raw) return std::nullopt;
    const std::size_t count = op.operands.size();
    const bool many = rule == EpdOperandRule::moves || rule == EpdOperandRule::move_sequence;
    if (count == 0 || (!many && count > 1)) {
        return epd_failure(EpdErrorCode::operand_count, count == 0 ? op.offset : op.operands[1].offset).error;
    }
    const EpdOperand& first = op.operands[0];
    switch (rule) {
        case EpdOperandRule::moves:
        case EpdOperandRule::one_move:
            return read_epd_moves(pos, op, false, options);
        case EpdOperandRule::move_sequence:
            return read_epd_moves(pos, op, true, options);
        case EpdOperandRule::halfmove_clock: {
            const auto clock = epd_counter(first, 0);
            if (!clock) return epd_failure(EpdErrorCode::invalid_halfmove_clock, first.offset).error;
            setup.halfmove_clock = *clock;
            return std::nullopt;
        }
        case EpdOperandRule::fullmove_number: {
            const auto number = epd_counter(first, 1);
            if (!number) return epd_failure(EpdErrorCode::invalid_fullmove_number, first.offset).error;
            setup.fullmove_number = *number;
            return std::nullopt;
        }
        case EpdOperandRule::one_string:
            if (first.kind != EpdOperandKind::string) return epd_failure(EpdErrorCode::expected_string, first.offset).error;
            return std::nullopt;
        case EpdOperandRule::raw:
            break;
    }
    return std::nullopt;
}

// Reads one operation at text[i] (not blank); i ends after its ';', or at
// the end of the text when the last ';' is missing.
inline std::optional<EpdError> read_epd_operation(std::string_view text, std::size_t& i, EpdOperation& op) {
    op.offset = i;
    std::size_t end = i;
    while (end < text.size() && is_opcode_char(text[end])) ++end;
    op.opcode = std::string{text.substr(i, end - i)};
    const bool ends_well = end == text.size() || is_epd_blank(text[end]) || text[end] == ';';
    if (!valid_opcode(op.opcode) || !ends_well) {
        return epd_failure(EpdErrorCode::invalid_opcode, ends_well || op.opcode.empty() ? i : end).error;
    }
    i = end;
    for (;;) {
        while (i < text.size() && is_epd_blank(text[i])) ++i;
        if (i == text.size()) return std::nullopt;
        if (text[i] == ';') {
            ++i;
            return std::nullopt;
        }
        if (op.operands.size() == max_epd_operands) return epd_failure(EpdErrorCode::too_many_operands, i).error;
        EpdOperand operand;
        if (auto e = read_epd_operand(text, i, operand)) return e;
        op.operands.push_back(std::move(operand));
    }
}

}  // namespace detail

// Reads one EPD record: four fields, then operations, each ended by ';'
// (the last one may go without it at the end of the text). Line breaks at
// the end are ignored. See docs/notation.md for what is checked.
inline Expected<EpdRecord, EpdError> parse_epd(std::string_view text, const EpdReadOptions& options = {}) {
    using detail::epd_failure;
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
    if (text.size() > max_epd_record_bytes) return epd_failure(EpdErrorCode::record_too_long, max_epd_record_bytes);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (detail::is_control(text[i])) return epd_failure(EpdErrorCode::control_character, i);
    }

    // The four fields end where the fourth one does.
    std::size_t fields_end = 0;
    for (int field = 0; field < 4 && fields_end < text.size(); ++field) {
        while (fields_end < text.size() && detail::is_epd_blank(text[fields_end])) ++fields_end;
        while (fields_end < text.size() && !detail::is_epd_blank(text[fields_end])) ++fields_end;
    }
    const auto fen = parse_fen(text.substr(0, fields_end), options.fen);
    if (!fen) {
        auto failure = epd_failure(EpdErrorCode::fen, fen.error().offset);
        failure.error.fen = fen.error();
        failure.error.message = fen.error().code == FenErrorCode::field_count
                                    ? "an EPD record starts with 4 fields: placement, side to move, castling, en passant"
                                    : fen.error().message;
        return failure;
    }

    EpdRecord record{*fen, {}};
    Setup setup = fen->to_setup();
    std::size_t i = fields_end;
    for (;;) {
        while (i < text.size() && detail::is_epd_blank(text[i])) ++i;
        if (i == text.size()) break;
        if (record.operations.size() == max_epd_operations) return epd_failure(EpdErrorCode::too_many_operations, i);
        EpdOperation op;
        if (auto e = detail::read_epd_operation(text, i, op)) return Unexpected{*e};
        if (record.find(op.opcode) != nullptr) return epd_failure(EpdErrorCode::duplicate_opcode, op.offset);
        if (auto e = detail::apply_epd_rule(*fen, op, setup, options)) return Unexpected{*e};
        record.operations.push_back(std::move(op));
    }

    // Only the clocks changed; were they to make the position illegal, the
    // first clock operation is to blame.
    const auto with_clocks = Position::from_setup(setup);
    if (!with_clocks) {
        const EpdOperation* clock = record.find("hmvc") != nullptr ? record.find("hmvc") : record.find("fmvn");
        auto failure = epd_failure(EpdErrorCode::fen, clock != nullptr ? clock->offset : 0);
        failure.error.fen = detail::fen_error(with_clocks.error(), failure.error.offset);
        failure.error.message = failure.error.fen.message;
        return failure;
    }
    record.position = *with_clocks;
    return record;
}

enum class EpdWriteErrorCode : std::uint8_t {
    invalid_opcode,       // not a letter then up to 14 letters, digits or underscores
    duplicate_opcode,     // the same opcode twice
    too_many_operations,  // more than max_epd_operations, or than max_epd_operands in one
    invalid_token,        // empty, or with a blank, quote, ';' or control byte
    invalid_string,       // a control byte (tab aside)
    wrong_operands,       // not what the opcode takes (see parse_epd), or a move where none goes
    illegal_move,         // a move operand that is not legal where it stands
    clock_mismatch,       // hmvc or fmvn differs from the position's clock
    record_too_long,      // the text would pass max_epd_record_bytes
};

constexpr std::string_view enum_name(EpdWriteErrorCode v) {
    return detail::name_in(
        std::array<std::string_view, 9>{"invalid_opcode", "duplicate_opcode", "too_many_operations", "invalid_token",
                                        "invalid_string", "wrong_operands", "illegal_move", "clock_mismatch", "record_too_long"},
        v);
}

struct EpdWriteError {
    EpdWriteErrorCode code = EpdWriteErrorCode::invalid_opcode;
    std::size_t operation = 0;  // index in the operations
    std::size_t operand = 0;    // index in its operands, when one is to blame
    std::string_view message;
};

struct EpdWriteOptions {
    const Language* language = &english;  // for the moves' SAN
    CastlingStyle castling = CastlingStyle::x_fen;
};

namespace detail {

constexpr std::string_view epd_write_message(EpdWriteErrorCode code) {
    switch (code) {
        case EpdWriteErrorCode::invalid_opcode:
            return "an opcode is a letter and up to 14 letters, digits or underscores";
        case EpdWriteErrorCode::duplicate_opcode:
            return "an opcode appears at most once in a record";
        case EpdWriteErrorCode::too_many_operations:
            return "more than 128 operations, or more than 256 operands in one";
        case EpdWriteErrorCode::invalid_token:
            return "an unquoted operand is not empty and has no space, tab, quote, ';' or control character";
        case EpdWriteErrorCode::invalid_string:
            return "a string has no control character but tab";
        case EpdWriteErrorCode::wrong_operands:
            return "not the operands this opcode takes (moves for bm, am, pm, sm and pv only)";
        case EpdWriteErrorCode::illegal_move:
            return "a move that is not legal where it stands";
        case EpdWriteErrorCode::clock_mismatch:
            return "hmvc or fmvn differs from the position's clock";
        case EpdWriteErrorCode::record_too_long:
            return "the record would be longer than 65536 bytes";
    }
    return "cannot write EPD";
}

inline Unexpected<EpdWriteError> epd_write_failure(EpdWriteErrorCode code, std::size_t operation, std::size_t operand = 0) {
    return Unexpected<EpdWriteError>{EpdWriteError{code, operation, operand, epd_write_message(code)}};
}

inline bool valid_epd_token(std::string_view text) {
    if (text.empty()) return false;
    for (const char c : text) {
        if (is_epd_blank(c) || c == '"' || c == ';' || is_control(c)) return false;
    }
    return true;
}

inline void append_epd_string(std::string& out, std::string_view text) {
    out += '"';
    for (const char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    out += '"';
}

// SAN as one operand: a suffix the language writes after a space (Finnish
// " e.p.") is joined to the move, which the lenient reader accepts.
inline void append_epd_move(std::string& out, const Position& pos, Move move, const Language& language) {
    const SanString san = to_san(pos, move, language);
    for (const char c : san.view()) {
        if (c != ' ') out += c;
    }
}

// Whether the operands fit the opcode's rule; the moves are checked apart.
inline bool epd_operands_fit(EpdOperandRule rule, const std::vector<EpdOperand>& operands) {
    const std::size_t count = operands.size();
    const bool moves = rule == EpdOperandRule::moves || rule == EpdOperandRule::one_move || rule == EpdOperandRule::move_sequence;
    const bool many = rule == EpdOperandRule::moves || rule == EpdOperandRule::move_sequence || rule == EpdOperandRule::raw;
    if ((rule != EpdOperandRule::raw && count == 0) || (!many && count > 1)) return false;
    for (const EpdOperand& operand : operands) {
        if ((operand.kind == EpdOperandKind::move) != moves) return false;
        if (rule == EpdOperandRule::one_string && operand.kind != EpdOperandKind::string) return false;
        if ((rule == EpdOperandRule::halfmove_clock || rule == EpdOperandRule::fullmove_number) &&
            operand.kind != EpdOperandKind::token) {
            return false;
        }
    }
    return true;
}

inline std::optional<EpdWriteError> append_epd_operation(std::string& out, const Position& pos, const EpdOperation& op,
                                                         std::size_t index, const Language& language) {
    const EpdOperandRule rule = epd_operand_rule(op.opcode);
    if (!valid_opcode(op.opcode)) return epd_write_failure(EpdWriteErrorCode::invalid_opcode, index).error;
    if (op.operands.size() > max_epd_operands) return epd_write_failure(EpdWriteErrorCode::too_many_operations, index).error;
    if (!epd_operands_fit(rule, op.operands)) return epd_write_failure(EpdWriteErrorCode::wrong_operands, index).error;
    if (rule == EpdOperandRule::halfmove_clock || rule == EpdOperandRule::fullmove_number) {
        const bool halfmove = rule == EpdOperandRule::halfmove_clock;
        const auto value = epd_counter(op.operands[0], halfmove ? 0 : 1);
        if (!value) return epd_write_failure(EpdWriteErrorCode::wrong_operands, index, 0).error;
        if (*value != (halfmove ? pos.halfmove_clock() : pos.fullmove_number())) {
            return epd_write_failure(EpdWriteErrorCode::clock_mismatch, index, 0).error;
        }
    }
    out += op.opcode;
    Position at = pos;
    for (std::size_t k = 0; k < op.operands.size(); ++k) {
        const EpdOperand& operand = op.operands[k];
        out += ' ';
        switch (operand.kind) {
            case EpdOperandKind::token:
                if (!valid_epd_token(operand.text)) return epd_write_failure(EpdWriteErrorCode::invalid_token, index, k).error;
                out += operand.text;
                break;
            case EpdOperandKind::string:
                for (const char c : operand.text) {
                    if (is_control(c)) return epd_write_failure(EpdWriteErrorCode::invalid_string, index, k).error;
                }
                append_epd_string(out, operand.text);
                break;
            case EpdOperandKind::move:
                if (!is_legal(at, operand.move)) return epd_write_failure(EpdWriteErrorCode::illegal_move, index, k).error;
                append_epd_move(out, at, operand.move, language);
                if (rule == EpdOperandRule::move_sequence) at = at.play(operand.move);
                break;
        }
    }
    out += ';';
    return std::nullopt;
}

}  // namespace detail

// The record as EPD text: the four fields, then each operation as
// `opcode operand...;`, separated by spaces; strings quoted and escaped,
// moves in canonical SAN. The position's clocks go in hmvc and fmvn
// operations, added at the end when they are not the defaults 0 and 1 and
// `operations` has none. Refused with an error for anything parse_epd
// would not read back as the same record.
inline Expected<std::string, EpdWriteError> to_epd(const Position& pos, const std::vector<EpdOperation>& operations,
                                                   const EpdWriteOptions& options = {}) {
    using detail::epd_write_failure;
    const Language& language = options.language != nullptr ? *options.language : english;
    if (operations.size() > max_epd_operations) {
        return epd_write_failure(EpdWriteErrorCode::too_many_operations, max_epd_operations);
    }
    const FenString fen = to_fen(pos, {EnPassantStyle::as_recorded, options.castling});
    const std::string_view fields = fen.view();
    std::size_t spaces = 0;
    std::size_t end = 0;
    while (end < fields.size() && !(fields[end] == ' ' && ++spaces == 4)) ++end;
    std::string out{fields.substr(0, end)};

    bool has_halfmove = false;
    bool has_fullmove = false;
    for (std::size_t index = 0; index < operations.size(); ++index) {
        const EpdOperation& op = operations[index];
        for (std::size_t earlier = 0; earlier < index; ++earlier) {
            if (operations[earlier].opcode == op.opcode) return epd_write_failure(EpdWriteErrorCode::duplicate_opcode, index);
        }
        has_halfmove = has_halfmove || op.opcode == "hmvc";
        has_fullmove = has_fullmove || op.opcode == "fmvn";
        out += ' ';
        if (auto e = detail::append_epd_operation(out, pos, op, index, language)) return Unexpected{*e};
        if (out.size() > max_epd_record_bytes) return epd_write_failure(EpdWriteErrorCode::record_too_long, index);
    }
    const std::size_t added = (!has_halfmove && pos.halfmove_clock() != 0) + (!has_fullmove && pos.fullmove_number() != 1);
    if (operations.size() + added > max_epd_operations) {
        return epd_write_failure(EpdWriteErrorCode::too_many_operations, operations.size());
    }
    if (!has_halfmove && pos.halfmove_clock() != 0) out += " hmvc " + std::to_string(pos.halfmove_clock()) + ";";
    if (!has_fullmove && pos.fullmove_number() != 1) out += " fmvn " + std::to_string(pos.fullmove_number()) + ";";
    if (out.size() > max_epd_record_bytes) return epd_write_failure(EpdWriteErrorCode::record_too_long, operations.size());
    return out;
}

inline Expected<std::string, EpdWriteError> to_epd(const EpdRecord& record, const EpdWriteOptions& options = {}) {
    return to_epd(record.position, record.operations, options);
}

}  // namespace shakki
