// The registry of node types: what a type is, said once. Each type names its file type
// name, its parent type, a factory, an icon and its own properties; the registry
// flattens inheritance so a type lists every property it has, base first. The scene
// reader and writer, the clipboard, the editor's create menu, icons and inspector all
// iterate over it, so adding a property is one edit in one place and adding a type is
// one file plus one registration line (builtinNodeTypes()).
#pragma once

#include "diorama/types/property.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace diorama {

class Node;

// What factories may need: where assets come from (a Label's default font) and the
// design size of the document (a Scene's content size).
struct NodeFactoryContext {
    AssetResolver* assets = nullptr;
    Size designSize{960.0f, 640.0f};
};

// A change a type makes to a property it inherits.
struct PropertyOverride {
    std::string key;
    std::optional<PropertyValue> defaultValue = std::nullopt;
    std::function<PropertyValue(const Node&)> defaultFor = nullptr;
    std::optional<bool> inspector = std::nullopt;       // e.g. a sprite's content size follows its frame
    std::optional<PropertyLinks> links = std::nullopt;  // e.g. a Scene's content size carries its design size
    const char* label = nullptr;                        // e.g. a CheckBox's texture is its background
};

// A problem with a node's assets found after its properties were applied (glyphs that
// do not fit the atlas): the key to blame and the message.
struct AssetNote {
    std::string key;
    std::string message;
};

struct NodeTypeInfo {
    std::string name;    // the scene file's "type"
    std::string parent;  // "" only for Node itself
    std::string icon;    // a Font Awesome 4.7 icon name, e.g. "cube"
    std::function<std::unique_ptr<Node>(const NodeFactoryContext&)> create;
    std::vector<PropertyDescriptor> properties;  // its own, in file order
    std::vector<PropertyOverride> overrides;
    bool creatable = true;  // offered by the editor's create menus
    // Turns a fresh node into a useful new one for a create menu (a visible size, a text).
    std::function<void(Node&, const NodeFactoryContext&)> prepareNew;
    std::function<std::optional<AssetNote>(const Node&)> assetNote;
    // A warning for the editor's inspector when what the node draws differs from what it
    // says, which cocos lets pass in silence (a TextBMFont's letters its font lacks);
    // empty: nothing to say.
    std::function<std::string(const Node&)> note;
    // The property the note is about (a Label's glowEnabled): the inspector repeats the
    // note under its row, where the change that raised it is made; "" for none.
    const char* noteKey = "";
    // The size an editor's resize handles set on this node (an Extent key), or "" when
    // they scale it instead. Null: "contentSize" when the inspector edits it (a widget, a
    // Panel, a layer), else "" (a Sprite sized by its image). A Label with a text box
    // resizes its dimensions.
    std::function<std::string(const Node&)> resizeKey;
    const char* description = "";
};

// The usual start of a description: a type made by its default constructor. Its name is
// what the class's typeName() says and its parent is its C++ base's, so neither is
// spelled twice, and a base that is not a node type's real base does not compile (the
// inherited accessors static_cast to it).
template <class T, class Base>
NodeTypeInfo describeType(std::string icon, const char* description) {
    static_assert(std::is_base_of_v<Node, Base>, "a node type's base is a Node");
    static_assert(std::is_base_of_v<Base, T> && !std::is_same_v<Base, T>, "Base must be a real base of T");
    NodeTypeInfo t;
    t.name = std::string(T().typeName());
    t.parent = std::string(Base().typeName());
    t.icon = std::move(icon);
    t.description = description;
    t.create = [](const NodeFactoryContext&) -> std::unique_ptr<Node> { return std::make_unique<T>(); };
    return t;
}

// The same with the names spelled out: Node itself (no base), and older game code.
template <class T>
NodeTypeInfo describeType(std::string name, std::string parent, std::string icon, const char* description) {
    NodeTypeInfo t;
    t.name = std::move(name);
    t.parent = std::move(parent);
    t.icon = std::move(icon);
    t.description = description;
    t.create = [](const NodeFactoryContext&) -> std::unique_ptr<Node> { return std::make_unique<T>(); };
    return t;
}

class NodeType {
public:
    const std::string& name() const { return m_info.name; }
    const NodeType* parent() const { return m_parent; }
    const std::string& icon() const { return m_info.icon; }
    const NodeTypeInfo& info() const { return m_info; }
    bool isA(std::string_view typeName) const;
    bool isCreatable() const { return m_info.creatable && m_info.create != nullptr; }

    // Every property, base type's first, in the order the writer saves them.
    const std::vector<PropertyDescriptor>& properties() const { return m_properties; }
    // The same properties in the order a reader applies them: the most derived type's
    // own first (content such as a texture or a text fixes the intrinsic size), then
    // each base's, so that explicit geometry in the file wins.
    const std::vector<const PropertyDescriptor*>& applyOrder() const { return m_applyOrder; }
    // Where properties()[index] comes in applyOrder(): a reader that met a few keys applies
    // just those, in this order, without walking every property.
    std::size_t applyRank(std::size_t index) const { return m_applyRank[index]; }
    const PropertyDescriptor* find(std::string_view key) const;

    std::unique_ptr<Node> create(const NodeFactoryContext& context) const;
    // create() followed by prepareNew: what a create menu inserts.
    std::unique_ptr<Node> createNew(const NodeFactoryContext& context) const;

private:
    friend class NodeTypeRegistry;
    NodeTypeInfo m_info;
    const NodeType* m_parent = nullptr;
    std::vector<PropertyDescriptor> m_properties;
    std::vector<const PropertyDescriptor*> m_applyOrder;
    std::vector<std::size_t> m_applyRank;
    std::unordered_map<std::string_view, std::size_t> m_byKey;
};

class NodeTypeRegistry {
public:
    NodeTypeRegistry() = default;
    NodeTypeRegistry(const NodeTypeRegistry&) = delete;
    NodeTypeRegistry& operator=(const NodeTypeRegistry&) = delete;

    // Registers a type whose parent is already registered. Returns "" or why not
    // (duplicate name, unknown parent, a property key its parent already has).
    std::string add(NodeTypeInfo info);

    const NodeType* find(std::string_view name) const;
    // The registered type of `node` (by its typeName), or Node's for types the registry
    // does not know (such as file types this build cannot read).
    const NodeType& typeOf(const Node& node) const;
    // Registration order: base types before the types derived from them.
    const std::vector<std::unique_ptr<NodeType>>& types() const { return m_types; }

private:
    std::vector<std::unique_ptr<NodeType>> m_types;
    std::unordered_map<std::string_view, const NodeType*> m_byName;
};

// Every type the runtime defines: Node, Scene, Sprite, Scale9Sprite, ColorLayer,
// LayerGradient, Label, Instance.
// Built on first use and never changed afterwards; pass your own registry where a
// game adds types of its own.
const NodeTypeRegistry& builtinNodeTypes();

}  // namespace diorama
