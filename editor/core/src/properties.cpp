#include "diorama/editor/properties.h"

#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/types/node_type.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

namespace diorama {

namespace {

// Labels that read better than the key spelled out.
const std::map<std::string_view, const char*> kLabels = {
    {"ignoreAnchorPointForPosition", "Ignore anchor for position"},
    {"localZOrder", "Local Z"},
    {"globalZOrder", "Global Z"},
    {"cascadeColorEnabled", "Cascade colour"},
    {"cascadeOpacityEnabled", "Cascade opacity"},
    // A CheckBox's image slots, short enough for the label column.
    {"crossTexture", "Cross"},
    {"backgroundSelectedTexture", "Selected background"},
    {"backgroundDisabledTexture", "Disabled background"},
    {"crossDisabledTexture", "Disabled cross"},
};

// The inspector's extras, by property: the one place the editor names keys.
struct RowExtraEntry {
    std::string_view key;
    RowExtra extra;
    const char* switchLabel = "";
    bool (*inMode)(const Node&) = nullptr;
};
const RowExtraEntry kRowExtras[] = {
    {"anchorPoint", RowExtra::AnchorPresets},
    {"normalizedPosition", RowExtra::ModeSwitch, "Use normalized position",
     [](const Node& n) { return n.usesNormalizedPosition(); }},
};

void addExtras(PropertyInfo& info) {
    for (const RowExtraEntry& e : kRowExtras)
        if (e.key == info.name) {
            info.extra = e.extra;
            info.switchLabel = e.switchLabel;
            if (e.inMode) info.inMode = e.inMode;
        }
}

PropertyKind inspectorKind(const PropertyDescriptor& d) {
    switch (d.kind) {
    case ValueKind::Bool: return PropertyKind::Bool;
    case ValueKind::Int: return d.hints.unit == Unit::Byte ? PropertyKind::Byte : PropertyKind::Int;
    case ValueKind::Float: return d.hints.unit == Unit::Degrees ? PropertyKind::Angle : PropertyKind::Float;
    case ValueKind::Point: return PropertyKind::Point;
    case ValueKind::Extent: return PropertyKind::Extent;
    case ValueKind::Region: return PropertyKind::Region;
    case ValueKind::Color: return PropertyKind::Color;
    case ValueKind::Enum: return PropertyKind::Enum;
    case ValueKind::String: return d.hints.multiline ? PropertyKind::Text : PropertyKind::String;
    case ValueKind::AssetPath: return PropertyKind::Path;
    }
    return PropertyKind::String;
}

// The descriptor's links, read for the node's own type (a type's override may add them).
RestoreLinked captureLinks(const Document& doc, const Node& n, const PropertyDescriptor& p) {
    const NodeType& type = nodeTypesOf(doc).typeOf(n);
    std::vector<std::pair<const PropertyDescriptor*, PropertyValue>> values;
    for (const std::string& key : p.links.keys)
        if (const PropertyDescriptor* linked = type.find(key)) values.emplace_back(linked, linked->get(n));
    std::function<void(Node&)> restoreState = p.links.capture ? p.links.capture(n) : nullptr;
    std::vector<NodeId> siblings;
    if (p.links.siblingOrder && n.parent()) siblings = fileOrderIds(*n.parent());
    return [values = std::move(values), restoreState, siblings = std::move(siblings)](Document& target, Node& m) {
        PropertyContext context{&target.assets()};
        for (const auto& [linked, value] : values) linked->set(m, value, context);
        if (restoreState) restoreState(m);
        if (!siblings.empty() && m.parent()) setFileOrder(*m.parent(), siblings);
    };
}

PropertyInfo editorFlag(const char* key, const char* label, bool EditorSection::*flag, const char* tooltip,
                        bool onTheRoot) {
    PropertyInfo info;
    info.name = key;
    info.label = label;
    info.group = "Editor";
    info.kind = PropertyKind::Bool;
    info.tooltip = tooltip;
    info.appliesTo = [onTheRoot](const Node& n) { return onTheRoot || n.parent() != nullptr; };
    info.get = [flag](const Document& doc, const Node& n) -> PropertyValue {
        const EditorSection* e = doc.fileData().editor(n.id());
        return e && e->*flag;
    };
    info.set = [flag](Document& doc, Node& n, const PropertyValue& v) {
        auto* b = std::get_if<bool>(&v);
        if (!b) return false;
        doc.fileData().at(n.id()).editor.*flag = *b;
        return true;
    };
    return info;
}

}  // namespace

PropertyInfo propertyRow(const NodeTypeRegistry& registry, const PropertyDescriptor& d) {
    PropertyInfo info;
    info.name = d.key;
    info.label = labelForKey(d.key);
    info.group = d.hints.group;
    info.kind = inspectorKind(d);
    info.hints = d.hints;
    info.enumNames = d.enumNames;
    info.tooltip = d.hints.tooltip;
    const std::string key = d.key;
    const NodeTypeRegistry* types = &registry;
    auto descriptorOf = [types, key](const Node& n) { return types->typeOf(n).find(key); };
    // Per node type: a type's overrides decide (the Scene root leaves out its position).
    info.appliesTo = [descriptorOf](const Node& n) {
        const PropertyDescriptor* p = descriptorOf(n);
        return p && p->hints.inspector && (!p->shownFor || p->shownFor(n));
    };
    info.labelFor = [descriptorOf, label = info.label](const Node& n) {
        const PropertyDescriptor* p = descriptorOf(n);
        return p && *p->hints.label ? std::string(p->hints.label) : label;
    };
    info.get = [descriptorOf](const Document&, const Node& n) -> PropertyValue { return descriptorOf(n)->get(n); };
    info.set = [descriptorOf](Document& doc, Node& n, const PropertyValue& v) {
        const PropertyDescriptor* p = descriptorOf(n);
        if (!p) return false;
        if (p->lockedFor && !p->lockedFor(n).empty()) return false;
        PropertyContext context{&doc.assets()};
        const bool ok = p->set(n, v, context).empty();
        if (ok && p->links.afterEdit) p->links.afterEdit(n);
        doc.collectAssetProblems();
        return ok;
    };
    info.refusal = [descriptorOf](const Node& n, const PropertyValue& v) {
        const PropertyDescriptor* p = descriptorOf(n);
        if (!p) return std::string("no such property");
        if (std::string locked = p->lockedFor ? p->lockedFor(n) : std::string(); !locked.empty()) return locked;
        return p->validate(v);
    };
    info.captureLinked = [descriptorOf](const Document& doc, const Node& n) -> RestoreLinked {
        const PropertyDescriptor* p = descriptorOf(n);
        return p ? captureLinks(doc, n, *p) : RestoreLinked{};
    };
    if (d.enumNote)
        info.enumNote = [descriptorOf](const Node& n, int index) {
            const PropertyDescriptor* p = descriptorOf(n);
            return p && p->enumNote ? p->enumNote(n, index) : std::string();
        };
    if (d.choices)
        info.choices = [descriptorOf](Document& doc, const Node& n) {
            const PropertyDescriptor* p = descriptorOf(n);
            PropertyContext context{&doc.assets()};
            return p && p->choices ? p->choices(n, context) : std::vector<std::string>{};
        };
    info.effects = {.structure = d.links.structure, .assets = d.kind == ValueKind::AssetPath};
    addExtras(info);
    return info;
}

std::vector<std::string> sharedChoices(Document& doc, const PropertyInfo& row, const std::vector<const Node*>& nodes) {
    if (!row.choices || nodes.empty()) return {};
    std::vector<std::string> shared = row.choices(doc, *nodes.front());
    for (std::size_t i = 1; i < nodes.size() && !shared.empty(); ++i)
        if (row.choices(doc, *nodes[i]) != shared) return {};
    return shared;
}

std::string labelForKey(std::string_view key) {
    if (auto it = kLabels.find(key); it != kLabels.end()) return it->second;
    std::vector<std::string> words(1);
    for (char c : key) {
        if (std::isupper(static_cast<unsigned char>(c)) && !words.back().empty()) words.emplace_back();
        words.back() += c;
    }
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::string w = words[i];
        if (w.size() > 1) w[0] = char(std::tolower(static_cast<unsigned char>(w[0])));
        if (w == "color") w = "colour";  // the editor's spelling, whatever the key's
        if (i == 0) w[0] = char(std::toupper(static_cast<unsigned char>(w[0])));
        out += (i ? " " : "") + w;
    }
    return out;
}

std::vector<PropertyInfo> buildPropertyTable(const NodeTypeRegistry& registry) {
    std::vector<PropertyInfo> table;
    for (const auto& type : registry.types())
        for (const PropertyDescriptor& d : type->properties()) {
            if (!d.hints.inspector) continue;
            const bool seen =
                std::any_of(table.begin(), table.end(), [&](const PropertyInfo& p) { return p.name == d.key; });
            if (!seen) table.push_back(propertyRow(registry, d));
        }
    table.insert(table.end(), editorRows().begin(), editorRows().end());
    return table;
}

const std::vector<PropertyInfo>& editorRows() {
    // The root is never picked, so it has no lock; a hidden root (an imported Studio root
    // with Visible="False") hides the whole scene, so it must be possible to show it again.
    static const std::vector<PropertyInfo> kRows = {
        editorFlag("locked", "Locked", &EditorSection::locked, "Locked nodes cannot be picked in the viewport",
                   /*onTheRoot=*/false),
        editorFlag("hidden", "Hidden in editor", &EditorSection::hidden,
                   "Hidden only in the editor's viewport; the game still draws it", /*onTheRoot=*/true)};
    return kRows;
}

const std::vector<PropertyInfo>& nodeProperties() {
    static const std::vector<PropertyInfo> kTable = buildPropertyTable(builtinNodeTypes());
    return kTable;
}

const PropertyInfo* findProperty(std::string_view name) {
    for (const PropertyInfo& p : nodeProperties())
        if (name == p.name) return &p;
    return nullptr;
}

GroupNote groupNoteFor(std::string_view group) {
    if (group == "Colour") return GroupNote::DisplayedColour;
    if (group == "Ordering") return GroupNote::Ordering;
    return GroupNote::None;
}

const NodeTypeRegistry& nodeTypesOf(const Document& doc) {
    return doc.fileData().types ? *doc.fileData().types : builtinNodeTypes();
}

std::optional<PropertyInfo> findProperty(const Document& doc, const Node& node, std::string_view key) {
    const NodeTypeRegistry& registry = nodeTypesOf(doc);
    if (const PropertyDescriptor* d = registry.typeOf(node).find(key)) return propertyRow(registry, *d);
    for (const PropertyInfo& row : editorRows())
        if (row.name == key) return row;
    return std::nullopt;
}

const std::vector<std::string>& propertyGroups() {
    static const std::vector<std::string> kGroups = [] {
        std::vector<std::string> groups;
        for (const PropertyInfo& p : nodeProperties())
            if (std::find(groups.begin(), groups.end(), p.group) == groups.end()) groups.push_back(p.group);
        return groups;
    }();
    return kGroups;
}

std::string describeValue(const PropertyValue& value) {
    std::ostringstream s;
    std::visit(
        [&](const auto& v) {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, bool>)
                s << (v ? "true" : "false");
            else if constexpr (std::is_same_v<T, Vec2>)
                s << "(" << v.x << ", " << v.y << ")";
            else if constexpr (std::is_same_v<T, Size>)
                s << v.width << " x " << v.height;
            else if constexpr (std::is_same_v<T, Rect>)
                s << "(" << v.origin.x << ", " << v.origin.y << ", " << v.size.width << ", " << v.size.height << ")";
            else if constexpr (std::is_same_v<T, Color3B>)
                s << "(" << int(v.r) << ", " << int(v.g) << ", " << int(v.b) << ")";
            else
                s << v;
        },
        value);
    return s.str();
}

}  // namespace diorama
