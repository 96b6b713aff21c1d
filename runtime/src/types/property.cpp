#include "diorama/types/property.h"

#include <cmath>

namespace diorama {

namespace {

bool finite(float v) { return std::isfinite(v); }

std::string rangeText(const PropertyHints& h) {
    auto fmt = [](double v) {
        std::string s = std::to_string(v);
        s.erase(s.find_last_not_of('0') + 1);
        if (!s.empty() && s.back() == '.') s.pop_back();
        return s;
    };
    return "[" + fmt(h.min) + ", " + fmt(h.max) + "]";
}

}  // namespace

std::size_t alternativeIndexOf(ValueKind kind) {
    switch (kind) {
    case ValueKind::Bool: return 0;
    case ValueKind::Int:
    case ValueKind::Enum: return 1;
    case ValueKind::Float: return 2;
    case ValueKind::Point: return 3;
    case ValueKind::Extent: return 4;
    case ValueKind::Region: return 5;
    case ValueKind::Color: return 6;
    case ValueKind::String:
    case ValueKind::AssetPath: return 7;
    }
    return 7;
}

std::string describeKind(const PropertyDescriptor& p) {
    switch (p.kind) {
    case ValueKind::Bool: return "true or false";
    case ValueKind::Int: return "an integer";
    case ValueKind::Float: return "a number";
    case ValueKind::Point: return "[x, y]";
    case ValueKind::Extent: return "[width, height]";
    case ValueKind::Region: return "[x, y, width, height]";
    case ValueKind::Color: return "[r, g, b] in 0..255";
    case ValueKind::Enum: {
        std::string s = "one of";
        for (std::size_t i = 0; i < p.enumNames.size(); ++i) s += (i ? ", " : " ") + p.enumNames[i];
        return s;
    }
    case ValueKind::String: return "a string";
    case ValueKind::AssetPath: return "a path";
    }
    return "a value";
}

std::string PropertyDescriptor::validate(const PropertyValue& value) const {
    if (value.index() != alternativeIndexOf(kind)) return key + ": expected " + describeKind(*this);
    const bool ranged = hints.min != -INFINITY || hints.max != INFINITY;
    if (auto* f = std::get_if<float>(&value)) {
        if (!finite(*f)) return key + ": expected a finite number";
        if (ranged && (*f < hints.min || *f > hints.max)) return key + " must be in " + rangeText(hints);
    } else if (auto* i = std::get_if<int>(&value)) {
        if (kind == ValueKind::Enum && (*i < 0 || std::size_t(*i) >= enumNames.size()))
            return key + ": expected " + describeKind(*this);
        if (ranged && (*i < hints.min || *i > hints.max)) return key + " must be in " + rangeText(hints);
    } else if (auto* v = std::get_if<Vec2>(&value)) {
        if (!finite(v->x) || !finite(v->y)) return key + ": expected finite numbers";
    } else if (auto* s = std::get_if<Size>(&value)) {
        if (!finite(s->width) || !finite(s->height)) return key + ": expected finite numbers";
        if (s->width < 0 || s->height < 0) return "sizes cannot be negative";
    } else if (auto* r = std::get_if<Rect>(&value)) {
        if (!finite(r->origin.x) || !finite(r->origin.y) || !finite(r->size.width) || !finite(r->size.height))
            return key + ": expected finite numbers";
    }
    return check ? check(value) : std::string();
}

std::string PropertyDescriptor::set(Node& node, const PropertyValue& value, PropertyContext& context) const {
    std::string error = validate(value);
    if (error.empty()) apply(node, value, context);
    return error;
}

}  // namespace diorama
