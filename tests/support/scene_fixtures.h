// Scene text fixtures shared by the serialization tests: a document around some root
// children, loading with or without asset stores, and the first error's text.
#pragma once

#include "diorama/serialization/scene_io.h"
#include "diorama/text/font.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <string_view>

namespace diorama::test {

inline const std::filesystem::path kSource = DIORAMA_SOURCE_DIR;

// Texture and font stores whose errors stay quiet (the tests read the problems).
struct Assets {
    TextureStore textures;
    FontStore fonts{textures};
    SceneContext context() {
        SceneContext c;
        c.textures = &textures;
        c.fonts = &fonts;
        return c;
    }
    Assets() { textures.setErrorSink(nullptr); }
};

inline std::string doc(const std::string& rootChildren, const std::string& extra = "") {
    return R"({"format": "diorama.scene", "version": 1)" + extra + R"(, "root": {"type": "Scene", "children": [)" +
           rootChildren + "]}}";
}

inline LoadResult load(std::string_view text, Assets& assets,
                       const std::filesystem::path& base = std::filesystem::temp_directory_path()) {
    return loadSceneText(text, "test.json", base, assets.context());
}

// Without stores: sprites keep their sizes, labels measure nothing.
inline LoadResult load(std::string_view text, const SceneContext& context = {}) {
    return loadSceneText(text, "test.json", std::filesystem::temp_directory_path(), context);
}

inline std::string errorOf(std::string_view text) {
    LoadResult r = load(text);
    EXPECT_FALSE(r.ok()) << "expected an error for: " << std::string(text.substr(0, 200));
    return r.error ? r.error->format() : "";
}

inline Node& firstChild(LoadResult& r) { return *r.scene->children().front(); }

inline SceneError expectError(const std::string& text, Assets& assets) {
    auto r = load(text, assets);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.error.has_value());
    return r.error.value_or(SceneError{});
}

}  // namespace diorama::test
