#include "csd_writer.h"

#include <pugixml.hpp>

#include <cstdio>
#include <sstream>

namespace diorama::cocostudio {

namespace {

void writeNode(pugi::xml_node parent, const char* elementName, const StudioNode& node) {
    pugi::xml_node el = parent.append_child(elementName);
    for (const auto& [name, value] : node.attributes.items())
        if (name != "ctype") el.append_attribute(name.c_str()).set_value(value.c_str());
    el.append_attribute("ctype").set_value(node.ctype.c_str());
    // Studio's order: Size, then Children, then the other property elements.
    auto writeElement = [&](const StudioElement& e) {
        pugi::xml_node x = el.append_child(e.name.c_str());
        for (const auto& [name, value] : e.attributes.items())
            x.append_attribute(name.c_str()).set_value(value.c_str());
    };
    if (const StudioElement* size = node.findElement("Size")) writeElement(*size);
    if (!node.children.empty()) {
        pugi::xml_node children = el.append_child("Children");
        for (const auto& c : node.children) writeNode(children, "AbstractNodeData", *c);
    }
    for (const StudioElement& e : node.elements)
        if (e.name != "Size") writeElement(e);
}

// A kept element's XML, re-parsed and appended; a fragment that no longer parses is
// replaced by `fallback`.
void appendXml(pugi::xml_node parent, const std::string& xml) {
    pugi::xml_document fragment;
    if (!fragment.load_string(xml.c_str())) return;
    for (pugi::xml_node c = fragment.first_child(); c; c = c.next_sibling()) parent.append_copy(c);
}

void writeAnimation(pugi::xml_node content, const StudioAnimation& animation) {
    pugi::xml_node el = content.append_child("Animation");
    el.append_attribute("Duration").set_value(std::to_string(animation.duration).c_str());
    el.append_attribute("Speed").set_value(studioNumber(animation.speed).c_str());
    for (const StudioTimeline& t : animation.timelines) {
        pugi::xml_node timeline = el.append_child("Timeline");
        timeline.append_attribute("ActionTag").set_value(std::to_string(t.actionTag).c_str());
        timeline.append_attribute("Property").set_value(t.property.c_str());
        for (const StudioFrame& f : t.frames) {
            pugi::xml_node frame = timeline.append_child(f.element.c_str());
            for (const auto& [name, value] : f.attributes.items())
                frame.append_attribute(name.c_str()).set_value(value.c_str());
            for (const StudioElement& c : f.children) {
                pugi::xml_node child = frame.append_child(c.name.c_str());
                for (const auto& [name, value] : c.attributes.items())
                    child.append_attribute(name.c_str()).set_value(value.c_str());
            }
            if (!f.hasEasing) continue;
            pugi::xml_node easing = frame.append_child("EasingData");
            easing.append_attribute("Type").set_value(std::to_string(f.easingType).c_str());
            if (f.easingPoints.empty()) continue;
            pugi::xml_node points = easing.append_child("Points");
            for (std::size_t i = 0; i + 1 < f.easingPoints.size(); i += 2) {
                pugi::xml_node p = points.append_child("PointF");
                p.append_attribute("X").set_value(studioNumber(f.easingPoints[i]).c_str());
                p.append_attribute("Y").set_value(studioNumber(f.easingPoints[i + 1]).c_str());
            }
        }
    }
    if (animation.infos.empty()) return;
    pugi::xml_node list = content.append_child("AnimationList");
    for (const StudioAnimationInfo& info : animation.infos) {
        pugi::xml_node i = list.append_child("AnimationInfo");
        i.append_attribute("Name").set_value(info.name.c_str());
        i.append_attribute("StartIndex").set_value(std::to_string(info.startIndex).c_str());
        i.append_attribute("EndIndex").set_value(std::to_string(info.endIndex).c_str());
    }
}

// A stable GUID-shaped id from the document's name, so exporting twice gives the same file.
std::string documentId(const std::string& name) {
    std::uint64_t a = 1469598103934665603ull, b = 1099511628211ull;
    for (unsigned char c : name) {
        a = (a ^ c) * 1099511628211ull;
        b = (b ^ c) * 14029467366897019727ull + 1;
    }
    char text[40];
    std::snprintf(text, sizeof text, "%08x-%04x-%04x-%04x-%012llx", unsigned(a >> 32), unsigned((a >> 16) & 0xffff),
                  unsigned(a & 0xffff), unsigned(b >> 48), (unsigned long long)(b & 0xffffffffffffull));
    return text;
}

}  // namespace

std::string writeCsd(const StudioDocument& doc) {
    pugi::xml_document xml;
    pugi::xml_node file = xml.append_child("GameFile");
    pugi::xml_node group = file.append_child("PropertyGroup");
    group.append_attribute("Name").set_value(doc.name.c_str());
    group.append_attribute("Type").set_value(doc.type.c_str());
    group.append_attribute("ID").set_value(documentId(doc.name).c_str());
    group.append_attribute("Version").set_value("3.10.0.0");
    pugi::xml_node outer = file.append_child("Content");
    outer.append_attribute("ctype").set_value("GameProjectContent");
    pugi::xml_node content = outer.append_child("Content");
    if (doc.animation) {
        writeAnimation(content, *doc.animation);
    } else if (!doc.animationXml.empty()) {
        appendXml(content, doc.animationXml);
    } else {
        pugi::xml_node animation = content.append_child("Animation");
        animation.append_attribute("Duration").set_value("0");
        animation.append_attribute("Speed").set_value("1.0000");
    }
    if (!doc.animation && !doc.animationListXml.empty()) appendXml(content, doc.animationListXml);
    writeNode(content, "ObjectData", *doc.root);
    std::ostringstream out;
    xml.save(out, "  ", pugi::format_indent | pugi::format_no_declaration, pugi::encoding_utf8);
    return out.str();
}

}  // namespace diorama::cocostudio
