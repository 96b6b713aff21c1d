// Hand-written .csd files: values Studio always writes but a person may leave out or
// spell otherwise are read as cocos' converter (FlatBuffersSerialize) and readers read them.
#include "diorama/cocostudio/csd_import.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/node_path.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

using namespace diorama;
using namespace diorama::cocostudio;

namespace {

// Imports a Scene file whose root holds `children` (AbstractNodeData elements).
struct HandWritten {
    test::TempDir dir;
    ImportResult result;
    explicit HandWritten(const std::string& children) {
        test::writeFile(dir.path / "hand.csd",
                        R"(<GameFile><Content ctype="GameProjectContent"><Content>)"
                        R"(<ObjectData Name="Scene" ctype="GameNodeObjectData"><Size X="480" Y="320" /><Children>)" +
                            children + "</Children></ObjectData></Content></Content></GameFile>");
        result = importCsd(dir.path / "hand.csd");
        EXPECT_TRUE(result.ok()) << (result.error ? result.error->format() : "");
    }
    Node& at(const std::string& path) {
        Node* n = result.scene ? findNodeByPath(*result.scene, path) : nullptr;
        if (!n) throw std::runtime_error("no node " + path);
        return *n;
    }
};

}  // namespace

// cocos' NodeReader shows a node unless VisibleForFrame says "True" is not so: any other
// spelling ("false", "0") hides it, and only an absent one keeps it shown.
TEST(CsdHandWritten, VisibleForFrameShowsANodeOnlyWhenAbsentOrTrue) {
    HandWritten h(R"(
  <AbstractNodeData Name="lower" VisibleForFrame="false" ctype="SingleNodeObjectData"><Size X="0" Y="0" /></AbstractNodeData>
  <AbstractNodeData Name="shown" VisibleForFrame="True" ctype="SingleNodeObjectData"><Size X="0" Y="0" /></AbstractNodeData>
  <AbstractNodeData Name="absent" ctype="SingleNodeObjectData"><Size X="0" Y="0" /></AbstractNodeData>)");
    EXPECT_FALSE(h.at("lower").isVisible());
    EXPECT_TRUE(h.at("shown").isVisible());
    EXPECT_TRUE(h.at("absent").isVisible());
}

// A placeholder shows no file, but the one it names must still be there for the game.
TEST(CsdHandWritten, APlaceholdersMissingFileIsReported) {
    HandWritten h(R"(
  <AbstractNodeData Name="fire" ctype="ParticleObjectData"><Size X="0" Y="0" />
    <FileData Type="Normal" Path="fx/fire.plist" Plist="" /></AbstractNodeData>)");
    EXPECT_EQ(h.result.report.missingFiles, (std::vector<std::string>{"fx/fire.plist"}));
}

// cocos' converter starts a Text's outline colour from black: an outline enabled without
// its colour element is black in the game, and so is a channel the element leaves out.
TEST(CsdHandWritten, AnOutlineWithoutItsColourIsBlackAsCocosConverterReadsIt) {
    HandWritten h(R"(
  <AbstractNodeData Name="bare" LabelText="a" OutlineEnabled="True" ctype="TextObjectData"><Size X="10" Y="10" /></AbstractNodeData>
  <AbstractNodeData Name="red-only" LabelText="b" OutlineEnabled="True" ctype="TextObjectData"><Size X="10" Y="10" />
    <OutlineColor A="255" R="9" /></AbstractNodeData>)");
    const auto& bare = static_cast<const Label&>(h.at("bare"));
    EXPECT_TRUE(bare.outline().enabled);
    EXPECT_EQ(bare.outline().color, (Color3B{0, 0, 0}));
    EXPECT_EQ(static_cast<const Label&>(h.at("red-only")).outline().color, (Color3B{9, 0, 0}));
}

// The four pairs the export writes for Diorama's blend modes import back as those modes.
TEST(CsdHandWritten, EachBlendFunctionTheExportWritesImportsAsItsMode) {
    std::string nodes;
    for (const auto& [name, src, dst] : std::vector<std::tuple<std::string, int, int>>{
             {"alpha", 1, 771}, {"additive", 770, 1}, {"multiply", 774, 771}, {"opaque", 1, 0}})
        nodes += "<AbstractNodeData Name=\"" + name + "\" ctype=\"SpriteObjectData\"><Size X=\"4\" Y=\"4\" />" +
                 "<BlendFunc Src=\"" + std::to_string(src) + "\" Dst=\"" + std::to_string(dst) +
                 "\" /></AbstractNodeData>";
    HandWritten h(nodes);
    const auto blendOf = [&](const char* name) { return static_cast<Sprite&>(h.at(name)).blend(); };
    EXPECT_EQ(blendOf("alpha"), BlendMode::Alpha);
    EXPECT_EQ(blendOf("additive"), BlendMode::Additive);
    EXPECT_EQ(blendOf("multiply"), BlendMode::Multiply);
    EXPECT_EQ(blendOf("opaque"), BlendMode::Opaque);
}
