// Cocos Studio import: hand-written fixtures for every supported type, every default
// rule, nested files and placeholders, and the cocos2d-x fixtures (csd-fixtures/).
#include "diorama/cocostudio/csd_import.h"
#include "diorama/nodes/button.h"
#include "diorama/nodes/check_box.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/layer_gradient.h"
#include "diorama/nodes/list_view.h"
#include "diorama/nodes/loading_bar.h"
#include "diorama/nodes/page_view.h"
#include "diorama/nodes/scale9_sprite.h"
#include "diorama/nodes/scroll_view.h"
#include "diorama/nodes/slider.h"
#include "diorama/nodes/sprite.h"
#include "diorama/nodes/text_atlas.h"
#include "diorama/nodes/text_bmfont.h"
#include "diorama/nodes/text_field.h"
#include "diorama/render/texture_store.h"
#include "diorama/scene/layout_component.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"
#include "diorama/text/font.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

using namespace diorama;
using namespace diorama::cocostudio;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;
const fs::path kFixtures = kSource / "tests/fixtures/cocostudio/cocosstudio";
const fs::path kCocos = kSource / "tests/fixtures/cocostudio/cocos2d-x";  // MIT, see its README

struct Imported {
    ImportResult result;
    Node& at(const std::string& path) {
        Node* n = findNodeByPath(*result.scene, path);
        EXPECT_NE(n, nullptr) << path;
        return n ? *n : *result.scene;
    }
    Vec2 world(const std::string& path, Vec2 local = {}) { return at(path).convertToWorldSpace(local); }
    bool warned(const std::string& fragment) const {
        return std::any_of(result.report.warnings.begin(), result.report.warnings.end(),
                           [&](const ImportWarning& w) { return w.message.find(fragment) != std::string::npos; });
    }
    std::string kept(const std::string& path) { return result.file.find(at(path).id())->unknownKeys; }
};

// As the editor imports it: nested files inlined (csd_project_test.cpp covers instances).
Imported importUi() {
    ImportOptions options;
    options.inlineNestedFiles = true;
    Imported i{importCsd(kFixtures / "ui.csd", options)};
    EXPECT_TRUE(i.result.ok()) << (i.result.error ? i.result.error->format() : "");
    return i;
}

}  // namespace

TEST(CsdImport, AFilesRootNodeBecomesTheScene) {
    auto ui = importUi();
    EXPECT_EQ(ui.result.resourceRoot, kFixtures);
    Scene& scene = *ui.result.scene;
    EXPECT_EQ(scene.designSize(), (Size{480, 320}));
    EXPECT_EQ(scene.name(), "Layer");
    EXPECT_EQ(scene.tag(), 7);
    EXPECT_EQ(scene.contentSize(), (Size{480, 320}));
    EXPECT_EQ(scene.position(), (Vec2{0, 0}));
    EXPECT_NE(ui.result.file.find(scene.id())->unknownKeys.find("GameLayerObjectData"), std::string::npos);
}

TEST(CsdImport, ASpriteIsSizedByItsImageAndPlacedByItsAnchor) {
    auto ui = importUi();
    auto& hero = static_cast<Sprite&>(ui.at("hero"));
    EXPECT_EQ(hero.typeName(), "Sprite");
    EXPECT_EQ(hero.contentSize(), (Size{32, 32}));  // the image, not the csd's 999 x 999
    EXPECT_EQ(hero.anchorPoint(), (Vec2{0.5f, 0.5f}));
    EXPECT_EQ(hero.scaleX(), 2.0f);
    EXPECT_EQ(hero.scaleY(), 1.5f);
    EXPECT_EQ(hero.tag(), 11);
    EXPECT_EQ(hero.texturePath(), "images/hero.png");
    EXPECT_EQ(hero.blend(), BlendMode::Alpha);
    EXPECT_EQ(ui.world("hero"), (Vec2{100 - 32, 80 - 24}));
}

TEST(CsdImport, AbsentAttributesTakeStudiosDefaultsNotZeroEverywhere) {
    auto ui = importUi();
    auto& sprite = static_cast<Sprite&>(ui.at("no-anchor"));
    EXPECT_EQ(sprite.anchorPoint(), (Vec2{0, 0}));    // absent anchor is 0, even on a Sprite
    EXPECT_EQ(sprite.position(), (Vec2{10, 0}));      // only X given
    EXPECT_EQ(sprite.contentSize(), (Size{40, 30}));  // image missing: the csd Size stands in
    EXPECT_TRUE(sprite.isFlippedX());
    EXPECT_EQ(sprite.blend(), BlendMode::Additive);  // (770, 1)
    EXPECT_NE(
        std::find(ui.result.report.missingFiles.begin(), ui.result.report.missingFiles.end(), "images/missing.png"),
        ui.result.report.missingFiles.end());
    // Inside the project a missing file is said to be missing; only paths leaving the root
    // share one message, which reveals nothing about what exists outside.
    EXPECT_TRUE(ui.warned("image 'images/missing.png' is not in the resource root"));

    Node& group = ui.at("group");
    EXPECT_EQ(group.tag(), 0);  // absent Tag is 0, not Diorama's -1
    EXPECT_EQ(group.rotationSkewX(), 30.0f);
    EXPECT_EQ(group.rotationSkewY(), 45.0f);
    EXPECT_EQ(group.opacity(), 128);
    EXPECT_EQ(group.scaleX(), 1.0f);

    Node& onlyY = ui.at("group/only-y");
    EXPECT_EQ(onlyY.anchorPoint(), (Vec2{0, 1}));
    EXPECT_EQ(onlyY.position(), (Vec2{0, 25}));
    EXPECT_EQ(onlyY.localZOrder(), -1);
    EXPECT_FALSE(onlyY.isVisible());  // VisibleForFrame="False"
    EXPECT_EQ(onlyY.color(), (Color3B{10, 20, 30}));
    EXPECT_EQ(onlyY.displayedOpacity(), 128);  // cascaded from the group

    Node& eye = ui.at("group/eye-closed");
    EXPECT_TRUE(eye.isVisible());  // Visible is Studio's eye icon: editor-only
    EXPECT_TRUE(ui.result.file.isHidden(eye.id()));
}

TEST(CsdImport, EveryImportedNodeCascadesColourAndOpacity) {
    auto ui = importUi();
    std::vector<Node*> todo{&(*ui.result.scene)};  // the Scene around a Layer file is not a cocos node
    while (!todo.empty()) {
        Node* n = todo.back();
        todo.pop_back();
        EXPECT_TRUE(n->isCascadeColorEnabled()) << nodePath(*n);
        EXPECT_TRUE(n->isCascadeOpacityEnabled()) << nodePath(*n);
        for (auto& c : n->children()) todo.push_back(c.get());
    }
}

TEST(CsdImport, WidgetsStretchTheirImageToTheirSize) {
    auto ui = importUi();
    auto& banner = static_cast<Scale9Sprite&>(ui.at("banner"));
    EXPECT_EQ(banner.typeName(), "Scale9Sprite");  // Scale9Enable
    EXPECT_EQ(banner.contentSize(), (Size{100, 50}));
    EXPECT_EQ(banner.texturePath(), "images/hero.png");
    EXPECT_EQ(banner.capInsets(), (Rect{{4, 4}, {8, 8}}));

    auto& button = static_cast<Button&>(ui.at("go"));
    EXPECT_EQ(button.typeName(), "Button");
    EXPECT_EQ(button.contentSize(), (Size{80, 40}));
    EXPECT_EQ(button.childCount(), 0u);  // the title is the button's own, as in cocos
    EXPECT_EQ(button.titleText(), "Go");
    EXPECT_EQ(button.titleFontSize(), 18.0f);
    EXPECT_EQ(button.titleColor(), (Color3B{65, 65, 70}));
    EXPECT_EQ(button.texturePath(), "images/hero.png");
    EXPECT_EQ(button.pressedTexturePath(), "images/pressed.png");
    EXPECT_FALSE(button.hasDisabledTexture());
    EXPECT_TRUE(button.isTouchEnabled());
    EXPECT_TRUE(button.isEnabled());
    EXPECT_FALSE(button.isScale9Enabled());
    EXPECT_NE(ui.kept("go").find("\"CallBackName\":\"onGo\""), std::string::npos);
}

// ButtonReader: DisplayState sets bright and enabled together; TouchEnable absent leaves
// touches off (WidgetReader's default); a sheet frame for the pressed look is warned about
// and kept for the export, as is Studio's built-in disabled image.
TEST(CsdImport, AButtonKeepsItsDisabledLookAndCocosDefaultsForStateAndTouch) {
    ImportOptions options;
    Imported i{importCsd(kFixtures / "buttons.csd", options)};
    ASSERT_TRUE(i.result.ok()) << i.result.error->format();
    auto& off = static_cast<Button&>(i.at("off"));
    EXPECT_FALSE(off.isEnabled());
    EXPECT_FALSE(off.isBright());
    EXPECT_EQ(off.state(), Button::State::Disabled);
    EXPECT_FALSE(off.isTouchEnabled());
    EXPECT_EQ(off.disabledTexturePath(), "images/hero.png");
    EXPECT_EQ(off.titleText(), "Off");
    EXPECT_EQ(off.titleColor(), Color3B::white());

    auto& sheet = static_cast<Button&>(i.at("sheet"));
    EXPECT_TRUE(sheet.isEnabled());
    EXPECT_TRUE(sheet.isTouchEnabled());
    EXPECT_FALSE(sheet.hasPressedTexture());
    EXPECT_FALSE(sheet.hasDisabledTexture());
    EXPECT_TRUE(i.warned("PressedFileData: a sprite-sheet frame is not shown"));
    EXPECT_NE(i.kept("sheet").find("Default/Button_Disable.png"), std::string::npos);
    EXPECT_EQ(i.result.report.placeholders, 0u);
}

// csd-format.md §7: a Text's CColor is its text colour (setTextColor), and its node colour
// is white, so its children are not tinted.
TEST(CsdImport, TextBecomesALabelInItsTextColourWithStudiosDefaults) {
    auto ui = importUi();
    auto& caption = static_cast<Label&>(ui.at("caption"));
    EXPECT_EQ(caption.typeName(), "Label");
    EXPECT_EQ(caption.text(), "Text Label");
    EXPECT_EQ(caption.fontSize(), 20.0f);
    EXPECT_EQ(caption.textColor(), (Color3B{255, 0, 0}));
    EXPECT_EQ(caption.color(), Color3B::white());
    EXPECT_EQ(caption.anchorPoint(), (Vec2{0.5f, 0.5f}));
    EXPECT_EQ(caption.contentSize(), (Size{90, 23}));  // Studio's measurement, which cocos repeats
}

TEST(CsdImport, ACustomSizeTextIsALabelWithThatTextAreaAndItsAlignment) {
    TextureStore textures;
    FontStore fonts{textures};
    ImportOptions options;
    options.context.textures = &textures;
    options.context.fonts = &fonts;
    Imported i{importCsd(kFixtures / "text-area.csd", options)};
    ASSERT_TRUE(i.result.ok());
    auto& rules = static_cast<Label&>(i.at("rules"));
    EXPECT_EQ(rules.dimensions(), (Size{160, 90}));  // TextReader: setTextAreaSize(Size)
    EXPECT_EQ(rules.contentSize(), (Size{160, 90}));
    EXPECT_EQ(rules.horizontalAlignment(), TextHAlignment::Center);
    EXPECT_EQ(rules.verticalAlignment(), TextVAlignment::Bottom);
    // Without a custom size the text measures itself (Studio's size stands) and aligns
    // its lines in their widest.
    auto& score = static_cast<Label&>(i.at("score"));
    EXPECT_EQ(score.dimensions(), (Size{}));
    EXPECT_EQ(score.contentSize(), (Size{60, 46}));
    EXPECT_EQ(score.horizontalAlignment(), TextHAlignment::Right);
    EXPECT_EQ(score.verticalAlignment(), TextVAlignment::Top);
    EXPECT_TRUE(i.result.report.warnings.empty());
    // A name cocos does not know reads as the first, as its converter reads it.
    Imported odd{importCsd(kFixtures / "text-unknown-alignment.csd")};
    EXPECT_EQ(static_cast<Label&>(odd.at("odd")).verticalAlignment(), TextVAlignment::Top);
    EXPECT_TRUE(odd.warned("VerticalAlignmentType 'VT_Middle' is not VT_Top, VT_Center or VT_Bottom"));
}

// TextReader: enableOutline(OutlineColor with its alpha, OutlineSize) and
// enableShadow(ShadowColor with its alpha, (ShadowOffsetX, ShadowOffsetY)), each only when
// enabled; Studio's defaults are a red outline 1 wide and a black shadow at (2, -2).
TEST(CsdImport, TextOutlineAndShadowBecomeTheLabelsOwnEffects) {
    Imported i{importCsd(kFixtures / "text-effects.csd")};
    ASSERT_TRUE(i.result.ok());
    const auto& title = static_cast<Label&>(i.at("title"));
    EXPECT_TRUE(title.outline().enabled);
    EXPECT_EQ(title.outline().size, 3);
    EXPECT_EQ(title.outline().color, (Color3B{20, 40, 60}));
    EXPECT_EQ(title.outline().opacity, 200);
    EXPECT_TRUE(title.shadow().enabled);
    EXPECT_EQ(title.shadow().offset, (Vec2{4, -6}));
    EXPECT_EQ(title.shadow().color, (Color3B{0, 0, 90}));
    EXPECT_EQ(title.shadow().opacity, 128);
    EXPECT_EQ(title.contentSize(), (Size{200, 43}));  // Studio's measurement stands
    EXPECT_TRUE(i.warned("blur radius"));
    // The label holds the effects now: only the blur radius is kept for the export.
    EXPECT_EQ(i.kept("title").find("OutlineEnabled"), std::string::npos);
    EXPECT_EQ(i.kept("title").find("OutlineColor"), std::string::npos);
    EXPECT_NE(i.kept("title").find("\"ShadowBlurRadius\":\"2\""), std::string::npos);

    const auto& defaults = static_cast<Label&>(i.at("defaults"));
    EXPECT_EQ(defaults.outline().size, 1);
    EXPECT_EQ(defaults.outline().color, (Color3B{0, 0, 0}));  // cocos' converter starts from black
    EXPECT_EQ(defaults.outline().opacity, 255);
    EXPECT_EQ(defaults.shadow().offset, (Vec2{2, -2}));
    EXPECT_EQ(defaults.shadow().color, (Color3B{0, 0, 0}));
    EXPECT_EQ(defaults.shadow().opacity, 255);

    // A disabled outline draws nothing (TextReader skips enableOutline), but the label
    // keeps its options for the export.
    const auto& plain = static_cast<Label&>(i.at("plain"));
    EXPECT_FALSE(plain.outline().active());
    EXPECT_EQ(plain.outline().size, 5);
    EXPECT_EQ(plain.outline().color, (Color3B{1, 2, 3}));
    EXPECT_EQ(plain.shadow(), TextShadow{});

    // ButtonReader enables them on the title renderer.
    const auto& go = static_cast<Button&>(i.at("go"));
    EXPECT_TRUE(go.titleRenderer().outline().enabled);
    EXPECT_EQ(go.titleRenderer().outline().size, 2);
    EXPECT_EQ(go.titleRenderer().outline().color, (Color3B{0, 0, 0}));
    EXPECT_EQ(go.titleRenderer().shadow().offset, (Vec2{1, -3}));
    EXPECT_EQ(go.titleRenderer().shadow().color, (Color3B{50, 50, 50}));
    EXPECT_EQ(go.titleRenderer().shadow().opacity, 100);
    EXPECT_EQ(i.kept("go").find("ShadowColor"), std::string::npos);
}

// TextAtlasReader: setProperty(LabelText, the map, CharWidth, CharHeight, StartChar); the
// size is the text's, whatever Size says; LabelText is "0123456789" when absent.
TEST(CsdImport, TextAtlasBecomesATextAtlasSizedByItsText) {
    Imported i{importCsd(kFixtures / "text-atlas.csd")};
    ASSERT_TRUE(i.result.ok());
    const auto& score = static_cast<TextAtlas&>(i.at("score"));
    EXPECT_EQ(score.typeName(), "TextAtlas");
    EXPECT_EQ(score.text(), "120");
    EXPECT_EQ(score.itemWidth(), 8);
    EXPECT_EQ(score.itemHeight(), 16);
    EXPECT_EQ(score.startChar(), "0");
    EXPECT_EQ(score.charMapPath(), "images/hero.png");
    EXPECT_EQ(score.contentSize(), (Size{24, 16}));
    EXPECT_EQ(score.cellOf(1), (Rect{{16, 0}, {8, 16}}));             // '2': four cells to a row of 32 px
    EXPECT_EQ(i.kept("score").find("CharWidth"), std::string::npos);  // the node holds it
    const auto& bare = static_cast<TextAtlas&>(i.at("bare"));
    EXPECT_EQ(bare.text(), "0123456789");
    EXPECT_EQ(bare.contentSize(), (Size{0, 0}));
    EXPECT_EQ(i.result.report.placeholders, 0u);
}

// TextBMFontReader: the .fnt from a file (cocos skips any other type), then LabelText
// ("Fnt Text Label" when absent); the size is the text's, whatever Size says.
TEST(CsdImport, TextBMFontBecomesATextBMFontSizedByItsText) {
    diorama::test::TempDir dir;
    fs::copy(kFixtures, dir.path / "cocosstudio", fs::copy_options::recursive);
    fs::create_directories(dir.path / "cocosstudio/fonts");
    for (const char* file : {"digits.fnt", "digits.png"})
        fs::copy_file(kSource / "projects/ui/images" / file, dir.path / "cocosstudio/fonts" / file);
    Imported i{importCsd(dir.path / "cocosstudio/text-bmfont.csd")};
    ASSERT_TRUE(i.result.ok()) << (i.result.error ? i.result.error->format() : "");
    const auto& best = static_cast<TextBMFont&>(i.at("best"));
    EXPECT_EQ(best.typeName(), "TextBMFont");
    EXPECT_EQ(best.text(), "11:05");
    EXPECT_EQ(best.fntFile(), "fonts/digits.fnt");
    EXPECT_EQ(best.contentSize(), (Size{59, 20}));  // not the csd's 90 x 30
    EXPECT_EQ(best.letters().size(), 5u);
    EXPECT_EQ(i.kept("best").find("LabelText"), std::string::npos);  // the node holds it
    const auto& fallback = static_cast<TextBMFont&>(i.at("default"));
    EXPECT_EQ(fallback.text(), "Fnt Text Label");
    EXPECT_TRUE(fallback.letters().empty());  // the digits font has no letters
    const auto& studio = static_cast<TextBMFont&>(i.at("studio-font"));
    EXPECT_TRUE(studio.fntFile().empty());
    EXPECT_TRUE(i.warned("cocos reads a bitmap font from a file only, not a Default one"));
    EXPECT_NE(i.kept("studio-font").find("defaultBMFont.fnt"), std::string::npos);
    EXPECT_EQ(i.result.report.placeholders, 0u);
}

// LoadingBarReader: ProgressInfo (80 when absent) and ProgressType, where cocos reads any
// name but Left_To_Right as from the right.
TEST(CsdImport, LoadingBarsKeepTheirPercentAndDirectionAsCocosReadsThem) {
    Imported i{importCsd(kFixtures / "loading-bar.csd")};
    auto& fill = static_cast<LoadingBar&>(i.at("fill"));
    EXPECT_EQ(fill.typeName(), "LoadingBar");
    EXPECT_EQ(fill.percent(), 80);
    EXPECT_EQ(fill.direction(), LoadingBar::Direction::Left);
    EXPECT_EQ(fill.contentSize(), (Size{120, 16}));  // the image stretches over the widget's size
    EXPECT_EQ(fill.texturePath(), "images/frame.png");
    auto& drain = static_cast<LoadingBar&>(i.at("drain"));
    EXPECT_EQ(drain.percent(), 25);
    EXPECT_EQ(drain.direction(), LoadingBar::Direction::Right);
    auto& sideways = static_cast<LoadingBar&>(i.at("sideways"));
    EXPECT_EQ(sideways.percent(), 100);
    EXPECT_EQ(sideways.direction(), LoadingBar::Direction::Right);
    EXPECT_TRUE(i.warned("ProgressInfo 130 is clamped to 0..100"));
    EXPECT_TRUE(i.warned("ProgressType \"Sideways\" reads as Right_To_Left"));
    EXPECT_TRUE(i.warned("a sliced loading bar (Scale9Enable) is drawn stretched"));
    EXPECT_EQ(i.result.report.placeholders, 0);
}

TEST(CsdImport, PanelsAreNodesWithTheirBackgroundAsAChildBehindTheirChildren) {
    auto ui = importUi();
    Node& solid = ui.at("solid");
    EXPECT_EQ(solid.typeName(), "Node");
    EXPECT_EQ(solid.opacity(), 200);  // Alpha, for the Panel and its children
    EXPECT_EQ(solid.contentSize(), (Size{60, 40}));
    Node& colour = ui.at("solid/background-colour");
    EXPECT_EQ(colour.typeName(), "ColorLayer");
    EXPECT_EQ(colour.color(), (Color3B{0, 128, 255}));
    EXPECT_EQ(colour.opacity(), 128);           // BackColorAlpha, for the background only
    EXPECT_EQ(colour.displayedOpacity(), 100);  // 128 x 200 / 255, as cocos cascades it
    EXPECT_EQ(colour.contentSize(), (Size{60, 40}));
    auto& fade = static_cast<LayerGradient&>(ui.at("fade/background-colour"));
    EXPECT_EQ(fade.typeName(), "LayerGradient");
    EXPECT_EQ(fade.color(), (Color3B{255, 255, 0}));
    EXPECT_EQ(fade.endColor(), (Color3B{255, 0, 0}));
    EXPECT_EQ(fade.vector(), (Vec2{0, 1}));
    Node& plain = ui.at("plain-panel");
    EXPECT_EQ(plain.typeName(), "Node");
    EXPECT_EQ(plain.contentSize(), (Size{70, 45}));
    EXPECT_TRUE(plain.isClippingEnabled());  // ClipAble="True"
    EXPECT_FALSE(solid.isClippingEnabled());
    EXPECT_FALSE(ui.warned("clipping"));
}

// CheckBoxReader: the background stretched over Size, CheckedState as selected.
TEST(CsdImport, ACheckBoxKeepsItsBackgroundSizeAndCheckedState) {
    auto ui = importUi();
    auto& check = static_cast<CheckBox&>(ui.at("check"));
    EXPECT_EQ(check.typeName(), "CheckBox");
    EXPECT_EQ(check.contentSize(), (Size{32, 32}));
    EXPECT_EQ(check.texturePath(), "images/hero.png");
    EXPECT_TRUE(check.isSelected());
    EXPECT_NE(ui.kept("check").find("\"CheckedState\":\"True\""), std::string::npos);
}

// SliderReader: the bar stretched over Size, the ball and PercentInfo; TouchEnable as
// WidgetReader leaves it.
TEST(CsdImport, ASliderKeepsItsBarBallAndPercent) {
    ImportOptions options;
    Imported i{importCsd(kFixtures / "export-widgets.csd", options)};
    ASSERT_TRUE(i.result.ok()) << i.result.error->format();
    auto& slider = static_cast<Slider&>(i.at("slider"));
    EXPECT_EQ(slider.typeName(), "Slider");
    EXPECT_EQ(slider.contentSize(), (Size{64, 16}));
    EXPECT_EQ(slider.texturePath(), "images/frame.png");
    EXPECT_EQ(slider.ballNormalImage().path(), "images/hero.png");
    EXPECT_FALSE(slider.progressBarImage().isLoaded());
    EXPECT_EQ(slider.percent(), 70);
    EXPECT_TRUE(slider.isTouchEnabled());
    EXPECT_TRUE(slider.isEnabled());
    EXPECT_EQ(slider.ballCentre(), (Vec2{44.8f, 8}));  // 64 x 0.7
    EXPECT_FALSE(i.warned("slider"));
}

// TextFieldReader: the placeholder, the length limit and the font size, the box of Size.
TEST(CsdImport, ATextFieldKeepsItsPlaceholderLengthLimitAndBox) {
    ImportOptions options;
    Imported i{importCsd(kFixtures / "export-widgets.csd", options)};
    ASSERT_TRUE(i.result.ok()) << i.result.error->format();
    auto& field = static_cast<TextField&>(i.at("field"));
    EXPECT_EQ(field.typeName(), "TextField");
    EXPECT_EQ(field.placeHolder(), "name");
    EXPECT_EQ(field.text(), "");
    EXPECT_EQ(field.shownText(), "name");
    EXPECT_TRUE(field.isMaxLengthEnabled());
    EXPECT_EQ(field.maxLength(), 8);
    EXPECT_EQ(field.fontSize(), 16.0f);
    EXPECT_EQ(field.contentSize(), (Size{80, 20}));
    EXPECT_EQ(field.renderer().dimensions(), (Size{80, 20}));
    EXPECT_TRUE(field.isTouchEnabled());
    EXPECT_FALSE(field.isPasswordEnabled());
}

TEST(CsdImport, PlaceholdersKeepTheirAttributesAndTheirSubtree) {
    auto ui = importUi();
    Node& mystery = ui.at("mystery");
    EXPECT_EQ(mystery.typeName(), "Node");
    EXPECT_NE(ui.kept("mystery").find("\"Foo\":\"bar\""), std::string::npos);
    EXPECT_EQ(ui.at("mystery/kept-child").position(), (Vec2{3, 4}));  // cocos would drop it
    EXPECT_EQ(ui.result.report.placeholders, 1);
    EXPECT_TRUE(ui.warned("FooObjectData is imported as a placeholder"));
}

TEST(CsdImport, InlinedANestedFileTakesTheProjectNodesPropertiesAndItsFrameZero) {
    auto ui = importUi();
    Node& instance = ui.at("part-instance");
    EXPECT_EQ(instance.tag(), 25);                    // the ProjectNode's, not the nested root's 200
    EXPECT_EQ(instance.contentSize(), (Size{0, 0}));  // the ProjectNode's empty Size wins
    EXPECT_EQ(instance.scaleX(), 2.0f);
    Node& piece = ui.at("part-instance/piece");
    EXPECT_EQ(piece.position(), (Vec2{11, 12}));  // frame 0, not the static (1, 1)
    EXPECT_EQ(piece.opacity(), 40);               // the first key frame applies at 0
    EXPECT_EQ(ui.world("part-instance/piece"), (Vec2{72, 84}));
    ASSERT_EQ(instance.childCount(), 2u);
    EXPECT_EQ(ui.at("part-instance/extra").orderOfArrival(), 2u);  // after the nested children
}

// Inlined (the editor's import), a nested file's timeline is not lost to its frame 0: its
// clips join the scene's, named after the ProjectNode, on the inlined nodes, not autoplaying.
TEST(CsdImport, InlinedANestedFilesTimelineBecomesAClipNamedAfterItsProjectNode) {
    auto ui = importUi();
    const std::vector<AnimationClip> clips = sceneAnimations(*ui.result.scene, ui.result.file);
    const auto lifted = std::find_if(clips.begin(), clips.end(),
                                     [](const AnimationClip& c) { return c.name == "part-instance/timeline"; });
    ASSERT_NE(lifted, clips.end());
    EXPECT_EQ(lifted->length, 10);
    EXPECT_FALSE(lifted->autoplay);
    EXPECT_FALSE(lifted->startFrame.has_value());
    const NodeId piece = ui.at("part-instance/piece").id();
    std::vector<std::string> keyed;
    for (const Track& t : lifted->tracks) {
        EXPECT_EQ(t.node, piece);
        keyed.push_back(t.property);
    }
    EXPECT_EQ(keyed, (std::vector<std::string>{"position", "opacity"}));
    EXPECT_TRUE(std::any_of(ui.result.report.clips.begin(), ui.result.report.clips.end(),
                            [](const auto& c) { return c.name == "part-instance/timeline"; }));
}

// A nested file's timeline applies to its own nodes only, even when an earlier nested
// file used the same ActionTag (each file numbers its own).
TEST(CsdImport, FrameZeroOfANestedFileNeverReachesAnotherFilesNodes) {
    ImportOptions options;
    options.inlineNestedFiles = true;
    Imported two{importCsd(kFixtures / "two-parts.csd", options)};
    ASSERT_TRUE(two.result.ok()) << two.result.error->format();
    EXPECT_EQ(two.at("first/piece").position(), (Vec2{11, 12}));  // part.csd's own frame 0
    EXPECT_EQ(two.at("second/own").position(), (Vec2{0, 0}));     // other.csd has no node 201
}

TEST(CsdImport, MissingAndCyclicNestedFilesBecomeEmptyNodesWithWarnings) {
    auto ui = importUi();
    Node& lost = ui.at("lost-instance");
    EXPECT_EQ(lost.childCount(), 0u);
    EXPECT_EQ(lost.position(), (Vec2{7, 8}));
    EXPECT_NE(
        std::find(ui.result.report.missingFiles.begin(), ui.result.report.missingFiles.end(), "parts/nowhere.csd"),
        ui.result.report.missingFiles.end());
    EXPECT_EQ(ui.at("loop-instance/again").childCount(), 0u);
    EXPECT_TRUE(ui.warned("a cycle"));
}

TEST(CsdImport, NodeReadersSkipACentredAnchorSoAPlainNodeKeepsItsOwn) {
    auto ui = importUi();
    EXPECT_EQ(ui.at("centred-node").anchorPoint(), (Vec2{0, 0}));  // cocos' quirk, kept
    EXPECT_EQ(ui.at("hero").anchorPoint(), (Vec2{0.5f, 0.5f}));    // a Sprite's default is the centre
    EXPECT_TRUE(
        LayoutComponent::bindLayoutComponent(ui.at("centred-node")).isPositionPercentXEnabled());  // percent layout
    EXPECT_TRUE(ui.warned("hidden in Studio's editor"));
}

TEST(CsdImport, PercentAndEdgeLayoutBecomeLayoutComponentsThatLayOutAsCocosDoes) {
    Imported i{importCsd(kFixtures / "layout.csd")};
    ASSERT_TRUE(i.result.ok());
    auto layoutOf = [&](const std::string& path) {
        return dynamic_cast<LayoutComponent*>(i.at(path).componentByName(LayoutComponent::kName));
    };
    const LayoutComponent* bar = layoutOf("bar");
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->isStretchWidthEnabled());
    EXPECT_EQ(bar->horizontalEdge(), LayoutComponent::HorizontalEdge::Center);  // BothEdge
    EXPECT_EQ(bar->verticalEdge(), LayoutComponent::VerticalEdge::Top);
    EXPECT_EQ(bar->topMargin(), 10.0f);
    const LayoutComponent* centre = layoutOf("centre");
    ASSERT_NE(centre, nullptr);
    EXPECT_TRUE(centre->isPercentWidthEnabled());  // spelled PercentWidthEnable
    EXPECT_FLOAT_EQ(centre->percentWidth(), 0.25f);
    // A layout that does nothing is left out; the design-size position stands.
    EXPECT_EQ(layoutOf("plain"), nullptr);
    EXPECT_EQ(layoutOf("sideways"), nullptr);
    EXPECT_TRUE(i.warned("HorizontalEdge 'Sideways' is not LeftEdge, RightEdge or BothEdge: read as none"));
    // Nothing moves at the design size; on a wider screen each keeps its rule.
    EXPECT_EQ(i.at("bar").position(), (Vec2{240, 290}));
    i.result.scene->setContentSize({960, 640});
    doLayout(*i.result.scene);
    EXPECT_EQ(i.at("bar").contentSize(), (Size{920, 40}));  // 960 − 20 − 20
    // A SingleNode keeps its own anchor (0, 0): NodeReader skips a centred one.
    EXPECT_EQ(i.at("bar").position(), (Vec2{20, 590}));    // 20 + 0 × 920; 640 − (10 + 1 × 40)
    EXPECT_EQ(i.at("corner").position(), (Vec2{952, 8}));  // 960 − (8 + 0 × 32)
    EXPECT_EQ(i.at("centre").position(), (Vec2{480, 320}));
    EXPECT_EQ(i.at("centre").contentSize(), (Size{240, 32}));
    EXPECT_EQ(i.at("plain").position(), (Vec2{10, 10}));
}

TEST(CsdImport, ANestedPathLeavingTheResourceRootIsRefused) {
    auto ui = importUi();
    EXPECT_EQ(ui.at("escaping-instance").childCount(), 0u);
    EXPECT_TRUE(ui.warned("nested file '../outside.csd' is not a file inside the resource root"));
}

// An Instance lists no children of its own: a ProjectNode's own children go beside it,
// in a Node that has the ProjectNode's properties.
TEST(CsdImport, AProjectNodesOwnChildrenFollowTheInstanceInANodeStandingForIt) {
    // Imported into a copy of the resource root, where its scenes reach its images.
    test::TempDir dir;
    fs::copy(kFixtures, dir.path, fs::copy_options::recursive);
    ImportOptions options;
    options.outputDirectory = dir.path;
    ImportResult r = importCsd(dir.path / "ui.csd", options);
    ASSERT_TRUE(r.ok()) << r.error->format();
    const SaveResult saved = saveImport(r, dir.path / "ui.scene.json");
    ASSERT_TRUE(saved.ok) << saved.error;
    LoadResult loaded = loadSceneFile(dir.path / "ui.scene.json", SceneContext{});
    ASSERT_TRUE(loaded.ok()) << loaded.error->format();
    Node* wrapper = findNodeByPath(*loaded.scene, "part-instance");
    ASSERT_NE(wrapper, nullptr);
    EXPECT_EQ(wrapper->tag(), 25);
    EXPECT_EQ(wrapper->scaleX(), 2.0f);
    ASSERT_EQ(wrapper->childCount(), 2u);
    Node* instance = findNodeByPath(*wrapper, "part-instance");
    ASSERT_NE(instance, nullptr);
    EXPECT_EQ(instance->typeName(), "Instance");
    EXPECT_EQ(instance->scaleX(), 1.0f);
    EXPECT_EQ(findNodeByPath(*instance, "piece")->position(), (Vec2{11, 12}));          // frame 0
    EXPECT_EQ(findNodeByPath(*wrapper, "extra")->orderOfArrival(), 2u);                 // after the instance
    EXPECT_EQ(findNodeByPath(*loaded.scene, "loop-instance/again")->childCount(), 0u);  // the cycle, cut
}

TEST(CsdImport, TheImportedSceneSavesAndReloadsUnchanged) {
    auto ui = importUi();
    const std::string saved = saveSceneToString(*ui.result.scene, ui.result.file);
    LoadResult again = loadSceneText(saved, "ui.scene.json", kFixtures, SceneContext{});
    ASSERT_TRUE(again.ok()) << again.error->format();
    EXPECT_EQ(saveSceneToString(*again.scene, again.file), saved);
}

TEST(CsdImport, CocosFixturesImportAsCocosBuildsThem) {
    test::TempDir dir;
    const fs::path root = dir.path / "cocosstudio";
    fs::create_directories(root);
    fs::copy_file(
        kCocos /
            "tools__framework-compile__bin-templates__js-template-runtime__res-landscape__cocosstudio__MainScene.csd",
        root / "MainScene.csd");
    fs::copy_file(kCocos / "tests__cpp-tests__Resources__ActionTimeline__TestAnimation.csd",
                  root / "TestAnimation.csd");
    fs::copy_file(kCocos / "tests__cpp-tests__Resources__hd__ActionTimeline__Animation.csd", root / "Animation.csd");
    fs::copy_file(kCocos / "tests__lua-tests__project__proj.tizen__res__ActionTimeline__TestNullProjectNode.csd",
                  root / "TestNullProjectNode.csd");

    Imported main{importCsd(root / "MainScene.csd")};  // Studio 2.1: GameProjectFile, NodeObjectData
    ASSERT_TRUE(main.result.ok()) << main.result.error->format();
    EXPECT_EQ(main.result.scene->name(), "Scene");
    EXPECT_EQ(main.result.scene->designSize(), (Size{960, 640}));
    EXPECT_EQ(main.at("Default").position(), (Vec2{480, 320}));
    EXPECT_EQ(main.at("Default").contentSize(), (Size{960, 640}));
    EXPECT_EQ(main.at("Default").tag(), 5);

    ImportOptions inlined;
    inlined.inlineNestedFiles = true;
    Imported anim{importCsd(root / "TestAnimation.csd", inlined)};
    ASSERT_TRUE(anim.result.ok()) << anim.result.error->format();
    EXPECT_EQ(anim.at("ProjectNode_1").position(), (Vec2{714.583f, 317.5002f}));
    EXPECT_EQ(anim.at("ProjectNode_1/Sprite_1").position(), (Vec2{-564.999f, 380.0005f}));
    EXPECT_FALSE(anim.result.report.builtinImages.empty());

    Imported null{importCsd(root / "TestNullProjectNode.csd")};
    ASSERT_TRUE(null.result.ok()) << null.result.error->format();
    EXPECT_TRUE(null.warned("ProjectNode without a file"));
}

// Found by the csd fuzzer: bytes that are not UTF-8 in kept attributes or timelines
// threw from the JSON writer and ended the process.
TEST(CsdImport, InvalidUtf8InKeptTextIsReplacedNotFatal) {
    test::TempDir dir;
    test::writeFile(
        dir.path / "bytes.csd",
        "<GameFile>\n<Content ctype=\"x\">\n<Content>\n<Animation Duration=\"1\">"
        "<Timeline ActionTag=\"1\" Property=\"Position\"><PointFrame FrameIndex=\"0\" X=\"\xff\" /></Timeline>"
        "</Animation>\n<ObjectData Name=\"r\" ctype=\"GameNodeObjectData\">\n<Children>"
        "<AbstractNodeData Name=\"n\xfe\" UserData=\"\xff\" ctype=\"FooObjectData\" />"
        "</Children></ObjectData>\n</Content>\n</Content>\n</GameFile>\n");
    auto imported = importCsd(dir.path / "bytes.csd");
    ASSERT_TRUE(imported.ok()) << imported.error->format();
    const std::string saved = saveSceneToString(*imported.scene, imported.file);
    EXPECT_NE(saved.find("\xef\xbf\xbd"), std::string::npos);  // U+FFFD
}

TEST(CsdImport, UnreadableFilesAreErrorsWithTheirLine) {
    test::TempDir dir;
    test::writeFile(dir.path / "broken.csd",
                    "<GameFile>\n  <Content ctype=\"GameProjectContent\">\n    <Content>\n</GameFile>\n");
    auto broken = importCsd(dir.path / "broken.csd");
    ASSERT_FALSE(broken.ok());
    EXPECT_GT(broken.error->line, 0);
    EXPECT_NE(broken.error->message.find("not well-formed XML"), std::string::npos);

    test::writeFile(dir.path / "page.csd", "<html><body/></html>\n");
    auto page = importCsd(dir.path / "page.csd");
    ASSERT_FALSE(page.ok());
    EXPECT_NE(page.error->format().find("not a Cocos Studio scene"), std::string::npos);

    test::writeFile(
        dir.path / "absurd.csd",
        "<GameFile>\n<Content ctype=\"x\">\n<Content>\n<ObjectData Name=\"r\" ctype=\"GameNodeObjectData\">\n"
        "<Size X=\"1e40\" Y=\"3\" />\n</ObjectData>\n</Content>\n</Content>\n</GameFile>\n");
    auto absurd = importCsd(dir.path / "absurd.csd");
    ASSERT_FALSE(absurd.ok());
    EXPECT_EQ(absurd.error->line, 5);
    EXPECT_NE(absurd.error->message.find("Size X=\"1e40\""), std::string::npos);

    // Nesting deeper than a scene file may: an error, not a stack overflow.
    std::string deep = "<GameFile><Content ctype=\"x\"><Content><ObjectData Name=\"r\" ctype=\"GameNodeObjectData\">";
    for (int i = 0; i < 5000; ++i) deep += "<Children><AbstractNodeData ctype=\"SingleNodeObjectData\">";
    for (int i = 0; i < 5000; ++i) deep += "</AbstractNodeData></Children>";
    deep += "</ObjectData></Content></Content></GameFile>\n";
    test::writeFile(dir.path / "deep.csd", deep);
    auto tooDeep = importCsd(dir.path / "deep.csd");
    ASSERT_FALSE(tooDeep.ok());
    EXPECT_NE(tooDeep.error->message.find("depth limit"), std::string::npos);

    auto missing = importCsd(dir.path / "nothing-here.csd");
    ASSERT_FALSE(missing.ok());
}

// ListViewReader: DirectionType "Vertical" with HorizontalType, or absent for a horizontal
// list with VerticalType; the integer ItemMargin. The items take the places the list gives
// them, not their csd positions, as after cocos' first visit.
TEST(CsdImport, AListViewIsAListViewThatStacksItsItems) {
    Imported i{importCsd(kFixtures / "list-view.csd", ImportOptions{})};
    ASSERT_TRUE(i.result.ok());
    auto& menu = static_cast<ListView&>(i.at("menu"));
    EXPECT_EQ(menu.typeName(), "ListView");
    EXPECT_EQ(menu.direction(), ScrollView::Direction::Vertical);
    EXPECT_EQ(menu.gravity(), ListView::Gravity::CenterHorizontal);
    EXPECT_EQ(menu.itemsMargin(), 6.0f);
    EXPECT_TRUE(menu.isBounceEnabled());
    EXPECT_TRUE(menu.isClippingEnabled());
    EXPECT_EQ(menu.backgroundColor(), (Color3B{150, 150, 255}));
    // 23 + 40 + 23 + 40 and three margins of 6; InnerNodeSize is not what the list shows.
    EXPECT_EQ(menu.innerContainerSize(), (Size{200, 144}));
    EXPECT_EQ(menu.innerContainerPosition(), (Vec2{0, -44}));
    EXPECT_EQ(i.at("menu/a").position(), (Vec2{100, 132.5f}));
    EXPECT_EQ(i.at("menu/b").position(), (Vec2{40, 75}));
    EXPECT_EQ(i.at("menu/c").position(), (Vec2{100, 57.5f}));
    EXPECT_EQ(i.at("menu/d").position(), (Vec2{40, 0}));
    EXPECT_EQ(i.world("menu/d"), (Vec2{80, -24}));  // the container is 44 below the view at (40, 20)

    auto& strip = static_cast<ListView&>(i.at("strip"));
    EXPECT_EQ(strip.direction(), ScrollView::Direction::Horizontal);
    EXPECT_EQ(strip.gravity(), ListView::Gravity::Bottom);
    EXPECT_EQ(strip.itemsMargin(), 4.0f);
    EXPECT_TRUE(i.warned("ItemMargin 4.5 is an integer in a .csb"));
    EXPECT_EQ(i.at("strip/p").position(), (Vec2{20, 11.5f}));
    EXPECT_EQ(i.at("strip/q").position(), (Vec2{64, 11.5f}));
    EXPECT_EQ(i.result.report.placeholders, 0u);
}

// PageViewReader: a Layout's options; the view pages horizontally. Its Panel children are
// the pages, side by side; a child of another class, which cocos drops, is warned about.
TEST(CsdImport, APageViewIsAPageViewOfItsPanels) {
    Imported i{importCsd(kFixtures / "page-view.csd", ImportOptions{})};
    ASSERT_TRUE(i.result.ok());
    auto& pages = static_cast<PageView&>(i.at("pages"));
    EXPECT_EQ(pages.typeName(), "PageView");
    EXPECT_EQ(pages.direction(), ScrollView::Direction::Horizontal);
    EXPECT_TRUE(pages.isClippingEnabled());
    EXPECT_TRUE(pages.isTouchEnabled());
    EXPECT_EQ(pages.backgroundColor(), (Color3B{150, 150, 100}));
    EXPECT_EQ(i.at("pages/page-2").position(), (Vec2{200, 0}));
    EXPECT_EQ(i.at("pages/page-3").position(), (Vec2{400, 0}));
    EXPECT_EQ(pages.currentPageIndex(), 0);
    EXPECT_TRUE(i.warned("TextObjectData child is not a page"));
    EXPECT_EQ(i.result.report.placeholders, 0u);
}

// ScrollViewReader: the view's size, clipping and solid background, InnerNodeSize,
// direction and bounce; the children sit in the inner container, top-aligned.
TEST(CsdImport, AScrollViewIsAScrollViewWithItsChildrenInTheInnerContainer) {
    Imported i{importCsd(kFixtures / "scroll-view.csd", ImportOptions{})};
    ASSERT_TRUE(i.result.ok());
    auto& list = static_cast<ScrollView&>(i.at("list"));
    EXPECT_EQ(list.typeName(), "ScrollView");
    EXPECT_EQ(list.contentSize(), (Size{200, 150}));
    EXPECT_EQ(list.innerContainerSize(), (Size{200, 400}));
    EXPECT_EQ(list.innerContainerPosition(), (Vec2{0, -250}));
    EXPECT_EQ(list.direction(), ScrollView::Direction::Vertical);
    EXPECT_TRUE(list.isBounceEnabled());
    EXPECT_TRUE(list.isClippingEnabled());
    EXPECT_TRUE(list.isTouchEnabled());  // TouchEnable="True", as WidgetReader reads it
    EXPECT_EQ(list.backgroundColor(), (Color3B{255, 150, 100}));
    EXPECT_EQ(list.backgroundOpacity(), 102);
    EXPECT_EQ(i.world("list/row-1"), (Vec2{140 - 20, 150 - 11.5f}));  // its anchor point at (140, 150)
    EXPECT_EQ(i.at("list/row-1").convertToWorldSpaceAR({}), (Vec2{140, 150}));
    auto& strip = static_cast<ScrollView&>(i.at("strip"));
    EXPECT_EQ(strip.direction(), ScrollView::Direction::Horizontal);
    EXPECT_FALSE(strip.isClippingEnabled());  // ClipAble absent: ScrollViewReader turns it off
    EXPECT_FALSE(strip.isBounceEnabled());
    EXPECT_FALSE(strip.isTouchEnabled());  // TouchEnable absent: no touches in cocos
    EXPECT_EQ(strip.backgroundColor(), (Color3B{10, 20, 30}));
    EXPECT_TRUE(strip.isBackgroundGradient());  // ComboBoxIndex 2: FirstColor to EndColor
    EXPECT_EQ(strip.backgroundEndColor(), (Color3B{40, 50, 60}));
    EXPECT_EQ(strip.backgroundVector(), (Vec2{0, 1}));
    // LayoutReader's background image: whole about the centre, or sliced over the view.
    EXPECT_EQ(list.backgroundImage().path(), "images/hero.png");
    EXPECT_FALSE(list.isBackgroundImageScale9Enabled());
    EXPECT_EQ(list.backgroundImage().sprite()->contentSize(), (Size{32, 32}));
    EXPECT_EQ(strip.backgroundImage().path(), "images/frame.png");
    EXPECT_TRUE(strip.isBackgroundImageScale9Enabled());
    EXPECT_EQ(strip.backgroundImageCapInsets(), (Rect{{4, 4}, {4, 4}}));
    EXPECT_EQ(strip.backgroundImage().sprite()->contentSize(), (Size{120, 60}));
    EXPECT_EQ(i.result.report.placeholders, 0u);
}

// A project file where a scene is asked for (the editor's Import takes one .csd) is named
// as what it is, with the command that reads it, not "no <Content> payload".
TEST(CsdImport, AProjectFileGivenAsASceneSaysWhatReadsIt) {
    const auto project = importCsd(kSource / "tests/fixtures/cocostudio/project/game.ccs");
    ASSERT_FALSE(project.ok());
    EXPECT_EQ(project.error->line, 1);
    EXPECT_NE(project.error->message.find("a Cocos Studio project (.ccs), not a scene"), std::string::npos)
        << project.error->message;
    EXPECT_NE(project.error->message.find("diorama import PROJECT.ccs -o OUTDIR"), std::string::npos);
}
