// Nested scenes in the editor: a node from an instance's source can be edited (saved as
// an override), but the structure that comes from the source cannot change here: adding,
// deleting, reparenting or reordering inside an instance is refused, so saving never
// drops a node silently.
#include "diorama/editor/asset_paths.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/editor/document_lock.h"
#include "diorama/editor/instance_edits.h"
#include "diorama/nodes/instance.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/project_file.h"
#include "diorama/serialization/scene_animations.h"
#include "diorama/types/builtin_types.h"
#include "document_fixtures.h"
#include "temp_files.h"

#include <gtest/gtest.h>
#include <unistd.h>

using namespace diorama;
using namespace diorama::test;

TEST(InstanceEdits, EditingANodeFromTheSourceIsSavedAsAnOverrideAndUndone) {
    auto doc = openSample("prefabs");
    const std::string before = doc->sceneText();
    ASSERT_TRUE(doc->execute(
        std::make_unique<SetPropertyCommand>(idOf(*doc, "level/block-1/coin"), "opacity", PropertyValue(100))));
    EXPECT_NE(doc->sceneText().find(R"("coin": {"opacity": 100})"), std::string::npos);
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(InstanceEdits, TheStructureFromTheSourceCannotChangeHere) {
    auto doc = openSample("prefabs");
    const std::string before = doc->sceneText();
    const NodeId block = idOf(*doc, "level/block-1"), coin = idOf(*doc, "level/block-1/coin");
    std::vector<std::unique_ptr<Node>> nodes;
    nodes.push_back(std::make_unique<Node>("extra"));
    EXPECT_FALSE(doc->execute(std::make_unique<AddNodesCommand>("Add", block, std::move(nodes))));
    nodes.clear();
    nodes.push_back(std::make_unique<Node>("extra"));
    EXPECT_FALSE(doc->execute(std::make_unique<AddNodesCommand>("Add", coin, std::move(nodes))));
    EXPECT_FALSE(doc->execute(std::make_unique<DeleteNodesCommand>(std::vector<NodeId>{coin})));
    EXPECT_FALSE(doc->execute(std::make_unique<ReparentCommand>(coin, idOf(*doc, "level"))));
    EXPECT_FALSE(doc->execute(std::make_unique<ReparentCommand>(idOf(*doc, "sky"), block)));
    EXPECT_FALSE(doc->execute(
        std::make_unique<ReorderChildrenCommand>(block, std::vector<NodeId>{coin, idOf(*doc, "level/block-1/body")})));
    EXPECT_EQ(doc->sceneText(), before);
    // The instance itself is an ordinary node of this scene.
    EXPECT_TRUE(doc->execute(std::make_unique<DeleteNodesCommand>(std::vector<NodeId>{block})));
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(InstanceEdits, SaveAsRebasesTheSourceButNotTheSourcesOwnAssets) {
    Scene scene;
    auto& instance = static_cast<Instance&>(scene.addChild(std::make_unique<Instance>()));
    instance.setSource("prefabs/block.scene.json");
    auto& fromSource = static_cast<Sprite&>(instance.addChild(std::make_unique<Sprite>()));
    fromSource.setTexturePath("images/brick.png");  // relative to the source's folder
    const std::vector<AssetUse> uses = assetUses(scene, builtinNodeTypes());
    ASSERT_EQ(uses.size(), 1u);
    EXPECT_EQ(uses[0].key, "source");
}

TEST(InstanceEdits, AnEditedNodeShowsItsOverridesAndRevertGivesTheSourceValueBack) {
    auto doc = openSample("prefabs");
    Node& coin = *findNodeByPath(doc->scene(), "level/block-3/coin");
    std::vector<std::string> keys;
    for (const OverriddenProperty& p : overriddenProperties(*doc, coin)) keys.push_back(p.key);
    EXPECT_EQ(keys, (std::vector<std::string>{"position", "color"}));
    EXPECT_TRUE(overriddenProperties(*doc, *findNodeByPath(doc->scene(), "level/block-1/coin")).empty());
    EXPECT_TRUE(overriddenProperties(*doc, *findNodeByPath(doc->scene(), "sky")).empty());
    ASSERT_TRUE(doc->execute(makeRevertOverrideCommand(*doc, coin, "color")));
    EXPECT_EQ(coin.color(), (Color3B{250, 200, 40}));  // the source's
    EXPECT_EQ(doc->sceneText().find(R"("color": [255, 60, 60])"), std::string::npos);
    EXPECT_EQ(makeRevertOverrideCommand(*doc, coin, "color"), nullptr);
    doc->undo();
    EXPECT_EQ(coin.color(), (Color3B{255, 60, 60}));
}

TEST(InstanceEdits, AnInstanceWithoutASourceStillTakesNoChildren) {
    // Its file could not list them: an Instance's children come only from its source.
    Document doc;
    auto instance = std::make_unique<Instance>();
    instance->setName("empty");
    std::vector<std::unique_ptr<Node>> nodes;
    nodes.push_back(std::move(instance));
    ASSERT_TRUE(doc.execute(std::make_unique<AddNodesCommand>("Add", doc.scene().id(), std::move(nodes))));
    nodes.clear();
    nodes.push_back(std::make_unique<Node>("child"));
    EXPECT_FALSE(doc.execute(std::make_unique<AddNodesCommand>("Add", idOf(doc, "empty"), std::move(nodes))));
}

// ---- Unpack and Save selection as scene --------------------------------------------------

namespace {

// The prefabs sample in a folder of its own, so that tests may write beside it.
struct PrefabsCopy {
    TempDir dir;
    std::unique_ptr<Document> doc;
    PrefabsCopy() {
        for (const char* name : {"prefabs.scene.json", "block.scene.json"})
            std::filesystem::copy_file(kSource / "projects/prefabs" / name, dir.path / name);
        auto r = Document::open(dir.path / "prefabs.scene.json");
        EXPECT_TRUE(r.document) << (r.error ? r.error->format() : "");
        doc = std::move(r.document);
    }
    // The last edit undoes to `before` and redoes to `after` byte for byte, and `after`
    // saves and reads back unchanged.
    void expectByteIdenticalRoundTrips(const std::string& before, const std::string& after) {
        ASSERT_TRUE(doc->undo());
        EXPECT_EQ(doc->sceneText(), before);
        ASSERT_TRUE(doc->redo());
        EXPECT_EQ(doc->sceneText(), after);
        ASSERT_TRUE(doc->save().ok);
        auto again = Document::open(dir.path / "prefabs.scene.json");
        ASSERT_TRUE(again.document);
        EXPECT_EQ(again.document->sceneText(), after);
    }
};

void expectSameWorld(const AffineTransform& a, const AffineTransform& b) {
    EXPECT_NEAR(a.a, b.a, 1e-4f);
    EXPECT_NEAR(a.b, b.b, 1e-4f);
    EXPECT_NEAR(a.c, b.c, 1e-4f);
    EXPECT_NEAR(a.d, b.d, 1e-4f);
    EXPECT_NEAR(a.tx, b.tx, 1e-3f);
    EXPECT_NEAR(a.ty, b.ty, 1e-3f);
}

AffineTransform worldOf(Document& doc, const std::string& path) {
    Node* n = findNodeByPath(doc.scene(), path);
    EXPECT_NE(n, nullptr) << path;
    return n ? n->nodeToWorldTransform() : AffineTransform{};
}

}  // namespace

TEST(Unpack, TurnsAnInstanceIntoPlainNodesWithItsOverridesInOneUndoStep) {
    auto doc = openSample("prefabs");
    const std::string before = doc->sceneText();
    const AffineTransform coinWorld = worldOf(*doc, "level/block-3/coin");
    std::string error;
    auto unpack = makeUnpackCommand(*doc, idOf(*doc, "level/block-3"), error);
    ASSERT_TRUE(unpack) << error;
    ASSERT_TRUE(doc->execute(std::move(unpack)));
    const std::string after = doc->sceneText();

    Node& block = *findNodeByPath(doc->scene(), "level/block-3");
    EXPECT_EQ(block.typeName(), "Node");
    EXPECT_EQ(doc->fileData().fileId(block.id()), "block-3");  // the node keeps its id
    EXPECT_EQ(block.contentSize(), (Size{64, 64}));            // the source's design size, now written
    EXPECT_EQ(block.localZOrder(), 1);
    expectSameWorld(worldOf(*doc, "level/block-3/coin"), coinWorld);
    EXPECT_NE(after.find(R"("color": [255, 60, 60])"), std::string::npos);
    EXPECT_EQ(after.find("block.scene.json\",\n            \"overrides"), std::string::npos);
    EXPECT_EQ(after.find("\"block-coin\""), std::string::npos) << "unpacked nodes get ids of their own";
    EXPECT_EQ(doc->fileData().instanceOf(*findNodeByPath(doc->scene(), "level/block-3/coin")), NodeId{});

    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), before);
    ASSERT_TRUE(doc->redo());
    EXPECT_EQ(doc->sceneText(), after);
}

TEST(Unpack, TheUnpackedSceneSavesAndReadsBackByteForByte) {
    PrefabsCopy copy;
    std::string error;
    ASSERT_TRUE(copy.doc->execute(makeUnpackCommand(*copy.doc, idOf(*copy.doc, "level/block-2"), error))) << error;
    ASSERT_TRUE(copy.doc->save().ok);
    const std::string saved = readFile(copy.dir.path / "prefabs.scene.json");
    auto again = Document::open(copy.dir.path / "prefabs.scene.json");
    ASSERT_TRUE(again.document);
    EXPECT_EQ(again.document->sceneText(), saved);
    // Its nodes are this scene's now: a structure edit below them is allowed.
    EXPECT_TRUE(again.document->execute(
        std::make_unique<DeleteNodesCommand>(std::vector<NodeId>{idOf(*again.document, "level/block-2/coin")})));
}

TEST(Unpack, AssetPathsAreNamedFromTheUnpackingSceneAtEveryLevel) {
    TempDir dir;
    std::filesystem::create_directories(dir.path / "parts/images");
    std::filesystem::create_directories(dir.path / "parts/leaves/images");
    std::filesystem::copy_file(kSource / "projects/sheets/images/sheet.png", dir.path / "parts/images/tile.png");
    std::filesystem::copy_file(kSource / "projects/sheets/images/sheet.png", dir.path / "parts/leaves/images/tile.png");
    const std::string tile = R"({"type": "Sprite", "name": "tile", "texture": "images/tile.png"})";
    auto scene = [](const std::string& children) {
        return R"({"format": "diorama.scene", "version": 1, "designSize": [32, 32], "root": {"type": "Scene", "children": [)" +
               children + "]}}";
    };
    writeFile(dir.path / "parts/leaves/leaf.scene.json", scene(tile));
    writeFile(dir.path / "parts/piece.scene.json",
              scene(tile + R"(, {"type": "Instance", "name": "leaf", "source": "leaves/leaf.scene.json"})"));
    writeFile(dir.path / "level.scene.json",
              scene(R"({"type": "Instance", "name": "piece", "source": "parts/piece.scene.json"})"));
    auto r = Document::open(dir.path / "level.scene.json");
    ASSERT_TRUE(r.document);
    Document& doc = *r.document;
    auto texture = [&doc](const char* path) {
        return static_cast<Sprite*>(findNodeByPath(doc.scene(), path))->texturePath();
    };
    std::string error;
    ASSERT_TRUE(doc.execute(makeUnpackCommand(doc, idOf(doc, "piece"), error))) << error;
    EXPECT_EQ(texture("piece/tile"), "parts/images/tile.png");
    EXPECT_EQ(static_cast<Instance*>(findNodeByPath(doc.scene(), "piece/leaf"))->source(),
              "parts/leaves/leaf.scene.json");
    EXPECT_TRUE(findMissingAssets(doc).empty());

    ASSERT_TRUE(doc.undo());
    ASSERT_TRUE(doc.execute(makeUnpackCommand(doc, idOf(doc, "piece"), error, UnpackDepth::Completely))) << error;
    EXPECT_EQ(findNodeByPath(doc.scene(), "piece/leaf")->typeName(), "Node");
    EXPECT_EQ(texture("piece/leaf/tile"), "parts/leaves/images/tile.png");
    EXPECT_TRUE(findMissingAssets(doc).empty());
}

// The source's clips are not lost: they become the document's own, named after the
// instance, on the unpacked nodes, which keep the pose the instance showed (the nested
// timeline's frame 0). One undo step gives back the instance and the clips as they were.
TEST(Unpack, TheSourcesClipsComeAlongOnTheUnpackedNodesAtTheirFrameZeroPose) {
    TempDir dir;
    writeFile(dir.path / "coin.scene.json", R"({"format": "diorama.scene", "version": 1, "designSize": [16, 16],
        "root": {"type": "Scene", "children": [
          {"type": "ColorLayer", "id": "face", "name": "face", "rotation": 45, "contentSize": [16, 16]}]},
        "animations": {"version": 1, "clips": [
          {"name": "spin", "length": 10, "autoplay": true, "startFrame": 0, "tracks": [
            {"node": "face", "property": "rotation", "keys": [{"frame": 0, "value": 0}, {"frame": 10, "value": 90}]}]}]}})");
    writeFile(dir.path / "level.scene.json", R"({"format": "diorama.scene", "version": 1, "designSize": [64, 64],
        "root": {"type": "Scene", "children": [
          {"type": "Instance", "id": "coin", "name": "coin", "source": "coin.scene.json"}]},
        "animations": {"version": 1, "clips": [
          {"name": "coin/spin", "length": 20, "autoplay": true, "tracks": [
            {"node": "coin", "kind": "nestedClip", "keys": [{"frame": 4, "play": "once", "clip": "spin"}]}]}]}})");
    auto r = Document::open(dir.path / "level.scene.json");
    ASSERT_TRUE(r.document);
    Document& doc = *r.document;
    const std::string before = doc.sceneText();
    std::string error;
    ASSERT_TRUE(doc.execute(makeUnpackCommand(doc, idOf(doc, "coin"), error))) << error;
    const std::vector<AnimationClip> clips = sceneAnimations(doc.scene(), doc.fileData());
    ASSERT_EQ(clips.size(), 2u);
    EXPECT_EQ(clips[0].name, "coin/spin");  // the document's own keeps its name
    const AnimationClip& lifted = clips[1];
    EXPECT_EQ(lifted.name, "coin/spin 2");
    EXPECT_FALSE(lifted.autoplay);
    EXPECT_FALSE(lifted.startFrame.has_value());
    ASSERT_EQ(lifted.tracks.size(), 1u);
    EXPECT_EQ(lifted.tracks[0].node, idOf(doc, "coin/face"));
    EXPECT_EQ(findNodeByPath(doc.scene(), "coin/face")->rotation(), 0.0f);  // frame 0, not the file's 45
    // The key that started the nested clip has nothing to drive now: left out, and said so.
    EXPECT_TRUE(clips[0].tracks.empty());
    ASSERT_EQ(doc.messages().size(), 1u);
    EXPECT_EQ(doc.messages()[0],
              "1 key of clip \"coin/spin\" that started a nested scene's clips were left out: its nodes are this "
              "scene's now, and their clips are this scene's too");
    // What it saves reads back, clips and all.
    const std::string saved = doc.sceneText();
    writeFile(dir.path / "unpacked.scene.json", saved);
    auto again = Document::open(dir.path / "unpacked.scene.json");
    ASSERT_TRUE(again.document);
    EXPECT_EQ(sceneAnimations(again.document->scene(), again.document->fileData()).size(), 2u);
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(doc.sceneText(), before);
    ASSERT_TRUE(doc.redo());
    EXPECT_EQ(sceneAnimations(doc.scene(), doc.fileData()).size(), 2u);
}

TEST(Unpack, CompletelyUnpacksTheInstancesInsideToo) {
    PrefabsCopy copy;
    Document& doc = *copy.doc;
    const AffineTransform coinWorld = worldOf(doc, "level/block-3/coin");
    std::string error;
    // level becomes an instance of row.scene.json, which holds the block instances.
    ASSERT_TRUE(doc.execute(makeSaveAsSceneCommand(doc, idOf(doc, "level"), copy.dir.path / "row", error))) << error;
    const std::string packed = doc.sceneText();
    EXPECT_TRUE(holdsInstances(*findNodeByPath(doc.scene(), "level")));
    EXPECT_FALSE(holdsInstances(*findNodeByPath(doc.scene(), "level/block-3")));

    ASSERT_TRUE(doc.execute(makeUnpackCommand(doc, idOf(doc, "level"), error, UnpackDepth::Completely))) << error;
    const std::string unpacked = doc.sceneText();
    EXPECT_EQ(unpacked.find("\"Instance\""), std::string::npos) << unpacked;
    EXPECT_EQ(doc.fileData().fileId(idOf(doc, "level")), "level");  // the unpacked node keeps its id
    EXPECT_EQ(findNodeByPath(doc.scene(), "level/block-3")->typeName(), "Node");
    expectSameWorld(worldOf(doc, "level/block-3/coin"), coinWorld);
    EXPECT_NE(unpacked.find(R"("color": [255, 60, 60])"), std::string::npos);  // block-3's override
    // Its nodes are this scene's: a structure edit two levels down is allowed.
    EXPECT_TRUE(
        doc.execute(std::make_unique<DeleteNodesCommand>(std::vector<NodeId>{idOf(doc, "level/block-2/coin")})));
    ASSERT_TRUE(doc.undo());
    copy.expectByteIdenticalRoundTrips(packed, unpacked);
}

TEST(Unpack, IsRefusedForWhatIsNotAnInstanceOfThisScene) {
    auto doc = openSample("prefabs");
    std::string error;
    EXPECT_FALSE(makeUnpackCommand(*doc, idOf(*doc, "level"), error));
    EXPECT_NE(error.find("Instance"), std::string::npos);
    error.clear();
    EXPECT_FALSE(makeUnpackCommand(*doc, idOf(*doc, "level/block-1/coin"), error));
    EXPECT_FALSE(error.empty());
}

TEST(SaveAsScene, APlainNodeBecomesAnInstanceOfANewSceneWithItsChildren) {
    PrefabsCopy copy;
    Document& doc = *copy.doc;
    const std::string before = doc.sceneText();
    const AffineTransform coinWorld = worldOf(doc, "level/block-3/coin");
    std::string error;
    auto save = makeSaveAsSceneCommand(doc, idOf(doc, "level"), copy.dir.path / "row", error);
    ASSERT_TRUE(save) << error;
    ASSERT_TRUE(doc.execute(std::move(save)));
    const std::string after = doc.sceneText();

    auto* level = dynamic_cast<Instance*>(findNodeByPath(doc.scene(), "level"));
    ASSERT_NE(level, nullptr);
    EXPECT_EQ(level->source(), "row.scene.json");
    EXPECT_EQ(doc.fileData().fileId(level->id()), "level");
    expectSameWorld(worldOf(doc, "level/block-3/coin"), coinWorld);  // through two instances now

    auto row = Document::open(copy.dir.path / "row.scene.json");
    ASSERT_TRUE(row.document) << (row.error ? row.error->format() : "");
    const std::string rowText = row.document->sceneText();
    EXPECT_NE(rowText.find(R"("source": "block.scene.json")"), std::string::npos);
    EXPECT_NE(rowText.find(R"("coin": {"position": [24, 100], "color": [255, 60, 60]})"), std::string::npos);

    copy.expectByteIdenticalRoundTrips(before, after);
}

TEST(SaveAsScene, ADrawingNodeMovesIntoTheSourceAndStaysWhereItWas) {
    TempDir dir;
    std::filesystem::create_directories(dir.path / "images");
    std::filesystem::create_directories(dir.path / "prefabs");
    writeFile(dir.path / kProjectFileName, projectFileText({}));  // a project: prefabs/ may name ../images
    std::filesystem::copy_file(kSource / "projects/sheets/images/sheet.png", dir.path / "images/tile.png");
    writeFile(dir.path / "level.scene.json", R"({"format": "diorama.scene", "version": 1, "designSize": [200, 200],
        "root": {"type": "Scene", "children": [{"type": "Sprite", "id": "hero", "name": "hero",
        "texture": "images/tile.png", "position": [100, 80], "rotation": 30, "scaleX": 2, "skewY": 10,
        "localZOrder": 3, "globalZOrder": 2, "opacity": 128,
        "children": [{"type": "Node", "name": "hand", "position": [5, 6]}]}]}})");
    auto r = Document::open(dir.path / "level.scene.json");
    ASSERT_TRUE(r.document);
    Document& doc = *r.document;
    const AffineTransform heroWorld = worldOf(doc, "hero"), handWorld = worldOf(doc, "hero/hand");
    std::string error;
    ASSERT_TRUE(doc.execute(makeSaveAsSceneCommand(doc, idOf(doc, "hero"), dir.path / "prefabs/hero", error))) << error;
    auto* hero = dynamic_cast<Instance*>(findNodeByPath(doc.scene(), "hero"));
    ASSERT_NE(hero, nullptr);
    EXPECT_EQ(hero->source(), "prefabs/hero.scene.json");
    EXPECT_EQ(hero->localZOrder(), 3);
    EXPECT_EQ(hero->globalZOrder(), 0.0f);  // global Z is the drawing node's own (D1)
    auto* sprite = dynamic_cast<Sprite*>(findNodeByPath(doc.scene(), "hero/hero"));
    ASSERT_NE(sprite, nullptr);
    EXPECT_EQ(sprite->globalZOrder(), 2.0f);
    EXPECT_EQ(sprite->opacity(), 128);
    expectSameWorld(sprite->nodeToWorldTransform(), heroWorld);
    expectSameWorld(worldOf(doc, "hero/hero/hand"), handWorld);
    // The new file names the image from its own folder.
    EXPECT_NE(readFile(dir.path / "prefabs/hero.scene.json").find(R"("texture": "../images/tile.png")"),
              std::string::npos);
    EXPECT_TRUE(findMissingAssets(doc).empty());
}

TEST(SaveAsScene, IsRefusedWhereTheResultCouldNotBeRead) {
    PrefabsCopy copy;
    Document& doc = *copy.doc;
    std::string error;
    EXPECT_FALSE(makeSaveAsSceneCommand(doc, doc.scene().id(), copy.dir.path / "root", error));
    error.clear();
    EXPECT_FALSE(makeSaveAsSceneCommand(doc, idOf(doc, "level/block-1/coin"), copy.dir.path / "coin", error));
    EXPECT_NE(error.find("unpack"), std::string::npos);
    error.clear();
    EXPECT_FALSE(makeSaveAsSceneCommand(doc, idOf(doc, "level"), copy.dir.path / "prefabs.scene.json", error));
    EXPECT_NE(error.find("itself"), std::string::npos);
    error.clear();
    EXPECT_FALSE(makeSaveAsSceneCommand(doc, idOf(doc, "level"), copy.dir.path / "block", error));
    EXPECT_NE(error.find("already exists"), std::string::npos);
    EXPECT_EQ(copy.dir.names(), (std::vector<std::string>{"block.scene.json", "prefabs.scene.json"}));
}

// ---- a source changed on disk ----------------------------------------------------------

TEST(NestedSourceWatch, InstancesReloadWhenTheirSourceChangesAndKeepTheirOverrides) {
    PrefabsCopy copy;
    Document& doc = *copy.doc;
    NestedSourceWatch watch;
    EXPECT_TRUE(watch.changedInstances(doc).empty());  // noted, nothing to report yet
    doc.selection().set(idOf(doc, "level/block-3/coin"));
    const std::string before = doc.sceneText();

    std::string source = readFile(copy.dir.path / "block.scene.json");
    source.replace(source.find("[181, 83, 40]"), 13, "[10, 20, 30]");
    source.replace(source.find("\"position\": [24, 72]"), 20, "\"position\": [24, 80]");
    writeFile(copy.dir.path / "block.scene.json", source + " ");
    const std::vector<NodeId> changed = watch.changedInstances(doc);
    EXPECT_EQ(changed.size(), 3u);
    std::string report;
    ASSERT_TRUE(reloadInstances(doc, changed, report));
    EXPECT_NE(report.find("level/block-1"), std::string::npos) << report;
    EXPECT_EQ(findNodeByPath(doc.scene(), "level/block-1/body")->color(), (Color3B{10, 20, 30}));
    EXPECT_EQ(findNodeByPath(doc.scene(), "level/block-1/coin")->position(), (Vec2{24, 80}));
    // block-3's own coin position and colour are its overrides: they stay.
    EXPECT_EQ(findNodeByPath(doc.scene(), "level/block-3/coin")->position(), (Vec2{24, 100}));
    EXPECT_EQ(findNodeByPath(doc.scene(), "level/block-3/coin")->color(), (Color3B{255, 60, 60}));
    EXPECT_EQ(doc.sceneText(), before);  // the file says the same
    EXPECT_EQ(doc.selection().primary(), idOf(doc, "level/block-3/coin"));
    EXPECT_TRUE(watch.changedInstances(doc).empty());
    ASSERT_TRUE(doc.undo());  // the old nodes come back, and are not reported again
    EXPECT_EQ(findNodeByPath(doc.scene(), "level/block-1/body")->color(), (Color3B{181, 83, 40}));
    EXPECT_TRUE(watch.changedInstances(doc).empty());
}

TEST(NestedSourceWatch, AnOverrideWhosePathIsGoneIsReportedAndKept) {
    PrefabsCopy copy;
    Document& doc = *copy.doc;
    NestedSourceWatch watch;
    watch.changedInstances(doc);
    std::string source = readFile(copy.dir.path / "block.scene.json");
    source.replace(source.find("\"name\": \"coin\""), 14, "\"name\": \"gold\"");
    writeFile(copy.dir.path / "block.scene.json", source);
    std::string report;
    ASSERT_TRUE(reloadInstances(doc, watch.changedInstances(doc), report));
    EXPECT_NE(report.find("override path \"coin\""), std::string::npos) << report;
    EXPECT_NE(findNodeByPath(doc.scene(), "level/block-3/gold"), nullptr);
    EXPECT_NE(doc.sceneText().find(R"("coin": {"position": [24, 100], "color": [255, 60, 60]})"), std::string::npos);
}

TEST(ApplyToSource, WritesTheValueIntoTheSourceAndEveryInstanceOfItTakesIt) {
    PrefabsCopy copy;
    Document& doc = *copy.doc;
    NodeId coin = idOf(doc, "level/block-3/coin");
    doc.selection().set(coin);
    const std::string sourceBefore = readFile(copy.dir.path / "block.scene.json");
    std::string error;
    auto apply = makeApplyToSourceCommand(doc, coin, "color", error);
    ASSERT_NE(apply, nullptr) << error;
    EXPECT_EQ(apply->label(), "Apply Colour to block.scene.json");
    ASSERT_TRUE(doc.execute(std::move(apply)));

    // The source says it now, once, where it said its own colour.
    const std::string source = readFile(copy.dir.path / "block.scene.json");
    std::string expected = sourceBefore;
    expected.replace(expected.find("[250, 200, 40]"), 14, "[255, 60, 60]");
    EXPECT_EQ(source, expected);
    // Every instance of it takes it; for block-3 it is no longer an override.
    EXPECT_EQ(findNodeByPath(doc.scene(), "level/block-1/coin")->color(), (Color3B{255, 60, 60}));
    coin = idOf(doc, "level/block-3/coin");
    std::vector<std::string> keys;
    for (const OverriddenProperty& p : overriddenProperties(doc, *doc.find(coin))) keys.push_back(p.key);
    EXPECT_EQ(keys, (std::vector<std::string>{"position"}));
    EXPECT_EQ(doc.sceneText().find("[255, 60, 60]"), std::string::npos);
    EXPECT_EQ(doc.selection().primary(), coin);

    // One undo step, the file included; redo writes it again.
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(readFile(copy.dir.path / "block.scene.json"), sourceBefore);
    EXPECT_EQ(findNodeByPath(doc.scene(), "level/block-1/coin")->color(), (Color3B{250, 200, 40}));
    EXPECT_EQ(findNodeByPath(doc.scene(), "level/block-3/coin")->color(), (Color3B{255, 60, 60}));
    ASSERT_TRUE(doc.redo());
    EXPECT_EQ(readFile(copy.dir.path / "block.scene.json"), expected);
    EXPECT_EQ(findNodeByPath(doc.scene(), "level/block-1/coin")->color(), (Color3B{255, 60, 60}));
}

TEST(ApplyToSource, IsRefusedWithTheReasonAndWritesNothing) {
    PrefabsCopy copy;
    Document& doc = *copy.doc;
    const std::string sourceBefore = readFile(copy.dir.path / "block.scene.json");
    std::string error;
    // Not an override: nothing to apply.
    EXPECT_EQ(makeApplyToSourceCommand(doc, idOf(doc, "level/block-1/coin"), "color", error), nullptr);
    EXPECT_EQ(error, "\"level/block-1/coin\" does not override color");
    // Not from a nested scene at all.
    EXPECT_EQ(makeApplyToSourceCommand(doc, idOf(doc, "sky"), "color", error), nullptr);
    EXPECT_EQ(error, "\"sky\" does not come from a nested scene");
    // Another editor has the source open.
    const std::filesystem::path lock = DocumentLock::lockFileFor(copy.dir.path / "block.scene.json");
    writeFile(lock, "1\n");  // a live process that is not this one
    EXPECT_EQ(makeApplyToSourceCommand(doc, idOf(doc, "level/block-3/coin"), "color", error), nullptr);
    EXPECT_NE(error.find("block.scene.json is open in another Diorama window (process 1)"), std::string::npos) << error;
    std::filesystem::remove(lock);
    // The source cannot be written: the file is named and stays as it was.
    std::filesystem::permissions(copy.dir.path,
                                 std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
    const bool canStillWrite = ::access(copy.dir.path.c_str(), W_OK) == 0;  // root
    if (!canStillWrite) {
        EXPECT_EQ(makeApplyToSourceCommand(doc, idOf(doc, "level/block-3/coin"), "color", error), nullptr);
        EXPECT_NE(error.find("block.scene.json"), std::string::npos) << error;
    }
    std::filesystem::permissions(copy.dir.path, std::filesystem::perms::owner_all);
    EXPECT_EQ(readFile(copy.dir.path / "block.scene.json"), sourceBefore);
    EXPECT_FALSE(doc.commands().canUndo());
}

TEST(ApplyToSource, TheWatchDoesNotReadTheSourceAgainAfterApplyOrUndo) {
    // The watch compares contents: after the apply the instances are new (noted), after
    // the undo the file says again what the old instances were read from. So no second
    // reload step comes to clear the redo.
    PrefabsCopy copy;
    Document& doc = *copy.doc;
    NestedSourceWatch watch;
    watch.changedInstances(doc);
    std::string error;
    ASSERT_TRUE(doc.execute(makeApplyToSourceCommand(doc, idOf(doc, "level/block-3/coin"), "color", error))) << error;
    EXPECT_TRUE(watch.changedInstances(doc).empty());
    ASSERT_TRUE(doc.undo());
    EXPECT_TRUE(watch.changedInstances(doc).empty());
    EXPECT_TRUE(doc.commands().canRedo());
    // Another program's change is still seen.
    writeFile(copy.dir.path / "block.scene.json", readFile(copy.dir.path / "block.scene.json") + " ");
    EXPECT_EQ(watch.changedInstances(doc).size(), 3u);
}

TEST(ApplyToSource, AnAssetPathIsNamedFromTheSourcesFolder) {
    // The scene names images from its folder, the source from its own (parts/).
    TempDir dir;
    std::filesystem::create_directories(dir.path / "parts");
    for (const char* image : {"brick.png", "question.png"})
        std::filesystem::copy_file(kSource / "projects/world-1-1/images" / image, dir.path / "parts" / image);
    writeFile(dir.path / "parts/card.scene.json",
              R"({"format": "diorama.scene", "version": 1, "designSize": [16, 16], "root": {"type": "Scene",
                  "children": [{"type": "Sprite", "name": "pic", "texture": "brick.png"}]}})");
    writeFile(dir.path / "level.scene.json",
              R"({"format": "diorama.scene", "version": 1, "designSize": [64, 64], "root": {"type": "Scene",
                  "children": [{"type": "Instance", "name": "card", "source": "parts/card.scene.json",
                                "overrides": {"pic": {"texture": "parts/question.png"}}}]}})");
    auto opened = Document::open(dir.path / "level.scene.json");
    ASSERT_TRUE(opened.document) << opened.error->format();
    Document& doc = *opened.document;
    const std::string before = doc.sceneText();
    std::string error;
    auto apply = makeApplyToSourceCommand(doc, idOf(doc, "card/pic"), "texture", error);
    ASSERT_NE(apply, nullptr) << error;
    ASSERT_TRUE(doc.execute(std::move(apply)));
    EXPECT_NE(readFile(dir.path / "parts/card.scene.json").find(R"("texture": "question.png")"), std::string::npos)
        << readFile(dir.path / "parts/card.scene.json");
    for (const OverriddenProperty& p : overriddenProperties(doc, *findNodeByPath(doc.scene(), "card/pic")))
        ADD_FAILURE() << "still overrides " << p.key;
    EXPECT_EQ(doc.sceneText().find("question.png"), std::string::npos);
    ASSERT_TRUE(doc.undo());
    EXPECT_NE(readFile(dir.path / "parts/card.scene.json").find(R"("texture": "brick.png")"), std::string::npos);
    EXPECT_EQ(doc.sceneText(), before);  // the override, named from this scene's folder again
    ASSERT_TRUE(doc.redo());
    EXPECT_EQ(doc.sceneText().find("question.png"), std::string::npos);
}

TEST(ApplyToSource, IsRefusedWhileTheSourceHasUnsavedChangesInThisEditorAndNotesWhatItWrote) {
    PrefabsCopy copy;
    Document& doc = *copy.doc;
    const std::filesystem::path block = copy.dir.path / "block.scene.json";
    const std::string sourceBefore = readFile(block);
    bool blockTabDirty = true;  // what the app's other tab says
    doc.setFileGuard([&](const std::filesystem::path& file) {
        return blockTabDirty && file == block ? std::string("block.scene.json has unsaved changes in another tab")
                                              : std::string();
    });
    std::string error;
    EXPECT_EQ(makeApplyToSourceCommand(doc, idOf(doc, "level/block-3/coin"), "color", error), nullptr);
    EXPECT_EQ(error, "block.scene.json has unsaved changes in another tab");
    EXPECT_EQ(readFile(block), sourceBefore);
    EXPECT_TRUE(doc.takeWrittenFiles().empty());

    blockTabDirty = false;
    ASSERT_TRUE(doc.execute(makeApplyToSourceCommand(doc, idOf(doc, "level/block-3/coin"), "color", error))) << error;
    EXPECT_EQ(doc.takeWrittenFiles(), std::vector<std::filesystem::path>{block});  // the other tab reloads it
    blockTabDirty = true;  // edited there since: undo must not write under it
    EXPECT_FALSE(doc.undo());
    EXPECT_NE(readFile(block), sourceBefore);
    ASSERT_FALSE(doc.messages().empty());
    EXPECT_EQ(doc.messages().back(), "block.scene.json has unsaved changes in another tab");
    blockTabDirty = false;
    EXPECT_TRUE(doc.undo());
    EXPECT_EQ(readFile(block), sourceBefore);
    EXPECT_EQ(doc.takeWrittenFiles(), std::vector<std::filesystem::path>{block});
}

TEST(NestedSourceWatch, AReloadAloneLeavesTheDocumentUnchangedSoNotDirty) {
    // The scene's file says the same after a reload (overrides kept), so it is not an
    // unsaved change: no '*' in the title and no question at Quit.
    PrefabsCopy copy;
    Document& doc = *copy.doc;
    NestedSourceWatch watch;
    watch.changedInstances(doc);
    const std::filesystem::path block = copy.dir.path / "block.scene.json";
    writeFile(block, readFile(block) + " ");
    std::string report;
    ASSERT_TRUE(reloadInstances(doc, watch.changedInstances(doc), report));
    EXPECT_FALSE(doc.isDirty());
    ASSERT_TRUE(doc.undo());
    EXPECT_FALSE(doc.isDirty());
    ASSERT_TRUE(doc.redo());
    EXPECT_TRUE(watch.changedInstances(doc).empty());  // the new instances noted
    // A real edit after it is one, and saving it makes the document clean again.
    ASSERT_TRUE(doc.execute(
        std::make_unique<SetPropertyCommand>(idOf(doc, "level/block-1/coin"), "opacity", PropertyValue(100))));
    EXPECT_TRUE(doc.isDirty());
    ASSERT_TRUE(doc.save().ok);
    EXPECT_FALSE(doc.isDirty());
    writeFile(block, readFile(block) + " ");
    ASSERT_TRUE(reloadInstances(doc, watch.changedInstances(doc), report));
    EXPECT_FALSE(doc.isDirty());
    ASSERT_TRUE(doc.undo());  // the reload
    ASSERT_TRUE(doc.undo());  // the edit: now it differs from the file
    EXPECT_TRUE(doc.isDirty());
}
