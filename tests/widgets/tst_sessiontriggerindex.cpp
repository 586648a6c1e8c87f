// The session's trigger index follows every edit without being built again: after a hook's
// value, a hook added, a Setup's default table, a table's sound types, the FPU model, undo and
// redo, it answers exactly as an index built from scratch over the dat as a save would write it
// (DocumentSaver's patch, reopened) — and the edits were applied to the previous index
// (TriggerIndex::update / refresh on a worker), not by reading the whole dat again.
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/document/documentsaver.h"
#include "core/document/soundcatalog.h"
#include "core/records/recordtype.h"
#include "core/records/soundtypes.h"
#include "tests/triggers/indexdescription.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/sessiontriggerindex.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestSessionTriggerIndex final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo;
    std::set<quint32> m_ids, m_soundTypes, m_waves;
    int m_saves = 0;
    QStringList m_labels; ///< what the index's worker ran since the last settle()

    /// Runs the event loop until the session's index is the one of the document's state.
    static bool settle(DocumentSession& session) {
        return QTest::qWaitFor([&] { return session.triggers()->isCurrent(); }, 20000);
    }

    /// The index of the document as saved: its patch written beside the dat and built anew.
    QStringList expected(const DocumentSession& session) {
        const Document& document = *session.document();
        auto patch = DocumentSaver::patchFor(document);
        if (!patch)
            return {u"patch: "_s + patch.error().toString()};
        const QString path = m_dir.filePath(u"saved-%1.dat"_s.arg(++m_saves));
        const std::shared_ptr<const DatFile> dat = document.sharedDat();
        if (auto written = patch->write(*dat, path); !written)
            return {u"write: "_s + written.error().toString()};
        auto saved = DatFile::open(path);
        if (!saved)
            return {u"open: "_s + saved.error().toString()};
        auto catalog = SoundCatalog::load(**saved);
        if (!catalog)
            return {u"catalog: "_s + catalog.error().toString()};
        auto built = TriggerIndex::build(**saved, *catalog, session.fpuModel());
        if (!built)
            return {u"build: "_s + built.error().toString()};
        return test::describe(*built, m_ids, m_soundTypes, m_waves);
    }

    QStringList actual(const DocumentSession& session) const {
        return test::describe(*session.triggers()->index(), m_ids, m_soundTypes, m_waves);
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(m_demo).has_value());
        auto dat = DatFile::open(m_demo);
        QVERIFY(dat);
        m_ids = test::indexedRecords(**dat);
        for (const char* name : {"Footstep1", "Swoosh2", "Fizzle"})
            m_soundTypes.insert(parseSoundType(QString::fromLatin1(name)).value());
        m_waves = {0x0A000011, DemoDat::MissingWave};
    }

    void followsEveryEditWithoutABuild() {
        DocumentSession session;
        QVERIFY(session.open(m_demo).has_value());
        QVERIFY(settle(session));
        BackgroundTask* worker = session.triggers()->task();
        connect(worker, &BackgroundTask::started, this, [&] { m_labels << worker->label(); });
        Document& document = *session.document();
        const quint32 swoosh = parseSoundType(u"Swoosh2").value();

        const auto check = [&](const char* name) {
            const QString what = QString::fromLatin1(name);
            m_labels.clear();
            if (!settle(session))
                return QStringLiteral("%1: the index never became current").arg(what);
            // brought up to date from the previous index, never built from the dat again
            if (m_labels != QStringList{u"Updating what fires each sound…"_s})
                return QStringLiteral("%1: the worker ran %2").arg(what, m_labels.join(u", "_s));
            const QStringList have = actual(session), want = expected(session);
            if (have != want)
                return QStringLiteral("%1: the index differs from a build of the saved dat:\n%2\n"
                                      "--- built:\n%3")
                    .arg(what, have.join(u'\n'), want.join(u'\n'));
            return QString();
        };
        const QStringList original = actual(session);

        // a SoundTweaked hook's probability (Attack, frame 12): its gate
        QVERIFY(document.setValue({Field::HookProbability, DemoDat::AttackAnimation, 12, 0},
                                  FieldValue(0.125f)));
        QString problem = check("probability");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        // a hook added before Walk's frame-4 hook, then the humanoid's table given another one
        QVERIFY(document.insertHook(DemoDat::WalkAnimation, 4, 0,
                                    AnimationHook::make(SoundTableHook{swoosh})));
        problem = check("hook added");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(document.setValue({Field::SetupTable, DemoDat::HumanoidSetup, 0, 0},
                                  FieldValue(DemoDat::HumanTable)));
        problem = check("setup table");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        // a table loses a sound type; the other FPU model
        const quint32 removed =
            document.catalog().tables().at(DemoDat::HumanTable).root.children.front().key;
        QVERIFY(document.removeSoundType(DemoDat::HumanTable, removed));
        problem = check("sound type removed");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        session.setFpuModel(FpuModel::Double);
        problem = check("FPU model");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        // undo all of it (a burst: one update at its end), then redo one
        while (document.history().canUndo())
            document.undo();
        problem = check("undone");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        session.setFpuModel(FpuModel::Single);
        problem = check("model back");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(actual(session), original);
        document.redo();
        problem = check("redone");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(actual(session) != original);
    }
};

QTEST_GUILESS_MAIN(TestSessionTriggerIndex)
#include "tst_sessiontriggerindex.moc"
