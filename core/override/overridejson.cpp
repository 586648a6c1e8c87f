#include "core/override/overridejson.h"

#include "core/common/hexid.h"
#include "core/override/overridesyntax.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <utility>

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

QJsonObject OverrideJson::entryToJson(const OverrideEntry& entry) {
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
    return QJsonObject{{u"line"_s, entry.line},
                       {u"event"_s, eventToJson(entry.event)},
                       {u"priority"_s, shortValue(entry.priority)},
                       {u"alternatives"_s, alternatives}};
}

QJsonObject OverrideJson::diagnosticToJson(const OverrideDiagnostic& d) {
    return QJsonObject{{u"line"_s, d.line},
                       {u"column"_s, d.column},
                       {u"severity"_s, OverrideDiagnostic::severityName(d.severity)},
                       {u"message"_s, d.message}};
}

QJsonObject OverrideJson::headerToJson(const OverrideFile& file) {
    return QJsonObject{{u"version"_s, file.version},
                       {u"volume"_s, OverrideFile::volumeUnitName(file.volumeUnit)},
                       {u"pick"_s, OverrideFile::pickModeName(file.pick)}};
}

QJsonObject OverrideJson::toJson(const OverrideFile& file) {
    QJsonArray entries;
    for (const OverrideEntry& entry : file.entries)
        entries.append(entryToJson(entry));
    QJsonArray diagnostics;
    for (const OverrideDiagnostic& d : file.diagnostics)
        diagnostics.append(diagnosticToJson(d));
    QJsonObject json = headerToJson(file);
    json.insert(u"entries"_s, entries);
    json.insert(u"diagnostics"_s, diagnostics);
    return json;
}

void OverrideJson::write(const OverrideFile& file,
                         const std::function<void(QByteArrayView)>& sink) {
    // One small document per element, indented one level deeper: memory stays that of one
    // entry, and the text is what QJsonDocument::Indented prints for toJson().
    const auto element = [&sink](const QJsonObject& object, bool last) {
        QByteArray text = QJsonDocument(object).toJson(QJsonDocument::Indented);
        text.chop(1); // the trailing newline
        QByteArray indented = "        ";
        indented.reserve(text.size() + text.size() / 8);
        for (const char c : std::as_const(text)) {
            indented.append(c);
            if (c == '\n')
                indented.append("        ");
        }
        indented.append(last ? "\n" : ",\n");
        sink(indented);
    };
    const auto array = [&](const char* name, const auto& items, const auto& toObject, bool last) {
        sink(QByteArray(QByteArray("    \"") + name + "\": [\n"));
        for (size_t i = 0; i < items.size(); ++i)
            element(toObject(items[i]), i + 1 == items.size());
        sink(last ? "    ]\n" : "    ],\n");
    };
    // Keys in QJsonObject's (sorted) order.
    sink("{\n");
    array("diagnostics", file.diagnostics, diagnosticToJson, false);
    array("entries", file.entries, entryToJson, false);
    const QJsonObject header = headerToJson(file);
    QByteArray tail = QJsonDocument(header).toJson(QJsonDocument::Indented);
    sink(QByteArrayView(tail).sliced(2)); // "    \"pick\": …}\n" without the opening "{\n"
}

} // namespace soundstage
