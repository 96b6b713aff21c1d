#include "studio_classes.h"

#include "diorama/nodes/scale9_sprite.h"

#include <algorithm>
#include <unordered_map>

namespace diorama::cocostudio {

bool isXmlName(std::string_view name) {
    auto letter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; };
    if (name.empty() || !letter(name.front())) return false;
    return std::all_of(name.begin(), name.end(),
                       [&](char c) { return letter(c) || (c >= '0' && c <= '9') || c == '-' || c == '.'; });
}

std::string modernCtype(const std::string& ctype) {
    if (ctype == "TextButtonObjectData") return "ButtonObjectData";
    if (ctype == "LabelObjectData" || ctype == "TextAreaObjectData") return "TextObjectData";
    if (ctype == "LabelBMFontObjectData") return "TextBMFontObjectData";
    if (ctype == "LabelAtlasObjectData") return "TextAtlasObjectData";
    if (ctype == "NodeObjectData" || ctype.empty()) return "SingleNodeObjectData";
    return ctype;
}

const std::vector<std::string>& studioClassesOf(std::string_view type) {
    static const std::unordered_map<std::string_view, std::vector<std::string>> kClasses = {
        {"Node",
         {"SingleNodeObjectData", "PanelObjectData", "ScrollViewObjectData", "ListViewObjectData", "PageViewObjectData",
          "ParticleObjectData", "GameMapObjectData", "TextAtlasObjectData", "ProjectNodeObjectData",
          "CheckBoxObjectData", "SliderObjectData", "LoadingBarObjectData", "ImageViewObjectData"}},
        {"Sprite",
         {"SpriteObjectData", "ImageViewObjectData", "ButtonObjectData", "CheckBoxObjectData", "SliderObjectData",
          "LoadingBarObjectData"}},
        {"Scale9Sprite", {"ImageViewObjectData", "ButtonObjectData"}},
        {"LoadingBar", {"LoadingBarObjectData"}},
        {"Button", {"ButtonObjectData"}},
        {"CheckBox", {"CheckBoxObjectData"}},
        {"Slider", {"SliderObjectData"}},
        {"TextField", {"TextFieldObjectData"}},
        {"Panel", {"PanelObjectData"}},
        {"ScrollView", {"ScrollViewObjectData"}},
        {"ListView", {"ListViewObjectData"}},
        {"PageView", {"PageViewObjectData"}},
        {"TextAtlas", {"TextAtlasObjectData"}},
        {"TextBMFont", {"TextBMFontObjectData"}},
        {"Label", {"TextObjectData", "TextBMFontObjectData", "TextFieldObjectData", "TextAtlasObjectData"}},
        {"ColorLayer", {"PanelObjectData", "ScrollViewObjectData", "ListViewObjectData", "PageViewObjectData"}},
        {"LayerGradient", {"PanelObjectData", "ScrollViewObjectData", "ListViewObjectData", "PageViewObjectData"}},
        {"Instance", {"ProjectNodeObjectData"}},
    };
    static const std::vector<std::string> kNone;
    auto it = kClasses.find(type);
    return it == kClasses.end() ? kNone : it->second;
}

bool isKnownStudioClass(const std::string& ctype) {
    for (const char* type :
         {"Node", "Sprite", "Scale9Sprite", "LoadingBar", "Button", "CheckBox", "Slider", "TextField", "Label",
          "ColorLayer", "LayerGradient", "Instance", "Panel", "ScrollView", "ListView", "PageView"}) {
        const auto& classes = studioClassesOf(type);
        if (std::find(classes.begin(), classes.end(), ctype) != classes.end()) return true;
    }
    return ctype.rfind("Game", 0) == 0;
}

bool isPanelLike(const std::string& ctype) {
    return ctype == "PanelObjectData" || ctype == "ScrollViewObjectData" || ctype == "ListViewObjectData" ||
           ctype == "PageViewObjectData";
}

const char* mainImageElement(const std::string& ctype) {
    if (ctype == "ButtonObjectData") return "NormalFileData";
    if (ctype == "CheckBoxObjectData") return "NormalBackFileData";
    if (ctype == "SliderObjectData") return "BackGroundData";
    if (ctype == "LoadingBarObjectData") return "ImageFileData";
    return "FileData";
}

const char* textAttribute(const std::string& ctype) {
    return ctype == "TextFieldObjectData" ? "PlaceHolderText" : "LabelText";
}

void setColor(StudioElement& e, Color3B c, std::uint8_t alpha) {
    e.attributes.set("A", std::to_string(alpha));
    e.attributes.set("R", std::to_string(c.r));
    e.attributes.set("G", std::to_string(c.g));
    e.attributes.set("B", std::to_string(c.b));
}

void setScale9(StudioNode& out, const Scale9Sprite* sliced) {
    if (!sliced) {
        if (out.attributes.get("Scale9Enable") == "True") out.attributes.set("Scale9Enable", "False");
        return;
    }
    const Rect insets = sliced->effectiveCapInsets();
    out.attributes.set("Scale9Enable", "True");
    out.attributes.set("Scale9OriginX", studioNumber(insets.origin.x));
    out.attributes.set("Scale9OriginY", studioNumber(insets.origin.y));
    out.attributes.set("Scale9Width", studioNumber(insets.size.width));
    out.attributes.set("Scale9Height", studioNumber(insets.size.height));
}

void setPair(StudioElement& e, const char* x, const char* y, float a, float b) {
    e.attributes.set(x, studioNumber(a));
    e.attributes.set(y, studioNumber(b));
}

}  // namespace diorama::cocostudio
