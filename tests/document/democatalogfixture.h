#pragma once

// The built-in demo dat written to a temporary folder, opened and catalogued. GUI-free: core
// tests (tests/document) and widget tests (tests/widgets/demofixture.h) share it.
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"

#include <QString>
#include <QTemporaryDir>

#include <memory>
#include <optional>
#include <utility>

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

} // namespace soundstage::test
