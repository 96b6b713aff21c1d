#include "diorama/editor/inspector_model.h"

#include "diorama/editor/document.h"
#include "diorama/types/node_type.h"

#include <algorithm>

namespace diorama {

namespace {

// Whether `node`'s type has `d`'s key meaning the same: an inspector row of the same kind
// and choices.
bool means(const NodeTypeRegistry& types, const Node& node, const PropertyDescriptor& d) {
    const PropertyDescriptor* own = types.typeOf(node).find(d.key);
    return own && own->hints.inspector && own->kind == d.kind && own->enumNames == d.enumNames &&
           own->hints.unit == d.hints.unit;
}

// The selected type's own sections go right after the sections every node has, before
// those it inherits from other types (found by a tryout: a Slider's percent and images
// were 1,200 pixels down, under the Sprite's texture rectangle and atlas).
void bringOwnSectionsForward(const NodeTypeRegistry& types, const NodeType& type, std::vector<std::string>& groups) {
    const NodeType* node = types.find("Node");
    if (!node || &type == node) return;
    auto groupsOf = [](const auto& properties, auto groupOf) {
        std::vector<std::string> out;
        for (const auto& p : properties) out.push_back(groupOf(p));
        return out;
    };
    const std::vector<std::string> common =
        groupsOf(node->properties(), [](const PropertyDescriptor& d) { return std::string(d.hints.group); });
    const std::vector<std::string> own =
        groupsOf(type.info().properties, [](const PropertyDescriptor& d) { return std::string(d.hints.group); });
    auto in = [](const std::vector<std::string>& list, const std::string& g) {
        return std::find(list.begin(), list.end(), g) != list.end();
    };
    std::stable_partition(groups.begin(), groups.end(), [&](const std::string& g) { return in(common, g); });
    const auto rest = std::find_if(groups.begin(), groups.end(), [&](const std::string& g) { return !in(common, g); });
    std::stable_partition(rest, groups.end(), [&](const std::string& g) { return in(own, g); });
}

}  // namespace

InspectorModel inspectorModel(Document& doc, const std::vector<const Node*>& nodes) {
    InspectorModel model;
    if (nodes.empty()) return model;
    const NodeTypeRegistry& types = nodeTypesOf(doc);
    const auto everyNode = [&](const auto& test) { return std::all_of(nodes.begin(), nodes.end(), test); };
    for (const PropertyDescriptor& d : types.typeOf(*nodes.front()).properties()) {
        if (!d.hints.inspector || !everyNode([&](const Node* n) { return means(types, *n, d); })) continue;
        PropertyInfo row = propertyRow(types, d);
        if (everyNode([&](const Node* n) { return row.appliesTo(*n); })) model.rows.push_back(std::move(row));
    }
    for (const PropertyInfo& row : editorRows())
        if (everyNode([&](const Node* n) { return row.appliesTo(*n); })) model.rows.push_back(row);
    // The built-in sections in their order, then a game type's own in the order met.
    const auto hasRowIn = [&](const std::string& group) {
        return std::any_of(model.rows.begin(), model.rows.end(),
                           [&](const PropertyInfo& r) { return r.group == group; });
    };
    for (const std::string& group : propertyGroups())  // a section with a note shows it even without rows
        if (hasRowIn(group) || groupNoteFor(group) != GroupNote::None) model.groups.push_back(group);
    for (const PropertyInfo& row : model.rows)
        if (std::find(model.groups.begin(), model.groups.end(), row.group) == model.groups.end())
            model.groups.push_back(row.group);
    bringOwnSectionsForward(types, types.typeOf(*nodes.front()), model.groups);
    for (const PropertyInfo& row : model.rows)
        if (std::vector<std::string> shared = sharedChoices(doc, row, nodes); !shared.empty())
            model.choices.emplace(row.name, std::move(shared));
    if (nodes.size() == 1) {
        model.overrides = overriddenProperties(doc, *nodes.front());
        const NodeTypeInfo& info = types.typeOf(*nodes.front()).info();
        if (info.note) model.note = info.note(*nodes.front());
        if (!model.note.empty()) model.noteKey = info.noteKey;
    }
    return model;
}

}  // namespace diorama
