#include "hierarchy_panel.h"

#include "node_context_menu.h"

#include "diorama/nodes/instance.h"

#include "../icons.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/instance_edits.h"
#include "diorama/nodes/instance.h"
#include "diorama/serialization/node_path.h"
#include "diorama/types/node_type.h"

#include <imgui_stdlib.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <unordered_set>

namespace diorama::editor {

namespace {

constexpr const char* kDragPayload = "DIORAMA_NODE";

bool containsInsensitive(const std::string& haystack, const std::string& needle) {
    if (needle.empty()) return true;
    auto it = std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end(), [](char a, char b) {
        return std::tolower((unsigned char)a) == std::tolower((unsigned char)b);
    });
    return it != haystack.end();
}

// Marks every node that matches or has a matching descendant, in one pass.
bool collectMatches(const Node& n, const std::string& filter, std::unordered_set<const Node*>& keep) {
    bool any = containsInsensitive(n.name(), filter) || containsInsensitive(std::string(n.typeName()), filter);
    for (auto& c : n.children()) any = collectMatches(*c, filter, keep) || any;
    if (any) keep.insert(&n);
    return any;
}

}  // namespace

void HierarchyPanel::rebuildRows(EditorContext& ctx) {
    Document& doc = *ctx.doc;
    if (m_builtFor == &doc && m_builtRevision == doc.revision() && m_builtStructure == doc.structureVersion() &&
        m_builtExpansion == m_expansion && m_builtFilter == m_filter)
        return;
    m_rows.clear();
    // An explicit stack keeps deep trees off the call stack.
    struct Item {
        Node* node;
        int depth;
    };
    std::unordered_set<const Node*> keep;
    if (!m_filter.empty()) collectMatches(doc.scene(), m_filter, keep);
    std::vector<Item> stack{{&doc.scene(), 0}};
    while (!stack.empty()) {
        Item item = stack.back();
        stack.pop_back();
        if (!m_filter.empty() && !keep.count(item.node)) continue;
        const bool hasChildren = item.node->childCount() > 0;
        m_rows.push_back({item.node, item.depth, hasChildren});
        if (!hasChildren || !(!m_filter.empty() || isOpen(*item.node, item.depth))) continue;
        auto kids = childrenInFileOrder(*item.node);
        for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.push_back({*it, item.depth + 1});
    }
    m_builtFor = &doc;
    m_builtRevision = doc.revision();
    m_builtStructure = doc.structureVersion();
    m_builtExpansion = m_expansion;
    m_builtFilter = m_filter;
}

bool HierarchyPanel::isOpen(const Node& node, int depth) const {
    // An instance's nodes are its source's: they stay folded until asked for.
    return m_expanded.count(node.id()) ||
           (depth < 2 && !m_collapsed.count(node.id()) && !dynamic_cast<const Instance*>(&node));
}

void HierarchyPanel::reveal(EditorContext& ctx) {
    Node* n = ctx.doc->find(ctx.doc->selection().primary());
    if (!n) return;
    for (Node* p = n->parent(); p; p = p->parent()) {
        m_expanded.insert(p->id());
        m_collapsed.erase(p->id());
    }
    ++m_expansion;
}

// The popup says where the node will go, inside the selected node or next to it (found by
// a tryout: a second "+ New" nested silently under the node the first had just made).
void HierarchyPanel::drawCreatePopup(EditorContext& ctx) {
    if (!ImGui::BeginPopup("create")) return;
    Document& doc = *ctx.doc;
    const Node* selected = doc.find(doc.selection().primary());
    bool beside = createsBeside(doc, m_lastCreated, m_createBeside);
    if (selected && selected->parent()) {
        const std::string name =
            selected->name().empty() ? "<" + std::string(selected->typeName()) + ">" : selected->name();
        if (ImGui::RadioButton(("Inside " + name).c_str(), !beside)) {
            m_createBeside = beside = false;
            m_lastCreated = {};  // an explicit choice wins over the row being made
        }
        ctx.reportItem("new-inside");
        if (ImGui::RadioButton(("Next to " + name).c_str(), beside)) m_createBeside = beside = true;
        ctx.reportItem("new-beside");
        ImGui::Separator();
    } else {
        ImGui::TextDisabled("Into %s", selected ? "the scene" : "the scene (nothing selected)");
    }
    const InsertionPoint at = insertionPoint(doc, beside);
    for (const auto& type : builtinNodeTypes().types()) {
        if (!type->isCreatable()) continue;
        if (ImGui::MenuItem((std::string(nodeTypeIcon(type->name())) + "  " + type->name()).c_str()) &&
            doc.execute(makeCreateNodeCommand(doc, type->name(), at, CreateOptions{.defaultSkin = true}))) {
            m_lastCreated = doc.selection().primary();
            ctx.revealSelection = true;
        }
        ctx.reportItem("create-" + type->name());
    }
    ImGui::EndPopup();
}

void HierarchyPanel::draw(EditorContext& ctx, bool* open) {
    applyPlacement();
    if (!ImGui::Begin("Hierarchy", open, kTiledWindow)) {
        ctx.hierarchyHasKeys = false;
        ctx.treeKeys.clear();
        ImGui::End();
        return;
    }
    Document& doc = *ctx.doc;
    ImGui::SetNextItemWidth(-60);
    const bool filtered = !m_filter.empty();
    ImGui::InputTextWithHint("##filter", (std::string(iconText(Icon::Search)) + " filter by name or type").c_str(),
                             &m_filter);
    // A cleared filter brings the selected row back into sight (a tryout's list jumped to
    // its top and lost the row just found through the filter).
    if (filtered && m_filter.empty()) ctx.revealSelection = true;
    ctx.reportItem("hierarchy-filter");
    ImGui::SameLine();
    if (ImGui::Button("+ New")) ImGui::OpenPopup("create");
    ctx.reportItem("new-node");
    drawCreatePopup(ctx);
    ImGui::Separator();

    rebuildRows(ctx);
    walkRows(ctx);
    const bool revealNow = ctx.revealSelection;
    if (revealNow) reveal(ctx);
    rebuildRows(ctx);

    ImGui::BeginChild("rows");
    if (m_scrolledFor != &doc) {  // another document starts at its top, not at the last one's offset
        ImGui::SetScrollY(0.0f);
        m_scrolledFor = &doc;
    }
    const float rowHeight = ImGui::GetTextLineHeightWithSpacing();
    if (revealNow) {
        ctx.revealSelection = false;
        const NodeId target = doc.selection().primary();
        for (std::size_t i = 0; i < m_rows.size(); ++i)
            if (m_rows[i].node->id() == target) {
                const float y = float(i) * rowHeight;
                if (y < ImGui::GetScrollY() || y > ImGui::GetScrollY() + ImGui::GetWindowHeight() - rowHeight)
                    ImGui::SetScrollY(y - ImGui::GetWindowHeight() * 0.5f);
                break;
            }
    }
    if (!m_filter.empty() && m_rows.empty()) {
        // Without this the panel went blank, as if the scene had lost its nodes.
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("No node's name or type contains \"%s\".", m_filter.c_str());
        ImGui::PopTextWrapPos();
        ctx.reportItem("hierarchy-no-match");
        if (ImGui::Button("Clear Filter")) {
            m_filter.clear();
            ctx.revealSelection = true;
        }
        ctx.reportItem("hierarchy-clear-filter");
    }
    ImGuiListClipper clipper;
    clipper.Begin(int(m_rows.size()), rowHeight);
    while (clipper.Step())
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) drawRow(ctx, std::size_t(i));
    ImGui::EndChild();
    // Rows hold node pointers for this frame, so edits wait until every row is drawn.
    if (m_dropped.node) {
        const Dropped d = m_dropped;
        m_dropped = {};
        if (Node* target = doc.find(d.target)) handleDrop(ctx, *target, d.zone, d.node);
    }
    if (m_droppedAsset != NodeId{}) {
        ctx.dropAsset(m_droppedAsset, std::nullopt);
        m_droppedAsset = {};
    }
    for (auto& command : m_deferred)
        if (command) doc.execute(std::move(command));
    m_deferred.clear();
    ctx.hierarchyHasKeys =
        ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) && !ImGui::GetIO().WantTextInput;
    ImGui::End();
}

void HierarchyPanel::walkRows(EditorContext& ctx) {
    using Step = EditorContext::TreeStep;
    const std::vector<EditorContext::TreeKey> keys = std::exchange(ctx.treeKeys, {});
    Selection& selection = ctx.doc->selection();
    for (const EditorContext::TreeKey& key : keys) {
        if (m_rows.empty()) return;
        std::size_t at = 0;
        while (at < m_rows.size() && m_rows[at].node->id() != selection.primary()) ++at;
        std::size_t to = at;
        if (at == m_rows.size()) {
            to = 0;  // nothing selected in the list: the first row
        } else {
            const Row& row = m_rows[at];
            const bool opened = row.hasChildren && (!m_filter.empty() || isOpen(*row.node, row.depth));
            const bool foldable = row.hasChildren && m_filter.empty();  // a filter shows every match open
            switch (key.step) {
            case Step::Up: to = at > 0 ? at - 1 : at; break;
            case Step::Down: to = at + 1 < m_rows.size() ? at + 1 : at; break;
            case Step::Right:
                if (foldable && !opened) {
                    m_expanded.insert(row.node->id());
                    m_collapsed.erase(row.node->id());
                    ++m_expansion;
                    rebuildRows(ctx);
                    continue;
                }
                if (opened) to = at + 1;
                break;
            case Step::Left:
                if (foldable && opened) {
                    m_expanded.erase(row.node->id());
                    m_collapsed.insert(row.node->id());
                    ++m_expansion;
                    rebuildRows(ctx);
                    continue;
                }
                for (std::size_t i = at; i-- > 0;)
                    if (m_rows[i].depth < row.depth) {
                        to = i;
                        break;
                    }
                break;
            }
            if (to == at) continue;
        }
        const bool extend =
            key.shift && (key.step == Step::Up || key.step == Step::Down) && m_anchorRow < m_rows.size();
        if (extend) {
            // The range from the row last clicked, ending on the new row (the primary).
            std::vector<NodeId> range{m_rows[m_anchorRow].node->id()};
            for (std::size_t r = m_anchorRow; r != to;) {
                r = to > r ? r + 1 : r - 1;
                range.push_back(m_rows[r].node->id());
            }
            selection.setAll(std::move(range));
        } else {
            selection.set(m_rows[to].node->id());
            m_anchorRow = to;
        }
        ctx.revealSelection = true;
    }
}

void HierarchyPanel::drawRow(EditorContext& ctx, std::size_t index) {
    Document& doc = *ctx.doc;
    if (index >= m_rows.size()) return;
    Row row = m_rows[index];
    Node& node = *row.node;
    const NodeId id = node.id();
    ImGui::PushID(int(index));
    ImGui::PushID(static_cast<int>(id.value & 0x7fffffff));
    const float indent = 14.0f * float(row.depth);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + indent);
    if (row.hasChildren) {
        const bool opened = !m_filter.empty() || isOpen(node, row.depth);
        if (ImGui::ArrowButton("##toggle", opened ? ImGuiDir_Down : ImGuiDir_Right)) {
            if (opened) {
                m_expanded.erase(id);
                m_collapsed.insert(id);
            } else {
                m_expanded.insert(id);
                m_collapsed.erase(id);
            }
            ++m_expansion;
        }
    } else {
        ImGui::Dummy(ImVec2(ImGui::GetFrameHeight(), ImGui::GetFrameHeight() * 0.5f));
    }
    ImGui::SameLine();

    const bool hidden = doc.isHidden(id), locked = doc.isLocked(id);
    const bool isRoot = node.parent() == nullptr;
    const float togglesWidth = isRoot ? 24.0f : 48.0f;  // the root has an eye, never a lock
    const std::string name = node.name().empty() ? "<" + std::string(node.typeName()) + ">" : node.name();

    if (ctx.renaming == id) {
        if (m_renameActive != id) {  // a rename just started (F2, double-click, menu)
            m_renameActive = id;
            m_renameBuffer = node.name();
            ImGui::SetKeyboardFocusHere();
        }
        ImGui::SetNextItemWidth(-togglesWidth - 4);
        const bool commit = ImGui::InputText("##rename", &m_renameBuffer,
                                             ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
        if (commit) {
            if (m_renameBuffer != node.name())
                defer(std::make_unique<SetPropertyCommand>(id, "name", PropertyValue(m_renameBuffer)));
            ctx.renaming = {};
            m_renameActive = {};
        } else if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)) ||
                   (!ImGui::IsItemActive() && ImGui::IsMouseClicked(0))) {
            ctx.renaming = {};  // Esc or a click elsewhere cancels
            m_renameActive = {};
        }
    } else {
        const bool selected = doc.selection().contains(id);
        std::string label = std::string(nodeTypeIcon(node.typeName())) + "  " + name;
        if (node.localZOrder() != 0) label += "   z" + std::to_string(node.localZOrder());
        if (node.globalZOrder() != 0) label += "  G" + std::to_string(int(node.globalZOrder()));
        const bool missingAsset = ctx.usesMissingAsset(id);
        if (missingAsset) label += std::string("  ") + iconText(Icon::Warning);
        if (hidden || !node.isVisible())
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        const ImVec2 size(ImGui::GetContentRegionAvail().x - togglesWidth, 0);
        if (ImGui::Selectable(label.c_str(), selected, ImGuiSelectableFlags_AllowDoubleClick, size)) {
            ImGuiIO& io = ImGui::GetIO();
            if (io.KeyShift && m_anchorRow < m_rows.size()) {
                const auto [lo, hi] = std::minmax(m_anchorRow, index);
                for (std::size_t r = lo; r <= hi; ++r) doc.selection().add(m_rows[r].node->id());
                doc.selection().add(id);
            } else if (io.KeyCtrl) {
                doc.selection().toggle(id);
                m_anchorRow = index;
            } else {
                doc.selection().set(id);
                m_anchorRow = index;
            }
            if (ImGui::IsMouseDoubleClicked(0) && !isRoot) ctx.renaming = id;
        }
        if (ctx.testMode) ctx.reportItem("row-" + (isRoot ? std::string("(root)") : nodePath(node)));
        if (hidden || !node.isVisible()) ImGui::PopStyleColor();
        if (ImGui::IsItemHovered()) {
            ctx.hoveredNext = id;
            // Long names are cut by the panel's edge: the whole path, and why it is flagged.
            if (missingAsset)
                ImGui::SetTooltip("%s\nuses a missing asset (see its inspector)", nodePath(node).c_str());
            else if (ImGui::CalcTextSize(label.c_str()).x > size.x - ImGui::GetStyle().FramePadding.x)
                ImGui::SetTooltip("%s", nodePath(node).c_str());
        }
        if (!isRoot && ImGui::BeginDragDropSource()) {
            ImGui::SetDragDropPayload(kDragPayload, &id, sizeof id);
            ImGui::Text("%s", name.c_str());
            ImGui::EndDragDropSource();
        }
        if (ImGui::BeginDragDropTarget()) {
            const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
            const float t = (ImGui::GetMousePos().y - min.y) / std::max(1.0f, max.y - min.y);
            const int zone = isRoot ? 0 : t < 0.25f ? -1 : t > 0.75f ? 1 : 0;  // above, into, below
            ImDrawList* dl = ImGui::GetWindowDrawList();
            const ImU32 color = ImGui::GetColorU32(ImGuiCol_DragDropTarget);
            if (zone == 0)
                dl->AddRect(min, max, color, 2.0f, 0, 2.0f);
            else
                dl->AddLine(ImVec2(min.x, zone < 0 ? min.y : max.y), ImVec2(max.x, zone < 0 ? min.y : max.y), color,
                            2.0f);
            // From the Assets panel: a new child of this row.
            if (ImGui::AcceptDragDropPayload(EditorContext::kAssetPayload)) {
                m_expanded.insert(id);
                ++m_expansion;
                m_droppedAsset = id;
            }
            if (const ImGuiPayload* p =
                    ImGui::AcceptDragDropPayload(kDragPayload, ImGuiDragDropFlags_AcceptNoDrawDefaultRect))
                if (p->DataSize == sizeof(NodeId)) {
                    NodeId dragged;
                    std::memcpy(&dragged, p->Data, sizeof dragged);
                    m_dropped = {dragged, id, zone};
                }
            ImGui::EndDragDropTarget();
        }
        if (ImGui::BeginPopupContextItem("context")) {
            if (!selected) doc.selection().set(id);
            drawNodeContextMenu(ctx, node, m_deferred);
            ImGui::EndPopup();
        }
    }

    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - togglesWidth + 4);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2, 0));
    if (ImGui::SmallButton(iconText(hidden ? Icon::EyeSlash : Icon::Eye)))
        defer(std::make_unique<SetPropertyCommand>(id, "hidden", PropertyValue(!hidden)));
    if (ctx.testMode) ctx.reportItem("eye-" + (isRoot ? std::string("(root)") : nodePath(node)));
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(hidden ? "Hidden in the editor (click to show)" : "Hide in the editor only");
    if (!isRoot) {
        ImGui::SameLine();
        if (ImGui::SmallButton(iconText(locked ? Icon::Lock : Icon::Unlock)))
            defer(std::make_unique<SetPropertyCommand>(id, "locked", PropertyValue(!locked)));
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(locked ? "Locked: cannot be picked in the viewport" : "Lock against picking");
    }
    ImGui::PopStyleVar();
    ImGui::PopID();
    ImGui::PopID();
}

void HierarchyPanel::handleDrop(EditorContext& ctx, Node& target, int zone, NodeId dragged) {
    Document& doc = *ctx.doc;
    Node* moving = doc.find(dragged);
    if (!moving || moving == &target || moving->isAncestorOf(target)) return;
    if (zone == 0) {
        defer(std::make_unique<ReparentCommand>(dragged, target.id()));
        m_expanded.insert(target.id());
        ++m_expansion;
        return;
    }
    Node* parent = target.parent();
    if (!parent) return;
    std::size_t index = fileIndexOf(target) + (zone > 0 ? 1 : 0);
    if (moving->parent() == parent) {
        std::vector<NodeId> order = fileOrderIds(*parent);
        const auto from = std::find(order.begin(), order.end(), dragged) - order.begin();
        if (std::size_t(from) < index) --index;
        order.erase(order.begin() + from);
        order.insert(order.begin() + std::ptrdiff_t(std::min(index, order.size())), dragged);
        defer(std::make_unique<ReorderChildrenCommand>(parent->id(), order));
    } else {
        defer(std::make_unique<ReparentCommand>(dragged, parent->id(), index));
    }
}

}  // namespace diorama::editor
