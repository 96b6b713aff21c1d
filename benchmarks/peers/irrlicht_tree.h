// Irrlicht's headers do not compile as C++20 (irrXML's template-id constructors), so its
// adapter lives in a C++17 file behind this plain interface.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

namespace diorama::bench {

class IrrlichtTree {
public:
    explicit IrrlichtTree(const std::vector<std::int32_t>& parents);
    ~IrrlichtTree();
    void move(std::uint32_t i, float dx);
    void update();

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace diorama::bench
