// The state of one import: options, the result being built, the nested files being
// inlined (for the cycle guard), and the assets resolved against the resource root.
#pragma once

#include "csd_document.h"
#include "diorama/cocostudio/csd_import.h"
#include "diorama/serialization/project_assets.h"
#include "diorama/types/property.h"

#include <nlohmann/json.hpp>

#include <map>
#include <vector>

namespace diorama::cocostudio {

using Json = nlohmann::ordered_json;

// Thrown for input no scene can be built from (absurd numbers); becomes the result's error.
struct ImportFailure {
    std::string file;
    int line;
    std::string message;
};

class Importer {
public:
    Importer(const ImportOptions& options, ImportResult& result, std::filesystem::path resourceRoot);

    // Builds the tree of `doc` into `result` (the root becomes a Scene, see importCsd).
    void importRoot(const CsdDocument& doc);

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
    // A texture from a FileData-like element; false (with a warning) when there is none.
    bool assignImage(const CsdDocument& doc, const pugi::xml_node& fileData, Node& sprite, const std::string& path);
    std::string assetPath(const std::string& csdPath) const;

    float number(const CsdDocument& doc, const pugi::xml_node& el, const char* attribute, float fallback);
    int integer(const CsdDocument& doc, const pugi::xml_node& el, const char* attribute, int fallback, int lo, int hi);
    void set(const CsdDocument& doc, const pugi::xml_node& el, Node& node, const char* key, const PropertyValue& value);
    void warn(const CsdDocument& doc, const pugi::xml_node& el, const std::string& path, std::string message);
    void keepAttributes(const pugi::xml_node& el, Node& node, bool everything);
    std::string childPath(const std::string& parent, const Node& node) const;
    // What an instance shows: frame 0 of the nested file's timelines
    // (docs/cocostudio-import.md, "Rules followed", ProjectNode).
    void applyFrameZero(const CsdDocument& doc);

    const ImportOptions& m_options;
    ImportResult& m_result;
    std::filesystem::path m_resourceRoot;
    std::filesystem::path m_outputDir;
    ProjectAssets m_assets;
    std::vector<std::filesystem::path> m_inlining;  // the nested files being built, outermost first
    std::map<std::pair<const CsdDocument*, int>, Node*> m_byActionTag;
    int m_depth = 0;              // of the node being converted, nested files included
    std::size_t m_nodeCount = 0;  // the scene format's limits apply to imports too
};

}  // namespace diorama::cocostudio
