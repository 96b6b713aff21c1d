// Components with the cocos bugs fixed (docs/runtime.md A15, D6).
#include "diorama/scene/component.h"
#include "diorama/director/director.h"
#include "running_node.h"

#include <gtest/gtest.h>

using namespace diorama;
using Log = std::vector<std::string>;

namespace {
struct Running : test::RunningNode {
    Running() : RunningNode("owner") {}
};
}  // namespace

namespace {
class Recorder : public Component {
public:
    Recorder(std::string name, Log& log) : Component(std::move(name)), m_log(log) {}
    std::function<void()> onUpdate;
    void onAdd() override { m_log.push_back(name() + ".add"); }
    void onRemove() override { m_log.push_back(name() + ".remove"); }
    void onEnter() override { m_log.push_back(name() + ".enter"); }
    void onExit() override { m_log.push_back(name() + ".exit"); }
    void update(float) override {
        m_log.push_back(name() + ".update");
        if (onUpdate) onUpdate();
    }

private:
    Log& m_log;
};

}  // namespace

TEST(Components, AddedToARunningNodeGetsEnterAndRemovedGetsExit) {
    Log log;
    Running r;
    r.node->addComponent(std::make_unique<Recorder>("c", log));
    EXPECT_EQ(log, (Log{"c.add", "c.enter"}));
    log.clear();
    auto removed = r.node->removeComponent("c");
    EXPECT_EQ(log, (Log{"c.exit", "c.remove"}));
    EXPECT_EQ(removed->owner(), nullptr);
}

TEST(Components, EnterAndExitFollowTheOwner) {
    Log log;
    Running r;
    r.node->addComponent(std::make_unique<Recorder>("c", log));
    log.clear();
    Scene& scene = *r.director.runningScene();
    auto detached = r.node->removeFromParent(false);
    scene.addChild(std::move(detached));
    EXPECT_EQ(log, (Log{"c.exit", "c.enter"}));
}

TEST(Components, UpdateInOrderOfAdditionAndDisabledOnesSkip) {
    Log log;
    Running r;
    r.node->addComponent(std::make_unique<Recorder>("z", log));
    r.node->addComponent(std::make_unique<Recorder>("a", log));
    r.node->addComponent(std::make_unique<Recorder>("m", log));
    r.node->componentByName("a")->setEnabled(false);
    log.clear();
    r.director.mainLoop(0.1f);
    EXPECT_EQ(log, (Log{"z.update", "m.update"}));
}

TEST(Components, OneOwnerAndUniqueNames) {
    Log log;
    Node a, b;
    auto c = std::make_unique<Recorder>("c", log);
    Recorder* raw = c.get();
    EXPECT_TRUE(a.addComponent(std::move(c)));
    std::unique_ptr<Component> alias(raw);
    EXPECT_FALSE(b.addComponent(std::move(alias)));  // rejected: already owned
    (void)alias.release();
    EXPECT_FALSE(a.addComponent(std::make_unique<Recorder>("c", log)));
    EXPECT_FALSE(a.addComponent(nullptr));
    EXPECT_EQ(a.components().size(), 1u);
}

TEST(Components, OwnersOwnUpdateIsUntouchedByComponents) {
    Log log;
    Running r;
    int own = 0;
    r.director.services().scheduleUpdate(*r.node, 5, [&](float) { ++own; });
    r.node->addComponent(std::make_unique<Recorder>("c", log));
    EXPECT_EQ(r.director.scheduler().updatePriority(r.node->id().value), 5);
    r.node->removeAllComponents();
    EXPECT_TRUE(r.director.scheduler().isUpdateScheduled(r.node->id().value));
    r.director.mainLoop(0.1f);
    EXPECT_EQ(own, 1);
}

TEST(Components, RemovingComponentsFromInsideAnUpdateIsSafe) {
    Log log;
    Running r;
    auto first = std::make_unique<Recorder>("first", log);
    first->onUpdate = [&] {
        auto gone = r.node->removeComponent("second");
        r.node->addComponent(std::make_unique<Recorder>("third", log));
    };
    r.node->addComponent(std::move(first));
    r.node->addComponent(std::make_unique<Recorder>("second", log));
    log.clear();
    r.director.mainLoop(0.1f);
    EXPECT_EQ(std::count(log.begin(), log.end(), "second.update"), 0);
    log.clear();
    r.node->componentByName("first")->setEnabled(false);
    r.director.mainLoop(0.1f);
    EXPECT_EQ(log, (Log{"third.update"}));
}

TEST(Components, RemovingTheOwnerFromInsideAnUpdateIsSafe) {
    Log log;
    Running r;
    auto c = std::make_unique<Recorder>("c", log);
    c->onUpdate = [&] { r.node->destroy(); };
    r.node->addComponent(std::move(c));
    r.node->addComponent(std::make_unique<Recorder>("after", log));
    r.director.mainLoop(0.1f);
    r.director.mainLoop(0.1f);
    EXPECT_EQ(std::count(log.begin(), log.end(), "after.update"), 0);
    EXPECT_EQ(r.director.runningScene()->childCount(), 0u);
}

TEST(Components, ComponentsOfANodeAddedBeforeItRunsUpdateOnceRunning) {
    Log log;
    Director director;
    director.runWithScene(std::make_unique<Scene>());
    director.mainLoop(0);
    auto n = test::node("n");
    n->addComponent(std::make_unique<Recorder>("c", log));
    director.runningScene()->addChild(std::move(n));
    log.clear();
    director.mainLoop(0.1f);
    EXPECT_EQ(log, (Log{"c.update"}));
}
