// Runs actions per target (docs/runtime.md A14): targets in order of first action, actions
// in order of addition. A target's paused flag is fixed when its first action arrives
// and then follows pause/resume; pausing a target with no actions records nothing.
// Removing actions (or the target node) from inside a step is safe. As in cocos 3.17, a
// target whose last action goes is forgotten at once (unless it is the one stepping), so
// its next action starts a new entry, unpaused and last in the order.
#pragma once

#include "diorama/actions/action.h"
#include "diorama/scene/node_id.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace diorama {

class Node;

class ActionManager {
public:
    // Actions started during update() (by a CallFunc, an event it dispatches, ...) are
    // stepped in that same update, as cocos 3.17 does (its loops re-read the target list
    // and each target's action count), but at most this many per update: the rest begin
    // with the next update, so an action that restarts itself cannot keep one update from
    // returning (docs/runtime.md D11).
    static constexpr std::size_t kMaxLateStepsPerUpdate = 1000;

    ActionManager();
    ~ActionManager();

    Action& addAction(std::unique_ptr<Action> action, Node& target, bool paused);
    // An action already started on `target` (Node::runAction before the node had
    // services): joins the target's list without starting again.
    Action& adoptStartedAction(std::unique_ptr<Action> action, Node& target, bool paused);

    void removeAllActions();
    void removeAllActionsFromTarget(NodeId target);
    // The target node is gone: actions are stopped first so none touches it again,
    // even one that is in the middle of its step.
    void targetDestroyed(NodeId target);
    void removeAction(const Action& action);
    void removeActionByTag(int tag, NodeId target);
    void removeAllActionsByTag(int tag, NodeId target);
    Action* actionByTag(int tag, NodeId target) const;
    // Whether `action` is still managed (not finished, stopped or removed).
    bool isRunning(const Action& action) const;
    std::size_t numberOfRunningActionsInTarget(NodeId target) const;
    std::size_t numberOfRunningActions() const;

    void pauseTarget(NodeId target);
    void resumeTarget(NodeId target);
    bool isTargetPaused(NodeId target) const;

    void update(float dt);

private:
    // An action and the update it arrived in (0: outside any), for the late-step budget.
    struct Slot {
        std::unique_ptr<Action> action;
        std::uint64_t arrivedInUpdate = 0;
    };
    // cocos' tHashElement. The array shifts as actions leave, and `actionIndex` follows
    // the shifts, as removeActionAtIndex does (not removeAllActionsFromTarget).
    struct Element {
        NodeId target;
        bool paused = false;
        std::vector<Slot> actions;
        std::ptrdiff_t actionIndex = 0;
    };
    Element* find(NodeId target) const;
    Element& elementFor(Node& target, bool paused);
    void removeActionAt(Element& element, std::size_t index);
    void removeAllActionsOf(Element& element);
    // The element has no actions left: deleted now, or, while it is the one being
    // stepped, once its step ends (cocos' _currentTargetSalvaged).
    void elementEmptied(Element& element);
    void retire(std::unique_ptr<Action> action, NodeId target);

    std::vector<std::unique_ptr<Element>> m_elements;  // order of creation
    int m_updateDepth = 0;
    std::uint64_t m_updateSerial = 0;
    Element* m_current = nullptr;
    std::size_t m_currentIndex = 0;
    // Removed while stepping: kept alive until the update returns, with their target so
    // that they can still be stopped if that target is destroyed meanwhile.
    std::vector<std::pair<NodeId, std::unique_ptr<Action>>> m_graveyard;
    std::vector<std::unique_ptr<Element>> m_deadElements;
};

}  // namespace diorama
