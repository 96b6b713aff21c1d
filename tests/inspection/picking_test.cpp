// Picking through the EventDispatcher, as the viewport and `diorama pick` do it.
#include "diorama/inspection/picking.h"
#include "diorama/director/director.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/inspection/render_order.h"
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

TEST(Picking, AgreesWithTheCommandLineToolOnEverySample) {
    for (const char* name : test::kSampleProjects) {
        SCOPED_TRACE(name);
        auto doc = openSample(name);
        const std::string file = (kSource / "projects" / name / (std::string(name) + ".scene.json")).string();
        for (float x = 40; x < 960; x += 110)
            for (float y = 30; y < 640; y += 95) {
                Node* hit = doc->picker().pick({x, y});
                std::vector<std::string> stack;
                for (Node* n : doc->picker().stack({x, y})) stack.push_back(nodePath(*n));
                const std::string cmd =
                    std::string(DIORAMA_TOOL) + " pick " + file + " " + std::to_string(x) + " " + std::to_string(y);
                FILE* pipe = ::popen(cmd.c_str(), "r");
                std::string out;
                char buf[4096];
                std::size_t n;
                while ((n = std::fread(buf, 1, sizeof buf, pipe)) > 0) out.append(buf, n);
                ::pclose(pipe);
                const auto j = nlohmann::json::parse(out);
                EXPECT_EQ(j["hit"].is_null() ? std::string("<none>") : j["hit"]["path"].get<std::string>(),
                          hit ? nodePath(*hit) : std::string("<none>"))
                    << x << "," << y;
                std::vector<std::string> cliStack;
                for (auto& e : j["stack"]) cliStack.push_back(e["path"]);
                EXPECT_EQ(cliStack, stack);
            }
    }
}

TEST(Picking, ProbeExplainsEveryListener) {
    auto doc = openSample("events");
    // Over button-c-global (global Z 1) and button-d, inside the panel.
    const auto probe = doc->picker().probe({620, 340});
    std::vector<std::pair<std::string, std::string>> seen;
    for (auto& e : probe) seen.push_back({nodePath(*doc->find(e.node)), pickVerdictName(e.verdict)});
    ASSERT_GE(seen.size(), 4u);
    EXPECT_EQ(seen[0], (std::pair<std::string, std::string>{"back-panel/button-c-global", "claims"}));
    auto verdictOf = [&](const std::string& path) {
        for (auto& [p, v] : seen)
            if (p == path) return v;
        return std::string("absent");
    };
    EXPECT_EQ(verdictOf("back-panel/button-d"), "swallowed");
    EXPECT_EQ(verdictOf("back-panel/invisible-button"), "invisible");
    EXPECT_EQ(verdictOf("back-panel/locked-button"), "locked");
    EXPECT_EQ(verdictOf("back-panel/button-a"), "outside");
    EXPECT_EQ(verdictOf("back-panel"), "swallowed");
}

TEST(Picking, EditorHiddenAndLockedNodesAreSkipped) {
    auto doc = openSample("events");
    const NodeId b = idOf(*doc, "back-panel/button-b");
    EXPECT_EQ(doc->picker().pick({420, 360}), doc->find(b));
    doc->execute(std::make_unique<SetPropertyCommand>(b, "hidden", PropertyValue(true)));
    EXPECT_EQ(nodePath(*doc->picker().pick({420, 360})), "back-panel");
    doc->undo();
    doc->execute(std::make_unique<SetPropertyCommand>(b, "locked", PropertyValue(true)));
    EXPECT_EQ(nodePath(*doc->picker().pick({420, 360})), "back-panel");
}

// The picker asks the dispatcher with listeners on the nodes under the point only, for
// the moment of asking: a scene of a million nodes keeps no million listeners around.
TEST(Picking, LeavesNoListenersOnTheDispatcherBetweenQuestions) {
    auto doc = openSample("events");
    EventDispatcher& dispatcher = doc->director().eventDispatcher();
    const std::size_t before = dispatcher.listenerCount();
    ASSERT_NE(doc->picker().pick({420, 360}), nullptr);
    EXPECT_FALSE(doc->picker().stack({620, 340}).empty());
    EXPECT_FALSE(doc->picker().probe({620, 340}).empty());
    EXPECT_EQ(dispatcher.listenerCount(), before);
}

// The stack (listeners on candidates only) and the probe (a listener on every node) are
// two ways to ask the dispatcher; their claiming nodes and order must agree everywhere.
TEST(Picking, StackListsTheNodesTheProbeSaysClaimInTheSameOrder) {
    for (const char* name : test::kSampleProjects) {
        SCOPED_TRACE(name);
        auto doc = openSample(name);
        for (float x = 15; x < 1000; x += 45)
            for (float y = 10; y < 700; y += 40) {
                std::vector<Node*> fromProbe;
                for (const ProbeEntry& e : doc->picker().probe({x, y}))
                    if (e.verdict == PickVerdict::Claims || e.verdict == PickVerdict::SwallowedEarlier)
                        fromProbe.push_back(doc->find(e.node));
                ASSERT_EQ(doc->picker().stack({x, y}), fromProbe) << x << "," << y;
                ASSERT_EQ(doc->picker().pick({x, y}), fromProbe.empty() ? nullptr : fromProbe.front()) << x << "," << y;
            }
    }
}

// A listener of the scene's own that destroys a node while the picker's touch passes
// takes that node's listener off the dispatcher: the picker must neither touch the freed
// listener when it removes its own nor answer with the freed node.
TEST(Picking, SurvivesASceneListenerThatDestroysACandidateDuringTheQuestion) {
    Director director;
    director.runSceneNow(std::make_unique<Scene>(Size{100, 100}));
    Scene& scene = *director.runningScene();
    Node& victim = scene.addChild(std::make_unique<Node>(), 0);
    victim.setContentSize({50, 50});
    Node& above = scene.addChild(std::make_unique<Node>(), 1);  // drawn later: asked first
    above.setContentSize({50, 50});
    auto destroyer = std::make_shared<TouchOneByOneListener>();
    destroyer->onTouchBegan = [&](const Touch&, EventTouch&) {
        if (victim.parent()) scene.destroyChild(victim);
        return false;
    };
    ListenerHandle handle = director.eventDispatcher().addEventListenerWithSceneGraphPriority(destroyer, above);
    const std::size_t before = director.eventDispatcher().listenerCount();

    ScenePicker picker(director.eventDispatcher(), scene);
    EXPECT_EQ(picker.pick({10, 10}), &above);
    EXPECT_EQ(scene.childCount(), 1u);
    EXPECT_EQ(director.eventDispatcher().listenerCount(), before);
}
