// Step-by-step upgrades of older scene documents (Lumix's WorldVersion idea). Each step
// takes a document of version N to N + 1; loading runs every step from the file's version.
#include "json_parse.h"
#include "reader_context.h"

#include <iterator>

#include <functional>
#include <vector>

namespace diorama::detail {

namespace {

// Version 0 (pre-release files) spelled three node keys differently.
void renameLegacyKeys(Json& node) {
    if (!node.is_object()) return;
    static const std::pair<const char*, const char*> kRenames[] = {
        {"zOrder", "localZOrder"}, {"size", "contentSize"}, {"anchor", "anchorPoint"}};
    bool targetPresent[std::size(kRenames)] = {};
    for (std::size_t i = 0; i < std::size(kRenames); ++i) targetPresent[i] = node.contains(kRenames[i].second);
    Json renamed = Json::object();
    for (auto it = node.begin(); it != node.end(); ++it) {
        std::string key = it.key();
        for (std::size_t i = 0; i < std::size(kRenames); ++i)
            if (key == kRenames[i].first && !targetPresent[i]) key = kRenames[i].second;
        json::appendMember(renamed, key, std::move(it.value()));
    }
    node = std::move(renamed);
    if (auto children = node.find("children"); children != node.end() && children->is_array())
        for (Json& child : *children) renameLegacyKeys(child);
}

void version0To1(Json& document) {
    if (auto root = document.find("root"); root != document.end()) renameLegacyKeys(*root);
}

const std::vector<std::function<void(Json&)>>& steps() {
    static const std::vector<std::function<void(Json&)>> kSteps = {version0To1};
    return kSteps;
}

}  // namespace

void migrateDocument(Json& document, int fromVersion) {
    for (int v = fromVersion; v < kSceneFormatVersion; ++v) steps()[std::size_t(v)](document);
    document["version"] = kSceneFormatVersion;
}

}  // namespace diorama::detail
