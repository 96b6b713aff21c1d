// Cached subtree world boxes (Node::subtreeWorldBounds) and the visit's whole-subtree cull.
#include "diorama/nodes/sprite.h"
#include "diorama/scene/scene.h"
#include "diorama/scene/traversal.h"
#include "test_nodes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

using namespace diorama;
using test::layer;
using test::node;

namespace {

// The reference: min/max of the four world corners of `local` under `n`'s world.
WorldBox cornersOf(const Node& n, const Rect& local) {
    const AffineTransform w = n.nodeToWorldTransform();
    const Vec2 p[4] = {w.apply({local.minX(), local.minY()}), w.apply({local.maxX(), local.minY()}),
                       w.apply({local.maxX(), local.maxY()}), w.apply({local.minX(), local.maxY()})};
    WorldBox b{p[0].x, p[0].y, p[0].x, p[0].y};
    for (const Vec2& q : p) {
        b.minX = std::min(b.minX, q.x);
        b.minY = std::min(b.minY, q.y);
        b.maxX = std::max(b.maxX, q.x);
        b.maxY = std::max(b.maxY, q.y);
    }
    return b;
}

WorldBox contentCorners(const Node& n) { return cornersOf(n, {{0, 0}, n.contentSize()}); }

struct Pose {
    const char* name;
    float rotationX, rotationY, scaleX, scaleY, skewX, skewY;
};

const Pose kPoses[] = {
    {"identity", 0, 0, 1, 1, 0, 0},
    {"rotation", 33, 33, 1, 1, 0, 0},
    {"rotationSkew", 20, 75, 1, 1, 0, 0},
    {"scale", 0, 0, 2.5f, 0.75f, 0, 0},
    {"skew", 0, 0, 1, 1, 25, -40},
    {"negativeScale", 0, 0, -1.5f, 2, 0, 0},
    {"bothNegative", 10, 10, -2, -0.5f, 0, 0},
    {"zeroScaleX", 0, 0, 0, 1, 0, 0},
    {"zeroScale", 45, 45, 0, 0, 0, 0},
    {"everything", 17, -61, -1.25f, 3, 12, 7},
};

void pose(Node& n, const Pose& p) {
    n.setRotationSkewX(p.rotationX);
    n.setRotationSkewY(p.rotationY);
    n.setScale(p.scaleX, p.scaleY);
    n.setSkewX(p.skewX);
    n.setSkewY(p.skewY);
}

}  // namespace

TEST(SubtreeBounds, EqualTheMinAndMaxOfTheWorldCornersForEveryPose) {
    for (const Pose& p : kPoses) {
        SCOPED_TRACE(p.name);
        Scene scene;
        auto& parent = scene.addChild(node("parent", {40, 30}, {100, 50}));
        parent.setAnchorPoint({0.5f, 0.5f});
        pose(parent, p);
        auto& leaf = parent.addChild(layer("leaf", {10, 20}));
        leaf.setPosition({7, -3});
        leaf.setAnchorPoint({0.25f, 0.75f});
        pose(leaf, p);
        EXPECT_EQ(leaf.subtreeWorldBounds(), contentCorners(leaf));
        // A plain Node draws nothing: its box is its child's.
        EXPECT_EQ(parent.subtreeWorldBounds(), contentCorners(leaf));
    }
}

TEST(SubtreeBounds, UniteTheNodesOwnBoxWithEveryVisibleChildSubtree) {
    Scene scene;
    auto& a = scene.addChild(layer("a", {10, 10}));
    a.setPosition({-50, 0});
    auto& b = a.addChild(layer("b", {5, 5}));
    b.setPosition({200, 300});
    b.setRotation(30);
    auto& c = b.addChild(layer("c", {4, 4}));
    c.setScale(-3, 2);
    WorldBox expected = contentCorners(a);
    expected.unite(contentCorners(b));
    expected.unite(contentCorners(c));
    EXPECT_EQ(a.subtreeWorldBounds(), expected);
    EXPECT_EQ(scene.subtreeWorldBounds(), expected);
}

TEST(SubtreeBounds, FollowAChangeAnywhereBelowAfterTheyWereCached) {
    Scene scene;
    auto& a = scene.addChild(node("a"));
    auto& b = a.addChild(node("b"));
    auto& leaf = b.addChild(layer("leaf", {10, 10}));
    (void)scene.subtreeWorldBounds();
    b.setRotation(90);
    EXPECT_EQ(scene.subtreeWorldBounds(), contentCorners(leaf));
    a.setPosition({1000, 0});
    NodeTraversal::updateWorldTransforms(scene);  // the transform stage, then the query
    EXPECT_EQ(scene.subtreeWorldBounds(), contentCorners(leaf));
    leaf.setContentSize({30, 1});
    EXPECT_EQ(scene.subtreeWorldBounds(), contentCorners(leaf));
}

TEST(SubtreeBounds, LeaveOutInvisibleChildrenAndTakeThemBackWhenShown) {
    Scene scene;
    auto& shown = scene.addChild(layer("shown", {10, 10}));
    auto& hidden = scene.addChild(layer("hidden", {10, 10}));
    hidden.setPosition({500, 500});
    hidden.setVisible(false);
    EXPECT_EQ(scene.subtreeWorldBounds(), contentCorners(shown));
    hidden.setVisible(true);
    WorldBox both = contentCorners(shown);
    both.unite(contentCorners(hidden));
    EXPECT_EQ(scene.subtreeWorldBounds(), both);
    hidden.setVisible(false);
    EXPECT_EQ(scene.subtreeWorldBounds(), contentCorners(shown));
}

TEST(SubtreeBounds, ShrinkWhenAChildIsRemovedAndGrowWhenOneIsAdded) {
    Scene scene;
    auto& near = scene.addChild(layer("near", {10, 10}));
    auto& far = scene.addChild(layer("far", {10, 10}));
    far.setPosition({900, 900});
    (void)scene.subtreeWorldBounds();
    auto detached = scene.removeChild(far);
    EXPECT_EQ(scene.subtreeWorldBounds(), contentCorners(near));
    auto& moved = near.addChild(std::move(detached));
    WorldBox both = contentCorners(near);
    both.unite(contentCorners(moved));
    EXPECT_EQ(scene.subtreeWorldBounds(), both);
}

TEST(SubtreeBounds, FollowASpriteFramesTrimmedQuadAndItsFlip) {
    Scene scene;
    auto& s = scene.addChild(test::sprite("s", 1, {64, 64}));
    TextureInfo sheet;
    sheet.handle = TextureHandle{1};
    sheet.width = sheet.height = 64;
    const SpriteFrame frame{sheet, {{0, 0}, {10, 10}}, false, {6, 0}, {30, 30}};
    s.setSpriteFrame(frame);
    (void)scene.subtreeWorldBounds();
    // The trimmed 10x10 quad sits at the centre of 30x30, moved 6 right; a flip mirrors it.
    EXPECT_EQ(scene.subtreeWorldBounds(), cornersOf(s, {{16, 10}, {10, 10}}));
    s.setFlippedX(true);
    EXPECT_EQ(scene.subtreeWorldBounds(), cornersOf(s, {{4, 10}, {10, 10}}));
}

TEST(SubtreeBounds, AreUnboundedForATypeThatDrawsWithoutSayingWhere) {
    struct CustomDraw : Node {};
    Scene scene;
    scene.addChild(std::make_unique<CustomDraw>());
    EXPECT_EQ(scene.subtreeWorldBounds(), WorldBox::unbounded());
}

// ---- the visit's cull ---------------------------------------------------------------------

namespace {

struct Emitted {
    std::vector<std::string> names;
    std::vector<QuadVertex> vertices;
};

// Commands and vertices of a visit with `subtrees` culling on, or off (recording visits
// turns it off: a tool then sees every node, as cocos visits them all).
Emitted visitWith(Node& root, bool subtrees, std::size_t* culled = nullptr) {
    RenderQueue queue;
    queue.setCullRect(Rect{{0, 0}, {320, 240}});
    queue.setRecordVisits(!subtrees);
    NodeTraversal::visit(root, queue);
    Emitted out;
    for (auto i : queue.order()) out.names.push_back(queue.commands()[i].node->name());
    out.vertices.assign(queue.vertices().begin(), queue.vertices().end());
    if (culled) *culled = queue.culledCount();
    return out;
}

bool sameVertices(const std::vector<QuadVertex>& a, const std::vector<QuadVertex>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const QuadVertex& x, const QuadVertex& y) {
        return x.position == y.position && x.uv == y.uv && x.color == y.color;
    });
}

}  // namespace

TEST(SubtreeCulling, AnOffscreenSubtreeCostsOneTest) {
    Scene scene;
    auto& group = scene.addChild(node("group", {}, {-1000, 0}));
    for (int i = 0; i < 5; ++i) group.addChild(layer("l" + std::to_string(i), {10, 10})).setPosition({i * 20.0f, 0});
    std::size_t culled = 0;
    EXPECT_TRUE(visitWith(scene, true, &culled).names.empty());
    EXPECT_EQ(culled, 5u);  // the first visit builds the boxes, culling quad by quad
    EXPECT_TRUE(visitWith(scene, true, &culled).names.empty());
    EXPECT_EQ(culled, 1u);  // then the group is one test
}

TEST(SubtreeCulling, EmitsExactlyTheCommandsOfQuadByQuadCullingWhileThingsMove) {
    Scene scene;
    std::mt19937 rng(11);
    std::uniform_real_distribution<float> pos(-400, 700), angle(-180, 180), scale(-2, 2);
    std::vector<Node*> nodes{&scene};
    for (int i = 0; i < 300; ++i) {
        Node& parent = *nodes[std::size_t(rng()) % nodes.size()];
        auto child = i % 3 ? std::unique_ptr<Node>(layer("n" + std::to_string(i), {12, 8}))
                           : std::unique_ptr<Node>(node("n" + std::to_string(i)));
        Node& added = parent.addChild(std::move(child));
        added.setPosition({pos(rng) / (nodes.size() > 50 ? 4.0f : 1.0f), pos(rng) / 4});
        added.setRotation(angle(rng));
        nodes.push_back(&added);
    }
    int wholeSubtreesCulled = 0;  // frames in which some subtree was culled in one test
    for (int frame = 0; frame < 20; ++frame) {
        SCOPED_TRACE(frame);
        for (int m = 0; m < 10; ++m) {
            Node& n = *nodes[1 + std::size_t(rng()) % (nodes.size() - 1)];
            switch (m % 5) {
            case 0: n.setPosition({pos(rng), pos(rng)}); break;
            case 1: n.setRotation(angle(rng)); break;
            case 2: n.setScale(scale(rng), scale(rng)); break;
            case 3: n.setSkewX(angle(rng) / 4); break;
            default: n.setVisible(!n.isVisible()); break;
            }
        }
        if (frame % 2) NodeTraversal::updateWorldTransforms(scene);
        std::size_t culledWhole = 0, culledOneByOne = 0;
        const Emitted whole = visitWith(scene, true, &culledWhole);
        const Emitted oneByOne = visitWith(scene, false, &culledOneByOne);
        wholeSubtreesCulled += culledWhole < culledOneByOne;
        EXPECT_EQ(whole.names, oneByOne.names);
        EXPECT_TRUE(sameVertices(whole.vertices, oneByOne.vertices));
    }
    EXPECT_GT(wholeSubtreesCulled, 10);
}

namespace {

// What a node's cached box must be: its own quad (the layers in `drawn`; a plain Node
// draws nothing), united with every visible child's box.
WorldBox expectedBox(const Node& n, const std::set<const Node*>& drawn) {
    WorldBox box = drawn.count(&n) ? contentCorners(n) : WorldBox::empty();
    for (const auto& child : n.children())
        if (child->isVisible()) box.unite(expectedBox(*child, drawn));
    return box;
}

}  // namespace

// The visit rebuilds a stale box from its children's as it leaves each one. A visit that
// skips a node (the editor's hidden nodes) must leave the boxes above it stale, for the
// next visit or a query to rebuild, never a box that leaves the skipped subtree out.
TEST(SubtreeCulling, EveryBoxTheVisitRebuildsHoldsItsWholeSubtree) {
    Scene scene;
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> pos(-300, 600), angle(-180, 180);
    std::vector<Node*> nodes{&scene};
    std::set<const Node*> drawn;
    for (int i = 0; i < 200; ++i) {
        Node& parent = *nodes[std::size_t(rng()) % nodes.size()];
        const bool isLayer = i % 3 != 0;
        auto child = isLayer ? std::unique_ptr<Node>(layer("n" + std::to_string(i), {12, 8}))
                             : std::unique_ptr<Node>(node("n" + std::to_string(i)));
        Node& added = parent.addChild(std::move(child));
        added.setPosition({pos(rng) / 4, pos(rng) / 4});
        if (isLayer) drawn.insert(&added);
        nodes.push_back(&added);
    }
    for (int frame = 0; frame < 12; ++frame) {
        SCOPED_TRACE(frame);
        for (int m = 0; m < 8; ++m) {
            Node& n = *nodes[1 + std::size_t(rng()) % (nodes.size() - 1)];
            if (m % 4 == 3) {
                n.setVisible(!n.isVisible());
            } else {
                n.setPosition({pos(rng), pos(rng)});
                n.setRotation(angle(rng));
            }
        }
        RenderQueue queue;
        queue.setCullRect(Rect{{0, 0}, {320, 240}});
        NodeIdSet skip;
        if (frame % 3 == 1) {  // hidden in the editor's viewport, then moved
            Node& hidden = *nodes[1 + std::size_t(rng()) % (nodes.size() - 1)];
            hidden.setVisible(true);
            hidden.setPosition({pos(rng), pos(rng)});
            skip.insert(hidden.id());
        }
        NodeTraversal::visit(scene, queue, {}, &skip);
        for (std::size_t i = 1; i < nodes.size(); ++i)
            ASSERT_EQ(nodes[i]->subtreeWorldBounds(), expectedBox(*nodes[i], drawn)) << nodes[i]->name();
    }
}

TEST(SubtreeCulling, NeverHidesNodesFromTheRecordedVisitOrder) {
    Scene scene;
    auto& far = scene.addChild(layer("far", {10, 10}));
    far.setPosition({-5000, 0});
    far.addChild(layer("farChild"));
    RenderQueue queue;
    queue.setCullRect(Rect{{0, 0}, {100, 100}});
    queue.setRecordVisits(true);
    for (int i = 0; i < 2; ++i) NodeTraversal::visit(scene, queue);
    std::vector<std::string> visited;
    for (const Node* n : queue.visits()) visited.push_back(n->name());
    EXPECT_EQ(visited, (std::vector<std::string>{"", "far", "farChild"}));
    EXPECT_TRUE(queue.commands().empty());
}

TEST(SubtreeCulling, LeavesATypeWithoutDrawBoundsToItsOwnDraw) {
    // Draws one quad at the world origin wherever the node is.
    struct DrawsAtOrigin : Node {
        void draw(RenderQueue& queue, const AffineTransform&) override {
            const QuadVertex v[4] = {
                {{0, 0}, {0, 0}, {}}, {{1, 0}, {1, 0}, {}}, {{1, 1}, {1, 1}, {}}, {{0, 1}, {0, 1}, {}}};
            queue.addQuad(*this, 0.0f, TextureHandle{0}, BlendMode::Alpha, v);
        }
    };
    Scene scene;
    auto& custom = scene.addChild(std::make_unique<DrawsAtOrigin>());
    custom.setPosition({-5000, -5000});
    for (int i = 0; i < 2; ++i) EXPECT_EQ(visitWith(scene, true).vertices.size(), 4u);
}

// ---- a wide node's copy of its children's boxes -----------------------------------------
// The visit culls a wide node's children from that copy without reading them
// (kChildBoxesValid), so every change that moves, hides, resizes, reorders, adds or
// removes a child must reach the copy.

namespace {

// A node whose children sit at an origin of their own, as ScrollView's inner container's.
struct Container : Node {
    using Node::setChildOrigin;
};

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
        std::size_t culled = 0;
        const Emitted game = visitWith(s.scene, true, &culled);
        const Emitted tool = visitWith(s.scene, false);
        ASSERT_EQ(game.names, tool.names);
        ASSERT_TRUE(sameVertices(game.vertices, tool.vertices));
        framesCullingMost += culled > 100;
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
