// The shared-mime-info entry (resources/mime/org.soundstage.Soundstage.xml) recognises retail
// dats by the u32 magic 0x5442 at 0x140, as a file manager would through QMimeDatabase.
#include <QDir>
#include <QFile>
#include <QMimeDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const auto datType = u"application/x-asheron-dat"_s;

// A file image with `magic` written little-endian at `offset` (zeros elsewhere).
QByteArray image(qsizetype size, qsizetype offset, quint32 magic) {
    QByteArray bytes(size, '\0');
    if (offset + 4 <= size) {
        for (int i = 0; i < 4; ++i)
            bytes[offset + i] = char((magic >> (8 * i)) & 0xFF);
    }
    return bytes;
}

} // namespace

class TestMimeType final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_data.isValid());
        const QString packages = m_data.path() + u"/mime/packages"_s;
        QVERIFY(QDir().mkpath(packages));
        const QString entry = QStringLiteral(SOUNDSTAGE_TEST_SOURCE_DIR) +
                              u"/../../resources/mime/org.soundstage.Soundstage.xml"_s;
        QVERIFY2(QFile::copy(entry, packages + u"/org.soundstage.Soundstage.xml"_s),
                 qPrintable(entry));
        // Before the first QMimeDatabase: our entry first, the system's database after it.
        const QByteArray system = qgetenv("XDG_DATA_DIRS");
        qputenv("XDG_DATA_DIRS", QFile::encodeName(m_data.path()) + ':' +
                                     (system.isEmpty() ? "/usr/local/share:/usr/share" : system));
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_data.path() + u"/home"_s));
        QVERIFY(QMimeDatabase().mimeTypeForName(datType).isValid());
    }

    void describesTheType() {
        const QMimeType type = QMimeDatabase().mimeTypeForName(datType);
        QVERIFY(type.inherits(u"application/octet-stream"_s));
        QCOMPARE(type.comment(), u"Asheron's Call client data file"_s);
        QVERIFY(type.globPatterns().contains(u"*.dat"_s));
    }

    void byContent_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("isDat");
        QTest::newRow("magic at 0x140") << image(1024, 0x140, 0x5442) << true;
        QTest::newRow("header only, 0x144 bytes") << image(0x144, 0x140, 0x5442) << true;
        QTest::newRow("pre-2013 header at 0x12C") << image(1024, 0x12C, 0x5442) << false;
        QTest::newRow("big-endian magic") << image(1024, 0x140, 0x42540000) << false;
        QTest::newRow("other magic") << image(1024, 0x140, 0x5443) << false;
        QTest::newRow("too short") << image(0x142, 0x140, 0x5442) << false;
        QTest::newRow("zeros") << QByteArray(4096, '\0') << false;
    }

    void byContent() {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, isDat);
        const QMimeType type = QMimeDatabase().mimeTypeForData(bytes);
        QCOMPARE(type.name() == datType, isDat);
    }

    void byFile_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("isDat");
        QTest::newRow("client_portal.dat")
            << u"client_portal.dat"_s << image(8192, 0x140, 0x5442) << true;
        QTest::newRow("renamed retail dat")
            << u"portal.backup"_s << image(8192, 0x140, 0x5442) << true;
        QTest::newRow("text file") << u"notes.txt"_s << QByteArray("hello\n") << false;
    }

    void byFile() {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(bool, isDat);
        QFile file(m_data.path() + u'/' + name);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
        file.close();
        const QMimeType type = QMimeDatabase().mimeTypeForFile(file.fileName());
        QVERIFY2((type.name() == datType) == isDat, qPrintable(type.name()));
    }

private:
    QTemporaryDir m_data;
};

QTEST_GUILESS_MAIN(TestMimeType)
#include "tst_mimetype.moc"
