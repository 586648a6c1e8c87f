#include "core/override/overrideapply.h"

#include "core/override/overridewriter.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::OverrideApply" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverrideApply)
};

quint64 key(quint32 table, quint32 soundType) {
    return (quint64(table) << 32) | soundType;
}

} // namespace

const OverrideApply::Applied* OverrideApply::Report::find(quint32 table, quint32 soundType) const {
    // Later entries cannot name the same target (the parser refuses duplicates), but a
    // `table/sound` wins over `*/sound`: look for the explicit one first.
    const Applied* fallback = nullptr;
    for (const Applied& a : applied) {
        if (a.table == table && a.soundType == soundType) {
            if (!a.everyTable)
                return &a;
            fallback = &a;
        }
    }
    return fallback;
}

const OverrideApply::LocalSource*
OverrideApply::Report::localSource(quint32 table, quint32 soundType, int variant) const {
    for (const LocalSource& s : localSources) {
        if (s.table == table && s.soundType == soundType && s.variant == variant)
            return &s;
    }
    return nullptr;
}

const OverrideApply::HookChange* OverrideApply::Report::hook(quint32 record, int frame, double time,
                                                             int ordinal, int count) const {
    for (const HookChange& h : hooks) {
        if (h.record != record || h.inScript != (frame < 0))
            continue;
        if (h.inScript ? h.time != time : h.frame != frame)
            continue;
        if (h.hookIndex ? *h.hookIndex == ordinal : (count == 1 && ordinal == 0))
            return &h;
    }
    return nullptr;
}

OverrideApply::Report OverrideApply::apply(const OverrideFile& file,
                                           std::map<quint32, SoundTable>& tables,
                                           const QString& fileFolder) {
    Report report;
    QSet<quint64> explicitTargets;
    for (const OverrideEntry& entry : file.entries) {
        if (entry.event.kind == OverrideEvent::Kind::TableSound && entry.event.soundType &&
            !entry.hasErrors)
            explicitTargets.insert(key(entry.event.table, *entry.event.soundType));
    }

    const auto applyTo = [&](const OverrideEntry& entry, SoundTable& table, quint32 soundType,
                             bool everyTable) {
        Applied applied;
        applied.table = table.id;
        applied.soundType = soundType;
        applied.line = entry.line;
        applied.text = OverrideWriter::entryLine(entry);
        applied.everyTable = everyTable;
        auto& children = table.root.children;
        const auto it = std::ranges::find(children, soundType, &SoundTableNode::key);
        if (entry.isSilenced()) {
            if (it == children.end())
                return;
            children.erase(it);
            applied.kind = Applied::Kind::Removed;
            report.applied.push_back(std::move(applied));
            return;
        }
        std::vector<SoundVariant> variants;
        variants.reserve(entry.alternatives.size());
        for (const OverrideAlternative& a : entry.alternatives) {
            const double gain = file.gain(a);
            variants.push_back({a.isWave() ? a.wave : 0u, static_cast<float>(entry.priority),
                                static_cast<float>(a.probability), static_cast<float>(gain)});
            if (!a.isWave()) {
                report.localSources.push_back({table.id, soundType, int(variants.size()) - 1,
                                               file.resolve(a, fileFolder), gain, a.probability,
                                               entry.line});
            }
        }
        if (it == children.end()) {
            children.push_back(SoundTableNode{soundType, std::move(variants), {}});
            applied.kind = Applied::Kind::Added;
        } else {
            it->variants = std::move(variants);
            applied.kind = Applied::Kind::Replaced;
        }
        report.applied.push_back(std::move(applied));
    };

    for (const OverrideEntry& entry : file.entries) {
        if (entry.hasErrors) {
            report.skipped.push_back({entry.line, Tr::tr("the line has errors")});
            continue;
        }
        const OverrideEvent& event = entry.event;
        switch (event.kind) {
        case OverrideEvent::Kind::TableSound: {
            if (!event.soundType) {
                report.skipped.push_back({entry.line, Tr::tr("unknown sound type")});
                break;
            }
            auto it = tables.find(event.table);
            if (it == tables.end()) {
                if (entry.isSilenced())
                    break; // nothing to silence
                it = tables.emplace(event.table, SoundTable::makeEmpty(event.table)).first;
                ++report.createdTables;
            }
            applyTo(entry, it->second, *event.soundType, false);
            break;
        }
        case OverrideEvent::Kind::EveryTable: {
            if (!event.soundType) {
                report.skipped.push_back({entry.line, Tr::tr("unknown sound type")});
                break;
            }
            for (auto& [id, table] : tables) {
                if (table.sound(*event.soundType) &&
                    !explicitTargets.contains(key(id, *event.soundType)))
                    applyTo(entry, table, *event.soundType, true);
            }
            break;
        }
        case OverrideEvent::Kind::AnimationHook:
        case OverrideEvent::Kind::ScriptHook: {
            HookChange change;
            change.inScript = event.kind == OverrideEvent::Kind::ScriptHook;
            change.record = event.record;
            change.frame = event.frame;
            change.time = event.time;
            change.hookIndex = event.hookIndex;
            change.line = entry.line;
            change.text = OverrideWriter::entryLine(entry);
            change.silenced = entry.isSilenced();
            change.soundType = entry.firesSound;
            change.priority = entry.priority;
            if (!entry.alternatives.empty()) {
                const OverrideAlternative& a = entry.alternatives.front();
                change.replacesWave = true;
                change.wave = a.isWave() ? a.wave : 0u;
                if (!a.isWave())
                    change.file = file.resolve(a, fileFolder);
                change.gain = std::clamp(file.gain(a), 0.0, 1.0);
                change.probability = a.probability;
                change.probabilityWritten = a.probabilityWritten;
            }
            report.hooks.push_back(std::move(change));
            break;
        }
        case OverrideEvent::Kind::Wave:
            report.skipped.push_back(
                {entry.line, Tr::tr("a wave event replaces the wave when it plays, not a table")});
            break;
        case OverrideEvent::Kind::Named:
            report.skipped.push_back(
                {entry.line, Tr::tr("a named event is for engines that name their events")});
            break;
        }
    }
    return report;
}

} // namespace soundstage
