// Scene loader from a byte buffer. Beyond "no crash, no leak, no hang", a scene that
// loads must save to text that loads again and saves to the same bytes, and its animation
// clips must play.
#include "diorama/serialization/scene_animations.h"
#include "diorama/serialization/scene_io.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    diorama::SceneContext context;  // no asset stores: the loader must not need them
    context.limits.maxNodes = 100000;
    diorama::LoadResult loaded = diorama::loadSceneText(text, "fuzz.scene.json", "/nonexistent", context);
    if (!loaded.ok()) {
        if (!loaded.error || loaded.error->format().find('\n') != std::string::npos) std::abort();
        return 0;
    }
    if (auto clips = diorama::sceneAnimations(*loaded.scene, loaded.file); !clips.empty()) {
        diorama::ClipPlayer player(std::move(clips));
        player.startWithTarget(loaded.scene.get());
        for (const diorama::AnimationClip& clip : player.clips()) {
            player.play(clip.name, true);
            for (int frame = 0; frame < 8; ++frame) player.step(0.37f);
        }
        player.stop();
    }
    const std::string saved = diorama::saveSceneToString(*loaded.scene, loaded.file);
    diorama::LoadResult again = diorama::loadSceneText(saved, "fuzz.scene.json", "/nonexistent", context);
    if (!again.ok() || diorama::saveSceneToString(*again.scene, again.file) != saved) std::abort();
    return 0;
}
