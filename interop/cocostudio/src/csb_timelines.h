// The .csb's NodeAction and AnimationList from the Studio model's timeline.
#pragma once

#include "csb_generated.h"
#include "studio_model.h"

#include <optional>

namespace diorama::cocostudio {

flatbuffers::Offset<csb::NodeAction> csbNodeAction(flatbuffers::FlatBufferBuilder& fbb,
                                                   const std::optional<StudioAnimation>& animation);
flatbuffers::Offset<flatbuffers::Vector<flatbuffers::Offset<csb::AnimationInfo>>> csbAnimationList(
    flatbuffers::FlatBufferBuilder& fbb, const std::optional<StudioAnimation>& animation);

}  // namespace diorama::cocostudio
