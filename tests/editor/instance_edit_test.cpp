// Nested scenes in the editor: a node from an instance's source can be edited (saved as
// an override), but the structure that comes from the source cannot change here: adding,
// deleting, reparenting or reordering inside an instance is refused, so saving never
// drops a node silently.
#include "diorama/editor/asset_paths.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
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
