// The transform stage over a scene's pre-order (runtime/src/scene/transform_order.h):
// taken once a scene's structure has stood still for a frame, it must recompute exactly
// what the walk over the children lists recomputes, to the bit.
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "test_nodes.h"

#include <gtest/gtest.h>

#include <random>

using namespace diorama;

namespace {

// A ScrollView's inner container places its children at an origin of its own.
class OriginNode : public Node {
public:
    using Node::setChildOrigin;
};

AffineTransform composedFromLocals(const Node& node) {
    std::vector<const Node*> chain;
    for (const Node* n = &node; n; n = n->parent()) chain.push_back(n);
    AffineTransform world = chain.back()->nodeToParentTransform();
    for (auto it = chain.rbegin() + 1; it != chain.rend(); ++it) {
        const Node& parent = *(*it)->parent();
        const Vec2 origin = parent.childOrigin();
        world = world * AffineTransform{1, 0, 0, 1, origin.x, origin.y} * (*it)->nodeToParentTransform();
    }
    return world;
}

void collect(Node& node, std::vector<Node*>& out) {
    out.push_back(&node);
    for (const auto& child : node.children()) collect(*child, out);
}

// The same tree twice: under a Scene, which takes the pre-order path once its structure
// is stable, and under a plain Node, which always walks the children lists.
struct Twins {
    Scene scene{{200, 100}};
    std::unique_ptr<Node> plainRoot = std::make_unique<Node>();
    std::vector<Node*> inScene, inPlain;
    std::mt19937 random{1234};

    Twins() {
        plainRoot->setIgnoreAnchorPointForPosition(true);
        plainRoot->setContentSize(scene.contentSize());
        for (int i = 0; i < 60; ++i) addRandomChild();
    }
    std::size_t pick(std::size_t from) {
        return std::uniform_int_distribution<std::size_t>(from, inScene.size() - 1)(random);
    }
    float value(float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(random); }
    void refreshLists() {
        inScene.clear();
        inPlain.clear();
        collect(scene, inScene);
        collect(*plainRoot, inPlain);
        ASSERT_EQ(inScene.size(), inPlain.size());
    }
    void addRandomChild() {
        refreshLists();
        const std::size_t parent = pick(0);
        const Vec2 at{value(-50, 50), value(-50, 50)};
        const bool origin = random() % 8 == 0;
        for (Node* p : {inScene[parent], inPlain[parent]}) {
            auto child = origin ? std::unique_ptr<Node>(std::make_unique<OriginNode>()) : std::make_unique<Node>();
            child->setPosition(at);
            child->setContentSize({10, 6});
            child->setAnchorPoint({0.5f, 0.5f});
            if (origin) static_cast<OriginNode&>(*child).setChildOrigin({3, -7});
            p->addChild(std::move(child));
        }
        refreshLists();
    }
    void removeRandomSubtree() {
        if (inScene.size() < 10) return;
        const std::size_t victim = pick(1);
        inScene[victim]->destroy();
        inPlain[victim]->destroy();
        refreshLists();
    }
    void changeRandomNode() {
        const std::size_t i = pick(0);
        switch (random() % 6) {
        case 0: {
            const Vec2 p{value(-80, 80), value(-80, 80)};
            inScene[i]->setPosition(p), inPlain[i]->setPosition(p);
            break;
        }
        case 1: {
            const float r = value(-180, 180);
            inScene[i]->setRotation(r), inPlain[i]->setRotation(r);
            break;
        }
        case 2: {
            const float sx = value(-2, 2), sy = random() % 5 == 0 ? 0.0f : value(-2, 2);
            inScene[i]->setScale(sx, sy), inPlain[i]->setScale(sx, sy);
            break;
        }
        case 3: {
            const float k = value(-40, 40);
            inScene[i]->setSkewX(k), inPlain[i]->setSkewX(k);
            break;
        }
        case 4: {
            const bool shown = random() % 3 != 0;
            inScene[i]->setVisible(shown), inPlain[i]->setVisible(shown);
            break;
        }
        default:  // a query refreshes one chain between frames
            EXPECT_EQ(inScene[i]->nodeToWorldTransform(), inPlain[i]->nodeToWorldTransform());
        }
    }
};

}  // namespace

TEST(TransformOrder, TheStageOverAStableSceneRecomputesWhatTheWalkOverTheListsDoes) {
    Twins t;
    int framesInPreOrder = 0;
    for (int frame = 0; frame < 400; ++frame) {
        // Structure changes come in bursts, so both paths alternate.
        if (frame % 40 < 4) {
            if (t.random() % 2)
                t.addRandomChild();
            else
                t.removeRandomSubtree();
        }
        const int changes = frame % 7 == 0 ? 0 : int(t.random() % 12);
        for (int c = 0; c < changes; ++c) t.changeRandomNode();
        if (frame % 13 == 0) t.scene.setRotation(float(frame)), t.plainRoot->setRotation(float(frame));
        framesInPreOrder += NodeTraversal::walksInPreOrder(t.scene) ? 1 : 0;
        ASSERT_EQ(NodeTraversal::updateWorldTransforms(t.scene), NodeTraversal::updateWorldTransforms(*t.plainRoot))
            << "frame " << frame;
        for (std::size_t i = 0; i < t.inScene.size(); ++i) {
            ASSERT_EQ(t.inScene[i]->nodeToWorldTransform(), t.inPlain[i]->nodeToWorldTransform())
                << "frame " << frame << ", node " << i;
            ASSERT_EQ(t.inScene[i]->nodeToWorldTransform(), composedFromLocals(*t.inScene[i]))
                << "frame " << frame << ", node " << i;
        }
        // Nothing is left for the next stage when nothing changes in between.
        ASSERT_EQ(NodeTraversal::updateWorldTransforms(t.scene), 0u) << "frame " << frame;
        ASSERT_EQ(NodeTraversal::updateWorldTransforms(*t.plainRoot), 0u) << "frame " << frame;
    }
    EXPECT_GT(framesInPreOrder, 300);
}

TEST(TransformOrder, AScenePrefersTheListsWhileItsStructureKeepsChanging) {
    Scene scene;
    Node& parent = scene.addChild(test::node("parent"));
    for (int frame = 0; frame < 5; ++frame) {
        parent.addChild(test::node("bullet"));
        EXPECT_FALSE(NodeTraversal::walksInPreOrder(scene)) << frame;
        NodeTraversal::updateWorldTransforms(scene);
    }
    // A frame after the last change, the structure has stood still for a whole frame.
    parent.setPosition({3, 4});
    EXPECT_TRUE(NodeTraversal::walksInPreOrder(scene));
    EXPECT_EQ(NodeTraversal::updateWorldTransforms(scene), 6u);  // parent and its five
    EXPECT_EQ(parent.children().back()->nodeToWorldTransform().tx, 3.0f);
}

TEST(TransformOrder, AChildRemovedFromAStableSceneIsNeverReadAgain) {
    Scene scene;
    Node& parent = scene.addChild(test::node("parent"));
    Node& doomed = parent.addChild(test::node("doomed"));
    Node& kept = parent.addChild(test::node("kept", {}, {5, 0}));
    NodeTraversal::updateWorldTransforms(scene);
    parent.setPosition({1, 0});
    NodeTraversal::updateWorldTransforms(scene);
    parent.setPosition({2, 0});
    ASSERT_TRUE(NodeTraversal::walksInPreOrder(scene));
    NodeTraversal::updateWorldTransforms(scene);
    doomed.destroy();  // the pre-order would hold a dangling pointer (ASan checks)
    parent.setPosition({3, 0});
    EXPECT_FALSE(NodeTraversal::walksInPreOrder(scene));
    EXPECT_EQ(NodeTraversal::updateWorldTransforms(scene), 2u);
    EXPECT_EQ(kept.nodeToWorldTransform().tx, 8.0f);
}
