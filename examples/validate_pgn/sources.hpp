#pragma once
// Where the bytes come from: a file that tells its read errors, and a
// stream that may be compressed with zstd or gzip (read as it
// decompresses when built with libzstd and zlib, refused by name without).

#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <string>
#include <utility>

#include "shakki/pgn/split.hpp"
#ifdef SHAKKI_WITH_COMPRESSION
#include "shakki/pgn/compressed.hpp"
#endif

namespace validate_pgn {

// FileSource cannot tell a read error from the end of the file (fread
// returns less for both), and the splitter takes it for the end. This one
// keeps the first error for the caller.
class CheckedFileSource {
public:
    CheckedFileSource(std::FILE* file, int& error) : file_(file), error_(&error) {}
    std::size_t read(char* buffer, std::size_t n) {
        errno = 0;
        const std::size_t count = std::fread(buffer, 1, n, file_);
        if (count < n && std::ferror(file_) != 0 && *error_ == 0) *error_ = errno != 0 ? errno : EIO;
        return count;
    }

private:
    std::FILE* file_;
    int* error_;
};

#ifdef SHAKKI_WITH_COMPRESSION
template <class Inner>
using InputSource = shakki::AutoDecompressSource<Inner>;
#else
// Built without libzstd and zlib: a compressed stream is named as such and
// refused, rather than read as PGN full of junk.
template <class Inner>
class InputSource {
public:
    explicit InputSource(Inner inner) : source_(std::move(inner)) {}
    std::size_t read(char* buffer, std::size_t n) {
        if (!looked_) {
            looked_ = true;
            if (shakki::detect_compression(source_.peek()) != shakki::Compression::none) {
                error_ =
                    "compressed input, but validate_pgn was built without zstd support: install libzstd-dev and "
                    "zlib1g-dev, then build again";
            }
        }
        return error_.empty() ? source_.read(buffer, n) : 0;
    }
    const std::string& error() const { return error_; }

private:
    shakki::PrefixedSource<Inner> source_;
    bool looked_ = false;
    std::string error_;
};
#endif

// A file or standard input read as it comes, perhaps compressed; error()
// tells of a decompressor's (or this build's) refusal.
using StreamInput = InputSource<CheckedFileSource>;

}  // namespace validate_pgn
