#include "core/override/overridediff.h"

#include "core/common/floattext.h"
#include "core/common/hexid.h"
#include "core/override/overridewriter.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::OverrideDiff" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverrideDiff)
};

/// The sound types the client plays: the first root child of each key, in file order.
std::vector<const SoundTableNode*> playedSounds(const SoundTable& table) {
    std::vector<const SoundTableNode*> out;
    QSet<quint32> seen;
    for (const SoundTableNode& child : table.root.children) {
        if (!seen.contains(child.key)) {
            seen.insert(child.key);
            out.push_back(&child);
        }
    }
    return out;
}

QString where(quint32 table, quint32 soundType, const SoundTypeLookup& soundTypes) {
    return OverrideEvent::tableSound(table, soundType,
                                     soundTypes.nameOf(soundType).value_or(QString()))
        .toText();
}

} // namespace

OverrideDiff::Changes OverrideDiff::diff(const std::map<quint32, SoundTable>& original,
                                         const std::map<quint32, SoundTable>& edited,
                                         const SoundTypeLookup& soundTypes) {
    Changes result;
    result.file.pick = OverrideFile::PickMode::Retail;
    const auto event = [&](quint32 table, quint32 soundType) {
        return OverrideEvent::tableSound(table, soundType,
                                         soundTypes.nameOf(soundType).value_or(QString()));
    };
    const auto silence = [&](quint32 table, quint32 soundType) {
        OverrideEntry entry;
        entry.event = event(table, soundType);
        result.file.entries.push_back(std::move(entry));
        ++result.removedSounds;
    };

    for (const auto& [id, table] : edited) {
        const auto originalIt = original.find(id);
        const SoundTable* before = originalIt == original.end() ? nullptr : &originalIt->second;
        if (!before) {
            const SoundTable empty = SoundTable::makeEmpty(id);
            if (table.root.variants != empty.root.variants)
                result.notes.push_back(Tr::tr("%1: a new table's root record is not expressible; "
                                              "a client creates it as {0, 0, 1, 1}")
                                           .arg(hexId(id)));
        }
        for (const SoundTableNode* sound : playedSounds(table)) {
            const SoundTableNode* old = before ? before->sound(sound->key) : nullptr;
            if (old && old->children != sound->children) {
                result.notes.push_back(Tr::tr("%1: nested nodes under the sound type changed; "
                                              "override lines carry only its variants")
                                           .arg(where(id, sound->key, soundTypes)));
            } else if (!old && !sound->children.empty()) {
                result.notes.push_back(Tr::tr("%1: nested nodes under the new sound type are not "
                                              "expressible")
                                           .arg(where(id, sound->key, soundTypes)));
            }
            if (old && old->variants == sound->variants)
                continue;
            if (sound->variants.empty()) {
                result.notes.push_back(Tr::tr("%1: kept with no variants; written as silenced, "
                                              "which applies as removed")
                                           .arg(where(id, sound->key, soundTypes)));
                if (old)
                    silence(id, sound->key);
                continue;
            }
            OverrideEntry entry;
            entry.event = event(id, sound->key);
            const float priority = sound->variants.front().priority;
            entry.priority = priority >= 0 ? shortestDouble(priority) : 0.0;
            bool mixed = false;
            bool clamped = false;
            for (const SoundVariant& v : sound->variants) {
                mixed = mixed || v.priority != priority;
                // The language's volumes and probabilities are 0..1; a dat may hold more (the
                // editor allows volumes above 1). Clamp so the file stays valid, and say so.
                const float volume = std::clamp(v.volume, 0.0f, 1.0f);
                const float probability = std::clamp(v.probability, 0.0f, 1.0f);
                clamped = clamped || volume != v.volume || probability != v.probability;
                entry.alternatives.push_back(OverrideAlternative::fromWave(
                    v.wave, shortestDouble(volume), shortestDouble(probability)));
            }
            if (clamped) {
                result.notes.push_back(
                    Tr::tr("%1: a volume or probability outside 0..1 was written "
                           "as its nearest bound")
                        .arg(where(id, sound->key, soundTypes)));
            }
            if (mixed || priority < 0) {
                result.notes.push_back(Tr::tr("%1: variants have different or negative priorities; "
                                              "the line carries %2")
                                           .arg(where(id, sound->key, soundTypes))
                                           .arg(entry.priority));
            }
            result.file.entries.push_back(std::move(entry));
            ++(old ? result.changedSounds : result.addedSounds);
        }
        if (before) {
            for (const SoundTableNode* sound : playedSounds(*before)) {
                if (!table.sound(sound->key))
                    silence(id, sound->key);
            }
        }
    }
    for (const auto& [id, table] : original) {
        if (edited.contains(id))
            continue;
        result.notes.push_back(
            Tr::tr("%1: the table was removed; its sound types are silenced").arg(hexId(id)));
        for (const SoundTableNode* sound : playedSounds(table))
            silence(id, sound->key);
    }
    return result;
}

QByteArray OverrideDiff::write(const Changes& result, const QString& originalName,
                               const QString& editedName) {
    QString text;
    text += u"# Soundstage override: the sounds that differ between two dats\n"_s;
    text += u"# original: "_s + originalName + u'\n';
    text += u"# edited:   "_s + editedName + u'\n';
    for (const QString& note : result.notes)
        text += u"# note: "_s + QString(note).replace(u'\n', u' ') + u'\n';
    text += u'\n';
    text += OverrideWriter::write(result.file);
    return text.toUtf8();
}

} // namespace soundstage
