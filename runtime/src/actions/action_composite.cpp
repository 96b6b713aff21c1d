// Sequence, Spawn and Repeat follow cocos' update arithmetic exactly, including the
// "run the skipped first action to completion" and repeat end-value fixes.
#include "diorama/actions/action.h"

#include <cfloat>
#include <cmath>

namespace diorama {

namespace {
// Sequence and Spawn of N actions are nested pairs, as in cocos; a lone action is paired
// with an ExtraAction, and no actions make no action.
template <class Pair>
std::unique_ptr<Pair> foldPairs(std::vector<ActionPtr> actions) {
    if (actions.empty()) return nullptr;
    if (actions.size() == 1) actions.push_back(std::make_unique<ExtraAction>());
    ActionPtr acc = std::move(actions[0]);
    for (std::size_t i = 1; i + 1 < actions.size(); ++i)
        acc = std::make_unique<Pair>(std::move(acc), std::move(actions[i]));
    return std::make_unique<Pair>(std::move(acc), std::move(actions.back()));
}
}  // namespace

Sequence::Sequence(ActionPtr first, ActionPtr second) : ActionInterval(first->duration() + second->duration()) {
    m_actions[0] = std::move(first);
    m_actions[1] = std::move(second);
}

std::unique_ptr<Sequence> Sequence::create(std::vector<ActionPtr> actions) {
    return foldPairs<Sequence>(std::move(actions));
}

ActionPtr Sequence::clone() const { return std::make_unique<Sequence>(m_actions[0]->clone(), m_actions[1]->clone()); }

void Sequence::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_split = m_duration > FLT_EPSILON ? m_actions[0]->duration() / m_duration : 0.0f;
    m_last = -1;
}

void Sequence::stop() {
    if (m_last != -1 && m_actions[m_last]) m_actions[m_last]->stop();
    ActionInterval::stop();
}

void Sequence::update(float t) {
    int found = 0;
    float newT = 0.0f;
    if (t < m_split) {
        newT = m_split != 0.0f ? t / m_split : 1.0f;
    } else {
        found = 1;
        newT = m_split == 1.0f ? 1.0f : (t - m_split) / (1.0f - m_split);
    }
    if (found == 1) {
        if (m_last == -1) {
            // The first action was skipped entirely: run it to its end state.
            m_actions[0]->startWithTarget(m_target);
            m_actions[0]->update(1.0f);
            m_actions[0]->stop();
        } else if (m_last == 0) {
            m_actions[0]->update(1.0f);
            m_actions[0]->stop();
        }
        if (!m_target) return;  // the target was destroyed by the first action
    } else if (m_last == 1) {
        m_actions[1]->update(0.0f);
        m_actions[1]->stop();
    }
    if (found == m_last && m_actions[found]->isDone()) return;
    if (found != m_last) m_actions[found]->startWithTarget(m_target);
    m_actions[found]->update(newT);
    m_last = found;
}

// ---- spawn ---------------------------------------------------------------------------------

Spawn::Spawn(ActionPtr one, ActionPtr two) : ActionInterval(std::max(one->duration(), two->duration())) {
    const float d1 = one->duration(), d2 = two->duration();
    m_one = std::move(one);
    m_two = std::move(two);
    if (d1 > d2)
        m_two = std::make_unique<Sequence>(std::move(m_two), std::make_unique<DelayTime>(d1 - d2));
    else if (d1 < d2)
        m_one = std::make_unique<Sequence>(std::move(m_one), std::make_unique<DelayTime>(d2 - d1));
}

std::unique_ptr<Spawn> Spawn::create(std::vector<ActionPtr> actions) { return foldPairs<Spawn>(std::move(actions)); }

ActionPtr Spawn::clone() const { return std::make_unique<Spawn>(m_one->clone(), m_two->clone()); }

void Spawn::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    m_one->startWithTarget(target);
    m_two->startWithTarget(target);
}

void Spawn::stop() {
    m_one->stop();
    m_two->stop();
    ActionInterval::stop();
}

void Spawn::update(float t) {
    m_one->update(t);
    if (!m_target) return;  // destroyed by the first action
    m_two->update(t);
}

// ---- repeat --------------------------------------------------------------------------------

Repeat::Repeat(ActionPtr inner, unsigned times)
    : ActionInterval(inner->duration() * float(times)), m_inner(std::move(inner)), m_times(times),
      m_innerIsInstant(dynamic_cast<ActionInstant*>(m_inner.get()) != nullptr) {}

void Repeat::startWithTarget(Node* target) {
    m_total = 0;
    m_nextDt = m_inner->duration() / m_duration;
    ActionInterval::startWithTarget(target);
    m_inner->startWithTarget(target);
}

void Repeat::stop() {
    m_inner->stop();
    ActionInterval::stop();
}

void Repeat::update(float dt) {
    if (dt >= m_nextDt) {
        while (dt >= m_nextDt && m_total < m_times) {
            m_inner->update(1.0f);
            if (!m_target) return;  // destroyed by the inner action
            ++m_total;
            m_inner->stop();
            m_inner->startWithTarget(m_target);
            m_nextDt = m_inner->duration() / m_duration * float(m_total + 1);
        }
        // The last repetition must land exactly on its end value.
        if (std::abs(dt - 1.0f) < FLT_EPSILON && m_total < m_times) {
            m_inner->update(1.0f);
            ++m_total;
        }
        if (!m_innerIsInstant) {
            if (m_total == m_times)
                m_inner->stop();
            else
                m_inner->update(dt - (m_nextDt - m_inner->duration() / m_duration));
        }
    } else {
        m_inner->update(std::fmod(dt * float(m_times), 1.0f));
    }
}

void RepeatForever::startWithTarget(Node* target) {
    Action::startWithTarget(target);
    m_inner->startWithTarget(target);
}

void RepeatForever::step(float dt) {
    m_inner->step(dt);
    if (!m_target) return;
    if (m_inner->isDone() && m_inner->duration() > 0.0f) {
        float diff = m_inner->elapsed() - m_inner->duration();
        if (diff > m_inner->duration()) diff = std::fmod(diff, m_inner->duration());
        m_inner->startWithTarget(m_target);
        m_inner->step(0.0f);
        m_inner->step(diff);
    }
}

}  // namespace diorama
