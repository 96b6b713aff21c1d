// diorama-player FILE: plays a scene file in a window, as a game built on
// Diorama::player would (docs/runtime.md, "The player"). At exit it prints a JSON
// summary: frames run, what the scene's triggers started, and the keys and mouse events
// the EventDispatcher delivered.
#include "diorama/events/event_dispatcher.h"
#include "diorama/events/event_listener.h"
#include "diorama/player/key_code.h"
#include "diorama/player/player.h"

#include <nlohmann/json.hpp>

#include <iostream>

int main(int argc, char** argv) {
    const diorama::PlayerArguments args =
        diorama::parsePlayerArguments(std::vector<std::string>(argv + 1, argv + argc));
    if (args.help) {
        std::cout << "usage: diorama-player FILE [options]\n" << diorama::playerOptionsHelp();
        return 0;
    }
    if (!args.error.empty() || args.positional.size() != 1) {
        std::cerr << "diorama-player: " << (args.error.empty() ? "expected one scene FILE" : args.error) << "\n"
                  << "usage: diorama-player FILE [options]\n"
                  << diorama::playerOptionsHelp();
        return 2;
    }
    diorama::PlayerOptions options = args.options;
    if (options.title == "Diorama") options.title = "diorama-player";
    diorama::Player player(options);
    // Watches the input as a game would see it, through the dispatcher.
    std::vector<std::string> keys;
    int mouseDowns = 0, scrolls = 0;
    auto keyboard = std::make_shared<diorama::KeyboardListener>();
    keyboard->onKeyPressed = [&keys](int code, diorama::EventKeyboard&) {
        keys.emplace_back(diorama::keyCodeName(diorama::KeyCode(code)));
    };
    auto mouse = std::make_shared<diorama::MouseListener>();
    mouse->onMouseDown = [&mouseDowns](diorama::EventMouse&) { ++mouseDowns; };
    mouse->onMouseScroll = [&scrolls](diorama::EventMouse&) { ++scrolls; };
    auto& dispatcher = player.director().eventDispatcher();
    const auto keyboardHandle = dispatcher.addEventListenerWithFixedPriority(keyboard, 1);
    const auto mouseHandle = dispatcher.addEventListenerWithFixedPriority(mouse, 1);
    const int code = player.run(args.positional[0]);
    if (player.frames() == 0) return code;  // no window was opened

    nlohmann::json summary = nlohmann::json::object();
    summary["frames"] = player.frames();
    nlohmann::json started = nlohmann::json::array();
    for (const auto& s : player.started())
        started.push_back({{"node", s.node}, {"action", s.action}, {"frame", s.frame}});
    summary["started"] = std::move(started);
    summary["input"] = {{"keysPressed", keys}, {"mouseDowns", mouseDowns}, {"scrolls", scrolls}};
    const auto& stats = player.stats();
    summary["stats"] = {{"fps", stats.fps},
                        {"drawCalls", stats.drawCalls},
                        {"glDrawCalls", stats.glDrawCalls},
                        {"nodes", stats.nodes},
                        {"cpuMillisecondsPerFrame", stats.cpuMillisecondsPerFrame}};
    std::cout << summary.dump() << "\n";
    return code;
}
