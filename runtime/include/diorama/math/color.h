// 8-bit colours as cocos uses them for node tinting and opacity.
#pragma once

#include <cstdint>

namespace diorama {

struct Color3B {
    std::uint8_t r = 255, g = 255, b = 255;
    static constexpr Color3B white() { return {255, 255, 255}; }
    friend bool operator==(const Color3B&, const Color3B&) = default;
};

struct Color4B {
    std::uint8_t r = 255, g = 255, b = 255, a = 255;
    friend bool operator==(const Color4B&, const Color4B&) = default;
};

// displayed = real * parentDisplayed / 255, computed in double and truncated (A12).
constexpr std::uint8_t cascadeChannel(std::uint8_t real, std::uint8_t parentDisplayed) {
    return static_cast<std::uint8_t>(double(real) * double(parentDisplayed) / 255.0);
}

// A colour channel times another, rounded, as the GPU multiplies a vertex colour by a
// shader's colour uniform (a label's text, outline and shadow colours).
constexpr std::uint8_t modulateChannel(unsigned a, unsigned b) { return std::uint8_t((a * b + 127u) / 255u); }

constexpr Color3B modulate(Color3B a, Color3B b) {
    return {modulateChannel(a.r, b.r), modulateChannel(a.g, b.g), modulateChannel(a.b, b.b)};
}

}  // namespace diorama
