// The editor core without ImGui: commands, undo/redo, selection, picking and the
// render-order explanation.
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/inspection/picking.h"
#include "diorama/inspection/render_order.h"
#include "diorama/serialization/node_path.h"
#include "samples.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <functional>

using namespace diorama;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;

std::unique_ptr<Document> openSample(const std::string& name) {
    auto r = Document::open(kSource / "projects" / name / (name + ".scene.json"));
    EXPECT_TRUE(r.document) << (r.error ? r.error->format() : "");
    return std::move(r.document);
}

NodeId idOf(Document& doc, const std::string& path) {
    Node* n = findNodeByPath(doc.scene(), path);
    EXPECT_NE(n, nullptr) << path;
    return n ? n->id() : NodeId{};
}

using CommandFactory = std::function<std::unique_ptr<Command>(Document&)>;

}  // namespace

// One generic check over every command: apply changes the file, revert restores it
// byte for byte, and redo gives the applied file again.
TEST(Commands, EveryCommandAppliesAndRevertsToAByteIdenticalFile) {
    const std::vector<std::pair<std::string, CommandFactory>> cases = {
        {"create", [](Document& d) { return makeCreateNodeCommand(d, "Sprite", idOf(d, "level")); }},
        {"create label", [](Document& d) { return makeCreateNodeCommand(d, "Label", idOf(d, "hud")); }},
        {"delete",
         [](Document& d) { return std::make_unique<DeleteNodesCommand>(std::vector{idOf(d, "level/blocks")}); }},
        {"delete many",
         [](Document& d) {
             return std::make_unique<DeleteNodesCommand>(
                 std::vector{idOf(d, "level/ground/#3"), idOf(d, "actors/player"), idOf(d, "actors")});
         }},
        {"duplicate", [](Document& d) { return makeDuplicateCommand(d, {idOf(d, "level/pipes/pipe")}); }},
        {"paste",
         [](Document& d) {
             std::string error;
             return makePasteCommand(d, copyNodes(d, {idOf(d, "background/clouds")}), idOf(d, "hud"), error);
         }},
        {"reparent",
         [](Document& d) {
             return std::make_unique<ReparentCommand>(idOf(d, "actors/player"), idOf(d, "level/pipes"));
         }},
        {"reparent to index",
         [](Document& d) { return std::make_unique<ReparentCommand>(idOf(d, "hud/score"), idOf(d, "level"), 1); }},
        {"reorder",
         [](Document& d) {
             auto order = fileOrderIds(*findNodeByPath(d.scene(), "level/blocks"));
             std::reverse(order.begin(), order.end());
             return std::make_unique<ReorderChildrenCommand>(idOf(d, "level/blocks"), order);
         }},
        {"set position",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "actors/player"), "position",
                                                         PropertyValue(Vec2{1, 2}));
         }},
        {"rename",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "actors/player"), "name",
                                                         PropertyValue(std::string("hero")));
         }},
        {"set z",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "level/bush"), "localZOrder", PropertyValue(5));
         }},
        {"set global z",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "level/bush"), "globalZOrder", PropertyValue(2.5f));
         }},
        {"normalized",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "hud/world"), "normalizedPosition",
                                                         PropertyValue(Vec2{0.5f, 0.5f}));
         }},
        {"texture",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "actors/player"), "texture",
                                                         PropertyValue(std::string("images/enemy.png")));
         }},
        {"text",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "hud/score"), "text",
                                                         PropertyValue(std::string("MARIO 999999")));
         }},
        {"colour",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "level/bush"), "color",
                                                         PropertyValue(Color3B{1, 2, 3}));
         }},
        {"lock",
         [](Document& d) {
             return std::make_unique<SetPropertyCommand>(idOf(d, "level/bush"), "locked", PropertyValue(true));
         }},
        {"global z subtree",
         [](Document& d) { return std::make_unique<ApplyGlobalZToSubtreeCommand>(idOf(d, "actors"), 3.0f); }},
    };
    for (const auto& [name, make] : cases) {
        SCOPED_TRACE(name);
        auto doc = openSample("world-1-1");
        const std::string before = doc->sceneText();
        auto command = make(*doc);
        ASSERT_TRUE(command);
        ASSERT_TRUE(doc->execute(std::move(command)));
        EXPECT_TRUE(doc->isDirty());
        const std::string applied = doc->sceneText();
        EXPECT_NE(applied, before);
        ASSERT_TRUE(doc->undo());
        EXPECT_EQ(doc->sceneText(), before);
        EXPECT_FALSE(doc->isDirty());
        ASSERT_TRUE(doc->redo());
        if (name != "create" && name != "create label" && name != "duplicate" &&
            name != "paste") {  // fresh ids each time
            EXPECT_EQ(doc->sceneText(), applied);
        }
        ASSERT_TRUE(doc->undo());
        EXPECT_EQ(doc->sceneText(), before);
    }
}

TEST(Commands, ADragIsOneUndoStep) {
    auto doc = openSample("world-1-1");
    const NodeId player = idOf(*doc, "actors/player");
    const Vec2 start = doc->find(player)->position();
    doc->commands().openMergeWindow();
    for (int i = 1; i <= 20; ++i)
        doc->execute(
            std::make_unique<SetPropertyCommand>(player, "position", PropertyValue(start + Vec2{float(i), 0})));
    doc->commands().closeMergeWindow();
    EXPECT_EQ(doc->find(player)->position(), (start + Vec2{20, 0}));
    EXPECT_EQ(doc->commands().size(), 1u);
    EXPECT_EQ(doc->commands().undoLabel(), "Set Position");
    doc->undo();
    EXPECT_EQ(doc->find(player)->position(), start);
    // Outside a merge window every edit is its own step.
    doc->execute(std::make_unique<SetPropertyCommand>(player, "position", PropertyValue(Vec2{1, 1})));
    doc->execute(std::make_unique<SetPropertyCommand>(player, "position", PropertyValue(Vec2{2, 2})));
    EXPECT_EQ(doc->commands().size(), 2u);
}

TEST(Commands, GroupsUndoAsOneStepAndHistoryIsBounded) {
    Document doc;
    const NodeId root = doc.scene().id();
    doc.commands().beginGroup("Make two");
    doc.execute(makeCreateNodeCommand(doc, "Node", root));
    doc.execute(makeCreateNodeCommand(doc, "ColorLayer", root));
    doc.commands().endGroup(doc);
    EXPECT_EQ(doc.scene().childCount(), 2u);
    EXPECT_EQ(doc.commands().size(), 1u);
    doc.undo();
    EXPECT_EQ(doc.scene().childCount(), 0u);

    CommandStack small(3);
    for (int i = 0; i < 5; ++i) small.execute(doc, makeCreateNodeCommand(doc, "Node", root));
    EXPECT_EQ(small.size(), 3u);
}

TEST(Commands, DirtyStateFollowsTheSavePoint) {
    Document doc;
    EXPECT_FALSE(doc.isDirty());
    doc.execute(makeCreateNodeCommand(doc, "Node", doc.scene().id()));
    EXPECT_TRUE(doc.isDirty());
    doc.undo();
    EXPECT_FALSE(doc.isDirty());
    doc.redo();
    const fs::path file = fs::temp_directory_path() / ("diorama-doc-" + generateNodeId() + ".json");
    ASSERT_TRUE(doc.saveAs(file).ok);
    EXPECT_FALSE(doc.isDirty());
    doc.undo();
    EXPECT_TRUE(doc.isDirty());
    fs::remove(file);
}

TEST(Commands, AFailedSaveKeepsTheDocumentDirtyAndTheFileIntact) {
    const fs::path dir = fs::temp_directory_path() / ("diorama-doc-" + generateNodeId());
    fs::create_directories(dir);
    Document doc;
    ASSERT_TRUE(doc.saveAs(dir / "s.scene.json").ok);
    const std::string before = doc.sceneText();
    doc.execute(makeCreateNodeCommand(doc, "Node", doc.scene().id()));
    // An edit that cannot be written (no file can hold infinity) and a folder that is gone.
    doc.scene().children().front()->setRotation(std::numeric_limits<float>::infinity());
    SaveResult r = doc.save();
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.error.find("non-finite rotation"), std::string::npos) << r.error;
    EXPECT_TRUE(doc.isDirty());
    doc.scene().children().front()->setRotation(0.0f);
    fs::remove_all(dir);
    r = doc.save();
    EXPECT_FALSE(r.ok);
    EXPECT_TRUE(doc.isDirty());
    EXPECT_NE(r.error.find("s.scene.json"), std::string::npos) << r.error;
}

TEST(Commands, ReparentingKeepsWorldPositions) {
    Document doc;
    Scene& scene = doc.scene();
    Node& a = scene.addChild(std::make_unique<Node>("a"));
    a.setPosition({100, 50});
    a.setRotation(30);
    a.setScale(2, 0.5f);
    a.setContentSize({10, 10});
    a.setAnchorPoint({0.5f, 0.5f});
    Node& b = scene.addChild(std::make_unique<Node>("b"));
    b.setPosition({-40, 300});
    b.setRotation(-75);
    b.setScale(1.5f, -1.25f);
    b.setSkewX(10);
    Node& moving = a.addChild(std::make_unique<Node>("moving"));
    moving.setContentSize({30, 20});
    moving.setAnchorPoint({0.25f, 0.75f});
    moving.setPosition({7, -3});
    moving.setRotation(12);
    moving.setSkewY(5);
    doc.markStructureChanged();
    const std::array<Vec2, 4> local = {Vec2{0, 0}, Vec2{30, 0}, Vec2{30, 20}, Vec2{0, 20}};
    std::array<Vec2, 4> before;
    for (int i = 0; i < 4; ++i) before[i] = moving.convertToWorldSpace(local[i]);
    ASSERT_TRUE(doc.execute(std::make_unique<ReparentCommand>(moving.id(), b.id())));
    EXPECT_EQ(moving.parent(), &b);
    for (int i = 0; i < 4; ++i) {
        const Vec2 after = moving.convertToWorldSpace(local[i]);
        EXPECT_NEAR(after.x, before[i].x, 1e-4f);
        EXPECT_NEAR(after.y, before[i].y, 1e-4f);
    }
    doc.undo();
    EXPECT_EQ(moving.parent(), &a);
    EXPECT_EQ(moving.position(), Vec2(7, -3));
    EXPECT_EQ(moving.rotationSkewX(), 12.0f);
}

TEST(Commands, ReparentUnderItsOwnDescendantIsRefused) {
    Document doc;
    Node& a = doc.scene().addChild(std::make_unique<Node>("a"));
    Node& b = a.addChild(std::make_unique<Node>("b"));
    doc.markStructureChanged();
    EXPECT_FALSE(doc.execute(std::make_unique<ReparentCommand>(a.id(), b.id())));
    EXPECT_EQ(b.parent(), &a);
    EXPECT_EQ(doc.commands().size(), 0u);
}

TEST(Commands, DeleteSelectsNothingAndUndoRestoresSelectionAndOrder) {
    auto doc = openSample("z-order");
    const NodeId second = idOf(*doc, "ties-by-arrival/second");
    doc->selection().set(second);
    doc->execute(std::make_unique<DeleteNodesCommand>(std::vector{second}));
    EXPECT_TRUE(doc->selection().empty());
    doc->undo();
    EXPECT_TRUE(doc->selection().contains(second));
    const auto order = captureRenderOrder(doc->scene());
    std::vector<std::string> names;
    for (auto& e : order.draw)
        if (e.nodePtr->parent()->name() == "ties-by-arrival") names.push_back(e.nodePtr->name());
    EXPECT_EQ(names, (std::vector<std::string>{"title", "first", "second", "third"}));
}

// Found by the edit stress test: "rotation" sets both skews, and undoing it restored
// both to the old skew X.
TEST(Commands, UndoingRotationRestoresBothRotationSkews) {
    Document doc;
    Node& n = doc.scene().addChild(std::make_unique<Node>("n"));
    doc.markStructureChanged();
    n.setRotationSkewX(10.0f);
    n.setRotationSkewY(-20.0f);
    ASSERT_TRUE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "rotation", 45.0f)));
    EXPECT_EQ(n.rotationSkewY(), 45.0f);
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(n.rotationSkewX(), 10.0f);
    EXPECT_EQ(n.rotationSkewY(), -20.0f);
    ASSERT_TRUE(doc.redo());
    EXPECT_EQ(n.rotationSkewX(), 45.0f);
    EXPECT_EQ(n.rotationSkewY(), 45.0f);
}

namespace {
// Two nested nodes scaled by 1e30 each: their product overflows a float.
Node& enormouslyScaledChild(Document& doc) {
    Node& huge = doc.scene().addChild(std::make_unique<Node>("huge"));
    huge.setScale(1e30f);
    Node& huger = huge.addChild(std::make_unique<Node>("huger"));
    huger.setScale(1e30f);
    doc.markStructureChanged();
    return huger;
}
}  // namespace

// Found by the edit stress test: keeping the world transform under a parent with an
// enormous scale gave infinite positions, which were then saved as null.
TEST(Commands, ReparentThatWouldNeedNonFiniteValuesIsRefused) {
    Document doc;
    Node& tiny = enormouslyScaledChild(doc);
    Node& moving = doc.scene().addChild(std::make_unique<Node>("moving"));
    moving.setPosition({100, 200});
    doc.markStructureChanged();
    const std::string before = doc.sceneText();
    EXPECT_FALSE(doc.execute(std::make_unique<ReparentCommand>(moving.id(), tiny.id())));
    EXPECT_EQ(moving.parent(), &doc.scene());
    EXPECT_EQ(doc.sceneText(), before);
}

TEST(Commands, CreatingUnderAnEnormouslyScaledParentGivesFiniteValues) {
    Document doc;
    Node& huger = enormouslyScaledChild(doc);
    ASSERT_TRUE(doc.execute(makeCreateNodeCommand(doc, "Node", huger.id())));
    std::string nonFinite;
    saveSceneToString(doc.scene(), doc.fileData(), &nonFinite);
    EXPECT_EQ(nonFinite, "");
}

// Found by the edit stress test: pasting and reparenting could nest 257 levels deep,
// and the saved file was then refused by the loader's depth limit.
TEST(Commands, EditsThatWouldNestDeeperThanAFileMayAreRefused) {
    Document doc;
    Node* deepest = &doc.scene();
    for (int depth = 1; depth <= 255; ++depth) deepest = &deepest->addChild(std::make_unique<Node>());
    Node& loose = doc.scene().addChild(std::make_unique<Node>("loose"));
    loose.addChild(std::make_unique<Node>("child"));
    doc.markStructureChanged();
    ASSERT_TRUE(doc.execute(makeCreateNodeCommand(doc, "Node", deepest->id())));  // depth 256: allowed
    const std::string before = doc.sceneText();
    Node& at256 = *deepest->children().front();
    EXPECT_FALSE(doc.execute(makeCreateNodeCommand(doc, "Node", at256.id())));
    EXPECT_FALSE(doc.execute(std::make_unique<ReparentCommand>(loose.id(), deepest->id())));  // child at 257
    std::string error;
    EXPECT_FALSE(doc.execute(makePasteCommand(doc, copyNodes(doc, {loose.id()}), deepest->id(), error)));
    EXPECT_EQ(doc.sceneText(), before);
    EXPECT_TRUE(loadSceneText(before, "deep.json", ".", SceneContext{}).ok());
}

TEST(Commands, NonFinitePropertyValuesAreRefused) {
    Document doc;
    Node& n = doc.scene().addChild(std::make_unique<Node>("n"));
    doc.markStructureChanged();
    const float inf = std::numeric_limits<float>::infinity();
    EXPECT_FALSE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "rotation", inf)));
    EXPECT_FALSE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "position", Vec2{0.0f, std::nanf("")})));
    EXPECT_FALSE(doc.execute(std::make_unique<SetPropertyCommand>(n.id(), "contentSize", Size{inf, 1.0f})));
    EXPECT_EQ(n.rotationSkewX(), 0.0f);
    EXPECT_EQ(n.position(), (Vec2{0.0f, 0.0f}));
    EXPECT_FALSE(doc.isDirty());
}

TEST(Commands, InvalidPropertyValuesAreRefused) {
    auto doc = openSample("events");
    const NodeId b = idOf(*doc, "back-panel/button-b");
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(b, "opacity", PropertyValue(300))));
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(b, "position", PropertyValue(std::string("x")))));
    EXPECT_FALSE(doc->execute(std::make_unique<SetPropertyCommand>(b, "nonsense", PropertyValue(1))));
    EXPECT_FALSE(
        doc->execute(std::make_unique<SetPropertyCommand>(b, "text", PropertyValue(std::string("not a label")))));
    EXPECT_EQ(doc->commands().size(), 0u);
}

TEST(Clipboard, PasteGivesFreshIdsAndRejectsForeignText) {
    auto doc = openSample("world-1-1");
    const std::string text = copyNodes(*doc, {idOf(*doc, "level/pipes")});
    ASSERT_FALSE(text.empty());
    std::string error;
    auto paste = makePasteCommand(*doc, text, doc->scene().id(), error);
    ASSERT_TRUE(paste);
    doc->execute(std::move(paste));
    const std::string saved = doc->sceneText();
    auto reloaded = loadSceneText(saved, "x", kSource / "projects/world-1-1", doc->sceneContext());
    EXPECT_TRUE(reloaded.ok()) << (reloaded.error ? reloaded.error->format() : "");  // no duplicate ids
    EXPECT_FALSE(makePasteCommand(*doc, "hello", doc->scene().id(), error));
    EXPECT_FALSE(error.empty());
}

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
