#include "diorama/editor/asset_kinds.h"

#include <algorithm>
#include <cctype>

namespace diorama {

namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

bool endsWith(const std::string& s, const std::string& end) {
    return s.size() > end.size() && s.compare(s.size() - end.size(), end.size(), end) == 0;
}

}  // namespace

const std::vector<AssetKindInfo>& assetKinds() {
    // A scene is a ".scene.json": the name the editor saves scenes under, and what tells a
    // scene apart from the other JSON files of a project.
    static const std::vector<AssetKindInfo> kKinds = {
        {AssetKind::Image, {".png"}, "image", "Choose an image (inside the project)"},
        {AssetKind::Atlas, {".plist"}, "sprite sheet", "Choose a sprite sheet (inside the project)"},
        {AssetKind::Scene, {".scene.json"}, "scene", "Choose a scene (inside the project)"},
        {AssetKind::Font, {".ttf", ".otf"}, "font", "Choose a font (inside the project)"},
        {AssetKind::BitmapFont, {".fnt"}, "bitmap font", "Choose a bitmap font (inside the project)"},
    };
    return kKinds;
}

const AssetKindInfo& assetKindInfo(AssetKind kind) {
    static const AssetKindInfo kNone{AssetKind::None, {}, "asset", "Choose a file (inside the project)"};
    for (const AssetKindInfo& info : assetKinds())
        if (info.kind == kind) return info;
    return kNone;
}

bool isAssetOfKind(const std::filesystem::path& file, AssetKind kind) {
    const std::string name = lower(file.filename().string());
    const auto& extensions = assetKindInfo(kind).extensions;
    return std::any_of(extensions.begin(), extensions.end(), [&](const std::string& e) { return endsWith(name, e); });
}

AssetKind assetKindOf(const std::filesystem::path& file) {
    for (const AssetKindInfo& info : assetKinds())
        if (isAssetOfKind(file, info.kind)) return info.kind;
    return AssetKind::None;
}

}  // namespace diorama
