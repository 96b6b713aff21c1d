// Scene loader from a byte buffer. Beyond "no crash, no leak, no hang", a scene that
// loads must save to text that loads again and saves to the same bytes, and its animation
// clips must play. A scene the streaming reader answers must read the same through the
// general reader.
//
// The scene is read as if it were a file of fuzz/project/, a real project folder: its
// instances load nested sources (with overrides, a broken one, a cycle), its sprites
// real images and a sprite sheet, so the fuzzer reaches nested loading, overrides and
// sheets, not only the JSON reader.
#include "diorama/render/texture_store.h"
#include "diorama/serialization/scene_animations.h"
#include "diorama/serialization/scene_io.h"
#include "scene_stream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

const std::filesystem::path kProject = DIORAMA_FUZZ_PROJECT;

diorama::SceneContext fuzzContext(diorama::TextureStore& textures) {
    diorama::SceneContext context;
    context.textures = &textures;
    context.projectRoot = kProject;
    context.limits.maxNodes = 100000;
    context.limits.maxInstancedNodes = 100000;
    context.limits.maxLoadBytes = 16 << 20;
    return context;
}

const std::string kFileName = (kProject / "fuzz.scene.json").string();

diorama::LoadResult load(std::string_view text, diorama::TextureStore& textures) {
    return diorama::loadSceneText(text, kFileName, kProject, fuzzContext(textures));
}

// A record without an id gets a random one ("n" and 16 hex digits) on every read.
std::string withoutGeneratedIds(std::string text) {
    const auto isHex = [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); };
    for (std::size_t at = text.find("\"n"); at != std::string::npos; at = text.find("\"n", at + 1)) {
        if (at + 18 >= text.size() || text[at + 18] != '"') continue;
        bool generated = true;
        for (std::size_t i = at + 2; i < at + 18; ++i) generated = generated && isHex(text[i]);
        if (generated) text.replace(at + 2, 16, 16, '?');
    }
    return text;
}

std::string problemsText(const std::vector<diorama::AssetProblem>& problems) {
    std::string out;
    for (const auto& p : problems) out += p.pointer + " " + p.message + "\n";
    return out;
}

// The stream answers only for what the general reader reads the same way.
void checkStreamAgrees(std::string_view text, diorama::TextureStore& textures) {
    const diorama::SceneContext context = fuzzContext(textures);
    auto streamed = diorama::detail::streamSceneText(text, kFileName, kProject, context);
    if (!streamed) return;
    diorama::LoadResult general = diorama::detail::readSceneDocument(text, kFileName, kProject, context);
    if (!general.ok()) std::abort();
    if (withoutGeneratedIds(diorama::saveSceneToString(*streamed->scene, streamed->file)) !=
            withoutGeneratedIds(diorama::saveSceneToString(*general.scene, general.file)) ||
        problemsText(streamed->assetProblems) != problemsText(general.assetProblems) ||
        streamed->nodeCount != general.nodeCount)
        std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static diorama::TextureStore textures;  // decoded once: the images are the project's, not the input
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    checkStreamAgrees(text, textures);
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
