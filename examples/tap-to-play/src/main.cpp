// Tap the Star: tap to start, tap the star as often as you can in five seconds.
//   tap-to-play [SCENES_DIR] [player options: --policy, --fps, --stats, --script ...]
#include "scene_flow.h"

#include <iostream>

int main(int argc, char** argv) {
    const auto args = diorama::parsePlayerArguments(std::vector<std::string>(argv + 1, argv + argc));
    if (!args.error.empty() || args.positional.size() > 1) {
        std::cerr << "tap-to-play: " << (args.error.empty() ? "expected at most one scenes folder" : args.error)
                  << "\nusage: tap-to-play [SCENES_DIR] [options]\n"
                  << diorama::playerOptionsHelp();
        return 2;
    }
    diorama::PlayerOptions options = args.options;
    options.title = "Tap the Star";
    diorama::Player player(options);
    SceneFlow flow(player, args.positional.empty() ? TAP_TO_PLAY_SCENES : args.positional[0]);
    auto title = flow.title();
    if (!title) return 1;
    return player.run(std::move(title));
}
