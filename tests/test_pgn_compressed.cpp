// The decompressing sources of pgn/compressed.hpp. Compressed input is
// made here with libzstd and zlib themselves, so what comes out must be
// exactly what went in.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "shakki/pgn/compressed.hpp"
#include "shakki/pgn/split.hpp"

using namespace shakki;

namespace {

const std::string game_text =
    "[Event \"Casual\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n";

std::string many_games(int count) {
    std::string text;
    for (int i = 0; i < count; ++i) text += game_text;
    return text;
}

std::string zstd_compress(std::string_view text, int level = 3) {
    std::string out(ZSTD_compressBound(text.size()), '\0');
    const std::size_t size = ZSTD_compress(out.data(), out.size(), text.data(), text.size(), level);
    REQUIRE(!ZSTD_isError(size));
    out.resize(size);
    return out;
}

// A gzip member (windowBits 15 + 16 asks deflate for the gzip wrapper).
std::string gzip_compress(std::string_view text) {
    z_stream z{};
    REQUIRE(deflateInit2(&z, 9, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY) == Z_OK);
    std::string out(deflateBound(&z, static_cast<uLong>(text.size())) + 32, '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
    z.avail_in = static_cast<uInt>(text.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    REQUIRE(deflate(&z, Z_FINISH) == Z_STREAM_END);
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
}

// A skippable frame: magic 0x184D2A5?, a 4-byte little-endian size, data.
std::string skippable_frame(unsigned char variant, std::string_view data) {
    std::string frame{static_cast<char>(0x50 | variant), '\x2A', '\x4D', '\x18'};
    const auto size = static_cast<std::uint32_t>(data.size());
    for (int i = 0; i < 4; ++i) frame += static_cast<char>((size >> (8 * i)) & 0xFFu);
    frame += data;
    return frame;
}

struct Drained {
    std::string text;
    std::string error;
};

// Everything a source gives, `step` bytes at a time.
template <class Source>
Drained drain(Source& source, std::size_t step) {
    Drained out;
    std::vector<char> buffer(step);
    // Bounded: damaged input must not make a source produce without end.
    for (std::size_t got; (got = source.read(buffer.data(), step)) > 0;) {
        out.text.append(buffer.data(), got);
        if (out.text.size() >= (std::size_t{64} << 20)) {
            FAIL("a source gave more than 64 MiB");
            break;
        }
    }
    out.error = source.error();
    // After the end, the source stays ended.
    CHECK(source.read(buffer.data(), step) == 0);
    return out;
}

template <template <class> class Source>
Drained drain_through(std::string_view compressed, std::size_t step) {
    Source<StringSource> source{StringSource{compressed}};
    return drain(source, step);
}

}  // namespace

TEST_CASE("compressed sources: detect_compression by the first bytes") {
    CHECK(detect_compression("\x1F\x8B") == Compression::gzip);
    CHECK(detect_compression(std::string_view{"\x28\xB5\x2F\xFD", 4}) == Compression::zstd);
    CHECK(detect_compression(std::string_view{"\x50\x2A\x4D\x18", 4}) == Compression::zstd);
    CHECK(detect_compression(std::string_view{"\x5F\x2A\x4D\x18", 4}) == Compression::zstd);
    CHECK(detect_compression(std::string_view{"\x60\x2A\x4D\x18", 4}) == Compression::none);
    CHECK(detect_compression("[Eve") == Compression::none);
    CHECK(detect_compression(std::string_view{"\x28\xB5\x2F", 3}) == Compression::none);
    CHECK(detect_compression("") == Compression::none);
}

namespace {
// `text` through zstd and gzip and back, read `step` bytes at a time.
void check_round_trips(const std::string& text, const std::string& zst, const std::string& gz, std::size_t step) {
    CAPTURE(step);
    const Drained a = drain_through<ZstdSource>(zst, step);
    CHECK(a.error.empty());
    CHECK(a.text == text);
    const Drained b = drain_through<GzipSource>(gz, step);
    CHECK(b.error.empty());
    CHECK(b.text == text);
}
}  // namespace

TEST_CASE("compressed sources: round trip with tiny and big reads") {
    const std::string text = many_games(300);
    const std::string zst = zstd_compress(text, 19);
    const std::string gz = gzip_compress(text);
    for (const std::size_t step : {std::size_t{1}, std::size_t{7}, std::size_t{4096}, std::size_t{1} << 20}) {
        check_round_trips(text, zst, gz, step);
        CAPTURE(step);
        for (const std::string* input : {&zst, &gz, &text}) {
            const Drained c = drain_through<AutoDecompressSource>(*input, step);
            CHECK(c.error.empty());
            CHECK(c.text == text);
        }
    }
}

TEST_CASE("compressed sources: output held back after the last input byte is still read") {
    // Text that packs very small: the last few input bytes stand for
    // much output, which small reads take out long after the input ended.
    const std::string text = "[Event \"x\"]\n{" + std::string(300000, 'a') + "}\n*\n";
    const std::string zst = zstd_compress(text, 19);
    const std::string gz = gzip_compress(text);
    for (const std::size_t step : {std::size_t{1}, std::size_t{7}, std::size_t{1000}}) check_round_trips(text, zst, gz, step);
}

TEST_CASE("compressed sources: concatenated frames and members, skippable frames") {
    const std::string one = many_games(2);
    const std::string two = "[Event \"Second\"]\n\n1. d4 d5 *\n";
    const std::string text = one + two;

    const std::string zst = zstd_compress(one) + skippable_frame(3, "not PGN") + zstd_compress(two);
    CHECK(drain_through<ZstdSource>(zst, 7).text == text);
    CHECK(drain_through<ZstdSource>(zst, 7).error.empty());

    // A stream that starts with a skippable frame is still zstd.
    const std::string skip_first = skippable_frame(0, "meta") + zstd_compress(text);
    const Drained a = drain_through<AutoDecompressSource>(skip_first, 5);
    CHECK(a.error.empty());
    CHECK(a.text == text);
    const Drained only_skip = drain_through<AutoDecompressSource>(skippable_frame(15, "x"), 3);
    CHECK(only_skip.error.empty());
    CHECK(only_skip.text.empty());

    const std::string gz = gzip_compress(one) + gzip_compress(two);
    const Drained b = drain_through<GzipSource>(gz, 7);
    CHECK(b.error.empty());
    CHECK(b.text == text);
    CHECK(drain_through<AutoDecompressSource>(gz, 100).text == text);
}

TEST_CASE("compressed sources: plain text, short and empty input") {
    for (const std::string_view text : {std::string_view{}, std::string_view{"1"}, std::string_view{"\x1F"},
                                        std::string_view{"\x28\xB5\x2F"}, std::string_view{"1-0"}, std::string_view{"[Ev"}}) {
        CAPTURE(text);
        for (const std::size_t step : {std::size_t{1}, std::size_t{2}, std::size_t{64}}) {
            const Drained d = drain_through<AutoDecompressSource>(text, step);
            CHECK(d.error.empty());
            CHECK(d.text == text);
        }
    }
    CHECK(drain_through<ZstdSource>("", 8).error.empty());
    CHECK(drain_through<GzipSource>("", 8).error.empty());

    AutoDecompressSource<StringSource> plain{StringSource{"[Event \"x\"]\n*\n"}};
    PgnSplitter<SourceReference<decltype(plain)>> splitter{SourceReference{plain}};
    PgnChunk chunk;
    REQUIRE(splitter.next(chunk));
    CHECK(chunk.text == "[Event \"x\"]\n*\n");
    CHECK(plain.compression() == Compression::none);
}

TEST_CASE("compressed sources: the splitter sees the same games and offsets") {
    const std::string text = many_games(40);
    const std::string zst = zstd_compress(text);
    std::vector<PgnChunk> plain;
    {
        PgnSplitter<StringSource> splitter{StringSource{text}};
        for (PgnChunk chunk; splitter.next(chunk);) plain.push_back(chunk);
    }
    PgnSplitter<AutoDecompressSource<StringSource>> splitter{AutoDecompressSource<StringSource>{StringSource{zst}}};
    std::size_t i = 0;
    for (PgnChunk chunk; splitter.next(chunk); ++i) {
        REQUIRE(i < plain.size());
        CHECK(chunk.text == plain[i].text);
        CHECK(chunk.offset == plain[i].offset);
        CHECK(chunk.first_line == plain[i].first_line);
    }
    CHECK(i == plain.size());
}

TEST_CASE("compressed sources: truncated input at every byte is an error") {
    const std::string zst = zstd_compress(game_text);
    const std::string gz = gzip_compress(game_text);
    for (std::size_t cut = 1; cut < zst.size(); ++cut) {
        CAPTURE(cut);
        // Under four bytes, a zstd stream is no magic: plain text.
        if (cut < 4) continue;
        const Drained d = drain_through<AutoDecompressSource>(std::string_view{zst}.substr(0, cut), 7);
        CHECK(!d.error.empty());
        CHECK(game_text.starts_with(d.text));
    }
    for (std::size_t cut = 1; cut < gz.size(); ++cut) {
        CAPTURE(cut);
        // One byte of a gzip stream is no magic: plain text.
        if (cut < 2) continue;
        const Drained d = drain_through<AutoDecompressSource>(std::string_view{gz}.substr(0, cut), 7);
        CHECK(!d.error.empty());
        CHECK(game_text.starts_with(d.text));
    }
    const Drained z = drain_through<ZstdSource>(std::string_view{zst}.substr(0, zst.size() - 1), 64);
    CHECK(z.error.find("zstd: truncated input at compressed byte") == 0);
    const Drained g = drain_through<GzipSource>(std::string_view{gz}.substr(0, gz.size() - 1), 64);
    CHECK(g.error == "gzip: truncated input at compressed byte " + std::to_string(gz.size() - 1));
}

TEST_CASE("compressed sources: trailing bytes, bad checksums, flipped bytes") {
    const std::string text = many_games(3);
    const std::string zst = zstd_compress(text);
    const std::string gz = gzip_compress(text);

    const Drained a = drain_through<ZstdSource>(zst + "garbage!", 16);
    CHECK(a.text == text);  // the whole frame first, then the error
    CHECK(a.error.find("zstd: ") == 0);
    CHECK(a.error.find("at compressed byte " + std::to_string(zst.size())) != std::string::npos);

    const Drained b = drain_through<GzipSource>(gz + "garbage!", 16);
    CHECK(b.text == text);
    CHECK(b.error == "gzip: trailing bytes that are no gzip member at compressed byte " + std::to_string(gz.size()));

    // A gzip member ends with its CRC-32 and length: change the CRC.
    std::string bad_crc = gz;
    bad_crc[bad_crc.size() - 8] = static_cast<char>(bad_crc[bad_crc.size() - 8] ^ 1);
    CHECK(!drain_through<GzipSource>(bad_crc, 16).error.empty());

    // zstd with a content checksum (the CLI's default): change it.
    ZSTD_CCtx* context = ZSTD_createCCtx();
    ZSTD_CCtx_setParameter(context, ZSTD_c_checksumFlag, 1);
    std::string checked(ZSTD_compressBound(text.size()), '\0');
    const std::size_t size = ZSTD_compress2(context, checked.data(), checked.size(), text.data(), text.size());
    ZSTD_freeCCtx(context);
    REQUIRE(!ZSTD_isError(size));
    checked.resize(size);
    CHECK(drain_through<ZstdSource>(checked, 16).text == text);
    checked.back() = static_cast<char>(checked.back() ^ 0x40);
    const Drained c = drain_through<ZstdSource>(checked, 16);
    CHECK(c.error.find("zstd: ") == 0);

    // Any one byte flipped: an error or other text, never a crash (the
    // sanitizer builds check) and never more than a bounded output.
    for (const std::string* input : {&zst, &gz}) {
        for (std::size_t i = 0; i < input->size(); ++i) {
            std::string damaged = *input;
            damaged[i] = static_cast<char>(damaged[i] ^ 0x5A);
            const Drained d = drain_through<AutoDecompressSource>(damaged, 7);
            CHECK((!d.error.empty() || d.text.size() < (std::size_t{64} << 20)));
        }
    }
}

TEST_CASE("compressed sources: a window larger than the limit is refused") {
    // A frame made by hand (RFC 8878): magic, a frame header descriptor of
    // 0 (so a window descriptor follows), the window descriptor (exponent
    // in the top five bits: window log 10 + exponent), then one last raw
    // block of one byte (block header 1 | raw << 1 | size << 3).
    const auto frame = [](unsigned exponent) {
        return std::string{"\x28\xB5\x2F\xFD\x00", 5} + static_cast<char>(exponent << 3) + std::string{"\x09\x00\x00x", 4};
    };
    const Drained fits = drain_through<ZstdSource>(frame(27 - 10), 64);
    CHECK(fits.error.empty());
    CHECK(fits.text == "x");
    const Drained refused = drain_through<ZstdSource>(frame(28 - 10), 64);
    CHECK(refused.text.empty());
    CHECK(refused.error.find("2^27") != std::string::npos);
}
