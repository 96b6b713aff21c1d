#include "assets_panel.h"

#include "../icons.h"
#include "diorama/render/gl_renderer.h"

#include <imgui_stdlib.h>

#include <algorithm>
#include <utility>

namespace diorama::editor {

namespace fs = std::filesystem;

namespace {

constexpr float kThumbSide = 24.0f;

const char* kindIcon(AssetKind kind, bool open) {
    switch (kind) {
    case AssetKind::None: return iconByName(open ? "folder-open" : "folder");
    case AssetKind::Image: return iconByName("picture-o");
    case AssetKind::Atlas: return iconByName("th");
    case AssetKind::Scene: return iconByName("clone");
    case AssetKind::Font: return iconByName("font");
    case AssetKind::BitmapFont: return iconByName("bold");
    }
    return "";
}

std::string thumbKey(const std::string& file, const std::string& frame) { return file + '\n' + frame; }

}  // namespace

AssetsPanel::~AssetsPanel() {
    for (auto& [key, thumb] : m_thumbs) deleteUiTexture(thumb.texture);
}

void AssetsPanel::rescan(const fs::path& root) {
    m_root = root;
    m_tree = AssetTree::scan(root);
    m_frames.clear();
    m_stamps.clear();
    m_frameErrors.clear();
    m_loader.cancelPending();
    for (auto& [key, thumb] : m_thumbs) deleteUiTexture(thumb.texture);
    m_thumbs.clear();
    m_rowsDirty = true;
}

void AssetsPanel::readChanges() {
    m_tree = AssetTree::scan(m_root);
    for (const std::string& path : m_stamps.takeChanged()) {
        m_frames.erase(path);
        m_frameErrors.erase(path);
        const std::string prefix = thumbKey((m_root / path).string(), "");
        for (auto it = m_thumbs.begin(); it != m_thumbs.end();)
            if (it->first.compare(0, prefix.size(), prefix) == 0) {
                deleteUiTexture(it->second.texture);
                it = m_thumbs.erase(it);
            } else {
                ++it;
            }
    }
    m_rowsDirty = true;
}

void AssetsPanel::reveal(EditorContext& ctx, const fs::path& file) {
    std::error_code ec;  // either may be relative: the editor may have been given a relative path
    const std::string path = fs::absolute(file, ec)
                                 .lexically_normal()
                                 .lexically_relative(fs::absolute(m_root, ec).lexically_normal())
                                 .generic_string();
    if (!m_tree.reveal(path, m_open)) {
        ctx.warn("Assets: " + file.string() + " is not among " + m_root.string() + "'s assets");
        return;
    }
    m_filter.clear();  // it might hide the file
    m_selected = thumbKey(file.string(), "");
    m_scrollTo = path;
    m_rowsDirty = true;
}

void AssetsPanel::rebuildRows() {
    // Rows point at the frame names kept here; a map's values stay put as it grows.
    m_rows = m_tree.rows(m_open, m_filter, [this](std::size_t index) -> const std::vector<std::string>& {
        const std::string& path = m_tree.entries()[index].path;
        auto frames = m_frames.find(path);
        if (frames == m_frames.end()) {
            std::string error;
            m_stamps.remember(path, m_root / path);
            frames = m_frames.emplace(path, sheetFrameNames(m_root / path, error)).first;
            if (!error.empty()) m_frameErrors[path] = error;
        }
        return frames->second;
    });
    m_builtFilter = m_filter;
    m_rowsDirty = false;
}

const AssetsPanel::Thumb* AssetsPanel::thumbnail(const std::string& file, const std::string& frame) {
    const std::string key = thumbKey(file, frame);
    const auto it = m_thumbs.find(key);
    if (it == m_thumbs.end()) {
        m_thumbs.emplace(key, Thumb{});
        m_loader.request({file, frame});
        return nullptr;
    }
    return it->second.texture ? &it->second : nullptr;
}

void AssetsPanel::uploadFinished(EditorContext& ctx) {
    // A few a frame: uploads are quick, but a folder of thousands arrives at once.
    for (ThumbnailLoader::Done& done : m_loader.collect(32)) {
        auto it = m_thumbs.find(thumbKey(done.key.file, done.key.frame));
        if (it == m_thumbs.end()) continue;  // from before a rescan
        if (!done.error.empty()) {
            it->second.failed = true;
            ctx.warn("Assets: no thumbnail for " + done.error);
            continue;
        }
        // A file read again while its first reading was under way arrives twice: the later wins.
        deleteUiTexture(it->second.texture);
        it->second = {createUiTexture(done.image), done.image.width, done.image.height, false};
    }
}

void AssetsPanel::draw(EditorContext& ctx, bool* open) {
    applyPlacement();
    if (!ImGui::Begin("Assets", open, kTiledWindow)) {
        ImGui::End();
        return;
    }
    const fs::path root = ctx.doc->projectFolder();
    if (root != m_root) {
        rescan(root);
    } else if (ctx.windowReturns != m_seenReturns || ctx.filesWritten + ctx.doc->filesWritten() != m_seenWrites) {
        readChanges();  // what is unchanged keeps its thumbnail
    }
    m_seenReturns = ctx.windowReturns;
    m_seenWrites = ctx.filesWritten + ctx.doc->filesWritten();
    uploadFinished(ctx);
    if (ctx.revealAsset) reveal(ctx, *std::exchange(ctx.revealAsset, std::nullopt));

    ImGui::SetNextItemWidth(-30);
    ImGui::InputTextWithHint("##filter", (std::string(iconText(Icon::Search)) + " filter files and frames").c_str(),
                             &m_filter);
    ctx.reportItem("assets-filter");
    ImGui::SameLine();
    if (ImGui::SmallButton(iconByName("refresh"))) rescan(m_root);
    ctx.reportItem("assets-refresh");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Read the project folder again");
    if (m_filter != m_builtFilter) m_rowsDirty = true;
    if (m_rowsDirty) rebuildRows();
    if (m_tree.truncated())
        ImGui::TextDisabled("Showing the first %zu files of %s", m_tree.entries().size(), m_root.string().c_str());
    if (m_tree.entries().empty())
        ImGui::TextDisabled("No images, sheets, scenes or fonts in %s", m_root.string().c_str());

    ImGui::BeginChild("files");
    const float rowHeight = kThumbSide + ImGui::GetStyle().ItemSpacing.y;
    if (m_scrollTo) {
        const auto row = std::find_if(m_rows.begin(), m_rows.end(), [&](const AssetRow& r) {
            return !r.frame && m_tree.entries()[r.entry].path == *m_scrollTo;
        });
        if (row != m_rows.end())
            ImGui::SetScrollY(float(row - m_rows.begin()) * rowHeight - ImGui::GetWindowHeight() / 2);
        m_scrollTo.reset();
    }
    ImGuiListClipper clipper;
    clipper.Begin(int(m_rows.size()), rowHeight);
    while (clipper.Step())
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            ImGui::PushID(i);
            drawRow(ctx, m_rows[std::size_t(i)]);
            ImGui::PopID();
        }
    ImGui::EndChild();
    ImGui::End();
}

void AssetsPanel::drawRow(EditorContext& ctx, const AssetRow& row) {
    const AssetEntry& e = m_tree.entries()[row.entry];
    const bool frame = row.frame != nullptr;
    const std::string file = (m_root / e.path).string();
    const std::string key = thumbKey(file, frame ? *row.frame : std::string());
    const bool expandable = !frame && (e.isFolder() || e.kind == AssetKind::Atlas);
    const bool isOpen = row.open;
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + 14.0f * float(e.depth + (frame ? 1 : 0)));

    const ImVec2 start = ImGui::GetCursorScreenPos();
    const std::string name = frame ? *row.frame : e.name;
    std::string label = "##" + key;
    const bool clicked = ImGui::Selectable(label.c_str(), m_selected == key, ImGuiSelectableFlags_AllowDoubleClick,
                                           ImVec2(0, kThumbSide));
    if (ctx.testMode) ctx.reportItem("assets-row-" + e.path + (frame ? "#" + *row.frame : std::string()));
    if (clicked) {
        m_selected = key;
        if (expandable) {  // one click, as in a file tree
            if (isOpen)
                m_open.erase(e.path);
            else
                m_open.insert(e.path);
            m_rowsDirty = true;
        } else if (e.kind == AssetKind::Scene && ImGui::IsMouseDoubleClicked(0)) {
            ctx.ask(EditorContext::OpenRequest{m_root / e.path});  // the app asks about unsaved changes first
        }
    }
    if (!frame && e.kind == AssetKind::Scene && ImGui::BeginPopupContextItem("asset-context")) {
        if (ImGui::MenuItem("Open")) ctx.ask(EditorContext::OpenRequest{m_root / e.path});
        ctx.reportItem("assets-open");
        ImGui::EndPopup();
    }
    // A TrueType font goes onto a font field only (the scene refuses it by name); a bitmap
    // font also makes a TextBMFont where it is dropped.
    const bool droppable = frame || (e.kind != AssetKind::None && e.kind != AssetKind::Atlas);
    if (droppable && ImGui::BeginDragDropSource()) {
        ctx.assetDrag = AssetDrop{m_root / e.path, frame ? *row.frame : std::string()};
        ImGui::SetDragDropPayload(EditorContext::kAssetPayload, "", 1);
        ImGui::Text("%s %s", kindIcon(frame ? AssetKind::Image : e.kind, false), name.c_str());
        ImGui::EndDragDropSource();
    }
    if (ImGui::IsItemHovered() && !ImGui::IsMouseDragging(0)) {
        if (const auto error = m_frameErrors.find(e.path); !frame && error != m_frameErrors.end())
            ImGui::SetTooltip("%s", error->second.c_str());
        else
            ImGui::SetTooltip("%s%s%s", e.path.c_str(), frame ? "  frame " : "", frame ? row.frame->c_str() : "");
    }

    // Thumbnail (or icon), then the name, drawn over the selectable.
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const bool pictured = frame || e.kind == AssetKind::Image;
    if (pictured) m_stamps.remember(e.path, file);
    const Thumb* thumb = pictured ? thumbnail(file, frame ? *row.frame : std::string()) : nullptr;
    if (thumb) {
        const float k = kThumbSide / float(std::max(thumb->width, thumb->height));
        const ImVec2 size(float(thumb->width) * k, float(thumb->height) * k);
        const ImVec2 at(start.x + (kThumbSide - size.x) / 2, start.y + (kThumbSide - size.y) / 2);
        dl->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(thumb->texture)), at,
                     ImVec2(at.x + size.x, at.y + size.y));
    } else {
        const char* icon = expandable ? iconByName(isOpen ? "caret-down" : "caret-right")
                                      : kindIcon(frame ? AssetKind::Image : e.kind, isOpen);
        dl->AddText(ImVec2(start.x + 4, start.y + (kThumbSide - ImGui::GetTextLineHeight()) / 2),
                    ImGui::GetColorU32(ImGuiCol_Text), icon);
    }
    const std::string text =
        (expandable && thumb == nullptr ? std::string(kindIcon(e.kind, isOpen)) + "  " : "") + name;
    dl->AddText(ImVec2(start.x + kThumbSide + 6, start.y + (kThumbSide - ImGui::GetTextLineHeight()) / 2),
                ImGui::GetColorU32(ImGuiCol_Text), text.c_str());
}

}  // namespace diorama::editor
