#include "diorama/nodes/instance.h"

#include "diorama/types/builtin_types.h"

namespace diorama {

NodeTypeInfo instanceTypeInfo() {
    NodeTypeInfo t =
        describeType<Instance, Node>("clone", "Another scene file nested here (a prefab); its nodes come from there");
    t.overrides.push_back({.key = "contentSize", .defaultFor = [](const Node& n) -> PropertyValue {
                               return static_cast<const Instance&>(n).sourceDesignSize();
                           }});
    PropertyDescriptor source;
    source.key = "source";
    source.kind = ValueKind::AssetPath;
    source.defaultValue = std::string();
    source.hints = PropertyHints{
        .group = "Instance", .tooltip = "The nested scene file, relative to this one", .asset = AssetKind::Scene};
    source.get = [](const Node& n) -> PropertyValue { return static_cast<const Instance&>(n).source(); };
    // Only the path: the scene reader builds the nodes (it reads files, the runtime does not).
    source.apply = [](Node& n, const PropertyValue& v, PropertyContext&) {
        static_cast<Instance&>(n).setSource(std::get<std::string>(v));
    };
    source.renamePath = [](Node& n, const std::string& path) { static_cast<Instance&>(n).setSource(path); };
    source.links.keys = {"contentSize"};  // the nested scene decides the size it loads with
    t.properties.push_back(std::move(source));
    t.properties.push_back(property<Instance, float>(
        "innerActionSpeed", ValueKind::Float, &Instance::innerActionSpeed, &Instance::setInnerActionSpeed, 1.0f,
        PropertyHints{.min = 0,
                      .max = 1000,
                      .step = 0.01f,
                      .group = "Instance",
                      .tooltip = "How fast the nested scene's clips run (cocos' ProjectNode InnerActionSpeed)"}));
    return t;
}

}  // namespace diorama
