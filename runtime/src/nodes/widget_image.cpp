#include "diorama/nodes/widget_image.h"

namespace diorama {

void WidgetImage::load(const TextureInfo& image, std::string path) {
    m_path = std::move(path);
    if (m_path.empty()) {
        m_sprite.reset();
        return;
    }
    if (!m_sprite) {
        m_sprite = std::make_unique<Scale9Sprite>();
        m_sprite->setScale9Enabled(false);
    }
    m_sprite->setTexture(image);
}

}  // namespace diorama
