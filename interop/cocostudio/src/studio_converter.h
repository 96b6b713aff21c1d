// The scene-to-Studio converter behind studioFromScene (studio_from_scene.cpp): one
// Converter per exported file. Its widget writers (buttons, check boxes, sliders, text
// fields, text atlases and a label's text options) live in studio_widgets.cpp.
#pragma once

#include "studio_from_scene.h"

#include "diorama/serialization/node_path.h"
#include "diorama/types/node_type.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace diorama {
class Button;
class CheckBox;
class Instance;
class Label;
class Slider;
class Sprite;
class TextAtlas;
class TextBMFont;
class TextField;
class ScrollView;
class Panel;
struct LayoutBackground;
class ListView;
class PageView;
class Widget;
class WidgetImage;
}  // namespace diorama

namespace diorama::cocostudio::detail {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

struct NodeKeys {
    Json cocosStudio;  // null when the node has none
    std::vector<std::string> otherKeys;
    bool hasActions = false, hasTriggers = false;
};

class Converter {
public:
    Converter(const Scene& scene, const SceneFileData& file, StudioFromSceneContext& context, StudioDocument& doc)
        : m_scene(scene), m_file(file), m_context(context), m_doc(doc), m_sceneDir(context.sceneFile.parent_path()),
          m_types(file.types ? *file.types : builtinNodeTypes()) {}

    std::unique_ptr<StudioNode> convertRoot();
    void assignActionTags(StudioNode& root);
    // The scene's clips as the file's timeline (studio_timelines.cpp), after the nodes.
    std::optional<StudioAnimation> animation();

private:
    std::unique_ptr<StudioNode> convert(const Node& node, bool isRoot);
    void applyCommon(const Node& node, StudioNode& out, bool isRoot);
    void applyClass(const Node& node, StudioNode& out, const NodeKeys& keys, std::vector<const Node*>& skipped);
    void reportCommon(const Node& node, const NodeKeys& keys, const std::string& ctype);
    void panelBackground(const Node& node, StudioNode& out, std::vector<const Node*>& skipped);
    void applyClipping(const Node& node, StudioNode& out);
    void textArea(const Label& label, StudioNode& out);
    void textEffects(const Label& label, StudioNode& out);
    void textAtlasInto(const TextAtlas& atlas, StudioNode& out);
    void textBMFontInto(const TextBMFont& label, StudioNode& out);
    void buttonInto(const Button& button, StudioNode& out);
    void checkBoxInto(const CheckBox& box, StudioNode& out);
    void sliderInto(const Slider& slider, StudioNode& out);
    void textFieldInto(const TextField& field, StudioNode& out);
    void scrollViewInto(const ScrollView& view, StudioNode& out);
    void backgroundImageInto(const LayoutBackground& background, StudioNode& out);
    void backgroundColourInto(const LayoutBackground& background, StudioNode& out);
    void panelInto(const Panel& panel, StudioNode& out);
    void scrollBarIssues(const ScrollView& view, bool pages, StudioNode& out);
    void listViewInto(const ListView& list, StudioNode& out);
    // cocosCentres: a PageView, whose magnet cocos sets to the centre.
    void magnetIssues(const ListView& list, bool cocosCentres, StudioNode& out);
    void paddingIssues(const ListView& list, StudioNode& out);
    void pageViewInto(const PageView& view, StudioNode& out);
    // FontSize (whole: a fraction is cut and reported under `sizeKey`) and FontResource.
    void fontInto(float size, const std::string& fontPath, const char* sizeKey, StudioNode& out);
    // A widget's extra image (a Button's pressed one, a CheckBox's cross) into `element`.
    void widgetImageInto(const WidgetImage& image, StudioNode& out, const char* element);
    // bright as DisplayState (cocos' reader sets enabled from it too) and TouchEnable.
    void widgetStateInto(const Widget& widget, StudioNode& out);
    void layoutInto(const Node& node, StudioNode& out);
    void reportRoot(const Node& node, const StudioNode& out, bool elementsWritten);
    void textColorInto(const Label& label, StudioNode& out);
    void reportInstanceOverrides(const Instance& instance);
    void imageInto(const Sprite& sprite, StudioElement& e, const std::string& path);
    std::string resourcePath(const std::string& scenePath, const std::string& path, const std::string& what);
    void issue(const std::string& path, std::string what, std::string why) {
        m_context.issues->push_back({m_context.sceneFile.string(), path, std::move(what), std::move(why)});
    }

    const Scene& m_scene;
    const SceneFileData& m_file;
    StudioFromSceneContext& m_context;
    StudioDocument& m_doc;
    fs::path m_sceneDir;
    const NodeTypeRegistry& m_types;
    NodePathIndex m_paths;
    std::vector<std::pair<StudioNode*, std::string>> m_needActionTag;  // node, its file id
    std::map<NodeId, StudioNode*> m_written;                           // the node each scene node became
    std::string m_rootCtype;  // a Layer or Node file's root class, kept from Studio
    const StudioNode* m_root = nullptr;
    bool m_rootTimelinesReported = false;
};

}  // namespace diorama::cocostudio::detail
