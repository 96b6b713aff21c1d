#include "json_output.h"

#include "diorama/scene/node.h"
#include "diorama/serialization/node_path.h"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string>

namespace diorama::cli {

Json number(float value) {
    if (!std::isfinite(value))
        throw NotFinite(std::string("a computed value is not a finite number (") +
                        (std::isnan(value) ? "NaN" : "infinite") +
                        "): the node's transforms multiply past the float range");
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

Json nodeRef(const Node& node, const SceneFileData& file) {
    Json j = Json::object();
    j["name"] = node.name();
    // The tool loads one scene and never edits it, so one index serves every listing.
    static NodePathIndex paths;
    j["path"] = paths.pathOf(node);
    j["type"] = std::string(node.typeName());
    // An id the reader made up differs on every run: only the file's own are printed.
    if (const NodeFileRecord* record = file.find(node.id()); record && record->idInFile && !record->fileId.empty())
        j["id"] = record->fileId;
    return j;
}

Json propertyValue(const PropertyDescriptor& d, const PropertyValue& v) {
    return std::visit(
        [&](const auto& x) -> Json {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, std::string>)
                return x;
            else if constexpr (std::is_same_v<T, int>)
                return d.kind == ValueKind::Enum ? Json(d.enumNames.at(std::size_t(x))) : Json(x);
            else if constexpr (std::is_same_v<T, float>)
                return number(x);
            else if constexpr (std::is_same_v<T, Vec2>)
                return point(x);
            else if constexpr (std::is_same_v<T, Size>)
                return Json::array({number(x.width), number(x.height)});
            else if constexpr (std::is_same_v<T, Rect>)
                return rect(x);
            else
                return Json::array({x.r, x.g, x.b});
        },
        v);
}

}  // namespace diorama::cli
