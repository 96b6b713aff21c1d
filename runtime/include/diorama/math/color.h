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

}  // namespace diorama
