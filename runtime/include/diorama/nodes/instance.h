// A nested scene (a prefab, cocos Studio's ProjectNode): the scene reader puts the root
// children of the `source` scene under it, in the source's order, as ordinary nodes, so
// ordering, transforms, events and rendering treat them like any other. Its own keys
// (position, scale, z orders, colour...) are its own; its content size defaults to the
// source's design size.
#pragma once

#include "diorama/scene/node.h"

namespace diorama {

class Instance : public Node {
public:
    Instance() = default;
    std::string_view typeName() const override { return "Instance"; }

    // The source scene's path, relative to the scene file that names it.
    const std::string& source() const { return m_source; }
    void setSource(std::string path) { m_source = std::move(path); }
    // The source's design size: the default content size.
    Size sourceDesignSize() const { return m_sourceDesignSize; }
    void setSourceDesignSize(Size size) { m_sourceDesignSize = size; }
    // The speed its source's clips run at (cocos' ProjectNode InnerActionSpeed).
    float innerActionSpeed() const { return m_innerActionSpeed; }
    void setInnerActionSpeed(float speed) { m_innerActionSpeed = speed; }

protected:
    WorldBox drawBounds(const AffineTransform&) const override { return WorldBox::empty(); }

private:
    std::string m_source;
    Size m_sourceDesignSize{};
    float m_innerActionSpeed = 1.0f;
};

}  // namespace diorama
