// The kinds of asset file a scene can name, stated once: the extensions that make a file
// one (matched ignoring case), the noun messages use and the file dialog's title. The
// inspector's pickers, the Assets panel, drops, file dialogs and missing-asset relinking
// all read this table.
#pragma once

#include "diorama/types/property.h"

#include <filesystem>
#include <string>
#include <vector>

namespace diorama {

struct AssetKindInfo {
    AssetKind kind;
    std::vector<std::string> extensions;  // lower case, with the dot: ".png", ".scene.json"
    const char* noun;                     // "image": "no image files in ..."
    const char* dialogTitle;              // the title of the dialog that chooses one
};

// Every kind but None, in the order the Assets panel's filter lists them.
const std::vector<AssetKindInfo>& assetKinds();
// The row of `kind`; None's row has no extensions.
const AssetKindInfo& assetKindInfo(AssetKind kind);
// The kind `file` is by its name (ignoring case), or None.
AssetKind assetKindOf(const std::filesystem::path& file);
bool isAssetOfKind(const std::filesystem::path& file, AssetKind kind);

}  // namespace diorama
