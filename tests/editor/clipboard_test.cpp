// Copy, paste and duplicate through scene text.
#include "diorama/editor/clipboard.h"
#include "diorama/editor/commands.h"
#include "diorama/editor/document.h"
#include "diorama/inspection/picking.h"
#include "diorama/inspection/render_order.h"
#include "diorama/serialization/node_path.h"
#include "document_fixtures.h"
#include "samples.h"
#include "temp_files.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <limits>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

TEST(Clipboard, PasteGivesFreshIdsAndRejectsForeignText) {
    auto doc = openSample("world-1-1");
    const std::string text = copyNodes(*doc, {idOf(*doc, "level/pipes")});
    ASSERT_FALSE(text.empty());
    std::string error;
    auto paste = makePasteCommand(*doc, text, doc->scene().id(), error);
    ASSERT_TRUE(paste);
    doc->execute(std::move(paste));
    const std::string saved = doc->sceneText();
    auto reloaded = loadSceneText(saved, "x", kSource / "projects/world-1-1", doc->sceneContext());
    EXPECT_TRUE(reloaded.ok()) << (reloaded.error ? reloaded.error->format() : "");  // no duplicate ids
    EXPECT_FALSE(makePasteCommand(*doc, "hello", doc->scene().id(), error));
    EXPECT_FALSE(error.empty());
}
