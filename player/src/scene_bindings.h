// A scene file's named actions and triggers, bound to the game's Director by a
// ScenePlayer that lives in a component of the scene: the binding goes when the scene
// goes, whichever way the game's scene stack lets it go.
#pragma once

#include "diorama/play/scene_player.h"
#include "diorama/scene/component.h"

#include <filesystem>
#include <memory>
#include <utility>

namespace diorama {

class SceneBindings : public Component {
public:
    static constexpr const char* kName = "diorama.sceneFile";
    SceneBindings(std::unique_ptr<ScenePlayer> player, std::filesystem::path file)
        : Component(kName), m_player(std::move(player)), m_file(std::move(file)) {}
    ScenePlayer& player() { return *m_player; }
    // The scene file, for messages about what its triggers and actions did.
    const std::filesystem::path& file() const { return m_file; }
    // How many of player().started() a summary has seen.
    std::size_t reported = 0;

private:
    std::unique_ptr<ScenePlayer> m_player;
    std::filesystem::path m_file;
};

}  // namespace diorama
