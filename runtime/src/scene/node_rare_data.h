// Per-node state that most nodes never need, kept out of Node to hold it under 200 bytes.
#pragma once

#include "diorama/actions/action.h"
#include "diorama/scene/component.h"
#include "diorama/scene/node.h"
#include "diorama/scheduler/scheduler.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace diorama {

class NodeServices;

struct NodeRareData {
    // Moved off Node for its subtree bounds (docs/performance.md): most nodes have none.
    int tag = kInvalidTag;
    float positionZ = 0.0f;
    Vec2 childOrigin;  // meaningful while the node has kChildOrigin
    // cocos' additional transform and setNodeToParentTransform matrix (kLocalTransformExtras).
    std::optional<AffineTransform> additionalTransform;
    std::optional<AffineTransform> localTransformOverride;
    // 1 / det(world), the costly part of the inverse for hit tests (valid while the node's
    // kWorldInverseDirty flag is clear).
    double worldReciprocalDeterminant = 1.0;
    // Null slots appear while components are being updated; compacted afterwards.
    std::vector<std::unique_ptr<Component>> components;
    int componentIterationDepth = 0;
    std::function<void()> onEnter, onExit, onEnterTransitionDidFinish, onExitTransitionDidStart, onCleanup;
    // The services this node has registrations with (schedules, actions, listeners), so
    // that cleanup and destruction reach them even when the node is detached. Usually one;
    // a node moved between Directors keeps every one it registered with.
    std::vector<std::weak_ptr<NodeServices>> services;
    // The visit's copy of a wide node's children's subtree boxes, by child index, and the
    // index of its first child with a local Z of 0 or more (kChildBoxesValid).
    std::vector<WorldBox> childBoxes;
    std::size_t childBoxesSplit = 0;

    // Node-bound calls made before the node reached any services (cocos has one global
    // Director, so they would have been registered at once, paused). Handed over on the
    // next enter; actions were started when they were run.
    struct PendingTimer {
        std::string key;
        TimerFn fn;
        float interval;
        unsigned repeat;
        float delay;
    };
    std::vector<std::unique_ptr<Action>> pendingActions;
    std::vector<PendingTimer> pendingTimers;
    std::optional<int> pendingUpdatePriority;
    bool hasPending() const { return !pendingActions.empty() || !pendingTimers.empty() || pendingUpdatePriority; }
};

}  // namespace diorama
