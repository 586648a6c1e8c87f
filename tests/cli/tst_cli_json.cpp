// Every command's --json output: compact (one line) by default, indented with --pretty, the
// same document either way, and the fields that hold a record's 32-bit floats (priority,
// probability, volume) written as the shortest decimal that reads back to that float
// (0.9, not 0.8999999761581421) — the class of output, one row per command form.
#include "clirunner.h"

#include "core/records/recordjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Walks a JSON tree; for each float field, checks it is its float's shortest form.
void collectFloatFields(const QJsonValue& value, const QString& path, QStringList& wrong,
                        int& seen) {
    static const QStringList FloatKeys = {u"priority"_s, u"probability"_s, u"volume"_s};
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString child = path + u'.' + it.key();
            if (FloatKeys.contains(it.key()) && it.value().isDouble()) {
                ++seen;
                const double number = it.value().toDouble();
                const double shortest = soundstage::jsonNumberFromFloat(static_cast<float>(number));
                if (number != shortest)
                    wrong << u"%1 = %2 (the float's shortest form is %3)"_s.arg(child)
                                 .arg(number, 0, 'g', 17)
                                 .arg(shortest, 0, 'g', 17);
            }
            collectFloatFields(it.value(), child, wrong, seen);
        }
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            collectFloatFields(array[i], path + u'[' + QString::number(i) + u']', wrong, seen);
    }
}

} // namespace

class TestCliJson final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;
    QString m_override;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(u"demo.dat"_s);
        QCOMPARE(runCli({u"demo"_s, u"-o"_s, m_demo}).exitCode, 0);
        m_override = m_dir.filePath(u"edits.txt"_s);
        QFile file(m_override);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("!soundstage-override 1\n0x200000A8/Swoosh2, 0 = 0x0A000010, 0.9, 0.3; "
                   "0x0A000011, 0.7\n");
    }

    void compactByDefaultAndPrettyOnRequest_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<bool>("hasFloats");
        QTest::newRow("info") << QStringList{u"info"_s, u"@demo"_s} << false;
        QTest::newRow("list") << QStringList{u"list"_s, u"@demo"_s} << false;
        QTest::newRow("show table") << QStringList{u"show"_s, u"@demo"_s, u"0x200000A8"_s} << true;
        QTest::newRow("show region") << QStringList{u"show"_s, u"@demo"_s, u"0x13000000"_s} << true;
        QTest::newRow("where-used")
            << QStringList{u"where-used"_s, u"@demo"_s, u"0x0A000010"_s} << false;
        QTest::newRow("reach") << QStringList{u"reach"_s, u"@demo"_s} << true;
        QTest::newRow("simulate") << QStringList{u"simulate"_s, u"@demo"_s,   u"0x200000A8"_s,
                                                 u"--sound"_s,  u"Swoosh2"_s, u"--rolls"_s,
                                                 u"100"_s}
                                  << false;
        QTest::newRow("ambient") << QStringList{u"ambient"_s, u"@demo"_s} << true;
        QTest::newRow("ambient-sim") << QStringList{u"ambient-sim"_s, u"@demo"_s,     u"--stb"_s,
                                                    u"0"_s,           u"--seconds"_s, u"30"_s}
                                     << true;
        QTest::newRow("attenuate")
            << QStringList{u"attenuate"_s, u"--distance"_s, u"12"_s, u"--volume"_s, u"0.9"_s}
            << true;
        QTest::newRow("verify") << QStringList{u"verify"_s, u"@demo"_s} << false;
        QTest::newRow("diff") << QStringList{u"diff"_s, u"@demo"_s, u"@demo"_s} << false;
        QTest::newRow("override show")
            << QStringList{u"override"_s, u"show"_s, u"@override"_s} << true;
        QTest::newRow("edit") << QStringList{u"edit"_s,     u"@demo"_s,
                                             u"--where"_s,  u"sound:Footstep*"_s,
                                             u"--scale"_s,  u"volume=0.5"_s,
                                             u"--dry-run"_s}
                              << true;
        QTest::newRow("loudness") << QStringList{u"loudness"_s, u"@demo"_s, u"0x0A000010"_s}
                                  << false;
    }
    void compactByDefaultAndPrettyOnRequest() {
        QFETCH(QStringList, arguments);
        QFETCH(bool, hasFloats);
        for (QString& argument : arguments) {
            if (argument == u"@demo"_s)
                argument = m_demo;
            else if (argument == u"@override"_s)
                argument = m_override;
        }
        // The tests run with standard output on a pipe: compact unless --pretty.
        const CliRun compact = runCli(arguments + QStringList{u"--json"_s});
        QCOMPARE(compact.exitCode, 0);
        QVERIFY2(compact.out.endsWith(u'\n'), qPrintable(compact.out.right(80)));
        QCOMPARE(compact.out.count(u'\n'), 1);
        QJsonParseError error{};
        const QJsonDocument document = QJsonDocument::fromJson(compact.out.toUtf8(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);

        const CliRun pretty = runCli(arguments + QStringList{u"--json"_s, u"--pretty"_s});
        QCOMPARE(pretty.exitCode, 0);
        QVERIFY(pretty.out.count(u'\n') > 1);
        QVERIFY(pretty.out.contains(u"\n    "_s));
        QCOMPARE(QJsonDocument::fromJson(pretty.out.toUtf8()), document);

        QStringList wrong;
        int seen = 0;
        collectFloatFields(document.isArray() ? QJsonValue(document.array())
                                              : QJsonValue(document.object()),
                           u"$"_s, wrong, seen);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
        if (hasFloats)
            QVERIFY2(seen > 0, "the row expects float fields; the output has none");
    }
};

QTEST_GUILESS_MAIN(TestCliJson)
#include "tst_cli_json.moc"
