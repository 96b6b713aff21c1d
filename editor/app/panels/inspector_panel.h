#pragma once

#include "../editor_context.h"
#include "actions_section.h"
#include "diorama/editor/inspector_model.h"
#include "diorama/editor/instance_edits.h"
#include "diorama/editor/properties.h"
#include "panel.h"

#include <optional>
#include <string>
#include <vector>

namespace diorama::editor {

// Every property the node type registry gives the selection, grouped by its hints
// (Node, Transform, Ordering, Colour, and the type's own), drawn from editor/core's
// property table. With several nodes selected
// it edits the properties they share. One drag or slider edit is one undo step.
class InspectorPanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);

private:
    void drawGroup(EditorContext& ctx, const std::string& group, const std::vector<Node*>& nodes);
    bool drawProperty(EditorContext& ctx, const PropertyInfo& info, const std::vector<Node*>& nodes,
                      PropertyValue& value);
    // Holds a number or text being typed until its field is left (Return, Tab or a click
    // elsewhere); returns whether to apply `value`.
    bool holdTyped(const PropertyInfo& info, NodeId node, const PropertyValue& shown, PropertyValue& value,
                   bool changed);
    void drawAnchorPresets(EditorContext& ctx, const std::vector<Node*>& nodes);
    void drawOrderingNotes(EditorContext& ctx, Node& node);
    void commit(EditorContext& ctx, const PropertyInfo& info, const std::vector<Node*>& nodes,
                const PropertyValue& value);
    // Project files an asset property can name (PNGs for images, TrueType for fonts).
    const std::vector<std::string>& assetsInProject(EditorContext& ctx, AssetKind kind);

    struct AssetList {
        std::string folder;
        std::uint64_t revision = 0;  // listed again when the tree changes (a new file may be named)
        std::vector<std::string> paths;
    };
    bool m_keepVisualPosition = true;
    AssetList m_assetCache[5];  // by AssetKind
    ActionsSection m_actions;
    // The rows, sections and overrides shown, built again only when the document or the
    // selection changes (not every frame).
    void refreshModel(Document& doc, const std::vector<Node*>& nodes);
    InspectorModel m_model;
    const Document* m_modelDoc = nullptr;
    std::uint64_t m_modelRevision = 0;
    std::vector<NodeId> m_modelIds;
    std::string m_editingRow;  // the row a drag or typing is editing (it shows the node's value)
    // The last refused value: on which node and key, and why. Shown until that key takes a
    // value or the document changes (an undo would leave it speaking of another value).
    struct Refusal {
        NodeId node;
        std::string key, why;
        std::uint64_t revision = 0;
    } m_refused;
    // A number being typed into a field (after Ctrl+click, or tabbed into): it applies
    // when the field is left or Return pressed, not a keystroke at a time, so the "2" and
    // "25" of "250" never reach a node that refuses 250. A row of several fields (x and y,
    // R, G and B) holds one value: what was typed into a field Tab left stays in it.
    struct Typed {
        std::string key;
        NodeId node;
        PropertyValue value;
        int frame = 0;  // ImGui's frame of the last typing: a later one is a new edit
    };
    std::optional<Typed> m_typed;
    std::string m_choiceFilter;            // a choices combo's search, while it is open
    std::unique_ptr<Command> m_afterDraw;  // a structure edit made this frame (Unpack)
};

}  // namespace diorama::editor
