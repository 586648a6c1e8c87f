#include "core/override/overridejson.h"
#include "core/override/overrideparser.h"

#include "testsoundtypes.h"

#include <QJsonDocument>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestOverrideJson : public QObject {
    Q_OBJECT

private slots:
    // The shape of `override show --json` in issue 6, filled in for a file built to match it.
    void issueExample() {
        const QByteArray text = "!soundstage-override 1\n"
                                "# footsteps\n"
                                "0x20000001/Footstep1, 0.5 = sfx/step1.ogg, 0.8\n"
                                "player hits door, 200 = knock.au, 0.6\n"
                                "wave 0x0A000262, 0.7 = 0x0A000263, 1, 0.5\n"
                                "*/Ambient1, 0 =\n"
                                "0x20000001/0xFF, 1 = \"a b.wav\", 0.25\n"
                                "\n"
                                "y, 1 = a.wa, 60\n";
        const OverrideFile file = OverrideParser(testSoundTypes()).parse(text);
        const QByteArray expected = R"({
            "version": 1, "volume": "unit", "pick": "uniform",
            "entries": [
              {"line": 3, "event": {"table": "0x20000001", "sound": "Footstep1", "code": 55},
               "priority": 0.5,
               "alternatives": [{"file": "sfx/step1.ogg", "volume": 0.8, "probability": 1}]},
              {"line": 4, "event": {"name": "player hits door"}, "priority": 200,
               "alternatives": [{"file": "knock.au", "volume": 0.6, "probability": 1}]},
              {"line": 5, "event": {"wave": "0x0A000262"}, "priority": 0.7,
               "alternatives": [{"wave": "0x0A000263", "volume": 1, "probability": 0.5}]},
              {"line": 6, "event": {"table": "*", "sound": "Ambient1", "code": 70},
               "priority": 0, "alternatives": []},
              {"line": 7, "event": {"table": "0x20000001", "sound": "0xFF", "code": 255},
               "priority": 1,
               "alternatives": [{"file": "a b.wav", "volume": 0.25, "probability": 1}]},
              {"line": 9, "event": {"name": "y"}, "priority": 1,
               "alternatives": [{"file": "a.wa", "volume": 60, "probability": 1}]}
            ],
            "diagnostics": [
              {"line": 7, "column": 12, "severity": "warning",
               "message": "sound type 0xFF is not one the client knows"},
              {"line": 9, "column": 14, "severity": "error",
               "message": "volume 60 is outside 0..1 — add `!volume percent` if the file uses percentages"}
            ]})";
        QJsonParseError error;
        const QJsonDocument want = QJsonDocument::fromJson(expected, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject got = OverrideJson::toJson(file);
        if (got != want.object())
            qWarning().noquote() << QJsonDocument(got).toJson();
        QCOMPARE(got, want.object());
    }

    void percentAndRetail() {
        const OverrideFile file =
            OverrideParser(testSoundTypes()).parse("!volume percent\n!pick retail\nx, 1 = a, 80\n");
        const QJsonObject json = OverrideJson::toJson(file);
        QCOMPARE(json.value(u"volume"_s).toString(), u"percent"_s);
        QCOMPARE(json.value(u"pick"_s).toString(), u"retail"_s);
        QCOMPARE(json.value(u"entries"_s)[0][u"alternatives"_s][0][u"volume"_s].toDouble(), 80.0);
    }

    // The streamed text is exactly the document's text, indented and compact, for files with and
    // without entries and diagnostics (so `override show --json` did not change by streaming).
    void streamedTextIsTheDocument_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("entries") << QByteArray("0x20000001/Footstep1, 0.5 = sfx/step1.ogg, 0.8\n"
                                               "wave 0x0A000262, 0.7 = 0x0A000263, 1, 0.5\n"
                                               "*/Ambient1, 0 =\n");
        QTest::newRow("diagnostics") << QByteArray("y, 1 = \"a\\nb.wa\", 60\n!colour red\n");
        QTest::newRow("both") << QByteArray("x, 1 = a, 0.5\ny, 1 = b.wav, 60\n");
    }

    void streamedTextIsTheDocument() {
        QFETCH(QByteArray, text);
        const OverrideFile file = OverrideParser(testSoundTypes()).parse(text);
        for (const bool indented : {true, false}) {
            QByteArray streamed;
            OverrideJson::write(
                file, [&streamed](QByteArrayView piece) { streamed.append(piece); }, indented);
            QCOMPARE(streamed,
                     QJsonDocument(OverrideJson::toJson(file))
                         .toJson(indented ? QJsonDocument::Indented : QJsonDocument::Compact));
        }
    }
};

QTEST_GUILESS_MAIN(TestOverrideJson)
#include "tst_overridejson.moc"
