// A clip posed at a frame (the Timeline's preview, #26): the viewport picks, drags and
// nudges nodes where the pose shows them, and an edit under way is shown on the pose.
#include "diorama/editor/clip_edits.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/editor/play_session.h"
#include "diorama/editor/properties.h"
#include "diorama/editor/viewport_tools.h"
#include "document_fixtures.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace diorama;
using namespace diorama::test;

namespace {

// The clips sample's intro at frame 60, where it has moved the mover (own position
// [20, 240], 40x40) to [300, 240].
struct PosedIntro {
    std::unique_ptr<Document> doc = openSample("clips");
    std::unique_ptr<PlaySession> play;
    NodeId mover = idOf(*doc, "mover");
    ViewTransform view{{240, 160}, 1.0f, {0, 0}, {960, 640}};
    PosedIntro() {
        std::string error;
        play = PlaySession::previewClip(*doc, "intro", error);
        EXPECT_TRUE(play) << error;
        play->paused = true;
        play->seek(60);
        doc->selection().set(mover);
    }
    Node* copyOf(NodeId id) {
        const std::optional<NodeId> copy = play->playNode(id);
        return copy ? play->scene().findNode(*copy) : nullptr;
    }
    ShownNode shown() {
        return [this](NodeId id) -> const Node* { return copyOf(id); };
    }
};

}  // namespace

TEST(PosedClip, APickFindsANodeWhereThePoseShowsIt) {
    PosedIntro p;
    const Vec2 posed{320, 260}, own{40, 260};
    ASSERT_EQ(p.copyOf(p.mover)->position(), (Vec2{300, 240}));
    const auto atPose = shownStack(*p.doc, posed, p.shown());
    ASSERT_FALSE(atPose.empty());
    EXPECT_EQ(atPose.front()->id(), p.mover);
    for (Node* n : shownStack(*p.doc, own, p.shown())) EXPECT_NE(n->id(), p.mover);
    // Without a pose, the document's own places.
    const auto unposed = shownStack(*p.doc, own, {});
    ASSERT_FALSE(unposed.empty());
    EXPECT_EQ(unposed.front()->id(), p.mover);
}

TEST(PosedClip, ADragStartsFromThePoseNotTheNodesOwnValue) {
    PosedIntro p;
    const Vec2 from = p.view.worldToScreen({320, 260});
    TransformDrag drag(*p.doc, DragMode::Move, from, p.view, p.shown());
    for (int i = 1; i <= 4; ++i) drag.update(*p.doc, from + Vec2{10.0f * i, -5.0f * i}, p.view, {}, {});
    drag.finish(*p.doc);
    EXPECT_EQ(p.doc->find(p.mover)->position(), (Vec2{340, 260}));
    EXPECT_EQ(p.doc->commands().undoLabel(), "Move");
}

TEST(PosedClip, ANudgeMovesFromThePose) {
    PosedIntro p;
    const auto edits = nudgeEdits(*p.doc, Vec2{10, 0}, p.shown());
    ASSERT_EQ(edits.size(), 1u);
    EXPECT_EQ(std::get<Vec2>(edits[0].value), (Vec2{310, 240}));
    EXPECT_EQ(std::get<Vec2>(nudgeEdits(*p.doc, Vec2{10, 0})[0].value), (Vec2{30, 240}));
}

TEST(PosedClip, AnEditUnderWayIsCopiedOntoThePoseAndOnlyWhatChanged) {
    PosedIntro p;
    const NodeTypeRegistry& types = nodeTypesOf(*p.doc);
    const std::vector<KeyableSnapshot> before{keyableSnapshot(types, *p.doc->find(p.mover))};
    const auto copyOf = [&](NodeId id) { return p.copyOf(id); };
    EXPECT_FALSE(mirrorEdits(types, p.doc->scene(), before, copyOf));
    EXPECT_EQ(p.copyOf(p.mover)->position(), (Vec2{300, 240}));
    ASSERT_TRUE(p.doc->execute(std::make_unique<SetPropertiesCommand>(
        "Move", std::vector<SetPropertiesCommand::Edit>{{p.mover, "position", PropertyValue(Vec2{340, 260})}})));
    EXPECT_TRUE(mirrorEdits(types, p.doc->scene(), before, copyOf));
    const Node& copy = *p.copyOf(p.mover);
    EXPECT_EQ(copy.position(), (Vec2{340, 260}));
    EXPECT_EQ(copy.contentSize(), (Size{40, 40}));  // untouched
}

TEST(PosedClip, AMarqueeSelectsWhatThePoseShowsInside) {
    PosedIntro p;
    const Rect aroundPose{{310, 250}, {4, 4}};
    const auto ids = nodesInRect(*p.doc, aroundPose, p.shown());
    EXPECT_NE(std::find(ids.begin(), ids.end(), p.mover), ids.end());
    const auto unposed = nodesInRect(*p.doc, aroundPose);
    EXPECT_EQ(std::find(unposed.begin(), unposed.end(), p.mover), unposed.end());
}
