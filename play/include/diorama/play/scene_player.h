// Plays a loaded scene: its Director steps at a fixed dt, autoplay actions and the
// autoplay animation clip start before the first frame, and triggers ("on") are real EventDispatcher listeners: touch
// triggers with scene-graph priority on their node, claiming only touches that hit it
// (visible, same hit test as picking); custom triggers for their event name.
// docs/cli.md `diorama play` is the contract.
#pragma once

#include "diorama/animation/clip_player.h"
#include "diorama/director/director.h"
#include "diorama/nodes/text_field.h"
#include "diorama/serialization/scene_file_data.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace diorama {

class ScenePlayer {
public:
    // Budgets that keep every frame finite however a scene's triggers feed each other (an
    // Emit that runs its own action again, or two for each one): more trigger starts or
    // Emit events than these between two frames stop play, with problem() saying why.
    static constexpr int kMaxStartsPerFrame = 1000;
    static constexpr int kMaxEmitsPerFrame = 100000;
    // Each record makes at most 1,000,000 updates a step; what starts in one frame
    // (autoplay counting for frame 1) may together make at most this many.
    static constexpr double kMaxUpdatesStartedPerFrame = 10'000'000;

    struct Options {
        bool autoplay = true;  // start autoplay actions before the first frame
        bool triggers = true;  // register the "on" triggers as listeners
        // A clip of the scene's animations to play once before the first frame, as
        // `timeline->play(NAME, false)` after loading; it replaces the autoplay clip.
        std::string animation = {};
        // The screen the scene is laid out for, as cocos' createNodeWithVisibleSize: the
        // root takes this size and doLayout runs before anything starts. None: the
        // design size, untouched.
        std::optional<Size> visibleSize = {};
    };
    ScenePlayer(std::unique_ptr<Scene> scene, const SceneFileData& file, Options options);
    ScenePlayer(std::unique_ptr<Scene> scene, const SceneFileData& file) : ScenePlayer(std::move(scene), file, {}) {}
    // Binds the actions and triggers of `scene`, which `director` runs or will run (a
    // game's scene stack, the player): neither is owned, and the binding must not
    // outlive the scene (diorama::player keeps it in a component of the scene).
    ScenePlayer(Director& director, Scene& scene, const SceneFileData& file, Options options);
    ~ScenePlayer();
    ScenePlayer(const ScenePlayer&) = delete;
    ScenePlayer& operator=(const ScenePlayer&) = delete;

    // A touch began and ended at `world` (scene coordinates), dispatched now.
    void touch(Vec2 world);
    // One phase of a touch held across frames (a Button shows pressed between Began and
    // Ended), dispatched now. Moved, Ended and Cancelled without a Began do nothing.
    void touch(EventTouch::Code phase, Vec2 world);
    // What a keyboard types, for the TextField a touch attached (cocos' IME delegate);
    // with none attached, nothing. A newline in `typed` detaches it, as Return does.
    void insertText(std::string_view typed);
    void deleteBackward();
    // Home, End, Delete, the arrows or Escape for that field (cocos' dispatchControlKey);
    // with its cursor off, nothing.
    void controlKey(TextField::ControlKey key);
    // Whether a TextField is attached, so that typing goes to the scene.
    bool hasKeyboardFocus();
    // One frame of the Director.
    void step(float dt);
    int frames() const { return m_frames; }
    // Why play stopped ("frame F: ..."); once set, touch and step do nothing.
    const std::optional<std::string>& problem() const { return m_problem; }

    Scene& scene() { return *m_scene; }
    Director& director() { return m_director; }

    struct RunningAction {
        std::string name;
        int tag;
    };
    // The node's named actions still running, in the order they started.
    std::vector<RunningAction> runningActions(NodeId node);
    // Starts the node's named action as a trigger would; false when there is none.
    bool runNamed(NodeId node, const std::string& name);
    // Whether any named action started so far is still running.
    bool anyRunning();

    struct StartRecord {
        NodeId node;
        std::string name;
        int frame;  // frames() when it started: 0 for autoplay
    };
    std::vector<StartRecord> started() const;

    // The dispatcher's live listeners, touch ones in dispatch order then custom ones,
    // with whether each would claim a touch at `world` (the Touch Probe while playing).
    struct LiveListener {
        NodeId node;        // the node the listener sits on, or whose custom trigger it is
        std::string event;  // "touch" or "custom:NAME"
        bool swallows = false;
        bool claims = false;    // touch: visible and hit at `world`
        bool disabled = false;  // touch: a widget hit there that takes no touches
    };
    std::vector<LiveListener> liveListeners(Vec2 world);

    // The player of the scene's animation clips on its root, or null when it has none.
    ClipPlayer* clips() const { return m_clips; }
    // Whether Options::animation named a clip of the scene (true when none was asked for).
    bool animationFound() const { return m_animationFound; }
    // Why Options::animation was not found: "no clip named NAME (the scene's clips: A, B)"
    // or "... (the scene has no clips)". `shown` turns the file's names into message text
    // (quoted for a dialog, escaped to one line for the CLI).
    std::string noClipNamed(const std::string& name, const std::function<std::string(const std::string&)>& shown) const;

    // Custom events dispatched so far by Emit actions, in order.
    const std::vector<std::string>& emitted() const { return m_emitted; }

    // The scene clips' frame events (Studio's FrameEvent) fired so far, in order: the play
    // frame they fired in (0: while the clip started), the node, the event and the clip
    // frame it sits on.
    struct FiredFrameEvent {
        int frame;
        NodeId node;
        std::string event;
        int clipFrame;
    };
    const std::vector<FiredFrameEvent>& frameEvents() const { return m_frameEvents; }

private:
    struct Started {
        NodeId node;
        std::string name;
        int tag;
        const Action* action;
        int frame;
    };
    struct NodePlay;  // one node's actions and triggers
    void setUp(Node& node, const SceneFileData& file, const Options& options);
    static void layOutFor(Scene& scene, const Options& options);
    void startClips(const SceneFileData& file, const Options& options);
    void run(NodePlay& play, const std::string& name);
    void stop(NodePlay& play, const std::string& name);
    void fire(NodePlay& play, const std::string& event);
    void halt(const std::string& why);

    std::unique_ptr<Director> m_ownDirector;  // null when bound to a game's Director
    Director& m_director;
    Scene* m_scene = nullptr;
    std::vector<std::unique_ptr<NodePlay>> m_nodes;
    std::vector<Started> m_started;
    std::vector<FiredFrameEvent> m_frameEvents;
    bool m_stepping = false;  // inside step(): events belong to the frame being played
    std::vector<ListenerHandle> m_handles;
    std::vector<NodeId> m_textFields;
    std::optional<NodeId> m_keyboardFocus;  // the TextField typing goes to
    std::optional<Touch> m_held;            // the touch between its Began and its end
    std::vector<std::string> m_emitted;
    ClipPlayer* m_clips = nullptr;
    bool m_animationFound = true;
    int m_frames = 0;
    int m_startsThisFrame = 0, m_emitsThisFrame = 0;
    double m_updatesStartedThisFrame = 0;
    std::optional<std::string> m_problem;
};

}  // namespace diorama
