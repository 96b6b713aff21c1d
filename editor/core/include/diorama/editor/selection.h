// The editor's selection: node ids (never pointers), with one primary node that the
// inspector shows and gizmos act on.
#pragma once

#include "diorama/scene/node_id.h"

#include <algorithm>
#include <vector>

namespace diorama {

class Selection {
public:
    const std::vector<NodeId>& ids() const { return m_ids; }
    NodeId primary() const { return m_ids.empty() ? NodeId{} : m_ids.back(); }
    bool empty() const { return m_ids.empty(); }
    std::size_t size() const { return m_ids.size(); }
    bool contains(NodeId id) const { return std::find(m_ids.begin(), m_ids.end(), id) != m_ids.end(); }

    void clear() { m_ids.clear(); }
    void set(NodeId id) {
        m_ids.clear();
        if (id) m_ids.push_back(id);
    }
    // Adds (or moves to primary) the node.
    void add(NodeId id) {
        if (!id) return;
        remove(id);
        m_ids.push_back(id);
    }
    void remove(NodeId id) { std::erase(m_ids, id); }
    void toggle(NodeId id) {
        if (contains(id))
            remove(id);
        else
            add(id);
    }
    void setAll(std::vector<NodeId> ids) { m_ids = std::move(ids); }

private:
    std::vector<NodeId> m_ids;  // the last one is primary
};

}  // namespace diorama
