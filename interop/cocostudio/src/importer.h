// The state of one import: options, the report, the .csd files already imported (each
// once, shared by every ProjectNode naming it), the files being built (for the cycle
// guard), and the assets resolved against the resource root.
#pragma once

#include "csd_document.h"
#include "diorama/animation/animation_clip.h"
#include "diorama/cocostudio/csd_import.h"
#include "diorama/serialization/project_assets.h"
#include "diorama/types/property.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string_view>
#include <vector>

namespace diorama {
class WidgetImage;
}

namespace diorama::cocostudio {

using Json = nlohmann::ordered_json;

// Studio's booleans: "True", anything else false.
bool isTrue(const pugi::xml_node& el, const char* attribute);

// The BlendMode (as an int) of a GL blend pair: (1|770, 771) alpha, (1|770, 1) additive,
// and the pairs the export writes for multiply (774, 771) and opaque (1, 0); none for
// any other pair.
std::optional<int> blendModeOf(int src, int dst);

// Thrown for input no scene can be built from (absurd numbers); becomes the result's error.
struct ImportFailure {
    std::string file;
    int line;
    std::string message;
    int column = 0;
};

// A failure located at `el`'s line and column.
inline ImportFailure failureAt(const CsdDocument& doc, const pugi::xml_node& el, std::string message) {
    return ImportFailure{doc.fileName, el ? doc.lineOf(el) : 0, std::move(message), el ? doc.columnOf(el) : 0};
}

class Importer {
public:
    // `nestedOut` receives the scenes of nested files (sources first).
    Importer(const ImportOptions& options, ImportReport& report, std::filesystem::path resourceRoot,
             std::vector<ImportedScene>& nestedOut);

    struct Source;
    // Builds `doc` into `out` (its root becomes the Scene; `out.output` says where it
    // will be saved); `record`, when given, receives what instances of it need.
    void importFile(const CsdDocument& doc, ImportedScene& out, Source* record = nullptr);
    // The scene of the .csd at `relative` below the resource root, imported now unless it
    // was before (in `nestedOut`); false with the error when it cannot be read.
    bool importShared(const std::string& relative, SceneError& error);

private:
    // One .csd being built.
    struct FileState {
        const CsdDocument* doc = nullptr;
        ImportedScene* out = nullptr;
        std::filesystem::path outputDir;  // asset and source paths are relative to it
        std::size_t nodeCount = 0;        // counted through instances, as the scene reader does
        int depth = 0;                    // of the node being converted
        int deepest = 0;                  // counted through instances
    };

public:
    // What an Instance of an imported file needs.
    struct Source {
        std::size_t index = 0;  // in m_nested
        Size designSize;
        std::size_t nodeCount = 0;
        int depth = 0;
        // Frame 0 of its timelines (docs/cocostudio-import.md, ProjectNode): values for its root, and for nodes below.
        std::vector<std::pair<std::string, PropertyValue>> rootFrameZero;
        struct Value {
            std::string path, key;
            PropertyValue value;
            bool asset = false;  // a resource-root path: relative to the instancing file when written
        };
        std::vector<Value> frameZero;
    };

private:
    // Converts one node element (and its subtree).
    std::unique_ptr<Node> convert(const CsdDocument& doc, const pugi::xml_node& el, const std::string& parentPath,
                                  int nesting);
    // The common properties of NodeReader/WidgetReader, with each attribute's default.
    void applyCommon(const CsdDocument& doc, const pugi::xml_node& el, Node& node, bool widget);
    void appendChildren(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                        int nesting);
    std::unique_ptr<Node> projectNode(const CsdDocument& doc, const pugi::xml_node& el, const std::string& path,
                                      int nesting);
    // The nested file's imported scene (imported now if it is new), or null with a warning.
    const Source* nestedSource(const CsdDocument& doc, const pugi::xml_node& el, const std::string& path,
                               const std::filesystem::path& canonical, const std::string& file);
    // The scene of the .csd at `relative` (canonically `canonical`), imported now unless
    // it was before; null, with the error, when it cannot be read (never read again).
    const Source* shared(const std::string& relative, const std::filesystem::path& canonical, SceneError& error);
    std::unique_ptr<Node> instanceOf(const CsdDocument& doc, const pugi::xml_node& el, const Source& source);
    std::unique_ptr<Node> inlined(const CsdDocument& doc, const std::filesystem::path& nested,
                                  const std::filesystem::path& canonical, const std::string& parentPath, int nesting,
                                  const pugi::xml_node& el, const std::string& path);
    void textAtlas(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path);
    void textBMFont(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path);
    // An option cocos reads from a file only (TextAtlas' map, TextBMFont's font), with its
    // path in `file`: Found when it is there to load, Missing when it is not yet but may be
    // added (its path is kept), None otherwise: no file, or another type, warned about as
    // the game draws nothing. `what` names it in that warning, `kind` in a missing one.
    enum class FileOnly { None, Found, Missing };
    FileOnly fileOnlyOption(const CsdDocument& doc, const pugi::xml_node& option, const std::string& path,
                            const char* what, const char* kind, std::string& file);
    // `load()`'s result, with the asset problems it met warned about at `option`.
    template <class Load>
    auto loadAt(const CsdDocument& doc, const pugi::xml_node& option, const std::string& path, Load load) {
        m_assets.setPointer(path);
        auto loaded = load();
        for (const AssetProblem& p : m_assets.problems()) warn(doc, option, path, p.message);
        m_assets.problems().clear();
        return loaded;
    }
    void scrollView(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                    Size csdSize);
    void listView(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path, Size csdSize);
    void pageView(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path, Size csdSize);
    void loadingBar(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                    Size csdSize);
    void button(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path, Size csdSize);
    void checkBox(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path, Size csdSize);
    void slider(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path, Size csdSize);
    void textField(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path, Size csdSize);
    // A widget's extra image (a Button's pressed one, a CheckBox's cross) from its
    // FileData element, when it is a file.
    void widgetImage(const CsdDocument& doc, const pugi::xml_node& fileData, WidgetImage& slot,
                     const std::string& path);
    // DisplayState as enabled and bright together, and TouchEnable (off when absent).
    void widgetState(const CsdDocument& doc, const pugi::xml_node& el, Node& node);
    // Scale9OriginX/Y and Scale9Width/Height.
    Rect capInsetsOf(const CsdDocument& doc, const pugi::xml_node& el);
    std::unique_ptr<Node> panel(const CsdDocument& doc, const pugi::xml_node& el, std::unique_ptr<Node> node,
                                const std::string& path, Size csdSize);
    // A texture or sprite frame from a FileData-like element; false (with a warning) when
    // there is none.
    bool assignImage(const CsdDocument& doc, const pugi::xml_node& fileData, Node& sprite, const std::string& path);
    // A widget's own image, stretched (or sliced) over the widget's Size, which the image
    // does not change.
    void stretchedImage(const CsdDocument& doc, const pugi::xml_node& fileData, Node& widget, const std::string& path,
                        Size csdSize);
    // Whether `file` is a file inside the resource root; warns and lists it when not.
    bool locate(const CsdDocument& doc, const pugi::xml_node& el, const std::string& path, const char* what,
                const std::string& file);
    std::string assetPath(const std::string& csdPath) const;
    // Whether a missing `file` names a place inside the resource root, where it may yet be
    // added (its path is kept).
    bool mayBeAdded(const std::string& file) const;
    // Where the scene of the .csd at `relative` below the resource root is saved.
    std::filesystem::path outputOf(const std::filesystem::path& relative) const;

    float number(const CsdDocument& doc, const pugi::xml_node& el, const char* attribute, float fallback);
    int integer(const CsdDocument& doc, const pugi::xml_node& el, const char* attribute, int fallback, int lo, int hi);
    void set(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const char* key, const PropertyValue& value);
    // A colour element's R, G and B; each absent channel is the fallback's.
    Color3B color(const CsdDocument& doc, const pugi::xml_node& el, Color3B fallback = Color3B::white());
    // The LayoutComponent's flags, fractions, edges and margins.
    void layout(const CsdDocument& doc, const pugi::xml_node& el, Node& node);
    // A Text's HorizontalAlignmentType and VerticalAlignmentType.
    void textAlignment(const CsdDocument& doc, const pugi::xml_node& el, Node& label, const std::string& path);
    // TextReader's enableOutline and enableShadow; ButtonReader's on the title, whose keys
    // have the prefix "title".
    void textEffects(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const std::string& path,
                     const std::string& prefix = "");
    void warn(const CsdDocument& doc, const pugi::xml_node& el, const std::string& path, std::string message);
    void keepAttributes(const CsdDocument& doc, const pugi::xml_node& el, Node& node, bool everything);
    // Refuses what a scene file could not hold: a value longer than its string limit.
    void checkLengths(const CsdDocument& doc, const pugi::xml_node& el);
    void countBuiltinImages(const pugi::xml_node& el);
    std::string childPath(const std::string& parent, const Node& node) const;
    // Frame 0 of a file's timelines, as cocos instances it
    // (docs/cocostudio-import.md, "Rules followed", ProjectNode): applied to the
    // nodes when inlining, or recorded for instances.
    void frameZero(const CsdDocument& doc, Source* record);
    // The file's timelines as clips on its nodes (csd_timelines.cpp), with warnings for
    // what has no Diorama property or names no node.
    std::vector<AnimationClip> timelineClips(const CsdDocument& doc);
    Easing easingOf(const CsdDocument& doc, const pugi::xml_node& frame);
    // What a key frame of a plain property timeline sets (Position, Scale, RotationSkew,
    // AnchorPoint, CColor, Alpha, ZOrder, VisibleForFrame), as registry keys and values;
    // empty for the others. Read as cocos' converter reads it: an absent number is 0, an
    // absent colour black, and a Bool frame's Value is true when absent or "True".
    std::vector<std::pair<std::string, PropertyValue>> frameValues(const CsdDocument& doc, const pugi::xml_node& frame,
                                                                   const std::string& property);
    void countNode(const CsdDocument& doc, const pugi::xml_node& el, std::size_t nodes, int depth);

    const ImportOptions& m_options;
    ImportReport& m_report;
    std::filesystem::path m_resourceRoot;
    std::vector<ImportedScene>& m_nested;
    ProjectAssets m_assets;
    FileState* m_file = nullptr;
    std::vector<std::filesystem::path> m_building;         // the .csd files being built, outermost first
    std::map<std::filesystem::path, Source> m_sources;     // by canonical .csd path
    std::map<std::filesystem::path, SceneError> m_failed;  // files that could not be read (never re-read)
    // Every node has an ActionTag in cocos (0 when absent); a timeline binds to the last
    // node in file order with its tag.
    // With the Studio class it was read from (the document's own text, alive as long as it).
    struct TaggedNode {
        Node* node = nullptr;
        std::string_view ctype;
    };
    std::map<std::pair<const CsdDocument*, int>, TaggedNode> m_byActionTag;
    // Inlined nested files' clips, named after their ProjectNode, for the file's scene.
    std::vector<AnimationClip> m_inlinedClips;
};

}  // namespace diorama::cocostudio
