#pragma once
// Damage in a FEN tag that other readers read past, read past the same way
// when the reading is not strict: a fullmove number 0 (puzzle exports
// write it; read as 1), and castling rights the position cannot have (an
// export that kept them after the king or rook moved; dropped).

#include <optional>
#include <string>
#include <string_view>

#include "../../notation/fen.hpp"

namespace shakki::detail {

struct RepairedFen {
    std::string fen;
    std::string what;  // for the warning: what was repaired
};

// The FEN with `castling` and `fullmove` in place of its own fields.
inline std::string fen_with(const FenFields& fields, std::size_t count, std::string_view castling, std::string_view fullmove) {
    std::string out;
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0) out += ' ';
        out += i == 2 ? castling : i == 5 ? fullmove : fields[i].text;
    }
    return out;
}

// Nothing when the FEN has neither kind of damage, or is still no legal
// position once repaired (its own error is then the one to report).
inline std::optional<RepairedFen> repair_fen_tag(std::string_view fen, FenReadOptions options) {
    FenFields fields{};
    const std::size_t count = split_fields(fen, fields);
    if (count != 4 && count != 6) return std::nullopt;
    const bool fullmove_zero = count == 6 && fields[5].text == "0";
    const std::string_view fullmove = fullmove_zero ? "1" : fields[5].text;  // unused with 4 fields
    std::string what = fullmove_zero ? "fullmove number 0 read as 1" : "";

    // Each right stands or falls alone: its king and its rook at home.
    std::string castling;
    std::string dropped;
    if (fields[2].text != "-") {
        for (const char right : fields[2].text) {
            const auto alone = parse_fen(fen_with(fields, count, std::string_view{&right, 1}, fullmove), options);
            const bool impossible = !alone && alone.error().code == FenErrorCode::illegal_position &&
                                    alone.error().setup.code == SetupErrorCode::invalid_castling;
            (impossible ? dropped : castling) += right;
        }
    }
    if (!dropped.empty()) {
        if (!what.empty()) what += "; ";
        what += "castling rights " + dropped + " dropped: their king or rook is not at home";
    }
    if (what.empty()) return std::nullopt;
    std::string repaired = fen_with(fields, count, castling.empty() ? "-" : castling, fullmove);
    if (!parse_fen(repaired, options)) return std::nullopt;
    return RepairedFen{std::move(repaired), std::move(what)};
}

}  // namespace shakki::detail
