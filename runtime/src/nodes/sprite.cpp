#include "diorama/nodes/sprite.h"

#include "diorama/nodes/color_layer.h"
#include "diorama/render/render_queue.h"
#include "diorama/types/asset_resolver.h"
#include "diorama/types/blend_property.h"
#include "diorama/types/builtin_types.h"

#include <utility>

namespace diorama {

Sprite::Sprite() { setAnchorPoint({0.5f, 0.5f}); }

Sprite::Sprite(const TextureInfo& texture, std::string name) : Node(std::move(name)) {
    setAnchorPoint({0.5f, 0.5f});
    setTexture(texture);
}

void Sprite::setTexture(const TextureInfo& texture) {
    m_texture = texture.handle;
    m_hasTexture = true;
    const Size size{float(texture.width), float(texture.height)};
    if (m_frame) {
        m_frame->offset = {};  // cocos initWithTexture
        m_frame->textureSize = size;
    } else {
        m_textureRect = {{0.0f, 0.0f}, size};  // the whole texture: no FrameState needed
    }
    setTextureRect({{0.0f, 0.0f}, size});
}

Sprite::FrameState& Sprite::frameState() {
    if (!m_frame)
        m_frame = std::make_unique<FrameState>(FrameState{{}, {}, {}, m_textureRect.size, m_textureRect.size});
    return *m_frame;
}

const std::string& Sprite::atlasPath() const {
    static const std::string none;
    return m_frame ? m_frame->atlas : none;
}

const std::string& Sprite::spriteFrameName() const {
    static const std::string none;
    return m_frame ? m_frame->name : none;
}

void Sprite::setTextureRect(const Rect& rect) { setTextureRect(rect, false, rect.size); }

void Sprite::setTextureRect(const Rect& rect, bool rotated, Size untrimmedSize) {
    // Without a FrameState the rectangle is the whole texture; anything else needs one
    // (made before the rectangle changes, so it records the texture's size).
    if (m_frame || rect.size != m_textureRect.size || untrimmedSize != rect.size || rect.origin != Vec2{})
        frameState().untrimmed = untrimmedSize;
    m_textureRect = rect;
    m_rotated = rotated;
    setContentSize(untrimmedSize);
    markDrawBoundsDirty();  // the quad moves within the content size
}

Sprite::Look Sprite::look() const {
    return Look{m_texturePath, m_frame ? std::make_unique<FrameState>(*m_frame) : nullptr,
                m_textureRect, m_texture,
                contentSize(), m_hasTexture,
                m_rotated};
}

void Sprite::setLook(const Look& look) {
    m_texturePath = look.texturePath;
    m_frame = look.frame ? std::make_unique<FrameState>(*look.frame) : nullptr;
    m_textureRect = look.textureRect;
    m_texture = look.texture;
    m_hasTexture = look.hasTexture;
    m_rotated = look.rotated;
    setContentSize(look.contentSize);
    markDrawBoundsDirty();  // the quad may change without the size changing
}

void Sprite::setSpriteFrame(const SpriteFrame& frame) {
    m_texture = frame.texture.handle;
    m_hasTexture = true;
    FrameState& state = frameState();
    state.textureSize = {float(frame.texture.width), float(frame.texture.height)};
    state.offset = frame.offset;  // setTextureRect below marks the draw bounds
    setTextureRect(frame.rect, frame.rotated, frame.originalSize);
}

Sprite::Quad leftPartOf(Sprite::Quad q, float fraction) {
    auto along = [fraction](Vec2 from, Vec2 to) {
        return Vec2{from.x + (to.x - from.x) * fraction, from.y + (to.y - from.y) * fraction};
    };
    q.uv[1] = along(q.uv[0], q.uv[1]);
    q.uv[2] = along(q.uv[3], q.uv[2]);
    q.local.size.width *= fraction;
    return q;
}

Sprite::Quad Sprite::quad() const {
    // cocos setVertexCoords: the trimmed rect centred in the untrimmed size, moved by the
    // offset (mirrored by a flip), all scaled by the stretch of the content size.
    const Size s = contentSize(), rect = m_textureRect.size, untrimmed = untrimmedSize();
    const Vec2 stretch{untrimmed.width > 0 ? s.width / untrimmed.width : 1.0f,
                       untrimmed.height > 0 ? s.height / untrimmed.height : 1.0f};
    const Vec2 frameShift = frameOffset();
    const Vec2 offset{m_flippedX ? -frameShift.x : frameShift.x, m_flippedY ? -frameShift.y : frameShift.y};
    const Vec2 origin{(offset.x + (untrimmed.width - rect.width) / 2) * stretch.x,
                      (offset.y + (untrimmed.height - rect.height) / 2) * stretch.y};
    Quad q{{origin, {rect.width * stretch.x, rect.height * stretch.y}}, {}};

    // cocos setTextureCoords.
    const Size texture = textureSize();
    const float tw = texture.width > 0 ? texture.width : 1.0f;
    const float th = texture.height > 0 ? texture.height : 1.0f;
    const Rect& r = m_textureRect;
    if (m_rotated) {
        float left = r.origin.x / tw, right = (r.origin.x + r.size.height) / tw;
        float top = r.origin.y / th, bottom = (r.origin.y + r.size.width) / th;
        if (m_flippedX) std::swap(top, bottom);
        if (m_flippedY) std::swap(left, right);
        q.uv[0] = {left, top};
        q.uv[1] = {left, bottom};
        q.uv[2] = {right, bottom};
        q.uv[3] = {right, top};
    } else {
        float left = r.origin.x / tw, right = (r.origin.x + r.size.width) / tw;
        float top = r.origin.y / th, bottom = (r.origin.y + r.size.height) / th;
        if (m_flippedX) std::swap(left, right);
        if (m_flippedY) std::swap(top, bottom);
        q.uv[0] = {left, bottom};
        q.uv[1] = {right, bottom};
        q.uv[2] = {right, top};
        q.uv[3] = {left, top};
    }
    return q;
}

WorldBox Sprite::drawBounds(const AffineTransform& world) const {
    const Size s = contentSize();
    if (!m_hasTexture || s.width <= 0.0f || s.height <= 0.0f) return WorldBox::empty();
    if (!m_frame && !m_rotated) return WorldBox::of(world, {{0.0f, 0.0f}, s});
    const Rect local = quad().local;
    if (local.size.width <= 0.0f || local.size.height <= 0.0f) return WorldBox::empty();
    return WorldBox::of(world, local);
}

void Sprite::draw(RenderQueue& queue, const AffineTransform& world) {
    const Size s = contentSize();
    if (!m_hasTexture || s.width <= 0.0f || s.height <= 0.0f) return;
    if (!m_frame && !m_rotated) {  // the common case: the whole texture over the content size
        const Rect local{{0.0f, 0.0f}, s};
        Vec2 uvMin{0.0f, 0.0f}, uvMax{1.0f, 1.0f};
        if (m_flippedX) std::swap(uvMin.x, uvMax.x);
        if (m_flippedY) std::swap(uvMin.y, uvMax.y);
        emitQuad(queue, *this, world, local, uvMin, uvMax, m_texture, m_blend);
        return;
    }
    const Quad q = quad();
    if (q.local.size.width <= 0.0f || q.local.size.height <= 0.0f) return;
    emitQuad(queue, *this, world, q.local, q.uv, m_texture, m_blend);
}

void Sprite::drawImageAs(RenderQueue& queue, const Node& owner, const AffineTransform& world,
                         ShaderEffect effect) const {
    const Size s = contentSize();
    if (!m_hasTexture || s.width <= 0.0f || s.height <= 0.0f) return;
    const Quad q = quad();
    if (q.local.size.width <= 0.0f || q.local.size.height <= 0.0f) return;
    emitQuad(queue, owner, world, q.local, q.uv, m_texture, m_blend, effect);
}

namespace {

// Shows the named frame of the named sheet once both are known; a missing sheet or frame
// shows the placeholder at the size the sprite had (the resolver reports the problem).
void showSpriteFrame(Sprite& sprite, PropertyContext& context) {
    if (sprite.atlasPath().empty() || sprite.spriteFrameName().empty()) return;
    const Size previous = sprite.contentSize();
    const bool hadSize = previous.width > 0 && previous.height > 0;
    if (auto frame =
            context.assets ? context.assets->spriteFrame(sprite.atlasPath(), sprite.spriteFrameName()) : std::nullopt) {
        sprite.setSpriteFrame(*frame);
        if (sprite.keepsSizeOnNewImage() && hadSize) sprite.setContentSize(previous);
        return;
    }
    SpriteFrame placeholder{placeholderTexture(), {{0, 0}, {16, 16}}, false, {}, {16, 16}};
    sprite.setSpriteFrame(placeholder);
    if (hadSize) sprite.setContentSize(previous);
}

// Texture, sheet and frame each reload what the others decided; undo restores them all.
std::function<void(Node&)> captureLook(const Node& n) {
    auto look = std::make_shared<Sprite::Look>(static_cast<const Sprite&>(n).look());
    return [look](Node& m) {
        // The paths are the ones the node holds now: undo set them back already, and a
        // document that moved meanwhile has renamed them (renamePath).
        auto& sprite = static_cast<Sprite&>(m);
        std::string texture = sprite.texturePath(), atlas = sprite.atlasPath(), frame = sprite.spriteFrameName();
        sprite.setLook(*look);
        sprite.setTexturePath(std::move(texture));
        if (!atlas.empty() || !frame.empty()) {
            sprite.setAtlasPath(std::move(atlas));
            sprite.setSpriteFrameName(std::move(frame));
        }
    };
}

}  // namespace

NodeTypeInfo spriteTypeInfo() {
    NodeTypeInfo t = describeType<Sprite, Node>("file-image-o", "A textured quad sized by its texture rectangle");
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        n.setName("Sprite");
        static_cast<Sprite&>(n).setTexture(placeholderTexture());
    };
    t.overrides.push_back({.key = "anchorPoint", .defaultValue = Vec2{0.5f, 0.5f}});
    // The content size follows the texture rectangle; the inspector edits that instead.
    t.overrides.push_back(
        {.key = "contentSize",
         .defaultFor = [](const Node& n) -> PropertyValue { return static_cast<const Sprite&>(n).untrimmedSize(); },
         .inspector = false});

    PropertyDescriptor texture;
    texture.key = "texture";
    texture.kind = ValueKind::AssetPath;
    texture.defaultValue = std::string();
    texture.hints =
        PropertyHints{.group = "Sprite", .tooltip = "PNG path relative to the scene file", .asset = AssetKind::Image};
    texture.get = [](const Node& n) -> PropertyValue { return static_cast<const Sprite&>(n).texturePath(); };
    texture.apply = [](Node& n, const PropertyValue& v, PropertyContext& context) {
        auto& sprite = static_cast<Sprite&>(n);
        const std::string& path = std::get<std::string>(v);
        sprite.setTexturePath(path);
        const Size previous = sprite.contentSize();
        const TextureInfo image = imageOrPlaceholder(context.assets, path);
        sprite.setTexture(image);
        // A sprite whose image went missing keeps its size (the placeholder stretched
        // over it) rather than shrinking to the placeholder's 16x16 art.
        if ((image.placeholder || sprite.keepsSizeOnNewImage()) && previous.width > 0 && previous.height > 0)
            sprite.setContentSize(previous);
        showSpriteFrame(sprite, context);  // a frame, when named, replaces the texture
    };
    texture.renamePath = [](Node& n, const std::string& path) { static_cast<Sprite&>(n).setTexturePath(path); };
    texture.links.capture = captureLook;
    t.properties.push_back(std::move(texture));

    auto rect = property<Sprite, Rect>(
        "textureRect", ValueKind::Region, &Sprite::textureRect,
        static_cast<void (Sprite::*)(const Rect&)>(&Sprite::setTextureRect), Rect{},
        PropertyHints{.unit = Unit::Pixels, .group = "Sprite", .tooltip = "Pixels, top-left origin of the image"});
    rect.defaultFor = [](const Node& n) -> PropertyValue {
        const auto& sprite = static_cast<const Sprite&>(n);
        // A frame's rectangle comes with the frame: not written.
        if (!sprite.spriteFrameName().empty() && !sprite.atlasPath().empty()) return sprite.textureRect();
        return Rect{{0.0f, 0.0f}, sprite.textureSize()};
    };
    rect.check = [](const PropertyValue& v) {
        const Rect& r = std::get<Rect>(v);
        return r.size.width < 0 || r.size.height < 0 ? std::string("texture rectangle sizes cannot be negative")
                                                     : std::string();
    };
    rect.links.capture = captureLook;
    t.properties.push_back(std::move(rect));
    t.properties.push_back(property<Sprite, bool>("flippedX", ValueKind::Bool, &Sprite::isFlippedX,
                                                  &Sprite::setFlippedX, false, PropertyHints{.group = "Sprite"}));
    t.properties.push_back(property<Sprite, bool>("flippedY", ValueKind::Bool, &Sprite::isFlippedY,
                                                  &Sprite::setFlippedY, false, PropertyHints{.group = "Sprite"}));
    t.properties.push_back(blendProperty<Sprite>());
    // A sheet frame replaces texture and textureRect (applied after them).
    PropertyDescriptor atlas;
    atlas.key = "atlas";
    atlas.kind = ValueKind::AssetPath;
    atlas.defaultValue = std::string();
    atlas.hints = PropertyHints{.group = "Sprite",
                                .tooltip = "A cocos sprite sheet (.plist) relative to the scene file",
                                .asset = AssetKind::Atlas};
    atlas.get = [](const Node& n) -> PropertyValue { return static_cast<const Sprite&>(n).atlasPath(); };
    atlas.apply = [](Node& n, const PropertyValue& v, PropertyContext& context) {
        auto& sprite = static_cast<Sprite&>(n);
        sprite.setAtlasPath(std::get<std::string>(v));
        showSpriteFrame(sprite, context);
    };
    atlas.renamePath = [](Node& n, const std::string& path) { static_cast<Sprite&>(n).setAtlasPath(path); };
    atlas.links.capture = captureLook;
    t.properties.push_back(std::move(atlas));

    PropertyDescriptor frame;
    frame.key = "spriteFrame";
    frame.kind = ValueKind::String;
    frame.defaultValue = std::string();
    frame.hints = PropertyHints{.group = "Sprite", .tooltip = "The frame's name (or alias) in the sprite sheet"};
    frame.get = [](const Node& n) -> PropertyValue { return static_cast<const Sprite&>(n).spriteFrameName(); };
    frame.apply = [](Node& n, const PropertyValue& v, PropertyContext& context) {
        auto& sprite = static_cast<Sprite&>(n);
        sprite.setSpriteFrameName(std::get<std::string>(v));
        showSpriteFrame(sprite, context);
    };
    frame.choices = [](const Node& n, PropertyContext& context) {
        const std::string& sheet = static_cast<const Sprite&>(n).atlasPath();
        return sheet.empty() || !context.assets ? std::vector<std::string>{} : context.assets->spriteFrameNames(sheet);
    };
    frame.links.capture = captureLook;
    t.properties.push_back(std::move(frame));
    return t;
}

}  // namespace diorama
