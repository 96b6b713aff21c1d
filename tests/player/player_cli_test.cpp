// The real diorama-player binary on bad input: what it prints, its exit codes, and that
// a bad scene opens no window.
#include "temp_files.h"
#include "tool_run.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace {

const std::filesystem::path kSource = DIORAMA_SOURCE_DIR;

// Runs the player with no display: reaching the window would fail with a GLFW error,
// so a run that fails without one proves the check came first.
ToolRun runWithoutDisplay(const std::string& args) {
    const char* display = std::getenv("DISPLAY");
    const std::string saved = display ? display : "";
    ::unsetenv("DISPLAY");
    ToolRun r = runTool(args);
    if (display) ::setenv("DISPLAY", saved.c_str(), 1);
    return r;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

TEST(PlayerCli, ABadSceneFileOpensNoWindowAndExitsOneWithFileLocationAndMessage) {
    diorama::test::TempDir dir;
    const auto file = (dir.path / "bad.scene.json").string();
    diorama::test::writeFile(
        file, "{\"format\": \"diorama.scene\", \"version\": 1,\n \"root\": {\"type\": \"Spriteish\"}}\n");
    const ToolRun r = runWithoutDisplay(file);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err.rfind(file + ": /root/type", 0), 0u) << r.err;
    EXPECT_EQ(r.err.find("GLFW"), std::string::npos) << r.err;
    EXPECT_EQ(count(r.err, "\n"), 1u) << r.err;
}

TEST(PlayerCli, ABadScriptIsNamedWithItsLineBeforeAnyWindow) {
    diorama::test::TempDir dir;
    const auto script = (dir.path / "round.script").string();
    diorama::test::writeFile(script, "10 tap 1 2\n11 poke 3 4\n");
    const ToolRun r =
        runWithoutDisplay((kSource / "projects/actions/actions.scene.json").string() + " --script " + script);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.err, script +
                         ": line 2: unknown step 'poke' (tap, down, move, up, key, keydown, keyup, type, "
                         "backspace, return)\n");
}

TEST(PlayerCli, UsageErrorsExitTwo) {
    for (const char* args : {"", "a.json b.json", "x.json --policy sideways", "x.json --fps 0", "x.json --frames",
                             "x.json --screenshot out.png", "x.json --size 10by10", "x.json --wat"}) {
        const ToolRun r = runWithoutDisplay(args);
        EXPECT_EQ(r.status, 2) << args << "\n" << r.err;
        EXPECT_NE(r.err.find("usage: diorama-player"), std::string::npos) << args;
    }
}

TEST(PlayerCli, AMissingImageIsNamedOnceAndThePlaceholderDraws) {
    if (!std::getenv("DISPLAY")) GTEST_SKIP() << "needs a display (ctest runs under xvfb-run)";
    diorama::test::TempDir dir;
    const auto file = (dir.path / "missing.scene.json").string();
    diorama::test::writeFile(file, R"({"format": "diorama.scene", "version": 1, "designSize": [64, 64],
  "root": {"type": "Scene", "children": [
    {"type": "Sprite", "position": [16, 32], "texture": "images/gone.png"},
    {"type": "Sprite", "position": [48, 32], "texture": "images/gone.png"}]}}
)");
    const auto shot = (dir.path / "shot.png").string();
    const ToolRun r = runTool(file + " --frames 2 --hidden --screenshot " + shot);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(count(r.err, "gone.png"), 1u) << r.err;
    EXPECT_TRUE(std::filesystem::exists(shot));
}

// A script types into the ui sample's name field as a keyboard would: "Ada", a Backspace and
// Return draw what typing "Ad" and Return draw, and differ from not typing at all.
TEST(PlayerCli, AScriptTypesIntoTheTextFieldATapAttached) {
    if (!std::getenv("DISPLAY")) GTEST_SKIP() << "needs a display (ctest runs under xvfb-run)";
    diorama::test::TempDir dir;
    auto shotAfter = [&](const std::string& name, const std::string& steps) {
        const auto script = (dir.path / (name + ".script")).string();
        diorama::test::writeFile(script, "5 tap 480 505\n" + steps);
        const auto shot = (dir.path / (name + ".png")).string();
        const ToolRun r = runTool((kSource / "projects/ui/ui.scene.json").string() + " --script " + script +
                                  " --frames 12 --hidden --screenshot " + shot);
        EXPECT_EQ(r.status, 0) << r.err;
        // The field's own actions say when it heard the keys: `typed` on an insert, `entered` on Return.
        if (steps.find("type") != std::string::npos) {
            EXPECT_NE(r.out.find(R"({"action":"typed","frame":6,"node":"player-name"})"), std::string::npos) << r.out;
        }
        EXPECT_NE(r.out.find(R"({"action":"entered","frame":8,"node":"player-name"})"), std::string::npos) << r.out;
        return diorama::test::readFile(shot);
    };
    const std::string corrected = shotAfter("corrected", "6 type Ada\n7 backspace\n8 return\n");
    const std::string direct = shotAfter("direct", "6 type Ad\n8 return\n");
    const std::string untyped = shotAfter("untyped", "8 return\n");
    ASSERT_FALSE(corrected.empty());
    EXPECT_EQ(corrected, direct);
    EXPECT_NE(corrected, untyped);
}

// With the field's cursor on, a script's HOME, arrow and DELETE keys reach it as a keyboard's
// do (cocos' window hands them to the field on a press): "Ad", HOME, "x" draws what typing
// "xAd" draws, and not what "Adx" draws.
TEST(PlayerCli, AScriptsControlKeysMoveTheCursorOfTheTextFieldHoldingTheKeyboard) {
    if (!std::getenv("DISPLAY")) GTEST_SKIP() << "needs a display (ctest runs under xvfb-run)";
    diorama::test::TempDir dir;
    std::string scene = diorama::test::readFile(kSource / "projects/ui/ui.scene.json");
    const std::string name = "\"name\": \"player-name\",";
    ASSERT_NE(scene.find(name), std::string::npos);
    scene.replace(scene.find(name), name.size(), name + " \"cursorEnabled\": true,");
    const auto file = (dir.path / "ui.scene.json").string();
    diorama::test::writeFile(file, scene);
    auto shotAfter = [&](const std::string& label, const std::string& steps) {
        const auto script = (dir.path / (label + ".script")).string();
        diorama::test::writeFile(script, "5 tap 480 505\n" + steps + "9 return\n");
        const auto shot = (dir.path / (label + ".png")).string();
        const ToolRun r = runTool(file + " --script " + script + " --frames 12 --hidden --screenshot " + shot);
        EXPECT_EQ(r.status, 0) << r.err;
        return diorama::test::readFile(shot);
    };
    const std::string moved =
        shotAfter("moved", "6 type Adz\n7 key HOME\n7 type x\n8 key END\n8 key LEFT_ARROW\n8 key DELETE\n");
    const std::string direct = shotAfter("direct", "6 type xAd\n");
    const std::string appended = shotAfter("appended", "6 type Adx\n");
    ASSERT_FALSE(moved.empty());
    EXPECT_EQ(moved, direct);
    EXPECT_NE(moved, appended);
}

// A script written for a longer run than --frames gives does not lose its tail silently.
TEST(PlayerCli, ScriptStepsAfterTheLastFrameAreNamedAsNeverRun) {
    if (!std::getenv("DISPLAY")) GTEST_SKIP() << "needs a display (ctest runs under xvfb-run)";
    diorama::test::TempDir dir;
    const auto script = (dir.path / "long.script").string();
    diorama::test::writeFile(script, "2 tap 10 10\n# later\n30 tap 20 20\n40 key SPACE\n");
    const ToolRun r = runTool((kSource / "projects/actions/actions.scene.json").string() + " --script " + script +
                              " --frames 5 --hidden");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.err.find(script + ": line 3: warning: frame 30 comes after the last frame played (5, --frames 5): "
                                  "this step and 1 after it never ran"),
              std::string::npos)
        << r.err;
}

// Typing before a tap gave a TextField the keyboard goes nowhere, as in a game; the script says so.
TEST(PlayerCli, TypingWithNoTextFieldHoldingTheKeyboardIsNamed) {
    if (!std::getenv("DISPLAY")) GTEST_SKIP() << "needs a display (ctest runs under xvfb-run)";
    diorama::test::TempDir dir;
    const auto script = (dir.path / "early.script").string();
    diorama::test::writeFile(script, "3 type Ada\n4 return\n5 tap 480 505\n6 type Bo\n");
    const ToolRun r =
        runTool((kSource / "projects/ui/ui.scene.json").string() + " --script " + script + " --frames 8 --hidden");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.err.find(script + ": line 1: warning: 'type' at frame 3: no TextField holds the keyboard "
                                  "(tap one first), so nothing was typed"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find(script + ": line 2: warning: 'return' at frame 4:"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("line 4:"), std::string::npos) << r.err;
}

TEST(PlayerCli, ARunawayTriggerLoopStopsThePlayerWithTheFileAndFrame) {
    // The same budget as `diorama play` (issue #32, finding 3): a node whose Emit
    // re-triggers its own action stops the game with a named error, not a silent exit 0.
    if (!std::getenv("DISPLAY")) GTEST_SKIP() << "needs a display (ctest runs under xvfb-run)";
    diorama::test::TempDir dir;
    const auto file = (dir.path / "loop.scene.json").string();
    diorama::test::writeFile(file, R"({"format": "diorama.scene", "version": 1, "designSize": [64, 64],
  "root": {"type": "Scene", "children": [{"type": "Node", "name": "pinger",
    "actions": [{"name": "again", "autoplay": true, "action": {"type": "Emit", "event": "again"}}],
    "on": [{"event": "custom:again", "run": "again"}]}]}}
)");
    const ToolRun r = runTool(file + " --frames 10 --hidden");
    EXPECT_EQ(r.status, 1) << r.err;
    EXPECT_NE(r.err.find("loop.scene.json: frame 1: more than 1000 actions started in one frame"), std::string::npos)
        << r.err;
}

}  // namespace
