// Messages stay one line: control characters escaped, long values cut at a character.
#include "diorama/serialization/message_text.h"
#include "diorama/nodes/color_layer.h"
#include "diorama/nodes/label.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/node_path.h"
#include "diorama/serialization/opaque_node.h"
#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"
#include "samples.h"
#include "scene_fixtures.h"
#include "temp_files.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace diorama;
using namespace diorama::test;
namespace fs = std::filesystem;

TEST(SceneText, ControlCharactersInEchoedValuesAreEscapedAndTheLineStaysOne) {
    const std::string value = "x\ny\x1b[31mred\r" + std::string(5000, 'z');
    const std::string message =
        errorOf(R"({"format": "diorama.scene", "version": ")" + std::string("x\\ny\\u001b[31m") +
                std::string(5000, 'z') + R"(", "root": {"type": "Scene"}})");
    EXPECT_EQ(message.find('\n'), std::string::npos);
    EXPECT_EQ(message.find('\x1b'), std::string::npos);
    EXPECT_LT(message.size(), 400u) << "the echoed value is capped";
    EXPECT_NE(message.find("\\u001b"), std::string::npos) << message;

    // Names are echoed raw by some messages (duplicate ids); the one-line form escapes them.
    const std::string dup = errorOf(doc(R"({"type": "Node", "id": "a\nb"}, {"type": "Node", "id": "a\nb"})"));
    EXPECT_EQ(dup.find('\n'), std::string::npos) << dup;
    SceneError e{"evil\nname.json", "/x", 0, 0, "bad \x1b value"};
    EXPECT_EQ(e.format(), "evil\\nname.json: /x: bad \\x1b value");
}

TEST(SceneText, EscapeForOneLineCutsAtACharacterBoundary) {
    EXPECT_EQ(escapeForOneLine("a\tb\x7f", 100), "a\\tb\\x7f");
    const std::string cut = escapeForOneLine("\xc3\xa9\xc3\xa9\xc3\xa9", 3);  // "ééé" cut inside the second é
    EXPECT_EQ(cut, "\xc3\xa9\u2026");
}
