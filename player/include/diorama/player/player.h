// The game host: what cocos' GLViewImpl and Application are to a cocos game. A Player
// opens a GLFW window with an OpenGL 3.3 core context, maps it to the scene through a
// design resolution policy, turns the mouse and keyboard into runtime events, and runs
// the Director's frame (docs/runtime.md, "The player"). No GLFW or GL type appears here.
//
//   diorama::Player player(options);
//   auto title = player.loadScene("scenes/title.scene.json");  // triggers and actions bound
//   if (!title) return 1;                                       // error already printed
//   ... game code: listeners, components, schedules on title's nodes ...
//   return player.run(std::move(title));
#pragma once

#include "diorama/director/director.h"
#include "diorama/math/color.h"
#include "diorama/player/design_resolution.h"
#include "diorama/player/input_script.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace diorama {

class TextureStore;
class FontStore;

struct PlayerOptions {
    std::string title = "Diorama";
    // Window size in screen coordinates; 0 takes the first scene's design size.
    int width = 0;
    int height = 0;
    ResolutionPolicy policy = ResolutionPolicy::ShowAll;
    // Target frame rate; the frame is also the fixed dt of scripted runs.
    double fps = 60.0;
    bool vsync = true;
    bool stats = false;  // the fps / draw calls / nodes overlay
    // Stop after this many frames (0: run until the window closes).
    int frames = 0;
    // Input played at given frames (input_script.h); with it, or with `frames`, every
    // frame steps exactly 1 / fps so that runs repeat exactly.
    std::string script;
    std::string screenshot;            // PNG of the last frame's window contents
    Color4B clearColor{0, 0, 0, 255};  // also the letterbox of show-all
    bool visible = true;               // false: a hidden window (benchmarks)
};

struct PlayerArguments {
    PlayerOptions options;
    std::vector<std::string> positional;
    std::string error;  // a usage error; the host exits 2
    bool help = false;
};
// Parses the player's options (--fps N, --policy NAME, --size WxH, --stats, --no-vsync,
// --frames N, --script FILE, --screenshot OUT.png, --title T, --hidden); anything not
// starting with "--" is positional. diorama-player and games share it.
PlayerArguments parsePlayerArguments(const std::vector<std::string>& args);
// The same options described for --help.
const char* playerOptionsHelp();

class Player {
public:
    explicit Player(PlayerOptions options);
    ~Player();
    Player(const Player&) = delete;
    Player& operator=(const Player&) = delete;

    // Loads a scene file with its named actions and triggers bound as in `diorama play`
    // (autoplay starts when the scene enters). A bad file prints "FILE: LOCATION:
    // message" to stderr and gives null; each missing asset is named on stderr once and
    // draws the placeholder.
    std::unique_ptr<Scene> loadScene(const std::filesystem::path& file);
    // Load and switch, as cocos' Director does, inside the next frame; false (the error
    // printed) when the file is bad. popScene needs no file.
    bool replaceScene(const std::filesystem::path& file);
    bool pushScene(const std::filesystem::path& file);
    void popScene() { m_director.popScene(); }

    Director& director() { return m_director; }
    TextureStore& textures() { return *m_textures; }
    FontStore& fonts() { return *m_fonts; }
    const PlayerOptions& options() const { return m_options; }
    // The policy's mapping for the current framebuffer.
    const DesignResolution& resolution() const { return m_resolution; }

    // Opens the window and runs frames until it closes, quit() is called, the scenes
    // end or `frames` have run. Returns the process exit code (1 when no window or GL
    // context could be made).
    int run(std::unique_ptr<Scene> firstScene);
    // Loads FILE first: a bad file opens no window and returns 1.
    int run(const std::filesystem::path& firstScene);
    void quit() { m_quit = true; }

    // Called after every frame (game code that watches the whole run, tests).
    void setAfterFrame(std::function<void()> fn) { m_afterFrame = std::move(fn); }
    std::uint64_t frames() const { return m_director.frameCount(); }

    struct Stats {
        double fps = 0;
        // cocos' "GL calls": the batches a cocos renderer would issue for the frame.
        std::uint32_t drawCalls = 0;
        // The draw calls Diorama's renderer made (batches share calls, GlRenderer).
        std::uint32_t glDrawCalls = 0;
        std::size_t nodes = 0;
        // The main thread's CPU time for the frame's own work before the swap (input to
        // render), averaged over the run after ten warm-up frames.
        double cpuMillisecondsPerFrame = 0;
    };
    const Stats& stats() const { return m_stats; }

    // What the scene files' triggers started so far, for summaries: node path, action
    // name, frame.
    struct Started {
        std::string node;
        std::string action;
        std::uint64_t frame;
    };
    const std::vector<Started>& started() const { return m_started; }

private:
    bool firstReport(const std::string& problem);
    // "SCRIPT: line N: warning: " for a message about `step`.
    std::string scriptWarning(const ScriptStep& step) const;

    PlayerOptions m_options;
    std::unique_ptr<TextureStore> m_textures;
    std::unique_ptr<FontStore> m_fonts;
    Director m_director;
    DesignResolution m_resolution;
    Stats m_stats;
    std::vector<Started> m_started;
    std::vector<std::string> m_reportedAssets;
    std::function<void()> m_afterFrame;
    bool m_quit = false;
};

}  // namespace diorama
