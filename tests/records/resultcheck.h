#pragma once

#include "core/common/error.h"

#include <QByteArray>
#include <QString>
#include <QTest>

// QVERIFY2 evaluates its message even when the check passes, so the message must not touch
// error() of a Result that holds a value.
template <typename T> QByteArray why(const soundstage::Result<T>& result) {
    return result.has_value() ? QByteArray() : result.error().toString().toUtf8();
}

#define VERIFY_OK(result) QVERIFY2((result).has_value(), why(result).constData())

// A "decoding rejects these bytes" table: each row gives the input, the ErrorCode (as int), the
// byte offset the error must name and a part of its message. A test's _data() starts with
// addRejectColumns(); the test itself calls checkRejected() with the decoder.
inline void addRejectColumns() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("code");
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<QString>("says");
}

template <typename Decode> void checkRejected(Decode decode) {
    QFETCH(QByteArray, bytes);
    QFETCH(int, code);
    QFETCH(qint64, offset);
    QFETCH(QString, says);
    const auto decoded = decode(bytes);
    QVERIFY(!decoded.has_value());
    QCOMPARE(static_cast<int>(decoded.error().code), code);
    QCOMPARE(decoded.error().offset, offset);
    QVERIFY2(decoded.error().message.contains(says), qPrintable(decoded.error().message));
}

// The records' spelling of the same check, for a result already decoded.
inline void addDecodeErrorColumns() {
    addRejectColumns();
}

template <typename T> void compareDecodeError(const soundstage::Result<T>& result) {
    checkRejected([&result](const QByteArray&) { return result; });
}
