// The exported files read through csbdump, which is compiled against cocos 3.17's own
// generated reader (../shared/tools/csbdump): a field our schema puts in another slot
// than cocos' reads back wrong here, though our own reader shares our schema's mistake.
#include "csbdump_run.h"
#include "diorama/cocostudio/csd_import.h"
#include "diorama/cocostudio/export.h"
#include "diorama/render/texture_store.h"
#include "diorama/serialization/node_path.h"
#include "diorama/text/font.h"
#include "samples.h"
#include "temp_files.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>

using namespace diorama;
using namespace diorama::cocostudio;
using diorama::test::TempDir;
#ifdef DIORAMA_CSBDUMP
using diorama::test::csbdump;
#endif
namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

[[maybe_unused]] const Json* childNamed(const Json& node, const std::string& name) {
    for (const Json& c : node["children"])
        if (c.value("name", Json()) == name) return &c;
    ADD_FAILURE() << "no child " << name;
    return nullptr;
}

}  // namespace

TEST(CsbDump, EverySampleReadsBackThroughCocosOwnReader) {
#ifndef DIORAMA_CSBDUMP
    GTEST_SKIP() << "../shared/tools/csbdump is not beside the repository";
#else
    const fs::path source = DIORAMA_SOURCE_DIR;
    for (const char* name : test::kSampleProjects) {
        SCOPED_TRACE(name);
        TempDir dir;
        const fs::path sceneFile = source / "projects" / name / (std::string(name) + ".scene.json");
        ExportOptions options;
        options.output = dir.path / (std::string(name) + ".csb");
        options.resourceRoot = sceneFile.parent_path();
        const ExportResult r = exportScene(sceneFile, options);
        ASSERT_TRUE(r.ok()) << r.error->format();
        // Loaded as the exporter loads it: sizes measured with the fonts and images.
        TextureStore textures;
        textures.setErrorSink(nullptr);
        FontStore fonts{textures};
        SceneContext context;
        context.textures = &textures;
        context.fonts = &fonts;
        LoadResult loaded = loadSceneFile(sceneFile, context);
        ASSERT_TRUE(loaded.ok());
        for (const std::string& file : r.report.filesWritten) {
            const std::optional<Json> dump = csbdump(file);
            ASSERT_TRUE(dump) << "csbdump rejects " << file;
            EXPECT_EQ((*dump)["action"]["speed"], 1);
            EXPECT_TRUE((*dump)["animationList"].is_array());
            if (file != options.output.string()) continue;
            // Every node of the scene, in file order, with cocos' reading of its values.
            std::vector<std::pair<const Node*, const Json*> > stack{{loaded.scene.get(), &(*dump)["nodeTree"]}};
            while (!stack.empty()) {
                auto [node, tree] = stack.back();
                stack.pop_back();
                if (node->typeName() == "Instance") {
                    EXPECT_EQ((*tree)["classname"], "ProjectNode");
                    EXPECT_EQ((*tree)["fileName"], "block.csb");
                    continue;
                }
                const std::vector<Node*> children = childrenInFileOrder(*node);
                ASSERT_EQ(children.size(), (*tree)["children"].size()) << nodePath(*node);
                for (std::size_t i = 0; i < children.size(); ++i) {
                    const Node& n = *children[i];
                    const Json& c = (*tree)["children"][i];
                    SCOPED_TRACE(nodePath(n));
                    EXPECT_EQ(c["name"], n.name());
                    EXPECT_EQ(c["tag"], n.tag());
                    EXPECT_EQ(c["zOrder"], n.localZOrder());
                    EXPECT_EQ(c["visible"], n.isVisible() ? 1 : 0);
                    EXPECT_EQ(c["alpha"], n.typeName() == "ColorLayer" || n.typeName() == "LayerGradient"
                                              ? c["alpha"].get<int>()
                                              : int(n.opacity()));
                    EXPECT_FLOAT_EQ(c["position"][0].get<float>(), n.position().x);
                    EXPECT_FLOAT_EQ(c["position"][1].get<float>(), n.position().y);
                    EXPECT_FLOAT_EQ(c["scale"][0].get<float>(), n.scaleX());
                    EXPECT_FLOAT_EQ(c["scale"][1].get<float>(), n.scaleY());
                    EXPECT_FLOAT_EQ(c["rotationSkew"][0].get<float>(), n.rotationSkewX());
                    EXPECT_FLOAT_EQ(c["rotationSkew"][1].get<float>(), n.rotationSkewY());
                    EXPECT_FLOAT_EQ(c["size"][0].get<float>(), n.contentSize().width);
                    EXPECT_EQ(c["customProperty"], "");
                    if (n.typeName() == "Sprite") {
                        EXPECT_EQ(c["classname"], "Sprite");
                        EXPECT_TRUE(c["file"]["path"].is_string());
                    }
                    if (n.typeName() == "ColorLayer") {
                        EXPECT_EQ(c["classname"], "Panel");
                        EXPECT_EQ(c["colorType"], 1);
                    }
                    if (n.typeName() == "LayerGradient") {
                        EXPECT_EQ(c["colorType"], 2);
                    }
                    if (n.typeName() == "Label") {
                        EXPECT_EQ(c["classname"], "Text");
                    }
                    stack.emplace_back(&n, &c);
                }
            }
        }
    }
#endif
}

TEST(CsbDump, StudioWidgetsReadBackThroughCocosOwnReader) {
#ifndef DIORAMA_CSBDUMP
    GTEST_SKIP() << "../shared/tools/csbdump is not beside the repository";
#else
    TempDir dir;
    const fs::path root = dir.path / "cocosstudio";
    fs::copy(fs::path(DIORAMA_SOURCE_DIR) / "tests/fixtures/cocostudio/cocosstudio", root, fs::copy_options::recursive);
    ImportOptions importOptions;
    importOptions.outputDirectory = root;
    ImportResult imported = importCsd(root / "export-widgets.csd", importOptions);
    ASSERT_TRUE(imported.ok());
    ASSERT_TRUE(saveSceneFile(*imported.scene, imported.file, root / "w.scene.json").ok);
    ExportOptions options;
    options.output = dir.path / "w.csb";
    options.resourceRoot = root;
    ASSERT_TRUE(exportScene(root / "w.scene.json", options).ok());
    const std::optional<Json> dump = csbdump(options.output);
    ASSERT_TRUE(dump);
    const Json& tree = (*dump)["nodeTree"];
    // Fields after each class's isLocalized-sensitive slots read right in cocos' layout.
    const Json* ok = childNamed(tree, "ok");
    ASSERT_TRUE(ok);
    EXPECT_EQ((*ok)["text"], "OK");
    EXPECT_EQ((*ok)["fontSize"], 18);
    EXPECT_EQ((*ok)["pressed"]["path"], "images/hero.png");
    EXPECT_EQ((*ok)["callBackName"], "onOk");
    const Json* title = childNamed(tree, "title");
    ASSERT_TRUE(title);
    EXPECT_EQ((*title)["classname"], "Text");
    EXPECT_EQ((*title)["text"], "Hello");
    EXPECT_EQ((*title)["fontSize"], 24);
    EXPECT_EQ((*title)["visible"], 0);
    const Json* hero = childNamed(tree, "hero");
    ASSERT_TRUE(hero);
    EXPECT_EQ((*hero)["customClassName"], "Hero");
    EXPECT_EQ((*hero)["customProperty"], "boss");
    EXPECT_EQ((*hero)["blend"], Json::array({770, 1}));
    EXPECT_EQ((*hero)["actionTag"], 11);
    const Json* frame = childNamed(tree, "frame");
    ASSERT_TRUE(frame);
    EXPECT_EQ((*frame)["scale9"], 1);
    EXPECT_EQ((*frame)["capInsets"], Json::array({4, 4, 4, 4}));
    const Json* panel = childNamed(tree, "panel");
    ASSERT_TRUE(panel);
    EXPECT_EQ((*panel)["bgColor"], Json::array({10, 20, 30}));
    EXPECT_EQ((*panel)["colorType"], 1);
#endif
}
