#include "tests/cli/clirunner.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// reach, simulate, ambient and ambient-sim on the built-in demo dat, run as a user would.
class TestCliRetail : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;

    static QString cli() { return QStringLiteral(SOUNDSTAGE_BIN_DIR) + u"/soundstage-cli"_s; }

    static int run(const QStringList& args, QByteArray* out = nullptr, QByteArray* err = nullptr) {
        QProcess p;
        p.start(cli(), args);
        if (!p.waitForFinished(60000))
            return -1;
        if (out)
            *out = p.readAllStandardOutput();
        if (err)
            *err = p.readAllStandardError();
        return p.exitCode();
    }

    QJsonObject json(const QStringList& args) {
        QByteArray out;
        const int rc = run(args + QStringList{u"--json"_s}, &out);
        if (rc != 0)
            return {};
        return QJsonDocument::fromJson(out).object();
    }

private slots:
    void initTestCase() {
        if (!QFileInfo::exists(cli()))
            QSKIP("soundstage-cli is not built");
        m_dat = writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
    }

    void reachSwoosh2() {
        const QJsonObject r = json({u"reach"_s, m_dat, u"0x200000A8"_s});
        const QJsonArray tables = r.value(u"tables"_s).toArray();
        QCOMPARE(tables.size(), 1);
        QJsonObject swoosh;
        for (const auto s : tables[0].toObject().value(u"sounds"_s).toArray())
            if (s.toObject().value(u"sound"_s).toString() == u"Swoosh2")
                swoosh = s.toObject();
        const QJsonArray variants = swoosh.value(u"variants"_s).toArray();
        QCOMPARE(variants.size(), 2);
        // Counts over the root's denominators; a record's index is its place in "variants".
        QCOMPARE(r.value(u"pick_of"_s).toInteger(), qint64(2147483562));
        QCOMPARE(r.value(u"gate_of"_s).toInteger(), qint64(32768));
        QCOMPARE(r.value(u"play_of"_s).toInteger(), qint64(2147483562LL * 32768));
        const QJsonObject last = variants[1].toObject();
        QCOMPARE(last.value(u"pick_count"_s).toInteger(), qint64(0));
        QCOMPARE(last.value(u"gate_count"_s).toInteger(), qint64(32767));
        QCOMPARE(last.value(u"play_count"_s).toInteger(), qint64(0));
        QCOMPARE(last.value(u"verdicts"_s).toArray(), QJsonArray{u"never chosen"_s});
        // The fix: append a copy of the last record.
        QCOMPARE(swoosh.value(u"suggestion"_s)[u"append_copy_of"_s].toInt(), 1);
        const QJsonObject first = variants[0].toObject();
        QCOMPARE(first.value(u"pick_count"_s).toInteger(), qint64(2147483562));
        QCOMPARE(first.value(u"play_count"_s).toInteger(), qint64(2147483562LL * 32767));
        QCOMPARE(first.value(u"verdicts"_s).toArray(), QJsonArray());
        QCOMPARE(swoosh.value(u"silence_count"_s).toInteger(), qint64(2147483562));

        const QJsonObject d =
            json({u"reach"_s, m_dat, u"0x200000A8"_s, u"--gate-model"_s, u"double"_s});
        QCOMPARE(d.value(u"gate_model"_s).toString(), u"double"_s);
    }

    void reachWholeDat() {
        const QJsonObject all = json({u"reach"_s, m_dat});
        const QJsonObject totals = all.value(u"totals"_s).toObject();
        QVERIFY(totals.value(u"unheard"_s).toInt() > 0);
        QVERIFY(totals.value(u"affected_tables"_s).toArray().contains(u"0x200000A8"_s));
        const QJsonObject only = json({u"reach"_s, m_dat, u"--unreachable-only"_s});
        for (const auto t : only.value(u"tables"_s).toArray())
            for (const auto s : t.toObject().value(u"sounds"_s).toArray())
                QVERIFY(s.toObject().value(u"unheard"_s).toInt() > 0);
        QByteArray text;
        QCOMPARE(run({u"reach"_s, m_dat}, &text), 0);
        QVERIFY(text.contains("never chosen"));
    }

    void reachErrors() {
        QCOMPARE(run({u"reach"_s, m_dat, u"--gate-model"_s, u"extended"_s}), 64);
        QCOMPARE(run({u"reach"_s}), 64);
        QByteArray err;
        QCOMPARE(run({u"reach"_s, m_dat, u"0x20FFFFFF"_s}, nullptr, &err), 2);
        QVERIFY(err.contains("0x20FFFFFF"));
        QCOMPARE(run({u"reach"_s, m_dir.filePath(u"nope.dat"_s)}), 2);
    }

    void simulateIsSeededAndFits() {
        const QStringList args{u"simulate"_s, m_dat,        u"0x200000A8"_s,
                               u"--sound"_s,  u"Swoosh2"_s, u"--rolls"_s,
                               u"20000"_s,    u"--seed"_s,  u"5"_s};
        const QJsonObject a = json(args);
        const QJsonObject b = json(args);
        QCOMPARE(a, b);
        QVERIFY(!a.isEmpty());
        const QJsonArray v = a.value(u"variants"_s).toArray();
        QCOMPARE(v[1].toObject().value(u"count"_s).toInt(), 0);
        QVERIFY(a.value(u"fit"_s).toObject().value(u"consistent"_s).toBool());
        QCOMPARE(a.value(u"code"_s).toInt(), 31);
        // by code, with a trace
        const QJsonObject t = json({u"simulate"_s, m_dat, u"0x200000A8"_s, u"--sound"_s, u"31"_s,
                                    u"--rolls"_s, u"3"_s, u"--trace"_s});
        QCOMPARE(t.value(u"trace"_s).toArray().size(), 3);
        QCOMPARE(t.value(u"trace"_s).toArray()[0].toObject().value(u"gate_roll"_s).toInt(), 41);
    }

    void simulateErrors() {
        QCOMPARE(run({u"simulate"_s, m_dat, u"0x200000A8"_s, u"--sound"_s, u"NoSuchSound"_s}), 64);
        QCOMPARE(run({u"simulate"_s, m_dat, u"0x200000A8"_s}), 64);
        QCOMPARE(run({u"simulate"_s, m_dat, u"0x200000A8"_s, u"--sound"_s, u"31"_s, u"--rolls"_s,
                      u"many"_s}),
                 64);
        QByteArray err;
        QCOMPARE(run({u"simulate"_s, m_dat, u"0x200000A8"_s, u"--sound"_s, u"Footstep2"_s}, nullptr,
                     &err),
                 2);
        QVERIFY(err.contains("no sound type"));
    }

    void ambientLists() {
        const QJsonObject a = json({u"ambient"_s, m_dat});
        const QJsonArray regions = a.value(u"regions"_s).toArray();
        QVERIFY(!regions.isEmpty());
        const QJsonArray stbs = regions[0].toObject().value(u"ambient"_s).toArray();
        QVERIFY(stbs.size() >= 3);
        bool anyContinuous = false;
        for (const auto s : stbs[0].toObject().value(u"sounds"_s).toArray())
            anyContinuous = anyContinuous || s.toObject().value(u"continuous"_s).toBool();
        QVERIFY(anyContinuous);
    }

    void ambientSimIsSeeded() {
        const QStringList args{u"ambient-sim"_s, m_dat,    u"--stb"_s,  u"0"_s,
                               u"--seconds"_s,   u"120"_s, u"--seed"_s, u"9"_s};
        const QJsonObject a = json(args);
        QVERIFY(!a.isEmpty());
        QCOMPARE(a, json(args));
        QVERIFY(!a.value(u"events"_s).toArray().isEmpty());
        QCOMPARE(a.value(u"rates"_s).toArray().size(), json({u"ambient"_s, m_dat})
                                                           .value(u"regions"_s)
                                                           .toArray()[0]
                                                           .toObject()
                                                           .value(u"ambient"_s)
                                                           .toArray()[0]
                                                           .toObject()
                                                           .value(u"sounds"_s)
                                                           .toArray()
                                                           .size());
        QCOMPARE(run({u"ambient-sim"_s, m_dat, u"--stb"_s, u"99"_s}), 2);
        QCOMPARE(run({u"ambient-sim"_s, m_dat}), 64);
        QCOMPARE(run({u"ambient-sim"_s, m_dat, u"--stb"_s, u"0"_s, u"--seconds"_s, u"-1"_s}), 64);
    }
};

QTEST_GUILESS_MAIN(TestCliRetail)
#include "tst_cliretail.moc"
