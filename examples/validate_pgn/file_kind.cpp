#include "file_kind.hpp"

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <system_error>

#include "shakki/pgn/split.hpp"

namespace validate_pgn {

std::optional<std::size_t> regular_file_size(const std::string& name) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(name, error)) return std::nullopt;
    const std::uintmax_t size = std::filesystem::file_size(name, error);
    if (error) return std::nullopt;
    return static_cast<std::size_t>(size);
}

bool file_is_compressed(const std::string& name) {
    std::FILE* file = std::fopen(name.c_str(), "rb");
    if (file == nullptr) return false;
    char first[4];
    const std::size_t got = std::fread(first, 1, sizeof first, file);
    std::fclose(file);
    return shakki::detect_compression({first, got}) != shakki::Compression::none;
}

}  // namespace validate_pgn
