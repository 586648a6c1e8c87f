#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <cmath>

using namespace Qt::StringLiterals;

// soundstage-cli attenuate, run as a user would.
class TestCliAttenuate : public QObject {
    Q_OBJECT

    QString cli() const { return QStringLiteral(SOUNDSTAGE_BIN_DIR) + u"/soundstage-cli"_s; }

    int run(const QStringList& args, QByteArray* out = nullptr) {
        QProcess p;
        p.start(cli(), args);
        if (!p.waitForFinished(30000))
            return -1;
        if (out)
            *out = p.readAllStandardOutput();
        return p.exitCode();
    }

private slots:
    void initTestCase() {
        if (!QFileInfo::exists(cli()))
            QSKIP("soundstage-cli is not built");
    }

    void issueTable_data() {
        QTest::addColumn<QString>("distance");
        QTest::addColumn<int>("db");
        QTest::addColumn<bool>("audible");
        QTest::newRow("1") << u"1"_s << 0 << true;
        QTest::newRow("5") << u"5"_s << 0 << true;
        QTest::newRow("10") << u"10"_s << -12 << true;
        QTest::newRow("50") << u"50"_s << -40 << true;
        QTest::newRow("94") << u"94"_s << -50 << true;
        QTest::newRow("95") << u"95"_s << -50 << false;
    }
    void issueTable() {
        QFETCH(QString, distance);
        QFETCH(int, db);
        QFETCH(bool, audible);
        QByteArray out;
        QCOMPARE(
            run({u"attenuate"_s, u"--distance"_s, distance, u"--volume"_s, u"1"_s, u"--json"_s},
                &out),
            0);
        const QJsonObject o = QJsonDocument::fromJson(out).object();
        QCOMPARE(o.value(u"db"_s).toInt(), db);
        QCOMPARE(o.value(u"audible"_s).toBool(), audible);
        QVERIFY(std::abs(o.value(u"radius"_s).toDouble() - 94.18) < 0.01);
    }

    void ambientAppliesTheSliderTwice() {
        QByteArray out;
        QCOMPARE(run({u"attenuate"_s, u"--distance"_s, u"2"_s, u"--ambient"_s,
                      u"--ambient-volume"_s, u"0.5"_s, u"--json"_s},
                     &out),
                 0);
        QCOMPARE(QJsonDocument::fromJson(out).object().value(u"gain"_s).toDouble(), 0.25);
    }

    void usageErrors() {
        QCOMPARE(run({u"attenuate"_s}), 64);
        QCOMPARE(run({u"attenuate"_s, u"--distance"_s, u"far"_s}), 64);
        QCOMPARE(run({u"attenuate"_s, u"--distance"_s, u"-3"_s}), 64);
        QCOMPARE(run({u"attenuate"_s, u"--distance"_s, u"3"_s, u"--effect"_s, u"-1"_s}), 64);
    }
};

QTEST_GUILESS_MAIN(TestCliAttenuate)
#include "tst_cliattenuate.moc"
