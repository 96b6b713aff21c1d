// Play mode: the document's scene as it is now, copied through its own text and run by
// a ScenePlayer (play/scene_player.h) at fixed 1/60 s steps. The document is never
// touched, so Stop (dropping the session) gives it back exactly: its text, selection
// and undo history.
//
// Seeking replays from t = 0: the text is loaded again and stepped to the frame, with the
// touches made so far dispatched at the frames they were made, so frame k always looks
// the same however it was reached.
#pragma once

#include "diorama/play/scene_player.h"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace diorama {

class Document;

class PlaySession {
public:
    static constexpr float kStep = 1.0f / 60.0f;

    // Null, with `error`, when the document's text does not load back (it always should).
    // With `clip`, that clip of the scene's animations starts instead of the autoplay one,
    // once, as a game's `timeline->play(NAME, false)` after loading (the clip the Timeline
    // shows); null, with `error`, when the scene has no such clip.
    // With `screen`, the scene is laid out for a screen of that size first, as cocos'
    // createNodeWithVisibleSize (ScenePlayer::Options::visibleSize).
    static std::unique_ptr<PlaySession> start(Document& doc, std::string& error, const std::string& clip = {},
                                              std::optional<Size> screen = std::nullopt);
    // The scene laid out for a screen of `screen`, paused at frame 0 with nothing started
    // (no autoplay, no triggers): how the layout places each node on that screen.
    static std::unique_ptr<PlaySession> previewScreen(Document& doc, Size screen, std::string& error);
    // Plays only the named action of one document node, from the document as it is (no
    // autoplay, no triggers); finished() tells when it is done.
    static std::unique_ptr<PlaySession> preview(Document& doc, NodeId node, const std::string& action,
                                                std::string& error);
    // Plays only the named animation clip, once from frame 0 (no autoplay actions or clip,
    // no triggers), as `timeline->play(NAME, false)` right after a game loads the file.
    static std::unique_ptr<PlaySession> previewClip(Document& doc, const std::string& clip, std::string& error);

    // Real seconds at the session's speed, in whole fixed steps (the rest carries over).
    void advance(double seconds);
    void stepOnce();  // one fixed step, paused or not
    // A touch at the current frame, kept so seeking replays it.
    void touch(Vec2 world);
    // One phase of a touch held across frames (the viewport's press, drag and release),
    // kept so seeking replays it; a Began is what the Touch Probe records.
    void touch(EventTouch::Code phase, Vec2 world);
    // What the keyboard types while a TextField holds it, at the current frame, kept so
    // seeking replays it (ScenePlayer::insertText / deleteBackward).
    void insertText(std::string typed);
    void deleteBackward();
    void controlKey(TextField::ControlKey key);
    bool hasKeyboardFocus() { return m_player->hasKeyboardFocus(); }
    // The last touch made with touch(), with the listeners as they stood when it was made:
    // the Touch Probe shows who heard it, not who would hear it now that things moved.
    struct TouchRecord {
        int frame;
        Vec2 world;
        std::vector<ScenePlayer::LiveListener> heard;
    };
    const std::optional<TouchRecord>& lastTouch() const { return m_lastTouch; }
    // The scene as it is after `frame` steps (and the touches made up to that frame).
    void seek(int frame);

    Scene& scene() { return m_player->scene(); }
    ScenePlayer& player() { return *m_player; }
    int frame() const { return m_player->frames(); }
    double time() const { return double(m_player->frames()) * kStep; }
    // A preview whose action has ended.
    bool finished();
    bool isPreview() const { return m_preview.has_value(); }
    // The clip a clip preview plays; empty for any other session.
    const std::string& clip() const { return m_options.animation; }
    // Whether it plays a clip alone (previewClip), not the scene with a clip (start).
    bool previewsClip() const { return !m_options.animation.empty() && !m_options.autoplay; }
    // The screen the scene was laid out for, or none (the design size).
    std::optional<Size> screen() const { return m_options.visibleSize; }
    bool previewsScreen() const { return screen() && !m_options.autoplay && !m_preview; }

    // The document node a node of the playing scene was copied from (by position in
    // the tree, which the copy shares), or none.
    std::optional<NodeId> documentNode(NodeId playNode) const;
    std::optional<NodeId> playNode(NodeId documentNode) const;
    // The playing scene's copy of a document node, or null.
    Node* copyOf(NodeId documentNode);

    bool paused = false;
    float speed = 1.0f;  // 0.25 to 4
    // When set, reaching this frame starts again from frame 0.
    std::optional<int> loopFrames;
    // When set, reaching this frame pauses there (a clip previewed without repeat stops on
    // its last frame, as a non-looping ActionTimeline does); resumed there, play starts
    // again from frame 0.
    std::optional<int> endFrame;
    // Whether the player's problem (it stopped itself) has been written to the log: once.
    bool problemLogged = false;

private:
    // A touch, or a key typed (text, or with `deleteBackward` a Backspace).
    struct Touch {
        int frame;
        Vec2 world;
        std::optional<EventTouch::Code> phase;  // none: a tap (began and ended at once)
        std::optional<std::string> typed = {};
        bool deleteBackward = false;
        std::optional<TextField::ControlKey> control = {};
    };
    void record(Touch input);
    static std::unique_ptr<PlaySession> create(Document& doc, ScenePlayer::Options options,
                                               std::optional<std::pair<NodeId, std::string>> preview,
                                               std::string& error);
    bool load(std::string& error);
    void stepAndReplay();
    void dispatchTouchesDue();

    std::string m_text, m_name;
    std::filesystem::path m_base, m_projectRoot;
    ScenePlayer::Options m_options;
    std::optional<std::pair<NodeId, std::string>> m_preview;  // document node, action name
    std::unique_ptr<ScenePlayer> m_player;
    std::unordered_map<NodeId, NodeId> m_toDocument, m_toPlay;
    Document* m_doc = nullptr;
    std::vector<NodeId> m_docPreorder;  // the document's nodes when play started
    std::vector<Touch> m_touches;
    std::size_t m_nextTouch = 0;
    std::optional<TouchRecord> m_lastTouch;
    double m_carry = 0;
};

}  // namespace diorama
