#include "csb_writer.h"

#include "csb_generated.h"
#include "csb_timelines.h"

#include <algorithm>
#include <set>

namespace diorama::cocostudio {

namespace fb = flatbuffers;

namespace {

// The converter's reading of one node's attributes and elements.
struct Reader {
    const StudioNode& node;

    std::string text(const char* name, const char* fallback = "") const { return node.attributes.get(name, fallback); }
    float number(const char* name, float fallback) const {
        const std::string* v = node.attributes.find(name);
        return v ? parseStudioNumber(*v, fallback) : fallback;
    }
    int integer(const char* name, int fallback) const {
        const std::string* v = node.attributes.find(name);
        return v ? parseStudioInt(*v, fallback) : fallback;
    }
    bool flag(const char* name, bool fallback = false) const {
        const std::string* v = node.attributes.find(name);
        return v ? parseStudioBool(*v, fallback) : fallback;
    }
    float elementNumber(const char* element, const char* name, float fallback) const {
        const StudioElement* e = node.findElement(element);
        const std::string* v = e ? e->attributes.find(name) : nullptr;
        return v ? parseStudioNumber(*v, fallback) : fallback;
    }
    std::uint8_t channel(const StudioElement* e, const char* name, int fallback) const {
        const std::string* v = e ? e->attributes.find(name) : nullptr;
        const int value = v ? parseStudioInt(*v, fallback) : fallback;
        return std::uint8_t(std::clamp(value, 0, 255));
    }
    csb::Color color(const char* element, int r = 255, int g = 255, int b = 255) const {
        const StudioElement* e = node.findElement(element);
        return csb::Color(channel(e, "A", 255), channel(e, "R", r), channel(e, "G", g), channel(e, "B", b));
    }
    csb::FlatSize size() const { return {elementNumber("Size", "X", 0), elementNumber("Size", "Y", 0)}; }
    csb::CapInsets capInsets() const {
        return {number("Scale9OriginX", 0), number("Scale9OriginY", 0), number("Scale9Width", 0),
                number("Scale9Height", 0)};
    }
};

// Button and Text share cocos' label effects: outline, shadow, and isLocalized (the
// last field of both tables).
template <class Builder>
void addLabelEffects(Builder& b, const Reader& r, const csb::Color& outline, const csb::Color& shadow) {
    b.add_outlineEnabled(r.flag("OutlineEnabled"));
    b.add_outlineColor(&outline);
    b.add_outlineSize(r.integer("OutlineSize", 1));
    b.add_shadowEnabled(r.flag("ShadowEnabled"));
    b.add_shadowColor(&shadow);
    b.add_shadowOffsetX(r.number("ShadowOffsetX", 2));
    b.add_shadowOffsetY(r.number("ShadowOffsetY", -2));
    b.add_shadowBlurRadius(r.integer("ShadowBlurRadius", 0));
    b.add_isLocalized(r.flag("IsLocalized"));
}

class Writer {
public:
    Writer(const std::string& sceneFile, std::vector<ExportIssue>& issues) : m_sceneFile(sceneFile), m_issues(issues) {
        m_fbb.ForceDefaults(true);  // every scalar written, as cocos' converter does
    }

    fb::Offset<csb::NodeTree> node(const StudioNode& n, bool isRoot);
    fb::FlatBufferBuilder& builder() { return m_fbb; }

private:
    fb::Offset<csb::WidgetOptions> widget(const Reader& r, bool isRoot);
    fb::Offset<csb::LayoutComponentTable> layoutComponent(const Reader& r);
    fb::Offset<csb::ResourceData> resource(const Reader& r, const char* element);
    fb::Offset<csb::ClassOptions> classOptions(const std::string& classname, const Reader& r, bool isRoot);
    template <class Options>
    fb::Offset<csb::ClassOptions> asClassOptions(fb::Offset<Options> o) {
        // Options.data holds the class's own table (see schema/csb.fbs).
        return fb::Offset<csb::ClassOptions>(o.o);
    }
    fb::Offset<fb::String> string(const std::string& s) { return m_fbb.CreateString(s); }

    fb::FlatBufferBuilder m_fbb;
    const std::string& m_sceneFile;
    std::vector<ExportIssue>& m_issues;
};

fb::Offset<csb::ResourceData> Writer::resource(const Reader& r, const char* element) {
    const StudioElement* e = r.node.findElement(element);
    const std::string path = e ? e->attributes.get("Path") : "";
    const std::string plist = e ? e->attributes.get("Plist") : "";
    const std::string type = e ? e->attributes.get("Type", "Normal") : "Normal";
    const auto p = string(path), l = string(plist);
    csb::ResourceDataBuilder b(m_fbb);
    b.add_path(p);
    b.add_plistFile(l);
    b.add_resourceType(type == "Normal" || type == "Default" || type.empty() ? 0 : 1);
    return b.Finish();
}

fb::Offset<csb::WidgetOptions> Writer::widget(const Reader& r, bool isRoot) {
    // Studio publishes a file's root as a bare Node: no name, tag 0, the default
    // transform, its design size. (Nested, a ProjectNode's own values replace them.)
    if (isRoot) {
        const auto empty = string("");
        const csb::RotationSkew skew(0, 0);
        const csb::Position position(0, 0);
        const csb::Scale scale(1, 1);
        const csb::AnchorPoint anchor(0, 0);
        const csb::Color color(255, 255, 255, 255);
        const csb::FlatSize size = r.size();
        return csb::CreateWidgetOptions(m_fbb, empty, 0, &skew, 0, true, 255, 0, &position, &scale, &anchor, &color,
                                        &size, false, false, false, false, empty, empty, empty, empty, 0, true, true);
    }
    const auto name = string(r.text("Name")), frameEvent = string(r.text("FrameEvent")),
               customProperty = string(r.text("UserData")), callBackType = string(r.text("CallBackType")),
               callBackName = string(r.text("CallBackName"));
    const csb::RotationSkew skew(r.number("RotationSkewX", 0), r.number("RotationSkewY", 0));
    const csb::Position position(r.elementNumber("Position", "X", 0), r.elementNumber("Position", "Y", 0));
    const csb::Scale scale(r.elementNumber("Scale", "ScaleX", 1), r.elementNumber("Scale", "ScaleY", 1));
    const csb::AnchorPoint anchor(r.elementNumber("AnchorPoint", "ScaleX", 0),
                                  r.elementNumber("AnchorPoint", "ScaleY", 0));
    const csb::Color color = r.color("CColor");
    const csb::FlatSize size = r.size();
    const auto layout = layoutComponent(r);
    csb::WidgetOptionsBuilder b(m_fbb);
    b.add_name(name);
    b.add_actionTag(r.integer("ActionTag", 0));
    b.add_rotationSkew(&skew);
    b.add_zOrder(r.integer("ZOrder", 0));
    b.add_visible(r.text("VisibleForFrame", "True") != "False");
    b.add_alpha(std::uint8_t(std::clamp(r.integer("Alpha", 255), 0, 255)));
    b.add_tag(r.integer("Tag", 0));
    b.add_position(&position);
    b.add_scale(&scale);
    b.add_anchorPoint(&anchor);
    b.add_color(&color);
    b.add_size(&size);
    b.add_flipX(r.flag("FlipX"));
    b.add_flipY(r.flag("FlipY"));
    b.add_ignoreSize(false);
    b.add_touchEnabled(r.flag("TouchEnable"));
    b.add_frameEvent(frameEvent);
    b.add_customProperty(customProperty);
    b.add_callBackType(callBackType);
    b.add_callBackName(callBackName);
    b.add_cascadeColorEnabled(true);  // what cocos 3.17 does anyway; axmol reads them
    b.add_cascadeOpacityEnabled(true);
    b.add_layoutComponent(layout);
    return b.Finish();
}

// As cocos' converter fills it for every node. Studio spells some flags "Enabled" and
// others "Enable"; either is read.
fb::Offset<csb::LayoutComponentTable> Writer::layoutComponent(const Reader& r) {
    auto flag = [&](const char* name, const char* otherSpelling) { return r.flag(name) || r.flag(otherSpelling); };
    const auto horizontal = string(r.text("HorizontalEdge")), vertical = string(r.text("VerticalEdge"));
    return csb::CreateLayoutComponentTable(
        m_fbb, flag("PositionPercentXEnabled", "PositionPercentXEnable"),
        flag("PositionPercentYEnabled", "PositionPercentYEnable"), r.elementNumber("PrePosition", "X", 0),
        r.elementNumber("PrePosition", "Y", 0), flag("PercentWidthEnabled", "PercentWidthEnable"),
        flag("PercentHeightEnabled", "PercentHeightEnable"), r.elementNumber("PreSize", "X", 0),
        r.elementNumber("PreSize", "Y", 0), flag("StretchWidthEnable", "StretchWidthEnabled"),
        flag("StretchHeightEnable", "StretchHeightEnabled"), horizontal, vertical, r.number("LeftMargin", 0),
        r.number("RightMargin", 0), r.number("TopMargin", 0), r.number("BottomMargin", 0));
}

int alignment(const std::string& value) {
    if (value == "HT_Center" || value == "VT_Center") return 1;
    if (value == "HT_Right" || value == "VT_Bottom") return 2;
    return 0;
}

fb::Offset<csb::ClassOptions> Writer::classOptions(const std::string& classname, const Reader& r, bool isRoot) {
    const auto w = widget(r, isRoot);
    if (classname == "Node") return asClassOptions(w);
    if (classname == "SingleNode") return asClassOptions(csb::CreateSingleNodeOptions(m_fbb, w));
    if (classname == "Sprite" || classname == "Particle") {
        const auto file = resource(r, "FileData");
        const csb::BlendFunc blend(r.elementNumber("BlendFunc", "Src", 1), r.elementNumber("BlendFunc", "Dst", 771));
        if (classname == "Particle") return asClassOptions(csb::CreateParticleSystemOptions(m_fbb, w, file, &blend));
        return asClassOptions(csb::CreateSpriteOptions(m_fbb, w, file, &blend));
    }
    if (classname == "GameMap") return asClassOptions(csb::CreateGameMapOptions(m_fbb, w, resource(r, "FileData")));
    if (classname == "ProjectNode") {
        // ProjectNodeReader: the nested .csd is published as a .csb.
        const StudioElement* e = r.node.findElement("FileData");
        std::string path = e ? e->attributes.get("Path") : "";
        if (path.size() > 4 && path.compare(path.size() - 4, 4, ".csd") == 0) path.replace(path.size() - 4, 4, ".csb");
        const auto fileName = string(path);
        return asClassOptions(csb::CreateProjectNodeOptions(m_fbb, w, fileName, r.number("InnerActionSpeed", 1.0f)));
    }
    if (classname == "ImageView") {
        const auto file = resource(r, "FileData");
        const csb::CapInsets insets = r.capInsets();
        const csb::FlatSize size = r.size();
        return asClassOptions(csb::CreateImageViewOptions(m_fbb, w, file, &insets, &size, r.flag("Scale9Enable")));
    }
    if (classname == "Button") {
        const auto normal = resource(r, "NormalFileData"), pressed = resource(r, "PressedFileData"),
                   disabled = resource(r, "DisabledFileData"), font = resource(r, "FontResource");
        const auto text = string(r.text("ButtonText")), fontName = string(r.text("FontName"));
        const csb::Color textColor = r.color("TextColor"), outline = r.color("OutlineColor", 0, 0, 0),
                         shadow = r.color("ShadowColor", 0, 0, 0);
        const csb::CapInsets insets = r.capInsets();
        const csb::FlatSize size = r.size();
        csb::ButtonOptionsBuilder b(m_fbb);
        b.add_widgetOptions(w);
        b.add_normalData(normal);
        b.add_pressedData(pressed);
        b.add_disabledData(disabled);
        b.add_fontResource(font);
        b.add_text(text);
        b.add_fontName(fontName);
        b.add_fontSize(r.integer("FontSize", 14));
        b.add_textColor(&textColor);
        b.add_capInsets(&insets);
        b.add_scale9Size(&size);
        b.add_scale9Enabled(r.flag("Scale9Enable"));
        b.add_displaystate(r.flag("DisplayState", true));
        addLabelEffects(b, r, outline, shadow);
        return asClassOptions(b.Finish());
    }
    if (classname == "CheckBox") {
        const auto back = resource(r, "NormalBackFileData"), backSelected = resource(r, "PressedBackFileData"),
                   cross = resource(r, "NodeNormalFileData"), backDisabled = resource(r, "DisableBackFileData"),
                   crossDisabled = resource(r, "NodeDisableFileData");
        return asClassOptions(csb::CreateCheckBoxOptions(m_fbb, w, back, backSelected, cross, backDisabled,
                                                         crossDisabled, r.flag("CheckedState"),
                                                         r.flag("DisplayState", true)));
    }
    if (classname == "Text") {
        const auto font = resource(r, "FontResource");
        const auto fontName = string(r.text("FontName")), text = string(r.text("LabelText", "Text Label"));
        const csb::Color outline = r.color("OutlineColor", 0, 0, 0), shadow = r.color("ShadowColor", 0, 0, 0);
        const bool custom = r.flag("IsCustomSize");
        const csb::FlatSize size = r.size();
        csb::TextOptionsBuilder b(m_fbb);
        b.add_widgetOptions(w);
        b.add_fontResource(font);
        b.add_fontName(fontName);
        b.add_fontSize(r.integer("FontSize", 20));
        b.add_text(text);
        b.add_areaWidth(custom ? int(size.width()) : 0);
        b.add_areaHeight(custom ? int(size.height()) : 0);
        b.add_hAlignment(alignment(r.text("HorizontalAlignmentType")));
        b.add_vAlignment(alignment(r.text("VerticalAlignmentType")));
        b.add_touchScaleEnable(r.flag("TouchScaleChangeAble"));
        b.add_isCustomSize(custom);
        addLabelEffects(b, r, outline, shadow);
        return asClassOptions(b.Finish());
    }
    if (classname == "TextBMFont") {
        const auto file = resource(r, "LabelBMFontFile_CNB");
        const auto text = string(r.text("LabelText", "Fnt Text Label"));
        return asClassOptions(csb::CreateTextBMFontOptions(m_fbb, w, file, text, r.flag("IsLocalized")));
    }
    if (classname == "TextAtlas") {
        const auto file = resource(r, "LabelAtlasFileImage_CNB");
        // TextAtlasReader's converter: "0123456789" when LabelText is absent.
        const auto text = string(r.text("LabelText", "0123456789")), start = string(r.text("StartChar"));
        return asClassOptions(csb::CreateTextAtlasOptions(m_fbb, w, file, text, start, r.integer("CharWidth", 0),
                                                          r.integer("CharHeight", 0)));
    }
    if (classname == "TextField") {
        const auto font = resource(r, "FontResource");
        const auto fontName = string(r.text("FontName")), text = string(r.text("LabelText")),
                   placeHolder = string(r.text("PlaceHolderText")), password = string(r.text("PasswordStyleText", "*"));
        const bool custom = r.flag("IsCustomSize");
        const csb::FlatSize size = r.size();
        csb::TextFieldOptionsBuilder b(m_fbb);
        b.add_widgetOptions(w);
        b.add_fontResource(font);
        b.add_fontName(fontName);
        b.add_fontSize(r.integer("FontSize", 20));
        b.add_text(text);
        b.add_placeHolder(placeHolder);
        b.add_passwordEnabled(r.flag("PasswordEnable"));
        b.add_passwordStyleText(password);
        b.add_maxLengthEnabled(r.flag("MaxLengthEnable"));
        b.add_maxLength(r.integer("MaxLengthText", 10));
        b.add_areaWidth(custom ? int(size.width()) : 0);
        b.add_areaHeight(custom ? int(size.height()) : 0);
        b.add_isCustomSize(custom);
        b.add_isLocalized(r.flag("IsLocalized"));
        return asClassOptions(b.Finish());
    }
    if (classname == "LoadingBar") {
        const auto file = resource(r, "ImageFileData");
        return asClassOptions(csb::CreateLoadingBarOptions(m_fbb, w, file, r.integer("ProgressInfo", 80),
                                                           r.text("ProgressType") == "Right_To_Left" ? 1 : 0));
    }
    if (classname == "Slider") {
        const auto bar = resource(r, "BackGroundData"), normal = resource(r, "BallNormalData"),
                   pressed = resource(r, "BallPressedData"), disabled = resource(r, "BallDisabledData"),
                   progress = resource(r, "ProgressBarData");
        return asClassOptions(csb::CreateSliderOptions(m_fbb, w, bar, normal, pressed, disabled, progress,
                                                       r.integer("PercentInfo", 0), r.flag("DisplayState", true)));
    }
    if (classname == "Panel" || classname == "ScrollView" || classname == "ListView" || classname == "PageView") {
        const auto image = resource(r, "FileData");
        const csb::Color single = r.color("SingleColor"), first = r.color("FirstColor"), end = r.color("EndColor");
        const csb::ColorVector vector(r.elementNumber("ColorVector", "ScaleX", 0),
                                      r.elementNumber("ColorVector", "ScaleY", -0.5f));
        const csb::CapInsets insets = r.capInsets();
        const csb::FlatSize size = r.size();
        const bool clip = r.flag("ClipAble"), scale9 = r.flag("Scale9Enable");
        const int colorType = std::clamp(r.integer("ComboBoxIndex", 0), 0, 2);
        const auto opacity = std::uint8_t(std::clamp(r.integer("BackColorAlpha", 255), 0, 255));
        if (classname == "Panel")
            return asClassOptions(csb::CreatePanelOptions(m_fbb, w, image, clip, &single, &first, &end, colorType,
                                                          opacity, &vector, &insets, &size, scale9));
        if (classname == "PageView")
            return asClassOptions(csb::CreatePageViewOptions(m_fbb, w, image, clip, &single, &first, &end, colorType,
                                                             opacity, &vector, &insets, &size, scale9));
        const StudioElement* inner = r.node.findElement("InnerNodeSize");
        const csb::FlatSize innerSize(inner ? parseStudioNumber(inner->attributes.get("Width"), 200) : 200.0f,
                                      inner ? parseStudioNumber(inner->attributes.get("Height"), 300) : 300.0f);
        if (classname == "ScrollView") {
            const std::string d = r.text("ScrollDirectionType");
            const int direction = d == "Vertical" ? 1 : d == "Horizontal" ? 2 : d == "Vertical_Horizontal" ? 3 : 0;
            return asClassOptions(csb::CreateScrollViewOptions(m_fbb, w, image, clip, &single, &first, &end, colorType,
                                                               opacity, &vector, &insets, &size, scale9, &innerSize,
                                                               direction, r.flag("IsBounceEnabled")));
        }
        const std::string d = r.text("DirectionType");
        const int direction = d == "Vertical" ? 1 : 2;
        const auto directionType = string(d), horizontal = string(r.text("HorizontalType")),
                   vertical = string(r.text("VerticalType"));
        return asClassOptions(
            csb::CreateListViewOptions(m_fbb, w, image, clip, &single, &first, &end, colorType, opacity, &vector,
                                       &insets, &size, scale9, &innerSize, direction, r.flag("IsBounceEnabled"),
                                       r.integer("ItemMargin", 0), directionType, horizontal, vertical));
    }
    // No reader of ours knows the class: a plain node keeps its subtree loading.
    m_issues.push_back({m_sceneFile, r.node.path, classname,
                        "no cocos reader for this Studio class is written: exported as a plain Node"});
    return asClassOptions(csb::CreateSingleNodeOptions(m_fbb, w));
}

fb::Offset<csb::NodeTree> Writer::node(const StudioNode& n, bool isRoot) {
    std::vector<fb::Offset<csb::NodeTree>> children;
    children.reserve(n.children.size());
    for (const auto& c : n.children) children.push_back(node(*c, false));
    const auto childVector = m_fbb.CreateVector(children);
    static const std::set<std::string> kWritten = {"Node",        "SingleNode", "Sprite",    "Particle",   "GameMap",
                                                   "ProjectNode", "ImageView",  "Button",    "CheckBox",   "Text",
                                                   "TextBMFont",  "TextAtlas",  "TextField", "LoadingBar", "Slider",
                                                   "Panel",       "ScrollView", "ListView",  "PageView"};
    std::string classname = csbClassName(n.ctype, isRoot);
    const Reader r{n};
    const auto data = classOptions(classname, r, isRoot);
    if (!kWritten.count(classname)) classname = "SingleNode";
    const auto options = csb::CreateOptions(m_fbb, data);
    const auto name = string(classname), custom = string(n.attributes.get("CustomClassName"));
    return csb::CreateNodeTree(m_fbb, name, childVector, options, custom);
}

}  // namespace

std::string csbClassName(const std::string& ctype, bool isRoot) {
    if (isRoot) return "Node";
    static const std::string kSuffix = "ObjectData";
    std::string name = ctype;
    if (name.size() > kSuffix.size() && name.compare(name.size() - kSuffix.size(), kSuffix.size(), kSuffix) == 0)
        name.resize(name.size() - kSuffix.size());
    if (name.empty() || name == "GameNode" || name == "GameLayer") return "SingleNode";
    return name;
}

namespace {

void addSheet(const Attributes& file, std::vector<std::string>& sheets) {
    if (file.get("Type") != "PlistSubImage") return;
    const std::string plist = file.get("Plist");
    if (!plist.empty() && std::find(sheets.begin(), sheets.end(), plist) == sheets.end()) sheets.push_back(plist);
}

// Every sheet a sprite frame of the file names, in the order cocos' converter meets them
// in a Studio file, where the Animation comes before the ObjectData: the timelines'
// frames, then the nodes in pre-order (each node's images in element order). CSLoader
// preloads them; a widget's other images and a timeline's frames are looked up only in
// the SpriteFrameCache.
std::vector<std::string> sheetsNamed(const StudioDocument& doc) {
    std::vector<std::string> sheets;
    if (doc.animation)
        for (const StudioTimeline& timeline : doc.animation->timelines)
            for (const StudioFrame& frame : timeline.frames)
                for (const StudioElement& e : frame.children) addSheet(e.attributes, sheets);
    std::vector<const StudioNode*> stack;
    if (doc.root) stack.push_back(doc.root.get());
    while (!stack.empty()) {
        const StudioNode* n = stack.back();
        stack.pop_back();
        for (const StudioElement& e : n->elements) addSheet(e.attributes, sheets);
        for (auto it = n->children.rbegin(); it != n->children.rend(); ++it) stack.push_back(it->get());
    }
    return sheets;
}

}  // namespace

std::vector<std::uint8_t> writeCsb(const StudioDocument& doc, const std::string& sceneFile,
                                   std::vector<ExportIssue>& issues) {
    Writer writer(sceneFile, issues);
    fb::FlatBufferBuilder& fbb = writer.builder();
    const auto tree = writer.node(*doc.root, true);
    std::vector<fb::Offset<fb::String>> plists;
    for (const std::string& p : sheetsNamed(doc)) plists.push_back(fbb.CreateString(p));
    const auto textures = fbb.CreateVector(plists);
    const auto texturePngs = fbb.CreateVector(std::vector<fb::Offset<fb::String>>{});
    const auto action = csbNodeAction(fbb, doc.animation);
    const auto animations = csbAnimationList(fbb, doc.animation);
    if (!doc.animation && !doc.animationXml.empty())
        issues.push_back({sceneFile, "", "timelines",
                          "timelines kept as XML by an older import are written to the .csd only: import the .csd "
                          "again to have them as clips"});
    const auto version = fbb.CreateString("2.1.0.0");
    const auto root = csb::CreateCSParseBinary(fbb, version, textures, texturePngs, tree, action, animations);
    fbb.Finish(root);
    return {fbb.GetBufferPointer(), fbb.GetBufferPointer() + fbb.GetSize()};
}

}  // namespace diorama::cocostudio
