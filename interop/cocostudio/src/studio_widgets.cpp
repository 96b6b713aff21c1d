// The Converter's widget writers: each cocos widget's options from the node that shows it.
#include "studio_classes.h"
#include "studio_converter.h"

#include "diorama/nodes/button.h"
#include "diorama/nodes/check_box.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/list_view.h"
#include "diorama/nodes/page_view.h"
#include "diorama/nodes/panel.h"
#include "diorama/nodes/scroll_view.h"
#include "diorama/nodes/slider.h"
#include "diorama/nodes/sprite.h"
#include "diorama/nodes/text_atlas.h"
#include "diorama/nodes/text_bmfont.h"
#include "diorama/nodes/text_field.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace diorama::cocostudio::detail {

void Converter::imageInto(const Sprite& sprite, StudioElement& e, const std::string& path) {
    if (!sprite.spriteFrameName().empty()) {
        const std::string plist = resourcePath(sprite.atlasPath(), path, "atlas");
        e.attributes.set("Type", "PlistSubImage");
        e.attributes.set("Path", sprite.spriteFrameName());
        e.attributes.set("Plist", plist);
        return;
    }
    // Studio's own images (Type="Default") ship with Studio: kept as the importer found them.
    // The importer shows them as sized placeholders, with or without their path.
    if (e.attributes.get("Type") == "Default" && sprite.texturePath().empty()) return;
    if (e.attributes.get("Type") == "Default" && !sprite.texturePath().empty()) {
        const fs::path full = (m_sceneDir / sprite.texturePath()).lexically_normal();
        if (full.lexically_relative(m_context.resourceRoot).generic_string() == e.attributes.get("Path")) return;
    }
    e.attributes.set("Type", "Normal");
    e.attributes.set(
        "Path", sprite.texturePath().empty() ? std::string() : resourcePath(sprite.texturePath(), path, "texture"));
    e.attributes.setUnlessDefault("Plist", "", "");
}

void Converter::fontInto(float size, const std::string& fontPath, const char* sizeKey, StudioNode& out) {
    out.attributes.set("FontSize", studioNumber(std::floor(size)));
    if (size != std::floor(size))
        issue(out.path, sizeKey,
              "cocos' font sizes are whole numbers: " + studioNumber(size) + " is written as " +
                  studioNumber(std::floor(size)));
    if (fontPath.empty()) return;
    StudioElement& font = out.element("FontResource");
    font.attributes.set("Type", "Normal");
    font.attributes.set("Path", resourcePath(fontPath, out.path, "font"));
    font.attributes.set("Plist", "");
}

// ButtonOptions: the three images, the slicing, the title and DisplayState, which cocos'
// reader gives to both bright and enabled.
void Converter::buttonInto(const Button& button, StudioNode& out) {
    imageInto(button, out.element("NormalFileData"), out.path);
    const StudioElement* normal = out.findElement("NormalFileData");
    if (button.spriteFrameName().empty() && button.texturePath().empty() &&
        !(normal && normal->attributes.get("Type") == "Default"))
        issue(out.path, "texture", "a Button without a normal image shows only its title in cocos");
    widgetImageInto(button.pressedImage(), out, "PressedFileData");
    widgetImageInto(button.disabledImage(), out, "DisabledFileData");
    setScale9(out, button.isScale9Enabled() ? &button : nullptr);
    out.attributes.set("ButtonText", button.titleText());
    fontInto(button.titleFontSize(), button.titleFontPath(), "titleFontSize", out);
    if (button.titleColor() != Color3B::white() || out.findElement("TextColor"))
        setColor(out.element("TextColor"), button.titleColor());
    textEffects(button.titleRenderer(), out);
    widgetStateInto(button, out);
    if (button.isPressedActionEnabled() || button.zoomScale() != Button::kDefaultZoomScale)
        issue(out.path, "pressedActionEnabled/zoomScale",
              "a Studio ButtonObjectData has no zoom options: cocos uses no pressed action and 0.1 (set them in code)");
    if (button.blend() != BlendMode::Alpha)
        issue(out.path, "blend", "a Studio ButtonObjectData has no blend function: drawn with alpha blending");
}

void Converter::widgetImageInto(const WidgetImage& image, StudioNode& out, const char* element) {
    if (!image.path().empty()) {
        StudioElement& e = out.element(element);
        e.attributes.set("Type", "Normal");
        e.attributes.set("Path", resourcePath(image.path(), out.path, "texture"));
        e.attributes.setUnlessDefault("Plist", "", "");
        return;
    }
    // Studio's own images and sheet frames were kept as Studio wrote them; a file image
    // the widget no longer has goes.
    if (const StudioElement* kept = out.findElement(element); kept && kept->attributes.get("Type") == "Normal")
        std::erase_if(out.elements, [&](const StudioElement& e) { return e.name == element; });
}

void Converter::widgetStateInto(const Widget& widget, StudioNode& out) {
    out.attributes.setUnlessDefault("DisplayState", widget.isBright() ? "True" : "False", "True");
    if (widget.isEnabled() != widget.isBright())
        issue(out.path, "enabled",
              std::string("cocos' reader sets enabled and bright together from DisplayState: it is ") +
                  (widget.isBright() ? "enabled" : "disabled") + " there");
    out.attributes.setUnlessDefault("TouchEnable", widget.isTouchEnabled() ? "True" : "False", "False");
}

// CheckBoxOptions: the background and its selected and disabled looks, the cross and its
// disabled look, CheckedState and DisplayState.
void Converter::checkBoxInto(const CheckBox& box, StudioNode& out) {
    imageInto(box, out.element("NormalBackFileData"), out.path);
    widgetImageInto(box.backgroundSelectedImage(), out, "PressedBackFileData");
    widgetImageInto(box.backgroundDisabledImage(), out, "DisableBackFileData");
    widgetImageInto(box.crossImage(), out, "NodeNormalFileData");
    widgetImageInto(box.crossDisabledImage(), out, "NodeDisableFileData");
    out.attributes.setUnlessDefault("CheckedState", box.isSelected() ? "True" : "False", "False");
    widgetStateInto(box, out);
    if (box.zoomScale() != CheckBox::kDefaultZoomScale)
        issue(out.path, "zoomScale", "a Studio CheckBoxObjectData has no zoom scale: cocos uses 0.1 (set it in code)");
    if (box.blend() != BlendMode::Alpha)
        issue(out.path, "blend", "a Studio CheckBoxObjectData has no blend function: drawn with alpha blending");
}

// SliderOptions: the bar, the progress bar, the three balls, PercentInfo and DisplayState.
// SliderReader reads no slicing, zoom scale or maximum percent.
void Converter::sliderInto(const Slider& slider, StudioNode& out) {
    imageInto(slider, out.element("BackGroundData"), out.path);
    widgetImageInto(slider.progressBarImage(), out, "ProgressBarData");
    widgetImageInto(slider.ballNormalImage(), out, "BallNormalData");
    widgetImageInto(slider.ballPressedImage(), out, "BallPressedData");
    widgetImageInto(slider.ballDisabledImage(), out, "BallDisabledData");
    out.attributes.setUnlessDefault("PercentInfo", std::to_string(slider.percent()), "0");
    widgetStateInto(slider, out);
    if (slider.maxPercent() != Slider::kDefaultMaxPercent)
        issue(out.path, "maxPercent",
              "a Studio SliderObjectData has no maximum percent: cocos uses 100, so PercentInfo " +
                  std::to_string(slider.percent()) + " places the ball differently (set it in code)");
    if (slider.isScale9Enabled())
        issue(out.path, "scale9Enabled", "cocos' SliderReader reads no slicing: the bar is drawn stretched");
    if (slider.zoomScale() != Slider::kDefaultZoomScale)
        issue(out.path, "zoomScale", "a Studio SliderObjectData has no zoom scale: cocos uses 0.1 (set it in code)");
    if (slider.blend() != BlendMode::Alpha)
        issue(out.path, "blend", "a Studio SliderObjectData has no blend function: drawn with alpha blending");
}

// TextFieldOptions: the placeholder, the text, the font, the length limit and the password
// mask. TextFieldReader gives the box the widget's Size and reads no colours of its own:
// the node's colour (CColor) tints the text.
void Converter::textFieldInto(const TextField& field, StudioNode& out) {
    out.attributes.set("PlaceHolderText", field.placeHolder());
    out.attributes.set("LabelText", field.text());
    fontInto(field.fontSize(), field.fontPath(), "fontSize", out);
    out.attributes.setUnlessDefault("MaxLengthEnable", field.isMaxLengthEnabled() ? "True" : "False", "False");
    out.attributes.setUnlessDefault("MaxLengthText", std::to_string(field.maxLength()), "10");
    out.attributes.setUnlessDefault("PasswordEnable", field.isPasswordEnabled() ? "True" : "False", "False");
    out.attributes.setUnlessDefault("PasswordStyleText", field.passwordStyleText(), "*");
    out.attributes.setUnlessDefault("TouchEnable", field.isTouchEnabled() ? "True" : "False", "False");
    if (field.placeHolderColor() != TextField::kDefaultPlaceHolderColor)
        issue(out.path, "placeHolderColor",
              "a Studio TextFieldObjectData has no placeholder colour: cocos draws it gray");
    if (field.textColor() != Color3B::white())
        issue(out.path, "textColor",
              "a Studio TextFieldObjectData has no text colour: cocos draws it white, tinted by the node's colour");
    if (!field.isEnabled() || !field.isBright())
        issue(out.path, "enabled", "cocos' TextFieldReader reads no DisplayState: the field is enabled there");
    if (field.isCursorEnabled())
        issue(out.path, "cursorEnabled",
              "a Studio TextFieldObjectData has no cursor: cocos' TextField shows none (setCursorEnabled in code)");
}

// The importer builds a Studio Panel as cocos' Layout does: a node with its background
// colour (or gradient) and image as children marked cocosStudio.panelBackground. They go
// back into the Panel's options, with what they show now.
// cocos' TextReader makes CColor the Text's text colour (setTextColor) and leaves the
// node's colour white: what shows is the text colour times the node's, and the node's own
// colour, which would tint children, is lost.
void Converter::textColorInto(const Label& label, StudioNode& out) {
    const Color3B node = label.color(), text = label.textColor();
    setColor(out.element("CColor"), modulate(node, text));
    if (node != Color3B::white() && (text != Color3B::white() || label.childCount() > 0))
        issue(out.path, "color",
              "a Studio Text's CColor is its text colour and its node's colour stays white: written as the colour "
              "the text shows, which does not tint its children or multiply its outline and shadow");
}

// A Text's alignment and custom size (its text area). What cocos' Text has no option for
// is reported: the game draws it as the option's default.
void Converter::textArea(const Label& label, StudioNode& out) {
    static const char* const kHorizontal[] = {"HT_Left", "HT_Center", "HT_Right"};
    static const char* const kVertical[] = {"VT_Top", "VT_Center", "VT_Bottom"};
    out.attributes.setUnlessDefault("HorizontalAlignmentType", kHorizontal[int(label.horizontalAlignment())],
                                    "HT_Left");
    out.attributes.setUnlessDefault("VerticalAlignmentType", kVertical[int(label.verticalAlignment())], "VT_Top");
    const Size area = label.dimensions();
    const bool custom = area.width > 0 || area.height > 0;
    out.attributes.setUnlessDefault("IsCustomSize", custom ? "True" : "False", "False");
    if (custom) {
        const Size size = label.measuredSize();
        setPair(out.element("Size"), "X", "Y", size.width, size.height);
        if (area.width <= 0 || area.height <= 0)
            issue(out.path, "dimensions",
                  "a Studio text area has both sides: written as " + studioNumber(size.width) + "x" +
                      studioNumber(size.height) + ", the size the text takes now");
        if (!label.isWrapEnabled()) issue(out.path, "enableWrap", "a Studio text area always wraps: the game wraps it");
    }
    if (label.overflow() != LabelOverflow::None)
        issue(out.path, "overflow", "Studio's Text has no overflow: the game draws all of the text (none)");
    if (label.lineHeight() != 0.0f)
        issue(out.path, "lineHeight", "Studio's Text has no line height: the game uses the font's");
    if (label.lineSpacing() != 0.0f)
        issue(out.path, "lineSpacing", "Studio's Text has no line spacing: the game uses 0");
    if (label.additionalKerning() != 0.0f)
        issue(out.path, "additionalKerning", "Studio's Text has no letter spacing: the game uses 0");
}

// TextReader's enableOutline and enableShadow (ButtonReader's, on the title). An effect left as a new label has it is
// not written, so a file imported before labels drew effects keeps the options Studio
// wrote (they are kept verbatim there).
void Converter::textEffects(const Label& label, StudioNode& out) {
    if (const TextOutline& o = label.outline(); o != TextOutline{}) {
        out.attributes.set("OutlineEnabled", o.enabled ? "True" : "False");
        out.attributes.set("OutlineSize", std::to_string(o.size));
        setColor(out.element("OutlineColor"), o.color, o.opacity);
    }
    if (const TextShadow& s = label.shadow(); s != TextShadow{}) {
        out.attributes.set("ShadowEnabled", s.enabled ? "True" : "False");
        out.attributes.set("ShadowOffsetX", studioNumber(s.offset.x));
        out.attributes.set("ShadowOffsetY", studioNumber(s.offset.y));
        setColor(out.element("ShadowColor"), s.color, s.opacity);
    }
}

// TextAtlasOptions: setProperty's arguments. cocos takes the first byte of StartChar.
void Converter::textAtlasInto(const TextAtlas& atlas, StudioNode& out) {
    out.attributes.set("LabelText", atlas.text());
    out.attributes.set("CharWidth", std::to_string(atlas.itemWidth()));
    out.attributes.set("CharHeight", std::to_string(atlas.itemHeight()));
    out.attributes.set("StartChar", atlas.startChar());
    // A sheet frame or Studio image the importer kept stays as Studio wrote it while the node
    // has no map of its own: cocos draws nothing for it either way (the import said so).
    const StudioElement* kept = out.findElement("LabelAtlasFileImage_CNB");
    if (!atlas.charMapPath().empty() || !kept || kept->attributes.get("Type") == "Normal") {
        StudioElement& map = out.element("LabelAtlasFileImage_CNB");
        map.attributes.set("Type", "Normal");
        map.attributes.set("Path", atlas.charMapPath().empty()
                                       ? std::string()
                                       : resourcePath(atlas.charMapPath(), out.path, "charMapFile"));
        map.attributes.set("Plist", "");
        if (atlas.charMapPath().empty())
            issue(out.path, "charMapFile", "a TextAtlas without a character map shows nothing in cocos");
    }
    if (atlas.startChar().size() > 1)
        issue(out.path, "startChar", "cocos reads only the first byte of '" + atlas.startChar() + "'");
}

// TextBMFontOptions: the .fnt and the text. A font Studio named in a way cocos cannot read,
// which the importer kept, stays as Studio wrote it while the node has no font of its own.
void Converter::textBMFontInto(const TextBMFont& label, StudioNode& out) {
    out.attributes.set("LabelText", label.text());
    const StudioElement* kept = out.findElement("LabelBMFontFile_CNB");
    if (label.fntFile().empty() && kept && kept->attributes.get("Type") != "Normal") return;
    StudioElement& fnt = out.element("LabelBMFontFile_CNB");
    fnt.attributes.set("Type", "Normal");
    fnt.attributes.set("Path",
                       label.fntFile().empty() ? std::string() : resourcePath(label.fntFile(), out.path, "fntFile"));
    fnt.attributes.set("Plist", "");
    if (label.fntFile().empty())
        issue(out.path, "fntFile", "a TextBMFont without a bitmap font shows nothing in cocos");
}

// ScrollViewOptions: the view's options over the kept ones. The background (solid or a
// gradient) is written from the node unless the kept options already say the same; a kept
// image stays.
// Studio has no scroll bar options: a cocos game shows its default bars on every
// ScrollView and ListView, and none on a PageView.
void Converter::scrollBarIssues(const ScrollView& view, bool pages, StudioNode& out) {
    using Bar = ScrollViewBar;
    const bool cocosDefault = !pages;
    const char* shows = pages ? "a cocos PageView shows no scroll bars" : "a cocos game shows its default scroll bars";
    if (view.isScrollBarEnabled() != cocosDefault) {
        issue(out.path, "scrollBarEnabled", std::string("a .csb holds no scroll bar settings: ") + shows);
        return;
    }
    if (!view.isScrollBarEnabled()) return;
    const Vec2 corner{Bar::kDefaultMargin, Bar::kDefaultMargin};
    const std::pair<const char*, bool> settings[] = {
        {"scrollBarWidth", view.scrollBarWidth() != Bar::kDefaultWidth},
        {"scrollBarColor", view.scrollBarColor() != Bar::kDefaultColor},
        {"scrollBarOpacity", view.scrollBarOpacity() != Bar::kDefaultOpacity},
        {"scrollBarAutoHideEnabled", !view.isScrollBarAutoHideEnabled()},
        {"scrollBarAutoHideTime", view.scrollBarAutoHideTime() != Bar::kDefaultAutoHideTime},
        {"scrollBarPositionFromCornerForVertical", view.scrollBarPositionFromCornerForVertical() != corner},
        {"scrollBarPositionFromCornerForHorizontal", view.scrollBarPositionFromCornerForHorizontal() != corner},
    };
    for (const auto& [key, changed] : settings)
        if (changed) issue(out.path, key, std::string("a .csb holds no scroll bar settings: ") + shows);
}

void Converter::scrollViewInto(const ScrollView& view, StudioNode& out) {
    out.attributes.setUnlessDefault("ClipAble", view.isClippingEnabled() ? "True" : "False", "False");
    out.attributes.setUnlessDefault("IsBounceEnabled", view.isBounceEnabled() ? "True" : "False", "False");
    out.attributes.setUnlessDefault("TouchEnable", view.isTouchEnabled() ? "True" : "False", "False");
    static const char* const kDirections[] = {"", "Vertical", "Horizontal", "Vertical_Horizontal"};
    const bool pages = out.ctype == "PageViewObjectData";
    if (out.ctype == "ListViewObjectData" || pages) {
        // ListViewReader reads DirectionType instead (listViewInto); a PageView has none.
    } else if (view.direction() == ScrollView::Direction::None)
        out.attributes.erase("ScrollDirectionType");
    else
        out.attributes.set("ScrollDirectionType", kDirections[int(view.direction())]);
    scrollBarIssues(view, pages, out);
    backgroundImageInto(view.background(), out);
    const Size inner = view.innerContainerSize();
    const StudioElement* kept = out.findElement("InnerNodeSize");
    const Size keptSize = kept ? Size{parseStudioNumber(kept->attributes.get("Width"), 200),
                                      parseStudioNumber(kept->attributes.get("Height"), 300)}
                               : Size{200, 300};
    // A ListView sizes its container itself, whatever the file says; a kept size stays.
    const bool derived = (out.ctype == "ListViewObjectData" && kept) || pages;
    if (!derived && (!kept || keptSize != inner))
        setPair(out.element("InnerNodeSize"), "Width", "Height", inner.width, inner.height);

    backgroundColourInto(view.background(), out);
}

// A Layout's background options (PanelOptions, and the same fields of ScrollViewOptions).
void Converter::backgroundImageInto(const LayoutBackground& background, StudioNode& out) {
    widgetImageInto(background.image, out, "FileData");
    if (background.image.isLoaded())
        setScale9(out, background.imageScale9Enabled ? background.image.sprite() : nullptr);
}

// The colour, written only where the kept options do not already say it.
void Converter::backgroundColourInto(const LayoutBackground& background, StudioNode& out) {
    // What the kept options say, read as LayoutReader reads them.
    const int combo = std::clamp(parseStudioInt(out.attributes.get("ComboBoxIndex", "0"), 0), 0, 2);
    auto keptColour = [&](const char* element) -> std::optional<Color3B> {
        const StudioElement* e = out.findElement(element);
        if (!e) return std::nullopt;
        auto channel = [&](const char* c) {
            return std::uint8_t(std::clamp(parseStudioInt(e->attributes.get(c, "255"), 255), 0, 255));
        };
        return Color3B{channel("R"), channel("G"), channel("B")};
    };
    const int keptOpacity =
        combo == 0 ? 0 : std::clamp(parseStudioInt(out.attributes.get("BackColorAlpha", "255"), 255), 0, 255);
    const StudioElement* keptVector = out.findElement("ColorVector");
    const Vec2 vector = keptVector ? Vec2{parseStudioNumber(keptVector->attributes.get("ScaleX"), 0),
                                          parseStudioNumber(keptVector->attributes.get("ScaleY"), -0.5f)}
                                   : Vec2{0, -0.5f};
    const bool gradient = background.gradient;
    const bool sameGradient = combo == 2 && keptColour("FirstColor") == background.color &&
                              keptColour("EndColor") == background.endColor && vector == background.vector;
    // An import from before gradients were drawn showed a kept gradient in its first colour.
    const bool olderImport = combo == 2 && keptColour("FirstColor") == background.color;
    const bool sameSolid = combo == 1 && keptColour("SingleColor") == background.color;
    const bool asKept = keptOpacity == background.opacity &&
                        (background.opacity == 0 || (gradient ? sameGradient : sameSolid || olderImport));
    if (asKept) return;
    out.attributes.set("ComboBoxIndex", background.opacity == 0 ? "0" : gradient ? "2" : "1");
    out.attributes.set("BackColorAlpha", std::to_string(background.opacity));
    if (!gradient) {
        setColor(out.element("SingleColor"), background.color);
        return;
    }
    setColor(out.element("FirstColor"), background.color);
    setColor(out.element("EndColor"), background.endColor);
    setPair(out.element("ColorVector"), "ScaleX", "ScaleY", background.vector.x, background.vector.y);
}

// PanelOptions: clipping, touch, the background. A .csb holds no layout type (csd-format.md
// section 7): the children go where the layout put them, which is where a cocos game
// shows them, but the game does not lay them out again.
void Converter::panelInto(const Panel& panel, StudioNode& out) {
    out.attributes.setUnlessDefault("ClipAble", panel.isClippingEnabled() ? "True" : "False", "False");
    out.attributes.setUnlessDefault("TouchEnable", panel.isTouchEnabled() ? "True" : "False", "False");
    backgroundImageInto(panel.background(), out);
    backgroundColourInto(panel.background(), out);
    if (panel.layoutType() != Panel::LayoutType::Absolute)
        issue(out.path, "layoutType",
              "a .csb holds no layout type: a cocos game shows the children where this layout put them, and "
              "does not lay them out again");
}

// ListViewOptions: the ScrollView's, then the direction (ListViewReader: DirectionType
// "Vertical", or absent for horizontal), the gravity across it and the integer margin. A
// list laid out in none or both directions has no Studio form: it goes as vertical, the
// way it stacks.
void Converter::listViewInto(const ListView& list, StudioNode& out) {
    scrollViewInto(list, out);
    using G = ListView::Gravity;
    const G g = list.gravity();
    const bool horizontal = list.stacksHorizontally();
    if (list.direction() == ScrollView::Direction::None || list.direction() == ScrollView::Direction::Both)
        issue(out.path, "direction",
              "cocos' ListView scrolls vertically or horizontally: exported as a " +
                  std::string(horizontal ? "horizontal" : "vertical") + " list");
    if (horizontal) {
        out.attributes.erase("DirectionType");
        out.attributes.erase("HorizontalType");
        const char* across = g == G::Bottom ? "Align_Bottom" : g == G::CenterVertical ? "Align_VerticalCenter" : "";
        if (!list.gravityApplies(g))
            issue(out.path, "gravity",
                  "a horizontal list aligns its items to the top, the bottom or the centre: "
                  "exported as top, as cocos shows it");
        if (*across)
            out.attributes.set("VerticalType", across);
        else
            out.attributes.erase("VerticalType");
    } else {
        out.attributes.set("DirectionType", "Vertical");
        out.attributes.erase("VerticalType");
        const char* across = g == G::Right ? "Align_Right" : g == G::CenterHorizontal ? "Align_HorizontalCenter" : "";
        if (!list.gravityApplies(g))
            issue(out.path, "gravity",
                  "a vertical list aligns its items to the left, the right or the centre: "
                  "exported as left, as cocos shows it");
        if (*across)
            out.attributes.set("HorizontalType", across);
        else
            out.attributes.erase("HorizontalType");
    }
    magnetIssues(list, false, out);
    paddingIssues(list, out);
    const float margin = list.itemsMargin();
    if (margin != std::trunc(margin))
        issue(out.path, "itemsMargin",
              "a .csb holds the margin as an integer: exported as " + std::to_string(int(std::trunc(margin))));
    // A kept margin that reads as this one stays as Studio wrote it.
    if (std::trunc(parseStudioNumber(out.attributes.get("ItemMargin"), 0)) != std::trunc(margin))
        out.attributes.setUnlessDefault("ItemMargin", std::to_string(int(std::trunc(margin))), "0");
}

// PageViewOptions are a Panel's: PageViewReader reads no direction, so a game's PageView
// pages horizontally.
// Studio has no magnetic options: a cocos ListView stops anywhere, a PageView centres.
void Converter::magnetIssues(const ListView& list, bool cocosCentres, StudioNode& out) {
    const auto cocosDefault = cocosCentres ? ListView::MagneticType::Center : ListView::MagneticType::None;
    if (list.magneticType() != cocosDefault)
        issue(out.path, "magneticType",
              !cocosCentres ? "a .csb holds no magnetic type: a cocos game's list stops wherever the scroll ends"
                            : "a .csb holds no magnetic type: a cocos game's PageView centres its pages");
    if (!list.magneticAllowedOutOfBoundary())
        issue(out.path, "magneticAllowedOutOfBoundary",
              "a .csb holds no magnetic settings: a cocos game lets the end items come to the magnet");
}

// Studio has no padding option, and ListViewOptions no field for one.
void Converter::paddingIssues(const ListView& list, StudioNode& out) {
    const std::pair<const char*, float> sides[] = {{"leftPadding", list.leftPadding()},
                                                   {"topPadding", list.topPadding()},
                                                   {"rightPadding", list.rightPadding()},
                                                   {"bottomPadding", list.bottomPadding()}};
    for (const auto& [key, value] : sides)
        if (value != 0.0f) issue(out.path, key, "a .csb holds no padding: a cocos game's list has none");
}

void Converter::pageViewInto(const PageView& view, StudioNode& out) {
    scrollViewInto(view, out);
    magnetIssues(view, true, out);
    paddingIssues(view, out);
    if (view.direction() != ScrollView::Direction::Horizontal)
        issue(out.path, "direction", "a Studio PageView pages horizontally: exported as a horizontal one");
    if (view.itemsMargin() != 0.0f)
        issue(out.path, "itemsMargin", "a Studio PageView has no margin between pages: exported without one");
    // PageViewOptions have no indicator fields: cocos' PageViewReader leaves it off.
    if (view.isIndicatorEnabled())
        issue(out.path, "indicatorEnabled",
              "a .csb holds no page indicator: a cocos game shows one only after setIndicatorEnabled(true)");
}

}  // namespace diorama::cocostudio::detail
