#pragma once

#include <QByteArray>
#include <QString>
#include <QtGlobal>

#include <functional>
#include <string>
#include <string_view>

namespace soundstage {

/// Text written as UTF-8 into one buffer that is handed to a sink in pieces: for reports of
/// megabytes (a whole dat's reachability), formatted without a QString per field and never held
/// whole in memory.
///
/// Appending never calls the sink; flushIfFull() does, once the buffer passes 64 KiB, so a
/// caller hands pieces on at its own record boundaries. flush() hands on the rest (the
/// destructor does too). Not thread-safe.
class Utf8Writer final {
public:
    using Sink = std::function<void(QByteArrayView utf8)>;

    explicit Utf8Writer(Sink sink);
    ~Utf8Writer();
    Q_DISABLE_COPY_MOVE(Utf8Writer)

    Utf8Writer& operator<<(std::string_view utf8) {
        m_buffer.append(utf8);
        return *this;
    }
    Utf8Writer& operator<<(const char* utf8) { return *this << std::string_view(utf8); }
    Utf8Writer& operator<<(char c) {
        m_buffer.push_back(c);
        return *this;
    }
    Utf8Writer& operator<<(const QString& text);
    Utf8Writer& operator<<(qint64 number);
    Utf8Writer& operator<<(int number) { return *this << static_cast<qint64>(number); }
    Utf8Writer& operator<<(quint32 number) { return *this << static_cast<qint64>(number); }
    Utf8Writer& operator<<(std::size_t number) { return *this << static_cast<qint64>(number); }

    /// `value` with `precision` significant digits as printf's %g writes it (and
    /// QString::number(value, 'g', precision)): 0.5, 3.05176e-05.
    void general(double value, int precision);
    /// The shortest text that reads back to the same double (std::to_chars).
    void shortest(double value);
    /// The shortest text that reads back to the same float.
    void shortest(float value);
    /// A record id as hexId() writes it: 0x0A00187F.
    void hexId(quint32 id);

    /// Hands the buffer to the sink when it has passed 64 KiB.
    void flushIfFull();
    /// Hands whatever the buffer holds to the sink.
    void flush();

private:
    Sink m_sink;
    std::string m_buffer; // appends inline, unlike QByteArray's
};

} // namespace soundstage
