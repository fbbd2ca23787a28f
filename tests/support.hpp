#pragma once
// Shared by the tests: reading data files, a seeded random source and
// random legal games.

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "shakki/core/move_facts.hpp"
#include "shakki/pgn/split.hpp"
#include "shakki/pgn/validate.hpp"
#include "shakki/shakki.hpp"

namespace test_support {

// A PGN text cut into `parts` where pgn_game_start says games start, as
// validate_pgn --jobs cuts a file, and each part split on its own.
struct PartsRead {
    std::vector<std::size_t> cuts;    // where each part starts, then the text's size
    std::vector<std::string> chunks;  // every part's games, in order
    std::size_t lines = 0;            // lines the parts' splitters read
};

inline PartsRead read_in_parts(const std::string& text, std::size_t parts) {
    PartsRead read;
    std::istringstream stream{text};
    read.cuts.push_back(0);
    for (std::size_t j = 1; j < parts; ++j) {
        read.cuts.push_back(std::max(read.cuts.back(), shakki::pgn_game_start(stream, text.size() / parts * j, text.size())));
    }
    read.cuts.push_back(text.size());
    for (std::size_t j = 0; j < parts; ++j) {
        std::istringstream part{text};
        part.seekg(static_cast<std::streamoff>(read.cuts[j]));
        using Source = shakki::LimitedSource<shakki::StreamSource<std::istringstream>>;
        shakki::PgnSplitter<Source> splitter{
            Source{shakki::StreamSource<std::istringstream>{part}, read.cuts[j + 1] - read.cuts[j]}};
        for (shakki::PgnChunk chunk; splitter.next(chunk);) read.chunks.push_back(chunk.text);
        read.lines += splitter.lines_read();
    }
    return read;
}

inline std::string data_path(const std::string& name) { return std::string{SHAKKI_TEST_DATA} + "/" + name; }

// The whole file, bytes as they are.
inline std::string file_text(const std::string& name) {
    std::ifstream in{data_path(name), std::ios::binary};
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The fields of a line cut at every `separator`.
inline std::vector<std::string> split(const std::string& line, char separator) {
    std::vector<std::string> fields;
    std::stringstream in{line};
    for (std::string field; std::getline(in, field, separator);) fields.push_back(field);
    return fields;
}

inline std::vector<std::string> read_lines(const std::string& name) {
    std::ifstream in{data_path(name)};
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!line.empty()) lines.push_back(line);
    }
    return lines;
}

// A Chess960 position from FEN that the test itself wrote.
inline shakki::Position position960(const char* fen) {
    const auto pos = shakki::parse_fen(fen, {shakki::CastlingMode::chess960, false});
    REQUIRE_MESSAGE(pos.has_value(), fen);
    return *pos;
}

// A position from FEN that the test itself wrote; failing to parse fails the test.
inline shakki::Position position(const char* fen) {
    const auto pos = shakki::parse_fen(fen);
    REQUIRE_MESSAGE(pos.has_value(), fen);
    return *pos;
}

// One line of an EPD perft suite: "FEN ;D1 20 ;D2 400".
struct PerftCase {
    std::string fen;
    std::vector<std::pair<int, std::uint64_t>> depths;
};

inline PerftCase parse_perft_line(const std::string& line) {
    PerftCase c;
    std::size_t pos = line.find(';');
    c.fen = line.substr(0, pos);
    while (!c.fen.empty() && c.fen.back() == ' ') c.fen.pop_back();
    while (pos != std::string::npos) {
        const std::size_t next = line.find(';', pos + 1);
        const std::string field = line.substr(pos + 1, next == std::string::npos ? std::string::npos : next - pos - 1);
        c.depths.emplace_back(std::stoi(field.substr(1)), std::stoull(field.substr(field.find(' ') + 1)));
        pos = next;
    }
    return c;
}

// SplitMix64: small, seeded, the same on every platform.
struct Random {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
};

// Plays random legal games from the start position and calls
// visit(position_before, move) for every ply.
template <class Visit>
void random_plies(std::uint64_t seed, int games, int max_plies, Visit&& visit) {
    Random random{seed};
    for (int g = 0; g < games; ++g) {
        shakki::Position pos = shakki::Position::start();
        for (int ply = 0; ply < max_plies; ++ply) {
            const shakki::MoveList moves = shakki::legal_moves(pos);
            if (moves.empty()) break;
            const shakki::Move move = moves[random.below(moves.size())];
            visit(pos, move);
            pos = pos.play(move);
        }
    }
}

}  // namespace test_support
