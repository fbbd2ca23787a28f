#pragma once
// Printing a game's record: as lines of text, one per problem
// (text_output.cpp), or as one JSON object (jsonl_output.cpp).

#include <cstddef>
#include <string_view>

#include "game_record.hpp"
#include "settings.hpp"

namespace validate_pgn {

// Adds the start of the part of the file that a record was read in to
// what counted from there, as the output needs.
struct Place {
    std::size_t games_before = 0;
    std::size_t lines_before = 0;
    std::size_t offset_before = 0;  // byte of the file where the part starts
};

// "FILE:LINE:COL: game N (White - Black), move M: reason" for each problem,
// made printable.
void print_text(std::string_view file, const GameRecord& record, const Place& place);

// {"file":...,"game":...,"offset":...,"white":...,"black":...,"result":...,
// "plies":...,"valid":...,"warnings":[...]} and the error's fields, if any.
void print_jsonl(std::string_view file, const GameRecord& record, const Place& place);

inline void print(std::string_view file, const GameRecord& record, const Place& place, const Settings& settings) {
    if (settings.format == Format::jsonl)
        print_jsonl(file, record, place);
    else
        print_text(file, record, place);
}

}  // namespace validate_pgn
