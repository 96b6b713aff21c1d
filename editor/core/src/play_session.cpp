#include "diorama/editor/play_session.h"

#include "diorama/editor/document.h"
#include "diorama/serialization/node_path.h"

namespace diorama {

namespace {

// Nodes in file order, depth first: a scene and its copy read from the same text list
// their nodes in the same order.
void preorder(const Node& node, std::vector<NodeId>& out) {
    out.push_back(node.id());
    for (const Node* child : childrenInFileOrder(node)) preorder(*child, out);
}

}  // namespace

bool PlaySession::load(std::string& error) {
    SceneContext context = m_doc->sceneContext();
    context.projectRoot = m_projectRoot;
    LoadResult loaded = loadSceneText(m_text, m_name, m_base, context);
    if (!loaded.ok()) {
        error = loaded.error->format();
        return false;
    }
    m_player.reset();  // its listeners go before the scene they listen on
    m_player = std::make_unique<ScenePlayer>(std::move(loaded.scene), loaded.file, m_options);

    std::vector<NodeId> playIds;
    preorder(m_player->scene(), playIds);
    const std::vector<NodeId>& docIds = m_docPreorder;
    m_toDocument.clear();
    m_toPlay.clear();
    if (docIds.size() == playIds.size())
        for (std::size_t i = 0; i < docIds.size(); ++i) {
            m_toDocument[playIds[i]] = docIds[i];
            m_toPlay[docIds[i]] = playIds[i];
        }
    m_nextTouch = 0;
    m_carry = 0;
    if (!m_player->animationFound()) {
        error = m_player->noClipNamed(m_options.animation, [](const std::string& text) { return text; });
        return false;
    }
    if (m_preview) {
        const auto node = playNode(m_preview->first);
        if (!node || !m_player->runNamed(*node, m_preview->second)) {
            error = "no action named \"" + m_preview->second + "\" on that node";
            return false;
        }
    }
    dispatchTouchesDue();
    return true;
}

std::unique_ptr<PlaySession> PlaySession::create(Document& doc, ScenePlayer::Options options,
                                                 std::optional<std::pair<NodeId, std::string>> preview,
                                                 std::string& error) {
    auto session = std::unique_ptr<PlaySession>(new PlaySession());
    session->m_doc = &doc;
    session->m_text = doc.sceneText();
    session->m_name = doc.displayName();
    session->m_base = doc.baseDirectory();
    session->m_projectRoot = doc.projectFolder();
    preorder(doc.scene(), session->m_docPreorder);
    session->m_options = options;
    session->m_preview = std::move(preview);
    if (!session->load(error)) return nullptr;
    return session;
}

std::unique_ptr<PlaySession> PlaySession::start(Document& doc, std::string& error, const std::string& clip,
                                                std::optional<Size> screen) {
    return create(doc, ScenePlayer::Options{true, true, clip, screen}, std::nullopt, error);
}

std::unique_ptr<PlaySession> PlaySession::previewScreen(Document& doc, Size screen, std::string& error) {
    auto session = create(doc, ScenePlayer::Options{false, false, {}, screen}, std::nullopt, error);
    if (session) session->paused = true;
    return session;
}

std::unique_ptr<PlaySession> PlaySession::preview(Document& doc, NodeId node, const std::string& action,
                                                  std::string& error) {
    return create(doc, ScenePlayer::Options{false, false, {}}, std::pair{node, action}, error);
}

std::unique_ptr<PlaySession> PlaySession::previewClip(Document& doc, const std::string& clip, std::string& error) {
    if (clip.empty()) {
        error = "no clip named \"\"";
        return nullptr;
    }
    return create(doc, ScenePlayer::Options{false, false, clip}, std::nullopt, error);
}

void PlaySession::dispatchTouchesDue() {
    while (m_nextTouch < m_touches.size() && m_touches[m_nextTouch].frame <= frame()) {
        const Touch& t = m_touches[m_nextTouch++];
        if (t.typed)
            m_player->insertText(*t.typed);
        else if (t.deleteBackward)
            m_player->deleteBackward();
        else if (t.control)
            m_player->controlKey(*t.control);
        else if (t.phase)
            m_player->touch(*t.phase, t.world);
        else
            m_player->touch(t.world);
    }
}

void PlaySession::stepAndReplay() {
    m_player->step(kStep);
    dispatchTouchesDue();
    if (loopFrames && *loopFrames > 0 && frame() >= *loopFrames) seek(0);
    if (endFrame && frame() >= *endFrame) paused = true;
}

void PlaySession::advance(double seconds) {
    if (paused) return;
    if (endFrame && frame() >= *endFrame) seek(0);  // resumed on the end: play it again
    m_carry += seconds * double(speed);
    // A stall (a breakpoint, a dialog) does not replay minutes of frames at once.
    if (m_carry > 0.25) m_carry = 0.25;
    while (m_carry + 1e-6 >= double(kStep)) {
        stepAndReplay();
        m_carry -= kStep;
        if (paused) {  // reached the end frame
            m_carry = 0;
            break;
        }
    }
}

void PlaySession::stepOnce() { stepAndReplay(); }

void PlaySession::record(Touch input) {
    // New input after seeking back starts a new history from here.
    m_touches.resize(m_nextTouch);
    m_touches.push_back(std::move(input));
    dispatchTouchesDue();
}

void PlaySession::touch(Vec2 world) {
    m_lastTouch = TouchRecord{frame(), world, m_player->liveListeners(world)};
    record({frame(), world, std::nullopt});
}

void PlaySession::touch(EventTouch::Code phase, Vec2 world) {
    if (phase == EventTouch::Code::Began) m_lastTouch = TouchRecord{frame(), world, m_player->liveListeners(world)};
    record({frame(), world, phase});
}

void PlaySession::insertText(std::string typed) { record({frame(), {}, std::nullopt, std::move(typed)}); }

void PlaySession::deleteBackward() { record({frame(), {}, std::nullopt, std::nullopt, true}); }

void PlaySession::controlKey(TextField::ControlKey key) {
    record({frame(), {}, std::nullopt, std::nullopt, false, key});
}

void PlaySession::seek(int target) {
    if (target < 0) target = 0;
    if (target < frame()) {
        std::string error;
        const double carry = m_carry;
        if (!load(error)) return;  // the same text loaded before, so it loads again
        m_carry = carry;
    }
    while (frame() < target) {
        m_player->step(kStep);
        dispatchTouchesDue();
    }
    // The Timeline's playhead names a clip frame: a clip previewed alone shows exactly
    // that one (a game's float sums may show the one before).
    if (previewsClip())
        if (ClipPlayer* clips = m_player->clips()) clips->showTime(time());
}

bool PlaySession::finished() { return m_preview && !m_player->anyRunning(); }

std::optional<NodeId> PlaySession::documentNode(NodeId playNode) const {
    const auto it = m_toDocument.find(playNode);
    return it == m_toDocument.end() ? std::nullopt : std::optional(it->second);
}

std::optional<NodeId> PlaySession::playNode(NodeId documentNode) const {
    const auto it = m_toPlay.find(documentNode);
    return it == m_toPlay.end() ? std::nullopt : std::optional(it->second);
}

Node* PlaySession::copyOf(NodeId documentNode) {
    const std::optional<NodeId> copy = playNode(documentNode);
    return copy ? scene().findNode(*copy) : nullptr;
}

}  // namespace diorama
