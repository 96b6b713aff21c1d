#include "diorama/editor/default_skins.h"

#include "diorama/editor/document.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/types/builtin_types.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace diorama {

namespace {

// Each widget's image keys and the default file they get, and settings that make the
// image look right at a new widget's size (a Button's frame sliced, not stretched).
struct Skin {
    std::string_view type;
    std::vector<std::pair<std::string_view, std::string_view>> images;
    std::vector<std::pair<std::string_view, PropertyValue>> settings;
};

const std::vector<Skin>& skins() {
    static const std::vector<Skin> all{
        {"Button",
         {{"texture", "Button_Normal.png"},
          {"pressedTexture", "Button_Press.png"},
          {"disabledTexture", "Button_Disable.png"}},
         {{"scale9Enabled", PropertyValue(true)}, {"capInsets", PropertyValue(Rect{{4, 4}, {40, 16}})}}},
        {"CheckBox", {{"texture", "CheckBox_Normal.png"}, {"crossTexture", "CheckBoxNode_Normal.png"}}, {}},
        {"Slider",
         {{"texture", "Slider_Back.png"},
          {"progressBarTexture", "Slider_PressBar.png"},
          {"ballNormalTexture", "SliderNode_Normal.png"}},
         {}},
        {"LoadingBar", {{"texture", "Slider_PressBar.png"}}, {}},
    };
    return all;
}

}  // namespace

std::string applyDefaultSkin(Document& doc, Node& widget) {
    const auto skin =
        std::find_if(skins().begin(), skins().end(), [&](const Skin& s) { return s.type == widget.typeName(); });
    if (skin == skins().end()) return {};
    if (!doc.hasFolder()) return "default images are written into the scene's folder: save it first";
    const std::filesystem::path folder = doc.baseDirectory() / kDefaultSkinFolder;
    for (const auto& [key, file] : skin->images) {
        const std::filesystem::path path = folder / file;
        std::error_code ec;
        if (std::filesystem::exists(path, ec)) continue;  // Studio's own, or one the user edited
        const auto embedded = std::find_if(defaultSkinFiles().begin(), defaultSkinFiles().end(),
                                           [name = file](const EmbeddedFile& f) { return f.name == name; });
        if (embedded == defaultSkinFiles().end()) return std::string(file) + ": not among the default images";
        std::filesystem::create_directories(folder, ec);
        const SaveResult saved = writeFileAtomically(
            path, std::string_view(reinterpret_cast<const char*>(embedded->bytes.data()), embedded->bytes.size()));
        if (!saved.ok) return saved.error;
        doc.noteFileWritten();
    }
    // Its images decide no size: a new widget keeps the size its type gave it.
    const Size size = widget.contentSize();
    const NodeType& type = builtinNodeTypes().typeOf(widget);
    PropertyContext context{&doc.assets()};
    for (const auto& [key, file] : skin->images)
        if (const PropertyDescriptor* d = type.find(key))
            d->set(widget, std::string(kDefaultSkinFolder) + "/" + std::string(file), context);
    for (const auto& [key, value] : skin->settings)
        if (const PropertyDescriptor* d = type.find(key)) d->set(widget, value, context);
    widget.setContentSize(size);
    return {};
}

}  // namespace diorama
