#include "studio_model.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace diorama::cocostudio {

void Attributes::set(std::string name, std::string value) {
    auto it = std::find_if(m_items.begin(), m_items.end(), [&](const auto& a) { return a.first == name; });
    if (it != m_items.end())
        it->second = std::move(value);
    else
        m_items.emplace_back(std::move(name), std::move(value));
}

const std::string* Attributes::find(std::string_view name) const {
    auto it = std::find_if(m_items.begin(), m_items.end(), [&](const auto& a) { return a.first == name; });
    return it == m_items.end() ? nullptr : &it->second;
}

std::string Attributes::get(std::string_view name, std::string_view fallback) const {
    const std::string* v = find(name);
    return v ? *v : std::string(fallback);
}

void Attributes::erase(std::string_view name) {
    std::erase_if(m_items, [&](const auto& a) { return a.first == name; });
}

StudioElement& StudioNode::element(std::string_view name) {
    auto it = std::find_if(elements.begin(), elements.end(), [&](const StudioElement& e) { return e.name == name; });
    if (it != elements.end()) return *it;
    elements.push_back({std::string(name), {}});
    return elements.back();
}

const StudioElement* StudioNode::findElement(std::string_view name) const {
    auto it = std::find_if(elements.begin(), elements.end(), [&](const StudioElement& e) { return e.name == name; });
    return it == elements.end() ? nullptr : &*it;
}

std::string studioNumber(float value) {
    if (!std::isfinite(value)) value = 0;
    if (value == 0) value = 0;  // no "-0"
    char buffer[32];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string("0");
}

std::string studioBool(bool value) { return value ? "True" : "False"; }

float parseStudioNumber(std::string_view text, float fallback) {
    float value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size() || !std::isfinite(value)) return fallback;
    return value;
}

int parseStudioInt(std::string_view text, int fallback) {
    long long value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc() && ptr == text.data() + text.size() && value >= INT32_MIN && value <= INT32_MAX)
        return int(value);
    // Studio writes some integers with decimals ("14.0000").
    const float f = parseStudioNumber(text, float(fallback));
    return f >= float(INT32_MIN) && f <= float(INT32_MAX) ? int(std::lround(f)) : fallback;
}

bool parseStudioBool(std::string_view text, bool fallback) {
    if (text == "True" || text == "true") return true;
    if (text == "False" || text == "false") return false;
    return fallback;
}

}  // namespace diorama::cocostudio
