// combine_summaries: adds up the summaries of several `validate_pgn
// --format jsonl` runs, such as one run per file started by GNU parallel,
// into one summary for them all.
//
//   combine_summaries [--summary-only] [FILE...]     (standard input without FILE)
//
// The lines of the games pass through unchanged (none with
// --summary-only); each summary line ({"summary":true,...}) is added up,
// and one summary of the same form ends the output. A run's "begin" and
// "end" (from --from-offset and --to-offset) are not carried over: the
// combined summary covers several ranges, and its "files" counts each
// range's run (a file cut in four counts four times). Exits 2 when a summary line is
// malformed or names unreadable files, or when no summary was found (a
// run that died before its end prints none); else 1 when a game is
// invalid; else 0. So
//
//   parallel --will-cite validate_pgn --format jsonl ::: *.pgn.zst | combine_summaries
//
// gives the totals of `validate_pgn --format jsonl *.pgn.zst`.

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"

namespace {

constexpr std::string_view usage_line = "usage: combine_summaries [--summary-only] [FILE...]  (standard input without FILE)";

struct Summary {
    std::uint64_t files = 0;
    std::uint64_t games = 0;
    std::uint64_t valid = 0;
    std::uint64_t invalid = 0;
    std::uint64_t plies = 0;
    std::uint64_t warnings = 0;
    std::vector<std::string> unreadable_files;  // as JSON strings, quotes and escapes kept
};

// Reads the fields of one summary line, written by validate_pgn: a flat
// object of numbers, `true` and one array of strings. Returns what is
// wrong, or nothing.
class SummaryReader {
public:
    explicit SummaryReader(std::string_view line) : text_(line) {}

    std::optional<std::string> read_into(Summary& total) {
        Summary one;
        if (!take('{')) return "expected {";
        while (true) {
            std::string_view name;
            if (!string_token(name)) return "expected a field name";
            if (!take(':')) return "expected : after a field name";
            if (name == "\"summary\"") {
                if (!word("true")) return "\"summary\" must be true";
            } else if (name == "\"unreadable_files\"") {
                if (!string_array(one.unreadable_files)) return "\"unreadable_files\" must be an array of strings";
            } else if (std::uint64_t* field = number_field(one, name)) {
                if (!number(*field)) return "expected a whole number for " + std::string{name};
            } else if (name == "\"begin\"" || name == "\"end\"") {
                std::uint64_t ignored = 0;
                if (!number(ignored)) return "expected a whole number for " + std::string{name};
            } else {
                return "unknown field " + std::string{name};
            }
            if (take('}')) break;
            if (!take(',')) return "expected , or }";
        }
        skip_blanks();
        if (at_ != text_.size()) return "text after the summary";
        if (one.valid + one.invalid != one.games) return "valid and invalid do not add up to games";
        total.files += one.files;
        total.games += one.games;
        total.valid += one.valid;
        total.invalid += one.invalid;
        total.plies += one.plies;
        total.warnings += one.warnings;
        for (std::string& name : one.unreadable_files) total.unreadable_files.push_back(std::move(name));
        return std::nullopt;
    }

private:
    static std::uint64_t* number_field(Summary& s, std::string_view name) {
        if (name == "\"files\"") return &s.files;
        if (name == "\"games\"") return &s.games;
        if (name == "\"valid\"") return &s.valid;
        if (name == "\"invalid\"") return &s.invalid;
        if (name == "\"plies\"") return &s.plies;
        if (name == "\"warnings\"") return &s.warnings;
        return nullptr;
    }

    void skip_blanks() {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\r')) ++at_;
    }
    bool take(char c) {
        skip_blanks();
        if (at_ == text_.size() || text_[at_] != c) return false;
        ++at_;
        return true;
    }
    bool word(std::string_view w) {
        skip_blanks();
        if (text_.substr(at_, w.size()) != w) return false;
        at_ += w.size();
        return true;
    }
    // A JSON string, kept as written (quotes and escapes included).
    bool string_token(std::string_view& out) {
        skip_blanks();
        if (at_ == text_.size() || text_[at_] != '"') return false;
        const std::size_t begin = at_++;
        while (at_ < text_.size() && text_[at_] != '"') {
            if (static_cast<unsigned char>(text_[at_]) < 0x20) return false;
            at_ += text_[at_] == '\\' ? 2 : 1;
        }
        if (at_ >= text_.size()) return false;
        ++at_;
        out = text_.substr(begin, at_ - begin);
        return true;
    }
    bool string_array(std::vector<std::string>& out) {
        if (!take('[')) return false;
        if (take(']')) return true;
        while (true) {
            std::string_view item;
            if (!string_token(item)) return false;
            out.emplace_back(item);
            if (take(']')) return true;
            if (!take(',')) return false;
        }
    }
    bool number(std::uint64_t& out) {
        skip_blanks();
        const std::size_t begin = at_;
        std::uint64_t value = 0;
        while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') {
            const auto digit = static_cast<std::uint64_t>(text_[at_] - '0');
            if (value > (UINT64_MAX - digit) / 10) return false;  // would overflow
            value = value * 10 + digit;
            ++at_;
        }
        out = value;
        return at_ > begin;
    }

    std::string_view text_;
    std::size_t at_ = 0;
};

bool is_summary_line(std::string_view line) { return line.starts_with("{\"summary\":"); }

void print_summary(const Summary& s) {
    std::printf(
        "{\"summary\":true,\"files\":%llu,\"games\":%llu,\"valid\":%llu,\"invalid\":%llu,\"plies\":%llu,\"warnings\":%llu,"
        "\"unreadable_files\":[",
        static_cast<unsigned long long>(s.files), static_cast<unsigned long long>(s.games),
        static_cast<unsigned long long>(s.valid), static_cast<unsigned long long>(s.invalid),
        static_cast<unsigned long long>(s.plies), static_cast<unsigned long long>(s.warnings));
    for (std::size_t i = 0; i < s.unreadable_files.size(); ++i) {
        if (i > 0) std::fputc(',', stdout);
        std::fwrite(s.unreadable_files[i].data(), 1, s.unreadable_files[i].size(), stdout);
    }
    std::printf("]}\n");
}

// Passes a stream's game lines on and adds up its summaries; false (with a
// message) on a malformed summary.
bool combine(std::FILE* in, std::string_view name, bool summary_only, Summary& total, std::size_t& summaries) {
    std::string line;
    std::size_t number = 0;
    for (int c = 0; c != EOF;) {
        line.clear();
        while ((c = std::fgetc(in)) != EOF && c != '\n') line += static_cast<char>(c);
        if (c == EOF && line.empty()) break;
        ++number;
        if (!is_summary_line(line)) {
            if (!summary_only) {
                line += '\n';
                std::fwrite(line.data(), 1, line.size(), stdout);
            }
            continue;
        }
        if (const auto problem = SummaryReader{line}.read_into(total)) {
            cli::print_line(stderr, "combine_summaries: " + std::string{name} + ":" + std::to_string(number) +
                                        ": malformed summary: " + *problem);
            return false;
        }
        ++summaries;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    cli::Arguments args{"combine_summaries", usage_line, argc, argv};
    bool summary_only = false;
    std::vector<std::string> files;
    for (std::string_view arg; args.next(arg);) {
        if (arg == "--summary-only") {
            summary_only = true;
        } else if (arg == "-" || !arg.starts_with("-")) {
            files.emplace_back(arg);
        } else {
            return args.unexpected(arg);
        }
    }
    if (files.empty()) files.emplace_back("-");

    Summary total;
    std::size_t summaries = 0;
    bool well_formed = true;
    for (const std::string& file : files) {
        std::FILE* in = file == "-" ? stdin : std::fopen(file.c_str(), "rb");
        if (in == nullptr) {
            cli::print_line(stderr, "combine_summaries: cannot open " + cli::quoted(file));
            well_formed = false;
            continue;
        }
        if (!combine(in, file, summary_only, total, summaries)) well_formed = false;
        if (in != stdin) std::fclose(in);
    }
    if (summaries == 0) {
        cli::print_line(stderr, "combine_summaries: no summary line found (a run ended before printing its own?)");
        well_formed = false;
    }
    print_summary(total);
    if (!well_formed || !total.unreadable_files.empty()) return 2;
    return total.invalid > 0 ? 1 : 0;
}
