// Export to cocos2d-x: .csb files read back with the reader flatc generates from our
// schema, field by field; every sample project; nested scenes; the report; and the .csd
// round trip through Diorama's own importer.
#include "csb_generated.h"
#include "diorama/cocostudio/csd_import.h"
#include "diorama/cocostudio/export.h"
#include "diorama/nodes/instance.h"
#include "diorama/serialization/node_path.h"
#include "samples.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <regex>

using namespace diorama;
using namespace diorama::cocostudio;
using diorama::test::readFile;
using diorama::test::TempDir;
using diorama::test::writeFile;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = DIORAMA_SOURCE_DIR;
const fs::path kStudio = kSource / "tests/fixtures/cocostudio/cocosstudio";
const fs::path kCocos = kSource / "tests/fixtures/cocostudio/cocos2d-x";  // MIT, see its README

std::vector<std::uint8_t> bytesOf(const fs::path& p) {
    const std::string text = readFile(p);
    return {text.begin(), text.end()};
}

struct Exported {
    ExportResult result;
    std::vector<std::uint8_t> bytes;
    const csb::CSParseBinary* root() const { return csb::GetCSParseBinary(bytes.data()); }
    bool reported(const std::string& node, const std::string& what) const {
        const auto& issues = result.report.unrepresentable;
        return std::any_of(issues.begin(), issues.end(),
                           [&](const ExportIssue& i) { return i.node == node && i.what == what; });
    }
};

Exported exportTo(const fs::path& scene, const fs::path& out, std::optional<fs::path> root = std::nullopt) {
    ExportOptions options;
    options.output = out;
    options.resourceRoot = root;
    Exported e{exportScene(scene, options), {}};
    EXPECT_TRUE(e.result.ok()) << (e.result.error ? e.result.error->format() : "");
    if (e.result.ok()) e.bytes = bytesOf(out);
    return e;
}

const csb::NodeTree* child(const csb::NodeTree* n, const std::string& name);

const csb::WidgetOptions* widgetOf(const csb::NodeTree* n) {
    // Every class table but the root's starts with its WidgetOptions.
    const auto* table = reinterpret_cast<const flatbuffers::Table*>(n->options()->data());
    if (n->classname()->str() == "Node") return reinterpret_cast<const csb::WidgetOptions*>(table);
    return table->GetPointer<const csb::WidgetOptions*>(4);
}

const csb::NodeTree* child(const csb::NodeTree* n, const std::string& name) {
    for (const csb::NodeTree* c : *n->children())
        if (widgetOf(c)->name()->str() == name) return c;
    ADD_FAILURE() << "no child " << name;
    return nullptr;
}

template <class T>
const T* as(const csb::NodeTree* n) {
    return reinterpret_cast<const T*>(n->options()->data());
}

// Imports a fixture of tests/fixtures/cocostudio/cocosstudio into a copy of that folder
// (the resource root), saves it there and returns the scene file.
fs::path importFixture(const TempDir& dir, const std::string& csd) {
    fs::copy(kStudio, dir.path / "cocosstudio", fs::copy_options::recursive);
    const fs::path root = dir.path / "cocosstudio";
    ImportOptions options;
    options.outputDirectory = root;
    ImportResult imported = importCsd(root / csd, options);
    EXPECT_TRUE(imported.ok()) << (imported.error ? imported.error->format() : "");
    const fs::path scene = root / (fs::path(csd).stem().string() + ".scene.json");
    EXPECT_TRUE(saveSceneFile(*imported.scene, imported.file, scene).ok);
    return scene;
}

}  // namespace

TEST(CsbExport, StudioWidgetsReadBackFieldByField) {
    TempDir dir;
    const fs::path scene = importFixture(dir, "export-widgets.csd");
    const Exported e = exportTo(scene, dir.path / "out/widgets.csb", dir.path / "cocosstudio");
    ASSERT_TRUE(e.result.ok());
    EXPECT_EQ(verifyCsb(e.bytes), "");
    // Studio's own images are not in the project: the game must bring them, so each is named.
    EXPECT_TRUE(e.reported("ok", "DisabledFileData"));
    const csb::CSParseBinary* file = e.root();
    EXPECT_EQ(file->version()->str(), "2.1.0.0");
    EXPECT_EQ(file->action()->speed(), 1.0f);
    EXPECT_EQ(file->action()->duration(), 0);
    EXPECT_EQ(file->animationList()->size(), 0u);

    const csb::NodeTree* root = file->nodeTree();
    EXPECT_EQ(root->classname()->str(), "Node");
    const csb::WidgetOptions* rootOptions = widgetOf(root);
    EXPECT_EQ(rootOptions->name()->str(), "");  // a bare Node, as Studio publishes it
    EXPECT_EQ(rootOptions->size()->width(), 480);
    EXPECT_EQ(rootOptions->size()->height(), 320);
    ASSERT_EQ(root->children()->size(), 12u);

    const csb::NodeTree* hero = child(root, "hero");
    EXPECT_EQ(hero->classname()->str(), "Sprite");
    EXPECT_EQ(hero->customClassName()->str(), "Hero");
    const csb::WidgetOptions* h = widgetOf(hero);
    EXPECT_EQ(h->actionTag(), 11);
    EXPECT_EQ(h->tag(), 3);
    EXPECT_EQ(h->alpha(), 128);
    EXPECT_EQ(h->position()->x(), 100);
    EXPECT_EQ(h->position()->y(), 120);
    EXPECT_EQ(h->scale()->scaleX(), 2);
    EXPECT_EQ(h->scale()->scaleY(), 1.5f);
    EXPECT_EQ(h->rotationSkew()->rotationSkewX(), 30);
    EXPECT_EQ(h->anchorPoint()->scaleX(), 0.5f);
    EXPECT_EQ(h->color()->r(), 200);
    EXPECT_EQ(h->color()->g(), 150);
    EXPECT_EQ(h->color()->b(), 100);
    EXPECT_EQ(h->color()->a(), 255);  // SpriteReader would apply any other alpha as opacity
    EXPECT_TRUE(h->flipX());
    EXPECT_EQ(h->customProperty()->str(), "boss");
    EXPECT_EQ(as<csb::SpriteOptions>(hero)->fileNameData()->path()->str(), "images/hero.png");
    EXPECT_EQ(as<csb::SpriteOptions>(hero)->fileNameData()->resourceType(), 0);
    EXPECT_EQ(as<csb::SpriteOptions>(hero)->blendFunc()->src(), 770);
    EXPECT_EQ(as<csb::SpriteOptions>(hero)->blendFunc()->dst(), 1);

    const csb::NodeTree* frame = child(root, "frame");
    EXPECT_EQ(frame->classname()->str(), "ImageView");
    const auto* image = as<csb::ImageViewOptions>(frame);
    EXPECT_TRUE(image->scale9Enabled());
    EXPECT_EQ(image->capInsets()->x(), 4);
    EXPECT_EQ(image->capInsets()->width(), 4);
    EXPECT_EQ(image->scale9Size()->width(), 64);
    EXPECT_EQ(image->fileNameData()->path()->str(), "images/frame.png");
    EXPECT_TRUE(image->widgetOptions()->touchEnabled());
    EXPECT_EQ(image->widgetOptions()->callBackType()->str(), "Click");
    EXPECT_EQ(image->widgetOptions()->callBackName()->str(), "onFrame");

    const csb::NodeTree* ok = child(root, "ok");
    EXPECT_EQ(ok->classname()->str(), "Button");
    EXPECT_EQ(ok->children()->size(), 0u);  // the title is the button's own
    const auto* button = as<csb::ButtonOptions>(ok);
    EXPECT_EQ(button->text()->str(), "OK");
    EXPECT_EQ(button->fontSize(), 18);
    EXPECT_EQ(button->textColor()->r(), 10);
    EXPECT_EQ(button->textColor()->b(), 30);
    EXPECT_EQ(button->normalData()->path()->str(), "images/frame.png");
    EXPECT_EQ(button->pressedData()->path()->str(), "images/hero.png");
    EXPECT_EQ(button->disabledData()->path()->str(), "Default/Button_Disable.png");
    EXPECT_TRUE(button->displaystate());
    EXPECT_FALSE(button->isLocalized());
    EXPECT_EQ(button->widgetOptions()->frameEvent()->str(), "pressed");
    EXPECT_EQ(button->widgetOptions()->size()->width(), 48);

    const csb::NodeTree* title = child(root, "title");
    EXPECT_EQ(title->classname()->str(), "Text");
    const auto* text = as<csb::TextOptions>(title);
    EXPECT_EQ(text->text()->str(), "Hello");
    EXPECT_EQ(text->fontSize(), 24);
    EXPECT_EQ(text->widgetOptions()->color()->r(), 255);  // the text colour is the node's
    EXPECT_EQ(text->widgetOptions()->color()->g(), 0);
    EXPECT_EQ(text->widgetOptions()->zOrder(), 2);
    EXPECT_FALSE(text->widgetOptions()->visible());
    EXPECT_EQ(text->fontResource()->path()->str(), "");

    const csb::NodeTree* panel = child(root, "panel");
    EXPECT_EQ(panel->classname()->str(), "Panel");
    const auto* p = as<csb::PanelOptions>(panel);
    EXPECT_EQ(p->colorType(), 1);
    EXPECT_EQ(p->bgColor()->r(), 10);
    EXPECT_EQ(p->bgColor()->g(), 20);
    EXPECT_EQ(p->bgColor()->b(), 30);
    ASSERT_EQ(panel->children()->size(), 1u);
    EXPECT_EQ(panel->children()->Get(0)->classname()->str(), "SingleNode");
    EXPECT_EQ(widgetOf(panel->children()->Get(0))->tag(), 9);

    const auto* g = as<csb::PanelOptions>(child(root, "gradient"));
    EXPECT_EQ(g->colorType(), 2);
    EXPECT_EQ(g->bgStartColor()->r(), 255);
    EXPECT_EQ(g->bgEndColor()->b(), 255);
    EXPECT_EQ(g->colorVector()->vectorX(), 1);
    EXPECT_EQ(g->colorVector()->vectorY(), 0);

    const csb::NodeTree* check = child(root, "check");
    EXPECT_EQ(check->classname()->str(), "CheckBox");
    EXPECT_TRUE(as<csb::CheckBoxOptions>(check)->selectedState());
    EXPECT_EQ(as<csb::CheckBoxOptions>(check)->frontCrossData()->path()->str(), "images/hero.png");
    EXPECT_EQ(as<csb::CheckBoxOptions>(check)->backGroundBoxData()->path()->str(), "images/frame.png");
    EXPECT_EQ(as<csb::LoadingBarOptions>(child(root, "bar"))->percent(), 40);
    EXPECT_EQ(as<csb::LoadingBarOptions>(child(root, "bar"))->textureData()->path()->str(), "images/frame.png");
    EXPECT_EQ(as<csb::SliderOptions>(child(root, "slider"))->percent(), 70);
    EXPECT_EQ(as<csb::SliderOptions>(child(root, "slider"))->ballNormalData()->path()->str(), "images/hero.png");
    const auto* field = as<csb::TextFieldOptions>(child(root, "field"));
    EXPECT_EQ(child(root, "field")->classname()->str(), "TextField");
    EXPECT_EQ(field->placeHolder()->str(), "name");
    EXPECT_TRUE(field->maxLengthEnabled());
    EXPECT_EQ(field->maxLength(), 8);
    EXPECT_EQ(field->fontSize(), 16);
    const auto* score = as<csb::TextBMFontOptions>(child(root, "score"));
    EXPECT_EQ(child(root, "score")->classname()->str(), "TextBMFont");
    EXPECT_EQ(score->text()->str(), "123");
    EXPECT_EQ(score->fileNameData()->path()->str(), "fonts/score.fnt");

    const csb::NodeTree* group = child(root, "group");
    EXPECT_EQ(group->customClassName()->str(), "Group");
    EXPECT_EQ(widgetOf(group)->actionTag(), -5);
    EXPECT_EQ(widgetOf(group)->customProperty()->str(), "data");
    EXPECT_EQ(e.result.report.nodesByClass.at("Panel"), 2);
}

TEST(CsbExport, ALoadingBarMadeInDioramaIsACocosLoadingBarWithAWholePercent) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "LoadingBar", "name": "hp", "texture": "bar.png", "contentSize": [120, 16], "percent": 33.5,
         "direction": "right"},
        {"type": "LoadingBar", "name": "full", "texture": "bar.png", "contentSize": [120, 16]}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const auto* root = e.root()->nodeTree();
    const csb::NodeTree* hp = child(root, "hp");
    EXPECT_EQ(hp->classname()->str(), "LoadingBar");
    const auto* bar = as<csb::LoadingBarOptions>(hp);
    EXPECT_EQ(bar->percent(), 34);  // cocos keeps a whole percent: reported
    EXPECT_TRUE(e.reported("hp", "percent"));
    EXPECT_EQ(bar->direction(), 1);
    EXPECT_EQ(bar->textureData()->path()->str(), "bar.png");
    EXPECT_EQ(widgetOf(hp)->size()->width(), 120);
    EXPECT_EQ(widgetOf(hp)->size()->height(), 16);
    const auto* full = as<csb::LoadingBarOptions>(child(root, "full"));
    EXPECT_EQ(full->percent(), 100);
    EXPECT_EQ(full->direction(), 0);
    EXPECT_FALSE(e.reported("full", "percent"));
}

// Widgets made in Diorama go out as their cocos classes with every option cocos reads.
TEST(CsbExport, AButtonAndACheckBoxMadeInDioramaAreCocosWidgetsWithTheirImagesAndStates) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Button", "name": "go", "texture": "up.png", "pressedTexture": "down.png", "contentSize": [90, 30],
         "scale9Enabled": true, "capInsets": [2, 3, 4, 5], "titleText": "Go", "titleFontSize": 20,
         "titleColor": [1, 2, 3], "enabled": false, "zoomScale": 0.2},
        {"type": "CheckBox", "name": "sound", "texture": "box.png", "crossTexture": "cross.png",
         "crossDisabledTexture": "cross-off.png", "contentSize": [24, 24], "touchEnabled": false},
        {"type": "CheckBox", "name": "music", "texture": "box.png", "selected": true}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const auto* root = e.root()->nodeTree();
    const csb::NodeTree* go = child(root, "go");
    EXPECT_EQ(go->classname()->str(), "Button");
    const auto* button = as<csb::ButtonOptions>(go);
    EXPECT_EQ(button->normalData()->path()->str(), "up.png");
    EXPECT_EQ(button->pressedData()->path()->str(), "down.png");
    EXPECT_EQ(button->text()->str(), "Go");
    EXPECT_EQ(button->fontSize(), 20);
    EXPECT_EQ(button->textColor()->g(), 2);
    EXPECT_TRUE(button->scale9Enabled());
    EXPECT_EQ(button->capInsets()->x(), 2);
    EXPECT_EQ(button->capInsets()->height(), 5);
    EXPECT_FALSE(button->displaystate());  // disabled: cocos' reader sets enabled and bright from it
    EXPECT_TRUE(widgetOf(go)->touchEnabled());
    EXPECT_TRUE(e.reported("go", "pressedActionEnabled/zoomScale"));

    const csb::NodeTree* sound = child(root, "sound");
    EXPECT_EQ(sound->classname()->str(), "CheckBox");
    const auto* box = as<csb::CheckBoxOptions>(sound);
    EXPECT_EQ(box->backGroundBoxData()->path()->str(), "box.png");
    EXPECT_EQ(box->frontCrossData()->path()->str(), "cross.png");
    EXPECT_EQ(box->frontCrossDisabledData()->path()->str(), "cross-off.png");
    EXPECT_FALSE(box->selectedState());  // the schema's default is true: written
    EXPECT_FALSE(widgetOf(sound)->touchEnabled());
    EXPECT_TRUE(as<csb::CheckBoxOptions>(child(root, "music"))->selectedState());
}

TEST(CsbExport, ASliderMadeInDioramaIsACocosSliderWithItsImagesAndPercent) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Slider", "name": "volume", "texture": "bar.png", "progressBarTexture": "fill.png",
         "ballNormalTexture": "ball.png", "ballPressedTexture": "ball-down.png", "ballDisabledTexture": "ball-off.png",
         "contentSize": [200, 12], "percent": 35, "enabled": false},
        {"type": "Slider", "name": "wide", "texture": "bar.png", "maxPercent": 200, "percent": 150,
         "scale9Enabled": true}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const auto* root = e.root()->nodeTree();
    const csb::NodeTree* volume = child(root, "volume");
    EXPECT_EQ(volume->classname()->str(), "Slider");
    const auto* slider = as<csb::SliderOptions>(volume);
    EXPECT_EQ(slider->barFileNameData()->path()->str(), "bar.png");
    EXPECT_EQ(slider->progressBarData()->path()->str(), "fill.png");
    EXPECT_EQ(slider->ballNormalData()->path()->str(), "ball.png");
    EXPECT_EQ(slider->ballPressedData()->path()->str(), "ball-down.png");
    EXPECT_EQ(slider->ballDisabledData()->path()->str(), "ball-off.png");
    EXPECT_EQ(slider->percent(), 35);
    EXPECT_FALSE(slider->displaystate());
    EXPECT_EQ(widgetOf(volume)->size()->width(), 200);
    EXPECT_EQ(as<csb::SliderOptions>(child(root, "wide"))->percent(), 150);
    EXPECT_TRUE(e.reported("wide", "maxPercent"));
    EXPECT_TRUE(e.reported("wide", "scale9Enabled"));
    EXPECT_FALSE(e.reported("volume", "maxPercent"));
}

TEST(CsbExport, ATextFieldMadeInDioramaIsACocosTextFieldWithItsOptions) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "TextField", "name": "pin", "contentSize": [120, 28], "placeHolder": "PIN", "text": "12",
         "fontSize": 18, "maxLengthEnabled": true, "maxLength": 4, "passwordEnabled": true,
         "passwordStyleText": "#", "textColor": [255, 0, 0]}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const csb::NodeTree* pin = child(e.root()->nodeTree(), "pin");
    EXPECT_EQ(pin->classname()->str(), "TextField");
    const auto* field = as<csb::TextFieldOptions>(pin);
    EXPECT_EQ(field->placeHolder()->str(), "PIN");
    EXPECT_EQ(field->text()->str(), "12");
    EXPECT_EQ(field->fontSize(), 18);
    EXPECT_TRUE(field->maxLengthEnabled());
    EXPECT_EQ(field->maxLength(), 4);
    EXPECT_TRUE(field->passwordEnabled());
    EXPECT_EQ(field->passwordStyleText()->str(), "#");
    EXPECT_EQ(widgetOf(pin)->size()->width(), 120);
    EXPECT_TRUE(e.reported("pin", "textColor"));
}

TEST(CsbExport, KeptStudioOptionsGoBackIntoTheirClassTables) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Label", "name": "title", "text": "Hi", "fontSize": 30, "horizontalAlignment": "right",
         "verticalAlignment": "center",
         "cocosStudio": {"ctype": "TextObjectData", "ActionTag": "5", "HorizontalAlignmentType": "HT_Left",
                         "VerticalAlignmentType": "VT_Bottom", "OutlineEnabled": "True", "OutlineSize": "3",
                         "ShadowEnabled": "True", "ShadowOffsetX": "4", "IsLocalized": "True", "FontName": "Arial",
                         "elements": {"OutlineColor": {"A": "255", "R": "9", "G": "8", "B": "7"}}}},
        {"type": "Node", "name": "list", "contentSize": [100, 200],
         "cocosStudio": {"ctype": "ListViewObjectData", "DirectionType": "Vertical", "ItemMargin": "6",
                         "IsBounceEnabled": "True", "ClipAble": "True",
                         "elements": {"InnerNodeSize": {"Width": "100", "Height": "400"}}}},
        {"type": "Node", "name": "scroll",
         "cocosStudio": {"ctype": "ScrollViewObjectData", "ScrollDirectionType": "Vertical_Horizontal"}},
        {"type": "Sprite", "name": "play", "texture": "missing.png",
         "cocosStudio": {"ctype": "ButtonObjectData", "ButtonText": "Play", "DisplayState": "False",
                         "IsLocalized": "True", "ShadowBlurRadius": "2", "FontName": "Marker Felt"}}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const auto* root = e.root()->nodeTree();
    const auto* text = as<csb::TextOptions>(child(root, "title"));
    EXPECT_EQ(text->text()->str(), "Hi");  // the node's own value wins over the kept one
    EXPECT_EQ(text->fontSize(), 30);
    EXPECT_EQ(text->hAlignment(), 2);
    EXPECT_EQ(text->vAlignment(), 1);
    EXPECT_TRUE(text->outlineEnabled());
    EXPECT_EQ(text->outlineSize(), 3);
    EXPECT_EQ(text->outlineColor()->r(), 9);
    EXPECT_TRUE(text->shadowEnabled());
    EXPECT_EQ(text->shadowOffsetX(), 4);
    EXPECT_EQ(text->shadowOffsetY(), -2);  // the converter's initial value
    EXPECT_TRUE(text->isLocalized());      // the last slot, as cocos 3.17 reads it
    EXPECT_EQ(text->fontName()->str(), "Arial");
    const csb::NodeTree* list = child(root, "list");
    EXPECT_EQ(list->classname()->str(), "ListView");
    const auto* l = as<csb::ListViewOptions>(list);
    EXPECT_EQ(l->direction(), 1);
    EXPECT_EQ(l->itemMargin(), 6);
    EXPECT_TRUE(l->bounceEnabled());
    EXPECT_TRUE(l->clipEnabled());
    EXPECT_EQ(l->innerSize()->height(), 400);
    EXPECT_EQ(l->directionType()->str(), "Vertical");
    EXPECT_EQ(as<csb::ScrollViewOptions>(child(root, "scroll"))->direction(), 3);
    const auto* play = as<csb::ButtonOptions>(child(root, "play"));
    EXPECT_EQ(play->text()->str(), "Play");
    EXPECT_FALSE(play->displaystate());
    EXPECT_TRUE(play->isLocalized());
    EXPECT_EQ(play->shadowBlurRadius(), 2);
    EXPECT_EQ(play->fontName()->str(), "Marker Felt");
    EXPECT_EQ(play->normalData()->path()->str(), "missing.png");
    EXPECT_TRUE(e.reported("play", "texture"));  // a missing image is named
}

// The label's outline and shadow are TextOptions' enableOutline/enableShadow arguments;
// the label wins over options an older import kept.
TEST(CsbExport, ALabelsOutlineAndShadowGoIntoTextOptions) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Label", "name": "title", "text": "Hi", "outlineEnabled": true, "outlineSize": 2,
         "outlineColor": [1, 2, 3], "outlineOpacity": 200, "shadowEnabled": true, "shadowOffset": [3, -4.5],
         "shadowColor": [10, 20, 30], "shadowOpacity": 100},
        {"type": "Label", "name": "off", "text": "Off", "outlineSize": 4,
         "cocosStudio": {"ctype": "TextObjectData", "OutlineEnabled": "True"}},
        {"type": "Button", "name": "go", "titleText": "Go", "titleOutlineEnabled": true, "titleOutlineSize": 2,
         "titleShadowEnabled": true, "titleShadowOffset": [1, -3]}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const auto* text = as<csb::TextOptions>(child(e.root()->nodeTree(), "title"));
    EXPECT_TRUE(text->outlineEnabled());
    EXPECT_EQ(text->outlineSize(), 2);
    EXPECT_EQ(text->outlineColor()->r(), 1);
    EXPECT_EQ(text->outlineColor()->b(), 3);
    EXPECT_EQ(text->outlineColor()->a(), 200);
    EXPECT_TRUE(text->shadowEnabled());
    EXPECT_EQ(text->shadowOffsetX(), 3);
    EXPECT_EQ(text->shadowOffsetY(), -4.5f);
    EXPECT_EQ(text->shadowColor()->g(), 20);
    EXPECT_EQ(text->shadowColor()->a(), 100);
    const auto* off = as<csb::TextOptions>(child(e.root()->nodeTree(), "off"));
    EXPECT_FALSE(off->outlineEnabled());
    EXPECT_EQ(off->outlineSize(), 4);
    const auto* go = as<csb::ButtonOptions>(child(e.root()->nodeTree(), "go"));
    EXPECT_TRUE(go->outlineEnabled());
    EXPECT_EQ(go->outlineSize(), 2);
    EXPECT_EQ(go->outlineColor()->r(), 255);  // a new label's red, as Studio's default
    EXPECT_TRUE(go->shadowEnabled());
    EXPECT_EQ(go->shadowOffsetY(), -3);
}

// TextAtlasOptions carry setProperty's arguments; a map that is missing is named.
TEST(CsbExport, ATextAtlasGoesBackAsTextAtlasWithItsMapAndCells) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "TextAtlas", "name": "score", "charMapFile": "digits.png", "itemWidth": 8, "itemHeight": 16,
         "startChar": "0", "text": "42"},
        {"type": "TextAtlas", "name": "none", "text": "1"}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const csb::NodeTree* node = child(e.root()->nodeTree(), "score");
    EXPECT_EQ(node->classname()->str(), "TextAtlas");
    const auto* atlas = as<csb::TextAtlasOptions>(node);
    EXPECT_EQ(atlas->stringValue()->str(), "42");
    EXPECT_EQ(atlas->startCharMap()->str(), "0");
    EXPECT_EQ(atlas->itemWidth(), 8);
    EXPECT_EQ(atlas->itemHeight(), 16);
    EXPECT_EQ(atlas->charMapFileData()->path()->str(), "digits.png");
    EXPECT_EQ(atlas->charMapFileData()->resourceType(), 0);
    EXPECT_TRUE(e.reported("none", "charMapFile"));
}

TEST(CsbExport, APanelsBackgroundChildrenGoBackIntoItsOptions) {
    // The importer's Layout structure: the Panel a Node, its colour and image children
    // marked cocosStudio.panelBackground, its own children beside them.
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Node", "name": "panel", "contentSize": [200, 100], "opacity": 200,
         "cocosStudio": {"ctype": "PanelObjectData", "ActionTag": "3", "ComboBoxIndex": "1", "BackColorAlpha": "255",
                         "ClipAble": "True"},
         "children": [
           {"type": "LayerGradient", "name": "background-colour", "localZOrder": -2, "contentSize": [200, 100],
            "color": [10, 20, 30], "endColor": [40, 50, 60], "vector": [0, 1], "opacity": 102,
            "cocosStudio": {"panelBackground": "colour"}},
           {"type": "Scale9Sprite", "name": "background-image", "localZOrder": -1, "texture": "images/frame.png",
            "capInsets": [2, 3, 4, 5], "cocosStudio": {"panelBackground": "image"}},
           {"type": "Node", "name": "inside"}]}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    const csb::NodeTree* panel = child(e.root()->nodeTree(), "panel");
    EXPECT_EQ(panel->classname()->str(), "Panel");
    ASSERT_EQ(panel->children()->size(), 1u);  // the background is the Layout's own
    const auto* p = as<csb::PanelOptions>(panel);
    EXPECT_EQ(p->colorType(), 2);
    EXPECT_EQ(p->bgStartColor()->r(), 10);
    EXPECT_EQ(p->bgEndColor()->b(), 60);
    EXPECT_EQ(p->colorVector()->vectorY(), 1);
    EXPECT_EQ(p->bgColorOpacity(), 102);
    EXPECT_EQ(p->widgetOptions()->alpha(), 200);
    EXPECT_TRUE(p->clipEnabled());
    EXPECT_EQ(p->backGroundImageData()->path()->str(), "images/frame.png");
    EXPECT_TRUE(p->backGroundScale9Enabled());
    EXPECT_EQ(p->capInsets()->y(), 3);
    EXPECT_EQ(p->capInsets()->height(), 5);
}

TEST(CsbExport, EverySampleProjectExportsAFileThatVerifiesAndMatchesTheScene) {
    for (const char* name : test::kSampleProjects) {
        SCOPED_TRACE(name);
        TempDir dir;
        const fs::path sceneFile = kSource / "projects" / name / (std::string(name) + ".scene.json");
        const Exported e = exportTo(sceneFile, dir.path / (std::string(name) + ".csb"), sceneFile.parent_path());
        ASSERT_TRUE(e.result.ok());
        EXPECT_EQ(verifyCsb(e.bytes), "");
        LoadResult loaded = loadSceneFile(sceneFile, {});
        ASSERT_TRUE(loaded.ok());
        // Walk both trees: the same names, positions, tags and z orders, in file order.
        std::vector<std::pair<const Node*, const csb::NodeTree*>> stack{{loaded.scene.get(), e.root()->nodeTree()}};
        int compared = 0;
        while (!stack.empty()) {
            auto [node, tree] = stack.back();
            stack.pop_back();
            ++compared;
            if (node->typeName() == "Instance") {
                EXPECT_EQ(tree->classname()->str(), "ProjectNode");
                EXPECT_EQ(tree->children()->size(), 0u);
            }
            const std::vector<Node*> children =
                node->typeName() == "Instance" ? std::vector<Node*>{} : childrenInFileOrder(*node);
            ASSERT_EQ(children.size(), tree->children()->size()) << nodePath(*node);
            for (std::size_t i = 0; i < children.size(); ++i) {
                const csb::NodeTree* c = tree->children()->Get(unsigned(i));
                const csb::WidgetOptions* w = widgetOf(c);
                EXPECT_EQ(w->name()->str(), children[i]->name());
                EXPECT_EQ(w->tag(), children[i]->tag());
                EXPECT_EQ(w->zOrder(), children[i]->localZOrder());
                EXPECT_EQ(w->position()->x(), children[i]->position().x) << nodePath(*children[i]);
                EXPECT_EQ(w->position()->y(), children[i]->position().y) << nodePath(*children[i]);
                EXPECT_EQ(w->scale()->scaleX(), children[i]->scaleX());
                EXPECT_EQ(w->rotationSkew()->rotationSkewY(), children[i]->rotationSkewY());
                EXPECT_EQ(w->visible(), children[i]->isVisible());
                EXPECT_NE(w->actionTag(), 0);
                stack.emplace_back(children[i], c);
            }
        }
        EXPECT_GT(compared, 1);
    }
}

TEST(CsbExport, NestedScenesBecomeProjectNodesAndAreExportedBesideAtTheirRelativePath) {
    TempDir dir;
    writeFile(dir.path / "res/parts/piece.scene.json",
              R"({"format": "diorama.scene", "version": 1, "designSize": [40, 20],
                  "root": {"type": "Scene", "children": [{"type": "Node", "name": "inner", "position": [3, 4]}]}})");
    writeFile(dir.path / "res/main.scene.json",
              R"({"format": "diorama.scene", "version": 1,
                  "root": {"type": "Scene", "children": [
                    {"type": "Instance", "name": "a", "source": "parts/piece.scene.json", "position": [10, 20]},
                    {"type": "Instance", "name": "b", "source": "parts/piece.scene.json", "anchorPoint": [0.5, 0.5]}]}})");
    const Exported e = exportTo(dir.path / "res/main.scene.json", dir.path / "out/main.csb", dir.path / "res");
    ASSERT_TRUE(e.result.ok());
    EXPECT_EQ(e.result.report.filesWritten, (std::vector<std::string>{(dir.path / "out/main.csb").string(),
                                                                      (dir.path / "out/parts/piece.csb").string()}));
    const csb::NodeTree* a = child(e.root()->nodeTree(), "a");
    EXPECT_EQ(a->classname()->str(), "ProjectNode");
    EXPECT_EQ(as<csb::ProjectNodeOptions>(a)->fileName()->str(), "parts/piece.csb");
    EXPECT_EQ(as<csb::ProjectNodeOptions>(a)->innerActionSpeed(), 1.0f);
    EXPECT_EQ(widgetOf(a)->position()->x(), 10);
    // NodeReader skips exactly (0.5, 0.5): the next float keeps the anchor the node has.
    const csb::WidgetOptions* b = widgetOf(child(e.root()->nodeTree(), "b"));
    EXPECT_GT(b->anchorPoint()->scaleX(), 0.5f);
    EXPECT_LT(b->anchorPoint()->scaleX(), 0.5001f);

    const std::vector<std::uint8_t> nested = bytesOf(dir.path / "out/parts/piece.csb");
    EXPECT_EQ(verifyCsb(nested), "");
    const csb::CSParseBinary* piece = csb::GetCSParseBinary(nested.data());
    EXPECT_EQ(piece->action()->speed(), 1.0f);  // nested files need their action to play
    EXPECT_EQ(widgetOf(piece->nodeTree())->size()->width(), 40);
    EXPECT_EQ(widgetOf(child(piece->nodeTree(), "inner"))->position()->y(), 4);
}

TEST(CsbExport, ReportsEverythingCocosCannotRepresentWithItsNodePath) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
                  {"type": "Node", "name": "mover", "skewX": 10, "globalZOrder": 2, "positionZ": 1,
                   "actions": [{"name": "bob", "action": {"type": "MoveBy", "duration": 1, "by": [0, 10]}}],
                   "on": [{"event": "click", "run": "bob"}],
                   "children": [{"type": "Spine", "name": "hero"}]},
                  {"type": "Node", "name": "dim", "opacity": 100, "children": [{"type": "Node", "name": "kid"}]}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    EXPECT_TRUE(e.reported("mover", "actions"));
    EXPECT_TRUE(e.reported("mover", "on"));
    EXPECT_TRUE(e.reported("mover", "skewX/skewY"));
    EXPECT_TRUE(e.reported("mover", "globalZOrder"));
    EXPECT_TRUE(e.reported("mover", "positionZ"));
    EXPECT_TRUE(e.reported("mover/hero", "type"));
    EXPECT_TRUE(e.reported("dim", "cascadeOpacityEnabled"));
    EXPECT_FALSE(e.reported("dim/kid", "cascadeOpacityEnabled"));
    for (const ExportIssue& i : e.result.report.unrepresentable) {
        EXPECT_EQ(i.file, (dir.path / "s.scene.json").string());
        EXPECT_FALSE(i.why.empty());
    }
    // The unknown type still loads in cocos, as a plain node with its children.
    EXPECT_EQ(child(child(e.root()->nodeTree(), "mover"), "hero")->classname()->str(), "SingleNode");
}

TEST(CsbExport, ActionTagsAreKeptOrGeneratedUniqueAndStable) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
                  {"type": "Node", "id": "a", "name": "a"}, {"type": "Node", "id": "b", "name": "b"},
                  {"type": "Node", "id": "c", "name": "c", "cocosStudio": {"ctype": "SingleNodeObjectData", "ActionTag": "77"}}]}})");
    const Exported first = exportTo(dir.path / "s.scene.json", dir.path / "1.csb");
    const Exported second = exportTo(dir.path / "s.scene.json", dir.path / "2.csb");
    ASSERT_TRUE(first.result.ok() && second.result.ok());
    EXPECT_EQ(first.bytes, second.bytes);  // the same scene gives the same file
    const auto* root = first.root()->nodeTree();
    const int a = widgetOf(child(root, "a"))->actionTag(), b = widgetOf(child(root, "b"))->actionTag();
    EXPECT_NE(a, 0);
    EXPECT_NE(b, 0);
    EXPECT_NE(a, b);
    EXPECT_EQ(widgetOf(child(root, "c"))->actionTag(), 77);
}

TEST(CsbExport, AnUnreadableSceneOrABadOutputWritesNothing) {
    TempDir dir;
    writeFile(dir.path / "bad.scene.json", R"({"format": "diorama.scene", "version": 1, "root": {"type": 3}})");
    ExportOptions options;
    options.output = dir.path / "out/bad.csb";
    const ExportResult r = exportScene(dir.path / "bad.scene.json", options);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error->format().find("bad.scene.json"), std::string::npos);
    EXPECT_FALSE(fs::exists(dir.path / "out"));
    options.output = dir.path / "out.png";
    EXPECT_FALSE(exportScene(kSource / "projects/sheets/sheets.scene.json", options).ok());
    EXPECT_FALSE(fs::exists(dir.path / "out.png"));
}

TEST(CsbExport, ASceneTooDeepForCocosVerifierIsRefusedWithTheLimit) {
    TempDir dir;
    auto nested = [](int levels) {
        std::string text;
        for (int i = 0; i < levels; ++i) text += R"({"type": "Node", "children": [)";
        for (int i = 0; i < levels; ++i) text += "]}";
        return R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [)" + text + "]}}";
    };
    writeFile(dir.path / "ok.scene.json", nested(61));  // 62 levels with the root
    writeFile(dir.path / "deep.scene.json", nested(62));
    const Exported ok = exportTo(dir.path / "ok.scene.json", dir.path / "ok.csb");
    EXPECT_EQ(verifyCsb(ok.bytes), "");
    ExportOptions options;
    options.output = dir.path / "deep.csb";
    const ExportResult deep = exportScene(dir.path / "deep.scene.json", options);
    ASSERT_FALSE(deep.ok());
    EXPECT_NE(deep.error->message.find("at most 62"), std::string::npos) << deep.error->message;
    EXPECT_FALSE(fs::exists(dir.path / "deep.csb"));
}

TEST(CsbExport, TheVerifierRejectsATruncatedFile) {
    TempDir dir;
    const Exported e =
        exportTo(kSource / "projects/sheets/sheets.scene.json", dir.path / "s.csb", kSource / "projects/sheets");
    ASSERT_EQ(verifyCsb(e.bytes), "");
    std::vector<std::uint8_t> cut(e.bytes.begin(), e.bytes.begin() + e.bytes.size() / 2);
    EXPECT_NE(verifyCsb(cut), "");
    EXPECT_NE(verifyCsb({}), "");
}

namespace {

// A saved scene without its random file ids (and the clip tracks naming them): two imports of
// the same file differ only there.
std::string withoutIds(const std::string& text) {
    const std::string noIds = std::regex_replace(text, std::regex(R"("id": "[^"]*",?\n?\s*)"), "");
    return std::regex_replace(noIds, std::regex(R"("node": "[^"]*")"), R"("node": "")");  // clip tracks name them
}

std::string importToText(const fs::path& csd, const fs::path& root) {
    ImportOptions options;
    options.resourceRoot = root;
    options.outputDirectory = root;
    ImportResult r = importCsd(csd, options);
    EXPECT_TRUE(r.ok()) << (r.error ? r.error->format() : "");
    return r.ok() ? saveSceneToString(*r.scene, r.file) : "";
}

// .csd -> scene -> .csd -> scene: the two scene files are the same.
void expectCsdRoundTrip(const fs::path& csd, const fs::path& root) {
    SCOPED_TRACE(csd.filename().string());
    const std::string first = importToText(csd, root);
    const fs::path scene = root / "round-trip.scene.json";
    writeFile(scene, first);
    ExportOptions options;
    options.output = root / "round-trip.csd";
    options.resourceRoot = root;
    const ExportResult exported = exportScene(scene, options);
    ASSERT_TRUE(exported.ok()) << exported.error->format();
    const std::string second = importToText(root / "round-trip.csd", root);
    EXPECT_EQ(withoutIds(first), withoutIds(second));
}

}  // namespace

TEST(CsdExport, ImportingAnExportedCsdGivesTheSameScene) {
    TempDir dir;
    fs::copy(kStudio, dir.path / "cocosstudio", fs::copy_options::recursive);
    // ui.csd inlines its nested files on import (a copy, not an Instance), which no export
    // can give back as the ProjectNode it was; it joins once nested files import as Instances.
    for (const char* csd : {"export-widgets.csd", "button-ui.csd", "buttons.csd"})
        expectCsdRoundTrip(dir.path / "cocosstudio" / csd, dir.path / "cocosstudio");
}

TEST(CsdExport, TheCocos2dxFixturesRoundTripAndExportAsCsb) {
    for (const auto& entry : fs::directory_iterator(kCocos)) {
        if (entry.path().extension() != ".csd") continue;
        TempDir dir;
        fs::copy(entry.path(), dir.path / entry.path().filename());
        expectCsdRoundTrip(dir.path / entry.path().filename(), dir.path);
        const fs::path scene = dir.path / "round-trip.scene.json";
        const Exported e = exportTo(scene, dir.path / "fixture.csb", dir.path);
        ASSERT_TRUE(e.result.ok());
        EXPECT_EQ(verifyCsb(e.bytes), "");
    }
}

TEST(CsdExport, ATextAreaAndItsAlignmentGoBackAsStudioWroteThem) {
    TempDir dir;
    fs::copy(kStudio, dir.path / "cocosstudio", fs::copy_options::recursive);
    expectCsdRoundTrip(dir.path / "cocosstudio" / "text-area.csd", dir.path / "cocosstudio");
    const std::string csd = readFile(dir.path / "cocosstudio" / "round-trip.csd");
    EXPECT_NE(csd.find(R"(IsCustomSize="True" HorizontalAlignmentType="HT_Center" VerticalAlignmentType="VT_Bottom")"),
              std::string::npos)
        << csd;
    const Exported e =
        exportTo(dir.path / "cocosstudio" / "round-trip.scene.json", dir.path / "t.csb", dir.path / "cocosstudio");
    const auto* rules = as<csb::TextOptions>(child(e.root()->nodeTree(), "rules"));
    EXPECT_TRUE(rules->isCustomSize());
    EXPECT_EQ(rules->areaWidth(), 160);
    EXPECT_EQ(rules->areaHeight(), 90);
    EXPECT_EQ(rules->hAlignment(), 1);
    EXPECT_EQ(rules->vAlignment(), 2);
    const auto* score = as<csb::TextOptions>(child(e.root()->nodeTree(), "score"));
    EXPECT_FALSE(score->isCustomSize());
    EXPECT_EQ(score->hAlignment(), 2);
}

TEST(CsdExport, LayoutComponentsGoBackAsStudioWroteThemAndEveryNodeGetsItsMargins) {
    TempDir dir;
    fs::copy(kStudio, dir.path / "cocosstudio", fs::copy_options::recursive);
    const fs::path root = dir.path / "cocosstudio";
    expectCsdRoundTrip(root / "layout.csd", root);
    const Exported e = exportTo(root / "round-trip.scene.json", dir.path / "l.csb", root);
    const auto* bar = widgetOf(child(e.root()->nodeTree(), "bar"))->layoutComponent();
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->stretchHorizontalEnabled());
    EXPECT_FALSE(bar->sizeXPercentEnable());
    EXPECT_EQ(bar->horizontalEdge()->str(), "BothEdge");
    EXPECT_EQ(bar->verticalEdge()->str(), "TopEdge");
    EXPECT_EQ(bar->leftMargin(), 20.0f);
    EXPECT_EQ(bar->topMargin(), 10.0f);
    EXPECT_FLOAT_EQ(bar->positionXPercent(), 0.5f);
    const auto* centre = widgetOf(child(e.root()->nodeTree(), "centre"))->layoutComponent();
    EXPECT_TRUE(centre->positionXPercentEnabled());
    EXPECT_TRUE(centre->sizeXPercentEnable());  // read from Studio's other spelling
    EXPECT_FLOAT_EQ(centre->sizeXPercent(), 0.25f);
    // A node without a layout gets the margins and fractions Studio measures for it.
    const auto* plain = widgetOf(child(e.root()->nodeTree(), "plain"))->layoutComponent();
    EXPECT_EQ(plain->horizontalEdge()->str(), "");
    EXPECT_EQ(plain->leftMargin(), 10.0f);            // x 10, anchor 0
    EXPECT_EQ(plain->rightMargin(), 480.0f - 20.0f);  // 480 − (10 + 10)
    EXPECT_EQ(plain->topMargin(), 320.0f - 20.0f);
    EXPECT_FLOAT_EQ(plain->positionXPercent(), 10.0f / 480.0f);
    EXPECT_FLOAT_EQ(plain->sizeYPercent(), 10.0f / 320.0f);
}

TEST(CsbExport, WhatAStudioTextCannotSayOfALabelIsReported) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Label", "name": "fits", "text": "Hi", "dimensions": [100, 40], "horizontalAlignment": "center"},
        {"type": "Label", "name": "odd", "text": "Hi there", "dimensions": [100, 0], "overflow": "shrink",
         "enableWrap": false, "lineHeight": 30, "lineSpacing": 2, "additionalKerning": 1}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    EXPECT_FALSE(e.reported("fits", "dimensions"));
    for (const char* what : {"dimensions", "overflow", "enableWrap", "lineHeight", "lineSpacing", "additionalKerning"})
        EXPECT_TRUE(e.reported("odd", what)) << what;
    const auto* odd = as<csb::TextOptions>(child(e.root()->nodeTree(), "odd"));
    EXPECT_TRUE(odd->isCustomSize());
    EXPECT_EQ(odd->areaWidth(), 100);  // and the height the text takes now
    EXPECT_GT(odd->areaHeight(), 0);
}

TEST(CsdExport, KeptStudioNamesThatAreNotXmlNamesAreReportedAndLeftOut) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
                  {"type": "Node", "name": "bar", "cocosStudio": {"ctype": "SingleNodeObjectData",
                   "Pro&gressInfo": "40", "F'ameEvent": "x", "UserData": "kept",
                   "elements": {"Bad Element": {"X": "1"}, "Offset": {"X": "2", "<Y": "3"}}}},
                  {"type": "Node", "name": "other"}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csd");
    ASSERT_TRUE(e.result.ok());
    EXPECT_TRUE(e.reported("bar", "cocosStudio.Pro&gressInfo"));
    EXPECT_TRUE(e.reported("bar", "cocosStudio.F'ameEvent"));
    EXPECT_TRUE(e.reported("bar", "cocosStudio.elements.Bad Element"));
    EXPECT_TRUE(e.reported("bar", "cocosStudio.elements.Offset.<Y"));
    const std::string csd = readFile(dir.path / "s.csd");
    EXPECT_NE(csd.find("UserData=\"kept\""), std::string::npos);
    EXPECT_NE(csd.find("<Offset X=\"2\""), std::string::npos);
    // The file is XML that Studio's format readers (ours among them) parse.
    ImportOptions options;
    options.outputDirectory = dir.path / "back";
    const ImportResult back = importCsd(dir.path / "s.csd", options);
    EXPECT_TRUE(back.ok()) << (back.error ? back.error->format() : "");
}

TEST(CsbExport, AnUnknownKeptKeyIsReportedByNameEvenWhenItIsEmpty) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
                  {"type": "Node", "name": "a", "futureKey": 1, "": 2}, {"type": "Node", "name": "b"}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    EXPECT_TRUE(e.reported("a", "futureKey"));
    EXPECT_TRUE(e.reported("a", "\"\""));  // the key's name as JSON writes it, never an empty "what"
    for (const ExportIssue& i : e.result.report.unrepresentable) EXPECT_FALSE(i.what.empty()) << i.why;
}
