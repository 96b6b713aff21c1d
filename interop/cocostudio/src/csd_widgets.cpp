// The ui:: widgets' own options, as cocos2d-x 3.17's ButtonReader, CheckBoxReader,
// SliderReader, TextFieldReader and LoadingBarReader read them.
#include "diorama/nodes/button.h"
#include "diorama/nodes/check_box.h"
#include "diorama/nodes/list_view.h"
#include "diorama/nodes/page_view.h"
#include "diorama/nodes/slider.h"
#include "diorama/nodes/text_atlas.h"
#include "diorama/nodes/text_bmfont.h"
#include "diorama/nodes/text_field.h"
#include "diorama/render/texture_store.h"
#include "importer.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace diorama::cocostudio {

void Importer::stretchedImage(const CsdDocument& doc, const pugi::xml_node& fileData, Node& widget,
                              const std::string& path, Size csdSize) {
    widget.setContentSize(csdSize);
    assignImage(doc, fileData, widget, path);
    widget.setContentSize(csdSize);
}

Rect Importer::capInsetsOf(const CsdDocument& doc, const pugi::xml_node& el) {
    return Rect{{number(doc, el, "Scale9OriginX", 0), number(doc, el, "Scale9OriginY", 0)},
                {number(doc, el, "Scale9Width", 0), number(doc, el, "Scale9Height", 0)}};
}

// ButtonReader: the normal image stretched (or sliced) over Size, the pressed and
// disabled images, the title (ButtonText, FontSize 14 when absent, FontResource,
// TextColor white when absent), DisplayState as bright and enabled, and TouchEnable
// (false when absent, as WidgetReader leaves it).
void Importer::button(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                      Size csdSize) {
    auto& button = static_cast<Button&>(node);
    stretchedImage(doc, el.child("NormalFileData"), node, path, csdSize);
    set(doc, el, node, "flippedX", isTrue(el, "FlipX"));
    set(doc, el, node, "flippedY", isTrue(el, "FlipY"));
    if (isTrue(el, "Scale9Enable")) {
        set(doc, el, node, "scale9Enabled", true);
        set(doc, el, node, "capInsets", capInsetsOf(doc, el));
    }
    widgetImage(doc, el.child("PressedFileData"), button.pressedImage(), path);
    widgetImage(doc, el.child("DisabledFileData"), button.disabledImage(), path);

    set(doc, el, node, "titleText", std::string(el.attribute("ButtonText").as_string()));
    set(doc, el, node, "titleFontSize", number(doc, el, "FontSize", 14));
    if (const pugi::xml_node font = el.child("FontResource"); font && *font.attribute("Path").as_string()) {
        const std::string file = font.attribute("Path").as_string();
        if (locate(doc, font, path, "font", file)) set(doc, font, node, "titleFont", file);  // from the resource root
        button.setTitleFontPath(assetPath(file));  // saved relative to the output
    }
    set(doc, el, node, "titleColor", color(doc, el.child("TextColor")));
    widgetState(doc, el, node);
    textEffects(doc, el, node, path, "title");
}

void Importer::widgetState(const CsdDocument& doc, const pugi::xml_node& el, Node& node) {
    const bool display = !el.attribute("DisplayState") || isTrue(el, "DisplayState");
    set(doc, el, node, "enabled", display);
    set(doc, el, node, "touchEnabled", isTrue(el, "TouchEnable"));
}

// CheckBoxReader: the background (NormalBackFileData) stretched over Size, the selected
// and disabled backgrounds, the cross and the disabled cross when they are files,
// CheckedState as selected, and the widget's DisplayState and TouchEnable.
void Importer::checkBox(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                        Size csdSize) {
    auto& box = static_cast<CheckBox&>(node);
    stretchedImage(doc, el.child("NormalBackFileData"), node, path, csdSize);
    widgetImage(doc, el.child("PressedBackFileData"), box.backgroundSelectedImage(), path);
    widgetImage(doc, el.child("DisableBackFileData"), box.backgroundDisabledImage(), path);
    widgetImage(doc, el.child("NodeNormalFileData"), box.crossImage(), path);
    widgetImage(doc, el.child("NodeDisableFileData"), box.crossDisabledImage(), path);
    set(doc, el, node, "selected", isTrue(el, "CheckedState"));
    widgetState(doc, el, node);
}

// SliderReader: the bar (BackGroundData) stretched over Size, the progress bar and the
// three balls when they are files, PercentInfo (0 when absent, clamped to 0..100 as
// setPercent does) and the widget's DisplayState and TouchEnable. It reads no slicing.
void Importer::slider(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                      Size csdSize) {
    auto& slider = static_cast<Slider&>(node);
    stretchedImage(doc, el.child("BackGroundData"), node, path, csdSize);
    widgetImage(doc, el.child("ProgressBarData"), slider.progressBarImage(), path);
    widgetImage(doc, el.child("BallNormalData"), slider.ballNormalImage(), path);
    widgetImage(doc, el.child("BallPressedData"), slider.ballPressedImage(), path);
    widgetImage(doc, el.child("BallDisabledData"), slider.ballDisabledImage(), path);
    // atoi: a number's leading integer, 0 for none.
    const long percent = std::strtol(el.attribute("PercentInfo").as_string("0"), nullptr, 10);
    if (percent < 0 || percent > 100)
        warn(doc, el, path,
             "PercentInfo " + std::string(el.attribute("PercentInfo").as_string()) +
                 " is clamped to 0..100, as cocos' setPercent does");
    set(doc, el, node, "percent", int(std::clamp(percent, 0L, 100L)));
    widgetState(doc, el, node);
}

// TextFieldReader: PlaceHolderText ("Text Field" when absent), LabelText, FontSize (20),
// FontResource, MaxLengthEnable with MaxLengthText (10), PasswordEnable with
// PasswordStyleText ("*"), the box of Size whatever IsCustomSize says (the reader always
// turns off content adaptation), and TouchEnable. DisplayState is not read for it.
void Importer::textField(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                         Size csdSize) {
    auto& field = static_cast<TextField&>(node);
    set(doc, el, node, "contentSize", csdSize);
    set(doc, el, node, "placeHolder", std::string(el.attribute("PlaceHolderText").as_string("Text Field")));
    set(doc, el, node, "text", std::string(el.attribute("LabelText").as_string("")));
    set(doc, el, node, "fontSize", number(doc, el, "FontSize", 20));
    if (const pugi::xml_node font = el.child("FontResource"); font && *font.attribute("Path").as_string()) {
        const std::string file = font.attribute("Path").as_string();
        if (locate(doc, font, path, "font", file)) set(doc, font, node, "font", file);
        field.setFontPath(assetPath(file));
    }
    const bool maxLength = isTrue(el, "MaxLengthEnable");
    set(doc, el, node, "maxLengthEnabled", maxLength);
    if (maxLength) set(doc, el, node, "maxLength", integer(doc, el, "MaxLengthText", 10, 0, 1 << 20));
    const bool password = isTrue(el, "PasswordEnable");
    set(doc, el, node, "passwordEnabled", password);
    if (password)
        set(doc, el, node, "passwordStyleText", std::string(el.attribute("PasswordStyleText").as_string("*")));
    set(doc, el, node, "touchEnabled", isTrue(el, "TouchEnable"));
}

void Importer::widgetImage(const CsdDocument& doc, const pugi::xml_node& fileData, WidgetImage& slot,
                           const std::string& path) {
    const std::string file = fileData.attribute("Path").as_string();
    if (!fileData || file.empty()) return;
    const std::string type = fileData.attribute("Type").as_string("Normal");
    // Studio's built-in images are counted with the node's (countBuiltinImages).
    if (type == "Default") return;
    if (type == "PlistSubImage") {
        warn(doc, fileData, path,
             std::string(fileData.name()) +
                 ": a sprite-sheet frame is not shown in this widget image slot (the export keeps it)");
        return;
    }
    if (!locate(doc, fileData, path, "image", file)) {
        // A missing file that may yet be added keeps its path, as a sprite's does.
        if (mayBeAdded(file)) slot.load(placeholderTexture(), assetPath(file));
        return;
    }
    m_assets.setPointer(path);
    const TextureInfo texture = m_assets.texture(file);
    for (const AssetProblem& p : m_assets.problems()) warn(doc, fileData, path, p.message);
    m_assets.problems().clear();
    slot.load(texture, assetPath(file));
}

// LoadingBarReader: the image stretched over the widget's Size, ProgressInfo (80 when
// absent) and ProgressType, where anything but Left_To_Right reads as from the right.
void Importer::loadingBar(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                          Size csdSize) {
    stretchedImage(doc, el.child("ImageFileData"), node, path, csdSize);
    const float percent = number(doc, el, "ProgressInfo", 80);
    if (percent < 0 || percent > 100)
        warn(doc, el, path,
             "ProgressInfo " + std::string(el.attribute("ProgressInfo").as_string()) +
                 " is clamped to 0..100, as cocos' setPercent does");
    set(doc, el, node, "percent", std::clamp(percent, 0.0f, 100.0f));
    const std::string direction = el.attribute("ProgressType").as_string("Left_To_Right");
    if (direction != "Left_To_Right" && direction != "Right_To_Left")
        warn(doc, el, path, "ProgressType \"" + direction + "\" reads as Right_To_Left, as cocos' reader reads it");
    set(doc, el, node, "direction", direction == "Left_To_Right" ? 0 : 1);
    if (isTrue(el, "Scale9Enable"))
        warn(doc, el, path, "a sliced loading bar (Scale9Enable) is drawn stretched; the export keeps its slicing");
}

// ScrollViewReader: the Layout's size, clipping and solid or gradient background, then InnerNodeSize
// (200 x 300 when absent), ScrollDirectionType and IsBounceEnabled; TouchEnable. The children's csd
// positions are in the inner container, as here.
void Importer::scrollView(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                          Size csdSize) {
    set(doc, el, node, "contentSize", csdSize);
    set(doc, el, node, "clippingEnabled", isTrue(el, "ClipAble"));
    const pugi::xml_node inner = el.child("InnerNodeSize");
    set(doc, el, node, "innerContainerSize", Size{number(doc, inner, "Width", 200), number(doc, inner, "Height", 300)});
    const std::string direction = el.attribute("ScrollDirectionType").as_string();
    set(doc, el, node, "direction",
        direction == "Vertical"              ? 1
        : direction == "Horizontal"          ? 2
        : direction == "Vertical_Horizontal" ? 3
                                             : 0);
    set(doc, el, node, "bounceEnabled", isTrue(el, "IsBounceEnabled"));
    set(doc, el, node, "touchEnabled", isTrue(el, "TouchEnable"));  // WidgetReader: off when absent
    const int combo = integer(doc, el, "ComboBoxIndex", 0, 0, 2);
    if (combo != 0) {
        set(doc, el, node, "backgroundColor", color(doc, el.child(combo == 1 ? "SingleColor" : "FirstColor")));
        set(doc, el, node, "backgroundOpacity", integer(doc, el, "BackColorAlpha", 255, 0, 255));
        if (combo == 2) {
            set(doc, el, node, "backgroundGradient", true);
            set(doc, el, node, "backgroundEndColor", color(doc, el.child("EndColor")));
            const pugi::xml_node v = el.child("ColorVector");
            set(doc, el, node, "backgroundVector", Vec2{number(doc, v, "ScaleX", 0), number(doc, v, "ScaleY", -0.5f)});
        }
    }
    // LayoutReader's background image: Scale9Enable and the insets, then the file.
    auto& view = static_cast<ScrollView&>(node);
    if (isTrue(el, "Scale9Enable")) {
        set(doc, el, node, "backgroundImageScale9Enabled", true);
        set(doc, el, node, "backgroundImageCapInsets", capInsetsOf(doc, el));
    }
    widgetImage(doc, el.child("FileData"), view.backgroundImage(), path);
    view.imagesChanged();
}

// ListViewReader: a ScrollView's options except its ScrollDirectionType, then DirectionType
// (absent: horizontal), the gravity across it from VerticalType or HorizontalType, and
// ItemMargin. The items' csd positions give way to the list's layout, as in cocos.
void Importer::listView(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                        Size csdSize) {
    scrollView(doc, el, node, path, csdSize);
    using G = ListView::Gravity;
    const std::string direction = el.attribute("DirectionType").as_string();
    if (direction.empty()) {
        set(doc, el, node, "direction", int(ScrollView::Direction::Horizontal));
        const std::string across = el.attribute("VerticalType").as_string();
        if (across.empty()) set(doc, el, node, "gravity", int(G::Top));
        if (across == "Align_Bottom") set(doc, el, node, "gravity", int(G::Bottom));
        if (across == "Align_VerticalCenter") set(doc, el, node, "gravity", int(G::CenterVertical));
    } else if (direction == "Vertical") {
        set(doc, el, node, "direction", int(ScrollView::Direction::Vertical));
        const std::string across = el.attribute("HorizontalType").as_string();
        if (across.empty()) set(doc, el, node, "gravity", int(G::Left));
        if (across == "Align_Right") set(doc, el, node, "gravity", int(G::Right));
        if (across == "Align_HorizontalCenter") set(doc, el, node, "gravity", int(G::CenterHorizontal));
    } else {
        warn(doc, el, path, "DirectionType \"" + direction + "\" is not read: cocos' ListView stays vertical");
        set(doc, el, node, "direction", int(ScrollView::Direction::Vertical));
    }
    // The csb holds the margin as an integer.
    const float margin = number(doc, el, "ItemMargin", 0);
    if (margin != std::trunc(margin))
        warn(doc, el, path,
             std::string("ItemMargin ") + el.attribute("ItemMargin").as_string() +
                 " is an integer in a .csb: it reads as its integer part");
    set(doc, el, node, "itemsMargin", std::trunc(margin));
}

// PageViewReader: a Layout's size, clipping, background and TouchEnable; the view pages
// horizontally. cocos adds only Panel children as pages (addPage) and drops the others.
void Importer::pageView(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                        Size csdSize) {
    scrollView(doc, el, node, path, csdSize);
    set(doc, el, node, "direction", int(ScrollView::Direction::Horizontal));
    for (const pugi::xml_node page : el.child("Children").children()) {
        const std::string ctype = page.attribute("ctype").as_string();
        if (ctype != "PanelObjectData")
            warn(doc, page, path,
                 "a PageView's " + ctype + " child is not a page: cocos drops it, Diorama shows it as a page");
    }
}

Importer::FileOnly Importer::fileOnlyOption(const CsdDocument& doc, const pugi::xml_node& option,
                                            const std::string& path, const char* what, const char* kind,
                                            std::string& file) {
    file = option.attribute("Path").as_string();
    const std::string type = option.attribute("Type").as_string("Normal");
    if (file.empty()) return FileOnly::None;
    if (type != "Normal") {
        warn(doc, option, path,
             std::string(option.name()) + ": cocos reads " + what + " from a file only, not a " + type +
                 " one: the game draws nothing");
        return FileOnly::None;
    }
    if (locate(doc, option, path, kind, file)) return FileOnly::Found;
    return mayBeAdded(file) ? FileOnly::Missing : FileOnly::None;
}

// TextAtlasReader: setProperty(LabelText ("0123456789" when absent), the character map
// file, CharWidth, CharHeight, StartChar), then the size the text takes
// (ignoreContentAdaptWithSize), whatever Size says.
void Importer::textAtlas(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path) {
    auto& atlas = static_cast<TextAtlas&>(node);
    const pugi::xml_node map = el.child("LabelAtlasFileImage_CNB");
    std::string file;
    const FileOnly found = fileOnlyOption(doc, map, path, "a character map", "image", file);
    if (found == FileOnly::Found)
        atlas.setCharMap(loadAt(doc, map, path, [&] { return m_assets.texture(file); }), assetPath(file));
    else if (found == FileOnly::Missing)
        atlas.setCharMap(placeholderTexture(), assetPath(file));  // a missing file keeps its path
    set(doc, el, node, "itemWidth", integer(doc, el, "CharWidth", 0, 0, 4096));
    set(doc, el, node, "itemHeight", integer(doc, el, "CharHeight", 0, 0, 4096));
    set(doc, el, node, "startChar", std::string(el.attribute("StartChar").as_string()));
    set(doc, el, node, "text", std::string(el.attribute("LabelText").as_string("0123456789")));
}

// TextBMFontReader: the .fnt, then LabelText ("Fnt Text Label" when absent); the size is
// the text's, whatever Size says.
void Importer::textBMFont(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path) {
    auto& label = static_cast<TextBMFont&>(node);
    const pugi::xml_node fnt = el.child("LabelBMFontFile_CNB");
    std::string file;
    const FileOnly found = fileOnlyOption(doc, fnt, path, "a bitmap font", "bitmap font", file);
    if (found == FileOnly::Found)
        label.setFont(loadAt(doc, fnt, path, [&] { return m_assets.bitmapFont(file); }), assetPath(file));
    else if (found == FileOnly::Missing)
        label.setFont(nullptr, assetPath(file));  // a missing file keeps its path
    set(doc, el, node, "text", std::string(el.attribute("LabelText").as_string("Fnt Text Label")));
}

}  // namespace diorama::cocostudio
