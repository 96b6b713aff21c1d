// Plays a scene from a byte buffer (issue #32): a scene that loads is played for a few
// frames with its actions and triggers, touches at its nodes, every custom event its
// triggers listen for, and typed keys. Beyond "no crash, no leak", no input may hang or blow memory:
// scripts/fuzz runs this target with per-input time and memory limits, and the player's
// budgets (ScenePlayer::kMaxStartsPerFrame, ...) must keep every frame within them.
#include "diorama/events/event_dispatcher.h"
#include "diorama/play/scene_player.h"
#include "diorama/serialization/action_records.h"
#include "diorama/serialization/scene_io.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

void collect(diorama::Node& node, const diorama::SceneFileData& file, std::vector<diorama::Vec2>& touches,
             std::vector<std::string>& events) {
    if (const diorama::NodeFileRecord* record = file.find(node.id()); record && !record->unknownKeys.empty()) {
        const diorama::NodeActions actions = diorama::nodeActionsFrom(record->unknownKeys);
        if (!actions.triggers.empty() && touches.size() < 8) touches.push_back(node.convertToWorldSpaceAR({}));
        for (const diorama::TriggerRecord& t : actions.triggers)
            if (t.event.rfind("custom:", 0) == 0 && events.size() < 8) events.push_back(t.event.substr(7));
    }
    for (auto& child : node.children()) collect(*child, file, touches, events);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    diorama::SceneContext context;  // no asset stores: sprites and labels load without their assets
    context.limits.maxNodes = 2000;
    diorama::LoadResult loaded = diorama::loadSceneText(text, "fuzz.scene.json", "/nonexistent", context);
    if (!loaded.ok()) {
        if (!loaded.error || loaded.error->format().find('\n') != std::string::npos) std::abort();
        return 0;
    }
    std::vector<diorama::Vec2> touches;
    std::vector<std::string> events;
    collect(*loaded.scene, loaded.file, touches, events);
    const diorama::SceneFileData file = std::move(loaded.file);
    diorama::ScenePlayer player(std::move(loaded.scene), file);
    // Eight frames at 60 fps, with the touches before frame 2 and the events before frame
    // 3, then one long step (the longest diorama play allows is 10 s).
    for (int frame = 1; frame <= 9 && !player.problem(); ++frame) {
        if (frame == 2)
            for (const diorama::Vec2& at : touches) player.touch(at);
        if (frame == 3)
            for (const std::string& event : events) player.director().eventDispatcher().dispatchCustomEvent(event);
        if (frame == 4) {
            // Keys for a TextField a touch attached: text with a multi-byte character, a
            // Backspace, and Return.
            player.insertText("ab\xc3\xa9\xe6\x97\xa5");
            player.deleteBackward();
            player.insertText("z\nlost");
        }
        player.step(frame == 9 ? 2.0f : 1.0f / 60.0f);
    }
    if (player.problem() && player.problem()->rfind("frame ", 0) != 0) std::abort();
    return 0;
}
