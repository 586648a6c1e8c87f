// A document opened on a worker comes with its DocumentDigest: the browser's rows and the issue
// log's findings built there. The digest equals what the views would build themselves, the
// views take it (instead of building on the GUI thread) while documentReplaced is emitted, and
// the session drops it afterwards; without a digest the views build their own. An override
// change shows the issue log's findings again with the override's entries, not re-validated.
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
        QVERIFY(digest.findings);
        const BrowserModel::Rows rows = BrowserRows::build(*document, nullptr);
        for (std::size_t c = 0; c < rows.size(); ++c) {
            QCOMPARE((*digest.browserRows)[c].size(), rows[c].size());
            for (std::size_t i = 0; i < rows[c].size(); ++i) {
                QVERIFY((*digest.browserRows)[c][i].location == rows[c][i].location);
                QCOMPARE((*digest.browserRows)[c][i].mark, rows[c][i].mark);
            }
        }
        const auto findings = DocumentValidator::findings(document->catalog());
        QCOMPARE(digest.findings->size(), findings.size());
        QVERIFY(!findings.empty()); // the demo has a never-chosen variant

        ProgressCounter cancelled;
        cancelled.cancel();
        const DocumentDigest none = DocumentDigest::compute(*document, &cancelled);
        QVERIFY(!none.browserRows);
        QVERIFY(!none.findings);
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
        digest->findings =
            std::vector<Finding>{{Finding::Severity::Warning, DocumentLocation::table(0x2000ABCD),
                                  u"from the digest"_s}};

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
        QCOMPARE(issueTexts(log.model()), QStringList{u"from the digest"_s});
        QVERIFY(!log.findingsTask()->isRunning());

        // An override file adds its own entries to the findings shown; the dat is not validated
        // again (that would take over 100 ms on a large dat): the digest's finding stays.
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
        QCOMPARE(texts.size(), 2);
        QCOMPARE(texts.front(), u"from the digest"_s);
        QVERIFY2(texts.back().contains(u"waves.txt line 1 replaces wave 0x0A000001"_s),
                 qPrintable(texts.back()));
        session.setAppliedOverride(nullptr);
        QCOMPARE(issueTexts(log.model()), QStringList{u"from the digest"_s});
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
