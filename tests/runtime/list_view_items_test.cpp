// ListView items by index and from a model: cocos 3.17's pushBackCustomItem,
// insertCustomItem, removeItem, removeLastItem, removeAllItems, getIndex, setItemModel,
// pushBackDefaultItem and insertDefaultItem, with the copies cloneNode makes.
#include "diorama/nodes/button.h"
#include "diorama/nodes/list_view.h"
#include "diorama/scene/scene.h"
#include "diorama/types/builtin_types.h"
#include "diorama/types/clone.h"

#include <gtest/gtest.h>

using namespace diorama;

namespace {

std::unique_ptr<Node> row(const char* name) {
    auto n = std::make_unique<Node>(name);
    n->setContentSize({100, 20});
    return n;
}

std::vector<std::string> names(const ListView& list) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < list.itemCount(); ++i) out.push_back(list.item(int(i))->name());
    return out;
}

// A 200 x 200 vertical list: rows of 20 stack down from its top, item i at y 180 − 20 i.
struct List {
    Scene scene;
    ListView* list = &scene.emplaceChild<ListView>();
    List() { list->setContentSize({200, 200}); }
};

}  // namespace

TEST(ListViewItems, AreAddedAtTheEndOrInsertedAtAnIndexAndLaidOutInThatOrder) {
    List l;
    ListView& list = *l.list;
    list.pushBackCustomItem(row("a"));
    list.pushBackCustomItem(row("b"));
    list.pushBackCustomItem(row("c"));
    Node& x = list.insertCustomItem(row("x"), 1);
    list.insertCustomItem(row("y"), 99);  // past the end: the last
    list.insertCustomItem(row("z"), -3);  // before the start: the first
    EXPECT_EQ(names(list), (std::vector<std::string>{"z", "a", "x", "b", "c", "y"}));
    EXPECT_EQ(list.indexOfItem(x), 2);
    Node stranger;
    EXPECT_EQ(list.indexOfItem(stranger), -1);
    list.refreshView();
    for (int i = 0; i < 6; ++i) EXPECT_EQ(list.item(i)->position(), (Vec2{0, 180.0f - 20 * i})) << i;
}

// cocos rewrites every item's local Z to its index to keep the order; here no Z changes
// but the new item's, which takes the Z of the item it goes before.
TEST(ListViewItems, AnInsertKeepsTheOrderWhenTheItemsZOrdersDiffer) {
    List l;
    ListView& list = *l.list;
    list.pushBackCustomItem(row("a"));
    list.pushBackCustomItem(row("b")).setLocalZOrder(5);
    list.pushBackCustomItem(row("c")).setLocalZOrder(5);
    list.insertCustomItem(row("x"), 1);
    list.insertCustomItem(row("y"), 2);
    EXPECT_EQ(names(list), (std::vector<std::string>{"a", "x", "y", "b", "c"}));
    EXPECT_EQ(list.item(0)->localZOrder(), 0);
    EXPECT_EQ(list.item(3)->localZOrder(), 5);
}

TEST(ListViewItems, AreRemovedByIndexTheLastOneOrAll) {
    List l;
    ListView& list = *l.list;
    for (const char* n : {"a", "b", "c", "d"}) list.pushBackCustomItem(row(n));
    list.removeItem(1);
    list.removeItem(7);  // out of range: nothing, as cocos
    list.removeItem(-1);
    EXPECT_EQ(names(list), (std::vector<std::string>{"a", "c", "d"}));
    list.removeLastItem();
    EXPECT_EQ(names(list), (std::vector<std::string>{"a", "c"}));
    list.refreshView();
    EXPECT_EQ(list.item(1)->position(), (Vec2{0, 160}));  // c moved up into b's place
    list.removeAllItems();
    EXPECT_EQ(list.itemCount(), 0u);
    list.removeLastItem();  // on an empty list: nothing
}

// cocos' setItemModel(widget) then pushBackDefaultItem: each default item is a copy of
// the model, its children too, and later changes to one copy touch neither the model nor
// the other copies. Without a model nothing is added.
TEST(ListViewItems, DefaultItemsAreCopiesOfTheModel) {
    List l;
    ListView& list = *l.list;
    EXPECT_EQ(list.pushBackDefaultItem(), nullptr);
    EXPECT_EQ(list.insertDefaultItem(0), nullptr);
    EXPECT_EQ(list.itemCount(), 0u);

    auto model = std::make_unique<Button>();
    model->setName("entry");
    model->setTag(7);
    model->setContentSize({120, 40});
    model->setScale(1.5f);
    model->setPressedActionEnabled(true);
    model->setZoomScale(0.2f);
    model->setTitleFontSize(18);
    auto badge = std::make_unique<Node>("badge");
    badge->setPosition({10, 5});
    model->addChild(std::move(badge));
    list.setItemModel(copiesOf(std::move(model), builtinNodeTypes(), PropertyContext{}));
    ASSERT_TRUE(list.hasItemModel());

    Node* first = list.pushBackDefaultItem();
    ASSERT_NE(first, nullptr);
    first->setScale(3);  // the next copy is the model's, not this one's
    Node* second = list.pushBackDefaultItem();
    Node* front = list.insertDefaultItem(0);
    ASSERT_NE(second, nullptr);
    ASSERT_NE(front, nullptr);
    EXPECT_EQ(list.itemCount(), 3u);
    EXPECT_EQ(list.item(0), front);
    for (Node* n : {first, second, front}) {
        ASSERT_EQ(n->typeName(), "Button");
        const auto& b = static_cast<const Button&>(*n);
        EXPECT_EQ(b.name(), "entry");
        EXPECT_EQ(b.tag(), 7);
        EXPECT_EQ(b.contentSize(), (Size{120, 40}));
        EXPECT_TRUE(b.isPressedActionEnabled());
        EXPECT_EQ(b.zoomScale(), 0.2f);
        EXPECT_EQ(b.titleFontSize(), 18.0f);
        ASSERT_EQ(b.childCount(), 1u);
        EXPECT_EQ(b.children()[0]->name(), "badge");
        EXPECT_EQ(b.children()[0]->position(), (Vec2{10, 5}));
    }
    EXPECT_EQ(first->scaleX(), 3.0f);
    EXPECT_EQ(second->scaleX(), 1.5f);
    EXPECT_NE(first->id(), second->id());
    EXPECT_NE(second->id(), front->id());
}

// A copy has every property a save would keep, equal to the source's.
TEST(CloneNode, CopiesEveryRegisteredPropertyAndTheChildren) {
    Button source;
    source.setContentSize({90, 30});
    source.setRotation(30);
    source.setOpacity(128);
    source.setVisible(false);
    source.setTitleText("");
    source.setBright(false);
    source.addChild(std::make_unique<Node>("inner")).setScale(2);
    PropertyContext context;
    const auto copy = cloneNode(source, builtinNodeTypes(), context);
    ASSERT_NE(copy, nullptr);
    const NodeType& type = builtinNodeTypes().typeOf(source);
    EXPECT_EQ(&builtinNodeTypes().typeOf(*copy), &type);
    for (const PropertyDescriptor& d : type.properties()) EXPECT_TRUE(d.get(*copy) == d.get(source)) << d.key;
    EXPECT_EQ(copy->parent(), nullptr);
    ASSERT_EQ(copy->childCount(), 1u);
    EXPECT_EQ(copy->children()[0]->scaleX(), 2.0f);
}
