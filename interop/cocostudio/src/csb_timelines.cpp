// The file's timeline in a .csb, converted from the Studio model the way cocos'
// FlatBuffersSerialize converts a .csd's Animation and AnimationList: each frame element
// becomes its Frame member, an EasingData element its easingData (absent: none).
#include "csb_timelines.h"

#include <algorithm>

namespace diorama::cocostudio {

namespace fb = flatbuffers;

namespace {

const std::string* childAttribute(const StudioFrame& f, const char* element, const char* name) {
    for (const StudioElement& c : f.children)
        if (c.name == element) return c.attributes.find(name);
    return nullptr;
}

std::uint8_t channel(const StudioFrame& f, const char* name) {
    const std::string* v = childAttribute(f, "Color", name);
    return std::uint8_t(std::clamp(v ? parseStudioInt(*v, 255) : 255, 0, 255));
}

fb::Offset<csb::Frame> frameOf(fb::FlatBufferBuilder& fbb, const StudioFrame& f) {
    fb::Offset<csb::EasingData> easing = 0;
    if (f.hasEasing) {
        std::vector<csb::Position> points;
        for (std::size_t i = 0; i + 1 < f.easingPoints.size(); i += 2)
            points.emplace_back(f.easingPoints[i], f.easingPoints[i + 1]);
        easing = csb::CreateEasingData(fbb, f.easingType, fbb.CreateVectorOfStructs(points));
    }
    const auto number = [&](const char* name, float fallback) {
        const std::string* v = f.attributes.find(name);
        return v ? parseStudioNumber(*v, fallback) : fallback;
    };
    const auto integer = [&](const char* name, int fallback) {
        const std::string* v = f.attributes.find(name);
        return v ? parseStudioInt(*v, fallback) : fallback;
    };
    const auto text = [&](const char* name) { return f.attributes.get(name); };
    const int index = f.frameIndex;
    const bool tween = f.tween;
    if (f.element == "PointFrame") {
        const csb::Position p(number("X", 0), number("Y", 0));
        return csb::CreateFrame(fbb, csb::CreatePointFrame(fbb, index, tween, &p, easing));
    }
    if (f.element == "ScaleFrame") {
        const csb::Scale s(number("X", 0), number("Y", 0));
        return csb::CreateFrame(fbb, 0, csb::CreateScaleFrame(fbb, index, tween, &s, easing));
    }
    if (f.element == "ColorFrame") {
        const csb::Color c(channel(f, "A"), channel(f, "R"), channel(f, "G"), channel(f, "B"));
        return csb::CreateFrame(fbb, 0, 0, csb::CreateColorFrame(fbb, index, tween, &c, easing));
    }
    if (f.element == "TextureFrame") {
        const std::string* type = childAttribute(f, "TextureFile", "Type");
        const std::string* path = childAttribute(f, "TextureFile", "Path");
        const std::string* plist = childAttribute(f, "TextureFile", "Plist");
        const auto resource =
            csb::CreateResourceData(fbb, fbb.CreateString(path ? *path : ""), fbb.CreateString(plist ? *plist : ""),
                                    type && *type == "PlistSubImage" ? 1 : 0);
        return csb::CreateFrame(fbb, 0, 0, 0, csb::CreateTextureFrame(fbb, index, tween, resource, easing));
    }
    if (f.element == "EventFrame")
        return csb::CreateFrame(fbb, 0, 0, 0, 0,
                                csb::CreateEventFrame(fbb, index, tween, fbb.CreateString(text("Value")), easing));
    if (f.element == "IntFrame")
        return csb::CreateFrame(fbb, 0, 0, 0, 0, 0,
                                csb::CreateIntFrame(fbb, index, tween, integer("Value", 0), easing));
    if (f.element == "BoolFrame")
        return csb::CreateFrame(fbb, 0, 0, 0, 0, 0, 0,
                                csb::CreateBoolFrame(fbb, index, tween, parseStudioBool(text("Value"), true), easing));
    if (f.element == "InnerActionFrame") {
        const std::string type = text("InnerActionType");
        const int kind = type == "NoLoopAction" ? 1 : type == "SingleFrame" ? 2 : 0;
        return csb::CreateFrame(
            fbb, 0, 0, 0, 0, 0, 0, 0,
            csb::CreateInnerActionFrame(fbb, index, tween, kind, fbb.CreateString(text("CurrentAniamtionName")),
                                        integer("SingleFrameIndex", 0), easing));
    }
    const csb::BlendFunc blend(integer("Src", 1), integer("Dst", 771));  // BlendFuncFrame
    return csb::CreateFrame(fbb, 0, 0, 0, 0, 0, 0, 0, 0, csb::CreateBlendFrame(fbb, index, tween, &blend, easing));
}

}  // namespace

fb::Offset<csb::NodeAction> csbNodeAction(fb::FlatBufferBuilder& fbb, const std::optional<StudioAnimation>& animation) {
    std::vector<fb::Offset<csb::TimeLine>> timelines;
    if (animation)
        for (const StudioTimeline& t : animation->timelines) {
            std::vector<fb::Offset<csb::Frame>> frames;
            for (const StudioFrame& f : t.frames) frames.push_back(frameOf(fbb, f));
            timelines.push_back(
                csb::CreateTimeLine(fbb, fbb.CreateString(t.property), t.actionTag, fbb.CreateVector(frames)));
        }
    // Every file gets an action with speed 1 at least: 0 (the schema default) freezes playback.
    const auto list = fbb.CreateVector(timelines);
    const auto current = fbb.CreateString("");
    return csb::CreateNodeAction(fbb, animation ? animation->duration : 0, animation ? animation->speed : 1.0f, list,
                                 current);
}

fb::Offset<fb::Vector<fb::Offset<csb::AnimationInfo>>> csbAnimationList(
    fb::FlatBufferBuilder& fbb, const std::optional<StudioAnimation>& animation) {
    std::vector<fb::Offset<csb::AnimationInfo>> infos;
    if (animation)
        for (const StudioAnimationInfo& info : animation->infos)
            infos.push_back(csb::CreateAnimationInfo(fbb, fbb.CreateString(info.name), info.startIndex, info.endIndex));
    return fbb.CreateVector(infos);
}

}  // namespace diorama::cocostudio
