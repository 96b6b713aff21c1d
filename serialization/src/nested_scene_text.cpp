#include "diorama/serialization/nested_scene_text.h"

#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_io.h"
#include "json_parse.h"

#include <algorithm>

namespace diorama {

using json::Json;

namespace {

// The node records of serializeNodes' text.
Json recordsOf(const std::vector<const Node*>& nodes, const SceneFileData& file) {
    return json::parseTrusted(serializeNodes(nodes, &file)).at("nodes");
}

std::string nodesText(Json node, const std::filesystem::path& sourceDirectory) {
    Json doc = Json::object();
    doc["format"] = "diorama.nodes";
    doc["version"] = kSceneFormatVersion;
    if (!sourceDirectory.empty()) doc["sourceDirectory"] = sourceDirectory.string();
    doc["nodes"] = Json::array({std::move(node)});
    std::string out;
    json::writePretty(doc, out);
    return out;
}

Json sizeJson(Size size) { return Json::array({json::number(size.width), json::number(size.height)}); }

}  // namespace

std::string serializeUnpacked(const Instance& instance, const SceneFileData& file,
                              const std::filesystem::path& sourceDirectory) {
    Json node = recordsOf({&instance}, file).at(0);
    node["type"] = "Node";
    node.erase("source");
    node.erase("overrides");
    node.erase("children");
    node["contentSize"] = sizeJson(instance.contentSize());
    const std::vector<Node*> children = childrenInFileOrder(instance);
    if (!children.empty()) node["children"] = recordsOf({children.begin(), children.end()}, file);
    return nodesText(std::move(node), sourceDirectory);
}

std::string serializeAsInstance(const Node& node, const SceneFileData& file, const std::string& source,
                                const std::vector<std::string>& keys) {
    const Json written = recordsOf({&node}, file).at(0);
    Json instance = Json::object();
    instance["type"] = "Instance";
    for (auto it = written.begin(); it != written.end(); ++it) {
        const std::string& key = it.key();
        if (key == "type" || key == "children") continue;
        const bool kept =
            key == "id" || key == "editor" || keys.empty() || std::find(keys.begin(), keys.end(), key) != keys.end();
        if (kept) instance[key] = it.value();
    }
    instance["source"] = source;
    // A drawing node's defaults are not a Node's (a Sprite's anchor is the middle): the
    // keys that place the content box are written whatever the writer left out.
    instance["contentSize"] = sizeJson(node.contentSize());
    instance["anchorPoint"] = Json::array({json::number(node.anchorPoint().x), json::number(node.anchorPoint().y)});
    instance["ignoreAnchorPointForPosition"] = node.isIgnoreAnchorPointForPosition();
    return nodesText(std::move(instance), {});
}

}  // namespace diorama
