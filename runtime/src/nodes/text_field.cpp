#include "diorama/nodes/text_field.h"

#include "diorama/types/asset_resolver.h"
#include "font_properties.h"
#include "widget_properties.h"

#include <utility>

namespace diorama {

namespace {

bool continuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

std::size_t characterCount(std::string_view text) {
    std::size_t n = 0;
    for (char c : text)
        if (!continuationByte(c)) ++n;
    return n;
}

// The first `count` characters (code points) of `text`.
std::string_view firstCharacters(std::string_view text, std::size_t count) {
    std::size_t i = 0;
    for (; i < text.size(); ++i)
        if (!continuationByte(text[i]) && count-- == 0) break;
    return text.substr(0, i);
}

// The byte where character `index` of `text` starts (its size past the last one).
std::size_t byteOfCharacter(std::string_view text, std::size_t index) { return firstCharacters(text, index).size(); }

// cocos shows the cursor for two half-blinks after every move.
constexpr float kCursorShownAfterMove = 2.0f * TextField::kCursorBlinkSeconds;

}  // namespace

TextField::TextField()
    : Widget(static_cast<Node&>(*this)), m_renderer(std::make_unique<Label>(nullptr, std::string(), kDefaultFontSize)) {
    m_renderer->setHorizontalAlignment(TextHAlignment::Left);
    m_renderer->setVerticalAlignment(TextVAlignment::Top);
    setAnchorPoint({0.5f, 0.5f});  // a widget's
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
    // cocos' TextField reports what the keyboard did once a frame, from its update.
    scheduleUpdate();
}

TextField::~TextField() = default;

void TextField::setText(std::string text) {
    const std::size_t before = characterCount(m_text);
    m_text = std::move(text);
    cutToMaxLength();
    textReplaced(before);
}

void TextField::cutToMaxLength() {
    if (m_maxLengthEnabled) m_text.resize(firstCharacters(m_text, std::size_t(std::max(m_maxLength, 0))).size());
}

void TextField::textReplaced(std::size_t charactersBefore) {
    const std::size_t now = characterCount(m_text);
    if (m_cursorEnabled && now != charactersBefore) m_cursorPosition = now;
    refresh();
}

void TextField::setMaxLengthEnabled(bool enabled) {
    const std::size_t before = characterCount(m_text);
    m_maxLengthEnabled = enabled;
    cutToMaxLength();
    textReplaced(before);
}

void TextField::setMaxLength(int length) {
    const std::size_t before = characterCount(m_text);
    m_maxLength = length;
    cutToMaxLength();
    textReplaced(before);
}

void TextField::setCursorEnabled(bool enabled) {
    if (m_cursorEnabled == enabled) return;
    m_cursorEnabled = enabled;
    m_cursorPosition = enabled ? characterCount(m_text) : 0;
    refresh();
}

void TextField::setCursorChar(std::string cursor) {
    if (!isPasswordStyle(cursor)) return;
    m_cursorChar = std::move(cursor);
    refresh();
}

void TextField::setCursorPosition(std::size_t position) {
    if (!m_cursorEnabled || position > characterCount(m_text)) return;
    m_cursorPosition = position;
    m_cursorShowingTime = kCursorShownAfterMove;
    refresh();
}

void TextField::controlKey(ControlKey key) {
    if (!m_attached || !m_cursorEnabled) return;
    const std::size_t count = characterCount(m_text);
    switch (key) {
    case ControlKey::Home: setCursorPosition(0); break;
    case ControlKey::End: setCursorPosition(count); break;
    case ControlKey::LeftArrow:
        if (m_cursorPosition > 0) setCursorPosition(m_cursorPosition - 1);
        break;
    case ControlKey::RightArrow:
        if (m_cursorPosition < count) setCursorPosition(m_cursorPosition + 1);
        break;
    case ControlKey::Delete:
        // The character after the cursor goes, without a DeleteBackward event.
        if (m_cursorPosition < count) {
            const std::size_t from = byteOfCharacter(m_text, m_cursorPosition);
            m_text.erase(from, byteOfCharacter(m_text, m_cursorPosition + 1) - from);
            setCursorPosition(m_cursorPosition);
        }
        break;
    case ControlKey::Escape: detachWithIME(); break;
    }
}

void TextField::setCursorFromPoint(Vec2 world) {
    if (!m_cursorEnabled) return;
    Vec2 local;
    // The renderer fills the field (its space is the field's, as draw() shows).
    if (!convertToNodeSpaceIfInvertible(world, local) ||
        !Rect{{0.0f, 0.0f}, m_renderer->contentSize()}.containsPoint(local))
        return;
    // cocos lays the label out without the cursor to look for the letter.
    const std::string plain = textWithoutCursor();
    m_renderer->setText(plain);
    const std::optional<std::size_t> hit = m_renderer->letterAt(local);
    const std::size_t position = hit ? *hit : characterCount(plain);
    refresh();
    setCursorPosition(position);  // ignored past the text (a placeholder's later letters)
}

bool isPasswordStyle(std::string_view style) { return style.size() == 1 && style[0] >= 33 && style[0] <= 126; }

void TextField::setPlaceHolder(std::string text) {
    m_placeHolder = std::move(text);
    refresh();
}

float TextField::fontSize() const { return m_renderer->fontSize(); }
void TextField::setFontSize(float size) {
    m_renderer->setFontSize(size);
    markDrawBoundsDirty();
}
const std::string& TextField::fontPath() const { return m_renderer->fontPath(); }
void TextField::setFontPath(std::string path) { m_renderer->setFontPath(std::move(path)); }
void TextField::setFontFace(std::shared_ptr<FontFace> face) {
    m_renderer->setFontFace(std::move(face));
    markDrawBoundsDirty();
}

void TextField::setPasswordEnabled(bool enabled) {
    m_passwordEnabled = enabled;
    refresh();
}

void TextField::setPasswordStyleText(std::string style) {
    if (!isPasswordStyle(style)) return;  // UICCTextField ignores it
    m_passwordStyleText = std::move(style);
    refresh();
}

std::string TextField::textWithoutCursor() const {
    if (m_text.empty()) return m_placeHolder;
    if (!m_passwordEnabled) return m_text;
    std::string mask;
    for (std::size_t n = characterCount(m_text); n > 0; --n) mask += m_passwordStyleText;
    return mask;
}

std::string TextField::shownText() const {
    if (showsPlaceHolder()) return m_placeHolder;
    std::string shown = m_text.empty() ? std::string() : textWithoutCursor();
    if (m_cursorEnabled && m_attached) {
        // "\b": the cursor letter does not move the pen (cocos' NextCharNoChangeX).
        const std::size_t at = byteOfCharacter(shown, std::min(m_cursorPosition, characterCount(shown)));
        shown.insert(at, "\b" + m_cursorChar);
    }
    return shown;
}

void TextField::refresh() {
    std::string shown = shownText();
    if (shown != m_renderer->text()) m_renderer->setText(std::move(shown));
    showCursorBlink();
    markDrawBoundsDirty();
}

void TextField::showCursorBlink() {
    // The cursor letter follows the "\b" before it.
    const bool hidden = m_cursorEnabled && m_attached && !isCursorShown();
    m_renderer->setTransparentLetter(hidden ? std::optional<std::size_t>(m_cursorPosition + 1) : std::nullopt);
}

void TextField::onContentSizeChanged() {
    // The renderer's box is the content size (textfieldRendererScaleChangedWithSize).
    m_renderer->setDimensions(contentSize());
    markDrawBoundsDirty();
}

void TextField::attachWithIME() {
    if (m_attached) return;
    m_attached = true;
    m_pending.attach = true;
    setCursorPosition(characterCount(m_text));  // TextFieldTTF::setAttachWithIME
    refresh();
}

void TextField::detachWithIME() {
    if (!m_attached) return;
    m_attached = false;
    m_pending.detach = true;
    refresh();
}

void TextField::insertText(std::string_view typed) {
    if (!m_attached) return;
    // Up to a newline; the newline itself detaches, as Return does (TextFieldTTF).
    const std::size_t newline = typed.find('\n');
    std::string_view insert = typed.substr(0, newline);
    if (m_maxLengthEnabled && !insert.empty()) {
        const std::size_t have = characterCount(m_text);
        const std::size_t room = m_maxLength > 0 && std::size_t(m_maxLength) > have ? m_maxLength - have : 0;
        insert = firstCharacters(insert, room);
    }
    if (!insert.empty()) {
        if (m_cursorEnabled) {
            m_text.insert(byteOfCharacter(m_text, m_cursorPosition), insert);
            setCursorPosition(m_cursorPosition + characterCount(insert));
        } else {
            m_text += insert;
        }
        m_pending.insert = true;
        refresh();
    }
    if (newline != std::string_view::npos) detachWithIME();
}

void TextField::deleteBackward() {
    if (!m_attached || m_text.empty()) return;
    m_pending.deleteBackward = true;  // cocos tells its delegate before looking at the cursor
    std::size_t end = m_text.size() - 1;
    while (end > 0 && continuationByte(m_text[end])) --end;
    if (end == 0) {  // one character left: it goes wherever the cursor is
        m_text.clear();
        setCursorPosition(0);
    } else if (!m_cursorEnabled) {
        m_text.erase(end);
    } else if (m_cursorPosition > 0) {
        const std::size_t from = byteOfCharacter(m_text, m_cursorPosition - 1);
        m_text.erase(from, byteOfCharacter(m_text, m_cursorPosition) - from);
        setCursorPosition(m_cursorPosition - 1);
    }
    refresh();
}

void TextField::update(float dt) {
    if (m_cursorEnabled && m_attached) {
        m_cursorShowingTime -= dt;
        if (m_cursorShowingTime < -kCursorBlinkSeconds) m_cursorShowingTime = kCursorBlinkSeconds;
        showCursorBlink();
    }
    // cocos' order: detach, attach, insert, delete; each at most once a frame.
    const Pending due = std::exchange(m_pending, Pending{});
    if (due.detach) emit(EventType::DetachWithIME);
    if (due.attach) emit(EventType::AttachWithIME);
    if (due.insert) emit(EventType::InsertText);
    if (due.deleteBackward) emit(EventType::DeleteBackward);
}

void TextField::emit(EventType type) {
    if (m_onEvent) m_onEvent(*this, type);
}

bool TextField::onTouchBegan(Vec2 world) {
    // Without touchEnabled cocos has no listener, so nothing detaches it either.
    if (!isTouchEnabled()) return false;
    const bool claimed = Widget::onTouchBegan(world);
    if (claimed)
        attachWithIME();
    else
        detachWithIME();
    return claimed;
}

void TextField::draw(RenderQueue& queue, const AffineTransform& world) {
    if (m_renderer->text().empty()) return;
    // The renderer is a protected child in cocos: the node's colour and opacity tint it.
    const Color3B tint = showsPlaceHolder() ? m_placeHolderColor : m_textColor;
    const Color3B shown = displayedColor();
    const Color4B color{std::uint8_t(tint.r * shown.r / 255), std::uint8_t(tint.g * shown.g / 255),
                        std::uint8_t(tint.b * shown.b / 255), displayedOpacity()};
    m_renderer->drawGlyphs(queue, *this, world, AffineTransform::identity(), color);
}

WorldBox TextField::drawBounds(const AffineTransform& world) const {
    if (m_renderer->text().empty()) return WorldBox::empty();
    return WorldBox::of(world, m_renderer->inkBounds());
}

NodeTypeInfo textFieldTypeInfo() {
    NodeTypeInfo t = describeType<TextField, Node>(
        "i-cursor", "A line of text typed in after a touch on it, with a placeholder (cocos ui::TextField)");
    t.create = [](const NodeFactoryContext& context) -> std::unique_ptr<Node> {
        auto field = std::make_unique<TextField>();
        if (context.assets) field->setFontFace(context.assets->defaultFont());
        return field;
    };
    t.prepareNew = [](Node& n, const NodeFactoryContext&) {
        auto& field = static_cast<TextField&>(n);
        n.setName("TextField");
        n.setContentSize({200.0f, 30.0f});
        field.setPlaceHolder("Text Field");
    };
    t.overrides.push_back({.key = "contentSize", .inspector = true});
    t.overrides.push_back({.key = "anchorPoint", .defaultValue = Vec2{0.5f, 0.5f}});

    // The limit first: the text applied after it is cut to it, as a game loading the file
    // would cut it (TextFieldReader sets the limit after the text, and setMaxLength cuts).
    auto maxLengthEnabled = property<TextField, bool>(
        "maxLengthEnabled", ValueKind::Bool, &TextField::isMaxLengthEnabled, &TextField::setMaxLengthEnabled, false,
        PropertyHints{.group = "TextField", .tooltip = "Keep at most maxLength characters of the text"});
    maxLengthEnabled.links.keys = {"text"};  // it may cut the text: undo gives it back
    t.properties.push_back(std::move(maxLengthEnabled));
    auto maxLength = property<TextField, int>(
        "maxLength", ValueKind::Int, &TextField::maxLength, &TextField::setMaxLength, TextField::kDefaultMaxLength,
        PropertyHints{.min = 0, .step = 1, .group = "TextField", .tooltip = "Characters, with maxLengthEnabled"});
    maxLength.check = [](const PropertyValue& v) {
        return std::get<int>(v) >= 0 ? std::string() : std::string("maxLength must not be negative");
    };
    maxLength.links.keys = {"text"};
    t.properties.push_back(std::move(maxLength));
    t.properties.push_back(property<TextField, std::string>(
        "text", ValueKind::String, &TextField::text, &TextField::setText, std::string(),
        PropertyHints{.group = "TextField", .tooltip = "What the field holds; a player types into it"}));
    t.properties.push_back(property<TextField, std::string>(
        "placeHolder", ValueKind::String, &TextField::placeHolder, &TextField::setPlaceHolder, std::string(),
        PropertyHints{.group = "TextField", .tooltip = "Shown while the text is empty"}));
    t.properties.push_back(property<TextField, Color3B>(
        "placeHolderColor", ValueKind::Color, &TextField::placeHolderColor, &TextField::setPlaceHolderColor,
        TextField::kDefaultPlaceHolderColor, PropertyHints{.group = "TextField"}));
    t.properties.push_back(property<TextField, Color3B>("textColor", ValueKind::Color, &TextField::textColor,
                                                        &TextField::setTextColor, Color3B::white(),
                                                        PropertyHints{.group = "TextField"}));
    t.properties.push_back(fontFileProperty<TextField>("font", "TextField", &TextField::fontPath,
                                                       &TextField::setFontPath, &TextField::setFontFace));
    t.properties.push_back(fontSizeProperty<TextField>("fontSize", "TextField", &TextField::fontSize,
                                                       &TextField::setFontSize, TextField::kDefaultFontSize));
    t.properties.push_back(property<TextField, bool>(
        "passwordEnabled", ValueKind::Bool, &TextField::isPasswordEnabled, &TextField::setPasswordEnabled, false,
        PropertyHints{.group = "TextField", .tooltip = "Show passwordStyleText for each character"}));
    auto style = property<TextField, std::string>(
        "passwordStyleText", ValueKind::String, &TextField::passwordStyleText, &TextField::setPasswordStyleText,
        std::string("*"),
        PropertyHints{.group = "TextField", .tooltip = "One character from ! to ~, shown for each character"});
    style.check = [](const PropertyValue& v) {
        return isPasswordStyle(std::get<std::string>(v))
                   ? std::string()
                   : std::string("passwordStyleText must be one character from ! to ~ (cocos ignores any other)");
    };
    t.properties.push_back(std::move(style));
    t.properties.push_back(property<TextField, bool>(
        "cursorEnabled", ValueKind::Bool, &TextField::isCursorEnabled, &TextField::setCursorEnabled, false,
        PropertyHints{.group = "TextField",
                      .tooltip = "Show a blinking cursor while typing; Home, End, arrows and Delete move it "
                                 "(cocos setCursorEnabled)"}));
    auto cursor = property<TextField, std::string>(
        "cursorChar", ValueKind::String, &TextField::cursorChar, &TextField::setCursorChar, std::string("|"),
        PropertyHints{.group = "TextField", .tooltip = "One character from ! to ~, drawn as the cursor"});
    cursor.check = [](const PropertyValue& v) {
        return isPasswordStyle(std::get<std::string>(v)) ? std::string()
                                                         : std::string("cursorChar must be one character from ! to ~");
    };
    t.properties.push_back(std::move(cursor));
    addWidgetStateProperties<TextField>(t, "TextField", "Off: drawn as when enabled (cocos has no disabled look)");
    return t;
}

}  // namespace diorama
