#pragma once

#include "../editor_context.h"
#include "diorama/editor/properties.h"
#include "panel.h"

#include <string>
#include <vector>

namespace diorama::editor {

// Every property of scene-format.md, grouped (Node, Transform, Ordering, Colour, and the
// type's own), drawn from the runtime-free property table. With several nodes selected
// it edits the properties they share. One drag or slider edit is one undo step.
class InspectorPanel : public Panel {
public:
    void draw(EditorContext& ctx, bool* open);

private:
    void drawGroup(EditorContext& ctx, const char* group, const std::vector<Node*>& nodes);
    bool drawProperty(EditorContext& ctx, const PropertyInfo& info, const std::vector<Node*>& nodes, PropertyValue& value);
    void drawAnchorPresets(EditorContext& ctx, const std::vector<Node*>& nodes);
    void drawOrderingNotes(EditorContext& ctx, Node& node);
    void commit(EditorContext& ctx, const PropertyInfo& info, const std::vector<Node*>& nodes, const PropertyValue& value);
    std::vector<std::string> texturesInProject(EditorContext& ctx);

    bool m_keepVisualPosition = true;
    std::vector<std::string> m_textureCache;
    std::string m_textureCacheDir;
};

}  // namespace diorama::editor
