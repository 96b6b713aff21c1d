// The per-target entries that the ActionManager and the Scheduler walk every frame, in
// order of creation (cocos' hash lists). An entry may leave while the walk runs: it is
// kept alive in `dead` until the walk ends, as a caller up the stack may still hold it,
// and the walk's index follows the shift, so the walk goes on with the entry after it.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

namespace diorama {

template <class Entry>
void eraseWalkedEntry(std::vector<std::unique_ptr<Entry>>& entries, std::size_t index, bool walking,
                      std::size_t& walkIndex, std::vector<std::unique_ptr<Entry>>& dead) {
    if (walking) dead.push_back(std::move(entries[index]));
    entries.erase(entries.begin() + std::ptrdiff_t(index));
    if (walking && index < walkIndex) --walkIndex;
}

template <class Entry>
std::size_t indexOfEntry(const std::vector<std::unique_ptr<Entry>>& entries, const Entry& entry) {
    std::size_t i = 0;
    while (entries[i].get() != &entry) ++i;
    return i;
}

}  // namespace diorama
