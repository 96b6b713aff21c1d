// cocos2d-x 3.17's ui::TextAtlas, whose renderer is a LabelAtlas: every byte of the text
// (bytes, not characters, as cocos reads its std::string) is one cell of a character map
// image. Cells are itemWidth × itemHeight, numbered from startChar left to right, then
// top to bottom; byte b draws cell (b − startChar) mod 256, as cocos' unsigned char
// arithmetic wraps. The content size is (bytes × itemWidth, itemHeight) and the letters
// sit side by side from the left. A char map narrower than one cell draws nothing
// (LabelAtlas::updateAtlasValues returns when no cell fits a row).
#pragma once

#include "diorama/render/texture_store.h"
#include "diorama/scene/node.h"
#include "diorama/types/node_type.h"

#include <string>

namespace diorama {

class TextAtlas : public Node {
public:
    TextAtlas();
    std::string_view typeName() const override { return "TextAtlas"; }

    const std::string& text() const { return m_text; }
    void setText(std::string text);
    // The image as written in the scene file; empty: none.
    const std::string& charMapPath() const { return m_charMapPath; }
    void setCharMap(const TextureInfo& image, std::string path);
    void setCharMapPath(std::string path) { m_charMapPath = std::move(path); }  // a rename
    int itemWidth() const { return m_itemWidth; }
    void setItemWidth(int width);
    int itemHeight() const { return m_itemHeight; }
    void setItemHeight(int height);
    // Its first byte is the map's first cell (cocos: startCharMap[0]); empty means 0.
    const std::string& startChar() const { return m_startChar; }
    void setStartChar(std::string start);

    // The image rectangle, in texels, the byte at `index` of the text draws.
    Rect cellOf(std::size_t index) const;
    // The text's bytes whose cell lies past the map's edge, each once in text order: cocos
    // draws whatever the texture's edge gives there. Empty while the map draws nothing.
    std::string bytesOutsideMap() const;
    // How many whole cells the map holds.
    int cellCount() const;

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;

private:
    void resize();
    bool drawsCells() const;
    std::string m_text;
    std::string m_charMapPath;
    std::string m_startChar;
    TextureInfo m_charMap{};
    int m_itemWidth = 0, m_itemHeight = 0;
};

NodeTypeInfo textAtlasTypeInfo();

}  // namespace diorama
