// Transform update on Ogre 1.12 (Ogre::Node) and Irrlicht 1.8 (empty scene nodes on the
// null driver), next to Diorama and the reference tree, from the same tree and moves.
#include "irrlicht_tree.h"
#include "reference_tree.h"
#include "transform_cases.h"

#include <OGRE/OgreNode.h>

using namespace diorama::bench;

namespace {

class OgreBenchNode : public Ogre::Node {
protected:
    Ogre::Node* createChildImpl() override { return new OgreBenchNode(); }
    Ogre::Node* createChildImpl(const Ogre::String&) override { return new OgreBenchNode(); }
};

class OgreTree {
public:
    explicit OgreTree(const std::vector<std::int32_t>& parents) {
        for (std::size_t i = 0; i < parents.size(); ++i) {
            m_nodes.push_back(new OgreBenchNode());
            m_nodes.back()->setPosition(Ogre::Real(i % 100), 0, 0);
            if (parents[i] >= 0) m_nodes[std::size_t(parents[i])]->addChild(m_nodes.back());
        }
    }
    ~OgreTree() {
        for (auto it = m_nodes.rbegin(); it != m_nodes.rend(); ++it) delete *it;
    }
    void move(std::uint32_t i, float dx) { m_nodes[i]->translate(dx, 0, 0); }
    void update() {
        m_nodes[0]->_update(true, false);
        benchmark::DoNotOptimize(m_nodes.back()->_getDerivedPosition());
    }

private:
    std::vector<Ogre::Node*> m_nodes;
};

#define PEER_CASES(mode, shape, modeName, shapeName)                                                                 \
    void transform_##modeName##_##shapeName##_diorama(benchmark::State& s) {                                         \
        runTransform<DioramaTree>(s, shape, mode);                                                                   \
    }                                                                                                                \
    void transform_##modeName##_##shapeName##_refptr(benchmark::State& s) { runTransform<RefTree>(s, shape, mode); } \
    void transform_##modeName##_##shapeName##_ogre(benchmark::State& s) { runTransform<OgreTree>(s, shape, mode); }  \
    void transform_##modeName##_##shapeName##_irrlicht(benchmark::State& s) {                                        \
        runTransform<IrrlichtTree>(s, shape, mode);                                                                  \
    }                                                                                                                \
    BENCHMARK(transform_##modeName##_##shapeName##_diorama)->Arg(10000)->Arg(100000)->Unit(benchmark::kMicrosecond); \
    BENCHMARK(transform_##modeName##_##shapeName##_refptr)->Arg(10000)->Arg(100000)->Unit(benchmark::kMicrosecond);  \
    BENCHMARK(transform_##modeName##_##shapeName##_ogre)->Arg(10000)->Arg(100000)->Unit(benchmark::kMicrosecond);    \
    BENCHMARK(transform_##modeName##_##shapeName##_irrlicht)->Arg(10000)->Arg(100000)->Unit(benchmark::kMicrosecond)

PEER_CASES(Mode::Move10, Shape::Flat, move10, flat);
PEER_CASES(Mode::Move10, Shape::Chain, move10, chain);
PEER_CASES(Mode::Move10, Shape::Fan8, move10, fan8);
PEER_CASES(Mode::Full, Shape::Flat, full, flat);
PEER_CASES(Mode::Full, Shape::Chain, full, chain);
PEER_CASES(Mode::Full, Shape::Fan8, full, fan8);
PEER_CASES(Mode::Static, Shape::Fan8, static, fan8);

}  // namespace

BENCHMARK_MAIN();
