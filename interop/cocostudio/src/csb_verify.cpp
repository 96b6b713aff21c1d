// verifyCsb: the schema's generated verifier, then what cocos' readers dereference
// without checking (csb-format notes), node by node with each class's own table.
#include "csb_generated.h"
#include "diorama/cocostudio/export.h"

namespace diorama::cocostudio {

namespace fb = flatbuffers;

namespace {

class TreeCheck {
public:
    explicit TreeCheck(const std::vector<std::uint8_t>& bytes) : m_bytes(bytes) {}

    std::string node(const csb::NodeTree* n, const std::string& path, int depth);

private:
    template <class T>
    const T* table(const csb::ClassOptions* data) {
        // A fresh verifier per class table: the tree's own verifier saw only an empty table.
        fb::Verifier v(m_bytes.data(), m_bytes.size());
        const T* t = reinterpret_cast<const T*>(data);
        return v.VerifyTable(t) ? t : nullptr;
    }
    static std::string widget(const csb::WidgetOptions* w, bool isWidget);
    static std::string resource(const csb::ResourceData* r, const char* what) {
        if (!r || !r->path()) return std::string(what) + ".path is missing";
        if (r->resourceType() == 1 && !r->plistFile()) return std::string(what) + ".plistFile is missing";
        return "";
    }

    const std::vector<std::uint8_t>& m_bytes;
};

std::string TreeCheck::widget(const csb::WidgetOptions* w, bool isWidget) {
    if (!w) return "its WidgetOptions are missing";
    if (!w->name() || !w->position() || !w->scale() || !w->rotationSkew() || !w->anchorPoint() || !w->size() ||
        !w->color() || !w->customProperty())
        return "a WidgetOptions field cocos reads unchecked is missing (name, position, scale, rotationSkew, "
               "anchorPoint, size, color or customProperty)";
    if (isWidget && (!w->callBackType() || !w->callBackName())) return "callBackType or callBackName is missing";
    if (const auto* l = w->layoutComponent(); l && (!l->horizontalEdge() || !l->verticalEdge()))
        return "layoutComponent without its edge strings";
    return "";
}

std::string TreeCheck::node(const csb::NodeTree* n, const std::string& path, int depth) {
    const std::string where = path.empty() ? "the root" : "node " + path;
    if (!n->classname() || !n->children() || !n->options() || !n->customClassName())
        return where + ": classname, children, options or customClassName is missing";
    const csb::ClassOptions* data = n->options()->data();
    if (!data) return where + ": options.data is missing";
    const std::string cls = n->classname()->str();
    std::string problem;
    if (cls == "Node") {
        const auto* t = table<csb::WidgetOptions>(data);
        problem = t ? widget(t, false) : "its WidgetOptions do not verify";
    } else if (cls == "SingleNode") {
        const auto* t = table<csb::SingleNodeOptions>(data);
        problem = t ? widget(t->nodeOptions(), false) : "SingleNodeOptions do not verify";
    } else if (cls == "Sprite") {
        const auto* t = table<csb::SpriteOptions>(data);
        problem = !t ? "SpriteOptions do not verify" : widget(t->nodeOptions(), false);
        if (problem.empty()) problem = resource(t->fileNameData(), "fileNameData");
    } else if (cls == "ProjectNode") {
        const auto* t = table<csb::ProjectNodeOptions>(data);
        problem = !t ? "ProjectNodeOptions do not verify" : widget(t->nodeOptions(), false);
        if (problem.empty() && !t->fileName()) problem = "fileName is missing";
    } else if (cls == "ImageView") {
        const auto* t = table<csb::ImageViewOptions>(data);
        problem = !t ? "ImageViewOptions do not verify" : widget(t->widgetOptions(), true);
        if (problem.empty()) problem = resource(t->fileNameData(), "fileNameData");
        if (problem.empty() && t->scale9Enabled() && (!t->capInsets() || !t->scale9Size()))
            problem = "a 9-slice ImageView without capInsets or scale9Size";
    } else if (cls == "Button") {
        const auto* t = table<csb::ButtonOptions>(data);
        problem = !t ? "ButtonOptions do not verify" : widget(t->widgetOptions(), true);
        for (auto [r, what] : {std::pair{t ? t->normalData() : nullptr, "normalData"},
                               std::pair{t ? t->pressedData() : nullptr, "pressedData"},
                               std::pair{t ? t->disabledData() : nullptr, "disabledData"},
                               std::pair{t ? t->fontResource() : nullptr, "fontResource"}})
            if (problem.empty()) problem = resource(r, what);
        if (problem.empty() && (!t->text() || !t->fontName() || !t->textColor()))
            problem = "text, fontName or textColor is missing";
    } else if (cls == "Text") {
        const auto* t = table<csb::TextOptions>(data);
        problem = !t ? "TextOptions do not verify" : widget(t->widgetOptions(), true);
        if (problem.empty()) problem = resource(t->fontResource(), "fontResource");
        if (problem.empty() && (!t->text() || !t->fontName())) problem = "text or fontName is missing";
    } else if (cls == "TextField") {
        const auto* t = table<csb::TextFieldOptions>(data);
        problem = !t ? "TextFieldOptions do not verify" : widget(t->widgetOptions(), true);
        if (problem.empty()) problem = resource(t->fontResource(), "fontResource");
        if (problem.empty() && (!t->text() || !t->fontName() || !t->placeHolder() || !t->passwordStyleText()))
            problem = "text, fontName, placeHolder or passwordStyleText is missing";
    } else if (cls == "TextBMFont") {
        const auto* t = table<csb::TextBMFontOptions>(data);
        problem = !t ? "TextBMFontOptions do not verify" : widget(t->widgetOptions(), true);
        if (problem.empty()) problem = resource(t->fileNameData(), "fileNameData");
        if (problem.empty() && !t->text()) problem = "text is missing";
    } else if (cls == "TextAtlas") {
        const auto* t = table<csb::TextAtlasOptions>(data);
        problem = !t ? "TextAtlasOptions do not verify" : widget(t->widgetOptions(), true);
        if (problem.empty()) problem = resource(t->charMapFileData(), "charMapFileData");
        if (problem.empty() && (!t->stringValue() || !t->startCharMap()))
            problem = "stringValue or startCharMap is missing";
    } else if (cls == "CheckBox") {
        const auto* t = table<csb::CheckBoxOptions>(data);
        problem = !t ? "CheckBoxOptions do not verify" : widget(t->widgetOptions(), true);
        for (auto [r, what] : {std::pair{t ? t->backGroundBoxData() : nullptr, "backGroundBoxData"},
                               std::pair{t ? t->backGroundBoxSelectedData() : nullptr, "backGroundBoxSelectedData"},
                               std::pair{t ? t->frontCrossData() : nullptr, "frontCrossData"},
                               std::pair{t ? t->backGroundBoxDisabledData() : nullptr, "backGroundBoxDisabledData"},
                               std::pair{t ? t->frontCrossDisabledData() : nullptr, "frontCrossDisabledData"}})
            if (problem.empty()) problem = resource(r, what);
    } else if (cls == "Slider") {
        const auto* t = table<csb::SliderOptions>(data);
        problem = !t ? "SliderOptions do not verify" : widget(t->widgetOptions(), true);
        for (auto [r, what] : {std::pair{t ? t->barFileNameData() : nullptr, "barFileNameData"},
                               std::pair{t ? t->ballNormalData() : nullptr, "ballNormalData"},
                               std::pair{t ? t->ballPressedData() : nullptr, "ballPressedData"},
                               std::pair{t ? t->ballDisabledData() : nullptr, "ballDisabledData"},
                               std::pair{t ? t->progressBarData() : nullptr, "progressBarData"}})
            if (problem.empty()) problem = resource(r, what);
    } else if (cls == "LoadingBar") {
        const auto* t = table<csb::LoadingBarOptions>(data);
        problem = !t ? "LoadingBarOptions do not verify" : widget(t->widgetOptions(), true);
        if (problem.empty()) problem = resource(t->textureData(), "textureData");
    } else if (cls == "Panel" || cls == "PageView" || cls == "ScrollView" || cls == "ListView") {
        // The four share PanelOptions' first twelve fields.
        const auto* t = table<csb::PanelOptions>(data);
        problem = !t ? "PanelOptions do not verify" : widget(t->widgetOptions(), true);
        if (problem.empty()) problem = resource(t->backGroundImageData(), "backGroundImageData");
        if (problem.empty() && (!t->bgColor() || !t->bgStartColor() || !t->bgEndColor() || !t->colorVector()))
            problem = "bgColor, bgStartColor, bgEndColor or colorVector is missing";
        if (problem.empty() && cls == "ScrollView" && !table<csb::ScrollViewOptions>(data))
            problem = "ScrollViewOptions do not verify";
        if (problem.empty() && cls == "ListView") {
            const auto* l = table<csb::ListViewOptions>(data);
            if (!l || !l->innerSize() || !l->directionType() || !l->horizontalType() || !l->verticalType())
                problem = "ListViewOptions do not verify or miss innerSize or a type string";
        }
    } else if (cls == "Particle") {
        const auto* t = table<csb::ParticleSystemOptions>(data);
        problem = !t ? "ParticleSystemOptions do not verify" : widget(t->nodeOptions(), false);
        if (problem.empty()) problem = resource(t->fileNameData(), "fileNameData");
    } else if (cls == "GameMap") {
        const auto* t = table<csb::GameMapOptions>(data);
        problem = !t ? "GameMapOptions do not verify" : widget(t->nodeOptions(), false);
        if (problem.empty()) problem = resource(t->fileNameData(), "fileNameData");
    } else {
        problem = "classname '" + cls + "' is not one this exporter writes";
    }
    if (!problem.empty()) return where + " (" + cls + "): " + problem;
    for (unsigned i = 0; i < n->children()->size(); ++i) {
        const std::string child = path.empty() ? "#" + std::to_string(i) : path + "/#" + std::to_string(i);
        if (std::string p = node(n->children()->Get(i), child, depth + 1); !p.empty()) return p;
    }
    return "";
}

}  // namespace

std::string verifyCsb(const std::vector<std::uint8_t>& bytes) {
    // cocos' FlatBuffers 1.0 verifier allows 64 nested tables: a deeper tree fails there too.
    fb::Verifier verifier(bytes.data(), bytes.size(), 64, 1000000);
    if (!csb::VerifyCSParseBinaryBuffer(verifier)) return "the FlatBuffers verifier rejects the file";
    const csb::CSParseBinary* root = csb::GetCSParseBinary(bytes.data());
    if (!root->nodeTree()) return "nodeTree is missing";
    if (!root->textures()) return "textures is missing";
    if (!root->action() || !root->animationList()) return "action or animationList is missing";
    if (root->action()->speed() <= 0) return "the action's speed is not above 0: its timelines would not play";
    if (!root->action()->timeLines()) return "the action's timeLines is missing";
    return TreeCheck(bytes).node(root->nodeTree(), "", 0);
}

}  // namespace diorama::cocostudio
