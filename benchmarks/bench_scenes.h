// Scenes shared by the timing benchmarks and the callgrind cases.
#pragma once

#include "bench_trees.h"
#include "diorama/director/director.h"
#include "diorama/nodes/sprite.h"
#include "diorama/serialization/scene_file_data.h"
#include "diorama/serialization/scene_io.h"

#include <memory>
#include <random>
#include <string>
#include <vector>

namespace diorama::bench {

// n 16x16 sprites on one texture over a 1024x768 screen; offscreenPercent of them far left.
struct SpriteScene {
    Scene scene{{1024, 768}};
    std::vector<Node*> sprites;
    SpriteScene(std::size_t n, int offscreenPercent) {
        TextureInfo tex;
        tex.handle = TextureHandle{2};
        tex.width = tex.height = 16;
        std::mt19937 rng(7);
        std::uniform_real_distribution<float> x(0, 1024), y(0, 768);
        for (std::size_t i = 0; i < n; ++i) {
            auto& s = scene.addChild(std::make_unique<Sprite>(tex));
            const bool off = int(i % 100) < offscreenPercent;
            s.setPosition(off ? Vec2{-5000.0f - x(rng), y(rng)} : Vec2{x(rng), y(rng)});
            sprites.push_back(&s);
        }
    }
};

// A running fan-8 tree of n nodes with `listeners` rejecting touch listeners on random
// nodes (scene-graph priority) or at fixed priorities: cocos' dispatch test parameters.
struct EventScene {
    Director director;
    std::vector<Node*> nodes;
    std::vector<ListenerHandle> handles;
    EventScene(std::size_t n, std::size_t listeners, bool fixedPriority) {
        director.runSceneNow(std::make_unique<Scene>());
        const auto parents = makeParents(Shape::Fan8, n);
        nodes.push_back(director.runningScene());
        for (std::size_t i = 1; i < n; ++i) {
            auto node = std::make_unique<Node>();
            node->setContentSize({10, 10});
            node->setPosition({float(i % 97), float(i % 89)});
            nodes.push_back(&nodes[std::size_t(parents[i])]->addChild(std::move(node), int(i % 7) - 3));
        }
        std::mt19937 rng(11);
        std::uniform_int_distribution<std::size_t> pick(1, n - 1);
        for (std::size_t i = 0; i < listeners; ++i) {
            auto l = std::make_shared<TouchOneByOneListener>();
            l->onTouchBegan = [](const Touch&, EventTouch&) { return false; };  // reject: all are visited
            if (fixedPriority)
                handles.push_back(director.eventDispatcher().addEventListenerWithFixedPriority(l, int(i % 50) + 1));
            else
                handles.push_back(
                    director.eventDispatcher().addEventListenerWithSceneGraphPriority(l, *nodes[pick(rng)]));
        }
    }
    void dispatch4() {
        EventTouch e(EventTouch::Code::Began, {Touch{0, {1, 1}}, Touch{1, {2, 2}}, Touch{2, {3, 3}}, Touch{3, {4, 4}}});
        director.eventDispatcher().dispatchEvent(e);
    }
};

// The text of a fan-8 scene of n named nodes with ids, positions, rotations, scales and
// z orders, as the writer saves it: the scene-load case.
inline std::string generatedScene(std::size_t n) {
    auto scene = std::make_unique<Scene>();
    const auto parents = makeParents(Shape::Fan8, n);
    std::vector<Node*> nodes{scene.get()};
    SceneFileData file;
    for (std::size_t i = 1; i < n; ++i) {
        auto node = std::make_unique<Node>("node" + std::to_string(i));
        node->setPosition({float(i % 1000) * 1.5f, float(i % 700) * 0.5f});
        node->setRotation(float(i % 360));
        node->setScale(1.25f);
        node->setLocalZOrder(int(i % 5));
        file.at(node->id()).fileId = "id" + std::to_string(i);
        nodes.push_back(&nodes[std::size_t(parents[i])]->addChild(std::move(node)));
    }
    return saveSceneToString(*scene, file);
}

}  // namespace diorama::bench
