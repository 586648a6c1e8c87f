#include "core/common/jsonstreamwriter.h"

#include <cmath>

namespace soundstage {

JsonStreamWriter::JsonStreamWriter(Sink sink, bool indented)
    : m_out(std::move(sink))
    , m_indented(indented) {}

void JsonStreamWriter::newline() {
    m_out << '\n';
    for (std::size_t i = 0; i < m_levels.size(); ++i)
        m_out << std::string_view("    ");
}

void JsonStreamWriter::beforeValue() {
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.empty())
        return;
    Level& level = m_levels.back();
    if (!level.empty)
        m_out << ',';
    level.empty = false;
    if (m_indented)
        newline();
}

JsonStreamWriter& JsonStreamWriter::key(std::string_view name) {
    Q_ASSERT(!m_levels.empty() && !m_afterKey);
    beforeValue();
    m_out << '"';
    m_out << name;
    m_out << (m_indented ? "\": " : "\":");
    m_afterKey = true;
    return *this;
}

void JsonStreamWriter::beginObject() {
    beforeValue();
    m_out << '{';
    m_levels.push_back({});
}

void JsonStreamWriter::beginArray() {
    beforeValue();
    m_out << '[';
    m_levels.push_back({});
}

void JsonStreamWriter::endObject() {
    Q_ASSERT(!m_levels.empty() && !m_afterKey);
    const bool empty = m_levels.back().empty;
    m_levels.pop_back();
    if (m_indented && !empty)
        newline();
    m_out << '}';
    m_out.flushIfFull();
}

void JsonStreamWriter::endArray() {
    Q_ASSERT(!m_levels.empty() && !m_afterKey);
    const bool empty = m_levels.back().empty;
    m_levels.pop_back();
    if (m_indented && !empty)
        newline();
    m_out << ']';
    m_out.flushIfFull();
}

void JsonStreamWriter::escaped(const char* text, qsizetype size) {
    m_out << '"';
    for (qsizetype i = 0; i < size; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        switch (c) {
        case '"':
            m_out << std::string_view("\\\"");
            break;
        case '\\':
            m_out << std::string_view("\\\\");
            break;
        case '\b':
            m_out << std::string_view("\\b");
            break;
        case '\f':
            m_out << std::string_view("\\f");
            break;
        case '\n':
            m_out << std::string_view("\\n");
            break;
        case '\r':
            m_out << std::string_view("\\r");
            break;
        case '\t':
            m_out << std::string_view("\\t");
            break;
        default:
            if (c < 0x20) {
                static constexpr char hex[] = "0123456789abcdef";
                const char code[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
                m_out << std::string_view(code, 6);
            } else {
                m_out << static_cast<char>(c);
            }
        }
    }
    m_out << '"';
}

void JsonStreamWriter::value(std::string_view ascii) {
    beforeValue();
    escaped(ascii.data(), static_cast<qsizetype>(ascii.size()));
}

void JsonStreamWriter::value(const QString& text) {
    beforeValue();
    const QByteArray utf8 = text.toUtf8();
    escaped(utf8.constData(), utf8.size());
}

void JsonStreamWriter::value(qint64 number) {
    beforeValue();
    m_out << number;
}

void JsonStreamWriter::value(double number) {
    if (!std::isfinite(number))
        return null();
    beforeValue();
    m_out.shortest(number);
}

void JsonStreamWriter::value(float number) {
    if (!std::isfinite(number))
        return null();
    beforeValue();
    m_out.shortest(number);
}

void JsonStreamWriter::hexIdValue(quint32 id) {
    beforeValue();
    m_out << '"';
    m_out.hexId(id);
    m_out << '"';
}

void JsonStreamWriter::rawValue(std::string_view json) {
    beforeValue();
    m_out << json;
}

void JsonStreamWriter::value(bool flag) {
    beforeValue();
    m_out << (flag ? "true" : "false");
}

void JsonStreamWriter::null() {
    beforeValue();
    m_out << std::string_view("null");
}

void JsonStreamWriter::finish() {
    Q_ASSERT(m_levels.empty());
    m_out << '\n';
    m_out.flush();
}

} // namespace soundstage
