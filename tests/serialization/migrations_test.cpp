// Older scene versions are upgraded on load.
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/message_text.h"
#include "diorama/serialization/node_path.h"
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

// ---- migration -------------------------------------------------------------------------------
TEST(SceneVersions, Version0IsMigrated) {
    Assets assets;
    auto r = loadSceneFile(kSource / "tests/fixtures/legacy-v0.scene.json", assets.context());
    ASSERT_TRUE(r.ok()) << r.error->format();
    EXPECT_EQ(r.sourceVersion, 0);
    Node* floor = findNodeByPath(*r.scene, "floor");
    ASSERT_NE(floor, nullptr);
    EXPECT_EQ(floor->contentSize(), (Size{100, 20}));
    EXPECT_EQ(floor->localZOrder(), -1);
    EXPECT_EQ(floor->anchorPoint(), Vec2(0.5f, 0));
    EXPECT_EQ(findNodeByPath(*r.scene, "group/inner")->localZOrder(), 3);
    const std::string saved = saveSceneToString(*r.scene, r.file);
    EXPECT_NE(saved.find("\"version\": 1"), std::string::npos);
    EXPECT_EQ(saved.find("\"zOrder\""), std::string::npos);
    EXPECT_NE(saved.find("\"localZOrder\": -1"), std::string::npos);
}
