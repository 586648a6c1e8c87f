#pragma once
// `--override FILE` of the commands that compute or play what the client does (reach, simulate,
// render, ambient-sim, motion): the file applied the way the editor previews it
// (OverridePreview: parsed, checked against the dat, applied onto its tables), its diagnostics
// printed on standard error in `override check`'s format, lines with errors skipped.
// Header-only so the CLI's CMake glob of command_*.cpp stays the only build list.

#include "app/cli/retailcli.h"
#include "core/document/soundcatalog.h"
#include "core/override/overrideambient.h"
#include "core/override/overridepreview.h"
#include "core/override/overrideroller.h"
#include "core/records/animationhook.h"
#include "core/triggers/motionsimulation.h"

#include <QFileInfo>

#include <map>
#include <memory>
#include <optional>
#include <set>

namespace soundstage::cli::overrides {

using namespace Qt::StringLiterals;

inline void addOverrideOption(QCommandLineParser& parser) {
    parser.addOption(QCommandLineOption(
        u"override"_s,
        u"Compute and play with this override file applied, as the editor previews it: its "
        "lists replace the dat's under its !pick mode, its wave lines replace waves, local files "
        "play, and its hook lines (anim 0x03…:FRAME[N]) change what a motion's hooks fire. Lines "
        "with errors are skipped; every diagnostic is printed on standard error."_s,
        u"FILE"_s));
}

/// Every SoundTable of the dat by id: what an override applies onto (`*/sound` lines reach
/// every table).
inline Result<std::map<quint32, SoundTable>> allTables(const DatFile& dat) {
    auto ids = retail::idsOf(dat, RecordType::SoundTable);
    if (!ids)
        return fail(ids.error());
    std::map<quint32, SoundTable> tables;
    for (const quint32 id : *ids) {
        auto table = retail::loadTable(dat, id);
        if (!table)
            return fail(table.error());
        tables.emplace(id, std::move(*table));
    }
    return tables;
}

/// The --override file applied onto `tables` and checked against `dat`; null when the option
/// is not given. Each diagnostic goes to standard error ("soundstage-cli: FILE:LINE:COL:
/// severity: message"). Fails when the file cannot be read (Io) or is too large.
inline Result<std::shared_ptr<const OverridePreview>>
loadOverride(const QCommandLineParser& parser, CliIo& io, const DatFile& dat,
             const std::map<quint32, SoundTable>& tables) {
    if (!parser.isSet(u"override"_s))
        return std::shared_ptr<const OverridePreview>();
    const QString path = parser.value(u"override"_s);
    auto preview = OverridePreview::load(path, tables, &dat);
    if (!preview)
        return fail(preview.error().inFile(path));
    for (const OverrideDiagnostic& d : preview->file.diagnostics)
        io.err << "soundstage-cli: " << d.toString(path) << '\n';
    return std::make_shared<const OverridePreview>(std::move(*preview));
}

/// For a motion (motion, render --motion): with --override, the file (applied onto the setup's
/// default table and checked against the dat) goes into `request.preview`, which
/// MotionSimulation plays as the editor does (table lines, hook lines, wave lines). Nothing
/// without --override. Fails as loadOverride() does.
inline Result<void> applyToMotion(const QCommandLineParser& parser, CliIo& io, const DatFile& dat,
                                  const SoundCatalog& catalog, MotionRequest& request) {
    if (!parser.isSet(u"override"_s))
        return {};
    const auto setupTable = catalog.setupTables().find(request.setup);
    const quint32 tableId = setupTable == catalog.setupTables().end() ? 0 : setupTable->second;
    std::map<quint32, SoundTable> tables;
    if (const SoundTable* datTable = catalog.table(tableId))
        tables.emplace(tableId, *datTable);
    auto preview = loadOverride(parser, io, dat, tables);
    if (!preview)
        return fail(preview.error());
    request.preview = *preview;
    return {};
}

/// The local file a motion event plays under an override (its name), or empty.
inline QString motionEventFile(const MotionSoundEvent& e) {
    return e.file.isEmpty() ? QString() : QFileInfo(e.file).fileName();
}

/// "override line 3" for a sound type the preview touches; empty otherwise.
inline QString lineNote(const OverridePreview* preview, quint32 table, quint32 soundType) {
    const OverrideApply::Applied* applied =
        preview ? preview->report.find(table, soundType) : nullptr;
    return applied ? u"override line %1"_s.arg(applied->line) : QString();
}

/// The local file a variant stands for, as its file name (empty for a dat wave).
inline QString localFileName(const OverridePreview* preview, quint32 table, quint32 soundType,
                             int variant) {
    const OverrideApply::LocalSource* local =
        preview ? preview->report.localSource(table, soundType, variant) : nullptr;
    return local ? QFileInfo(local->path).fileName() : QString();
}

} // namespace soundstage::cli::overrides
