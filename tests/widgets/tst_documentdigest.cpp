// A document opened on a worker comes with its DocumentDigest: the browser's rows built there.
// The digest equals what the browser would build itself, the browser takes it (instead of
// building on the GUI thread) while documentReplaced is emitted, and the session drops it
// afterwards; without a digest the browser builds its own. The issue log computes its findings
// in the background either way; an override change shows them again with the override's
// entries, not re-validated.
#include "core/common/progresscounter.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/document/documentvalidator.h"
#include "core/override/overridepreview.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/issuelogdock.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentdigest.h"
#include "widgets/session/documentsession.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestDocumentDigest final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;

    std::unique_ptr<Document> open() const {
        auto opened = Document::open(m_path, {{}, false});
        return opened ? std::move(*opened) : nullptr;
    }

    static QStringList issueTexts(const QAbstractItemModel* model) {
        QStringList texts;
        for (int i = 0; i < model->rowCount(); ++i)
            texts << model->index(i, IssueLogDock::IssueColumn).data().toString();
        return texts;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(m_path).has_value());
    }

    void digestEqualsWhatTheViewsBuild() {
        const auto document = open();
        QVERIFY(document);
        ProgressCounter progress;
        const DocumentDigest digest = DocumentDigest::compute(*document, &progress);
        QCOMPARE(progress.done(), progress.total());
        QVERIFY(digest.browserRows);
        const BrowserModel::Rows rows = BrowserRows::build(*document, nullptr);
        for (std::size_t c = 0; c < rows.size(); ++c) {
            QCOMPARE((*digest.browserRows)[c].size(), rows[c].size());
            for (std::size_t i = 0; i < rows[c].size(); ++i) {
                QVERIFY((*digest.browserRows)[c][i].location == rows[c][i].location);
                QCOMPARE((*digest.browserRows)[c][i].mark, rows[c][i].mark);
            }
        }

        ProgressCounter cancelled;
        cancelled.cancel();
        const DocumentDigest none = DocumentDigest::compute(*document, &cancelled);
        QVERIFY(!none.browserRows);
    }

    void viewsTakeTheDigest() {
        DocumentSession session;
        BrowserModel browser(&session);
        IssueLogDock log(&session);
        // A digest that differs from the document on purpose: what the views show proves that
        // they took it rather than building their own.
        auto document = open();
        QVERIFY(document);
        auto digest = std::make_unique<DocumentDigest>(DocumentDigest::compute(*document));
        BrowserModel::Item marker;
        marker.location = DocumentLocation::table(0x2000ABCD);
        (*digest->browserRows)[BrowserModel::Tables] = {marker};
        const auto findings = DocumentValidator::findings(document->catalog());
        QVERIFY(!findings.empty()); // the demo has a never-chosen variant
        QStringList expected;
        for (const Finding& finding : findings)
            expected << finding.message;

        QSignalSpy refreshed(&log, &IssueLogDock::refreshed);
        bool sawDigest = false;
        connect(&session, &DocumentSession::documentReplaced, this,
                [&] { sawDigest = session.digest() != nullptr; });
        session.setDocument(std::move(document), std::move(digest));
        QVERIFY(sawDigest);
        QVERIFY(!session.digest()); // dropped once the views had it
        QCOMPARE(browser.totalCount(BrowserModel::Tables), 1);
        QCOMPARE(browser.locationOf(browser.index(0, 0, browser.index(BrowserModel::Tables, 0))).id,
                 0x2000ABCDu);
        QVERIFY(browser.totalCount(BrowserModel::Waves) > 0);
        // The findings follow from a worker.
        QVERIFY(log.isChecking());
        QVERIFY(refreshed.wait());
        QCOMPARE(issueTexts(log.model()), expected);
        QVERIFY(!log.findingsTask()->isRunning());

        // An override file adds its own entries to the findings shown; the dat is not validated
        // again (that would take over 100 ms on a large dat): the findings stay.
        const QString path = m_dir.filePath(u"waves.txt"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("wave 0x0A000001, 0 = 0x0A000002, 1\n");
        file.close();
        const Document* opened = session.document();
        auto preview = OverridePreview::load(path, opened->catalog().tables(), &opened->dat());
        QVERIFY(preview.has_value());
        session.setAppliedOverride(std::make_shared<const OverridePreview>(std::move(*preview)));
        QVERIFY(!log.findingsTask()->isRunning());
        const QStringList texts = issueTexts(log.model());
        QCOMPARE(texts.size(), expected.size() + 1);
        QCOMPARE(texts.mid(0, expected.size()), expected);
        QVERIFY2(texts.back().contains(u"waves.txt line 1 replaces wave 0x0A000001"_s),
                 qPrintable(texts.back()));
        session.setAppliedOverride(nullptr);
        QCOMPARE(issueTexts(log.model()), expected);
        QVERIFY(!log.findingsTask()->isRunning());
    }

    void withoutADigestTheViewsBuildTheirOwn() {
        DocumentSession session;
        BrowserModel browser(&session);
        IssueLogDock log(&session);
        QSignalSpy refreshed(&log, &IssueLogDock::refreshed);
        auto document = open();
        QVERIFY(document);
        const auto tables = static_cast<int>(document->catalog().tables().size());
        const auto findings = DocumentValidator::findings(document->catalog());
        session.setDocument(std::move(document));
        QCOMPARE(browser.totalCount(BrowserModel::Tables), tables);
        // The findings follow from a worker.
        QVERIFY(log.findingsTask()->isRunning());
        QVERIFY(refreshed.wait());
        QCOMPARE(log.model()->rowCount(), static_cast<int>(findings.size()));
        QCOMPARE(issueTexts(log.model()).front(), findings.front().message);
    }
};

QTEST_MAIN(TestDocumentDigest)
#include "tst_documentdigest.moc"
