#pragma once

#include "../editor_context.h"
#include "diorama/editor/asset_browser.h"
#include "diorama/editor/thumbnail_loader.h"
#include "panel.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace diorama::editor {

// The project folder as the scene sees it: folders, images and sheet frames with
// thumbnails (made in the background), scene files and fonts, with a filter. Drag an
// image, frame or scene onto the viewport or a hierarchy row to add it; double-click a
// scene to open it. Rows are clipped, so thousands of files cost the visible rows.
class AssetsPanel : public Panel {
public:
    ~AssetsPanel() override;
    void draw(EditorContext& ctx, bool* open);

private:
    struct Thumb {
        std::uint32_t texture = 0;
        int width = 0, height = 0;
        bool failed = false;
    };
    void rescan(const std::filesystem::path& root);
    // Reads the folder again, forgetting only what was read of files since changed.
    void readChanges();
    void rebuildRows();
    // Show in Assets: opens the folders above `file`, selects it and scrolls to it.
    void reveal(EditorContext& ctx, const std::filesystem::path& file);
    void drawRow(EditorContext& ctx, const AssetRow& row);
    // The thumbnail when ready; asks for it the first time.
    const Thumb* thumbnail(const std::string& file, const std::string& frame);
    void uploadFinished(EditorContext& ctx);

    std::filesystem::path m_root;
    AssetTree m_tree;
    std::unordered_set<std::string> m_open;  // folders and sheets, by path
    std::string m_filter, m_builtFilter;
    bool m_rowsDirty = true;
    unsigned m_seenReturns = 0;  // ctx.windowReturns when the folder was last read
    unsigned m_seenWrites = 0;   // ctx.filesWritten and the document's, likewise
    std::vector<AssetRow> m_rows;
    std::optional<std::string> m_scrollTo;  // a path to bring into view once its row is built
    std::unordered_map<std::string, std::vector<std::string>> m_frames;  // sheet path -> frame names
    std::unordered_map<std::string, std::string> m_frameErrors;
    AssetStamps m_stamps;  // of the files read for m_frames and m_thumbs
    ThumbnailLoader m_loader{48};
    std::unordered_map<std::string, Thumb> m_thumbs;  // file + '\n' + frame
    std::string m_selected;                           // file + '\n' + frame
};

}  // namespace diorama::editor
