#pragma once
// Sources for PgnSplitter (see pgn/split.hpp) that decompress zstd and gzip
// as they read, in constant memory. Optional: the rest of shakki needs no
// library, but a program that includes this header links libzstd and zlib
// (-lzstd -lz).
//
//   ZstdSource<Inner>        zstd frames, concatenated ones and skippable ones
//   GzipSource<Inner>        gzip members, concatenated ones too (cat a.gz b.gz)
//   AutoDecompressSource<Inner>  looks at the first bytes: zstd, gzip, or plain
//                            text passed through unchanged
// pgn/split.hpp has detect_compression and PrefixedSource, which need no
// library, and SourceReference, to ask a source for its error() after a
// splitter read it.
//
// Damaged input is never undefined behaviour: a truncated stream, a corrupt
// frame, a bad checksum or bytes after the last frame that start no other
// make read() return 0, and error() then holds a message that names the
// byte of the compressed input where it was found. Bytes decompressed
// before the damage are delivered first; error() is set only once read()
// has returned 0 for it, so a reader sees every byte that came out whole.
// Empty input is an empty stream, not an error.

#include <climits>
#include <cstddef>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "split.hpp"  // Compression, detect_compression, PrefixedSource, SourceReference

#include <zlib.h>
#include <zstd.h>
#include <zstd_errors.h>

namespace shakki {

// A window larger than 2^27 bytes (128 MiB) is refused rather than
// allocated: zstd's own default limit for decoding, what `zstd -19` stays
// within, and a bound on what hostile input can make the reader hold.
inline constexpr int zstd_window_log_max = 27;

namespace detail {

inline std::string compressed_error(std::string_view format, std::string_view what, std::size_t offset) {
    std::string message{format};
    message += ": ";
    message += what;
    message += " at compressed byte ";
    message += std::to_string(offset);
    return message;
}

inline constexpr std::size_t compressed_buffer_size = std::size_t{1} << 16;

}  // namespace detail

template <class Inner>
class ZstdSource {
public:
    explicit ZstdSource(Inner inner)
        : inner_(std::move(inner)), context_(ZSTD_createDCtx()), buffer_(new char[detail::compressed_buffer_size]) {
        if (!context_) {
            error_ = "zstd: cannot create a decompression context";
            return;
        }
        ZSTD_DCtx_setParameter(context_.get(), ZSTD_d_windowLogMax, zstd_window_log_max);
    }

    std::size_t read(char* buffer, std::size_t n) {
        if (n == 0 || !error_.empty() || ended_) return 0;
        if (!pending_.empty()) {
            error_ = std::move(pending_);
            return 0;
        }
        ZSTD_outBuffer out{buffer, n, 0};
        while (out.pos == 0) {
            // With the output full, the decoder may still hold some: ask
            // again before taking the end of the input for a cut.
            if (input_.pos == input_.size && drained_) {
                consumed_ += input_.size;
                input_ = {buffer_.get(), inner_.read(buffer_.get(), detail::compressed_buffer_size), 0};
                if (input_.size == 0) {
                    ended_ = true;
                    // Mid-frame, or a frame that wrote its last block but
                    // still owes output: the input was cut short.
                    if (!between_frames_) error_ = detail::compressed_error("zstd", "truncated input", consumed_);
                    return 0;
                }
            }
            const std::size_t before = input_.pos;
            const std::size_t result = ZSTD_decompressStream(context_.get(), &out, &input_);
            if (ZSTD_isError(result)) {
                std::string message = detail::compressed_error("zstd", ZSTD_getErrorName(result), consumed_ + before);
                if (ZSTD_getErrorCode(result) == ZSTD_error_frameParameter_windowTooLarge) {
                    message += " (the frame needs a window over 2^" + std::to_string(zstd_window_log_max) + " bytes)";
                }
                (out.pos == 0 ? error_ : pending_) = std::move(message);
                return out.pos;
            }
            // 0: a frame is done and flushed; the next byte starts another.
            // A call that did nothing says nothing about where we are.
            if (input_.pos != before || out.pos != 0) between_frames_ = result == 0;
            drained_ = out.pos < out.size;
        }
        return out.pos;
    }

    // Empty while all is well; a message once read() has returned 0 for it.
    const std::string& error() const { return error_; }

private:
    struct FreeContext {
        void operator()(ZSTD_DCtx* context) const { ZSTD_freeDCtx(context); }
    };

    Inner inner_;
    std::unique_ptr<ZSTD_DCtx, FreeContext> context_;
    std::unique_ptr<char[]> buffer_;
    ZSTD_inBuffer input_{nullptr, 0, 0};
    std::size_t consumed_ = 0;  // compressed bytes before buffer_[0]
    bool between_frames_ = true;
    bool drained_ = true;  // the last call left room in the output, so holds nothing back
    bool ended_ = false;
    std::string pending_;  // an error found after output that is still to be read
    std::string error_;
};

template <class Inner>
class GzipSource {
public:
    explicit GzipSource(Inner inner)
        : inner_(std::move(inner)), stream_(new z_stream{}), buffer_(new char[detail::compressed_buffer_size]) {
        // 15 + 16: gzip only, with the largest window. zlib's state points
        // back at the z_stream, so that lives on the heap and stays put
        // when the source is moved.
        if (inflateInit2(stream_.get(), 15 + 16) != Z_OK) {
            stream_.reset();
            error_ = "gzip: cannot initialise zlib";
        }
    }

    std::size_t read(char* buffer, std::size_t n) {
        if (n == 0 || !error_.empty() || ended_) return 0;
        if (!pending_.empty()) {
            error_ = std::move(pending_);
            return 0;
        }
        z_stream& z = *stream_;
        z.next_out = reinterpret_cast<Bytef*>(buffer);
        z.avail_out = static_cast<uInt>(n < UINT_MAX ? n : UINT_MAX);
        const uInt room = z.avail_out;
        while (z.avail_out == room) {
            if (z.avail_in == 0 && drained_) {
                consumed_ += filled_;
                filled_ = inner_.read(buffer_.get(), detail::compressed_buffer_size);
                z.next_in = reinterpret_cast<Bytef*>(buffer_.get());
                z.avail_in = static_cast<uInt>(filled_);
                if (filled_ == 0) {
                    ended_ = true;
                    if (in_member_) error_ = detail::compressed_error("gzip", "truncated input", consumed_);
                    return 0;
                }
            }
            const std::size_t at = consumed_ + (filled_ - z.avail_in);
            const bool member_start = !in_member_;
            const uInt available = z.avail_in;
            const int result = inflate(&z, Z_NO_FLUSH);
            if (z.avail_in != available) in_member_ = true;
            const std::size_t produced = room - z.avail_out;
            drained_ = z.avail_out > 0;
            if (result == Z_STREAM_END) {
                // The member's checksum and length matched; another may follow.
                in_member_ = false;
                inflateReset(&z);
            } else if (result != Z_OK && !(result == Z_BUF_ERROR && z.avail_in == 0)) {
                std::string what = z.msg != nullptr ? z.msg : "corrupt data";
                if (member_start && members_ > 0 && result == Z_DATA_ERROR) what = "trailing bytes that are no gzip member";
                if (result == Z_NEED_DICT) what = "a preset dictionary is needed";
                if (result == Z_MEM_ERROR) what = "out of memory";
                (produced == 0 ? error_ : pending_) = detail::compressed_error("gzip", what, at);
                return produced;
            }
            if (result == Z_STREAM_END) ++members_;
        }
        return room - z.avail_out;
    }

    const std::string& error() const { return error_; }

private:
    struct EndStream {
        void operator()(z_stream* stream) const {
            inflateEnd(stream);
            delete stream;
        }
    };

    Inner inner_;
    std::unique_ptr<z_stream, EndStream> stream_;
    std::unique_ptr<char[]> buffer_;
    std::size_t filled_ = 0;
    std::size_t consumed_ = 0;  // compressed bytes before buffer_[0]
    std::size_t members_ = 0;   // members read whole
    bool in_member_ = false;
    bool drained_ = true;  // as in ZstdSource

    bool ended_ = false;
    std::string pending_;
    std::string error_;
};

// Plain PGN, zstd or gzip, told apart by the first bytes (not by a file
// name), so standard input and misnamed files work too.
template <class Inner>
class AutoDecompressSource {
public:
    explicit AutoDecompressSource(Inner inner) : source_(std::in_place_index<0>, std::move(inner)) {}

    std::size_t read(char* buffer, std::size_t n) {
        if (!detected_) detect();
        return std::visit([&](auto& source) { return source.read(buffer, n); }, source_);
    }

    // What the stream turned out to be (none before the first read).
    Compression compression() const { return compression_; }

    const std::string& error() const {
        static const std::string none;
        if (const auto* zstd = std::get_if<1>(&source_)) return zstd->error();
        if (const auto* gzip = std::get_if<2>(&source_)) return gzip->error();
        return none;
    }

private:
    using Plain = PrefixedSource<Inner>;

    void detect() {
        detected_ = true;
        compression_ = detect_compression(std::get<0>(source_).peek());
        if (compression_ == Compression::none) return;
        Plain plain = std::move(std::get<0>(source_));
        if (compression_ == Compression::zstd)
            source_.template emplace<1>(std::move(plain));
        else
            source_.template emplace<2>(std::move(plain));
    }

    std::variant<Plain, ZstdSource<Plain>, GzipSource<Plain>> source_;
    bool detected_ = false;
    Compression compression_ = Compression::none;
};

}  // namespace shakki
