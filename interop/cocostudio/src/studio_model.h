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

// Attributes in the order they were set; setting one again replaces its value in place,
// keeping its spelling when both are the same number ("1.0000" stays for 1), so that
// a file read and written back says what it said.
class Attributes {
public:
    void set(std::string name, std::string value);
    // The same, except that an absent attribute stays absent when `value` is what its
    // absence means (Studio leaves out defaults).
    void setUnlessDefault(std::string name, std::string value, std::string_view absentMeans);
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

// One key of a Studio timeline: its element (PointFrame, ScaleFrame, ...) with its
// attributes in Studio's order, child elements (Color, TextureFile) and its easing.
struct StudioFrame {
    std::string element;
    Attributes attributes;
    std::vector<StudioElement> children;
    bool hasEasing = false;           // Alpha, BlendFunc, events and ActionValue have none
    int easingType = 0;               // cocos tweenfunc::TweenType, -1 custom
    std::vector<float> easingPoints;  // custom: x0 y0 x1 y1 ... (four points)
    int frameIndex = 0;
    bool tween = true;
};

struct StudioTimeline {
    int actionTag = 0;
    std::string property;  // Position, Scale, ... ActionValue
    std::vector<StudioFrame> frames;
};

struct StudioAnimationInfo {
    std::string name;
    int startIndex = 0, endIndex = 0;
};

// A file's one timeline and its named frame ranges.
struct StudioAnimation {
    int duration = 0;
    float speed = 1.0f;
    std::vector<StudioTimeline> timelines;
    std::vector<StudioAnimationInfo> infos;  // empty: the game plays the whole timeline
};

struct StudioDocument {
    std::string name;            // PropertyGroup Name
    std::string type = "Scene";  // PropertyGroup Type: Scene, Layer or Node
    std::unique_ptr<StudioNode> root;
    std::optional<StudioAnimation> animation;  // from the scene's clips
    // Files imported before timelines became clips kept them verbatim: written back as
    // they were when the scene has no clips.
    std::string animationXml;
    std::string animationListXml;
};

// The (source, destination) GL blend factors a Studio file gives each BlendMode (alpha,
// additive, multiply, opaque).
inline constexpr int kStudioBlendFunctions[4][2] = {{1, 771}, {770, 1}, {774, 771}, {1, 0}};

// Studio's spellings.
std::string studioNumber(float value);  // shortest text that reads back as the same float
std::string studioBool(bool value);     // "True" / "False"
float parseStudioNumber(std::string_view text, float fallback);
int parseStudioInt(std::string_view text, int fallback);
bool parseStudioBool(std::string_view text, bool fallback);

}  // namespace diorama::cocostudio
