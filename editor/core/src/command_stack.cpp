#include "diorama/editor/command.h"

#include <algorithm>
#include <utility>

namespace diorama {

bool CommandGroup::apply(Document& doc) {
    for (std::size_t i = 0; i < m_commands.size(); ++i)
        if (!m_commands[i]->apply(doc)) {
            while (i-- > 0) m_commands[i]->revert(doc);  // all or nothing
            return false;
        }
    return true;
}

bool CommandGroup::revert(Document& doc) {
    for (std::size_t i = m_commands.size(); i-- > 0;)
        if (!m_commands[i]->revert(doc)) return false;
    return true;
}

void CommandStack::push(std::unique_ptr<Command> command) {
    if (m_index < m_steps.size()) {
        if (m_savedValid && m_savedIndex > m_index) m_savedValid = false;  // the saved state is gone for good
        m_steps.erase(m_steps.begin() + std::ptrdiff_t(m_index), m_steps.end());
    }
    m_steps.push_back(std::move(command));
    ++m_index;
    if (m_steps.size() > m_maxDepth) {
        m_steps.erase(m_steps.begin());
        --m_index;
        if (m_savedIndex == 0)
            m_savedValid = false;
        else
            --m_savedIndex;
    }
}

bool CommandStack::isAtSavePoint() const {
    if (!m_savedValid) return false;
    const auto [from, to] = std::minmax(m_index, m_savedIndex);
    for (std::size_t i = from; i < to; ++i)
        if (m_steps[i]->changesFile()) return false;
    return true;
}

bool CommandStack::execute(Document& doc, std::unique_ptr<Command> command) {
    // The make...Command functions return null when refused: nothing to do.
    if (!command || !command->apply(doc)) return false;
    ++m_executions;
    if (m_group) {
        m_group->add(std::move(command));
        return true;
    }
    const bool fresh = std::exchange(m_mergeFresh, false);
    if (m_mergeOpen && !fresh && m_index > 0 && m_index == m_steps.size() && !isAtSavePoint() &&
        m_steps.back()->mergeWith(*command))
        return true;
    push(std::move(command));
    return true;
}

bool CommandStack::executeWithLast(Document& doc, std::unique_ptr<Command> command) {
    if (!command || !command->apply(doc)) return false;
    ++m_executions;
    m_mergeOpen = false;  // the joined step merges no further
    if (m_group) {
        m_group->add(std::move(command));
        return true;
    }
    const bool lastIsSaved = m_savedValid && m_savedIndex == m_index;
    if (m_index == 0 || m_index != m_steps.size() || lastIsSaved) {
        push(std::move(command));
        return true;
    }
    auto joined = std::make_unique<CommandGroup>(m_steps.back()->label(), true);
    joined->add(std::move(m_steps.back()));
    joined->add(std::move(command));
    m_steps.back() = std::move(joined);
    return true;
}

bool CommandStack::undo(Document& doc) {
    if (!canUndo()) return false;
    m_mergeOpen = false;
    if (!m_steps[m_index - 1]->revert(doc)) return false;
    --m_index;
    return true;
}

bool CommandStack::redo(Document& doc) {
    if (!canRedo()) return false;
    m_mergeOpen = false;
    if (!m_steps[m_index]->apply(doc)) return false;
    ++m_index;
    return true;
}

std::string CommandStack::undoLabel() const { return canUndo() ? m_steps[m_index - 1]->label() : std::string(); }
std::string CommandStack::redoLabel() const { return canRedo() ? m_steps[m_index]->label() : std::string(); }

void CommandStack::beginGroup(std::string label) {
    if (m_groupDepth++ == 0) m_group = std::make_unique<CommandGroup>(std::move(label));
}

void CommandStack::endGroup(Document&) {
    if (m_groupDepth == 0 || --m_groupDepth > 0) return;
    std::unique_ptr<CommandGroup> group = std::move(m_group);
    if (!group->empty()) push(std::move(group));
}

void CommandStack::clear() {
    m_steps.clear();
    m_index = 0;
    m_savedIndex = 0;
    m_savedValid = true;
    m_group.reset();
    m_groupDepth = 0;
}

}  // namespace diorama
