// A scene as Cocos Studio describes it, between Diorama's nodes and the files cocos
// reads: each node is its ctype, its attributes and its property elements with the
// names and value spellings of a `.csd` (csd-format notes). The .csd writer prints it as
// XML; the .csb writer converts it the way cocos' FlatBuffersSerialize converts a .csd.
// Writing both files from one model keeps them saying the same thing.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace diorama::cocostudio {

// Attributes in the order they were set; setting one again replaces its value in place.
class Attributes {
public:
    void set(std::string name, std::string value);
    const std::string* find(std::string_view name) const;
    std::string get(std::string_view name, std::string_view fallback = {}) const;
    bool has(std::string_view name) const { return find(name) != nullptr; }
    void erase(std::string_view name);
    const std::vector<std::pair<std::string, std::string>>& items() const { return m_items; }
    bool empty() const { return m_items.empty(); }

private:
    std::vector<std::pair<std::string, std::string>> m_items;
};

struct StudioElement {
    std::string name;  // Size, Position, FileData, SingleColor...
    Attributes attributes;
};

struct StudioNode {
    std::string ctype;  // SpriteObjectData, ButtonObjectData...; root: GameNodeObjectData
    Attributes attributes;
    std::vector<StudioElement> elements;
    std::vector<std::unique_ptr<StudioNode>> children;
    std::string path;  // the Diorama node path, for messages

    StudioElement& element(std::string_view name);  // found or appended
    const StudioElement* findElement(std::string_view name) const;
};

struct StudioDocument {
    std::string name;            // PropertyGroup Name
    std::string type = "Scene";  // PropertyGroup Type: Scene, Layer or Node
    std::unique_ptr<StudioNode> root;
    std::string animationXml;         // a kept <Animation> element, verbatim ("" when none)
    std::string animationListXml;     // a kept <AnimationList> element, verbatim
    std::vector<std::string> plists;  // sprite sheets the nodes name (a .csb preloads them)
};

// Studio's spellings.
std::string studioNumber(float value);  // shortest text that reads back as the same float
std::string studioBool(bool value);     // "True" / "False"
float parseStudioNumber(std::string_view text, float fallback);
int parseStudioInt(std::string_view text, int fallback);
bool parseStudioBool(std::string_view text, bool fallback);

}  // namespace diorama::cocostudio
