#include "core/override/overridepreview.h"

#include "core/override/overridedatcheck.h"
#include "core/override/overrideparser.h"

#include "core/common/inputfile.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace soundstage {

std::optional<OverridePreview::Sound> OverridePreview::sound(quint32 table,
                                                             quint32 soundType) const {
    const OverrideApply::Applied* applied = report.find(table, soundType);
    if (!applied)
        return std::nullopt;
    Sound sound;
    sound.applied = applied;
    sound.entry = applied->line > 0 ? entryAt(applied->line) : nullptr;
    if (applied->kind != OverrideApply::Applied::Kind::Removed) {
        if (const auto t = tables.find(table); t != tables.end()) {
            if (const SoundTableNode* node = t->second.sound(soundType))
                sound.variants = node->variants;
        }
    }
    sound.localFiles.resize(sound.variants.size());
    for (std::size_t i = 0; i < sound.variants.size(); ++i) {
        if (const auto* local = report.localSource(table, soundType, static_cast<int>(i)))
            sound.localFiles[i] = local->path;
    }
    return sound;
}

const OverrideEntry* OverridePreview::entryAt(int line) const {
    const auto it = std::ranges::find(file.entries, line, &OverrideEntry::line);
    return it == file.entries.end() ? nullptr : &*it;
}

const OverrideEntry* OverridePreview::waveReplacement(quint32 wave) const {
    for (const OverrideEntry& entry : file.entries) {
        if (entry.event.kind == OverrideEvent::Kind::Wave && entry.event.wave == wave &&
            !entry.hasErrors)
            return &entry;
    }
    return nullptr;
}

std::vector<const OverrideEntry*> OverridePreview::waveReplacements() const {
    std::vector<const OverrideEntry*> out;
    for (const OverrideEntry& entry : file.entries) {
        if (entry.event.kind == OverrideEvent::Kind::Wave && !entry.hasErrors)
            out.push_back(&entry);
    }
    return out;
}

std::vector<const OverrideEntry*> OverridePreview::namedEvents() const {
    std::vector<const OverrideEntry*> out;
    for (const OverrideEntry& entry : file.entries) {
        if (entry.event.kind == OverrideEvent::Kind::Named)
            out.push_back(&entry);
    }
    return out;
}

QString OverridePreview::resolve(const OverrideAlternative& alternative) const {
    return file.resolve(alternative, QFileInfo(path).absolutePath());
}

bool OverridePreview::checkHooks(const OverrideHookCheck::Lookup& hooks) {
    std::vector<OverrideDiagnostic> before = std::move(file.diagnostics);
    file.diagnostics = diagnosticsBesideHooks;
    OverrideDatCheck::merge(file, OverrideHookCheck::check(file, hooks));
    const auto same = [](const OverrideDiagnostic& a, const OverrideDiagnostic& b) {
        return a.line == b.line && a.column == b.column && a.severity == b.severity &&
               a.message == b.message;
    };
    return !std::ranges::equal(before, file.diagnostics, same);
}

Result<OverridePreview> OverridePreview::load(const QString& path,
                                              const std::map<quint32, SoundTable>& tables,
                                              const DatFile* dat,
                                              const OverrideHookCheck::Lookup& hooks) {
    // Override files are small text files; the limit keeps a wrong pick (a dat) from being read.
    auto read = InputFile::readAll(path, InputFile::MaxOverrideBytes);
    if (!read)
        return fail(read.error());
    const QByteArray& bytes = *read;

    OverridePreview preview;
    const QFileInfo info(path);
    preview.path = info.absoluteFilePath();
    preview.file = OverrideParser().parse(bytes);
    if (dat)
        OverrideDatCheck::merge(preview.file, OverrideDatCheck::checkDat(preview.file, *dat, {}));
    OverrideDatCheck::merge(preview.file,
                            OverrideDatCheck::checkFiles(preview.file, info.absolutePath()));
    preview.diagnosticsBesideHooks = preview.file.diagnostics;
    if (hooks)
        preview.checkHooks(hooks);
    else if (dat)
        preview.checkHooks(OverrideHookCheck::datLookup(*dat));
    preview.tables = tables;
    preview.report = OverrideApply::apply(preview.file, preview.tables, info.absolutePath());
    return preview;
}

} // namespace soundstage
