// Agreement with an independent implementation: games generated with the
// npm package chessops (tools/oracle), checked ply by ply.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "support.hpp"

using namespace shakki;

namespace {

// The string value of `"key":"..."` at or after `from`; empty if absent
// before the next ply object.
std::string field(const std::string& line, const std::string& key, std::size_t from, std::size_t until) {
    const std::string marker = "\"" + key + "\":\"";
    const std::size_t at = line.find(marker, from);
    if (at == std::string::npos || at >= until) return {};
    const std::size_t begin = at + marker.size();
    return line.substr(begin, line.find('"', begin) - begin);
}

struct OraclePly {
    std::string fen;
    std::string uci;
    std::string san;
    std::string moves;  // "uci:san uci:san ...", sorted by UCI; only in some games
};

std::vector<std::vector<OraclePly>> oracle_games() {
    std::vector<std::vector<OraclePly>> games;
    for (const std::string& line : test_support::read_lines("oracle_games.jsonl")) {
        std::vector<OraclePly> plies;
        std::size_t at = line.find("{\"fen\":");
        while (at != std::string::npos) {
            const std::size_t next = line.find("{\"fen\":", at + 1);
            const std::size_t until = next == std::string::npos ? line.size() : next;
            plies.push_back({field(line, "fen", at, until), field(line, "uci", at, until), field(line, "san", at, until),
                             field(line, "moves", at, until)});
            at = next;
        }
        games.push_back(plies);
    }
    return games;
}

std::string our_move_table(const Position& pos) {
    std::vector<std::string> entries;
    for (const Move m : legal_moves(pos)) {
        entries.push_back(std::string{to_uci(m).view()} + ":" + std::string{to_san(pos, m).view()});
    }
    std::sort(entries.begin(), entries.end());
    std::string table;
    for (const std::string& e : entries) table += (table.empty() ? "" : " ") + e;
    return table;
}

}  // namespace

TEST_CASE("chessops games: same FEN, UCI, SAN and legal moves on every ply") {
    const auto games = oracle_games();
    REQUIRE(games.size() >= 100);
    std::size_t plies = 0;
    std::size_t tables = 0;
    for (const auto& game : games) {
        Position pos = Position::start();
        for (const OraclePly& ply : game) {
            CAPTURE(ply.fen);
            REQUIRE(std::string{to_fen(pos, {EnPassantStyle::legal_only}).view()} == ply.fen);
            const auto move = parse_uci(pos, ply.uci);
            REQUIRE(move.has_value());
            CHECK(std::string{to_uci(*move).view()} == ply.uci);
            CHECK(std::string{to_san(pos, *move).view()} == ply.san);
            const auto read = parse_san(pos, ply.san);
            REQUIRE(read.has_value());
            CHECK(read->move == *move);
            if (!ply.moves.empty()) {
                CHECK(our_move_table(pos) == ply.moves);
                ++tables;
            }
            pos = pos.play(*move);
            ++plies;
        }
    }
    CHECK(plies > 20000);
    CHECK(tables > 5000);
    const std::string note = std::to_string(plies) + " plies, " + std::to_string(tables) + " full legal-move tables compared";
    MESSAGE(note);
}
