#include "record_view.h"

#include <string>

namespace diorama::detail {

Json StreamScalar::json() const {
    switch (kind) {
    case Kind::Null: return Json(nullptr);
    case Kind::Bool: return Json(boolean);
    case Kind::Signed: return Json(signedValue);
    case Kind::Unsigned: return Json(unsignedValue);
    case Kind::Float: return Json(floatValue);
    case Kind::String: return Json(std::string(text));
    }
    return Json();
}

// nlohmann's names, so that a message reads the same from either reader.
const char* StreamView::typeName() const {
    if (m_tree) return m_tree->type_name();
    if (m_array) return "array";
    switch (m_scalar->kind) {
    case StreamScalar::Kind::Null: return "null";
    case StreamScalar::Kind::Bool: return "boolean";
    case StreamScalar::Kind::String: return "string";
    default: return "number";
    }
}

// The conversions nlohmann's get<>() makes.
double StreamView::number() const {
    if (m_tree) return m_tree->get<double>();
    switch (m_scalar->kind) {
    case StreamScalar::Kind::Signed: return double(m_scalar->signedValue);
    case StreamScalar::Kind::Unsigned: return double(m_scalar->unsignedValue);
    default: return m_scalar->floatValue;
    }
}

long long StreamView::signedInteger() const {
    if (m_tree) return m_tree->get<long long>();
    switch (m_scalar->kind) {
    case StreamScalar::Kind::Signed: return m_scalar->signedValue;
    case StreamScalar::Kind::Unsigned: return (long long)m_scalar->unsignedValue;
    default: return (long long)m_scalar->floatValue;
    }
}

unsigned long long StreamView::unsignedInteger() const {
    if (m_tree) return m_tree->get<unsigned long long>();
    switch (m_scalar->kind) {
    case StreamScalar::Kind::Signed: return (unsigned long long)m_scalar->signedValue;
    case StreamScalar::Kind::Unsigned: return m_scalar->unsignedValue;
    default: return (unsigned long long)m_scalar->floatValue;
    }
}

Json StreamView::json() const {
    if (m_tree) return *m_tree;
    if (m_scalar) return m_scalar->json();
    Json array = Json::array();
    for (std::size_t i = 0; i < m_array->count; ++i) array.push_back(m_array->items[i].json());
    return array;
}

}  // namespace diorama::detail
