#pragma once

#include "../editor_context.h"
#include "diorama/editor/command.h"
#include "panel.h"

#include <string>
#include <unordered_set>
#include <vector>

namespace diorama::editor {

// The scene tree in file order: type icons, inline rename, drag and drop to reparent or
// reorder, context menu, editor-only hide and lock toggles, filter and multi-select.
// Rows are flattened and clipped, so 10k nodes cost only the visible rows to draw.
class HierarchyPanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);

private:
    struct Row {
        Node* node;
        int depth;
        bool hasChildren;
    };
    void rebuildRows(EditorContext& ctx);
    // The arrow keys while the panel has the keyboard: Up and Down to the row above or
    // below (Shift: the range from the last clicked row), Right opens a row or goes to
    // its first child, Left closes it or goes to its parent.
    void walkRows(EditorContext& ctx);
    void drawRow(EditorContext& ctx, std::size_t index);
    void handleDrop(EditorContext& ctx, Node& target, int zone, NodeId dragged);
    void reveal(EditorContext& ctx);
    void drawCreatePopup(EditorContext& ctx);
    // Shallow levels start open, instances folded; m_expanded/m_collapsed keep the clicks.
    bool isOpen(const Node& node, int depth) const;

    std::vector<Row> m_rows;
    std::unordered_set<NodeId> m_expanded;
    std::unordered_set<NodeId> m_collapsed;  // explicitly closed (default is open for shallow levels)
    std::string m_filter;
    // The user's last "+ New" choice (next to the selection, or inside it), and the node
    // "+ New" last made: next to it goes the next one (createsBeside).
    bool m_createBeside = false;
    NodeId m_lastCreated;
    std::string m_builtFilter;
    std::uint64_t m_builtRevision = 0, m_builtStructure = 0, m_builtExpansion = 0, m_expansion = 1;
    const Document* m_builtFor = nullptr;
    const Document* m_scrolledFor = nullptr;
    std::size_t m_anchorRow = 0;
    struct Dropped {
        NodeId node, target;
        int zone = 0;
    };
    Dropped m_dropped;      // applied after all rows are drawn
    NodeId m_droppedAsset;  // the row an asset was dropped on, likewise
    std::vector<std::unique_ptr<Command>> m_deferred;
    void defer(std::unique_ptr<Command> command) { m_deferred.push_back(std::move(command)); }
    std::string m_renameBuffer;
    NodeId m_renameActive;
};

}  // namespace diorama::editor
