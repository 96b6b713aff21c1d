// cocos2d-x 3.17's ui::TextField: one line of text typed in after a touch on it, drawn
// in a box of the content size from its top-left corner, as its TextFieldTTF renderer
// (dimensions = content size, left and top alignment) draws it.
//
// - Empty, it shows the placeholder in the placeholder colour (TextFieldTTF's gray
//   166, 166, 166); otherwise the text in the text colour, or with passwordEnabled one
//   passwordStyleText ("*") per character. The node's own colour and opacity tint both.
// - A touch that begins on it while enabled attaches it to the keyboard (cocos'
//   attachWithIME); a touch begun anywhere else that reaches its listener detaches it
//   (didNotSelectSelf).
// - While attached, insertText appends what is typed (up to a newline, which detaches
//   it, as a keyboard's Return does) and deleteBackward removes the last character. With
//   maxLengthEnabled, no more than maxLength characters (UTF-8 code points) are kept:
//   what does not fit is cut, as UICCTextField::insertText cuts it.
// - With cursorEnabled (off by default, as ui::TextField leaves its TextFieldTTF), an
//   attached field shows cursorChar ('|') between the characters at cursorPosition,
//   drawn without moving the text (cocos inserts "\b|"), in the text colour even while
//   the text is empty (no placeholder then). Typing inserts and Backspace deletes at the
//   cursor; Home, End, Left, Right and Delete move it or delete after it, and Escape
//   detaches (TextFieldTTF::controlKey). It blinks: shown for 1 s after every move, then
//   0.5 s hidden and 0.5 s shown in turn (CURSOR_TIME_SHOW_HIDE); hidden, its letter is
//   drawn transparent, as cocos sets its sprite's opacity to 0.
#pragma once

#include "diorama/nodes/label.h"
#include "diorama/nodes/widget.h"
#include "diorama/scene/node.h"
#include "diorama/types/node_type.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace diorama {

class TextField : public Node, public Widget {
public:
    static constexpr float kDefaultFontSize = 20.0f;  // Studio's
    static constexpr int kDefaultMaxLength = 10;
    static constexpr Color3B kDefaultPlaceHolderColor{166, 166, 166};
    static constexpr float kCursorBlinkSeconds = 0.5f;  // cocos' CURSOR_TIME_SHOW_HIDE
    enum class EventType { AttachWithIME, DetachWithIME, InsertText, DeleteBackward };
    // The keys cocos' IMEDispatcher hands an attached field (dispatchControlKey).
    enum class ControlKey { Home, End, Delete, LeftArrow, RightArrow, Escape };

    TextField();
    ~TextField() override;
    std::string_view typeName() const override { return "TextField"; }

    const std::string& text() const { return m_text; }
    void setText(std::string text);
    const std::string& placeHolder() const { return m_placeHolder; }
    void setPlaceHolder(std::string text);
    Color3B placeHolderColor() const { return m_placeHolderColor; }
    void setPlaceHolderColor(Color3B color) { m_placeHolderColor = color; }
    Color3B textColor() const { return m_textColor; }
    void setTextColor(Color3B color) { m_textColor = color; }

    float fontSize() const;
    void setFontSize(float size);
    // The font path as written in the scene file; empty means the built-in default.
    const std::string& fontPath() const;
    void setFontPath(std::string path);
    void setFontFace(std::shared_ptr<FontFace> face);

    bool isMaxLengthEnabled() const { return m_maxLengthEnabled; }
    // With the limit on, the text is cut to maxLength characters (ui::TextField's
    // setString cuts, and setMaxLength sets the string again).
    void setMaxLengthEnabled(bool enabled);
    int maxLength() const { return m_maxLength; }
    void setMaxLength(int length);
    bool isPasswordEnabled() const { return m_passwordEnabled; }
    void setPasswordEnabled(bool enabled);
    const std::string& passwordStyleText() const { return m_passwordStyleText; }
    // One character from '!' to '~'; anything else is ignored, as UICCTextField ignores it.
    void setPasswordStyleText(std::string style);

    // ---- the cursor --------------------------------------------------------------------
    bool isCursorEnabled() const { return m_cursorEnabled; }
    // On, the cursor goes after the last character; off, to 0 (setCursorEnabled).
    void setCursorEnabled(bool enabled);
    const std::string& cursorChar() const { return m_cursorChar; }
    // One character from '!' to '~'; anything else is ignored.
    void setCursorChar(std::string cursor);
    // Characters (UTF-8 code points) before the cursor.
    std::size_t cursorPosition() const { return m_cursorPosition; }
    // Ignored with the cursor off or past the last character; restarts the blink.
    void setCursorPosition(std::size_t position);
    // Whether the cursor is drawn visible now: enabled, attached, in a shown half-blink.
    bool isCursorShown() const { return m_cursorEnabled && m_attached && m_cursorShowingTime >= 0.0f; }
    // A control key while attached with the cursor on; nothing otherwise.
    void controlKey(ControlKey key);
    // With the cursor on and `world` inside the field, puts the cursor before the first
    // letter (in text order) whose image holds the point, or after the last character
    // when none does (TextFieldTTF::setCursorFromPoint). Letters are those of the field
    // without its cursor: the placeholder's when the text is empty, where only a hit on
    // its first letter counts. As in cocos, a game calls it (for example from its own
    // touch listener); a touch that attaches the field leaves the cursor at the end.
    void setCursorFromPoint(Vec2 world);

    // ---- the keyboard -----------------------------------------------------------------
    bool isAttachedWithIME() const { return m_attached; }
    void attachWithIME();
    void detachWithIME();
    // What a keyboard types while attached; nothing when detached.
    void insertText(std::string_view typed);
    void deleteBackward();
    // cocos' addEventListener: one callback, replaced by the next call.
    void addEventListener(std::function<void(TextField&, EventType)> callback) { m_onEvent = std::move(callback); }

    // What is drawn: the placeholder, the text, or its password mask.
    std::string shownText() const;
    const Label& renderer() const { return *m_renderer; }

    bool onTouchBegan(Vec2 world) override;
    void update(float dt) override;

protected:
    void draw(RenderQueue& queue, const AffineTransform& world) override;
    WorldBox drawBounds(const AffineTransform& world) const override;
    void onContentSizeChanged() override;

private:
    void refresh();
    // What is drawn without the cursor: the placeholder, the text or its password mask.
    std::string textWithoutCursor() const;
    void cutToMaxLength();
    // The text changed from outside the keyboard: cocos' setString puts the cursor at the
    // end when the number of characters changed.
    void textReplaced(std::size_t charactersBefore);
    void showCursorBlink();
    bool showsPlaceHolder() const { return m_text.empty() && !(m_cursorEnabled && m_attached); }
    void emit(EventType type);

    // What the keyboard did since the last update, reported by it.
    struct Pending {
        bool detach = false, attach = false, insert = false, deleteBackward = false;
    };

    std::unique_ptr<Label> m_renderer;
    std::function<void(TextField&, EventType)> m_onEvent;
    std::string m_text, m_placeHolder, m_passwordStyleText = "*";
    Color3B m_placeHolderColor = kDefaultPlaceHolderColor;
    Color3B m_textColor = Color3B::white();
    int m_maxLength = kDefaultMaxLength;
    bool m_maxLengthEnabled = false;
    bool m_passwordEnabled = false;
    bool m_attached = false;
    bool m_cursorEnabled = false;
    std::string m_cursorChar = "|";
    std::size_t m_cursorPosition = 0;
    float m_cursorShowingTime = 0.0f;  // shown while >= 0 (TextFieldTTF::_cursorShowingTime)
    Pending m_pending;
};

// Whether `style` is one character from '!' to '~' (what UICCTextField takes).
bool isPasswordStyle(std::string_view style);

NodeTypeInfo textFieldTypeInfo();

}  // namespace diorama
