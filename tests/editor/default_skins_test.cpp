// A new widget from a create menu starts with Studio-like default images written into its
// scene's Default/ folder, not the placeholder (found by a tryout: new widgets looked broken).
#include "diorama/editor/default_skins.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/document.h"
#include "diorama/nodes/button.h"
#include "diorama/nodes/slider.h"
#include "diorama/render/texture_store.h"
#include "document_fixtures.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <fstream>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

namespace {

std::unique_ptr<Document> sceneIn(const fs::path& dir) {
    writeFile(dir / "menu.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "name": "menu"}})");
    auto r = Document::open(dir / "menu.scene.json");
    EXPECT_TRUE(r.document) << (r.error ? r.error->format() : "");
    return std::move(r.document);
}

Node& create(Document& doc, const char* type, bool skin = true) {
    EXPECT_TRUE(doc.execute(makeCreateNodeCommand(doc, type, doc.scene().id(), CreateOptions{.defaultSkin = skin})));
    return *doc.find(doc.selection().primary());
}

}  // namespace

TEST(DefaultSkins, ANewButtonGetsStudiosDefaultImagesWrittenBesideItsScene) {
    TempDir dir;
    auto doc = sceneIn(dir.path);
    auto& button = static_cast<Button&>(create(*doc, "Button"));
    EXPECT_EQ(button.texturePath(), "Default/Button_Normal.png");
    EXPECT_EQ(button.contentSize(), (Size{120, 40}));  // the new widget's size, sliced
    EXPECT_TRUE(button.isScale9Enabled());
    for (const char* file : {"Button_Normal.png", "Button_Press.png", "Button_Disable.png"})
        EXPECT_TRUE(fs::is_regular_file(dir.path / "Default" / file)) << file;
    EXPECT_EQ(doc->filesWritten(), 3u);  // the Assets panel reads the folder again
    doc->collectAssetProblems();
    EXPECT_TRUE(doc->messages().empty()) << doc->messages().front();
    // The image is the one drawn for it (48 x 24), not the placeholder.
    const TextureInfo info = doc->assets().texture("Default/Button_Normal.png");
    EXPECT_FALSE(info.placeholder) << info.error;
    EXPECT_EQ(info.width, 48);
    EXPECT_EQ(info.height, 24);
    // One step: undo takes the whole widget back; the files stay for the next one.
    ASSERT_TRUE(doc->undo());
    EXPECT_EQ(doc->scene().childCount(), 0u);
    EXPECT_TRUE(fs::is_regular_file(dir.path / "Default/Button_Normal.png"));
}

// An image already there (Studio's own Default/ folder, or one the user edited) is kept
// and used; every widget type gets its images.
TEST(DefaultSkins, AnImageAlreadyThereIsKeptAndEachWidgetGetsItsOwn) {
    TempDir dir;
    auto doc = sceneIn(dir.path);
    fs::create_directories(dir.path / "Default");
    writeFile(dir.path / "Default/Slider_Back.png", "mine");
    auto& slider = static_cast<Slider&>(create(*doc, "Slider"));
    EXPECT_EQ(slider.texturePath(), "Default/Slider_Back.png");
    std::ifstream kept(dir.path / "Default/Slider_Back.png");
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(kept), {}), "mine");
    EXPECT_TRUE(fs::is_regular_file(dir.path / "Default/SliderNode_Normal.png"));
    const unsigned written = doc->filesWritten();
    EXPECT_GT(written, 0u);
    create(*doc, "Slider");  // every image is there now: nothing is written
    EXPECT_EQ(doc->filesWritten(), written);
    create(*doc, "CheckBox");
    create(*doc, "LoadingBar");
    for (const char* file : {"CheckBox_Normal.png", "CheckBoxNode_Normal.png", "Slider_PressBar.png"})
        EXPECT_TRUE(fs::is_regular_file(dir.path / "Default" / file)) << file;
    EXPECT_EQ(defaultSkinFiles().size(), 8u);
}

// Without the option (a script, the tests), or without a folder to write to, nothing is
// written and the widget shows the placeholder until it is given images.
TEST(DefaultSkins, WithoutTheOptionOrAFolderNothingIsWritten) {
    TempDir dir;
    auto doc = sceneIn(dir.path);
    EXPECT_EQ(static_cast<Button&>(create(*doc, "Button", false)).texturePath(), "");
    EXPECT_FALSE(fs::exists(dir.path / "Default"));
    Document untitled(Size{960, 640});
    EXPECT_FALSE(untitled.hasFolder());
    EXPECT_EQ(static_cast<Button&>(create(untitled, "Button")).texturePath(), "");
    EXPECT_NE(applyDefaultSkin(untitled, *untitled.find(untitled.selection().primary())), "");
}

// A folder the images cannot be written to (here Default is a file) still makes the
// widget, with the placeholder, and says why in the document's messages (the log).
TEST(DefaultSkins, AnImageThatCannotBeWrittenIsSaidAndTheWidgetIsMadeAnyway) {
    TempDir dir;
    auto doc = sceneIn(dir.path);
    writeFile(dir.path / "Default", "not a folder");
    auto& button = static_cast<Button&>(create(*doc, "Button"));
    EXPECT_EQ(button.texturePath(), "");
    ASSERT_EQ(doc->messages().size(), 1u);
    EXPECT_NE(doc->messages().front().find("New Button: no default images: "), std::string::npos)
        << doc->messages().front();
    EXPECT_NE(doc->messages().front().find("Button_Normal.png"), std::string::npos) << doc->messages().front();
}
