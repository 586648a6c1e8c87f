// Document's waves: the pending new waves (imports, edited sounds) and reading a wave as the
// document has it. A part of Document (document.h) in its own file, as documenthooks.cpp is.
#include "core/document/document.h"

#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/document/documentcommands.h"

#include <algorithm>

namespace soundstage {

Result<quint32> Document::freeWaveId(std::optional<quint32> id) const {
    constexpr quint32 first = 0x0A000000;
    constexpr quint32 last = 0x0A00FFFF;
    const auto taken = [this](quint32 candidate) {
        if (m_catalog.hasWave(candidate) || m_newWaves.contains(candidate))
            return true;
        const auto found = m_dat->find(candidate);
        return !found || found->has_value(); // an unreadable directory counts as taken
    };
    if (id) {
        if (*id < first || *id > last)
            return fail(ErrorCode::Usage,
                        tr("%1 is not a wave id (0x0A000000–0x0A00FFFF).").arg(hexId(*id)));
        if (taken(*id))
            return fail(ErrorCode::Usage, tr("The dat already has wave %1.").arg(hexId(*id)));
    } else {
        for (quint32 candidate = first;; ++candidate) {
            if (!taken(candidate)) {
                id = candidate;
                break;
            }
            if (candidate == last)
                return fail(ErrorCode::NotFound, tr("Every wave id from 0x0A000000 to "
                                                    "0x0A00FFFF is taken."));
        }
    }
    return *id;
}

Result<quint32> Document::addNewWave(Wave wave, std::optional<quint32> id) {
    auto chosen = freeWaveId(id);
    if (!chosen)
        return fail(chosen.error());
    wave.id = *chosen;
    push(std::make_unique<AddNewWave>(tr("Import Wave %1").arg(hexId(*chosen)), *chosen,
                                      std::move(wave)));
    return *chosen;
}

Result<Document::WaveReplacement> Document::replaceWaveWithNew(quint32 wave, Wave replacement) {
    const std::vector<SoundCatalog::WaveUse> uses = m_catalog.usesOfWave(wave);
    if (uses.empty())
        return fail(ErrorCode::NotFound,
                    tr("No variant names wave %1 any more: the edited sound has no place to go.")
                        .arg(hexId(wave)));
    auto id = freeWaveId(std::nullopt);
    if (!id)
        return fail(id.error());
    // The variants' entries are made here rather than by VariantEdit::plan, which accepts only
    // waves the catalog lists: the new wave joins it when the step below is done.
    std::vector<VariantEdit::Entry> entries;
    entries.reserve(uses.size());
    for (const SoundCatalog::WaveUse& use : uses) {
        const SoundTable* table = m_catalog.table(use.table);
        const SoundTableNode* sound = table ? table->sound(use.soundType) : nullptr;
        if (!sound || use.variant < 0 || use.variant >= static_cast<int>(sound->variants.size()))
            continue;
        VariantEdit::Entry entry{{use.table, use.soundType, use.variant},
                                 sound->variants[static_cast<std::size_t>(use.variant)],
                                 {}};
        entry.after = entry.before;
        entry.after.wave = *id;
        entries.push_back(entry);
    }
    std::sort(
        entries.begin(), entries.end(),
        [](const VariantEdit::Entry& a, const VariantEdit::Entry& b) { return a.ref < b.ref; });
    const int variants = static_cast<int>(entries.size());
    replacement.id = *id;
    auto step = std::make_unique<CompositeCommand>(
        tr("Edit Wave %1 Externally (now %2 in %n Variant(s))", nullptr, variants)
            .arg(hexId(wave), hexId(*id)));
    step->add(std::make_unique<AddNewWave>(QString(), *id, std::move(replacement)));
    step->add(std::make_unique<EditVariants>(QString(), std::move(entries)));
    push(std::move(step));
    return WaveReplacement{*id, variants};
}

Result<Wave> Document::waveRecord(quint32 id) const {
    if (const auto pending = m_newWaves.find(id); pending != m_newWaves.end())
        return pending->second;
    auto bytes = dat().read(id);
    if (!bytes)
        return fail(bytes.error());
    auto decoded = Wave::decode(*bytes);
    if (!decoded)
        return fail(decoded.error().inFile(path()));
    return std::move(*decoded);
}

void Document::setNewWave(quint32 id, const Wave* wave) {
    if (wave) {
        m_newWaves.insert_or_assign(id, *wave);
        DatEntry entry;
        entry.id = id;
        entry.size = static_cast<quint32>(wave->encode().size());
        m_catalog.addWaveEntry(entry);
    } else {
        m_newWaves.erase(id);
        m_catalog.removeWaveEntry(id);
    }
    DocumentChange change{DocumentChange::Kind::Reset, id};
    change.scope = DocumentChange::Scope::Wave;
    notify(change);
}

} // namespace soundstage
