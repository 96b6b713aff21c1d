// An image a widget keeps beside its own (a Button's pressed image, a CheckBox's cross):
// its path as written in the scene file and the sprite that draws it, or none. Kept off
// the tree, as cocos keeps a widget's renderers as protected children.
#pragma once

#include "diorama/nodes/scale9_sprite.h"

#include <memory>
#include <string>

namespace diorama {

class WidgetImage {
public:
    const std::string& path() const { return m_path; }
    // A renamed file is the same image: only the path written changes.
    void setPath(std::string path) { m_path = std::move(path); }
    // An empty path removes the image.
    void load(const TextureInfo& image, std::string path);
    bool isLoaded() const { return m_sprite != nullptr; }
    // The drawing sprite, or null when none is loaded.
    Scale9Sprite* sprite() const { return m_sprite.get(); }
    // The image's own size (what a stretch over the widget's size divides by).
    Size imageSize() const { return m_sprite ? m_sprite->untrimmedSize() : Size{}; }

private:
    std::string m_path;
    std::unique_ptr<Scale9Sprite> m_sprite;
};

}  // namespace diorama
