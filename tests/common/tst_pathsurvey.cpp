// PathSurvey answers as QFileInfo::canonicalFilePath() does, for folders it lists and folders it
// leaves to the system: plain files, folders, symlinks in and out, dangling links, missing
// names, a missing folder, a file used as a folder, paths the system would refuse.
#include "core/common/pathsurvey.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

void touch(const QString& path) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
}

} // namespace

class TestPathSurvey : public QObject {
    Q_OBJECT

private slots:
    void answersAsCanonicalFilePath_data() {
        QTest::addColumn<int>("filler");
        QTest::newRow("folders listed") << int(PathSurvey::MinNamesToList);
        QTest::newRow("folders left to the system") << 0;
    }

    void answersAsCanonicalFilePath() {
        QFETCH(int, filler);
        QTemporaryDir outside;
        QTemporaryDir root;
        QVERIFY(outside.isValid() && root.isValid());
        const QDir dir(root.path());
        QVERIFY(dir.mkpath(u"sub/deeper"_s));
        touch(outside.filePath(u"target.wav"_s));
        touch(dir.filePath(u"plain.wav"_s));
        touch(dir.filePath(u"sub/inner.wav"_s));
        touch(dir.filePath(u"ünïcode.wav"_s));
        QVERIFY(QFile::link(outside.filePath(u"target.wav"_s), dir.filePath(u"out.wav"_s)));
        QVERIFY(QFile::link(dir.filePath(u"plain.wav"_s), dir.filePath(u"in.wav"_s)));
        QVERIFY(QFile::link(dir.filePath(u"gone.wav"_s), dir.filePath(u"dangling.wav"_s)));
        QVERIFY(QFile::link(outside.path(), dir.filePath(u"linked"_s)));

        const QString base = root.path();
        QStringList paths = {
            base + u"/plain.wav"_s,        base + u"/out.wav"_s,
            base + u"/in.wav"_s,           base + u"/dangling.wav"_s,
            base + u"/missing.wav"_s,      base + u"/sub"_s,
            base + u"/sub/inner.wav"_s,    base + u"/sub/none.wav"_s,
            base + u"/ünïcode.wav"_s,      base + u"/linked/target.wav"_s,
            base + u"/linked/none.wav"_s,  base + u"/nofolder/x.wav"_s,
            base + u"/plain.wav/x.wav"_s,  base + u"/"_s + QString(300, u'n'),
            base + u"/sub/../plain.wav"_s, u"relative.wav"_s,
            base + u"/nul\0.wav"_s,        base + u"/plain.wav"_s,
        };
        // Enough names in each folder that the survey lists it (or, with no filler, too few).
        const QStringList folders = {base, base + u"/sub"_s, base + u"/linked"_s,
                                     base + u"/nofolder"_s, base + u"/plain.wav"_s};
        for (const QString& folder : folders)
            for (int i = 0; i < filler; ++i)
                paths.push_back(folder + u"/filler"_s + QString::number(i) + u".wav"_s);

        const std::vector<QString> paths_(paths.cbegin(), paths.cend());
        const std::vector<QString> got = PathSurvey::canonicalFilePaths(paths_);
        QCOMPARE(got.size(), paths_.size());
        for (size_t i = 0; i < paths_.size(); ++i)
            QVERIFY2(got[i] == QFileInfo(paths_[i]).canonicalFilePath(), qPrintable(paths_[i]));

        // The listed folders answered most names themselves.
        const std::vector<PathSurvey::Finding> found = PathSurvey::survey(paths_);
        const auto count = [&](PathSurvey::Status status) {
            return std::count_if(found.cbegin(), found.cend(),
                                 [&](const auto& f) { return f.status == status; });
        };
        if (filler > 0) {
            QVERIFY(count(PathSurvey::Status::Present) >= 5);
            QVERIFY(count(PathSurvey::Status::Absent) >= 4 * filler);
        } else {
            QCOMPARE(count(PathSurvey::Status::Unknown), qsizetype(found.size()));
        }
    }
};

QTEST_GUILESS_MAIN(TestPathSurvey)
#include "tst_pathsurvey.moc"
