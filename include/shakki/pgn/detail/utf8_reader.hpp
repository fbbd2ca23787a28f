#pragma once
// PGN is read as UTF-8 (ASCII, in practice). Some Windows tools export
// UTF-16, which starts with a byte order mark: FF FE (little-endian) or
// FE FF (big-endian). Such a stream is transcoded to UTF-8 as it is read,
// so that no game is lost to its encoding; any other stream passes through
// untouched.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

namespace shakki::detail {

enum class StreamEncoding : std::uint8_t { unknown, utf8, utf16_le, utf16_be };

template <class Source>
class Utf8Reader {
public:
    explicit Utf8Reader(Source source) : source_(std::move(source)) {}

    // Up to `n` bytes of UTF-8 (n >= 4); 0 at the end of the stream.
    std::size_t read(char* out, std::size_t n) {
        if (encoding_ == StreamEncoding::unknown) return read_first(out, n);
        if (encoding_ == StreamEncoding::utf8) return source_.read(out, n);
        return transcode(out, n);
    }

private:
    // The first bytes say the encoding; a UTF-16 mark is dropped.
    std::size_t read_first(char* out, std::size_t n) {
        std::size_t got = source_.read(out, n);
        if (got == 1) got += source_.read(out + 1, n - 1);  // a short read must not hide the mark
        const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(out[i]); };
        if (got >= 2 && byte(0) == 0xFF && byte(1) == 0xFE) encoding_ = StreamEncoding::utf16_le;
        if (got >= 2 && byte(0) == 0xFE && byte(1) == 0xFF) encoding_ = StreamEncoding::utf16_be;
        if (encoding_ == StreamEncoding::unknown) {
            encoding_ = StreamEncoding::utf8;
            return got;
        }
        // Only a UTF-16 stream pays for the buffer of undecoded bytes.
        raw_.resize(n > raw_capacity ? n : raw_capacity);
        raw_size_ = got - 2;
        std::memcpy(raw_.data(), out + 2, raw_size_);
        return transcode(out, n);
    }

    // Refills raw_ from the source, keeping the bytes not yet decoded.
    bool fill() {
        std::memmove(raw_.data(), raw_.data() + raw_at_, raw_size_ - raw_at_);
        raw_size_ -= raw_at_;
        raw_at_ = 0;
        const std::size_t got = source_.read(raw_.data() + raw_size_, raw_.size() - raw_size_);
        raw_size_ += got;
        return got > 0;
    }

    // The next code unit, reading more when fewer than two bytes are left;
    // false at the end (an odd last byte is dropped).
    bool unit(std::uint32_t& u) {
        while (raw_size_ - raw_at_ < 2) {
            if (!fill()) return false;
        }
        const auto lo = static_cast<unsigned char>(raw_[raw_at_ + (encoding_ == StreamEncoding::utf16_le ? 0 : 1)]);
        const auto hi = static_cast<unsigned char>(raw_[raw_at_ + (encoding_ == StreamEncoding::utf16_le ? 1 : 0)]);
        raw_at_ += 2;
        u = static_cast<std::uint32_t>(hi) << 8 | lo;
        return true;
    }

    static std::size_t put(char* out, std::uint32_t c) {
        const auto b = [](std::uint32_t v) { return static_cast<char>(v); };
        if (c < 0x80) {
            out[0] = b(c);
            return 1;
        }
        if (c < 0x800) {
            out[0] = b(0xC0 | c >> 6);
            out[1] = b(0x80 | (c & 0x3F));
            return 2;
        }
        if (c < 0x10000) {
            out[0] = b(0xE0 | c >> 12);
            out[1] = b(0x80 | (c >> 6 & 0x3F));
            out[2] = b(0x80 | (c & 0x3F));
            return 3;
        }
        out[0] = b(0xF0 | c >> 18);
        out[1] = b(0x80 | (c >> 12 & 0x3F));
        out[2] = b(0x80 | (c >> 6 & 0x3F));
        out[3] = b(0x80 | (c & 0x3F));
        return 4;
    }

    // A surrogate without its partner becomes U+FFFD, as a decoder must.
    std::size_t transcode(char* out, std::size_t n) {
        std::size_t written = 0;
        while (written + 4 <= n) {
            std::uint32_t c = 0;
            if (has_held_) {
                c = held_;
                has_held_ = false;
            } else if (!unit(c)) {
                break;
            }
            if (c >= 0xD800 && c <= 0xDBFF) {
                std::uint32_t low = 0;
                const bool more = unit(low);
                if (more && low >= 0xDC00 && low <= 0xDFFF) {
                    c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
                } else {
                    held_ = low;  // not a low surrogate: a character of its own
                    has_held_ = more;
                    c = 0xFFFD;
                }
            } else if (c >= 0xDC00 && c <= 0xDFFF) {
                c = 0xFFFD;
            }
            written += put(out + written, c);
        }
        return written;
    }

    Source source_;
    StreamEncoding encoding_ = StreamEncoding::unknown;
    static constexpr std::size_t raw_capacity = std::size_t{1} << 15;
    std::vector<char> raw_;
    std::size_t raw_size_ = 0;
    std::size_t raw_at_ = 0;
    std::uint32_t held_ = 0;  // a unit read after a high surrogate that was not its partner
    bool has_held_ = false;
};

}  // namespace shakki::detail
