// A generated corpus of malformed scene files and hostile assets (reliability T1, T10,
// T11): every key with every wrong JSON type, truncations, deep nesting, huge numbers,
// byte-order marks, invalid UTF-8, path escapes, and every asset kind as empty,
// truncated, a directory, a FIFO, a symlink out of the project, or with a huge header.
// Each case must end in a clear message (file, location, what is wrong), never a
// crash or hang, and nothing may be written. ctest's timeout bounds hangs.
#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"

#include "temp_files.h"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

using namespace diorama;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;

using diorama::test::readFile;
using diorama::test::writeFile;

std::string doc(const std::string& rootChildren) {
    return R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [)" + rootChildren +
           "]}}";
}

// A project folder for one case; counts what is written into it.
struct Project : diorama::test::TempDir {
    Project() : TempDir("diorama-corpus") {}
    const fs::path& root = path;
    std::size_t fileCount() const {
        std::size_t n = 0;
        for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator(); ++it) ++n;
        return n;
    }
};

// Loads with texture and font stores, as the editor and the CLI do.
struct Stores {
    TextureStore textures;
    FontStore fonts{textures};
    Stores() { textures.setErrorSink(nullptr); }
    LoadResult load(const fs::path& file) {
        SceneContext ctx;
        ctx.textures = &textures;
        ctx.fonts = &fonts;
        return loadSceneFile(file, ctx);
    }
};

struct Corpus {
    std::map<std::string, int> casesPerFamily;
    int total = 0;

    // The file must be rejected with FILE: LOCATION: message on one line.
    void expectRejected(const std::string& family, const std::string& text,
                        const std::string& expectedPointerPrefix = "") {
        ++casesPerFamily[family];
        ++total;
        Project project;
        const fs::path file = project.root / "case.scene.json";
        writeFile(file, text);
        Stores stores;
        const std::size_t before = project.fileCount();
        LoadResult r = stores.load(file);
        ASSERT_FALSE(r.ok()) << family << ": accepted: " << text.substr(0, 200);
        ASSERT_TRUE(r.error.has_value());
        const std::string line = r.error->format();
        EXPECT_EQ(line.rfind(file.string() + ": ", 0), 0u) << line;
        EXPECT_EQ(line.find('\n'), std::string::npos) << line;
        EXPECT_FALSE(r.error->message.empty());
        EXPECT_TRUE(r.error->line > 0 || !r.error->pointer.empty() || line.find("size") != std::string::npos ||
                    line.find("not a regular") != std::string::npos)
            << family << ": no location: " << line;
        if (!expectedPointerPrefix.empty()) {
            EXPECT_EQ(r.error->pointer.rfind(expectedPointerPrefix, 0), 0u) << line;
        }
        EXPECT_EQ(project.fileCount(), before) << "loading wrote a file";
    }

    // The scene loads, but the asset gets a placeholder and a problem naming it.
    void expectAssetProblem(const std::string& family, const std::function<void(const fs::path&)>& makeAsset,
                            const std::string& key, const std::string& type, const std::string& assetPath) {
        ++casesPerFamily[family];
        ++total;
        Project project;
        fs::create_directories(project.root / "assets");
        makeAsset(project.root);
        const fs::path file = project.root / "case.scene.json";
        std::string quoted;
        for (char ch : assetPath) quoted += ch == '\\' || ch == '"' ? std::string("\\") + ch : std::string(1, ch);
        writeFile(file, doc(R"({"type": ")" + type + R"(", ")" + key + R"(": ")" + quoted + R"("})"));
        Stores stores;
        const std::size_t before = project.fileCount();
        LoadResult r = stores.load(file);
        ASSERT_TRUE(r.ok()) << family << " " << assetPath << ": " << r.error->format();
        ASSERT_EQ(r.assetProblems.size(), 1u) << family << " " << assetPath;
        EXPECT_EQ(r.assetProblems[0].pointer, "/root/children/0/" + key);
        EXPECT_FALSE(r.assetProblems[0].message.empty());
        EXPECT_EQ(project.fileCount(), before);
    }
};

const std::vector<std::string> kNodeKeys = {"id",
                                            "name",
                                            "tag",
                                            "position",
                                            "positionZ",
                                            "normalizedPosition",
                                            "anchorPoint",
                                            "contentSize",
                                            "ignoreAnchorPointForPosition",
                                            "rotation",
                                            "rotationSkewX",
                                            "rotationSkewY",
                                            "scale",
                                            "scaleX",
                                            "scaleY",
                                            "skewX",
                                            "skewY",
                                            "localZOrder",
                                            "globalZOrder",
                                            "visible",
                                            "color",
                                            "opacity",
                                            "cascadeColorEnabled",
                                            "cascadeOpacityEnabled",
                                            "children",
                                            "editor"};
const std::vector<std::pair<std::string, std::string>> kTypedKeys = {
    {"Sprite", "texture"}, {"Sprite", "textureRect"}, {"Sprite", "flippedX"}, {"Sprite", "flippedY"},
    {"Sprite", "blend"},   {"Label", "text"},         {"Label", "font"},      {"Label", "fontSize"}};

// JSON values of each type; a key rejects every one that is not its own type.
const std::vector<std::pair<std::string, std::string>> kValuesByType = {
    {"null", "null"},         {"bool", "true"},    {"int", "7"},
    {"float", "0.5"},         {"string", "\"s\""}, {"array", "[1, 2, 3, 4, 5]"},
    {"object", "{\"a\": 1}"}, {"huge", "1e300"}};

bool accepts(const std::string& key, const std::string& type) {
    static const std::map<std::string, std::vector<std::string>> kAccepted = {
        {"id", {"string"}},
        {"name", {"string"}},
        {"tag", {"int"}},
        {"positionZ", {"int", "float"}},
        {"rotation", {"int", "float"}},
        {"rotationSkewX", {"int", "float"}},
        {"rotationSkewY", {"int", "float"}},
        {"scale", {"int", "float"}},
        {"scaleX", {"int", "float"}},
        {"scaleY", {"int", "float"}},
        {"skewX", {"int", "float"}},
        {"skewY", {"int", "float"}},
        {"localZOrder", {"int"}},
        {"globalZOrder", {"int", "float"}},
        {"visible", {"bool"}},
        {"ignoreAnchorPointForPosition", {"bool"}},
        {"cascadeColorEnabled", {"bool"}},
        {"cascadeOpacityEnabled", {"bool"}},
        {"opacity", {"int"}},
        {"editor", {"object"}},
        {"texture", {"string"}},
        {"flippedX", {"bool"}},
        {"flippedY", {"bool"}},
        {"text", {"string"}},
        {"font", {"string"}},
        {"fontSize", {"int", "float"}}};
    auto it = kAccepted.find(key);
    return it != kAccepted.end() && std::find(it->second.begin(), it->second.end(), type) != it->second.end();
}

}  // namespace

TEST(MalformedCorpus, EveryCaseIsAClearErrorWithNothingWritten) {
    Corpus c;

    // (b) every key x every wrong type.
    for (const std::string& key : kNodeKeys)
        for (const auto& [type, value] : kValuesByType)
            if (!accepts(key, type))
                c.expectRejected("wrong type", doc(R"({"type": "Node", ")" + key + "\": " + value + "}"),
                                 "/root/children/0/" + key);
    for (const auto& [nodeType, key] : kTypedKeys)
        for (const auto& [type, value] : kValuesByType)
            if (!accepts(key, type))
                c.expectRejected("wrong type", doc(R"({"type": ")" + nodeType + R"(", ")" + key + "\": " + value + "}"),
                                 "/root/children/0/" + key);

    // (a) truncations of a sample at 60 spread offsets.
    const std::string sample = readFile(kSource / "projects/transforms/transforms.scene.json");
    for (int i = 0; i < 60; ++i) c.expectRejected("truncation", sample.substr(0, sample.size() * std::size_t(i) / 60));

    // (c) nesting depth beyond the limits, in JSON and in nodes.
    for (int depth : {1025, 2000, 100000})
        c.expectRejected("deep nesting", doc(R"({"type": "Node", "x": )" + std::string(std::size_t(depth), '[') +
                                             std::string(std::size_t(depth), ']') + "}"));
    for (int depth : {257, 400}) {
        std::string nodes;
        for (int i = 0; i < depth; ++i) nodes += R"({"type": "Node", "children": [)";
        for (int i = 0; i < depth; ++i) nodes += "]}";
        c.expectRejected("deep nesting", doc(nodes));
    }

    // (f) huge and odd numbers.
    for (const char* n : {"1e400", "-1e400", "1e39", "-3.5e38", "1e309", "4e38"})
        c.expectRejected("huge number", doc(R"({"type": "Node", "rotation": )" + std::string(n) + "}"),
                         "/root/children/0/rotation");
    for (const char* n : {"18446744073709551616", "9223372036854775808", "-9223372036854775809", "2147483648", "1e10"})
        c.expectRejected("huge number", doc(R"({"type": "Node", "tag": )" + std::string(n) + "}"),
                         "/root/children/0/tag");
    for (const char* n : {"NaN", "Infinity", "-Infinity", "nan", "0x10", "01", "+1", ".5", "1.", "1e"})
        c.expectRejected("bad number", doc(R"({"type": "Node", "scale": )" + std::string(n) + "}"));

    // (i) byte-order marks of other encodings, NULs, empty and blank files.
    const std::string valid = doc("");
    for (const std::string& prefix : {std::string("\xFE\xFF"), std::string("\xFF\xFE"),
                                      std::string("\x00\x00\xFE\xFF", 4), std::string("\xEF\xBB\xBF\xEF\xBB\xBF")})
        c.expectRejected("byte-order mark", prefix + valid);
    for (const std::string& text :
         {std::string(), std::string("   \n\t "), std::string("\0", 1), valid + std::string("\0", 1),
          valid + std::string("\0garbage", 8), valid + " []", valid + "}"})
        c.expectRejected("empty or trailing", text);

    // (e) invalid UTF-8 in names, keys and values.
    for (const std::string& bad :
         {std::string("\xC0\xAF"), std::string("\xED\xA0\x80"), std::string("\xFF"), std::string("\xE2\x82"),
          std::string("\xF8\x88\x80\x80\x80"), std::string("\x80"), std::string("\xF4\x90\x80\x80")}) {
        c.expectRejected("invalid UTF-8", doc(R"({"type": "Node", "name": ")" + bad + "\"}"));
        c.expectRejected("invalid UTF-8", doc(R"({"type": "Node", ")" + bad + "\": 1}"));
    }

    // (g) structural rules.
    for (const std::string& nodes :
         {std::string(R"({"type": "Node", "id": "a"}, {"type": "Node", "id": "a"})"),
          std::string(R"({"type": "Node", "type": "Node"})"), std::string(R"({"type": "Scene"})"),
          std::string(R"({"name": "no type"})"), std::string(R"({"type": ""})"), std::string("1"), std::string("[]"),
          std::string(R"({"type": 5})")})
        c.expectRejected("structure", doc(nodes));

    // (h) versions and formats.
    for (const std::string& head : {std::string(R"("version": 2)"), std::string(R"("version": -1)"),
                                    std::string(R"("version": "1")"), std::string(R"("version": 1.5)"),
                                    std::string(R"("version": 9223372036854775808)"), std::string(R"("nothing": 0)")})
        c.expectRejected("version", R"({"format": "diorama.scene", )" + head + R"(, "root": {"type": "Scene"}})");
    for (const std::string& format :
         {std::string("\"diorama.nodes\""), std::string("1"), std::string("null"), std::string("\"Diorama.scene\"")})
        c.expectRejected("format", R"({"format": )" + format + R"(, "version": 1, "root": {"type": "Scene"}})");

    // Asset paths that escape the project, and asset files that are not what they say.
    for (const std::string& path :
         {std::string("../outside.png"), std::string("/etc/passwd"), std::string("a/../../b.png"),
          std::string("\\\\server\\share\\x.png"), std::string(""), std::string("link/x.png"),
          std::string("missing.png"), std::string("assets/../../x.png")})
        c.expectAssetProblem(
            "path escape", [](const fs::path& root) { fs::create_directory_symlink("/tmp", root / "link"); }, "texture",
            "Sprite", path);

    const std::string png = readFile(kSource / "projects/events/images/card.png");
    const std::string ttf = readFile(FontStore::kDefaultFontPath);
    const std::vector<std::pair<std::string, std::function<void(const fs::path&, const std::string&)>>> hostile = {
        {"empty", [](const fs::path& p, const std::string&) { writeFile(p, ""); }},
        {"truncated",
         [](const fs::path& p, const std::string& good) { writeFile(p, good.substr(0, good.size() / 3)); }},
        {"header only", [](const fs::path& p, const std::string& good) { writeFile(p, good.substr(0, 40)); }},
        {"directory", [](const fs::path& p, const std::string&) { fs::create_directories(p); }},
        {"FIFO", [](const fs::path& p, const std::string&) { ::mkfifo(p.c_str(), 0600); }},
        {"symlink outside", [](const fs::path& p, const std::string&) { fs::create_symlink("/etc/hostname", p); }},
        {"garbage", [](const fs::path& p, const std::string&) { writeFile(p, std::string(5000, '\x7f')); }},
    };
    for (const auto& [what, make] : hostile) {
        c.expectAssetProblem(
            "asset: image " + what, [&, make = make](const fs::path& root) { make(root / "assets/a.png", png); },
            "texture", "Sprite", "assets/a.png");
        c.expectAssetProblem(
            "asset: font " + what, [&, make = make](const fs::path& root) { make(root / "assets/a.ttf", ttf); }, "font",
            "Label", "assets/a.ttf");
    }
    // Huge headers: an image claiming 100000 x 100000 pixels.
    c.expectAssetProblem(
        "asset: image huge header",
        [&](const fs::path& root) {
            std::string huge = png.substr(0, 16);
            const char dims[8] = {0, 1, char(0x86), char(0xA0), 0, 1, char(0x86), char(0xA0)};
            writeFile(root / "assets/a.png", huge + std::string(dims, 8) + png.substr(24));
        },
        "texture", "Sprite", "assets/a.png");

    std::string summary;
    for (const auto& [family, n] : c.casesPerFamily) summary += family + " " + std::to_string(n) + ", ";
    std::printf("malformed corpus: %d cases, 0 crashes, 0 writes (%s)\n", c.total, summary.c_str());
    EXPECT_GE(c.total, 300);
}
