// Export to cocos2d-x of the UI widgets and labels: each class's options read back from the
// .csb field by field, and their .csd round trips.
#include "export_support.h"

#include <gtest/gtest.h>

using namespace diorama;
using namespace diorama::cocostudio;
using namespace diorama::test;
namespace fs = std::filesystem;

namespace {

const fs::path& kStudio = kStudioFixtures;

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
         "passwordStyleText": "#", "textColor": [255, 0, 0], "cursorEnabled": true}]}})");
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
    EXPECT_TRUE(e.reported("pin", "cursorEnabled"));  // cocos' TextField shows no cursor unless code asks
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

// cocos reads a TextAtlas' map from a file only; a sheet frame Studio let the designer
// pick is not the node's, so it is kept and written back untouched.
TEST(CsdExport, ATextAtlasMapFromASheetGoesBackAsStudioWroteIt) {
    TempDir dir;
    fs::copy(kStudio, dir.path / "cocosstudio", fs::copy_options::recursive);
    const fs::path root = dir.path / "cocosstudio";
    expectCsdRoundTrip(root / "text-atlas.csd", root);
    const std::string csd = readFile(root / "round-trip.csd");
    EXPECT_NE(
        csd.find(R"(<LabelAtlasFileImage_CNB Type="PlistSubImage" Path="digits.png" Plist="images/sheet.plist" />)"),
        std::string::npos)
        << csd;
    EXPECT_NE(csd.find(R"(<LabelAtlasFileImage_CNB Type="Normal" Path="images/hero.png" Plist="" />)"),
              std::string::npos);
    const Exported e = exportTo(root / "round-trip.scene.json", dir.path / "t.csb", root);
    const auto* sheet = as<csb::TextAtlasOptions>(child(e.root()->nodeTree(), "sheet"));
    EXPECT_EQ(sheet->charMapFileData()->resourceType(), 1);
    EXPECT_EQ(sheet->charMapFileData()->path()->str(), "digits.png");
    EXPECT_EQ(sheet->charMapFileData()->plistFile()->str(), "images/sheet.plist");
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

// TextBMFontOptions: the .fnt and the text, read back from the .csb; a Studio font the
// importer kept goes back as Studio wrote it.
TEST(CsdExport, ATextBMFontGoesBackWithItsFontAndText) {
    TempDir dir;
    fs::copy(kStudio, dir.path / "cocosstudio", fs::copy_options::recursive);
    const fs::path root = dir.path / "cocosstudio";
    fs::create_directories(root / "fonts");
    for (const char* file : {"digits.fnt", "digits.png"})
        fs::copy_file(fs::path(DIORAMA_SOURCE_DIR) / "projects/ui/images" / file, root / "fonts" / file);
    expectCsdRoundTrip(root / "text-bmfont.csd", root);
    const std::string csd = readFile(root / "round-trip.csd");
    EXPECT_NE(csd.find(R"(<LabelBMFontFile_CNB Type="Default" Path="Default/defaultBMFont.fnt" Plist="" />)"),
              std::string::npos)
        << csd;
    const Exported e = exportTo(root / "round-trip.scene.json", dir.path / "t.csb", root);
    const csb::NodeTree* best = child(e.root()->nodeTree(), "best");
    EXPECT_EQ(best->classname()->str(), "TextBMFont");
    EXPECT_EQ(as<csb::TextBMFontOptions>(best)->text()->str(), "11:05");
    EXPECT_EQ(as<csb::TextBMFontOptions>(best)->fileNameData()->path()->str(), "fonts/digits.fnt");
    EXPECT_EQ(as<csb::TextBMFontOptions>(child(e.root()->nodeTree(), "default"))->text()->str(), "Fnt Text Label");
    EXPECT_FALSE(e.reported("best", "fntFile"));
}

// A Panel made in Diorama is cocos' Layout with its own background; a .csb has no layout
// type, so the children go where the layout put them and the type is reported.
TEST(CsbExport, APanelMadeInDioramaIsACocosLayoutWithItsBackgroundAndLaidOutChildren) {
    TempDir dir;
    writeFile(dir.path / "s.scene.json",
              R"({"format": "diorama.scene", "version": 1, "root": {"type": "Scene", "children": [
        {"type": "Panel", "name": "menu", "contentSize": [200, 100], "clippingEnabled": true, "touchEnabled": true,
         "layoutType": "vertical", "backgroundColor": [10, 20, 30], "backgroundGradient": true,
         "backgroundEndColor": [40, 50, 60], "backgroundVector": [0, 1], "backgroundOpacity": 120,
         "children": [{"type": "Node", "name": "item", "contentSize": [40, 30], "layoutGravity": "right"}]},
        {"type": "Panel", "name": "plain", "contentSize": [50, 50], "backgroundOpacity": 255}]}})");
    const Exported e = exportTo(dir.path / "s.scene.json", dir.path / "s.csb");
    ASSERT_TRUE(e.result.ok());
    ASSERT_EQ(verifyCsb(e.bytes), "");
    const csb::NodeTree* menu = child(e.root()->nodeTree(), "menu");
    EXPECT_EQ(menu->classname()->str(), "Panel");
    const auto* p = as<csb::PanelOptions>(menu);
    EXPECT_EQ(p->colorType(), 2);
    EXPECT_EQ(p->bgStartColor()->g(), 20);
    EXPECT_EQ(p->bgEndColor()->b(), 60);
    EXPECT_EQ(p->colorVector()->vectorY(), 1);
    EXPECT_EQ(p->bgColorOpacity(), 120);
    EXPECT_TRUE(p->clipEnabled());
    EXPECT_TRUE(p->widgetOptions()->touchEnabled());
    EXPECT_TRUE(e.reported("menu", "layoutType"));
    // Laid out before the export: the right edge, from the top (200 - 40, 100 - 30).
    const auto* item = widgetOf(child(menu, "item"));
    EXPECT_EQ(item->position()->x(), 160);
    EXPECT_EQ(item->position()->y(), 70);
    const auto* plain = as<csb::PanelOptions>(child(e.root()->nodeTree(), "plain"));
    EXPECT_EQ(plain->colorType(), 1);
    EXPECT_EQ(plain->bgColor()->r(), 255);
    EXPECT_FALSE(plain->clipEnabled());
    EXPECT_FALSE(e.reported("plain", "layoutType"));
}
