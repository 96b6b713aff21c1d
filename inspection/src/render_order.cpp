#include "diorama/inspection/render_order.h"

#include "diorama/scene/node.h"
#include "diorama/scene/traversal.h"

#include <algorithm>
#include <sstream>

namespace diorama {

const char* globalZBandName(GlobalZBand band) {
    switch (band) {
    case GlobalZBand::Negative: return "negative";
    case GlobalZBand::Zero: return "zero";
    case GlobalZBand::Positive: return "positive";
    }
    return "zero";
}

RenderOrder renderOrderFrom(const RenderQueue& queue) {
    RenderOrder out;
    out.visit = queue.visits();
    const auto& order = queue.order();
    out.draw.reserve(order.size());
    for (std::uint32_t b = 0; b < queue.batches().size(); ++b) {
        const DrawBatch& batch = queue.batches()[b];
        std::vector<std::uint32_t> entries;
        for (std::uint32_t e = batch.firstEntry; e < batch.firstEntry + batch.entryCount; ++e) {
            const DrawCommand& cmd = queue.commands()[order[e]];
            DrawEntry entry;
            entry.node = cmd.nodeId;
            entry.nodePtr = cmd.node;
            entry.globalZ = cmd.globalZ;
            entry.band = cmd.globalZ < 0   ? GlobalZBand::Negative
                         : cmd.globalZ > 0 ? GlobalZBand::Positive
                                           : GlobalZBand::Zero;
            entry.batch = b;
            entry.part = cmd.part;
            entries.push_back(std::uint32_t(out.draw.size()));
            out.draw.push_back(entry);
        }
        out.batches.push_back(std::move(entries));
    }
    return out;
}

RenderOrder captureRenderOrder(Node& root) {
    RenderQueue queue;
    queue.setRecordVisits(true);
    NodeTraversal::visit(root, queue);
    return renderOrderFrom(queue);
}

namespace {

std::string label(const Node& n) {
    return n.name().empty() ? "<" + std::string(n.typeName()) + ">" : "'" + n.name() + "'";
}

std::vector<const Node*> chain(const Node& n) {
    std::vector<const Node*> out;
    for (const Node* p = &n; p; p = p->parent()) out.push_back(p);
    std::reverse(out.begin(), out.end());
    return out;
}

std::string num(float v) {
    std::ostringstream s;
    s << v;
    return s.str();
}

}  // namespace

OrderExplanation explainDrawOrder(const Node& a, const Node& b) {
    if (&a == &b) return {0, "the same node"};
    if (a.globalZOrder() != b.globalZOrder()) {
        const bool above = a.globalZOrder() > b.globalZOrder();
        return {above ? 1 : -1, label(a) + " draws " + (above ? "above " : "below ") + label(b) +
                                    " because its global Z (" + num(a.globalZOrder()) + ") is " +
                                    (above ? "greater" : "less") + " than " + num(b.globalZOrder()) +
                                    "; global Z is compared before anything in the tree, and it is not inherited"};
    }
    const auto ca = chain(a), cb = chain(b);
    std::size_t i = 0;
    while (i < ca.size() && i < cb.size() && ca[i] == cb[i]) ++i;
    if (i == 0) return {0, label(a) + " and " + label(b) + " are in different trees"};
    const Node& common = *ca[i - 1];
    if (i == ca.size() || i == cb.size()) {
        // One is the ancestor of the other.
        const bool aIsAncestor = i == ca.size();
        const Node& ancestor = aIsAncestor ? a : b;
        const Node& descendant = aIsAncestor ? b : a;
        const Node& branch = *(aIsAncestor ? cb[i] : ca[i]);
        const bool descendantBelow = branch.localZOrder() < 0;
        const bool aAbove = aIsAncestor ? descendantBelow : !descendantBelow;
        std::string why = descendantBelow
                              ? label(descendant) + " is under " + label(ancestor) + "'s child " + label(branch) +
                                    " whose local Z (" + std::to_string(branch.localZOrder()) +
                                    ") is negative, and negative-Z children draw before their parent"
                              : label(descendant) + " is under " + label(ancestor) + "'s child " + label(branch) +
                                    " whose local Z (" + std::to_string(branch.localZOrder()) +
                                    ") is not negative, and such children draw after their parent";
        return {aAbove ? 1 : -1, label(a) + " draws " + (aAbove ? "above " : "below ") + label(b) + ": " + why};
    }
    const Node& sa = *ca[i];
    const Node& sb = *cb[i];
    const std::string via = (&sa == &a && &sb == &b) ? "" : " (through " + label(sa) + " and " + label(sb) + ")";
    if (sa.localZOrder() != sb.localZOrder()) {
        const bool above = sa.localZOrder() > sb.localZOrder();
        return {above ? 1 : -1, label(a) + " draws " + (above ? "above " : "below ") + label(b) +
                                    " because under their common ancestor " + label(common) + " the local Z " +
                                    std::to_string(sa.localZOrder()) + " is " + (above ? "greater" : "less") +
                                    " than " + std::to_string(sb.localZOrder()) + via};
    }
    const bool above = sa.orderOfArrival() > sb.orderOfArrival();
    return {above ? 1 : -1, label(a) + " draws " + (above ? "above " : "below ") + label(b) +
                                " because under their common ancestor " + label(common) + " both have local Z " +
                                std::to_string(sa.localZOrder()) + " and " + label(above ? sa : sb) +
                                " was added or re-ordered later (order of arrival " +
                                std::to_string(std::max(sa.orderOfArrival(), sb.orderOfArrival())) + " > " +
                                std::to_string(std::min(sa.orderOfArrival(), sb.orderOfArrival())) + ")" + via};
}

}  // namespace diorama
