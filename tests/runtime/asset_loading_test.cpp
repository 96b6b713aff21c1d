// Assets named by a scene are untrusted: the reproducers of issue 16 for fonts (empty,
// truncated, mutated, FIFO, directory), images (FIFO, directory, decompression bombs)
// and the memory budget shared by decoded images and glyph atlases.
#include "diorama/io/asset_file.h"
#include "diorama/nodes/label.h"
#include "diorama/render/texture_store.h"
#include "diorama/text/font.h"

#include "temp_files.h"

#include <gtest/gtest.h>

#include <png.h>
#include <sys/stat.h>
#include <zlib.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>

using namespace diorama;
namespace fs = std::filesystem;

namespace {

using diorama::test::TempDir;

std::vector<unsigned char> readBytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeBytes(const fs::path& p, const std::vector<unsigned char>& bytes) {
    std::ofstream out(p, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

const fs::path kDejaVu = FontStore::kDefaultFontPath;

std::vector<unsigned char> encodePng(int w, int h) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    image.width = png_uint_32(w);
    image.height = png_uint_32(h);
    image.format = PNG_FORMAT_RGBA;
    std::vector<unsigned char> pixels(std::size_t(w) * h * 4, 200);
    png_alloc_size_t size = 0;
    EXPECT_TRUE(png_image_write_to_memory(&image, nullptr, &size, 0, pixels.data(), 0, nullptr));
    std::vector<unsigned char> out(size);
    EXPECT_TRUE(png_image_write_to_memory(&image, out.data(), &size, 0, pixels.data(), 0, nullptr));
    out.resize(size);
    return out;
}

// Loads a font file and lays out text with it: whatever the bytes, no crash.
void loadAndLayOut(const fs::path& p) {
    TextureStore textures;
    std::string error;
    auto face = FontFace::load(p, textures, error);
    if (!face) {
        EXPECT_FALSE(error.empty());
        EXPECT_NE(error.find(p.string()), std::string::npos) << error;
        return;
    }
    Label label(face, "Hello, Wörld! ÆØÅ 你好 \xf0\x9f\x98\x80", 31.0f);
    Label big(face, "Ag", 90.0f);
}

}  // namespace

TEST(AssetFile, DirectoriesFifosAndMissingFilesAreNamedErrors) {
    TempDir dir;
    std::vector<unsigned char> bytes;
    std::string error;
    EXPECT_FALSE(readAssetFile(dir.path, "font", 1 << 20, bytes, error));
    EXPECT_NE(error.find("is a directory"), std::string::npos) << error;
    const fs::path fifo = dir.path / "pipe.ttf";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const auto start = std::chrono::steady_clock::now();
    EXPECT_FALSE(readAssetFile(fifo, "font", 1 << 20, bytes, error));
    EXPECT_NE(error.find("FIFO"), std::string::npos) << error;
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5)) << "a FIFO must not block";
    EXPECT_FALSE(readAssetFile(dir.path / "missing.png", "image", 1 << 20, bytes, error));
    EXPECT_NE(error.find("not found"), std::string::npos) << error;
    writeBytes(dir.path / "big.bin", std::vector<unsigned char>(2000, 1));
    EXPECT_FALSE(readAssetFile(dir.path / "big.bin", "image", 1000, bytes, error));
    EXPECT_NE(error.find("larger than the limit"), std::string::npos) << error;
}

TEST(AssetFile, RefusingLinksNeverReadsThroughOneWhileFollowingReadsItsTarget) {
    // Side files the editor owns (locks, autosaves) refuse a link at their own name, at
    // the open itself, so none can be swapped in between a check and the read.
    TempDir dir;
    writeBytes(dir.path / "target.txt", std::vector<unsigned char>{'4', '2'});
    fs::create_symlink(dir.path / "target.txt", dir.path / "link.txt");
    std::vector<unsigned char> bytes;
    std::string error;
    EXPECT_FALSE(readAssetFile(dir.path / "link.txt", "lock", 64, bytes, error, LinkPolicy::Refuse));
    EXPECT_NE(error.find("link.txt: lock file is a symbolic link; it is not followed"), std::string::npos) << error;
    EXPECT_TRUE(bytes.empty());
    ASSERT_TRUE(readAssetFile(dir.path / "link.txt", "image", 64, bytes, error)) << error;
    EXPECT_EQ(bytes.size(), 2u);
    EXPECT_TRUE(readAssetFile(dir.path / "target.txt", "lock", 64, bytes, error, LinkPolicy::Refuse)) << error;
}

TEST(Fonts, FifoAndDirectoryFontPathsAreErrorsNotHangsOrAborts) {
    TempDir dir;
    TextureStore textures;
    FontStore fonts(textures);
    const fs::path fifo = dir.path / "font.ttf";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::string error;
    EXPECT_EQ(fonts.face(fifo, error), nullptr);
    EXPECT_NE(error.find("FIFO"), std::string::npos) << error;
    error.clear();
    EXPECT_EQ(fonts.face(dir.path, error), nullptr);
    EXPECT_NE(error.find("directory"), std::string::npos) << error;
}

TEST(Fonts, EmptyAndTruncatedFontsAreRejectedOrSafe) {
    TempDir dir;
    const auto dejavu = readBytes(kDejaVu);
    ASSERT_GT(dejavu.size(), 100000u);
    writeBytes(dir.path / "empty.ttf", {});
    loadAndLayOut(dir.path / "empty.ttf");
    TextureStore textures;
    std::string error;
    EXPECT_EQ(FontFace::load(dir.path / "empty.ttf", textures, error), nullptr);
    EXPECT_NE(error.find("empty"), std::string::npos) << error;
    for (std::size_t prefix :
         {std::size_t(4), std::size_t(12), std::size_t(100), std::size_t(4096), dejavu.size() / 2, dejavu.size() - 1}) {
        SCOPED_TRACE(prefix);
        writeBytes(dir.path / "cut.ttf", {dejavu.begin(), dejavu.begin() + std::ptrdiff_t(prefix)});
        loadAndLayOut(dir.path / "cut.ttf");
    }
}

// A seeded in-test fuzz pass; the libFuzzer target (fuzz/font_fuzzer.cpp) goes further.
TEST(Fonts, MutatedFontsNeverCrash) {
    TempDir dir;
    const auto dejavu = readBytes(kDejaVu);
    std::mt19937 rng(16);
    for (int round = 0; round < 60; ++round) {
        auto bytes = dejavu;
        std::uniform_int_distribution<std::size_t> at(0, std::min<std::size_t>(bytes.size() - 1, 4096));
        std::uniform_int_distribution<std::size_t> anywhere(0, bytes.size() - 1);
        for (int k = 0; k < 8; ++k) bytes[round % 2 ? at(rng) : anywhere(rng)] = std::uint8_t(rng());
        writeBytes(dir.path / "m.ttf", bytes);
        loadAndLayOut(dir.path / "m.ttf");
    }
}

TEST(Fonts, AThousandFontSizesStayWithinASmallMemoryFootprint) {
    TextureStore textures;
    FontStore fonts(textures);
    std::string error;
    auto face = fonts.defaultFace(error);
    ASSERT_TRUE(face) << error;
    std::vector<std::unique_ptr<Label>> labels;
    for (int i = 1; i <= 1000; ++i) labels.push_back(std::make_unique<Label>(face, "Score 0123", float(i) + 0.25f));
    // Before: one 1024x1024 atlas per size, about 8 MiB each (8 GB in all).
    EXPECT_LT(textures.bytesInUse(), 256u << 20) << textures.bytesInUse();
    // Large sizes are drawn from the largest raster, scaled: they still measure to size.
    const Size small = labels[99]->contentSize();   // 100.25 px
    const Size large = labels[999]->contentSize();  // 1000.25 px
    EXPECT_NEAR(large.height / small.height, 10.0f, 0.01f);
    EXPECT_TRUE(labels[999]->fontProblem().empty());
}

TEST(Fonts, GlyphAtlasOverTheBudgetIsANamedProblem) {
    TextureStore textures;
    textures.setMemoryBudget(textures.bytesInUse() + 100 * 1024);
    FontStore fonts(textures);
    std::string error;
    auto face = fonts.defaultFace(error);
    ASSERT_TRUE(face);
    Label fits(face, "ok", 12.0f);  // a first 128x128 atlas is 64 KiB
    EXPECT_TRUE(fits.fontProblem().empty()) << fits.fontProblem();
    Label over(face, "no", 40.0f);
    EXPECT_NE(over.fontProblem().find("texture memory budget"), std::string::npos) << over.fontProblem();
    EXPECT_EQ(over.glyphQuadCount(), 0u);
    EXPECT_LE(textures.bytesInUse(), textures.memoryBudget());
}

TEST(Fonts, AtlasGrowsWhenGlyphsDoNotFit) {
    TextureStore textures;
    FontStore fonts(textures);
    std::string error;
    auto face = fonts.defaultFace(error);
    std::string text;
    for (char32_t c = 0x21; c < 0x7f; ++c) text += char(c);
    Label label(face, text, 60.0f);
    const FontAtlas& atlas = face->atSize(60.0f);
    EXPECT_GT(atlas.side(), 128);
    EXPECT_EQ(label.glyphQuadCount(), text.size());
    EXPECT_TRUE(label.fontProblem().empty());
}

TEST(Images, FifoAndDirectoryImagePathsArePlaceholders) {
    TempDir dir;
    TextureStore textures;
    std::vector<std::string> errors;
    textures.setErrorSink([&](const std::string& e) { errors.push_back(e); });
    const fs::path fifo = dir.path / "pipe.png";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_TRUE(textures.load(fifo).placeholder);
    EXPECT_TRUE(textures.load(dir.path).placeholder);
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_NE(errors[0].find("FIFO"), std::string::npos) << errors[0];
    EXPECT_NE(errors[1].find("directory"), std::string::npos) << errors[1];
}

TEST(Images, DecodedBytesAreCountedAgainstTheBudgetBeforeAllocation) {
    TempDir dir;
    const auto png = encodePng(512, 512);  // 1 MiB decoded
    for (int i = 0; i < 5; ++i) writeBytes(dir.path / ("i" + std::to_string(i) + ".png"), png);
    TextureStore textures;
    textures.setErrorSink(nullptr);
    textures.setMemoryBudget(textures.bytesInUse() + 3 * (1u << 20) + 100);
    for (int i = 0; i < 3; ++i) EXPECT_FALSE(textures.load(dir.path / ("i" + std::to_string(i) + ".png")).placeholder);
    const TextureInfo over = textures.load(dir.path / "i3.png");
    EXPECT_TRUE(over.placeholder);
    EXPECT_NE(over.error.find("texture memory budget"), std::string::npos) << over.error;
    EXPECT_LE(textures.bytesInUse(), textures.memoryBudget());
}

// A 16-bit 8192x8192 header followed by almost nothing: stb_image reserved 2 GiB for
// it. Now the decode fails on the missing data and nothing stays allocated.
TEST(Images, TinyPngClaimingAHugeImageFailsCleanly) {
    TempDir dir;
    auto png = encodePng(8, 8);
    // Rewrite IHDR to 8192 x 8192, 16-bit RGBA, keeping a valid CRC.
    png[16] = 0, png[17] = 0, png[18] = 0x20, png[19] = 0;
    png[20] = 0, png[21] = 0, png[22] = 0x20, png[23] = 0;
    png[24] = 16;
    const std::uint32_t crc = std::uint32_t(crc32(0, png.data() + 12, 17));
    png[29] = std::uint8_t(crc >> 24), png[30] = std::uint8_t(crc >> 16), png[31] = std::uint8_t(crc >> 8),
    png[32] = std::uint8_t(crc);
    writeBytes(dir.path / "bomb.png", png);
    EXPECT_LT(png.size(), 400u);
    TextureStore textures;
    textures.setErrorSink(nullptr);
    const auto before = textures.bytesInUse();
    const TextureInfo info = textures.load(dir.path / "bomb.png");
    EXPECT_TRUE(info.placeholder);
    EXPECT_NE(info.error.find("PNG"), std::string::npos) << info.error;
    EXPECT_EQ(textures.bytesInUse(), before);
}

namespace {
// Appends a PNG chunk with a correct CRC and a declared length of its own choosing.
void appendChunk(std::vector<unsigned char>& png, const char* type, std::uint32_t declaredLength,
                 const std::vector<unsigned char>& data) {
    for (int s = 24; s >= 0; s -= 8) png.push_back(std::uint8_t(declaredLength >> s));
    const std::size_t typeAt = png.size();
    png.insert(png.end(), type, type + 4);
    png.insert(png.end(), data.begin(), data.end());
    const auto crc = std::uint32_t(crc32(0, png.data() + typeAt, uInt(4 + data.size())));
    for (int s = 24; s >= 0; s -= 8) png.push_back(std::uint8_t(crc >> s));
}
}  // namespace

// Found by fuzz/png_fuzzer: a 4 KB PNG whose tEXt chunk header claims 1.39 GB made
// libpng allocate that much before noticing the file ends.
TEST(Images, ChunkClaimingMoreBytesThanTheFileHasIsRefusedBeforeDecoding) {
    const auto good = encodePng(4, 4);
    std::vector<unsigned char> png(good.begin(), good.begin() + 33);  // signature + IHDR
    appendChunk(png, "tEXt", 1392508929u, {'k', 0, 'v'});
    png.insert(png.end(), good.begin() + 33, good.end());
    Image image;
    std::string error;
    EXPECT_FALSE(decodePng(png.data(), png.size(), "bomb.png", ImageLimits{}, UINT64_MAX, image, error));
    EXPECT_NE(error.find("tEXt"), std::string::npos) << error;
    EXPECT_NE(error.find("1392508929"), std::string::npos) << error;
}

// A compressed text chunk that inflates far beyond its size is bounded by libpng's
// chunk limit, and the image still decodes (the text is not needed).
TEST(Images, CompressedTextBombIsBoundedAndTheImageStillDecodes) {
    const auto good = encodePng(4, 4);
    std::vector<unsigned char> zdata(64 << 10);
    std::vector<unsigned char> zeros(64 << 20, 'a');
    uLongf zlen = uLongf(zdata.size());
    ASSERT_EQ(compress2(zdata.data(), &zlen, zeros.data(), uLong(zeros.size()), 9), Z_OK);
    zdata.resize(zlen);
    std::vector<unsigned char> body;
    body.reserve(3 + zdata.size());
    body.push_back('k');  // keyword, separator, compression method 0
    body.push_back(0);
    body.push_back(0);
    body.insert(body.end(), zdata.begin(), zdata.end());
    std::vector<unsigned char> png(good.begin(), good.begin() + 33);
    appendChunk(png, "zTXt", std::uint32_t(body.size()), body);
    png.insert(png.end(), good.begin() + 33, good.end());
    Image image;
    std::string error;
    EXPECT_TRUE(decodePng(png.data(), png.size(), "ztxt.png", ImageLimits{}, UINT64_MAX, image, error)) << error;
    EXPECT_EQ(image.width, 4);
}
