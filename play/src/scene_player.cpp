#include "diorama/play/scene_player.h"

#include "diorama/actions/action_manager.h"
#include "diorama/events/event_dispatcher.h"
#include "diorama/events/event_listener.h"
#include "diorama/events/hit_test.h"
#include "diorama/nodes/check_box.h"
#include "diorama/nodes/page_view.h"
#include "diorama/nodes/slider.h"
#include "diorama/nodes/text_field.h"
#include "diorama/nodes/widget.h"
#include "diorama/scene/layout_component.h"
#include "diorama/scene/traversal.h"
#include "diorama/serialization/action_records.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/scene_animations.h"

#include <algorithm>

namespace diorama {

// By id: a node may be removed (RemoveSelf) while its custom triggers still listen.
struct ScenePlayer::NodePlay {
    NodeId node;
    NodeActions records;
};

ScenePlayer::ScenePlayer(std::unique_ptr<Scene> scene, const SceneFileData& file, Options options)
    : m_ownDirector(std::make_unique<Director>()), m_director(*m_ownDirector) {
    m_director.runSceneNow(std::move(scene));
    m_scene = m_director.runningScene();
    layOutFor(*m_scene, options);
    setUp(*m_scene, file, options);
    startClips(file, options);
    NodeTraversal::layOutRequested(*m_scene);  // a list's items are where a first touch finds them
}

ScenePlayer::ScenePlayer(Director& director, Scene& scene, const SceneFileData& file, Options options)
    : m_director(director), m_scene(&scene) {
    layOutFor(scene, options);
    setUp(scene, file, options);
    startClips(file, options);
    NodeTraversal::layOutRequested(scene);
}

void ScenePlayer::startClips(const SceneFileData& file, const Options& options) {
    m_clips = runSceneAnimations(scene(), file, options.autoplay && options.animation.empty(), nullptr,
                                 [this](const FrameEvent& e) {
                                     const int frame = m_frames + (m_stepping ? 1 : 0);
                                     m_frameEvents.push_back({frame, e.node, std::string(e.event), e.frame});
                                 });
    if (!options.animation.empty()) m_animationFound = m_clips && m_clips->play(options.animation, false);
}

void ScenePlayer::layOutFor(Scene& scene, const Options& options) {
    if (!options.visibleSize) return;
    scene.setContentSize(*options.visibleSize);
    doLayout(scene);
}

ScenePlayer::~ScenePlayer() { m_handles.clear(); }

std::string ScenePlayer::noClipNamed(const std::string& name,
                                     const std::function<std::string(const std::string&)>& shown) const {
    std::string names;
    if (m_clips)
        for (const AnimationClip& clip : m_clips->clips()) names += (names.empty() ? "" : ", ") + clip.name;
    return "no clip named " + shown(name) +
           (names.empty() ? std::string(" (the scene has no clips)") : " (the scene's clips: " + shown(names) + ")");
}

namespace {
bool hasTouchTriggers(const NodeActions& a) {
    const std::vector<std::string>& events = touchTriggerEvents();
    return std::any_of(a.triggers.begin(), a.triggers.end(), [&events](const TriggerRecord& t) {
        return std::find(events.begin(), events.end(), t.event) != events.end();
    });
}
}  // namespace

void ScenePlayer::setUp(Node& node, const SceneFileData& file, const Options& options) {
    auto* widget = dynamic_cast<Widget*>(&node);
    if (const NodeFileRecord* record = file.find(node.id()); record && !record->unknownKeys.empty()) {
        NodeActions actions = nodeActionsFrom(record->unknownKeys);
        if (!actions.actions.empty() || !actions.triggers.empty()) {
            m_nodes.push_back(std::make_unique<NodePlay>(NodePlay{node.id(), std::move(actions)}));
            NodePlay& play = *m_nodes.back();
            for (const NamedActionRecord& a : play.records.actions)
                if (a.autoplay && options.autoplay) run(play, a.name);
            if (!options.triggers) play.records.triggers.clear();
            auto fire = [this, &play](const std::string& event) { this->fire(play, event); };
            if (hasTouchTriggers(play.records) && widget) {
                // A widget's touch triggers follow its own touches: a disabled one fires
                // none, and a click is a release while it shows pressed, as in cocos.
                widget->addTouchEventListener([fire](Widget&, Widget::TouchEventType type) {
                    if (type == Widget::TouchEventType::Began) fire("touchBegan");
                    if (type == Widget::TouchEventType::Ended || type == Widget::TouchEventType::Canceled)
                        fire("touchEnded");
                    if (type == Widget::TouchEventType::Ended) fire("click");
                });
                if (auto* box = dynamic_cast<CheckBox*>(&node))
                    box->addEventListener(
                        [fire](CheckBox&, bool selected) { fire(selected ? "selected" : "unselected"); });
                if (auto* slider = dynamic_cast<Slider*>(&node))
                    slider->addEventListener([fire](Slider&, Slider::EventType type) {
                        if (type == Slider::EventType::PercentChanged) fire("percentChanged");
                    });
                if (auto* list = dynamic_cast<ListView*>(&node))
                    list->ListView::addEventListener([fire](ListView&, ListView::EventType type) {
                        if (type == ListView::EventType::SelectedItemEnd) fire("itemSelected");
                    });
                if (auto* pages = dynamic_cast<PageView*>(&node))
                    pages->addEventListener([fire](PageView&, PageView::EventType) { fire("pageTurning"); });
                if (auto* field = dynamic_cast<TextField*>(&node))
                    field->addEventListener([fire](TextField&, TextField::EventType type) {
                        const char* names[] = {"attachWithIME", "detachWithIME", "insertText", "deleteBackward"};
                        fire(names[int(type)]);
                    });
            } else if (hasTouchTriggers(play.records)) {
                auto listener = std::make_shared<TouchOneByOneListener>();
                listener->swallowTouches = std::any_of(play.records.triggers.begin(), play.records.triggers.end(),
                                                       [](const TriggerRecord& t) { return t.swallow; });
                Node* target = &node;
                listener->onTouchBegan = [target, fire](const Touch& touch, EventTouch&) {
                    if (!visibleInHierarchy(*target) || !hitTest(*target, touch.location) ||
                        !insideClippingAncestors(*target, touch.location))
                        return false;
                    fire("touchBegan");
                    return true;
                };
                listener->onTouchEnded = [target, fire](const Touch& touch, EventTouch&) {
                    fire("touchEnded");
                    if (hitTest(*target, touch.location)) fire("click");
                };
                m_handles.push_back(
                    m_director.eventDispatcher().addEventListenerWithSceneGraphPriority(listener, node));
            }
            for (const TriggerRecord& t : play.records.triggers)
                if (t.event.rfind("custom:", 0) == 0) {
                    const std::string event = t.event;
                    m_handles.push_back(m_director.eventDispatcher().addCustomEventListener(
                        event.substr(7), [fire, event](EventCustom&) { fire(event); }));
                }
        }
    }
    if (widget) m_handles.push_back(listenForTouches(m_director.eventDispatcher(), *widget));
    if (dynamic_cast<TextField*>(&node)) m_textFields.push_back(node.id());
    for (auto& child : node.children()) setUp(*child, file, options);
}

void ScenePlayer::fire(NodePlay& play, const std::string& event) {
    for (const TriggerRecord& t : play.records.triggers) {
        if (m_problem) return;
        if (t.event != event) continue;
        for (const std::string& name : t.stop) stop(play, name);
        if (t.run.empty()) continue;
        if (++m_startsThisFrame > kMaxStartsPerFrame) {
            const Node* node = scene().findNode(play.node);
            halt("more than " + std::to_string(kMaxStartsPerFrame) + " actions started in one frame (the last, \"" +
                 t.run + "\" for \"" + event + "\" on " + (node ? "\"" + nodePath(*node) + "\"" : "a removed node") +
                 ")");
            return;
        }
        run(play, t.run);
    }
}

void ScenePlayer::halt(const std::string& why) {
    if (!m_problem) m_problem = "frame " + std::to_string(m_frames + 1) + ": " + why + "; play stopped";
}

void ScenePlayer::run(NodePlay& play, const std::string& name) {
    Node* node = scene().findNode(play.node);
    if (!node || m_problem) return;
    for (const NamedActionRecord& a : play.records.actions) {
        if (a.name != name) continue;
        ActionBuild built = buildAction(a.actionJson, "<scene>", "", ActionBuildContext{[this](const std::string& e) {
                                            if (m_problem) return;
                                            if (++m_emitsThisFrame > kMaxEmitsPerFrame)
                                                return halt("more than " + std::to_string(kMaxEmitsPerFrame) +
                                                            " events emitted in one frame (the last, \"" + e + "\")");
                                            m_emitted.push_back(e);
                                            m_director.eventDispatcher().dispatchCustomEvent(e);
                                        }});
        if (!built.action) return;  // the reader checked every record
        m_updatesStartedThisFrame += built.updatesPerStep;
        if (m_updatesStartedThisFrame > kMaxUpdatesStartedPerFrame)
            return halt("actions started in one frame can make more than " +
                        std::to_string(std::uint64_t(kMaxUpdatesStartedPerFrame)) + " updates (the last, \"" + name +
                        "\" on \"" + nodePath(*node) + "\")");
        built.action->setTag(a.tag);
        Action& running = m_director.services().runAction(*node, std::move(built.action));
        m_started.push_back({play.node, a.name, a.tag, &running, m_frames});
        return;
    }
}

void ScenePlayer::stop(NodePlay& play, const std::string& name) {
    for (const Started& s : m_started)
        if (s.node == play.node && s.name == name && m_director.actionManager().isRunning(*s.action))
            m_director.actionManager().removeAction(*s.action);
}

bool ScenePlayer::runNamed(NodeId node, const std::string& name) {
    for (auto& play : m_nodes)
        if (play->node == node)
            for (const NamedActionRecord& a : play->records.actions)
                if (a.name == name) {
                    const std::size_t before = m_started.size();
                    run(*play, name);
                    return m_started.size() > before;
                }
    return false;
}

bool ScenePlayer::anyRunning() {
    return std::any_of(m_started.begin(), m_started.end(),
                       [this](const Started& s) { return m_director.actionManager().isRunning(*s.action); });
}

std::vector<ScenePlayer::StartRecord> ScenePlayer::started() const {
    std::vector<StartRecord> out;
    for (const Started& s : m_started) out.push_back({s.node, s.name, s.frame});
    return out;
}

std::vector<ScenePlayer::LiveListener> ScenePlayer::liveListeners(Vec2 world) {
    std::vector<LiveListener> out;
    EventDispatcher& dispatcher = m_director.eventDispatcher();
    for (EventListener* l : dispatcher.listenersInDispatchOrder(TouchOneByOneListener::kId)) {
        const auto* touch = static_cast<const TouchOneByOneListener*>(l);
        const Node* node = scene().findNode(l->node());
        const auto* widget = dynamic_cast<const Widget*>(node);
        // A widget tests its own shape (a Slider's ball reaches past its bar).
        const bool hit = node && visibleInHierarchy(*node) &&
                         (widget ? widget->hitTest(world) : hitTest(*node, world)) &&
                         insideClippingAncestors(*node, world);
        const bool takesTouches = !widget || (widget->isEnabled() && widget->isTouchEnabled());
        out.push_back({l->node(), "touch", touch->swallowTouches, hit && takesTouches, hit && !takesTouches});
    }
    for (auto& play : m_nodes)
        for (const TriggerRecord& t : play->records.triggers)
            if (t.event.rfind("custom:", 0) == 0 && !dispatcher.listenersInDispatchOrder(t.event.substr(7)).empty())
                out.push_back({play->node, t.event, false, false});
    return out;
}

void ScenePlayer::touch(Vec2 world) {
    touch(EventTouch::Code::Began, world);
    touch(EventTouch::Code::Ended, world);
}

void ScenePlayer::touch(EventTouch::Code phase, Vec2 world) {
    if (m_problem) return;
    if (phase == EventTouch::Code::Began) {
        // A mouse gives one touch at a time: a new press ends one still held.
        if (m_held) touch(EventTouch::Code::Cancelled, m_held->location);
        m_held = Touch{0, world, world, world};
    } else {
        if (!m_held) return;
        m_held->previousLocation = m_held->location;
        m_held->location = world;
    }
    EventTouch event(phase, {*m_held});
    if (phase != EventTouch::Code::Began && phase != EventTouch::Code::Moved) m_held.reset();
    m_director.eventDispatcher().dispatchEvent(event);
    if (phase == EventTouch::Code::Began) hasKeyboardFocus();
}

bool ScenePlayer::hasKeyboardFocus() {
    // One field holds the keyboard, as cocos' IMEDispatcher has one delegate: a field a
    // touch has just attached takes it from the one that had it.
    TextField* focused = nullptr;
    std::vector<TextField*> attached;
    for (NodeId id : m_textFields)
        if (auto* field = dynamic_cast<TextField*>(scene().findNode(id)); field && field->isAttachedWithIME()) {
            attached.push_back(field);
            if (id != m_keyboardFocus || !focused) focused = field;
        }
    for (TextField* field : attached)
        if (field != focused) field->detachWithIME();
    m_keyboardFocus = focused ? std::optional<NodeId>(focused->id()) : std::nullopt;
    return focused != nullptr;
}

void ScenePlayer::insertText(std::string_view typed) {
    if (m_problem || !hasKeyboardFocus()) return;
    static_cast<TextField*>(scene().findNode(*m_keyboardFocus))->insertText(typed);
}

void ScenePlayer::deleteBackward() {
    if (m_problem || !hasKeyboardFocus()) return;
    static_cast<TextField*>(scene().findNode(*m_keyboardFocus))->deleteBackward();
}

void ScenePlayer::controlKey(TextField::ControlKey key) {
    if (m_problem || !hasKeyboardFocus()) return;
    static_cast<TextField*>(scene().findNode(*m_keyboardFocus))->controlKey(key);
}

void ScenePlayer::step(float dt) {
    if (m_problem) return;
    m_stepping = true;
    m_director.mainLoop(dt);
    m_stepping = false;
    ++m_frames;
    m_startsThisFrame = m_emitsThisFrame = 0;
    m_updatesStartedThisFrame = 0;
}

std::vector<ScenePlayer::RunningAction> ScenePlayer::runningActions(NodeId node) {
    std::vector<RunningAction> out;
    for (const Started& s : m_started)
        if (s.node == node && m_director.actionManager().isRunning(*s.action)) out.push_back({s.name, s.tag});
    return out;
}

}  // namespace diorama
