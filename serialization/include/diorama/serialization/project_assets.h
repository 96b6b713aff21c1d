// Assets named by a scene: paths relative to the scene file's folder that must stay
// inside the project folder (no absolute paths, no ".." that leaves it, no symlinks out). Loads
// through the stores when given; without a texture store it still decodes images for
// their sizes. Problems are recorded, never thrown, at the key being applied.
#pragma once

#include "diorama/serialization/scene_io.h"
#include "diorama/serialization/sprite_sheet.h"
#include "diorama/types/asset_resolver.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace diorama {

// Whether `path` lies in `folder` or below it, compared as absolute normalized paths
// (no file system access: symbolic links are the caller's concern).
bool isInside(const std::filesystem::path& path, const std::filesystem::path& folder);

class ProjectAssets : public AssetResolver {
public:
    ProjectAssets(std::filesystem::path baseDir, std::filesystem::path projectRoot, TextureStore* textures,
                  FontStore* fonts);

    TextureInfo texture(const std::string& path) override;
    std::shared_ptr<FontFace> font(const std::string& path) override;
    std::shared_ptr<FontFace> defaultFont() override;
    // Sheets are read once per resolver; the texture is the sheet's textureFile next to
    // the plist, inside the project like every asset.
    std::optional<SpriteFrame> spriteFrame(const std::string& atlas, const std::string& frame) override;
    std::vector<std::string> spriteFrameNames(const std::string& atlas) override;
    // Read once per resolver, like sheets; the page image is named relative to the .fnt and
    // is an asset like any other. Its warnings are recorded each time a node names it.
    std::shared_ptr<const BitmapFont> bitmapFont(const std::string& path) override;

    // The full path of an asset, or nothing (and a recorded problem). A path found once
    // is not looked for again: a resolver is a snapshot of the project, as its sheets are.
    std::optional<std::filesystem::path> resolve(const std::string& relative);

    // Where the asset being loaded was named (a JSON pointer), for the problems.
    // Where problems found next are reported; called only when one is (a reader spells
    // out JSON pointers lazily).
    void setPointer(std::function<std::string()> pointer) { m_pointer = std::move(pointer); }
    void setPointer(std::string pointer) {
        m_pointer = [text = std::move(pointer)] { return text; };
    }
    std::vector<AssetProblem>& problems() { return m_problems; }
    const std::filesystem::path& baseDirectory() const { return m_baseDir; }

private:
    struct LoadedSheet {
        std::optional<SpriteSheet> sheet;
        TextureInfo texture;
        std::string error;
    };
    const LoadedSheet& sheet(const std::string& atlas);
    // Runs `load`, which may record problems, and returns their text instead.
    std::string problemsOf(const std::function<void()>& load);

    std::filesystem::path m_baseDir;
    std::filesystem::path m_projectRoot;
    TextureStore* m_textures;
    FontStore* m_fonts;
    std::function<std::string()> m_pointer;
    std::string pointer() const { return m_pointer ? m_pointer() : std::string(); }
    std::vector<AssetProblem> m_problems;
    std::optional<std::filesystem::path> resolveOnDisk(const std::string& relative);

    std::unordered_map<std::string, std::filesystem::path> m_resolved;
    std::unordered_map<std::string, TextureInfo> m_imageSizes;  // by full path, without a texture store
    std::unordered_map<std::string, LoadedSheet> m_sheets;
    struct LoadedFont {
        std::shared_ptr<const BitmapFont> font;
        std::string error;
    };
    std::unordered_map<std::string, LoadedFont> m_bitmapFonts;
};

}  // namespace diorama
