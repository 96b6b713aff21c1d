// What test mode prints for the end-to-end scripts: where widgets and nodes are drawn
// (ITEM, VIEWPORT, NODE), the log (LOG) and the editor's state at exit (STATE).
#include "editor_app.h"

#include "diorama/serialization/node_path.h"

#include <imgui.h>
#include <imgui_internal.h>  // ImTextCharFromUtf8 for the glyph check; a window's Hidden

#include <iostream>
#include <sstream>

namespace diorama::editor {

void EditorApp::installTestProbe() {
    m_ctx.reportItem = [](const std::string& name) {
        // A popup's first frame is laid out hidden, before its size is known, at a place
        // it is never drawn: a script that clicked there under load missed the button.
        if (ImGui::GetCurrentWindowRead()->Hidden) return;
        const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
        std::cout << "ITEM " << name << " " << int((min.x + max.x) / 2) << " " << int((min.y + max.y) / 2) << std::endl;
    };
    m_ctx.reportPoint = [](const std::string& name, float x, float y) {
        std::cout << "ITEM " << name << " " << int(x) << " " << int(y) << std::endl;
    };
    m_ctx.logSink = [](const std::string& line) { std::cout << "LOG " << line << std::endl; };
}

void EditorApp::reportLayout() {
    std::ostringstream out;
    out << "VIEWPORT " << m_viewport.screenOrigin().x << " " << m_viewport.screenOrigin().y << " "
        << m_viewport.screenSize().x << " " << m_viewport.screenSize().y << "\n";
    for (const auto& path : m_options.reportNodes) {
        Node* n = findNodeByPath(m_ctx.doc->scene(), path);
        if (!n) {
            out << "NODE " << path << " missing\n";
            continue;
        }
        const Vec2 c = n->convertToWorldSpace({n->contentSize().width / 2, n->contentSize().height / 2});
        const Vec2 s = m_viewport.worldToScreen(c);
        out << "NODE " << path << " " << int(s.x) << " " << int(s.y) << "\n";
    }
    if (out.str() == m_lastLayout) return;
    m_lastLayout = out.str();
    std::cout << m_lastLayout << std::flush;
}

// Node names with a character the UI font cannot draw (shown as '?').
int EditorApp::namesWithoutGlyphs() {
    int count = 0;
    const ImFont* font = ImGui::GetFont();
    std::vector<Node*> todo{&m_ctx.doc->scene()};
    while (!todo.empty()) {
        Node* n = todo.back();
        todo.pop_back();
        for (auto& c : n->children()) todo.push_back(c.get());
        const std::string& name = n->name();
        for (const char* s = name.c_str(); *s;) {
            unsigned int c = 0;
            const int bytes = ImTextCharFromUtf8(&c, s, nullptr);
            if (bytes <= 0) break;
            s += bytes;
            if (c >= 0x20 && !font->FindGlyphNoFallback(ImWchar(c))) {
                ++count;
                break;
            }
        }
    }
    return count;
}

void EditorApp::printTestState() {
    Document& doc = *m_ctx.doc;
    std::cout << "STATE {\"file\": \"" << doc.path().string() << "\", \"dirty\": " << (doc.isDirty() ? "true" : "false")
              << ", \"children\": " << doc.scene().childCount()
              << ", \"canUndo\": " << (doc.commands().canUndo() ? "true" : "false") << ", \"selection\": [";
    bool first = true;
    for (NodeId id : doc.selection().ids())
        if (Node* n = doc.find(id)) {
            std::cout << (first ? "" : ", ") << "\"" << nodePath(*n) << "\"";
            first = false;
        }
    const Settings& settings = m_ctx.settings.current();
    std::cout << "], \"errors\": " << (m_ctx.errorDialog ? "true" : "false")
              << ", \"recording\": " << (m_ctx.keying.recording ? "true" : "false")
              << ", \"leftWidth\": " << settings.layout.leftWidth
              << ", \"snap\": " << (settings.snap ? "true" : "false") << ", \"zoom\": " << m_ctx.view.zoom
              << ", \"namesWithoutGlyphs\": " << namesWithoutGlyphs() << ", \"tab\": " << m_activeTab
              << ", \"tabs\": [";
    for (std::size_t i = 0; i < m_tabs.size(); ++i)
        std::cout << (i ? ", " : "") << "\"" << documentOf(i).displayName() << (documentOf(i).isDirty() ? " *" : "")
                  << "\"";
    std::cout << "]}" << std::endl;
}

}  // namespace diorama::editor
