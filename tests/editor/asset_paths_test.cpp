// Asset paths follow the scene: Save As into another folder and paste between scenes in
// different folders name the same files from the new place, or refuse and write nothing.
#include "diorama/editor/asset_paths.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/project_file.h"
#include "diorama/types/node_type.h"
#include "document_fixtures.h"
#include "temp_files.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

namespace {

// projects/world-1-1 copied to DIR/game/world-1-1.
fs::path copyWorld(const TempDir& dir) {
    const fs::path target = dir.path / "game" / "world-1-1";
    fs::create_directories(target.parent_path());
    fs::copy(kSource / "projects" / "world-1-1", target, fs::copy_options::recursive);
    return target / "world-1-1.scene.json";
}

std::unique_ptr<Document> openOrFail(const fs::path& file) {
    auto r = Document::open(file);
    EXPECT_TRUE(r.document) << (r.error ? r.error->format() : "");
    return std::move(r.document);
}

const Sprite& spriteAt(Document& doc, const std::string& path) {
    return static_cast<const Sprite&>(*findNodeByPath(doc.scene(), path));
}

}  // namespace

TEST(AssetPaths, RebaseNamesTheSameFileFromTheNewFolder) {
    EXPECT_EQ(rebaseAssetPath("images/a.png", "/p/w", "/p"), "w/images/a.png");
    EXPECT_EQ(rebaseAssetPath("images/a.png", "/p/w", "/p/w"), "images/a.png");
    EXPECT_EQ(rebaseAssetPath("w/images/a.png", "/p", "/p/w"), "images/a.png");
    EXPECT_EQ(rebaseAssetPath("./images/../images/a.png", "/p/w", "/p"), "w/images/a.png");
    EXPECT_EQ(rebaseAssetPath("images/a.png", "/p/w", "/p/w/images"), "a.png");
}

TEST(AssetPaths, RebaseRefusesAFolderThatCannotNameTheFile) {
    EXPECT_EQ(rebaseAssetPath("images/a.png", "/p/w", "/p/other"), std::nullopt);
    EXPECT_EQ(rebaseAssetPath("images/a.png", "/p/w", "/p/w/sub"), std::nullopt);
    EXPECT_EQ(rebaseAssetPath("/abs/a.png", "/p/w", "/p"), "/abs/a.png");  // already invalid: untouched
}

TEST(AssetPaths, SaveAsUpAFolderRebasesEveryPathAndTheFileOpensWithoutProblems) {
    TempDir dir;
    auto doc = openOrFail(copyWorld(dir));
    ASSERT_TRUE(doc);
    const std::size_t sprites = assetUses(doc->scene(), builtinNodeTypes()).size();
    ASSERT_GT(sprites, 50u);
    const fs::path target = dir.path / "game" / "copy.scene.json";
    const SaveResult r = doc->saveAs(target);
    ASSERT_TRUE(r.ok) << r.error;
    for (const AssetUse& use : assetUses(doc->scene(), builtinNodeTypes()))
        EXPECT_EQ(use.path.rfind("world-1-1/images/", 0), 0u) << use.path;
    auto reopened = Document::open(target);
    ASSERT_TRUE(reopened.document);
    EXPECT_TRUE(reopened.assetProblems.empty()) << reopened.assetProblems.front().message;
    EXPECT_FALSE(doc->isDirty());
}

TEST(AssetPaths, SaveAsWhereAnAssetCannotBeNamedWritesNothingAndChangesNothing) {
    TempDir dir;
    const fs::path original = copyWorld(dir);
    auto doc = openOrFail(original);
    ASSERT_TRUE(doc);
    const std::string before = doc->sceneText();
    fs::create_directories(dir.path / "game" / "elsewhere");
    const fs::path target = dir.path / "game" / "elsewhere" / "copy.scene.json";
    const SaveResult r = doc->saveAs(target);
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.error.find("'images/brick.png' (used by 3 nodes, first level/blocks/brick (texture))"),
              std::string::npos)
        << r.error;
    EXPECT_NE(r.error.find("Nothing was written"), std::string::npos) << r.error;
    EXPECT_FALSE(fs::exists(target));
    EXPECT_TRUE(fs::is_empty(dir.path / "game" / "elsewhere"));
    EXPECT_EQ(doc->sceneText(), before);
    EXPECT_EQ(doc->path(), original);
}

TEST(AssetPaths, UndoAfterSaveAsRestoresAPathThatResolvesFromTheNewFolder) {
    TempDir dir;
    auto doc = openOrFail(copyWorld(dir));
    ASSERT_TRUE(doc);
    const NodeId brick = idOf(*doc, "level/pipes/pipe");
    const std::string was = spriteAt(*doc, "level/pipes/pipe").texturePath();
    ASSERT_TRUE(doc->execute(
        std::make_unique<SetPropertyCommand>(brick, "texture", PropertyValue(std::string("images/brick.png")))));
    ASSERT_TRUE(
        doc->execute(std::make_unique<DeleteNodesCommand>(std::vector<NodeId>{idOf(*doc, "level/pipes/warp-pipe")})));
    ASSERT_TRUE(doc->saveAs(dir.path / "game" / "copy.scene.json").ok);
    EXPECT_EQ(spriteAt(*doc, "level/pipes/pipe").texturePath(), "world-1-1/images/brick.png");
    ASSERT_TRUE(doc->undo());  // the deleted brick comes back with a rebased path
    EXPECT_EQ(spriteAt(*doc, "level/pipes/warp-pipe").texturePath(), "world-1-1/" + was);
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(spriteAt(*doc, "level/pipes/pipe").texturePath(), "world-1-1/" + was);
    EXPECT_NE(spriteAt(*doc, "level/pipes/pipe").texture(), TextureStore::kPlaceholder);
    ASSERT_TRUE(doc->redo());
    EXPECT_EQ(spriteAt(*doc, "level/pipes/pipe").texturePath(), "world-1-1/images/brick.png");
}

TEST(AssetPaths, PasteIntoASceneInAnotherFolderRebasesThePastedPaths) {
    TempDir dir;
    auto source = openOrFail(copyWorld(dir));
    ASSERT_TRUE(source);
    const std::string text = copyNodes(*source, {idOf(*source, "level/pipes/pipe")});

    Document above;
    ASSERT_TRUE(above.saveAs(dir.path / "game" / "above.scene.json").ok);
    std::string error;
    auto paste = makePasteCommand(above, text, above.scene().id(), error);
    ASSERT_TRUE(paste) << error;
    ASSERT_TRUE(above.execute(std::move(paste)));
    const auto& pasted = static_cast<const Sprite&>(*above.scene().children().front());
    EXPECT_EQ(pasted.texturePath(), "world-1-1/images/pipe.png");
    EXPECT_NE(pasted.texture(), TextureStore::kPlaceholder);

    Document aside;
    fs::create_directories(dir.path / "game" / "aside");
    ASSERT_TRUE(aside.saveAs(dir.path / "game" / "aside" / "aside.scene.json").ok);
    EXPECT_EQ(makePasteCommand(aside, text, aside.scene().id(), error), nullptr);
    EXPECT_NE(error.find("images/pipe.png"), std::string::npos) << error;
    EXPECT_EQ(aside.scene().childCount(), 0u);
}

TEST(MissingAssets, AreListedByPathWithTheirUsers) {
    TempDir dir;
    const fs::path file = copyWorld(dir);
    fs::remove(file.parent_path() / "images" / "brick.png");
    fs::remove(file.parent_path() / "images" / "sky.png");
    auto doc = openOrFail(file);
    ASSERT_TRUE(doc);
    const std::vector<MissingAsset> missing = findMissingAssets(*doc);
    ASSERT_EQ(missing.size(), 2u);
    EXPECT_EQ(missing[0].path, "images/sky.png");
    EXPECT_EQ(missing[0].users.size(), 1u);
    EXPECT_EQ(missing[1].path, "images/brick.png");
    EXPECT_EQ(missing[1].users.size(), 3u);
    EXPECT_EQ(missing[1].kind, AssetKind::Image);
}

TEST(MissingAssets, RelinkReplacesOnePathEverywhereInOneUndoStep) {
    TempDir dir;
    const fs::path file = copyWorld(dir);
    fs::rename(file.parent_path() / "images" / "brick.png", file.parent_path() / "images" / "brick-2.png");
    auto doc = openOrFail(file);
    ASSERT_TRUE(doc);
    const std::string before = doc->sceneText();
    ASSERT_TRUE(doc->execute(makeRelinkCommand(*doc, "images/brick.png", "images/brick-2.png")));
    EXPECT_TRUE(findMissingAssets(*doc).empty());
    EXPECT_EQ(doc->commands().undoLabel(), "Relink images/brick.png");
    const Sprite& brick = spriteAt(*doc, "level/blocks/brick");
    EXPECT_NE(brick.texture(), TextureStore::kPlaceholder);
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->sceneText(), before);
    EXPECT_FALSE(doc->commands().canUndo());
    EXPECT_EQ(makeRelinkCommand(*doc, "images/nothing.png", "images/brick-2.png"), nullptr);
}

TEST(MissingAssets, ASpriteWhoseImageGoesMissingKeepsItsSize) {
    auto doc = openSample("world-1-1");
    const NodeId pipe = idOf(*doc, "level/pipes/pipe");
    const Size size = doc->find(pipe)->contentSize();
    ASSERT_GT(size.width, 16.0f);
    ASSERT_TRUE(doc->execute(
        std::make_unique<SetPropertyCommand>(pipe, "texture", PropertyValue(std::string("images/gone.png")))));
    EXPECT_EQ(doc->find(pipe)->contentSize(), size);
    EXPECT_EQ(static_cast<Sprite*>(doc->find(pipe))->texture(), TextureStore::kPlaceholder);
}

TEST(AssetPaths, InAProjectSaveAsIntoASiblingFolderNamesTheImagesWithDotDot) {
    TempDir dir;
    const fs::path original = copyWorld(dir);
    ASSERT_TRUE(saveProjectFile(dir.path / "game" / kProjectFileName, ProjectFile{}).ok);
    auto doc = openOrFail(original);
    ASSERT_TRUE(doc);
    fs::create_directories(dir.path / "game" / "levels");
    const fs::path target = dir.path / "game" / "levels" / "copy.scene.json";
    const SaveResult r = doc->saveAs(target);
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ(spriteAt(*doc, "level/pipes/pipe").texturePath(), "../world-1-1/images/pipe.png");
    auto reopened = Document::open(target);
    ASSERT_TRUE(reopened.document);
    EXPECT_TRUE(reopened.assetProblems.empty()) << reopened.assetProblems.front().message;
    // Beside the project, '..' would have to leave the new place's project.
    fs::create_directories(dir.path / "other");
    EXPECT_FALSE(doc->saveAs(dir.path / "other" / "copy.scene.json").ok);
}

TEST(MissingAssets, OnlyAssetEditsAndStructureChangesAskForALookAgain) {
    auto doc = openSample("world-1-1");
    const NodeId pipe = idOf(*doc, "level/pipes/pipe");
    std::uint64_t version = doc->assetVersion();
    ASSERT_TRUE(doc->execute(std::make_unique<SetPropertyCommand>(pipe, "position", PropertyValue(Vec2{1, 2}))));
    EXPECT_EQ(doc->assetVersion(), version);  // a drag step stats no file
    ASSERT_TRUE(doc->execute(
        std::make_unique<SetPropertyCommand>(pipe, "texture", PropertyValue(std::string("images/brick.png")))));
    EXPECT_NE(doc->assetVersion(), version);
    version = doc->assetVersion();
    doc->undo();
    EXPECT_NE(doc->assetVersion(), version);
    version = doc->assetVersion();
    ASSERT_TRUE(doc->execute(std::make_unique<DeleteNodesCommand>(std::vector<NodeId>{pipe})));
    EXPECT_NE(doc->assetVersion(), version);
}
