#pragma once

#include "core/override/overrideparser.h"
#include "core/override/soundtypelookup.h"

#include <QByteArray>
#include <QString>

#include <array>
#include <utility>

// A handful of SoundType names from ac-dat-format.md §7, enough for the override tests; the
// application wires the full list of core/records.
inline soundstage::SoundTypeLookup testSoundTypes() {
    using namespace Qt::StringLiterals;
    static const std::array<std::pair<quint32, QString>, 8> table{{
        {0x00, u"Invalid"_s},
        {0x1F, u"Swoosh2"_s},
        {0x37, u"Footstep1"_s},
        {0x38, u"Footstep2"_s},
        {0x46, u"Ambient1"_s},
        {0x58, u"ShieldUp"_s},
        {0x5B, u"EnchantDown"_s},
        {0x6A, u"UI_EnterPortal"_s},
    }};
    return soundstage::SoundTypeLookup::fromTable(table);
}

/// An override file read with testSoundTypes().
inline soundstage::OverrideFile parseWithTestTypes(const QByteArray& text) {
    return soundstage::OverrideParser(testSoundTypes()).parse(text);
}

/// Every diagnostic of `file` as a line `f:LINE:COL: severity: message`, for failure messages.
inline QString describeDiagnostics(const soundstage::OverrideFile& file) {
    QString out;
    for (const soundstage::OverrideDiagnostic& d : file.diagnostics)
        out += d.toString(QStringLiteral("f")) + u'\n';
    return out;
}

/// The one entry of a one-line override file, read with testSoundTypes().
inline soundstage::OverrideEntry parseOneEntry(const QByteArray& line) {
    const soundstage::OverrideFile file = soundstage::OverrideParser(testSoundTypes()).parse(line);
    Q_ASSERT(file.entries.size() == 1);
    return file.entries.front();
}
