// The Assets panel's model: the project tree with folders first, folding and the filter,
// and what dropping an image, a sheet frame or a scene file makes (one undo step each).
#include "diorama/editor/asset_browser.h"
#include "diorama/editor/viewport_tools.h"

#include "diorama/editor/asset_paths.h"
#include "diorama/editor/document.h"
#include "diorama/editor/thumbnail_loader.h"
#include "diorama/nodes/instance.h"
#include "diorama/nodes/sprite.h"
#include "diorama/nodes/text_bmfont.h"
#include "document_fixtures.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <chrono>
#include <map>

using namespace diorama;
using namespace diorama::test;

namespace {

// "path" for an entry, "path#frame" for a frame, a trailing "/" for a row shown open.
std::vector<std::string> pathsOf(const AssetTree& tree, const std::vector<AssetRow>& rows) {
    std::vector<std::string> out;
    for (const AssetRow& r : rows)
        out.push_back(tree.entries()[r.entry].path + (r.frame ? "#" + *r.frame : "") + (r.open ? "/" : ""));
    return out;
}

// Reads each sheet once, as the panel does, and counts the reads.
struct FrameCache {
    explicit FrameCache(const AssetTree& t) : tree(t) {}
    const AssetTree& tree;
    std::map<std::size_t, std::vector<std::string>> names;
    int reads = 0;
    SheetFrameNames provider() {
        return [this](std::size_t entry) -> const std::vector<std::string>& {
            auto it = names.find(entry);
            if (it != names.end()) return it->second;
            ++reads;
            std::string error;
            return names[entry] = sheetFrameNames(tree.root() / tree.entries()[entry].path, error);
        };
    }
};

}  // namespace

TEST(AssetTree, ListsWhatASceneCanUseFoldersFirstAndFoldsThem) {
    const AssetTree tree = AssetTree::scan(kSource / "projects/sheets");
    EXPECT_EQ(pathsOf(tree, tree.rows({}, "")), (std::vector<std::string>{"images", "sheets.scene.json"}));
    EXPECT_EQ(pathsOf(tree, tree.rows({"images"}, "")),
              (std::vector<std::string>{"images/", "images/originals", "images/sheet-v2.plist", "images/sheet.plist",
                                        "images/sheet.png", "sheets.scene.json"}));
    EXPECT_EQ(tree.entries()[tree.rows({"images"}, "")[3].entry].kind, AssetKind::Atlas);
    EXPECT_FALSE(tree.truncated());
}

TEST(AssetTree, TheFilterShowsMatchingFilesWithTheFoldersAboveThem) {
    const AssetTree tree = AssetTree::scan(kSource / "projects/sheets");
    EXPECT_EQ(pathsOf(tree, tree.rows({}, "GEM")),
              (std::vector<std::string>{"images/", "images/originals/", "images/originals/gem.png"}));
    EXPECT_TRUE(tree.rows({}, "nothing-is-called-this").empty());
}

TEST(AssetTree, AnOpenSheetListsItsFramesReadOnce) {
    const AssetTree tree = AssetTree::scan(kSource / "projects/sheets");
    FrameCache cache(tree);
    const std::unordered_set<std::string> open{"images", "images/sheet.plist"};
    EXPECT_EQ(pathsOf(tree, tree.rows(open, "", cache.provider())),
              (std::vector<std::string>{"images/", "images/originals", "images/sheet-v2.plist", "images/sheet.plist/",
                                        "images/sheet.plist#tile.png", "images/sheet.plist#gem.png",
                                        "images/sheet.plist#flag.png", "images/sheet.plist#star.png",
                                        "images/sheet.png", "sheets.scene.json"}));
    tree.rows(open, "", cache.provider());
    EXPECT_EQ(cache.reads, 1);  // the folded sheet is not read
}

TEST(AssetTree, TheFilterLooksInsideSheetsAndShowsTheMatchingFrames) {
    const AssetTree tree = AssetTree::scan(kSource / "projects/sheets");
    FrameCache cache(tree);
    const std::vector<std::string> rows = pathsOf(tree, tree.rows({}, "STAR", cache.provider()));
    // The loose star.png, and each sheet holding a star frame, open to that frame only.
    EXPECT_NE(std::find(rows.begin(), rows.end(), "images/originals/star.png"), rows.end());
    EXPECT_NE(std::find(rows.begin(), rows.end(), "images/sheet.plist/"), rows.end());
    EXPECT_NE(std::find(rows.begin(), rows.end(), "images/sheet.plist#star.png"), rows.end());
    EXPECT_EQ(std::find(rows.begin(), rows.end(), "images/sheet.plist#gem.png"), rows.end());
    EXPECT_EQ(std::find(rows.begin(), rows.end(), "images/sheet.png"), rows.end());
    // A sheet found by its own name keeps its folding.
    EXPECT_EQ(pathsOf(tree, tree.rows({}, "sheet-v2", cache.provider())),
              (std::vector<std::string>{"images/", "images/sheet-v2.plist"}));
}

TEST(AssetTree, RevealOpensTheFoldersAboveAFileAndOnlyThose) {
    const AssetTree tree = AssetTree::scan(kSource / "projects/sheets");
    std::unordered_set<std::string> open{"elsewhere"};
    ASSERT_TRUE(tree.reveal("images/originals/gem.png", open));
    EXPECT_EQ(open, (std::unordered_set<std::string>{"elsewhere", "images", "images/originals"}));
    const std::vector<std::string> rows = pathsOf(tree, tree.rows(open, ""));
    EXPECT_NE(std::find(rows.begin(), rows.end(), "images/originals/gem.png"), rows.end());
    EXPECT_FALSE(tree.reveal("images/nothing.png", open));
    EXPECT_FALSE(tree.reveal("../sheets.scene.json", open));
    EXPECT_EQ(open.size(), 3u);
}

TEST(AssetTree, FiveThousandFilesAreListedAndALimitTruncates) {
    TempDir dir;
    for (int f = 0; f < 50; ++f) {
        const auto folder = dir.path / ("level-" + std::to_string(f));
        std::filesystem::create_directories(folder);
        for (int i = 0; i < 100; ++i) writeFile(folder / ("tile-" + std::to_string(i) + ".png"), "");
        writeFile(folder / "notes.txt", "not an asset");
    }
    const AssetTree tree = AssetTree::scan(dir.path);
    EXPECT_EQ(tree.entries().size(), 5050u);
    EXPECT_EQ(tree.rows({}, "").size(), 50u);
    EXPECT_EQ(tree.rows({}, "tile-99.").size(), 100u);  // 50 files and their folders
    const AssetTree cut = AssetTree::scan(dir.path, 1000);
    EXPECT_TRUE(cut.truncated());
    EXPECT_EQ(cut.entries().size(), 1000u);
}

TEST(AssetStamps, NameTheFilesReadThatChangedOrWentAwayOnceEach) {
    TempDir dir;
    for (const char* name : {"kept.png", "sheets/atlas.plist", "gone.png", "touched.png"})
        writeFile(dir.path / name, "1");
    AssetStamps stamps;
    for (const char* name : {"kept.png", "sheets/atlas.plist", "gone.png", "touched.png"})
        stamps.remember(name, dir.path / name);
    EXPECT_TRUE(stamps.takeChanged().empty());

    writeFile(dir.path / "sheets/atlas.plist", "12");  // re-exported: another size
    std::filesystem::remove(dir.path / "gone.png");
    const auto touched = dir.path / "touched.png";  // same size, newer time
    std::filesystem::last_write_time(touched, std::filesystem::last_write_time(touched) + std::chrono::seconds(5));
    writeFile(dir.path / "new.png", "1");  // nothing was read of it
    EXPECT_EQ(stamps.takeChanged(), (std::vector<std::string>{"gone.png", "sheets/atlas.plist", "touched.png"}));
    EXPECT_TRUE(stamps.takeChanged().empty());  // forgotten until read again
    stamps.remember("sheets/atlas.plist", dir.path / "sheets/atlas.plist");
    writeFile(dir.path / "sheets/atlas.plist", "123");
    EXPECT_EQ(stamps.takeChanged(), (std::vector<std::string>{"sheets/atlas.plist"}));
}

TEST(AssetTree, ReadsTheFrameNamesOfASheetAndNamesABrokenOne) {
    std::string error;
    EXPECT_EQ(sheetFrameNames(kSource / "projects/sheets/images/sheet.plist", error),
              (std::vector<std::string>{"tile.png", "gem.png", "flag.png", "star.png"}));
    TempDir dir;
    writeFile(dir.path / "broken.plist", "<plist><dict><key>frames</key>");
    EXPECT_TRUE(sheetFrameNames(dir.path / "broken.plist", error).empty());
    EXPECT_NE(error.find("broken.plist:"), std::string::npos) << error;
}

TEST(AssetDrop, AnImageBecomesASpriteAtTheDropPointInOneUndoStep) {
    auto doc = openSample("sheets");
    const std::string before = doc->sceneText();
    std::string error;
    auto drop = makeAssetDropCommand(*doc, {kSource / "projects/sheets/images/originals/star.png", ""},
                                     doc->scene().id(), Vec2{100, 50}, error);
    ASSERT_TRUE(drop) << error;
    ASSERT_TRUE(doc->execute(std::move(drop)));
    auto* star = dynamic_cast<Sprite*>(findNodeByPath(doc->scene(), "star"));
    ASSERT_NE(star, nullptr);
    EXPECT_EQ(star->texturePath(), "images/originals/star.png");
    EXPECT_EQ(star->position(), (Vec2{100, 50}));
    EXPECT_EQ(doc->selection().primary(), star->id());
    EXPECT_TRUE(findMissingAssets(*doc).empty());
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
}

TEST(AssetDrop, ASheetFrameBecomesAFramedSpriteWithItsUntrimmedSize) {
    auto doc = openSample("sheets");
    std::string error;
    const NodeId parent = idOf(*doc, "gem");
    ASSERT_TRUE(doc->execute(makeAssetDropCommand(*doc, {kSource / "projects/sheets/images/sheet.plist", "gem.png"},
                                                  parent, std::nullopt, error)))
        << error;
    auto* gem = dynamic_cast<Sprite*>(findNodeByPath(doc->scene(), "gem/gem"));
    ASSERT_NE(gem, nullptr);
    EXPECT_EQ(gem->atlasPath(), "images/sheet.plist");
    EXPECT_EQ(gem->spriteFrameName(), "gem.png");
    EXPECT_EQ(gem->contentSize(), (Size{32, 32}));
    EXPECT_FALSE(
        makeAssetDropCommand(*doc, {kSource / "projects/sheets/images/sheet.plist", ""}, parent, std::nullopt, error));
}

TEST(AssetDrop, ABitmapFontBecomesATextBMFontShowingIt) {
    auto doc = openSample("ui");
    const std::string before = doc->sceneText();
    std::string error;
    ASSERT_TRUE(doc->execute(makeAssetDropCommand(*doc, {kSource / "projects/ui/images/digits.fnt", ""},
                                                  doc->scene().id(), Vec2{100, 50}, error)))
        << error;
    auto* digits = dynamic_cast<TextBMFont*>(findNodeByPath(doc->scene(), "digits"));
    ASSERT_NE(digits, nullptr);
    EXPECT_EQ(digits->fntFile(), "images/digits.fnt");
    ASSERT_NE(digits->font(), nullptr);
    EXPECT_EQ(digits->text(), "0123456789");  // the font has none of "Fnt Text Label"'s letters
    EXPECT_EQ(digits->letters().size(), 10u);
    EXPECT_EQ(digits->position(), (Vec2{100, 50}));
    doc->undo();
    EXPECT_EQ(doc->sceneText(), before);
    // A TrueType font has no node of its own: it goes onto a Label's font field.
    EXPECT_FALSE(makeAssetDropCommand(*doc, {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", ""}, doc->scene().id(),
                                      std::nullopt, error));
    EXPECT_EQ(error, "DejaVuSans.ttf cannot be dropped on the scene");
}

namespace {

// prefabs.scene.json and the block.scene.json it nests, copied into `dir` and opened.
std::unique_ptr<Document> openPrefabsCopy(const TempDir& dir) {
    for (const char* name : {"prefabs.scene.json", "block.scene.json"})
        std::filesystem::copy_file(kSource / "projects/prefabs" / name, dir.path / name);
    return Document::open(dir.path / "prefabs.scene.json").document;
}

}  // namespace

TEST(AssetDrop, ASceneFileBecomesAnInstanceButNeverOfItself) {
    TempDir dir;
    auto opened = openPrefabsCopy(dir);
    ASSERT_TRUE(opened);
    Document& doc = *opened;
    std::string error;
    ASSERT_TRUE(doc.execute(
        makeAssetDropCommand(doc, {dir.path / "block.scene.json", ""}, doc.scene().id(), Vec2{10, 20}, error)))
        << error;
    auto* block = dynamic_cast<Instance*>(findNodeByPath(doc.scene(), "block"));
    ASSERT_NE(block, nullptr);
    EXPECT_EQ(block->source(), "block.scene.json");
    EXPECT_NE(findNodeByPath(doc.scene(), "block/coin"), nullptr);

    EXPECT_FALSE(
        makeAssetDropCommand(doc, {dir.path / "prefabs.scene.json", ""}, doc.scene().id(), std::nullopt, error));
    EXPECT_NE(error.find("itself"), std::string::npos);
    // A scene that holds this one would make a cycle once saved.
    writeFile(dir.path / "outer.scene.json", R"({"format": "diorama.scene", "version": 1, "designSize": [10, 10],
        "root": {"type": "Scene", "children": [{"type": "Instance", "source": "prefabs.scene.json"}]}})");
    EXPECT_FALSE(makeAssetDropCommand(doc, {dir.path / "outer.scene.json", ""}, doc.scene().id(), std::nullopt, error));
    EXPECT_NE(error.find("cycle"), std::string::npos) << error;
}

TEST(Thumbnails, AreMadeInTheBackgroundForImagesAndSheetFramesWithErrorsNamed) {
    ThumbnailLoader loader(16);
    const std::string sheet = (kSource / "projects/sheets/images/sheet.plist").string();
    loader.request({(kSource / "projects/sheets/images/sheet.png").string(), ""});
    loader.request({sheet, "gem.png"});
    loader.request({sheet, "no-such-frame"});
    loader.request({"/no/such/image.png", ""});
    loader.waitIdle();
    std::vector<ThumbnailLoader::Done> done = loader.collect(10);
    ASSERT_EQ(done.size(), 4u);
    auto find = [&](const std::string& file, const std::string& frame) -> const ThumbnailLoader::Done& {
        for (const auto& d : done)
            if (d.key.file.ends_with(file) && d.key.frame == frame) return d;
        ADD_FAILURE() << file << " " << frame;
        return done[0];
    };
    EXPECT_NE(find("/no/such/image.png", "").error.find("/no/such/image.png"), std::string::npos);
    EXPECT_NE(find("sheet.plist", "no-such-frame").error.find("no-such-frame"), std::string::npos);
    const ThumbnailLoader::Done& gem = find("sheet.plist", "gem.png");
    EXPECT_EQ(gem.image.width, 16);  // the 24x24 trimmed gem, scaled down
    EXPECT_EQ(gem.image.height, 16);
    const ThumbnailLoader::Done& sheetImage = find("sheet.png", "");
    EXPECT_TRUE(sheetImage.error.empty());
    EXPECT_LE(std::max(sheetImage.image.width, sheetImage.image.height), 16);
    EXPECT_TRUE(loader.collect(10).empty());
}

TEST(Thumbnails, ARotatedFrameIsTurnedBackAndAreasAreAveraged) {
    // A 1x2 frame shown as [red; blue] (top to bottom) is stored turned clockwise: [blue red].
    Image sheet{2, 1, {0, 0, 255, 255, 255, 0, 0, 255}};
    const Image shown = makeThumbnail(sheet, {{0, 0}, {1, 2}}, /*rotated=*/true, 8);
    ASSERT_EQ(shown.width, 1);
    ASSERT_EQ(shown.height, 2);
    EXPECT_EQ(shown.rgba[0], 255);  // top: red
    EXPECT_EQ(shown.rgba[6], 255);  // bottom: blue
    const Image half = makeThumbnail(sheet, {{0, 0}, {2, 1}}, false, 1);
    ASSERT_EQ(half.rgba.size(), 4u);
    EXPECT_EQ(half.rgba[0], 127);
    EXPECT_EQ(half.rgba[2], 127);
}

// A dropped scene's design area centres on the drop point, as a sprite does (it used to
// hang off the point by its corner).
TEST(AssetDrop, ADroppedSceneIsCentredOnTheDropPoint) {
    TempDir dir;
    auto opened = openPrefabsCopy(dir);
    ASSERT_TRUE(opened);
    Document& doc = *opened;
    std::string error;
    ASSERT_TRUE(doc.execute(
        makeAssetDropCommand(doc, {dir.path / "block.scene.json", ""}, doc.scene().id(), Vec2{300, 200}, error)))
        << error;
    const Node* block = findNodeByPath(doc.scene(), "block");
    ASSERT_NE(block, nullptr);
    const Size size = block->contentSize();
    ASSERT_GT(size.width, 0);
    EXPECT_EQ(block->convertToWorldSpace({size.width / 2, size.height / 2}), (Vec2{300, 200}));
}

TEST(AssetDrop, DropsLandOnTheSnapGridWhenSnapIsOn) {
    EXPECT_EQ(snapToGrid({13, -5}, SnapOptions{true, 8}), (Vec2{16, -8}));
    EXPECT_EQ(snapToGrid({13, -5}, SnapOptions{false, 8}), (Vec2{13, -5}));
    EXPECT_EQ(snapToGrid({13, -5}, SnapOptions{true, 0}), (Vec2{13, -5}));
}

TEST(AssetDrop, AFileOutsideTheProjectIsRefusedNamingIt) {
    auto doc = openSample("sheets");
    std::string error;
    EXPECT_FALSE(makeAssetDropCommand(*doc, {kSource / "projects/world-1-1/images/brick.png", ""}, doc->scene().id(),
                                      std::nullopt, error));
    EXPECT_NE(error.find("brick.png is outside the project"), std::string::npos) << error;
}

TEST(AssetFilter, MatchesAnywhereInTheNameIgnoringCase) {
    EXPECT_TRUE(matchesFilter("Flag.png", "fla"));
    EXPECT_TRUE(matchesFilter("flag.png", "G.P"));
    EXPECT_TRUE(matchesFilter("flag.png", ""));
    EXPECT_FALSE(matchesFilter("flag.png", "star"));
}
