// What a file holds beside the tree, kept by NodeId outside the runtime's nodes.
#include "diorama/serialization/scene_file_data.h"
#include "diorama/serialization/scene_io.h"
#include "scene_fixtures.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;

TEST(SceneFileData, RecordsFollowNodesByIdAndAnswerForUnknownOnes) {
    SceneFileData file;
    Node node;
    EXPECT_EQ(file.find(node.id()), nullptr);
    EXPECT_EQ(file.fileId(node.id()), "");
    EXPECT_FALSE(file.isLocked(node.id()));
    file.at(node.id()).fileId = "n1";
    file.at(node.id()).editor.hidden = true;
    EXPECT_EQ(file.fileId(node.id()), "n1");
    EXPECT_TRUE(file.isHidden(node.id()));
    EXPECT_FALSE(file.isLocked(node.id()));
}

TEST(SceneFileData, MergingBringsInAPastedSubtreesRecords) {
    SceneFileData doc, pasted;
    Node parent;
    Node& child = parent.emplaceChild<Node>();
    pasted.at(parent.id()).fileId = "p";
    pasted.at(child.id()).unknownKeys = R"({"x":1})";
    doc.merge(std::move(pasted));
    EXPECT_EQ(doc.fileId(parent.id()), "p");
    EXPECT_EQ(doc.find(child.id())->unknownKeys, R"({"x":1})");
    EXPECT_EQ(pasted.size(), 0u);
    EXPECT_EQ(doc.size(), 2u);
}

TEST(SceneFileData, TheRuntimeSceneCarriesNoneOfItAndSavingWithoutItWritesNoIds) {
    auto r = load(doc(R"({"type": "Node", "id": "a", "editor": {"locked": true}, "future": [1, 2]})"));
    ASSERT_TRUE(r.ok()) << r.error->format();
    const std::string full = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(full.find(R"("id": "a")"), std::string::npos);
    EXPECT_NE(full.find(R"("locked": true)"), std::string::npos);
    EXPECT_NE(full.find(R"("future": [1, 2])"), std::string::npos);
    const std::string bare = saveSceneToString(*r.scene);
    EXPECT_EQ(bare.find(R"("id")"), std::string::npos);
    EXPECT_EQ(bare.find("future"), std::string::npos);
}
