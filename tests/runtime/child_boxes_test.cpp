// A wide node's copy of its children's subtree boxes (kChildBoxesValid): the visit culls
// children from it without reading them, so every change that moves, hides, resizes,
// reorders, adds or removes a child must reach the copy.
#include "diorama/render/render_queue.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "test_nodes.h"

#include <gtest/gtest.h>

#include <random>

using namespace diorama;
using test::layer;
using test::node;

namespace {

// A node whose children sit at an origin of their own, as ScrollView's inner container's.
struct Container : Node {
    using Node::setChildOrigin;
};

struct Emitted {
    std::vector<std::string> names;
    std::vector<Vec2> positions;
    std::size_t culled = 0;
};

// With `subtrees`, the game's visit (whole subtrees and the copies cull); without, every
// node is visited and each quad culled alone, as the tools see it.
Emitted visitWith(Node& root, bool subtrees) {
    RenderQueue queue;
    queue.setCullRect(Rect{{0, 0}, {320, 240}});
    queue.setRecordVisits(!subtrees);
    NodeTraversal::visit(root, queue);
    Emitted out;
    for (auto i : queue.order()) out.names.push_back(queue.commands()[i].node->name());
    for (const QuadVertex& v : queue.vertices()) out.positions.push_back(v.position);
    out.culled = queue.culledCount();
    return out;
}

// A scene with two wide nodes (the scene itself and `wide`), some of whose children are
// wide too, spread over four times the screen.
struct WideScene {
    Scene scene;
    Container* wide = nullptr;
    std::vector<Node*> children;  // of the wide nodes, at any depth
    std::mt19937 rng{5};
    int named = 0;

    WideScene() {
        wide = &scene.addChild(std::make_unique<Container>());
        for (int i = 0; i < 60; ++i) addLayer(scene);
        for (int i = 0; i < 120; ++i) {
            Node& child = addLayer(*wide);
            if (i % 40 == 0)
                for (int j = 0; j < 40; ++j) addLayer(child);
        }
    }
    Vec2 anywhere() {
        return {std::uniform_real_distribution<float>(-320, 640)(rng),
                std::uniform_real_distribution<float>(-240, 480)(rng)};
    }
    Node& addLayer(Node& parent) {
        Node& added = parent.addChild(layer("l" + std::to_string(named++), {12, 8}));
        added.setPosition(anywhere());
        children.push_back(&added);
        return added;
    }
    Node& anyChild() { return *children[std::size_t(rng()) % children.size()]; }

    void change(int what) {
        Node& n = anyChild();
        switch (what % 10) {
        case 0: n.setPosition(anywhere()); break;
        case 1: n.setVisible(!n.isVisible()); break;
        case 2: n.setContentSize({std::uniform_real_distribution<float>(0, 200)(rng), 8}); break;
        case 3: n.setLocalZOrder(int(rng() % 5) - 2); break;
        case 4: addLayer(n.parent() == wide || n.parent() == &scene ? *n.parent() : *wide); break;
        case 5:
            if (n.children().empty() && children.size() > 100) {
                std::erase(children, &n);
                n.removeFromParent();
            }
            break;
        case 6: wide->setPosition(anywhere() * 0.25f); break;
        case 7: wide->setChildOrigin({std::uniform_real_distribution<float>(-100, 100)(rng), 0}); break;
        case 8: n.setRotation(std::uniform_real_distribution<float>(-180, 180)(rng)); break;
        default: n.setScale(std::uniform_real_distribution<float>(-2, 2)(rng)); break;
        }
    }
};

}  // namespace

TEST(ChildBoxes, EmitExactlyTheCommandsOfQuadByQuadCullingWhileChildrenChange) {
    WideScene s;
    int framesCullingMost = 0;
    for (int frame = 0; frame < 300; ++frame) {
        SCOPED_TRACE(frame);
        const int changes = frame % 7 == 0 ? 0 : 1 + int(s.rng() % 4);
        for (int c = 0; c < changes; ++c) s.change(int(s.rng()));
        if (frame % 3 == 1) NodeTraversal::updateWorldTransforms(s.scene);
        const Emitted game = visitWith(s.scene, true);
        const Emitted tool = visitWith(s.scene, false);
        ASSERT_EQ(game.names, tool.names);
        ASSERT_EQ(game.positions, tool.positions);
        framesCullingMost += game.culled > 100;
    }
    EXPECT_GT(framesCullingMost, 200);  // most children are off screen, as intended
}

// The copy is read in place of the child: a child the copy says is off screen, and that
// then changes, must be read again whatever the change.
TEST(ChildBoxes, AChildCulledFromTheCopyIsReadAgainOnceItChanges) {
    Container scene;
    std::vector<Node*> children;
    for (int i = 0; i < 40; ++i) {
        children.push_back(&scene.addChild(layer("l" + std::to_string(i), {10, 10})));
        children.back()->setPosition({-100.0f, float(i)});
    }
    EXPECT_TRUE(visitWith(scene, true).names.empty());
    EXPECT_TRUE(visitWith(scene, true).names.empty());  // from the copy
    children[7]->setPosition({5, 5});
    EXPECT_EQ(visitWith(scene, true).names, std::vector<std::string>{"l7"});
    children[9]->setContentSize({200, 10});  // reaches x = 100
    EXPECT_EQ(visitWith(scene, true).names, (std::vector<std::string>{"l7", "l9"}));
    children[7]->setVisible(false);
    EXPECT_EQ(visitWith(scene, true).names, std::vector<std::string>{"l9"});
    scene.setChildOrigin({110, 0});  // every child moves on screen, the copy with them
    EXPECT_EQ(visitWith(scene, true).names.size(), 39u);
    scene.setChildOrigin({0, 0});
    EXPECT_EQ(visitWith(scene, true).names, std::vector<std::string>{"l9"});
    scene.setPosition({110, 0});  // the same, by moving the node itself
    EXPECT_EQ(visitWith(scene, true).names.size(), 39u);
}
