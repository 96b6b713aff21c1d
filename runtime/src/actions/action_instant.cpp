#include "diorama/actions/action_instant.h"

#include "diorama/nodes/sprite.h"
#include "diorama/scene/node.h"

#include <cmath>

namespace diorama {

void Place::update(float) {
    if (m_target) m_target->setPosition(m_position);
}

void Show::update(float) {
    if (m_target) m_target->setVisible(true);
}

void Hide::update(float) {
    if (m_target) m_target->setVisible(false);
}

void ToggleVisibility::update(float) {
    if (m_target) m_target->setVisible(!m_target->isVisible());
}

void FlipX::update(float) {
    if (auto* sprite = dynamic_cast<Sprite*>(m_target)) sprite->setFlippedX(m_flipped);
}

void FlipY::update(float) {
    if (auto* sprite = dynamic_cast<Sprite*>(m_target)) sprite->setFlippedY(m_flipped);
}

void RemoveSelf::update(float) {
    if (m_target && m_target->parent()) m_target->destroy();
}

void Blink::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_originalVisible = target->isVisible();
}

void Blink::stop() {
    if (m_target) m_target->setVisible(m_originalVisible);
    ActionInterval::stop();
}

void Blink::update(float t) {
    if (!m_target || isDone()) return;
    const float slice = 1.0f / float(m_times);
    const float m = std::fmod(t, slice);
    m_target->setVisible(m > slice / 2);
}

void Speed::startWithTarget(Node* target) {
    Action::startWithTarget(target);
    m_inner->startWithTarget(target);
}

void Speed::stop() {
    m_inner->stop();
    Action::stop();
}

}  // namespace diorama
