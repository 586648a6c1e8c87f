#pragma once

#include "core/common/utf8writer.h"

#include <QString>
#include <QtGlobal>

#include <string_view>
#include <vector>

namespace soundstage {

/// Writes one JSON document piece by piece, for outputs too large to build as a QJsonDocument
/// first (a reachability report of a whole dat). The text goes through a Utf8Writer: handed to
/// `sink` in pieces of about 64 KiB as elements end, the rest at finish().
///
/// Compact (no spaces) or indented by four spaces per level, as QJsonDocument prints them.
/// Numbers: integers as they are; doubles as the shortest text that reads back to the same
/// double (std::to_chars); non-finite doubles as null (as QJsonValue writes them). Strings are
/// escaped as JSON requires and written as UTF-8. Keys keep the order they are written in.
///
/// The caller writes a well-formed document (key before each member value, matching ends);
/// this is checked only by Q_ASSERT. Not thread-safe.
class JsonStreamWriter final {
public:
    using Sink = Utf8Writer::Sink;

    JsonStreamWriter(Sink sink, bool indented);
    ~JsonStreamWriter() = default;
    Q_DISABLE_COPY_MOVE(JsonStreamWriter)

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    /// The name of the next member of the current object (ASCII; not escaped).
    JsonStreamWriter& key(std::string_view name);

    void value(std::string_view ascii); ///< a string of ASCII characters, escaped
    /// The same for a literal (which would otherwise become the bool overload's `true`).
    void value(const char* ascii) { value(std::string_view(ascii)); }
    void value(const QString& text); ///< a string, escaped, as UTF-8
    void value(qint64 number);
    void value(int number) { value(static_cast<qint64>(number)); }
    void value(double number);
    /// The shortest text that reads back to the same float (0.9, not 0.899999976).
    void value(float number);
    /// A record id as a string, as hexId() writes it: "0x0A00187F".
    void hexIdValue(quint32 id);
    /// A value already written as JSON (a cached array, say), as it is.
    void rawValue(std::string_view json);
    void value(bool flag);
    void null();

    /// Ends the document with a newline and hands the rest of the buffer to the sink.
    void finish();

private:
    void beforeValue();
    void newline();
    void escaped(const char* text, qsizetype size);

    struct Level {
        bool empty = true;
    };
    Utf8Writer m_out;
    bool m_indented = false;
    bool m_afterKey = false;
    std::vector<Level> m_levels;
};

} // namespace soundstage
