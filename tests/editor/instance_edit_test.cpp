// Nested scenes in the editor: a node from an instance's source can be edited (saved as
// an override), but the structure that comes from the source cannot change here: adding,
// deleting, reparenting or reordering inside an instance is refused, so saving never
// drops a node silently.
#include "diorama/editor/asset_paths.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/editor/instance_edits.h"
#include "diorama/nodes/instance.h"
#include "diorama/nodes/sprite.h"
#include "diorama/types/builtin_types.h"
#include "document_fixtures.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;

TEST(InstanceEdits, EditingANodeFromTheSourceIsSavedAsAnOverrideAndUndone) {
    auto doc = openSample("prefabs");
    const std::string before = doc->sceneText();
    ASSERT_TRUE(doc->execute(
        std::make_unique<SetPropertyCommand>(idOf(*doc, "level/block-1/coin"), "opacity", PropertyValue(100))));
    EXPECT_NE(doc->sceneText().find(R"("coin": {"opacity": 100})"), std::string::npos);
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(InstanceEdits, TheStructureFromTheSourceCannotChangeHere) {
    auto doc = openSample("prefabs");
    const std::string before = doc->sceneText();
    const NodeId block = idOf(*doc, "level/block-1"), coin = idOf(*doc, "level/block-1/coin");
    std::vector<std::unique_ptr<Node>> nodes;
    nodes.push_back(std::make_unique<Node>("extra"));
    EXPECT_FALSE(doc->execute(std::make_unique<AddNodesCommand>("Add", block, std::move(nodes))));
    nodes.clear();
    nodes.push_back(std::make_unique<Node>("extra"));
    EXPECT_FALSE(doc->execute(std::make_unique<AddNodesCommand>("Add", coin, std::move(nodes))));
    EXPECT_FALSE(doc->execute(std::make_unique<DeleteNodesCommand>(std::vector<NodeId>{coin})));
    EXPECT_FALSE(doc->execute(std::make_unique<ReparentCommand>(coin, idOf(*doc, "level"))));
    EXPECT_FALSE(doc->execute(std::make_unique<ReparentCommand>(idOf(*doc, "sky"), block)));
    EXPECT_FALSE(doc->execute(
        std::make_unique<ReorderChildrenCommand>(block, std::vector<NodeId>{coin, idOf(*doc, "level/block-1/body")})));
    EXPECT_EQ(doc->sceneText(), before);
    // The instance itself is an ordinary node of this scene.
    EXPECT_TRUE(doc->execute(std::make_unique<DeleteNodesCommand>(std::vector<NodeId>{block})));
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(InstanceEdits, SaveAsRebasesTheSourceButNotTheSourcesOwnAssets) {
    Scene scene;
    auto& instance = static_cast<Instance&>(scene.addChild(std::make_unique<Instance>()));
    instance.setSource("prefabs/block.scene.json");
    auto& fromSource = static_cast<Sprite&>(instance.addChild(std::make_unique<Sprite>()));
    fromSource.setTexturePath("images/brick.png");  // relative to the source's folder
    const std::vector<AssetUse> uses = assetUses(scene, builtinNodeTypes());
    ASSERT_EQ(uses.size(), 1u);
    EXPECT_EQ(uses[0].key, "source");
}

TEST(InstanceEdits, AnEditedNodeShowsItsOverridesAndRevertGivesTheSourceValueBack) {
    auto doc = openSample("prefabs");
    Node& coin = *findNodeByPath(doc->scene(), "level/block-3/coin");
    std::vector<std::string> keys;
    for (const OverriddenProperty& p : overriddenProperties(*doc, coin)) keys.push_back(p.key);
    EXPECT_EQ(keys, (std::vector<std::string>{"position", "color"}));
    EXPECT_TRUE(overriddenProperties(*doc, *findNodeByPath(doc->scene(), "level/block-1/coin")).empty());
    EXPECT_TRUE(overriddenProperties(*doc, *findNodeByPath(doc->scene(), "sky")).empty());
    ASSERT_TRUE(doc->execute(makeRevertOverrideCommand(*doc, coin, "color")));
    EXPECT_EQ(coin.color(), (Color3B{250, 200, 40}));  // the source's
    EXPECT_EQ(doc->sceneText().find(R"("color": [255, 60, 60])"), std::string::npos);
    EXPECT_EQ(makeRevertOverrideCommand(*doc, coin, "color"), nullptr);
    doc->undo();
    EXPECT_EQ(coin.color(), (Color3B{255, 60, 60}));
}

TEST(InstanceEdits, AnInstanceWithoutASourceStillTakesNoChildren) {
    // Its file could not list them: an Instance's children come only from its source.
    Document doc;
    auto instance = std::make_unique<Instance>();
    instance->setName("empty");
    std::vector<std::unique_ptr<Node>> nodes;
    nodes.push_back(std::move(instance));
    ASSERT_TRUE(doc.execute(std::make_unique<AddNodesCommand>("Add", doc.scene().id(), std::move(nodes))));
    nodes.clear();
    nodes.push_back(std::make_unique<Node>("child"));
    EXPECT_FALSE(doc.execute(std::make_unique<AddNodesCommand>("Add", idOf(doc, "empty"), std::move(nodes))));
}
