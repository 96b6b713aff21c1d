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
