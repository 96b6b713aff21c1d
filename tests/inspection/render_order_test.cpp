// The final draw order, batches, and why one node draws above another.
#include "diorama/inspection/render_order.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/inspection/picking.h"
#include "diorama/serialization/node_path.h"
#include "document_fixtures.h"
#include "samples.h"
#include "temp_files.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <limits>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

TEST(RenderOrder, ExplainsCraftedPairs) {
    Scene scene;
    Node& a = scene.addChild(std::make_unique<Node>("a"));
    Node& b = scene.addChild(std::make_unique<Node>("b"));
    Node& a1 = a.addChild(std::make_unique<Node>("a1"), -1);
    Node& a2 = a.addChild(std::make_unique<Node>("a2"), 2);
    Node& b1 = b.addChild(std::make_unique<Node>("b1"));

    auto ab = explainDrawOrder(a, b);
    EXPECT_EQ(ab.aboveOrBelow, -1);
    EXPECT_NE(ab.reason.find("added or re-ordered later"), std::string::npos) << ab.reason;

    auto neg = explainDrawOrder(a1, a);
    EXPECT_EQ(neg.aboveOrBelow, -1);
    EXPECT_NE(neg.reason.find("negative"), std::string::npos) << neg.reason;

    auto pos = explainDrawOrder(a, a2);
    EXPECT_EQ(pos.aboveOrBelow, -1);
    EXPECT_NE(pos.reason.find("draw after their parent"), std::string::npos) << pos.reason;

    auto z = explainDrawOrder(a2, a1);
    EXPECT_EQ(z.aboveOrBelow, 1);
    EXPECT_NE(z.reason.find("local Z 2 is greater than -1"), std::string::npos) << z.reason;

    b1.setGlobalZOrder(-1);
    auto g = explainDrawOrder(a1, b1);
    EXPECT_EQ(g.aboveOrBelow, 1);
    EXPECT_NE(g.reason.find("global Z"), std::string::npos) << g.reason;

    auto across = explainDrawOrder(a2, b);
    EXPECT_EQ(across.aboveOrBelow, -1);
    EXPECT_NE(across.reason.find("through 'a' and 'b'"), std::string::npos) << across.reason;

    // Every explanation agrees with the actual draw order.
    const auto order = captureRenderOrder(scene);
    EXPECT_EQ(explainDrawOrder(a, a).aboveOrBelow, 0);
}

TEST(RenderOrder, CapturesBandsAndBatches) {
    auto doc = openSample("z-order");
    const RenderOrder order = captureRenderOrder(doc->scene());
    ASSERT_FALSE(order.draw.empty());
    EXPECT_EQ(order.draw.front().band, GlobalZBand::Negative);
    EXPECT_EQ(order.draw.back().band, GlobalZBand::Positive);
    std::size_t counted = 0;
    for (auto& b : order.batches) counted += b.size();
    EXPECT_EQ(counted, order.draw.size());
}

// A widget draws its parts as one node; each entry says which part it is, in the order
// cocos draws its protected children: a Button's image then its title, a CheckBox's
// background then its cross, a Slider's bar, progress bar and ball.
TEST(RenderOrder, EntriesNameTheWidgetPartTheyDraw) {
    auto doc = openSample("ui");
    const RenderOrder order = captureRenderOrder(doc->scene());
    const auto partsOf = [&](const char* path) {
        const Node* node = findNodeByPath(doc->scene(), path);
        std::vector<std::string> parts;
        for (const DrawEntry& e : order.draw)
            if (node && e.node == node->id()) parts.push_back(drawPartName(e.part));
        return parts;
    };
    EXPECT_EQ(partsOf("play"), (std::vector<std::string>{"", "title"}));
    EXPECT_EQ(partsOf("sound"), (std::vector<std::string>{"", "cross"}));
    EXPECT_EQ(partsOf("volume"), (std::vector<std::string>{"", "progress bar", "ball"}));
    EXPECT_EQ(partsOf("heading"), (std::vector<std::string>{""}));
}
