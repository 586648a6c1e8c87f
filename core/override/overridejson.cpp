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
    case OverrideEvent::Kind::AnimationHook:
    case OverrideEvent::Kind::ScriptHook: {
        const bool anim = event.kind == OverrideEvent::Kind::AnimationHook;
        json.insert(anim ? u"animation"_s : u"script"_s, hexId(event.record));
        if (anim)
            json.insert(u"frame"_s, event.frame);
        else
            json.insert(u"time"_s, event.time);
        if (event.hookIndex)
            json.insert(u"hook"_s, *event.hookIndex);
        break;
    }
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
    QJsonObject json{{u"line"_s, entry.line},
                     {u"event"_s, eventToJson(entry.event)},
                     {u"priority"_s, shortValue(entry.priority)},
                     {u"alternatives"_s, alternatives}};
    if (entry.firesSound)
        json.insert(u"fires_sound"_s, entry.firesSoundText().sliced(6));
    return json;
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

void OverrideJson::write(const OverrideFile& file, const std::function<void(QByteArrayView)>& sink,
                         bool indented) {
    // One small document per element, indented one level deeper: memory stays that of one
    // entry, and the text is what QJsonDocument prints for toJson().
    const QJsonDocument::JsonFormat format =
        indented ? QJsonDocument::Indented : QJsonDocument::Compact;
    const auto element = [&](const QJsonObject& object, bool last) {
        QByteArray text = QJsonDocument(object).toJson(format);
        if (!indented) {
            if (!last)
                text.append(',');
            sink(text);
            return;
        }
        text.chop(1); // the trailing newline
        QByteArray shifted = "        ";
        shifted.reserve(text.size() + text.size() / 8);
        for (const char c : std::as_const(text)) {
            shifted.append(c);
            if (c == '\n')
                shifted.append("        ");
        }
        shifted.append(last ? "\n" : ",\n");
        sink(shifted);
    };
    const auto array = [&](const char* name, const auto& items, const auto& toObject) {
        if (indented)
            sink(QByteArray(QByteArray("    \"") + name + "\": [\n"));
        else
            sink(QByteArray(QByteArray("\"") + name + "\":["));
        for (size_t i = 0; i < items.size(); ++i)
            element(toObject(items[i]), i + 1 == items.size());
        sink(indented ? "    ],\n" : "],");
    };
    // Keys in QJsonObject's (sorted) order.
    sink(indented ? "{\n" : "{");
    array("diagnostics", file.diagnostics, diagnosticToJson);
    array("entries", file.entries, entryToJson);
    const QByteArray tail = QJsonDocument(headerToJson(file)).toJson(format);
    // The scalar fields without the opening brace (and its newline when indented).
    sink(QByteArrayView(tail).sliced(indented ? 2 : 1));
}

} // namespace soundstage
