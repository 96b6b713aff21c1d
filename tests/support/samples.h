// The sample projects every fixture-driven test walks: projects/NAME/NAME.scene.json.
#pragma once

#include <array>

namespace diorama::test {

inline constexpr std::array<const char*, 12> kSampleProjects = {"world-1-1", "z-order", "transforms", "events",
                                                                "gradients", "sheets",  "prefabs",    "clips",
                                                                "ui",        "lists",   "pages",      "panels"};

}  // namespace diorama::test
