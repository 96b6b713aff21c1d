// The dope sheet model of keyframe clips (issue 26): tracks grouped by node in tree order.
#include "diorama/editor/dope_sheet.h"
#include "diorama/editor/document.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {
const std::filesystem::path kClips = std::filesystem::path(DIORAMA_SOURCE_DIR) / "projects/clips/clips.scene.json";
}  // namespace

TEST(DopeSheet, ListsTheClipsOfTheDocumentInFileOrder) {
    auto opened = Document::open(kClips);
    ASSERT_TRUE(opened.document);
    EXPECT_EQ(clipNames(*opened.document), (std::vector<std::string>{"intro", "wiggle"}));
    EXPECT_TRUE(clipNames(Document()).empty());
}

TEST(DopeSheet, GroupsTracksByNodeInTreeOrderWithTheirKeyFrames) {
    auto opened = Document::open(kClips);
    ASSERT_TRUE(opened.document);
    const auto sheet = dopeSheet(*opened.document, "intro");
    ASSERT_TRUE(sheet);
    EXPECT_EQ(sheet->length, 120);
    EXPECT_TRUE(sheet->loop);
    std::vector<std::string> paths;
    for (const DopeSheetGroup& g : sheet->groups) paths.push_back(g.nodePath);
    // backdrop (events) comes first in the tree although its track is listed last.
    EXPECT_EQ(paths, (std::vector<std::string>{"backdrop", "mover", "spinner", "fader", "tinter", "blinker", "squash",
                                               "arm"}));
    const DopeSheetGroup& squash = sheet->groups[6];
    ASSERT_EQ(squash.rows.size(), 2u);
    EXPECT_EQ(squash.rows[0].label, "scaleY");
    EXPECT_EQ(squash.rows[1].label, "scaleX");
    EXPECT_EQ(squash.rows[0].keyFrames, (std::vector<int>{0, 40, 100}));
    EXPECT_EQ(sheet->groups[0].rows[0].label, "events");
    EXPECT_EQ(sheet->groups[0].rows[0].kind, TrackKind::Event);
    EXPECT_FALSE(dopeSheet(*opened.document, "missing"));
}

TEST(DopeSheet, EachSpanBetweenKeysSaysHowTheValueTravelsThere) {
    auto opened = Document::open(kClips);
    ASSERT_TRUE(opened.document);
    const auto sheet = dopeSheet(*opened.document, "intro");
    ASSERT_TRUE(sheet);
    const auto rowOf = [&](const std::string& path, const std::string& label) -> const DopeSheetRow& {
        for (const DopeSheetGroup& g : sheet->groups)
            for (const DopeSheetRow& r : g.rows)
                if (g.nodePath == path && r.label == label) return r;
        ADD_FAILURE() << path << " " << label;
        static DopeSheetRow none;
        return none;
    };
    const auto& mover = rowOf("mover", "position").spans;
    ASSERT_EQ(mover.size(), 2u);  // a span from each key but the last
    EXPECT_EQ(mover[0].from, 0);
    EXPECT_EQ(mover[0].to, 60);
    EXPECT_EQ(mover[0].kind, SpanKind::Tween);
    EXPECT_EQ(mover[0].easing.type, TweenType::QuadOut);
    EXPECT_EQ(mover[1].easing.type, TweenType::BounceOut);
    EXPECT_EQ(describeSpan(mover[0]), "QuadOut from frame 0 to 60");

    // Tween off on the key at 60: the value holds until 90, then tweens again.
    const auto& fader = rowOf("fader", "opacity").spans;
    ASSERT_EQ(fader.size(), 3u);
    EXPECT_EQ(fader[0].kind, SpanKind::Tween);
    EXPECT_EQ(fader[1].kind, SpanKind::Hold);
    EXPECT_EQ(fader[2].kind, SpanKind::Tween);
    EXPECT_EQ(describeSpan(fader[1]), "Tween off: holds from frame 60 until 90");

    // A bool cannot tween: it switches when the next key is entered, whatever its Tween.
    const auto& blinker = rowOf("blinker", "visible").spans;
    ASSERT_EQ(blinker.size(), 7u);
    EXPECT_EQ(blinker[0].kind, SpanKind::Switch);
    EXPECT_EQ(describeSpan(blinker[0]), "Holds from frame 0, switches at 15");

    const auto& squash = rowOf("squash", "scaleY").spans;
    ASSERT_EQ(squash.size(), 2u);
    EXPECT_EQ(squash[0].easing.type, TweenType::Custom);
    EXPECT_TRUE(squash[0].easing.hasPoints);
    EXPECT_EQ(describeSpan(squash[0]), "Custom curve from frame 0 to 40");

    // Events have no values to travel.
    EXPECT_TRUE(rowOf("backdrop", "events").spans.empty());
}

TEST(DopeSheet, ARowNamesTheNodesActionsThatSetTheSameProperty) {
    auto opened = Document::open(kClips);
    ASSERT_TRUE(opened.document);
    Document& doc = *opened.document;
    Node* mover = doc.scene().childByName("mover");
    ASSERT_TRUE(mover);
    // cocos runs a node's actions and its timeline side by side: both set position.
    doc.fileData().at(mover->id()).unknownKeys =
        R"({"actions":[{"name":"drift","action":{"type":"MoveBy","duration":1,"by":[10,0]}},)"
        R"({"name":"pulse","action":{"type":"FadeOut","duration":1}}]})";
    const auto sheet = dopeSheet(doc, "intro");
    ASSERT_TRUE(sheet);
    for (const DopeSheetGroup& g : sheet->groups)
        for (const DopeSheetRow& r : g.rows) {
            if (g.node == mover->id())
                EXPECT_EQ(r.alsoSetBy, (std::vector<std::string>{"drift"})) << r.label;
            else
                EXPECT_TRUE(r.alsoSetBy.empty()) << g.nodePath << " " << r.label;
        }
}
