// The images a new widget starts with, as Cocos Studio gives a new Button its
// Default/Button_Normal.png: drawn by tools/make_sample_assets.cpp into editor/defaults,
// carried in the binary, and written into a document's folder under Default/ the first
// time a widget needs one, so that the scene names real files a game loads unchanged.
#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <string_view>

namespace diorama {

class Document;
class Node;

struct EmbeddedFile {
    std::string_view name;
    std::span<const unsigned char> bytes;
};

// editor/defaults/*.png, by file name (generated at build time).
std::span<const EmbeddedFile> defaultSkinFiles();

// The folder, relative to a document's, that default skins are written to.
inline constexpr std::string_view kDefaultSkinFolder = "Default";

// Gives a new widget (Button, CheckBox, Slider, LoadingBar) of a saved document its default
// images: each file is written into the document's Default/ folder unless one is there
// already (Studio's own, or an edited one, is kept), and the widget's image keys name them.
// A document without a folder (File > New outside a project, never saved), or a file that
// cannot be written, leaves the widget as it was and says why in the returned text (""
// when all is well).
std::string applyDefaultSkin(Document& doc, Node& widget);

}  // namespace diorama
