// Align and distribute (the Node menu): boxes line up on screen, whatever their parents'
// transforms, as one undo step.
#include "diorama/editor/align.h"

#include "diorama/editor/document.h"
#include "diorama/serialization/node_path.h"
#include "document_fixtures.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;

namespace {

// The node's content rectangle on screen: left, bottom, right, top.
std::array<float, 4> screenBox(Document& doc, const char* path) {
    const Node& n = *findNodeByPath(doc.scene(), path);
    const Vec2 a = n.convertToWorldSpace({0, 0});
    const Vec2 b = n.convertToWorldSpace({n.contentSize().width, n.contentSize().height});
    return {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)};
}

void select(Document& doc, std::initializer_list<const char*> paths) {
    std::vector<NodeId> ids;
    for (const char* p : paths) ids.push_back(idOf(doc, p));
    doc.selection().setAll(ids);
}

}  // namespace

TEST(Align, LeftEdgesGoToTheLeftmostAndUndoIsOneStep) {
    auto doc = openSample("actions");  // coin 64x64 at (200, 300); box 100x100 at (600, 260)
    const std::string before = doc->sceneText();
    select(*doc, {"coin", "box", "blinker"});
    const float leftmost =
        std::min({screenBox(*doc, "coin")[0], screenBox(*doc, "box")[0], screenBox(*doc, "blinker")[0]});
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertiesCommand>("Align Left", alignEdits(*doc, AlignMode::Left))));
    for (const char* p : {"coin", "box", "blinker"}) EXPECT_FLOAT_EQ(screenBox(*doc, p)[0], leftmost) << p;
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(Align, CentresAndEdgesLineUpUnderAScaledParent) {
    auto doc = openSample("world-1-1");
    Node* hills = findNodeByPath(doc->scene(), "background/hills");
    hills->setScale(0.5f);
    hills->setPosition({40, 10});
    select(*doc, {"background/hills/hill", "background/clouds/cloud"});
    const auto hill = screenBox(*doc, "background/hills/hill"), cloud = screenBox(*doc, "background/clouds/cloud");
    const float middle = (std::min(hill[1], cloud[1]) + std::max(hill[3], cloud[3])) / 2;
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertiesCommand>("Align", alignEdits(*doc, AlignMode::CenterY))));
    for (const char* p : {"background/hills/hill", "background/clouds/cloud"}) {
        const auto b = screenBox(*doc, p);
        EXPECT_NEAR((b[1] + b[3]) / 2, middle, 1e-3) << p;
    }
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertiesCommand>("Align", alignEdits(*doc, AlignMode::Right))));
    EXPECT_NEAR(screenBox(*doc, "background/hills/hill")[2], screenBox(*doc, "background/clouds/cloud")[2], 1e-3);
}

TEST(Align, DistributeSpacesCentresEvenlyBetweenTheOutermost) {
    auto doc = openSample("actions");
    select(*doc, {"box", "coin", "blinker"});  // centres x: coin 232, blinker ~?, box 650
    ASSERT_TRUE(
        doc->execute(std::make_unique<SetPropertiesCommand>("Distribute", alignEdits(*doc, AlignMode::DistributeX))));
    const auto c = [&](const char* p) {
        const auto b = screenBox(*doc, p);
        return (b[0] + b[2]) / 2;
    };
    EXPECT_FLOAT_EQ(c("blinker") - c("coin"), c("box") - c("blinker"));
}

TEST(Align, TooFewNodesGiveNoEdits) {
    auto doc = openSample("actions");
    select(*doc, {"coin"});
    EXPECT_TRUE(alignEdits(*doc, AlignMode::Left).empty());
    select(*doc, {"coin", "box"});
    EXPECT_TRUE(alignEdits(*doc, AlignMode::DistributeX).empty());
    EXPECT_FALSE(alignEdits(*doc, AlignMode::Top).empty());
}

// As for drags: a node placed by normalizedPosition stays placed by it when aligned.
TEST(Align, ANodePlacedByNormalizedPositionKeepsIt) {
    auto doc = openSample("actions");
    findNodeByPath(doc->scene(), "box")->setNormalizedPosition({0.625f, 0.40625f});  // (600, 260) in 960 x 640
    select(*doc, {"coin", "box"});
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertiesCommand>("Align Left", alignEdits(*doc, AlignMode::Left))));
    const Node& box = *findNodeByPath(doc->scene(), "box");
    EXPECT_TRUE(box.usesNormalizedPosition());
    EXPECT_FLOAT_EQ(screenBox(*doc, "box")[0], screenBox(*doc, "coin")[0]);
}
