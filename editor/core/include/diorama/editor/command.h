// Undoable edits. Panels never change the scene directly: they build a Command and hand
// it to the document's CommandStack. Commands remember nodes by NodeId, never by pointer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace diorama {

class Document;
struct AssetPathMove;

class Command {
public:
    virtual ~Command() = default;
    // Both return false when the document no longer fits the command (nothing changes).
    virtual bool apply(Document& doc) = 0;
    virtual bool revert(Document& doc) = 0;
    // Shown in the Edit menu: "Undo <label>".
    virtual std::string label() const = 0;
    // Absorb `next` (already applied) into this command, e.g. consecutive drag steps.
    virtual bool mergeWith(const Command& /*next*/) { return false; }
    // Rewrites the asset paths the command keeps (values, nodes it holds while they are
    // out of the scene) when the document moves to another folder, so that undo and redo
    // restore paths that still name the same files (asset_paths.h).
    virtual void rebaseAssetPaths(const AssetPathMove& /*move*/) {}
    // False for a step after which the document would save the same text (reading a
    // nested scene's changed source again): it does not make the document unsaved.
    virtual bool changesFile() const { return true; }
};

// Several commands undone and redone as one step.
class CommandGroup : public Command {
public:
    explicit CommandGroup(std::string label, bool changesFile = true)
        : m_label(std::move(label)), m_changesFile(changesFile) {}
    void add(std::unique_ptr<Command> c) { m_commands.push_back(std::move(c)); }
    bool empty() const { return m_commands.empty(); }
    bool apply(Document& doc) override;
    bool revert(Document& doc) override;
    std::string label() const override { return m_label; }
    void rebaseAssetPaths(const AssetPathMove& move) override {
        for (auto& c : m_commands) c->rebaseAssetPaths(move);
    }
    bool changesFile() const override { return m_changesFile; }

private:
    std::string m_label;
    bool m_changesFile;
    std::vector<std::unique_ptr<Command>> m_commands;
};

class CommandStack {
public:
    explicit CommandStack(std::size_t maxDepth = 500) : m_maxDepth(maxDepth) {}

    // Applies `command` (or merges it into the previous step while a merge window is
    // open, so one drag is one undo step). False when the command could not apply.
    bool execute(Document& doc, std::unique_ptr<Command> command);
    // Applies `command` as part of the last step, so that one undo takes back both (record
    // mode's keys with the edit that made them). It is a step of its own when there is no
    // last step to join, or the last step is the saved state.
    bool executeWithLast(Document& doc, std::unique_ptr<Command> command);
    // Commands executed so far (undo and redo not counted): tells an edit from an undo.
    std::uint64_t executions() const { return m_executions; }
    bool undo(Document& doc);
    bool redo(Document& doc);
    bool canUndo() const { return m_index > 0; }
    bool canRedo() const { return m_index < m_steps.size(); }
    std::string undoLabel() const;
    std::string redoLabel() const;

    // Between these, consecutive mergeable commands collapse into one step. A window's
    // first command starts a step of its own: two drags of one node are two steps.
    void openMergeWindow() {
        m_mergeOpen = true;
        m_mergeFresh = true;
    }
    void closeMergeWindow() { m_mergeOpen = false; }
    // Opens a window whose first command may join the last step (a burst of nudges).
    void continueMergeWindow() {
        m_mergeOpen = true;
        m_mergeFresh = false;
    }

    // Commands executed between begin and end become one step.
    void beginGroup(std::string label);
    void endGroup(Document& doc);

    void markSaved() {
        m_savedIndex = m_index;
        m_savedValid = true;
    }
    // No state of the history is on disk (a recovered document).
    void markUnsaved() { m_savedValid = false; }
    // At the saved step, or only steps that change nothing in the file away from it.
    bool isAtSavePoint() const;
    void clear();
    std::size_t size() const { return m_steps.size(); }
    std::size_t maxDepth() const { return m_maxDepth; }
    // Takes effect from the next executed command.
    void setMaxDepth(std::size_t depth) { m_maxDepth = depth; }
    // Every step's asset paths (Command::rebaseAssetPaths).
    void rebaseAssetPaths(const AssetPathMove& move) {
        for (auto& step : m_steps) step->rebaseAssetPaths(move);
        if (m_group) m_group->rebaseAssetPaths(move);
    }

private:
    void push(std::unique_ptr<Command> command);
    std::vector<std::unique_ptr<Command>> m_steps;
    std::size_t m_index = 0;  // steps before it are applied
    std::size_t m_savedIndex = 0;
    bool m_savedValid = true;
    bool m_mergeOpen = false;
    bool m_mergeFresh = false;  // the open window has no step yet
    std::size_t m_maxDepth;
    std::unique_ptr<CommandGroup> m_group;
    int m_groupDepth = 0;
    std::uint64_t m_executions = 0;
};

}  // namespace diorama
