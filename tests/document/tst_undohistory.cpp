// UndoHistory on its own, with a command that only counts (the document is the demo dat, which
// the command never touches).
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/document/undohistory.h"

#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

/// Adds `amount` to a shared counter; merges with the next one of the same id.
class AddCommand final : public DocumentCommand {
public:
    AddCommand(int* counter, int amount, int mergeId = -1)
        : DocumentCommand(u"Add %1"_s.arg(amount))
        , m_counter(counter)
        , m_amount(amount)
        , m_id(mergeId) {}
    void redo(Document&) override { *m_counter += m_amount; }
    void undo(Document&) override { *m_counter -= m_amount; }
    int id() const override { return m_id; }
    bool mergeWith(const DocumentCommand& next) override {
        m_amount += static_cast<const AddCommand&>(next).m_amount;
        return true;
    }
    bool isObsolete() const override { return m_amount == 0; }

private:
    int* m_counter;
    int m_amount;
    int m_id;
};

} // namespace

class TestUndoHistory final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Document> m_document;
    Document& noDocument() { return *m_document; }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(path).has_value());
        auto document = Document::open(path, {m_dir.filePath(u"journal"_s), false});
        QVERIFY2(document.has_value(), document ? "" : qPrintable(document.error().toString()));
        m_document = std::move(*document);
    }

    void pushUndoRedo() {
        int counter = 0;
        UndoHistory history;
        QVERIFY(history.isClean());
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 2));
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 3));
        QCOMPARE(counter, 5);
        QCOMPARE(history.count(), 2);
        QVERIFY(!history.isClean());
        QCOMPARE(history.undoText(), u"Add 3"_s);
        history.undo(noDocument());
        QCOMPARE(counter, 2);
        QCOMPARE(history.redoText(), u"Add 3"_s);
        history.undo(noDocument());
        QCOMPARE(counter, 0);
        QVERIFY(history.isClean());
        QVERIFY(!history.canUndo());
        history.undo(noDocument()); // nothing to undo: no change
        QCOMPARE(counter, 0);
        history.redo(noDocument());
        history.redo(noDocument());
        history.redo(noDocument()); // nothing to redo
        QCOMPARE(counter, 5);
    }

    void pushDropsRedoAndUnreachableClean() {
        int counter = 0;
        UndoHistory history;
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 1));
        history.setClean();
        history.undo(noDocument());
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 10));
        QCOMPARE(counter, 10);
        QCOMPARE(history.count(), 1);
        QVERIFY(!history.canRedo());
        QCOMPARE(history.cleanIndex(), -1);
        QVERIFY(!history.isClean());
    }

    void mergesSameId() {
        int counter = 0;
        UndoHistory history;
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 1, 7));
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 2, 7));
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 4, 8));
        QCOMPARE(history.count(), 2);
        QCOMPARE(counter, 7);
        history.undo(noDocument());
        QCOMPARE(counter, 3);
        history.undo(noDocument());
        QCOMPARE(counter, 0);
    }

    void noMergeWithoutIdOrAcrossClean() {
        int counter = 0;
        UndoHistory history;
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 1));
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 1));
        QCOMPARE(history.count(), 2);
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 1, 3));
        history.setClean();
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 1, 3));
        QCOMPARE(history.count(), 4);
        history.undo(noDocument());
        QVERIFY(history.isClean());
    }

    void obsoleteMergeDropsTheStep() {
        int counter = 0;
        UndoHistory history;
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, 5, 1));
        history.push(noDocument(), std::make_unique<AddCommand>(&counter, -5, 1));
        QCOMPARE(counter, 0);
        QCOMPARE(history.count(), 0);
        QVERIFY(history.isClean());
    }
};

QTEST_GUILESS_MAIN(TestUndoHistory)
#include "tst_undohistory.moc"
