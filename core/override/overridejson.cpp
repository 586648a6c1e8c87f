#include "core/override/overridejson.h"

#include "core/common/hexid.h"
#include "core/override/overridesyntax.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// A value that came from a 32-bit float (an exported dat field) prints as its short decimal.
double shortValue(double value) {
    return OverrideSyntax::formatNumber(value).toDouble();
}

} // namespace

QJsonObject OverrideJson::eventToJson(const OverrideEvent& event) {
    QJsonObject json;
    switch (event.kind) {
    case OverrideEvent::Kind::TableSound:
    case OverrideEvent::Kind::EveryTable:
        json.insert(u"table"_s,
                    event.kind == OverrideEvent::Kind::EveryTable ? u"*"_s : hexId(event.table));
        json.insert(u"sound"_s, event.soundDisplay());
        if (event.soundType)
            json.insert(u"code"_s, static_cast<qint64>(*event.soundType));
        break;
    case OverrideEvent::Kind::Wave:
        json.insert(u"wave"_s, hexId(event.wave));
        break;
    case OverrideEvent::Kind::Named:
        json.insert(u"name"_s, event.name);
        break;
    }
    return json;
}

QJsonObject OverrideJson::toJson(const OverrideFile& file) {
    QJsonArray entries;
    for (const OverrideEntry& entry : file.entries) {
        QJsonArray alternatives;
        for (const OverrideAlternative& a : entry.alternatives) {
            QJsonObject alternative;
            if (a.isWave())
                alternative.insert(u"wave"_s, hexId(a.wave));
            else
                alternative.insert(u"file"_s, a.file);
            alternative.insert(u"volume"_s, shortValue(a.volume));
            alternative.insert(u"probability"_s, shortValue(a.probability));
            alternatives.append(alternative);
        }
        entries.append(QJsonObject{{u"line"_s, entry.line},
                                   {u"event"_s, eventToJson(entry.event)},
                                   {u"priority"_s, shortValue(entry.priority)},
                                   {u"alternatives"_s, alternatives}});
    }
    QJsonArray diagnostics;
    for (const OverrideDiagnostic& d : file.diagnostics) {
        diagnostics.append(
            QJsonObject{{u"line"_s, d.line},
                        {u"column"_s, d.column},
                        {u"severity"_s, OverrideDiagnostic::severityName(d.severity)},
                        {u"message"_s, d.message}});
    }
    return QJsonObject{{u"version"_s, file.version},
                       {u"volume"_s, OverrideFile::volumeUnitName(file.volumeUnit)},
                       {u"pick"_s, OverrideFile::pickModeName(file.pick)},
                       {u"entries"_s, entries},
                       {u"diagnostics"_s, diagnostics}};
}

} // namespace soundstage
