#include "diorama/serialization/node_path.h"

#include <algorithm>
#include <charconv>

namespace diorama {

std::vector<Node*> childrenInFileOrder(const Node& parent) {
    std::vector<Node*> out;
    out.reserve(parent.childCount());
    for (auto& c : parent.children()) out.push_back(c.get());
    std::stable_sort(out.begin(), out.end(),
                     [](const Node* a, const Node* b) { return a->orderOfArrival() < b->orderOfArrival(); });
    return out;
}

std::size_t fileIndexOf(const Node& node) {
    // Arrival numbers are unique among siblings, so the file index is a count: no sort.
    if (!node.parent()) return 0;
    std::size_t index = 0;
    for (const auto& sibling : node.parent()->children())
        if (sibling->orderOfArrival() < node.orderOfArrival()) ++index;
    return index;
}

namespace {
template <class SegmentOf>
std::string joinPath(const Node& node, SegmentOf&& segmentOf) {
    if (!node.parent()) return "";
    std::vector<std::string> parts;
    for (const Node* n = &node; n->parent(); n = n->parent())
        parts.push_back(n->name().empty() ? "#" + std::to_string(segmentOf(*n)) : n->name());
    std::string out;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
        if (!out.empty()) out += '/';
        out += *it;
    }
    return out;
}
}  // namespace

std::string nodePath(const Node& node) { return joinPath(node, fileIndexOf); }

std::string NodePathIndex::pathOf(const Node& node) {
    return joinPath(node, [this](const Node& n) {
        auto [it, inserted] = m_fileIndex.try_emplace(n.parent());
        if (inserted) {
            const auto siblings = childrenInFileOrder(*n.parent());
            for (std::size_t i = 0; i < siblings.size(); ++i) it->second.emplace(siblings[i], i);
        }
        return it->second.at(&n);
    });
}

Node* findNodeByPath(Node& root, std::string_view path) {
    Node* current = &root;
    if (!path.empty() && path.front() == '/') path.remove_prefix(1);
    while (!path.empty()) {
        const std::size_t slash = path.find('/');
        const std::string_view segment = path.substr(0, slash);
        path = slash == std::string_view::npos ? std::string_view{} : path.substr(slash + 1);
        const auto children = childrenInFileOrder(*current);
        Node* next = nullptr;
        for (Node* c : children)
            if (c->name() == segment) {
                next = c;
                break;
            }
        if (!next && segment.size() > 1 && segment.front() == '#') {
            // "#99999999999999999999" names no node: an index past any count, not an error.
            const std::string_view digits = segment.substr(1);
            std::size_t index = 0;
            const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
            if (error == std::errc() && end == digits.data() + digits.size() && digits.front() != '+' &&
                index < children.size() && children[index]->name().empty())
                next = children[index];
        }
        if (!next) return nullptr;
        current = next;
    }
    return current;
}

std::string nodePathBelow(const Node& ancestor, const Node& node) {
    std::vector<std::string> parts;
    for (const Node* n = &node; n && n != &ancestor; n = n->parent()) {
        const std::string name(n->name());
        parts.push_back(name.empty() ? "#" + std::to_string(fileIndexOf(*n)) : name);
    }
    std::string out;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) out += (out.empty() ? "" : "/") + *it;
    return out;
}

}  // namespace diorama
