// Export to cocos2d-x: .csb files read back with the reader flatc generates from our
// schema, field by field; every sample project; nested scenes; the report; and the .csd
// round trip through Diorama's own importer. The widgets' and labels' own options are in
// csb_export_widgets_test.cpp.
#include "diorama/cocostudio/csd_import.h"
#include "diorama/nodes/instance.h"
#include "diorama/serialization/node_path.h"
#include "export_support.h"
#include "samples.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace diorama;
using namespace diorama::cocostudio;
using namespace diorama::test;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;
const fs::path& kStudio = kStudioFixtures;
const fs::path& kCocos = kCocosFixtures;

}  // namespace

TEST(CsbExport, KeptStudioOptionsGoBackIntoTheirClassTables) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Label", "name": "title", "text": "Hi", "fontSize": 30, "horizontalAlignment": "right",
         "verticalAlignment": "center",
         "cocosStudio": {"ctype": "TextObjectData", "ActionTag": "5", "HorizontalAlignmentType": "HT_Left",
                         "VerticalAlignmentType": "VT_Bottom", "OutlineEnabled": "True", "OutlineSize": "3",
                         "ShadowEnabled": "True", "ShadowOffsetX": "4", "IsLocalized": "True", "FontName": "Arial",
                         "elements": {"OutlineColor": {"A": "255", "R": "9", "G": "8", "B": "7"}}}},
        {"type": "Node", "name": "list", "contentSize": [100, 200],
         "cocosStudio": {"ctype": "ListViewObjectData", "DirectionType": "Vertical", "ItemMargin": "6",
                         "IsBounceEnabled": "True", "ClipAble": "True",
                         "elements": {"InnerNodeSize": {"Width": "100", "Height": "400"}}}},
        {"type": "Node", "name": "scroll",
         "cocosStudio": {"ctype": "ScrollViewObjectData", "ScrollDirectionType": "Vertical_Horizontal"}},
        {"type": "Sprite", "name": "play", "texture": "missing.png",
         "cocosStudio": {"ctype": "ButtonObjectData", "ButtonText": "Play", "DisplayState": "False",
                         "IsLocalized": "True", "ShadowBlurRadius": "2", "FontName": "Marker Felt"}}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const auto* root = e.root()->nodeTree();
    const auto* text = as<csb::TextOptions>(child(root, "title"));
    EXPECT_EQ(text->text()->str(), "Hi");  // the node's own value wins over the kept one
    EXPECT_EQ(text->fontSize(), 30);
    EXPECT_EQ(text->hAlignment(), 2);
    EXPECT_EQ(text->vAlignment(), 1);
    EXPECT_TRUE(text->outlineEnabled());
    EXPECT_EQ(text->outlineSize(), 3);
    EXPECT_EQ(text->outlineColor()->r(), 9);
    EXPECT_TRUE(text->shadowEnabled());
    EXPECT_EQ(text->shadowOffsetX(), 4);
    EXPECT_EQ(text->shadowOffsetY(), -2);  // the converter's initial value
    EXPECT_TRUE(text->isLocalized());      // the last slot, as cocos 3.17 reads it
    EXPECT_EQ(text->fontName()->str(), "Arial");
    const csb::NodeTree* list = child(root, "list");
    EXPECT_EQ(list->classname()->str(), "ListView");
    const auto* l = as<csb::ListViewOptions>(list);
    EXPECT_EQ(l->direction(), 1);
    EXPECT_EQ(l->itemMargin(), 6);
    EXPECT_TRUE(l->bounceEnabled());
    EXPECT_TRUE(l->clipEnabled());
    EXPECT_EQ(l->innerSize()->height(), 400);
    EXPECT_EQ(l->directionType()->str(), "Vertical");
    EXPECT_EQ(as<csb::ScrollViewOptions>(child(root, "scroll"))->direction(), 3);
    const auto* play = as<csb::ButtonOptions>(child(root, "play"));
    EXPECT_EQ(play->text()->str(), "Play");
    EXPECT_FALSE(play->displaystate());
    EXPECT_TRUE(play->isLocalized());
    EXPECT_EQ(play->shadowBlurRadius(), 2);
    EXPECT_EQ(play->fontName()->str(), "Marker Felt");
    EXPECT_EQ(play->normalData()->path()->str(), "missing.png");
    EXPECT_TRUE(e.reported("play", "texture"));  // a missing image is named
}

TEST(CsbExport, APanelsBackgroundChildrenGoBackIntoItsOptions) {
    // The importer's Layout structure: the Panel a Node, its colour and image children
    // marked cocosStudio.panelBackground, its own children beside them.
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Node", "name": "panel", "contentSize": [200, 100], "opacity": 200,
         "cocosStudio": {"ctype": "PanelObjectData", "ActionTag": "3", "ComboBoxIndex": "1", "BackColorAlpha": "255",
                         "ClipAble": "True"},
         "children": [
           {"type": "LayerGradient", "name": "background-colour", "localZOrder": -2, "contentSize": [200, 100],
            "color": [10, 20, 30], "endColor": [40, 50, 60], "vector": [0, 1], "opacity": 102,
            "cocosStudio": {"panelBackground": "colour"}},
           {"type": "Scale9Sprite", "name": "background-image", "localZOrder": -1, "texture": "images/frame.png",
            "capInsets": [2, 3, 4, 5], "cocosStudio": {"panelBackground": "image"}},
           {"type": "Node", "name": "inside"}]}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    const csb::NodeTree* panel = child(e.root()->nodeTree(), "panel");
    EXPECT_EQ(panel->classname()->str(), "Panel");
    ASSERT_EQ(panel->children()->size(), 1u);  // the background is the Layout's own
    const auto* p = as<csb::PanelOptions>(panel);
    EXPECT_EQ(p->colorType(), 2);
    EXPECT_EQ(p->bgStartColor()->r(), 10);
    EXPECT_EQ(p->bgEndColor()->b(), 60);
    EXPECT_EQ(p->colorVector()->vectorY(), 1);
    EXPECT_EQ(p->bgColorOpacity(), 102);
    EXPECT_EQ(p->widgetOptions()->alpha(), 200);
    EXPECT_TRUE(p->clipEnabled());
    EXPECT_EQ(p->backGroundImageData()->path()->str(), "images/frame.png");
    EXPECT_TRUE(p->backGroundScale9Enabled());
    EXPECT_EQ(p->capInsets()->y(), 3);
    EXPECT_EQ(p->capInsets()->height(), 5);
}

TEST(CsbExport, AClippingNodeExportsAsAClippingPanelAndOtherClassesReportIt) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Node", "name": "window", "contentSize": [80, 60], "clippingEnabled": true,
         "children": [{"type": "Node", "name": "inside"}]},
        {"type": "Node", "name": "older-import", "contentSize": [80, 60],
         "cocosStudio": {"ctype": "PanelObjectData", "ClipAble": "True"}},
        {"type": "ColorLayer", "name": "tile", "contentSize": [10, 10], "clippingEnabled": true},
        {"type": "Sprite", "name": "picture", "texture": "missing.png", "clippingEnabled": true}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const csb::NodeTree* root = e.root()->nodeTree();
    const csb::NodeTree* window = child(root, "window");
    EXPECT_EQ(window->classname()->str(), "Panel");
    EXPECT_TRUE(as<csb::PanelOptions>(window)->clipEnabled());
    EXPECT_EQ(window->children()->size(), 1u);
    // A Panel imported before clipping was: its ClipAble was kept, not its flag set.
    EXPECT_TRUE(as<csb::PanelOptions>(child(root, "older-import"))->clipEnabled());
    EXPECT_TRUE(as<csb::PanelOptions>(child(root, "tile"))->clipEnabled());
    EXPECT_TRUE(e.reported("picture", "clippingEnabled"));
    EXPECT_FALSE(e.reported("window", "clippingEnabled"));
}

TEST(CsbExport, AScrollViewWritesItsOwnOptionsAndKeepsAStudioGradient) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "ScrollView", "name": "made", "contentSize": [100, 80], "innerContainerSize": [100, 300],
         "direction": "both", "bounceEnabled": true, "backgroundColor": [1, 2, 3], "backgroundOpacity": 90,
         "children": [{"type": "Node", "name": "row"}]},
        {"type": "ScrollView", "name": "kept", "contentSize": [100, 80], "clippingEnabled": false,
         "backgroundColor": [10, 20, 30], "backgroundOpacity": 255,
         "cocosStudio": {"ctype": "ScrollViewObjectData", "ComboBoxIndex": "2", "ClipAble": "True",
                         "elements": {"FirstColor": {"R": "10", "G": "20", "B": "30"},
                                      "EndColor": {"R": "40", "G": "50", "B": "60"}}}},
        {"type": "ScrollView", "name": "faded", "contentSize": [100, 80], "backgroundColor": [200, 0, 0],
         "backgroundOpacity": 128, "backgroundGradient": true, "backgroundEndColor": [0, 0, 200],
         "backgroundVector": [1, 0]}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const csb::NodeTree* made = child(e.root()->nodeTree(), "made");
    EXPECT_EQ(made->classname()->str(), "ScrollView");
    ASSERT_EQ(made->children()->size(), 1u);
    const auto* m = as<csb::ScrollViewOptions>(made);
    EXPECT_TRUE(m->clipEnabled());
    EXPECT_EQ(m->innerSize()->height(), 300);
    EXPECT_EQ(m->direction(), 3);
    EXPECT_TRUE(m->bounceEnabled());
    EXPECT_EQ(m->colorType(), 1);
    EXPECT_EQ(m->bgColor()->g(), 2);
    EXPECT_EQ(m->bgColorOpacity(), 90);
    // A ScrollView made here takes touches, as cocos' constructor makes it; the reader
    // would turn them off without TouchEnable, and the game's view would not scroll.
    EXPECT_TRUE(m->widgetOptions()->touchEnabled());
    const auto* k = as<csb::ScrollViewOptions>(child(e.root()->nodeTree(), "kept"));
    EXPECT_FALSE(k->clipEnabled());  // the node's flag wins for a ScrollView
    EXPECT_EQ(k->colorType(), 2);    // an older import showed it in its first colour: kept
    EXPECT_EQ(k->bgEndColor()->r(), 40);
    EXPECT_EQ(k->innerSize()->height(), 80);
    const auto* f = as<csb::ScrollViewOptions>(child(e.root()->nodeTree(), "faded"));
    EXPECT_EQ(f->colorType(), 2);  // a gradient made here
    EXPECT_EQ(f->bgStartColor()->r(), 200);
    EXPECT_EQ(f->bgEndColor()->b(), 200);
    EXPECT_EQ(f->colorVector()->vectorX(), 1.0f);
    EXPECT_EQ(f->colorVector()->vectorY(), 0.0f);
    EXPECT_EQ(f->bgColorOpacity(), 128);
}

// ListViewReader reads DirectionType ("Vertical", or empty for horizontal), the gravity
// across from HorizontalType or VerticalType, and an integer margin.
TEST(CsbExport, AListViewWritesItsDirectionGravityAndMargin) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "ListView", "name": "menu", "contentSize": [100, 80], "itemsMargin": 6,
         "gravity": "right", "children": [{"type": "Node", "name": "row", "contentSize": [50, 100]}]},
        {"type": "ListView", "name": "strip", "contentSize": [100, 80], "direction": "horizontal",
         "itemsMargin": 2.5, "gravity": "centerVertical"},
        {"type": "ListView", "name": "odd", "contentSize": [100, 80], "direction": "both",
         "gravity": "bottom"}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const csb::NodeTree* menu = child(e.root()->nodeTree(), "menu");
    EXPECT_EQ(menu->classname()->str(), "ListView");
    const auto* m = as<csb::ListViewOptions>(menu);
    EXPECT_EQ(m->directionType()->str(), "Vertical");
    EXPECT_EQ(m->horizontalType()->str(), "Align_Right");
    EXPECT_EQ(m->itemMargin(), 6);
    EXPECT_TRUE(m->clipEnabled());
    EXPECT_TRUE(m->widgetOptions()->touchEnabled());
    const auto* s = as<csb::ListViewOptions>(child(e.root()->nodeTree(), "strip"));
    EXPECT_EQ(s->directionType()->str(), "");
    EXPECT_EQ(s->verticalType()->str(), "Align_VerticalCenter");
    EXPECT_EQ(s->itemMargin(), 2);
    const auto* o = as<csb::ListViewOptions>(child(e.root()->nodeTree(), "odd"));
    EXPECT_EQ(o->directionType()->str(), "Vertical");  // a vertical list, cocos' default
    EXPECT_EQ(o->horizontalType()->str(), "");
    auto reported = [&](const char* key) {
        for (const auto& i : e.result.report.unrepresentable)
            if (i.what == key) return true;
        return false;
    };
    EXPECT_TRUE(reported("itemsMargin"));
    EXPECT_TRUE(reported("direction"));
    EXPECT_TRUE(reported("gravity"));
}

// Studio has no scroll bar options: any setting a game would not get is reported, and cocos'
// defaults (bars on a ScrollView or ListView, none on a PageView) are not.
TEST(CsbExport, ScrollBarSettingsACsbCannotHoldAreReported) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "ScrollView", "name": "plain", "contentSize": [100, 80]},
        {"type": "PageView", "name": "pages", "contentSize": [100, 80]},
        {"type": "ScrollView", "name": "styled", "contentSize": [100, 80], "scrollBarColor": [255, 0, 0],
         "scrollBarAutoHideEnabled": false},
        {"type": "PageView", "name": "barred", "contentSize": [100, 80], "scrollBarEnabled": true}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    EXPECT_EQ(e.reportedStartingWith("scrollBar"),
              (std::vector<std::string>{"styled scrollBarColor", "styled scrollBarAutoHideEnabled",
                                        "barred scrollBarEnabled"}));
}

// Studio has no magnetic options: a list's magnet other than none, or a PageView's other
// than the centre, or a magnet kept in bounds, is reported.
TEST(CsbExport, MagnetsACsbCannotHoldAreReported) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "ListView", "name": "plain", "contentSize": [100, 80]},
        {"type": "PageView", "name": "pages", "contentSize": [100, 80]},
        {"type": "ListView", "name": "snapping", "contentSize": [100, 80], "magneticType": "top"},
        {"type": "PageView", "name": "kept", "contentSize": [100, 80], "magneticAllowedOutOfBoundary": false}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    EXPECT_EQ(e.reportedStartingWith("magnetic"),
              (std::vector<std::string>{"snapping magneticType", "kept magneticAllowedOutOfBoundary"}));
}

TEST(CsbExport, EverySampleProjectExportsAFileThatVerifiesAndMatchesTheScene) {
    for (const char* name : test::kSampleProjects) {
        SCOPED_TRACE(name);
        TempDir dir;
        const fs::path sceneFile = kSource / "projects" / name / (std::string(name) + ".scene.json");
        const Exported e = exportTo(sceneFile, dir.path / (std::string(name) + ".csb"), sceneFile.parent_path());
        ASSERT_TRUE(e.result.ok());
        EXPECT_EQ(verifyCsb(e.bytes), "");
        LoadResult loaded = loadSceneFile(sceneFile, {});
        ASSERT_TRUE(loaded.ok());
        // Walk both trees: the same names, positions, tags and z orders, in file order.
        std::vector<std::pair<const Node*, const csb::NodeTree*>> stack{{loaded.scene.get(), e.root()->nodeTree()}};
        int compared = 0;
        while (!stack.empty()) {
            auto [node, tree] = stack.back();
            stack.pop_back();
            ++compared;
            if (node->typeName() == "Instance") {
                EXPECT_EQ(tree->classname()->str(), "ProjectNode");
                EXPECT_EQ(tree->children()->size(), 0u);
            }
            const std::vector<Node*> children =
                node->typeName() == "Instance" ? std::vector<Node*>{} : childrenInFileOrder(*node);
            ASSERT_EQ(children.size(), tree->children()->size()) << nodePath(*node);
            for (std::size_t i = 0; i < children.size(); ++i) {
                const csb::NodeTree* c = tree->children()->Get(unsigned(i));
                const csb::WidgetOptions* w = widgetOf(c);
                EXPECT_EQ(w->name()->str(), children[i]->name());
                EXPECT_EQ(w->tag(), children[i]->tag());
                EXPECT_EQ(w->zOrder(), children[i]->localZOrder());
                EXPECT_EQ(w->position()->x(), children[i]->position().x) << nodePath(*children[i]);
                EXPECT_EQ(w->position()->y(), children[i]->position().y) << nodePath(*children[i]);
                EXPECT_EQ(w->scale()->scaleX(), children[i]->scaleX());
                EXPECT_EQ(w->rotationSkew()->rotationSkewY(), children[i]->rotationSkewY());
                EXPECT_EQ(w->visible(), children[i]->isVisible());
                EXPECT_NE(w->actionTag(), 0);
                stack.emplace_back(children[i], c);
            }
        }
        EXPECT_GT(compared, 1);
    }
}

TEST(CsbExport, NestedScenesBecomeProjectNodesAndAreExportedBesideAtTheirRelativePath) {
    TempDir dir;
    writeFile(dir.path / "res/parts/piece.scene.json",
              R"({"format": "diorama.scene", "version": 1, "designSize": [40, 20],
                  "root": {"type": "Scene", "children": [{"type": "Node", "name": "inner", "position": [3, 4]}]}})");
    writeFile(dir.path / "res/main.scene.json",
              R"({"format": "diorama.scene", "version": 1,
                  "root": {"type": "Scene", "children": [
                    {"type": "Instance", "name": "a", "source": "parts/piece.scene.json", "position": [10, 20]},
                    {"type": "Instance", "name": "b", "source": "parts/piece.scene.json", "anchorPoint": [0.5, 0.5]}]}})");
    const Exported e = exportTo(dir.path / "res/main.scene.json", dir.path / "out/main.csb", dir.path / "res");
    ASSERT_TRUE(e.result.ok());
    EXPECT_EQ(e.result.report.filesWritten, (std::vector<std::string>{(dir.path / "out/main.csb").string(),
                                                                      (dir.path / "out/parts/piece.csb").string()}));
    const csb::NodeTree* a = child(e.root()->nodeTree(), "a");
    EXPECT_EQ(a->classname()->str(), "ProjectNode");
    EXPECT_EQ(as<csb::ProjectNodeOptions>(a)->fileName()->str(), "parts/piece.csb");
    EXPECT_EQ(as<csb::ProjectNodeOptions>(a)->innerActionSpeed(), 1.0f);
    EXPECT_EQ(widgetOf(a)->position()->x(), 10);
    // NodeReader skips exactly (0.5, 0.5): the next float keeps the anchor the node has.
    const csb::WidgetOptions* b = widgetOf(child(e.root()->nodeTree(), "b"));
    EXPECT_GT(b->anchorPoint()->scaleX(), 0.5f);
    EXPECT_LT(b->anchorPoint()->scaleX(), 0.5001f);

    const std::vector<std::uint8_t> nested = bytesOf(dir.path / "out/parts/piece.csb");
    EXPECT_EQ(verifyCsb(nested), "");
    const csb::CSParseBinary* piece = csb::GetCSParseBinary(nested.data());
    EXPECT_EQ(piece->action()->speed(), 1.0f);  // nested files need their action to play
    EXPECT_EQ(widgetOf(piece->nodeTree())->size()->width(), 40);
    EXPECT_EQ(widgetOf(child(piece->nodeTree(), "inner"))->position()->y(), 4);
}

TEST(CsbExport, ReportsEverythingCocosCannotRepresentWithItsNodePath) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
                  {"type": "Node", "name": "mover", "skewX": 10, "globalZOrder": 2, "positionZ": 1,
                   "actions": [{"name": "bob", "action": {"type": "MoveBy", "duration": 1, "by": [0, 10]}}],
                   "on": [{"event": "click", "run": "bob"}],
                   "children": [{"type": "Spine", "name": "hero"}]},
                  {"type": "Node", "name": "dim", "opacity": 100, "children": [{"type": "Node", "name": "kid"}]}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    EXPECT_TRUE(e.reported("mover", "actions"));
    EXPECT_TRUE(e.reported("mover", "on"));
    EXPECT_TRUE(e.reported("mover", "skewX/skewY"));
    EXPECT_TRUE(e.reported("mover", "globalZOrder"));
    EXPECT_TRUE(e.reported("mover", "positionZ"));
    EXPECT_TRUE(e.reported("mover/hero", "type"));
    EXPECT_TRUE(e.reported("dim", "cascadeOpacityEnabled"));
    EXPECT_FALSE(e.reported("dim/kid", "cascadeOpacityEnabled"));
    for (const ExportIssue& i : e.result.report.unrepresentable) {
        EXPECT_EQ(i.file, (dir.path / "s.scene.json").string());
        EXPECT_FALSE(i.why.empty());
    }
    // The unknown type still loads in cocos, as a plain node with its children.
    EXPECT_EQ(child(child(e.root()->nodeTree(), "mover"), "hero")->classname()->str(), "SingleNode");
}

// Studio publishes a file's root as a bare Node (csb-format.md): what the scene's root has
// beyond that is reported, not dropped silently.
TEST(CsbExport, WhatTheBareRootDropsIsReported) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "id": "r", "tag": 3,
                  "position": [50, 60], "scale": 2, "rotation": 15, "color": [255, 0, 0], "opacity": 100,
                  "children": [{"type": "Node", "name": "k"}]},
                  "animations": {"version": 1, "clips": [{"name": "c", "length": 10, "tracks": [
                    {"node": "r", "property": "opacity", "keys": [{"frame": 0, "value": 0}, {"frame": 10, "value": 255}]}]}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    for (const char* what : {"tag", "position", "scale", "rotation", "color", "opacity", "timelines"})
        EXPECT_TRUE(e.reported("", what)) << what;
    EXPECT_FALSE(e.reported("", "anchorPoint"));
    EXPECT_FALSE(e.reported("", "visible"));
    const csb::WidgetOptions* root = widgetOf(e.root()->nodeTree());
    EXPECT_EQ(root->position()->x(), 0.0f);
    EXPECT_EQ(root->alpha(), 255);

    // A plain scene root says nothing.
    writeFile(dir.path / "plain.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "name": "Scene",
                  "children": [{"type": "Node", "name": "k", "position": [5, 5]}]}})");
    const Exported plain = exportTo(dir.path / "plain.scene.json", dir.path / "plain.csb");
    EXPECT_EQ(plain.reportedStartingWith(""), std::vector<std::string>{});
}

// A Studio 2.1 root (SingleNodeObjectData) writes every element; a later root carries only
// its name, tag and size, so its transform and colour are reported.
TEST(CsdExport, TheRootKeepsItsTransformWhereStudioWritesItAndReportsItElsewhere) {
    TempDir dir;
    const std::string root = R"(Name="R" Tag="3" ActionTag="77" Alpha="100" ctype=")";
    const std::string body = R"("><Position X="50" Y="60"/><Scale ScaleX="2" ScaleY="2"/>)"
                             R"(<CColor A="255" R="255" G="0" B="0"/><Size X="400" Y="300"/><Children>)"
                             R"(<AbstractNodeData Name="k" ctype="SingleNodeObjectData"><Size X="10" Y="10"/>)"
                             R"(<Position X="5" Y="5"/></AbstractNodeData></Children></ObjectData>)";
    const auto csd = [&](const std::string& ctype) {
        return R"(<GameFile><PropertyGroup Name="t" Type="Scene" ID="x" Version="3.10.0.0"/>)"
               R"(<Content ctype="GameProjectContent"><Content><ObjectData )" +
               root + ctype + body + "</Content></Content></GameFile>";
    };
    fs::create_directories(dir.path / "cocosstudio");
    writeFile(dir.path / "cocosstudio/old.csd", csd("SingleNodeObjectData"));
    expectCsdRoundTrip(dir.path / "cocosstudio/old.csd", dir.path / "cocosstudio");

    writeFile(dir.path / "cocosstudio/new.csd", csd("GameNodeObjectData"));
    writeFile(dir.path / "cocosstudio/new.scene.json",
              importToText(dir.path / "cocosstudio/new.csd", dir.path / "cocosstudio"));
    const Exported e = exportTo(dir.path / "cocosstudio/new.scene.json", dir.path / "cocosstudio/new-out.csd",
                                dir.path / "cocosstudio");
    for (const char* what : {"position", "scale", "color"}) EXPECT_TRUE(e.reported("", what)) << what;
    EXPECT_FALSE(e.reported("", "opacity"));  // the root's Alpha is written
}

TEST(CsbExport, ActionTagsAreKeptOrGeneratedUniqueAndStable) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
                  {"type": "Node", "id": "a", "name": "a"}, {"type": "Node", "id": "b", "name": "b"},
                  {"type": "Node", "id": "c", "name": "c", "cocosStudio": {"ctype": "SingleNodeObjectData", "ActionTag": "77"}}]}})");
    const Exported first = exportTo(dir.path / "s.scene.json", dir.path / "1.csb");
    const Exported second = exportTo(dir.path / "s.scene.json", dir.path / "2.csb");
    ASSERT_TRUE(first.result.ok() && second.result.ok());
    EXPECT_EQ(first.bytes, second.bytes);  // the same scene gives the same file
    const auto* root = first.root()->nodeTree();
    const int a = widgetOf(child(root, "a"))->actionTag(), b = widgetOf(child(root, "b"))->actionTag();
    EXPECT_NE(a, 0);
    EXPECT_NE(b, 0);
    EXPECT_NE(a, b);
    EXPECT_EQ(widgetOf(child(root, "c"))->actionTag(), 77);
}

TEST(CsbExport, AnUnreadableSceneOrABadOutputWritesNothing) {
    TempDir dir;
    writeFile(dir.path / "bad.scene.json", R"({"format": "diorama.scene", "version": 1, "root": {"type": 3}})");
    ExportOptions options;
    options.output = dir.path / "out/bad.csb";
    const ExportResult r = exportScene(dir.path / "bad.scene.json", options);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->format().find("bad.scene.json"), std::string::npos);
    EXPECT_FALSE(fs::exists(dir.path / "out"));
    options.output = dir.path / "out.png";
    EXPECT_FALSE(exportScene(kSource / "projects/sheets/sheets.scene.json", options).ok());
    EXPECT_FALSE(fs::exists(dir.path / "out.png"));
}

TEST(CsbExport, ASceneTooDeepForCocosVerifierIsRefusedWithTheLimit) {
    TempDir dir;
    auto nested = [](int levels) {
        std::string text;
        for (int i = 0; i < levels; ++i) text += R"({"type": "Node", "children": [)";
        for (int i = 0; i < levels; ++i) text += "]}";
        return R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [)" + text + "]}}";
    };
    writeFile(dir.path / "ok.scene.json", nested(61));  // 62 levels with the root
    writeFile(dir.path / "deep.scene.json", nested(62));
    const Exported ok = exportTo(dir.path / "ok.scene.json", dir.path / "ok.csb");
    EXPECT_EQ(verifyCsb(ok.bytes), "");
    ExportOptions options;
    options.output = dir.path / "deep.csb";
    const ExportResult deep = exportScene(dir.path / "deep.scene.json", options);
    ASSERT_FALSE(deep.ok());
    EXPECT_NE(deep.error->message.find("at most 62"), std::string::npos) << deep.error->message;
    EXPECT_FALSE(fs::exists(dir.path / "deep.csb"));
}

TEST(CsbExport, TheVerifierRejectsATruncatedFile) {
    TempDir dir;
    const Exported e =
        exportTo(kSource / "projects/sheets/sheets.scene.json", dir.path / "s.csb", kSource / "projects/sheets");
    ASSERT_EQ(verifyCsb(e.bytes), "");
    std::vector<std::uint8_t> cut(e.bytes.begin(), e.bytes.begin() + e.bytes.size() / 2);
    EXPECT_NE(verifyCsb(cut), "");
    EXPECT_NE(verifyCsb({}), "");
}

namespace {

std::vector<std::string> texturesOf(const Exported& e) {
    std::vector<std::string> out;
    for (const auto* t : *e.root()->textures()) out.push_back(t->str());
    return out;
}

}  // namespace

// cocos' converter lists every sheet a PlistSubImage names, and CSLoader preloads them
// into the SpriteFrameCache, the only place a button's other images and a timeline's
// frames are looked up: a sheet missing from `textures` shows nothing in the game.
TEST(CsbExport, EverySheetAWidgetImageOrATimelineFrameNamesIsInTheTexturesList) {
    TempDir dir;
    const Exported button = exportTo(importFixture(dir, "buttons.csd"), dir.path / "buttons.csb");
    ASSERT_TRUE(button.result.ok());
    EXPECT_EQ(texturesOf(button), (std::vector<std::string>{"images/ui.plist"}));

    for (const char* file : {"sheet.plist", "sheet.png"})
        fs::copy(kSource / "tests/fixtures/cocostudio/project/cocosstudio/sheets" / file,
                 dir.path / "cocosstudio/images" / file);
    writeFile(dir.path / "cocosstudio/frames.csd", R"(<GameFile><Content ctype="GameProjectContent"><Content>
<Animation Duration="10" Speed="1.0000">
  <Timeline ActionTag="7" Property="FileData">
    <TextureFrame FrameIndex="0" Tween="False"><TextureFile Type="PlistSubImage" Path="gem.png" Plist="images/sheet.plist" /></TextureFrame>
    <TextureFrame FrameIndex="5" Tween="False"><TextureFile Type="PlistSubImage" Path="star.png" Plist="images/sheet.plist" /></TextureFrame>
  </Timeline>
</Animation>
<ObjectData Name="Scene" ctype="GameNodeObjectData"><Size X="480" Y="320" /><Children>
  <AbstractNodeData Name="runner" ActionTag="7" Tag="1" ctype="SpriteObjectData">
    <Size X="10" Y="10" /><Position X="5" Y="5" />
    <FileData Type="Normal" Path="images/hero.png" Plist="" />
  </AbstractNodeData>
</Children></ObjectData></Content></Content></GameFile>)");
    ImportOptions options;
    options.outputDirectory = dir.path / "cocosstudio";
    ImportResult imported = importCsd(dir.path / "cocosstudio/frames.csd", options);
    ASSERT_TRUE(imported.ok()) << (imported.error ? imported.error->format() : "");
    ASSERT_TRUE(saveSceneFile(*imported.scene, imported.file, dir.path / "cocosstudio/frames.scene.json").ok);
    const Exported frames =
        exportTo(dir.path / "cocosstudio/frames.scene.json", dir.path / "frames.csb", dir.path / "cocosstudio");
    ASSERT_TRUE(frames.result.ok());
    EXPECT_EQ(texturesOf(frames), (std::vector<std::string>{"images/sheet.plist"}));
}

// Studio pairs the root's ctype with the file's Type: a Layer file goes back as a Layer,
// a Scene file as a Scene.
TEST(CsdExport, ALayerFileGoesBackAsALayerFile) {
    TempDir dir;
    const Exported layer = exportTo(importFixture(dir, "list-view.csd"), dir.path / "list-view.csd");
    const std::string layerText(layer.bytes.begin(), layer.bytes.end());
    EXPECT_NE(layerText.find(R"(Type="Layer")"), std::string::npos) << layerText.substr(0, 300);
    EXPECT_NE(layerText.find(R"(ctype="GameLayerObjectData")"), std::string::npos);
    const Exported scene = exportTo(kSource / "projects/world-1-1/world-1-1.scene.json", dir.path / "world.csd");
    const std::string sceneText(scene.bytes.begin(), scene.bytes.end());
    EXPECT_NE(sceneText.find(R"(Type="Scene")"), std::string::npos) << sceneText.substr(0, 300);
}

TEST(CsdExport, ImportingAnExportedCsdGivesTheSameScene) {
    TempDir dir;
    fs::copy(kStudio, dir.path / "cocosstudio", fs::copy_options::recursive);
    // ui.csd inlines its nested files on import (a copy, not an Instance), which no export
    // can give back as the ProjectNode it was; it joins once nested files import as Instances.
    for (const char* csd :
         {"export-widgets.csd", "button-ui.csd", "buttons.csd", "scroll-view.csd", "list-view.csd", "page-view.csd"})
        expectCsdRoundTrip(dir.path / "cocosstudio" / csd, dir.path / "cocosstudio");
}

TEST(CsdExport, TheCocos2dxFixturesRoundTripAndExportAsCsb) {
    for (const auto& entry : fs::directory_iterator(kCocos)) {
        if (entry.path().extension() != ".csd") continue;
        TempDir dir;
        fs::copy(entry.path(), dir.path / entry.path().filename());
        expectCsdRoundTrip(dir.path / entry.path().filename(), dir.path);
        const fs::path scene = dir.path / "round-trip.scene.json";
        const Exported e = exportTo(scene, dir.path / "fixture.csb", dir.path);
        ASSERT_TRUE(e.result.ok());
        EXPECT_EQ(verifyCsb(e.bytes), "");
    }
}

TEST(CsdExport, LayoutComponentsGoBackAsStudioWroteThemAndEveryNodeGetsItsMargins) {
    TempDir dir;
    fs::copy(kStudio, dir.path / "cocosstudio", fs::copy_options::recursive);
    const fs::path root = dir.path / "cocosstudio";
    expectCsdRoundTrip(root / "layout.csd", root);
    const Exported e = exportTo(root / "round-trip.scene.json", dir.path / "l.csb", root);
    const auto* bar = widgetOf(child(e.root()->nodeTree(), "bar"))->layoutComponent();
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->stretchHorizontalEnabled());
    EXPECT_FALSE(bar->sizeXPercentEnable());
    EXPECT_EQ(bar->horizontalEdge()->str(), "BothEdge");
    EXPECT_EQ(bar->verticalEdge()->str(), "TopEdge");
    EXPECT_EQ(bar->leftMargin(), 20.0f);
    EXPECT_EQ(bar->topMargin(), 10.0f);
    EXPECT_FLOAT_EQ(bar->positionXPercent(), 0.5f);
    const auto* centre = widgetOf(child(e.root()->nodeTree(), "centre"))->layoutComponent();
    EXPECT_TRUE(centre->positionXPercentEnabled());
    EXPECT_TRUE(centre->sizeXPercentEnable());  // read from Studio's other spelling
    EXPECT_FLOAT_EQ(centre->sizeXPercent(), 0.25f);
    // A node without a layout gets the margins and fractions Studio measures for it.
    const auto* plain = widgetOf(child(e.root()->nodeTree(), "plain"))->layoutComponent();
    EXPECT_EQ(plain->horizontalEdge()->str(), "");
    EXPECT_EQ(plain->leftMargin(), 10.0f);            // x 10, anchor 0
    EXPECT_EQ(plain->rightMargin(), 480.0f - 20.0f);  // 480 − (10 + 10)
    EXPECT_EQ(plain->topMargin(), 320.0f - 20.0f);
    EXPECT_FLOAT_EQ(plain->positionXPercent(), 10.0f / 480.0f);
    EXPECT_FLOAT_EQ(plain->sizeYPercent(), 10.0f / 320.0f);
}

TEST(CsdExport, KeptStudioNamesThatAreNotXmlNamesAreReportedAndLeftOut) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
                  {"type": "Node", "name": "bar", "cocosStudio": {"ctype": "SingleNodeObjectData",
                   "Pro&gressInfo": "40", "F'ameEvent": "x", "UserData": "kept",
                   "elements": {"Bad Element": {"X": "1"}, "Offset": {"X": "2", "<Y": "3"}}}},
                  {"type": "Node", "name": "other"}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csd");
    ASSERT_TRUE(e.result.ok());
    EXPECT_TRUE(e.reported("bar", "cocosStudio.Pro&gressInfo"));
    EXPECT_TRUE(e.reported("bar", "cocosStudio.F'ameEvent"));
    EXPECT_TRUE(e.reported("bar", "cocosStudio.elements.Bad Element"));
    EXPECT_TRUE(e.reported("bar", "cocosStudio.elements.Offset.<Y"));
    const std::string csd = readFile(dir.path / "s.csd");
    EXPECT_NE(csd.find("UserData=\"kept\""), std::string::npos);
    EXPECT_NE(csd.find("<Offset X=\"2\""), std::string::npos);
    // The file is XML that Studio's format readers (ours among them) parse.
    ImportOptions options;
    options.outputDirectory = dir.path / "back";
    const ImportResult back = importCsd(dir.path / "s.csd", options);
    EXPECT_TRUE(back.ok()) << (back.error ? back.error->format() : "");
}

TEST(CsbExport, AnUnknownKeptKeyIsReportedByNameEvenWhenItIsEmpty) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
                  {"type": "Node", "name": "a", "futureKey": 1, "": 2}, {"type": "Node", "name": "b"}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    EXPECT_TRUE(e.reported("a", "futureKey"));
    EXPECT_TRUE(e.reported("a", "\"\""));  // the key's name as JSON writes it, never an empty "what"
    for (const ExportIssue& i : e.result.report.unrepresentable) EXPECT_FALSE(i.what.empty()) << i.why;
}

// Studio has no padding: a list or PageView with any is reported, once per side.
TEST(CsbExport, ListPaddingACsbCannotHoldIsReported) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "ListView", "name": "plain", "contentSize": [100, 80]},
        {"type": "ListView", "name": "inset", "contentSize": [100, 80], "leftPadding": 4, "bottomPadding": 2},
        {"type": "PageView", "name": "pages", "contentSize": [100, 80], "topPadding": 3}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    std::vector<std::string> reported;
    for (const char* side : {"left", "top", "right", "bottom"})
        for (const std::string& what : e.reportedStartingWith(side)) reported.push_back(what);
    EXPECT_EQ(reported, (std::vector<std::string>{"inset leftPadding", "pages topPadding", "inset bottomPadding"}));
}

// PageViewOptions have no indicator: one that is on is reported, one that is off is not.
// Studio's Text has no glow: one that draws is reported; one an outline hides is not.
TEST(CsbExport, ALabelsGlowACsbCannotHoldIsReported) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Label", "name": "plain", "text": "a", "glowColor": [0, 255, 0]},
        {"type": "Label", "name": "glowing", "text": "b", "glowEnabled": true},
        {"type": "Label", "name": "outlined", "text": "c", "glowEnabled": true, "outlineEnabled": true}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    EXPECT_EQ(e.reportedStartingWith("glow"), (std::vector<std::string>{"glowing glowEnabled"}));
}

TEST(CsbExport, APageIndicatorACsbCannotHoldIsReported) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "PageView", "name": "plain", "contentSize": [100, 80], "indicatorSpaceBetweenIndexNodes": 9},
        {"type": "PageView", "name": "dotted", "contentSize": [100, 80], "indicatorEnabled": true}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    EXPECT_EQ(e.reportedStartingWith("indicator"), (std::vector<std::string>{"dotted indicatorEnabled"}));
}
