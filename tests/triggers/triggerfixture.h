#pragma once
// Small dats built in code for the trigger tests: animations with chosen hooks, a motion table,
// scripts, a setup and a table, written with DatWriter and loaded as the editor loads them.

#include "core/dat/datfile.h"
#include "core/dat/datwriter.h"
#include "core/demo/demodat.h"
#include "core/document/soundcatalog.h"
#include "core/records/animation.h"
#include "core/records/motioncommand.h"
#include "core/records/motiontable.h"
#include "core/records/physicsscript.h"
#include "core/records/physicsscripttable.h"
#include "core/records/setupmodel.h"
#include "core/records/soundtable.h"
#include "core/triggers/motionsimulation.h"
#include "core/triggers/triggerindex.h"

#include <QTemporaryDir>

#include <memory>
#include <utility>
#include <vector>

namespace fixture {

using namespace soundstage;

inline AnimationHook tableHook(quint32 soundType, HookDirection d = HookDirection::Both) {
    return AnimationHook::make(SoundTableHook{soundType}, d);
}

/// An animation of `frames` frames, one part, hooks on the given frames.
inline Animation animation(quint32 id, int frames,
                           std::vector<std::pair<int, AnimationHook>> hooks) {
    Animation a;
    a.id = id;
    a.numParts = 1;
    a.frames.resize(std::size_t(frames));
    for (auto& f : a.frames)
        f.parts.resize(1);
    for (auto& [frame, hook] : hooks)
        a.frames[std::size_t(frame)].hooks.push_back(std::move(hook));
    a.setHasHooksFlag();
    return a;
}

inline MotionData motion(quint32 animation, float framerate, qint32 low = 0, qint32 high = -1) {
    MotionData data;
    data.anims.push_back(AnimData{animation, low, high, framerate});
    return data;
}

inline SetupModel setup(quint32 id, quint32 motionTable, quint32 soundTable, quint32 script = 0,
                        quint32 scriptTable = 0) {
    SetupModel s;
    s.id = id;
    s.defaultMotionTable = motionTable;
    s.defaultSoundTable = soundTable;
    s.defaultScript = script;
    s.defaultScriptTable = scriptTable;
    return s;
}

inline SoundTable table(quint32 id,
                        std::vector<std::pair<quint32, std::vector<SoundVariant>>> sounds) {
    SoundTable t = SoundTable::makeEmpty(id);
    for (auto& [type, variants] : sounds)
        t.root.children.push_back(SoundTableNode{type, std::move(variants), {}});
    return t;
}

/// A dat on disk with its catalog and index.
struct Loaded {
    QTemporaryDir dir;
    std::unique_ptr<DatFile> dat;
    SoundCatalog catalog;
    std::optional<TriggerIndex> index;
};

/// Opens the dat at `path` (in `loaded`'s folder) into `loaded`; nullptr when anything fails.
inline std::unique_ptr<Loaded> loadFile(std::unique_ptr<Loaded> loaded, const QString& path,
                                        FpuModel model) {
    auto dat = DatFile::open(path);
    if (!dat)
        return nullptr;
    loaded->dat = std::move(*dat);
    auto catalog = SoundCatalog::load(*loaded->dat);
    if (!catalog)
        return nullptr;
    loaded->catalog = std::move(*catalog);
    auto index = TriggerIndex::build(*loaded->dat, loaded->catalog, model);
    if (!index)
        return nullptr;
    loaded->index = std::move(*index);
    return loaded;
}

/// Writes the records (id → bytes) and loads them; nullptr when anything fails.
inline std::unique_ptr<Loaded> load(const std::vector<std::pair<quint32, QByteArray>>& records,
                                    FpuModel model = FpuModel::Single) {
    auto loaded = std::make_unique<Loaded>();
    const QString path = loaded->dir.filePath(QStringLiteral("fixture.dat"));
    DatWriter writer;
    for (const auto& [id, bytes] : records)
        writer.add(id, bytes);
    if (!writer.write(path))
        return nullptr;
    return loadFile(std::move(loaded), path, model);
}

/// The built-in demo dat, written and loaded; nullptr when anything fails.
inline std::unique_ptr<Loaded> loadDemo() {
    auto loaded = std::make_unique<Loaded>();
    const QString path = loaded->dir.filePath(QStringLiteral("demo.dat"));
    if (!DemoDat::write(path))
        return nullptr;
    return loadFile(std::move(loaded), path, FpuModel::Single);
}

/// A stand-in wave record: the catalog lists wave entries without decoding their samples.
inline std::pair<quint32, QByteArray> wave(quint32 id) {
    return {id, QByteArray(16, '\0')};
}

/// A motion of `setup` played on a loaded fixture (MotionSimulation::run).
inline Result<MotionSimulation> play(const Loaded& loaded, quint32 setup, quint32 command,
                                     double seconds, quint32 seed) {
    MotionRequest request;
    request.setup = setup;
    request.command = command;
    request.seconds = seconds;
    request.seed = seed;
    return MotionSimulation::run(*loaded.index, loaded.catalog, request);
}

} // namespace fixture
