// Every refusal names the file and a byte offset (issue #15, class 4), also where no record byte
// can say where: a B-tree entry of size 0. The dat is the demo dat with one entry's size field
// set to 0; each command that reads the record must point at that entry.
#include "../cli/clirunner.h"
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace Qt::StringLiterals;

class TestRefusalOffsets : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_dat;
    qint64 m_sizeField = -1;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        const QString demo = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(soundstage::DemoDat::write(demo).has_value());
        {
            auto dat = soundstage::DatFile::open(demo);
            QVERIFY(dat);
            auto entry = (*dat)->find(0x0A000002);
            QVERIFY(entry && entry->has_value());
            m_sizeField = (*dat)->entrySizeFieldOffset(**entry);
            QVERIFY(m_sizeField > 0);
        }
        QFile file(demo);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = file.readAll();
        qToLittleEndian<quint32>(0, bytes.data() + m_sizeField);
        m_dat = m_dir.filePath(u"zero.dat"_s);
        QFile out(m_dat);
        QVERIFY(out.open(QIODevice::WriteOnly));
        QCOMPARE(out.write(bytes), bytes.size());
    }

    void sizeZeroEntryIsLocated_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("show") << QStringList{u"show"_s, u"DAT"_s, u"0x0A000002"_s};
        QTest::newRow("decode") << QStringList{u"decode"_s, u"DAT"_s, u"0x0A000002"_s, u"-o"_s,
                                               u"OUT.wav"_s};
        QTest::newRow("export wav") << QStringList{
            u"export"_s, u"DAT"_s, u"0x0A000002"_s, u"--format"_s, u"wav"_s, u"-o"_s, u"OUT.wav"_s};
        QTest::newRow("export json")
            << QStringList{u"export"_s, u"DAT"_s, u"0x0A000002"_s, u"--format"_s,
                           u"json"_s,   u"-o"_s,  u"OUT.json"_s};
    }

    void sizeZeroEntryIsLocated() {
        QFETCH(QStringList, arguments);
        for (QString& a : arguments) {
            if (a == u"DAT")
                a = m_dat;
            else if (a.startsWith(u"OUT"))
                a = m_dir.filePath(a);
        }
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        const QString where =
            m_dat + u": at 0x"_s + QString::number(m_sizeField, 16).toUpper() + u':';
        QVERIFY2(run.err.contains(where), qPrintable(run.err + u" / expected "_s + where));
    }
};

QTEST_GUILESS_MAIN(TestRefusalOffsets)
#include "tst_refusaloffsets.moc"
