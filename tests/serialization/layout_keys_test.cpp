// A node's layout component in scene files: the Layout keys (docs/scene-format.md) load
// into it, a node without them has none, a saved file loads and saves byte for byte, and
// a game that resizes the root and calls doLayout sees cocos' arithmetic.
#include "diorama/scene/layout_component.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_io.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

const char* kScene = R"({
  "format": "diorama.scene",
  "version": 1,
  "designSize": [480, 320],
  "root": {
    "type": "Scene",
    "id": "n0000000000000001",
    "children": [
      {
        "type": "Node",
        "id": "n0000000000000002",
        "name": "bar",
        "position": [240, 300],
        "anchorPoint": [0.5, 0.5],
        "contentSize": [440, 40],
        "stretchWidthEnabled": true,
        "horizontalEdge": "center",
        "verticalEdge": "top",
        "leftMargin": 20,
        "rightMargin": 20,
        "topMargin": 0,
        "bottomMargin": 280
      },
      {
        "type": "Node",
        "id": "n0000000000000003",
        "name": "coin",
        "position": [120, 160],
        "positionPercentXEnabled": true,
        "positionPercentYEnabled": true,
        "positionPercentX": 0.25,
        "positionPercentY": 0.5
      },
      {
        "type": "Node",
        "id": "n0000000000000004",
        "name": "plain",
        "positionPercentX": 0
      }
    ]
  }
}
)";

const LayoutComponent* layoutOf(const Node& n) {
    return dynamic_cast<const LayoutComponent*>(n.componentByName(LayoutComponent::kName));
}

}  // namespace

TEST(LayoutKeys, SceneFilesCarryALayoutComponentAndRoundTripByteForByte) {
    LoadResult r = loadSceneText(kScene, "a.scene.json", ".", SceneContext{});
    ASSERT_TRUE(r.ok()) << r.error->format();
    const LayoutComponent* bar = layoutOf(*findNodeByPath(*r.scene, "bar"));
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->isStretchWidthEnabled());
    EXPECT_EQ(bar->horizontalEdge(), LayoutComponent::HorizontalEdge::Center);
    EXPECT_EQ(bar->verticalEdge(), LayoutComponent::VerticalEdge::Top);
    EXPECT_EQ(bar->bottomMargin(), 280.0f);
    // Values in the file are stored, not applied: the position stays the file's.
    EXPECT_EQ(findNodeByPath(*r.scene, "bar")->position(), (Vec2{240, 300}));
    EXPECT_EQ(layoutOf(*findNodeByPath(*r.scene, "plain")), nullptr);  // a default makes none

    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_EQ(saved.find("\"plain\",\n        \"positionPercentX\""), std::string::npos);
    LoadResult again = loadSceneText(saved, "b.scene.json", ".", SceneContext{});
    ASSERT_TRUE(again.ok()) << again.error->format();
    EXPECT_EQ(saveSceneToString(*again.scene, again.file), saved);
    EXPECT_NE(saved.find("\"horizontalEdge\": \"center\""), std::string::npos);
}

TEST(LayoutKeys, AGameThatResizesTheRootAndLaysOutGetsCocosArithmetic) {
    LoadResult r = loadSceneText(kScene, "a.scene.json", ".", SceneContext{});
    ASSERT_TRUE(r.ok()) << r.error->format();
    r.scene->setContentSize({1136, 640});
    doLayout(*r.scene);
    const Node& bar = *findNodeByPath(*r.scene, "bar");
    EXPECT_EQ(bar.contentSize(), (Size{1096, 40}));  // 1136 − 20 − 20
    EXPECT_EQ(bar.position(), (Vec2{568, 620}));     // 20 + 548; 640 − (0 + 20)
    EXPECT_EQ(findNodeByPath(*r.scene, "coin")->position(), (Vec2{284, 320}));
}

TEST(LayoutKeys, ABadLayoutValueIsAnErrorAtItsKey) {
    std::string text = kScene;
    text.replace(text.find(R"("verticalEdge": "top")"), 21, R"("verticalEdge": "up")");
    LoadResult r = loadSceneText(text, "a.scene.json", ".", SceneContext{});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->format().find("/root/children/0/verticalEdge"), std::string::npos) << r.error->format();
    EXPECT_NE(r.error->format().find("none, bottom, top or center"), std::string::npos) << r.error->format();
}
