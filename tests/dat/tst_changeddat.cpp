// A dat another program writes to while it is open (a game update rewriting it in place, at
// the same length or longer): DatFile::wasChanged() says so, and DatPatcher writes nothing from
// it, whether the change came before the write or during it. A file renamed over the path is
// another file: the open one is unchanged and still patches.
#include "core/common/progresssink.h"
#include "core/dat/datfile.h"
#include "core/dat/datpatcher.h"
#include "core/demo/demodat.h"
#include "tests/common/demodatondisk.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <utility>

using namespace soundstage;
using namespace Qt::StringLiterals;
using soundstage::test::openDemoDat;
using soundstage::test::rewriteInPlace;

namespace {

/// A progress sink that rewrites the dat in place at the first report: a change while the
/// patch reads it.
class RewriteOnFirstReport final : public ProgressSink {
public:
    explicit RewriteOnFirstReport(QString path)
        : m_path(std::move(path)) {}
    void report(qint64, qint64) override {
        if (!m_done)
            m_rewritten = rewriteInPlace(m_path);
        m_done = true;
    }
    [[nodiscard]] bool cancelled() const override { return false; }
    [[nodiscard]] bool rewritten() const { return m_rewritten; }

private:
    QString m_path;
    bool m_done = false;
    bool m_rewritten = false;
};

/// A patch of the demo dat that changes one table.
DatPatcher onePatch() {
    DatPatcher patcher;
    patcher.setRecord(DemoDat::WeaponTable, QByteArray(16, '\0'));
    return patcher;
}

} // namespace

class TestChangedDat : public QObject {
    Q_OBJECT

private slots:
    void changedIsNotPatched_data() {
        QTest::addColumn<bool>("grow");
        QTest::newRow("rewritten in place, the same length") << false;
        QTest::newRow("grown") << true;
    }

    void changedIsNotPatched() {
        QFETCH(bool, grow);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"demo.dat"_s);
        const auto dat = openDemoDat(path);
        QVERIFY(dat);
        QVERIFY(!dat->wasChanged());
        QVERIFY(grow ? QFile::resize(path, dat->fileLength() + 4096) : rewriteInPlace(path));
        QVERIFY(dat->wasChanged());
        QVERIFY(!dat->wasShortened());

        const auto written = onePatch().write(*dat, dir.filePath(u"patched.dat"_s));
        QVERIFY(!written);
        QCOMPARE(written.error().code, ErrorCode::Io);
        QCOMPARE(written.error().message,
                 u"the dat was changed by another program since it was opened; nothing was "
                 "written (open it again once that program is done)"_s);
        QCOMPARE(written.error().file, path);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{u"demo.dat"_s});
    }

    // Changed once the write has started: found before the output is put in place.
    void rewrittenWhilePatchingIsNotPatched() {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"demo.dat"_s);
        const auto dat = openDemoDat(path);
        QVERIFY(dat);
        const QString output = dir.filePath(u"patched.dat"_s);
        RewriteOnFirstReport sink(path);
        const auto written = onePatch().write(*dat, output, &sink);
        QVERIFY(sink.rewritten());
        QVERIFY(!written);
        QVERIFY2(written.error().message.contains(u"changed by another program"_s),
                 qPrintable(written.error().message));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{u"demo.dat"_s});
    }

    // Another file renamed over the path (how a careful updater replaces it) leaves the open
    // one as it was.
    void renamedOverIsUnchanged() {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"demo.dat"_s);
        const auto dat = openDemoDat(path);
        QVERIFY(dat);
        const QString other = dir.filePath(u"other.dat"_s);
        QVERIFY(DemoDat::write(other));
        QVERIFY(QFile::remove(path));
        QVERIFY(QFile::rename(other, path));
        QVERIFY(!dat->wasChanged());
        const auto written = onePatch().write(*dat, dir.filePath(u"patched.dat"_s));
        QVERIFY2(written, written ? "" : qPrintable(written.error().message));
    }
};

QTEST_GUILESS_MAIN(TestChangedDat)
#include "tst_changeddat.moc"
