#include "diorama/nodes/text_atlas.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"
#include "diorama/types/asset_resolver.h"

#include <algorithm>

namespace diorama {

// A cocos ui::Widget: it cascades colour and opacity to its children.
TextAtlas::TextAtlas() : Node("") {
    setAnchorPoint({0.5f, 0.5f});
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
}

void TextAtlas::setText(std::string text) {
    m_text = std::move(text);
    resize();
}

void TextAtlas::setCharMap(const TextureInfo& image, std::string path) {
    m_charMap = image;
    m_charMapPath = std::move(path);
    markDrawBoundsDirty();
}

void TextAtlas::setItemWidth(int width) {
    m_itemWidth = width;
    resize();
}

void TextAtlas::setItemHeight(int height) {
    m_itemHeight = height;
    resize();
}

void TextAtlas::setStartChar(std::string start) {
    m_startChar = std::move(start);
    markDrawBoundsDirty();
}

// LabelAtlas::setString: the content size follows the text whether or not a map is set.
void TextAtlas::resize() {
    markDrawBoundsDirty();
    setContentSize({float(m_text.size()) * float(m_itemWidth), float(m_itemHeight)});
}

bool TextAtlas::drawsCells() const {
    return !m_charMapPath.empty() && m_itemWidth > 0 && m_itemHeight > 0 && m_charMap.width >= m_itemWidth &&
           !m_text.empty();
}

Rect TextAtlas::cellOf(std::size_t index) const {
    if (m_itemWidth <= 0 || m_itemHeight <= 0 || m_charMap.width < m_itemWidth || index >= m_text.size()) return {};
    const int perRow = m_charMap.width / m_itemWidth;
    const auto start = static_cast<unsigned char>(m_startChar.empty() ? 0 : m_startChar[0]);
    const auto cell = static_cast<unsigned char>(static_cast<unsigned char>(m_text[index]) - start);
    return {{float(cell % perRow * m_itemWidth), float(cell / perRow * m_itemHeight)},
            {float(m_itemWidth), float(m_itemHeight)}};
}

int TextAtlas::cellCount() const {
    if (m_itemWidth <= 0 || m_itemHeight <= 0) return 0;
    return (m_charMap.width / m_itemWidth) * (m_charMap.height / m_itemHeight);
}

std::string TextAtlas::bytesOutsideMap() const {
    std::string outside;
    if (!drawsCells() || m_charMap.placeholder) return outside;
    const int cells = cellCount();
    const auto start = static_cast<unsigned char>(m_startChar.empty() ? 0 : m_startChar[0]);
    for (char byte : m_text) {
        const auto cell = static_cast<unsigned char>(static_cast<unsigned char>(byte) - start);
        if (cell >= cells && outside.find(byte) == std::string::npos) outside.push_back(byte);
    }
    return outside;
}

WorldBox TextAtlas::drawBounds(const AffineTransform& world) const {
    if (!drawsCells()) return WorldBox::empty();
    return WorldBox::of(world, {{0.0f, 0.0f}, contentSize()});
}

void TextAtlas::draw(RenderQueue& queue, const AffineTransform& world) {
    if (!drawsCells()) return;
    if (queue.isCulled(WorldBox::of(world, {{0.0f, 0.0f}, contentSize()}))) {
        queue.countCulled();
        return;
    }
    const std::size_t count = std::min<std::size_t>(m_text.size(), RenderQueue::kMaxQuadsPerBatch);
    const Color3B c = displayedColor();
    const Color4B color{c.r, c.g, c.b, displayedOpacity()};
    const Vec2 perTexel{1.0f / float(m_charMap.width), 1.0f / float(m_charMap.height)};
    QuadVertex* v = queue.addQuads(*this, globalZOrder(), m_charMap.handle, BlendMode::Alpha, std::uint32_t(count));
    for (std::size_t i = 0; i < count; ++i) {
        const Rect cell = cellOf(i);
        const Rect local{{float(i) * float(m_itemWidth), 0.0f}, {float(m_itemWidth), float(m_itemHeight)}};
        writeQuad(v + i * 4, world, local, Vec2{cell.minX(), cell.minY()} * perTexel,
                  Vec2{cell.maxX(), cell.maxY()} * perTexel, color);
    }
}

NodeTypeInfo textAtlasTypeInfo() {
    NodeTypeInfo t = describeType<TextAtlas, Node>(
        "calculator", "Text drawn from the cells of a character map image (cocos ui::TextAtlas, a LabelAtlas)");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        auto& atlas = static_cast<TextAtlas&>(n);
        n.setName("TextAtlas");
        atlas.setItemWidth(16);
        atlas.setItemHeight(24);
        atlas.setStartChar("0");
        atlas.setText("0123456789");
    };
    t.noteKey = "text";
    t.note = [](const Node& n) {
        const auto& atlas = static_cast<const TextAtlas&>(n);
        const std::string outside = atlas.bytesOutsideMap();
        if (outside.empty()) return std::string();
        constexpr std::size_t kNamed = 8;
        std::string text = atlas.charMapPath() + " holds " + std::to_string(atlas.cellCount()) + " cells from ";
        auto quoted = [](unsigned char byte) {
            return byte >= 0x20 && byte < 0x7F ? "'" + std::string(1, char(byte)) + "'"
                                               : "byte " + std::to_string(int(byte));
        };
        text += quoted(static_cast<unsigned char>(atlas.startChar().empty() ? 0 : atlas.startChar()[0]));
        text += "; none for ";
        for (std::size_t i = 0; i < std::min(outside.size(), kNamed); ++i)
            text += (i > 0 ? ", " : "") + quoted(static_cast<unsigned char>(outside[i]));
        if (outside.size() > kNamed) text += " and " + std::to_string(outside.size() - kNamed) + " more";
        return text + ": cocos draws whatever lies past the image's edge for them";
    };
    t.overrides.push_back({.key = "anchorPoint", .defaultValue = Vec2{0.5f, 0.5f}});
    t.overrides.push_back({.key = "cascadeColorEnabled", .defaultValue = true});
    t.overrides.push_back({.key = "cascadeOpacityEnabled", .defaultValue = true});
    t.overrides.push_back({.key = "contentSize",
                           .defaultFor = [](const Node& n) -> PropertyValue {
                               const auto& a = static_cast<const TextAtlas&>(n);
                               return Size{float(a.text().size()) * float(a.itemWidth()), float(a.itemHeight())};
                           },
                           .inspector = false});

    // In cocos' setProperty order: the map, the cell size, the first character, the text.
    PropertyDescriptor map;
    map.key = "charMapFile";
    map.kind = ValueKind::AssetPath;
    map.defaultValue = std::string();
    map.hints = PropertyHints{.group = "TextAtlas",
                              .tooltip =
                                  "The character map: cells of itemWidth x itemHeight, left to right, then "
                                  "top to bottom, the first one startChar",
                              .asset = AssetKind::Image};
    map.get = [](const Node& n) -> PropertyValue { return static_cast<const TextAtlas&>(n).charMapPath(); };
    map.apply = [](Node& n, const PropertyValue& v, PropertyContext& context) {
        const std::string& path = std::get<std::string>(v);
        const TextureInfo image = imageOrPlaceholder(context.assets, path);
        static_cast<TextAtlas&>(n).setCharMap(image, path);
    };
    map.renamePath = [](Node& n, const std::string& path) { static_cast<TextAtlas&>(n).setCharMapPath(path); };
    t.properties.push_back(std::move(map));
    PropertyHints cell{.min = 0, .max = 4096, .unit = Unit::Pixels, .group = "TextAtlas"};
    PropertyDescriptor width =
        property<TextAtlas, int>("itemWidth", ValueKind::Int, &TextAtlas::itemWidth, &TextAtlas::setItemWidth, 0, cell);
    width.links.keys = {"contentSize"};
    t.properties.push_back(std::move(width));
    PropertyDescriptor height = property<TextAtlas, int>("itemHeight", ValueKind::Int, &TextAtlas::itemHeight,
                                                         &TextAtlas::setItemHeight, 0, cell);
    height.links.keys = {"contentSize"};
    t.properties.push_back(std::move(height));
    t.properties.push_back(property<TextAtlas, std::string>(
        "startChar", ValueKind::String, &TextAtlas::startChar, &TextAtlas::setStartChar, std::string(),
        PropertyHints{.group = "TextAtlas", .tooltip = "The character of the map's first cell (its first byte)"}));
    PropertyDescriptor text =
        property<TextAtlas, std::string>("text", ValueKind::String, &TextAtlas::text, &TextAtlas::setText,
                                         std::string(), PropertyHints{.group = "TextAtlas"});
    text.links.keys = {"contentSize"};
    t.properties.push_back(std::move(text));
    return t;
}

}  // namespace diorama
