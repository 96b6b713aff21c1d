#include "json_output.h"

#include "diorama/scene/node.h"
#include "diorama/scene/node_metadata.h"
#include "diorama/serialization/node_path.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace diorama::cli {

Json number(float value) {
    if (value == 0.0f) return 0;  // also folds -0
    if (value == std::trunc(value) && std::fabs(value) < 1e15f) return static_cast<std::int64_t>(value);
    char buf[64];
    auto result = std::to_chars(buf, buf + sizeof buf, value);
    *result.ptr = '\0';
    return std::strtod(buf, nullptr);
}

Json point(Vec2 p) { return Json::array({number(p.x), number(p.y)}); }

Json rect(const Rect& r) {
    return Json::array({number(r.origin.x), number(r.origin.y), number(r.size.width), number(r.size.height)});
}

Json nodeRef(const Node& node) {
    Json j = Json::object();
    j["name"] = node.name();
    // The tool loads one scene and never edits it, so one index serves every listing.
    static NodePathIndex paths;
    j["path"] = paths.pathOf(node);
    j["type"] = std::string(node.typeName());
    if (const NodeMetadata* m = node.metadata(); m && !m->fileId.empty()) j["id"] = m->fileId;
    return j;
}

}  // namespace diorama::cli
