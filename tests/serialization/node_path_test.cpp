// Node paths as the CLI and the editor print them.
#include "diorama/serialization/node_path.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/message_text.h"
#include "diorama/serialization/opaque_node.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"
#include "samples.h"
#include "scene_fixtures.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

TEST(NodePath, NamesAndIndexesOfUnnamedNodes) {
    Assets assets;
    auto r = load(
        doc(R"({"type": "Node", "name": "a", "localZOrder": 9, "children": [{"type": "Node"}, {"type": "Node", "name": "b"}]},
                         {"type": "Node"})"),
        assets);
    Node* unnamed = findNodeByPath(*r.scene, "a/#0");
    ASSERT_NE(unnamed, nullptr);
    EXPECT_EQ(nodePath(*unnamed), "a/#0");
    EXPECT_EQ(nodePath(*findNodeByPath(*r.scene, "#1")), "#1");
    EXPECT_EQ(nodePath(*r.scene), "");
    EXPECT_EQ(findNodeByPath(*r.scene, ""), r.scene.get());
    EXPECT_EQ(findNodeByPath(*r.scene, "a/b")->name(), "b");
    EXPECT_EQ(findNodeByPath(*r.scene, "nope"), nullptr);
    EXPECT_EQ(findNodeByPath(*r.scene, "a/#1"), nullptr);  // #1 is named "b"
}

TEST(NodePath, AnIndexTooLargeForANumberIsNotFoundInsteadOfThrowing) {
    Assets assets;
    auto r = load(doc(R"({"type": "Node"})"), assets);
    EXPECT_EQ(findNodeByPath(*r.scene, "#99999999999999999999"), nullptr);
    EXPECT_EQ(findNodeByPath(*r.scene, "#18446744073709551616"), nullptr);
    EXPECT_EQ(nodePath(*findNodeByPath(*r.scene, "#0")), "#0");
}

TEST(SceneText, PathsOfManyUnnamedSiblingsAreFoundWithoutSorting) {
    Scene scene;
    for (int i = 0; i < 100000; ++i) scene.addChild(std::make_unique<Node>());
    NodePathIndex index;
    std::size_t i = 0;
    for (const auto& c : scene.children()) {
        if (i % 997 == 0) {
            EXPECT_EQ(nodePath(*c), "#" + std::to_string(i));
        }
        EXPECT_EQ(index.pathOf(*c), "#" + std::to_string(i));
        ++i;
    }
}
