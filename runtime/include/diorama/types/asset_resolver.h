// Where asset-path properties get their assets. The scene reader resolves paths against
// the scene file's folder inside the project and records problems at the key being
// read; the editor does the same for its document. Never throws: anything that cannot
// be loaded comes back as the placeholder (textures) or null (fonts), with the problem
// reported by the resolver (sprite frames: nothing, and the sprite shows the placeholder).
#pragma once

#include "diorama/nodes/sprite_frame.h"
#include "diorama/render/texture_store.h"

#include <optional>

#include <memory>
#include <string>
#include <vector>

namespace diorama {

class FontFace;
struct BitmapFont;

class AssetResolver {
public:
    virtual ~AssetResolver() = default;
    // `path` as written in the scene file.
    virtual TextureInfo texture(const std::string& path) = 0;
    virtual std::shared_ptr<FontFace> font(const std::string& path) = 0;
    virtual std::shared_ptr<FontFace> defaultFont() = 0;
    // The frame `frame` (a name or alias) of the sprite sheet at `atlas` (a .plist path as
    // written in the scene file); nothing when the sheet or the frame cannot be had.
    virtual std::optional<SpriteFrame> spriteFrame(const std::string& atlas, const std::string& frame) = 0;
    // The frame names of the sheet at `atlas` in file order, for choosing one; empty when
    // the sheet cannot be had (no problem is recorded: a sprite naming it already did).
    virtual std::vector<std::string> spriteFrameNames(const std::string& /*atlas*/) { return {}; }
    // The bitmap font (.fnt) at `path` with its page image, or null when it cannot be had
    // (the problem recorded). A resolver that loads no such fonts gives null.
    virtual std::shared_ptr<const BitmapFont> bitmapFont(const std::string& /*path*/) { return nullptr; }
};

// The 16x16 placeholder a sprite shows while its image is missing.
inline TextureInfo placeholderTexture(std::string error = {}) {
    return TextureInfo{TextureStore::kPlaceholder, 16, 16, true, std::move(error)};
}

// The image an asset-path property names. No path is no image: the placeholder a new node
// shows, and nothing to look for; without a resolver (a node built in code), the same.
inline TextureInfo imageOrPlaceholder(AssetResolver* assets, const std::string& path) {
    return assets && !path.empty() ? assets->texture(path) : placeholderTexture();
}

}  // namespace diorama
