#pragma once

#include "core/common/error.h"

#include <QByteArray>

// QVERIFY2 evaluates its message even when the check passes, so the message must not touch
// error() of a Result that holds a value.
template <typename T> QByteArray why(const soundstage::Result<T>& result) {
    return result.has_value() ? QByteArray() : result.error().toString().toUtf8();
}

#define VERIFY_OK(result) QVERIFY2((result).has_value(), why(result).constData())
