#pragma once

// The built-in demo dat written to a temporary folder, opened and catalogued (DemoFixture), or
// opened as a Document with its changes recorded (DemoDocument). GUI-free: core tests
// (tests/document) and widget tests (tests/widgets/demofixture.h) share it.
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/document/soundcatalog.h"
#include "core/records/soundtypes.h"

#include <QString>
#include <QTemporaryDir>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace soundstage::test {

struct DemoFixture {
    QTemporaryDir dir;
    QString path;
    std::unique_ptr<DatFile> dat;
    std::optional<SoundCatalog> catalog;

    /// False when anything fails (no folder, the dat cannot be written or read); callers QVERIFY
    /// it.
    bool open() {
        if (!dir.isValid())
            return false;
        path = dir.filePath(QStringLiteral("demo.dat"));
        if (!DemoDat::write(path))
            return false;
        auto opened = DatFile::open(path);
        if (!opened)
            return false;
        dat = std::move(*opened);
        auto loaded = SoundCatalog::load(*dat);
        if (!loaded)
            return false;
        catalog = std::move(*loaded);
        return true;
    }
};

/// The demo dat written once (initTestCase: write()) and opened as a Document afresh for each
/// test (init: open()), every DocumentChange it sends recorded in `changes`. The change callback
/// refers to this object: keep it where it is (a member of the test).
struct DemoDocument {
    QTemporaryDir dir;
    QString path;
    std::unique_ptr<Document> doc;
    std::vector<DocumentChange> changes;

    DemoDocument() = default;
    DemoDocument(const DemoDocument&) = delete;
    DemoDocument& operator=(const DemoDocument&) = delete;

    /// False when the folder or the dat cannot be written; callers QVERIFY it.
    bool write() {
        if (!dir.isValid())
            return false;
        path = dir.filePath(QStringLiteral("demo.dat"));
        return DemoDat::write(path).has_value();
    }
    /// The document options: its journal in the folder, written when `journal` is true.
    [[nodiscard]] Document::Options options(bool journal = false) const {
        return {dir.filePath(QStringLiteral("journal")), journal};
    }
    /// Opens the dat (replacing doc) with no changes recorded yet; the error's text when it
    /// fails, empty when it opened.
    QString open(bool journal = false) {
        auto opened = Document::open(path, options(journal));
        if (!opened)
            return opened.error().toString();
        doc = std::move(*opened);
        changes.clear();
        doc->setChangeCallback([this](const DocumentChange& c) { changes.push_back(c); });
        return {};
    }
};

/// A sound type by its name (u"Swoosh2"); the test's names exist.
inline quint32 soundTypeOf(const char16_t* name) {
    return parseSoundType(QStringView(name)).value();
}

} // namespace soundstage::test
