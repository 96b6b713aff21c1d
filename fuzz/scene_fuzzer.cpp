// Scene loader from a byte buffer. Beyond "no crash, no leak, no hang", a scene that
// loads must save to text that loads again and saves to the same bytes, and its animation
// clips must play.
//
// The scene is read as if it were a file of fuzz/project/, a real project folder: its
// instances load nested sources (with overrides, a broken one, a cycle), its sprites
// real images and a sprite sheet, so the fuzzer reaches nested loading, overrides and
// sheets, not only the JSON reader.
#include "diorama/render/texture_store.h"
#include "diorama/serialization/scene_animations.h"
#include "diorama/serialization/scene_io.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

const std::filesystem::path kProject = DIORAMA_FUZZ_PROJECT;

diorama::LoadResult load(std::string_view text, diorama::TextureStore& textures) {
    diorama::SceneContext context;
    context.textures = &textures;
    context.projectRoot = kProject;
    context.limits.maxNodes = 100000;
    context.limits.maxInstancedNodes = 100000;
    context.limits.maxLoadBytes = 16 << 20;
    return diorama::loadSceneText(text, (kProject / "fuzz.scene.json").string(), kProject, context);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static diorama::TextureStore textures;  // decoded once: the images are the project's, not the input
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    diorama::LoadResult loaded = load(text, textures);
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
    diorama::LoadResult again = load(saved, textures);
    if (!again.ok() || diorama::saveSceneToString(*again.scene, again.file) != saved) std::abort();
    return 0;
}
