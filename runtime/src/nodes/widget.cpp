#include "diorama/nodes/widget.h"

#include "diorama/events/event_listener.h"
#include "diorama/events/hit_test.h"
#include "diorama/scene/node.h"

namespace diorama {

void Widget::setEnabled(bool enabled) {
    m_enabled = enabled;
    setBright(enabled);
}

void Widget::setBright(bool bright) {
    if (m_bright == bright) return;
    m_bright = bright;
    pressStateChanged();
}

void Widget::setHighlighted(bool highlighted) {
    if (m_highlighted == highlighted) return;
    m_highlighted = highlighted;
    pressStateChanged();
}

Widget::State Widget::state() const {
    if (!m_bright) return State::Disabled;
    return m_highlighted ? State::Pressed : State::Normal;
}

// cocos' isScreenPointInRect refuses a rectangle without area before testing the point.
bool Widget::hitTest(Vec2 world) const {
    const Size size = m_node.contentSize();
    return size.width > 0.0f && size.height > 0.0f && diorama::hitTest(m_node, world);
}

void Widget::emit(TouchEventType type) {
    if (m_onTouch) m_onTouch(*this, type);
}

// cocos 3.17's getAncensterWidget: the parent if it is a widget, else the same question
// asked of the grandparent, which looks at the grandparent's parent: a plain node in
// between skips the widget above it. Kept, since games built on 3.17 rely on what it lets
// through; axmol later fixed the jump.
static Widget* ancestorWidgetAsIn317(const Node* node) {
    while (node && node->parent()) {
        if (auto* widget = dynamic_cast<Widget*>(node->parent())) return widget;
        node = node->parent()->parent();
    }
    return nullptr;
}

bool Widget::ancestorsEnabled() const {
    for (Widget* above = ancestorWidgetAsIn317(&m_node); above; above = ancestorWidgetAsIn317(&above->m_node))
        if (!above->m_enabled) return false;
    return true;
}

bool Widget::onTouchBegan(Vec2 world) {
    if (!m_enabled || !m_touchEnabled || !ancestorsEnabled() || !visibleInHierarchy(m_node) || !hitTest(world) ||
        !insideClippingAncestors(m_node, world))
        return false;
    m_touchBegan = world;
    setHighlighted(true);
    propagate(TouchEventType::Began, world);
    emit(TouchEventType::Began);
    return true;
}

// cocos tests the widget alone here, not its clipping parents.
void Widget::onTouchMoved(Vec2 world) {
    setHighlighted(hitTest(world));
    propagate(TouchEventType::Moved, world);
    emit(TouchEventType::Moved);
}

// A widget above may have taken the touch over (and unhighlighted this one) on the way.
void Widget::onTouchEnded(Vec2 world) {
    propagate(TouchEventType::Ended, world);
    const bool released = m_highlighted;
    setHighlighted(false);
    if (!released) return emit(TouchEventType::Canceled);
    emit(TouchEventType::Ended);
    if (m_onClick) m_onClick(*this);
    releaseUp();  // after the callbacks, as CheckBox::releaseUpEvent toggles after Widget's
}

void Widget::onTouchCancelled() {
    propagate(TouchEventType::Canceled, m_touchBegan);
    setHighlighted(false);
    emit(TouchEventType::Canceled);
}

// cocos asks the parent widget only, and a Layout passes it on; here Panels are plain
// nodes, so the nearest widget ancestor is asked, whatever lies between.
Widget* Widget::widgetAbove() const {
    for (Node* n = m_node.parent(); n; n = n->parent())
        if (auto* above = dynamic_cast<Widget*>(n)) return above;
    return nullptr;
}

void Widget::propagate(TouchEventType type, Vec2 world) {
    if (Widget* above = m_propagateTouchEvents ? widgetAbove() : nullptr)
        above->interceptTouchEvent(type, *this, world);
}

void Widget::interceptTouchEvent(TouchEventType type, Widget& sender, Vec2 world) {
    if (Widget* above = widgetAbove()) above->interceptTouchEvent(type, sender, world);
}

ListenerHandle listenForTouches(EventDispatcher& dispatcher, Widget& widget) {
    auto listener = std::make_shared<TouchOneByOneListener>();
    listener->swallowTouches = true;
    Widget* target = &widget;  // the dispatcher drops the listener when the node goes
    listener->onTouchBegan = [target](const Touch& t, EventTouch&) { return target->onTouchBegan(t.location); };
    listener->onTouchMoved = [target](const Touch& t, EventTouch&) { target->onTouchMoved(t.location); };
    listener->onTouchEnded = [target](const Touch& t, EventTouch&) { target->onTouchEnded(t.location); };
    listener->onTouchCancelled = [target](const Touch&, EventTouch&) { target->onTouchCancelled(); };
    return dispatcher.addEventListenerWithSceneGraphPriority(std::move(listener), widget.widgetNode());
}

}  // namespace diorama
