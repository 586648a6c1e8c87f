#pragma once

#include "core/common/error.h"

#include <QByteArray>

// QVERIFY2 evaluates its message even when the check passes, so the message must not touch
// error() of a Result that holds a value.
template <typename T> QByteArray why(const soundstage::Result<T>& result) {
    return result.has_value() ? QByteArray() : result.error().toString().toUtf8();
}

#define VERIFY_OK(result) QVERIFY2((result).has_value(), why(result).constData())

#include <QTest>

// Malformed-input tables of the record readers: the columns, and the check of one row's
// expected error (code, byte offset within the record, a fragment of the message).
inline void addDecodeErrorColumns() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("code");
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<QString>("message");
}

template <typename T> void compareDecodeError(const soundstage::Result<T>& result) {
    QFETCH(int, code);
    QFETCH(qint64, offset);
    QFETCH(QString, message);
    QVERIFY(!result.has_value());
    QCOMPARE(int(result.error().code), code);
    QCOMPARE(result.error().offset, offset);
    QVERIFY2(result.error().message.contains(message), qPrintable(result.error().message));
}
