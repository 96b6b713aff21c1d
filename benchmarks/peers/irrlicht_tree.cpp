#include "irrlicht_tree.h"

#include <benchmark/benchmark.h>
#include <irrlicht.h>

namespace diorama::bench {

struct IrrlichtTree::Impl {
    irr::IrrlichtDevice* device = nullptr;
    irr::scene::ISceneNode* root = nullptr;
    std::vector<irr::scene::ISceneNode*> nodes;
};

IrrlichtTree::IrrlichtTree(const std::vector<std::int32_t>& parents) : m_impl(new Impl) {
    m_impl->device = irr::createDevice(irr::video::EDT_NULL);
    irr::scene::ISceneManager* smgr = m_impl->device->getSceneManager();
    m_impl->root = smgr->getRootSceneNode();
    for (std::size_t i = 0; i < parents.size(); ++i) {
        irr::scene::ISceneNode* parent = parents[i] >= 0 ? m_impl->nodes[std::size_t(parents[i])] : m_impl->root;
        m_impl->nodes.push_back(smgr->addEmptySceneNode(parent));
        m_impl->nodes.back()->setPosition(irr::core::vector3df(irr::f32(i % 100), 0, 0));
    }
}

IrrlichtTree::~IrrlichtTree() { m_impl->device->drop(); }

void IrrlichtTree::move(std::uint32_t i, float dx) {
    irr::scene::ISceneNode* n = m_impl->nodes[i];
    n->setPosition(n->getPosition() + irr::core::vector3df(dx, 0, 0));
}

void IrrlichtTree::update() {
    m_impl->root->OnAnimate(0);  // updates absolute transforms of the whole tree
    benchmark::DoNotOptimize(m_impl->nodes.back()->getAbsolutePosition());
}

}  // namespace diorama::bench
