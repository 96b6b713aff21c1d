// The node context menu: the hierarchy's rows and the viewport's right-click share it.
#include "node_context_menu.h"

#include "../icons.h"
#include "diorama/editor/clipboard.h"
#include "diorama/editor/group_commands.h"
#include "diorama/editor/instance_edits.h"
#include "diorama/nodes/instance.h"
#include "diorama/types/node_type.h"

#include <imgui.h>

namespace diorama::editor {

void drawNodeContextMenu(EditorContext& ctx, Node& node, std::vector<std::unique_ptr<Command>>& deferred) {
    auto defer = [&](std::unique_ptr<Command> command) { deferred.push_back(std::move(command)); };
    Document& doc = *ctx.doc;
    const NodeId id = node.id();
    if (ImGui::BeginMenu("Create child")) {
        for (const auto& type : builtinNodeTypes().types())
            if (type->isCreatable() &&
                ImGui::MenuItem((std::string(nodeTypeIcon(type->name())) + "  " + type->name()).c_str()))
                defer(makeCreateNodeCommand(doc, type->name(), id, CreateOptions{.defaultSkin = true}));
        ImGui::EndMenu();
    }
    if (!node.parent()) return;
    if (ImGui::MenuItem("Rename", "F2")) ctx.renaming = id;
    const bool fromSource = doc.fileData().instanceOf(node) != NodeId{};
    if (dynamic_cast<Instance*>(&node)) {
        if (ImGui::MenuItem("Unpack Instance", nullptr, false, !fromSource)) {
            std::string error;
            if (auto c = makeUnpackCommand(doc, id, error))
                defer(std::move(c));
            else
                ctx.error("Unpack Instance: " + error);
        }
        ctx.reportItem("context-unpack");
        if (ImGui::MenuItem("Unpack Completely", nullptr, false, !fromSource && holdsInstances(node))) {
            std::string error;
            if (auto c = makeUnpackCommand(doc, id, error, UnpackDepth::Completely))
                defer(std::move(c));
            else
                ctx.error("Unpack Completely: " + error);
        }
        ctx.reportItem("context-unpack-completely");
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
            ImGui::SetTooltip("Also unpacks the nested scenes inside, all the way down");
    }
    if (ImGui::MenuItem("Save Selection as Scene...", nullptr, false, !fromSource))
        ctx.ask(EditorContext::SaveAsSceneRequest{id});
    ctx.reportItem("context-save-as-scene");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Writes this subtree to a new scene file and puts an instance of it here");
    if (ImGui::MenuItem("Duplicate", "Ctrl+D"))
        if (auto c = makeDuplicateCommand(doc, doc.selection().ids())) defer(std::move(c));
    ctx.reportItem("context-duplicate");
    if (ImGui::MenuItem("Group", "Ctrl+G")) {
        std::string error;
        if (auto c = makeGroupCommand(doc, doc.selection().ids(), error))
            defer(std::move(c));
        else
            ctx.warn("Group: " + error);
    }
    ctx.reportItem("context-group");
    if (ImGui::MenuItem("Ungroup", "Ctrl+Shift+G", false, canUngroup(doc, id))) {
        std::string error;
        if (auto c = makeUngroupCommand(doc, id, error)) defer(std::move(c));
    }
    ctx.reportItem("context-ungroup");
    if (ImGui::MenuItem("Delete", "Delete"))
        defer(std::make_unique<DeleteNodesCommand>(topmostOnly(doc, doc.selection().ids())));
    ImGui::Separator();
    if (ImGui::MenuItem("Apply Global Z to Subtree"))
        defer(std::make_unique<ApplyGlobalZToSubtreeCommand>(id, node.globalZOrder()));
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Global Z is not inherited: this gives every descendant this node's global Z (%g)",
                          double(node.globalZOrder()));
}

}  // namespace diorama::editor
