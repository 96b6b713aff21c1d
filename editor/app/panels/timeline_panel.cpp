#include "timeline_panel.h"

#include "../icons.h"

#include "diorama/serialization/scene_animations.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

namespace diorama::editor {

namespace {

constexpr float kLabelWidth = 170.0f;
constexpr float kRulerHeight = 20.0f;

ImU32 barColour(int depth, bool repeat) {
    static const ImU32 colours[] = {IM_COL32(70, 120, 200, 255), IM_COL32(80, 160, 120, 255),
                                    IM_COL32(190, 140, 60, 255), IM_COL32(160, 90, 170, 255)};
    const ImU32 c = colours[depth % 4];
    return repeat ? (c & 0x00ffffff) | (90u << 24) : c;
}

// Seconds between labelled ticks for `pixelsPerSecond`.
double tickStep(double pixelsPerSecond) {
    for (double step : {0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0})
        if (step * pixelsPerSecond >= 60) return step;
    return 120.0;
}

// Frames between numbered ticks on a clip's ruler: 1, 2, 5, 10, 20, 50... whichever
// first leaves room for a number.
int frameTickStep(double pixelsPerFrame) {
    for (int decade = 1; decade < 1'000'000; decade *= 10)
        for (int step : {decade, 2 * decade, 5 * decade})
            if (step * pixelsPerFrame >= 40) return step;
    return 1'000'000;
}

// "1.0.2": the action's index, then the steps down to it.
std::string pathText(const ActionPath& path) {
    std::string out = std::to_string(path.action);
    for (int step : path.steps) out += "." + std::to_string(step);
    return out;
}

}  // namespace

void TimelinePanel::refreshSources(const Document& doc) {
    if (m_sourcesDoc == &doc && m_sourcesRevision == doc.revision()) return;
    if (m_sourcesDoc != &doc) {  // another tab: its own first clip
        m_clipChosen = false;
        m_selectedKeys.clear();
        m_keyDrag.reset();
    }
    m_sources = timelineSources(doc);
    m_clips = sceneAnimations(doc.scene(), doc.fileData());
    m_clipNames.clear();
    for (const AnimationClip& c : m_clips) m_clipNames.push_back(c.name);
    if (!m_clipChosen || std::find(m_clipNames.begin(), m_clipNames.end(), m_clip) == m_clipNames.end())
        m_clip = m_clipNames.empty() ? std::string() : m_clipNames.front();
    m_sheet.reset();
    for (const AnimationClip& c : m_clips)
        if (c.name == m_clip) m_sheet = dopeSheet(doc, c);
    // Keys that went with the change (their node deleted, an undo) are no longer selected.
    m_selectedKeys = m_sheet ? keysShownIn(*m_sheet, m_selectedKeys) : std::vector<KeyRef>{};
    m_sourcesDoc = &doc;
    m_sourcesRevision = doc.revision();
}

bool TimelinePanel::isEmpty(const Document& doc) {
    refreshSources(doc);
    return m_sources.empty() && m_clipNames.empty();
}

namespace {

const char* spanName(const DopeSheetSpan& span) {
    switch (span.kind) {
    case SpanKind::Hold: return "hold";
    case SpanKind::Switch: return "switch";
    case SpanKind::Tween: break;
    }
    return tweenTypeName(span.easing.type);
}

// Tweened spans are a bar between their keys, eased ones in a colour of their own; a
// held value (Tween off) is a dashed line, a switching one a faint line.
void drawSpan(ImDrawList* draw, const DopeSheetSpan& span, float x0, float x1, float y) {
    switch (span.kind) {
    case SpanKind::Tween: {
        const bool eased = span.easing.type != TweenType::Linear;
        draw->AddLine(ImVec2(x0, y), ImVec2(x1, y), eased ? IM_COL32(170, 120, 220, 255) : IM_COL32(100, 140, 200, 255),
                      3.0f);
        break;
    }
    case SpanKind::Hold:
        for (float x = x0; x < x1; x += 8.0f)
            draw->AddLine(ImVec2(x, y), ImVec2(std::min(x + 4.0f, x1), y), IM_COL32(200, 150, 90, 255), 2.0f);
        break;
    case SpanKind::Switch: draw->AddLine(ImVec2(x0, y), ImVec2(x1, y), IM_COL32(110, 110, 120, 255), 1.0f); break;
    }
}

}  // namespace

// A warning after a row's label when the node's actions set the property too: cocos runs
// them beside the clip, so the preview and the game show whichever set it last.
void TimelinePanel::fightMark(EditorContext& ctx, const std::string& nodePath, const DopeSheetRow& row, ImVec2 top) {
    const float labelEnd = top.x + 14 + ImGui::CalcTextSize(row.label.c_str()).x + 6;
    ImGui::SetCursorScreenPos(ImVec2(labelEnd, top.y + 1));
    ImGui::TextColored(ImVec4(1.0f, 0.7f, 0.3f, 1.0f), "%s", iconText(Icon::Warning));
    ctx.reportItem("timeline-also-set-" + nodePath + "-" + row.label);
    if (ImGui::IsItemHovered()) {
        std::string names;
        for (const std::string& name : row.alsoSetBy) names += (names.empty() ? "'" : ", '") + name + "'";
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
        ImGui::Text(
            "%s is also set by the node's action%s %s. A game runs actions beside the clip: in each "
            "frame the last to set it wins.",
            row.label.c_str(), row.alsoSetBy.size() == 1 ? "" : "s", names.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
    ImGui::SetCursorScreenPos(top);
}

void TimelinePanel::dopeSheetRows(EditorContext& ctx, float x0, float width, double pixelsPerSecond) {
    const DopeSheet& sheet = *m_sheet;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float rowHeight = ImGui::GetTextLineHeight() + 4;
    const auto xAtFrame = [&](int frame) { return x0 + float(double(frame) / sheet.frameRate * pixelsPerSecond); };
    const ImVec2 first = ImGui::GetCursorScreenPos();
    auto diamond = [&](ImVec2 centre, float r, ImU32 colour) {
        draw->AddQuadFilled(ImVec2(centre.x, centre.y - r), ImVec2(centre.x + r, centre.y),
                            ImVec2(centre.x, centre.y + r), ImVec2(centre.x - r, centre.y), colour);
    };
    // A new clip: a line saying how keys are made, which the clip's end line spans.
    if (sheet.groups.empty()) {
        ImGui::Dummy(ImVec2(kLabelWidth - 8, 0));
        ImGui::SameLine();
        ImGui::PushTextWrapPos(0.0f);  // the Timeline is often narrow: the advice is whole, on two lines
        ImGui::TextDisabled("No keys yet: select a node, then Key (or turn Record on and change it)");
        ImGui::PopTextWrapPos();
        ctx.reportItem("timeline-no-keys");
    }
    for (const DopeSheetGroup& group : sheet.groups) {
        ImGui::PushID(group.nodePath.c_str());
        // The node's row: every key of its tracks, dimmed.
        ImVec2 top = ImGui::GetCursorScreenPos();
        if (ImGui::Selectable(group.nodePath.empty() ? "(root)" : group.nodePath.c_str(),
                              ctx.doc->selection().contains(group.node), 0, ImVec2(kLabelWidth - 8, rowHeight - 2))) {
            ctx.doc->selection().set(group.node);
            ctx.revealSelection = true;
        }
        ctx.reportItem("timeline-group-" + group.nodePath);
        for (const DopeSheetRow& row : group.rows)
            for (int frame : row.keyFrames)
                if (frame >= 0)
                    diamond(ImVec2(xAtFrame(frame), top.y + rowHeight / 2), 4.0f, IM_COL32(150, 150, 160, 255));
        // Its summary keys are not keys to grab: a click anywhere along it moves the playhead.
        ImGui::SetCursorScreenPos(ImVec2(x0, top.y));
        ImGui::Dummy(ImVec2(std::max(1.0f, width), rowHeight - 1));
        ctx.reportItem("timeline-summary-" + group.nodePath);
        if (ImGui::IsItemClicked(ImGuiMouseButton_Left) && !m_keyDrag) {
            const double seconds = double(ImGui::GetIO().MousePos.x - x0) / pixelsPerSecond;
            seek(ctx, double(std::clamp(int(std::lround(seconds * sheet.frameRate)), 0, sheet.length)) /
                          double(sheet.frameRate));
        }
        ImGui::SetCursorScreenPos(ImVec2(top.x, top.y + rowHeight));
        for (const DopeSheetRow& row : group.rows) {
            top = ImGui::GetCursorScreenPos();
            ImGui::PushID(row.label.c_str());
            draw->AddText(ImVec2(top.x + 14, top.y + 2), IM_COL32(190, 190, 200, 255), row.label.c_str());
            if (!row.alsoSetBy.empty()) fightMark(ctx, group.nodePath, row, top);
            const float middle = top.y + rowHeight / 2;
            for (const DopeSheetSpan& span : row.spans) {
                if (span.to <= 0) continue;
                const float from = xAtFrame(std::max(span.from, 0)), to = xAtFrame(span.to);
                drawSpan(draw, span, from, to, middle);
                if (ctx.testMode)
                    ctx.reportPoint("timeline-span-" + group.nodePath + "-" + row.label + "-" +
                                        std::to_string(span.from) + "-" + spanName(span),
                                    (from + to) / 2, middle);
            }
            bool keyHovered = false;  // the key's own tooltip then, not its spans'
            // Keys before frame 0 (an imported Studio range starts between keys): a mark at
            // the clip's start, since they shape its first frames but are not played.
            if (const auto before =
                    std::count_if(row.keyFrames.begin(), row.keyFrames.end(), [](int f) { return f < 0; });
                before > 0) {
                const ImVec2 tip(x0 - 2, top.y + rowHeight / 2);
                draw->AddTriangleFilled(ImVec2(tip.x - 6, tip.y), ImVec2(tip.x, tip.y - 5), ImVec2(tip.x, tip.y + 5),
                                        IM_COL32(150, 150, 160, 255));
                if (ctx.testMode)
                    ctx.reportPoint("timeline-before-" + group.nodePath + "-" + row.label, tip.x - 3, tip.y);
                if (ImGui::IsMouseHoveringRect(ImVec2(tip.x - 8, tip.y - 6), ImVec2(tip.x + 2, tip.y + 6))) {
                    keyHovered = true;
                    ImGui::SetTooltip(
                        "%d key%s before the clip's start (frame %d): not played, but the values "
                        "from frame 0 tween from %s",
                        int(before), before == 1 ? "" : "s", row.keyFrames.front(),
                        before == 1 ? "it" : "the last of them");
                }
            }
            for (int frame : row.keyFrames) {
                if (frame < 0) continue;
                const KeyRef key{group.node, row.kind, row.kind == TrackKind::Property ? row.label : std::string(),
                                 frame};
                const ImVec2 centre(xAtFrame(frame), top.y + rowHeight / 2);
                ImGui::PushID(frame);
                keyButton(ctx, key, ImVec2(centre.x, top.y), rowHeight - 1);
                ImGui::PopID();
                ctx.reportItem("timeline-key-" + group.nodePath + "-" + row.label + "-" + std::to_string(frame));
                const bool hot = ImGui::IsItemHovered();
                keyHovered = keyHovered || hot;
                if (hot && !m_keyDrag)
                    ImGui::SetTooltip(
                        "%s %s: key at frame %d. Click to go there, drag to move, right-click for "
                        "easing",
                        group.nodePath.c_str(), row.label.c_str(), frame);
                diamond(centre, hot ? 6.0f : 5.0f, IM_COL32(240, 200, 90, 255));
                if (isSelected(key))
                    draw->AddQuad(ImVec2(centre.x, centre.y - 7), ImVec2(centre.x + 7, centre.y),
                                  ImVec2(centre.x, centre.y + 7), ImVec2(centre.x - 7, centre.y),
                                  IM_COL32(255, 255, 255, 255), 1.5f);
            }
            // The track between its keys (drawn after them, so a key under the mouse keeps
            // its own right-click): a right-click there offers a paste at that frame.
            ImGui::SetCursorScreenPos(ImVec2(x0, top.y));
            ImGui::Dummy(ImVec2(std::max(1.0f, width), rowHeight - 1));
            ctx.reportItem("timeline-track-" + group.nodePath + "-" + row.label);
            if (ImGui::IsItemHovered() && !m_keyDrag && !keyHovered) {
                const double frame = double(ImGui::GetIO().MousePos.x - x0) / pixelsPerSecond * sheet.frameRate;
                for (const DopeSheetSpan& span : row.spans)
                    if (frame > span.from && frame < span.to) {
                        ImGui::BeginTooltip();
                        ImGui::TextUnformatted(describeSpan(span).c_str());
                        if (span.kind == SpanKind::Tween && span.easing.type != TweenType::Linear)
                            easingCurve(span.easing);
                        ImGui::EndTooltip();
                    }
            }
            // A click between keys moves the playhead there, as in every dope sheet.
            if (ImGui::IsItemClicked(ImGuiMouseButton_Left) && !keyHovered && !m_keyDrag) {
                const double seconds = double(ImGui::GetIO().MousePos.x - x0) / pixelsPerSecond;
                const int frame = std::clamp(int(std::lround(seconds * sheet.frameRate)), 0, sheet.length);
                if (!ImGui::GetIO().KeyCtrl) m_selectedKeys.clear();
                seek(ctx, double(frame) / double(sheet.frameRate));
            }
            if (!m_openKeyMenu && ImGui::IsMouseClicked(ImGuiMouseButton_Right) && ImGui::IsItemHovered()) {
                const double seconds = double(ImGui::GetIO().MousePos.x - x0) / pixelsPerSecond;
                m_trackMenu =
                    TrackMenu{group.node, std::clamp(int(std::lround(seconds * sheet.frameRate)), 0, sheet.length)};
                m_openTrackMenu = true;
            }
            ImGui::PopID();
            ImGui::SetCursorScreenPos(ImVec2(top.x, top.y + rowHeight));
        }
        ImGui::PopID();
        const ImVec2 end = ImGui::GetCursorScreenPos();
        draw->AddLine(ImVec2(end.x, end.y - 1), ImVec2(end.x + width, end.y - 1), IM_COL32(50, 50, 58, 255));
    }
    keyMenu(ctx);
    trackMenu(ctx);
    curvePopup(ctx);
    followKeyDrag(ctx, pixelsPerSecond / sheet.frameRate);
    // The clip's last frame.
    const float endX = xAtFrame(sheet.length);
    const ImVec2 last = ImGui::GetCursorScreenPos();
    draw->AddLine(ImVec2(endX, first.y), ImVec2(endX, last.y), IM_COL32(120, 170, 240, 200), 1.5f);
}

void TimelinePanel::seek(EditorContext& ctx, double seconds) {
    // With a clip chosen the playhead shows that clip alone; else the scene as Play runs it.
    const bool stale = !m_clip.empty() && m_previewRevision != ctx.doc->revision();
    if (!ctx.play || ctx.play->clip() != m_clip || stale) {
        std::string error;
        ctx.play =
            m_clip.empty() ? PlaySession::start(*ctx.doc, error) : PlaySession::previewClip(*ctx.doc, m_clip, error);
        m_previewRevision = ctx.doc->revision();
        if (!ctx.play) {
            ctx.error("Play: " + error);
            return;
        }
    }
    ctx.play->paused = true;
    const int frame = std::max(0, int(std::lround(seconds / double(PlaySession::kStep))));
    ctx.play->seek(frame);
    if (ctx.testMode && frame != m_lastSeek)
        std::cout << "SEEK frame=" << frame << (m_clip.empty() ? "" : " clip=" + m_clip) << std::endl;
    m_lastSeek = frame;
}

void TimelinePanel::stretchHandle(EditorContext& ctx, const TimelineLane& lane, const TimelineBar& bar, ImVec2 end,
                                  float height, double pixelsPerSecond, float x0, double viewSpan) {
    const auto source =
        std::find_if(m_sources.begin(), m_sources.end(), [&](const TimelineSource& s) { return s.node == lane.node; });
    if (source == m_sources.end()) return;
    const ActionTree* action = actionAt(source->actions, bar.path);
    const double duration = action ? actionDuration(*action) : 0;
    if (!std::isfinite(duration) || duration <= 0) return;  // instants and RepeatForever
    ImGui::PushID(lane.nodePath.c_str());                   // every node's first action has path "0"
    ImGui::SetCursorScreenPos(ImVec2(end.x - 4, end.y));
    ImGui::InvisibleButton(("stretch-" + pathText(bar.path)).c_str(), ImVec2(8, height));
    ImGui::PopID();
    ctx.reportItem("timeline-end-" + lane.nodePath + "-" + lane.actionName +
                   (bar.path.steps.empty() ? std::string() : "-" + pathText(bar.path).substr(2)));
    if (ImGui::IsItemHovered() || ImGui::IsItemActive()) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeEW);
        ImGui::SetTooltip("%s: %.3f s. Drag the end to %s", bar.label.c_str(), bar.end - bar.start,
                          action->children.empty() ? "change its duration" : "stretch all it holds");
    }
    if (ImGui::IsItemActivated()) {
        // This drag's steps merge with each other only, not with a stretch just before.
        m_stretch = Stretch{lane.node,           bar.path,
                            source->actions,     bar.start,
                            bar.end - bar.start, viewSpan,
                            bar.end - bar.start, "stretch " + pathText(bar.path) + " #" + std::to_string(++m_drags)};
        ctx.doc->commands().openMergeWindow();  // the whole drag is one undo step
    }
    if (ImGui::IsItemDeactivated()) {
        ctx.doc->commands().closeMergeWindow();
        m_stretch.reset();
    }
    if (!ImGui::IsItemActive() || !ImGui::IsMouseDragging(ImGuiMouseButton_Left) || !m_stretch ||
        m_stretch->node != lane.node || m_stretch->path != bar.path)
        return;
    // To the hundredth of a second, at least one.
    const double mouseAt = double(ImGui::GetIO().MousePos.x - x0) / pixelsPerSecond;
    const double newSpan = std::max(0.01, std::round((mouseAt - m_stretch->start) * 100.0) / 100.0);
    if (newSpan == m_stretch->lastSpan) return;
    m_stretch->lastSpan = newSpan;
    std::vector<NamedAction> actions = m_stretch->original;
    if (!stretchAction(actions, bar.path, m_stretch->span, newSpan)) return;
    ctx.doc->execute(std::make_unique<SetNodeActionsCommand>(lane.node, std::move(actions), "Stretch Action",
                                                             std::vector<std::pair<std::string, std::string>>{},
                                                             m_stretch->mergeKey));
}

void TimelinePanel::draw(EditorContext& ctx, bool* open) {
    applyPlacement();
    if (!ImGui::Begin("Timeline", open, kTiledWindow)) {
        ctx.keying = {};
        ImGui::End();
        return;
    }
    m_focused = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows);
    PlaySession* play = ctx.play.get();
    // When each triggered action last started in the running copy, in document terms.
    ActionStartLookup startedAt;
    std::vector<ScenePlayer::StartRecord> started;
    if (play) started = play->player().started();
    if (play)
        startedAt = [&](NodeId node, const std::string& name) -> std::optional<double> {
            std::optional<double> at;
            for (const auto& s : started)
                if (s.name == name && play->documentNode(s.node) == node) at = s.frame * double(PlaySession::kStep);
            return at;
        };
    // Edits keyed in Record mode are keyed before the preview plays again, so that the
    // frame never shows the pose without its new key.
    recordEdits(ctx);
    // Record is on only while the clip's preview shows the pose it keys: a Stop, a Play or
    // another document turns it off. Left on after Stop, a drag made a key the viewport
    // never showed (the document's own pose), and a tryout took the drag for ignored.
    if (m_recording && !(play && play->previewsClip() && play->clip() == m_clip)) {
        m_recording = false;
        m_ask.reset();
    }
    // A clip preview plays the document as it was: after an edit (a key moved), play it
    // again at the same frame. While a drag or typing is under way, its values are copied
    // onto the preview instead, which then follows the mouse (played again, a keyed value
    // would put each step back).
    if (play && play->previewsClip() && m_previewRevision != ctx.doc->revision() &&
        !(editInProgress() && mirrorEdits(nodeTypesOf(*ctx.doc), ctx.doc->scene(), m_recordSnapshots,
                                          [&](NodeId id) { return play->copyOf(id); }))) {
        const int frame = play->frame();
        std::string error;
        ctx.play = PlaySession::previewClip(*ctx.doc, play->clip(), error);
        if (ctx.play) {
            ctx.play->paused = true;
            ctx.play->seek(frame);
        } else {
            ctx.error("Play: " + error);
        }
        m_previewRevision = ctx.doc->revision();
        play = ctx.play.get();
    }
    double now = play ? play->time() : 0.0;
    refreshSources(*ctx.doc);
    // Repeat preview starts as the clip's own Loop, and follows it when it changes; what
    // the designer ticks meanwhile stays until then.
    if (m_sheet && (m_loopFollows.first != m_clip || m_loopFollows.second != m_sheet->loop)) {
        m_loop = m_sheet->loop;
        m_loopFollows = {m_clip, m_sheet->loop};
    }
    ctx.keying = {m_clip, playheadFrame(ctx), m_recording, &m_clips,
                  !m_clip.empty() && ctx.play && ctx.play->clip() == m_clip};
    // The view shows the whole finite part, and the playhead. Its margin is a share, as the
    // parts' is: a key clicked at a clip's end (the playhead goes there) stays under the
    // mouse, for its menu or a drag, instead of the ruler rescaling under it.
    const double end = layoutTimeline(m_sources, startedAt, 0).end;
    if (m_stretch && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) {  // its handle went away mid-drag
        ctx.doc->commands().closeMergeWindow();
        m_stretch.reset();
    }
    const double clipEnd = m_sheet ? double(m_sheet->length) / m_sheet->frameRate : 0.0;
    const double span = m_stretch ? m_stretch->viewSpan : std::max({2.0, end * 1.15, clipEnd * 1.15, now * 1.15});
    const TimelineLayout layout = layoutTimeline(m_sources, startedAt, span);
    if (layout.lanes.empty() && m_clipNames.empty()) {  // the layout gives the panel one line then
        ImGui::TextDisabled("No actions or clips yet: add an action in the inspector, or");
        ctx.reportItem("timeline-empty");
        ImGui::SameLine();
        if (ImGui::SmallButton("or a new clip")) m_openNewClip = true;
        ctx.reportItem("timeline-new-clip");
        newClipPopup(ctx);
        ImGui::End();
        return;
    }

    clipToolbar(ctx);
    play = ctx.play.get();  // choosing another clip ends its preview
    now = play ? play->time() : 0.0;
    ImGui::SameLine();
    // The preview's own repeat, not the clip's loop flag (Clip... sets that one).
    ImGui::Checkbox("Repeat preview", &m_loop);
    ctx.reportItem("timeline-loop");
    const bool clipPreview = play && !play->clip().empty() && m_sheet;
    if (ImGui::IsItemHovered()) {
        if (clipPreview)
            ImGui::SetTooltip(
                "The preview starts again from frame 0 at the clip's last frame (%d); off, it stops "
                "there. It starts as the clip's own Loop (%s, in Clip...), which is what a game does.",
                m_sheet->length, m_sheet->loop ? "on" : "off");
        else
            ImGui::SetTooltip("Play mode starts again from frame 0 when the last finite action has ended (%.2f s)",
                              layout.end);
    }
    const std::optional<int> clipEndFrame = clipPreview && m_sheet->length > 0
                                                ? std::optional(int(std::lround(clipEnd / double(PlaySession::kStep))))
                                                : std::nullopt;
    // A clip previewed alone stops on its last frame unless the preview repeats, as a
    // game's play(NAME, false) does; the game itself (Play with a clip) runs on.
    if (play) play->endFrame = play->previewsClip() && !m_loop ? clipEndFrame : std::nullopt;
    if (clipPreview)
        play->loopFrames = m_loop ? clipEndFrame : std::nullopt;
    else if (play)
        play->loopFrames = m_loop && layout.end > 0
                               ? std::optional(framesToFinish(layout.end, double(PlaySession::kStep)))
                               : std::nullopt;
    ImGui::SameLine();
    if (play)
        ImGui::Text("t %.3f s  frame %d", now, play->frame());
    else
        ImGui::TextDisabled("Click the ruler to see a frame");  // short: it shares the toolbar's line
    askToKey(ctx);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float width = std::max(50.0f, ImGui::GetContentRegionAvail().x);
    const float x0 = origin.x + kLabelWidth;
    const double pixelsPerSecond = double(width - kLabelWidth - 8) / span;
    const auto xAt = [&](double t) { return x0 + float(t * pixelsPerSecond); };
    ImDrawList* draw = ImGui::GetWindowDrawList();

    // The ruler: drag on it to seek.
    ImGui::SetCursorScreenPos(ImVec2(x0, origin.y));
    ImGui::InvisibleButton("ruler", ImVec2(width - kLabelWidth, kRulerHeight));
    ctx.reportItem("timeline-ruler");
    if (ImGui::IsItemActive()) seek(ctx, std::max(0.0, double(ImGui::GetIO().MousePos.x - x0) / pixelsPerSecond));
    draw->AddRectFilled(ImVec2(x0, origin.y), ImVec2(origin.x + width, origin.y + kRulerHeight),
                        IM_COL32(40, 40, 48, 255));
    if (m_sheet) {  // a clip's ruler counts its frames, as its keys do
        const double rate = m_sheet->frameRate;
        const double pixelsPerFrame = pixelsPerSecond / rate;
        const int numbered = frameTickStep(pixelsPerFrame);
        const int every = pixelsPerFrame >= 4 ? 1 : numbered;  // a small tick per frame when they fit
        for (int frame = 0; frame <= int(span * rate); frame += every) {
            const float x = xAt(frame / rate);
            const bool isNumbered = frame % numbered == 0;
            draw->AddLine(ImVec2(x, origin.y + kRulerHeight - (isNumbered ? 6 : 3)), ImVec2(x, origin.y + kRulerHeight),
                          IM_COL32(160, 160, 170, 255));
            if (!isNumbered) continue;
            draw->AddText(ImVec2(x + 2, origin.y + 2), IM_COL32(170, 170, 180, 255), std::to_string(frame).c_str());
            if (ctx.testMode && frame <= 4 * numbered) {
                ImGui::SetCursorScreenPos(ImVec2(x, origin.y));
                ImGui::Dummy(ImVec2(1, kRulerHeight));
                ctx.reportItem("timeline-frame-" + std::to_string(frame));
            }
        }
    } else {
        const double step = tickStep(pixelsPerSecond);
        for (double t = 0; t <= span + 1e-9; t += step) {
            char text[16];
            std::snprintf(text, sizeof text, "%gs", t);
            draw->AddLine(ImVec2(xAt(t), origin.y + kRulerHeight - 6), ImVec2(xAt(t), origin.y + kRulerHeight),
                          IM_COL32(160, 160, 170, 255));
            draw->AddText(ImVec2(xAt(t) + 2, origin.y + 2), IM_COL32(170, 170, 180, 255), text);
        }
    }
    if (ctx.testMode)  // where 0 s and 1 s are, for the end-to-end scripts
        for (int second : {0, 1}) {
            ImGui::SetCursorScreenPos(ImVec2(xAt(second), origin.y));
            ImGui::Dummy(ImVec2(1, kRulerHeight));
            ctx.reportItem("timeline-" + std::to_string(second) + "s");
        }

    // The lanes, scrolling under the ruler.
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + kRulerHeight + 2));
    ImGui::BeginChild("lanes", ImVec2(0, 0), false);
    ImDrawList* lanes = ImGui::GetWindowDrawList();
    const float rowHeight = ImGui::GetTextLineHeight() + 4;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const bool clicked = ImGui::IsWindowHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Left);
    if (m_sheet) dopeSheetRows(ctx, x0, width, pixelsPerSecond);
    if (m_sheet && !layout.lanes.empty()) ImGui::TextDisabled("Actions");
    std::string lastNode;
    for (const TimelineLane& lane : layout.lanes) {
        const ImVec2 top = ImGui::GetCursorScreenPos();
        const float height = rowHeight * float(lane.depth);
        ImGui::PushID(lane.nodePath.c_str());
        ImGui::PushID(lane.actionIndex);
        const bool selected = ctx.doc->selection().contains(lane.node);
        std::string label = (lane.nodePath == lastNode ? "  " : lane.nodePath + ": ") + lane.actionName;
        lastNode = lane.nodePath;
        if (ImGui::Selectable(label.c_str(), selected, 0, ImVec2(kLabelWidth - 8, height - 2))) {
            ctx.doc->selection().set(lane.node);
            ctx.revealSelection = true;
            ctx.actionFocus = EditorContext::ActionFocus{lane.node, ActionPath{lane.actionIndex, {}}};
        }
        ctx.reportItem("timeline-lane-" + lane.nodePath + "-" + lane.actionName);
        if (!lane.start && ImGui::IsItemHovered())
            ImGui::SetTooltip("Starts when a trigger runs it; it appears here once it has started in Play mode");
        ImGui::PopID();
        ImGui::PopID();
        if (!lane.start) lanes->AddText(ImVec2(x0 + 4, top.y + 2), IM_COL32(130, 130, 140, 255), "waits for a trigger");
        bool barClicked = false;
        for (const TimelineBar& bar : lane.bars) {
            const float y = top.y + rowHeight * float(bar.depth);
            const ImVec2 a(xAt(bar.start), y + 1), b(std::max(xAt(bar.end), xAt(bar.start) + 3), y + rowHeight - 2);
            const bool focused = ctx.actionFocus && ctx.actionFocus->node == lane.node &&
                                 ctx.actionFocus->path == bar.path && !bar.repeat;
            if (bar.instant()) {
                lanes->AddTriangleFilled(ImVec2(a.x, a.y), ImVec2(a.x - 4, b.y), ImVec2(a.x + 4, b.y),
                                         IM_COL32(230, 200, 90, 255));
            } else {
                lanes->AddRectFilled(a, b, barColour(bar.depth, bar.repeat), 3.0f);
                if (focused) lanes->AddRect(a, b, IM_COL32(255, 255, 255, 255), 3.0f, 0, 2.0f);
                lanes->PushClipRect(a, b, true);
                const std::string text = bar.repeat && bar.iterations != 1
                                             ? (bar.iterations < 0 ? "repeats" : "x" + std::to_string(bar.iterations))
                                             : bar.label;
                lanes->AddText(ImVec2(a.x + 3, a.y), IM_COL32(240, 240, 245, bar.repeat ? 150 : 255), text.c_str());
                lanes->PopClipRect();
                // A bar cut at the view's edge does not show its span: no handle.
                if (!bar.repeat && bar.end < span - 1e-9)
                    stretchHandle(ctx, lane, bar, ImVec2(b.x, a.y), b.y - a.y, pixelsPerSecond, x0, span);
            }
            if (clicked && mouse.x >= a.x - 4 && mouse.x <= b.x && mouse.y >= a.y && mouse.y <= b.y) {
                barClicked = true;
                ctx.doc->selection().set(lane.node);
                ctx.revealSelection = true;
                ctx.actionFocus = EditorContext::ActionFocus{lane.node, bar.path};
            }
        }
        // A click beside the bars moves the playhead there.
        if (clicked && !barClicked && !ImGui::IsAnyItemActive() && mouse.x >= x0 && mouse.y >= top.y &&
            mouse.y < top.y + height)
            seek(ctx, double(mouse.x - x0) / pixelsPerSecond);
        ImGui::SetCursorScreenPos(ImVec2(top.x, top.y + height));
        lanes->AddLine(ImVec2(top.x, top.y + height - 1), ImVec2(top.x + width, top.y + height - 1),
                       IM_COL32(50, 50, 58, 255));
    }
    ImGui::Dummy(ImVec2(1, 1));
    if (play) {  // the playhead, over the lanes (a child window draws over its parent)
        const ImVec2 childTop = ImGui::GetWindowPos();
        const float x = xAt(now);
        lanes->AddLine(ImVec2(x, childTop.y), ImVec2(x, childTop.y + ImGui::GetWindowSize().y),
                       IM_COL32(240, 80, 70, 255), 2.0f);
    }
    ImGui::EndChild();

    if (play) {  // and its handle on the ruler
        const float x = xAt(now);
        draw->AddLine(ImVec2(x, origin.y), ImVec2(x, origin.y + kRulerHeight), IM_COL32(240, 80, 70, 255), 2.0f);
        draw->AddTriangleFilled(ImVec2(x - 5, origin.y), ImVec2(x + 5, origin.y), ImVec2(x, origin.y + 7),
                                IM_COL32(240, 80, 70, 255));
    }
    ImGui::End();
}

}  // namespace diorama::editor
