#pragma once
// Everything a TriggerIndex answers about chosen records, sound types and waves, as lines of
// text: two indexes answer alike exactly when their descriptions are equal (the update tests
// compare an updated index with one built from scratch over the edited dat).

#include "core/common/bytewriter.h"
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/records/recordtype.h"
#include "core/triggers/triggerindex.h"

#include <QString>
#include <QStringList>

#include <set>

namespace soundstage::test {

using namespace Qt::StringLiterals;

/// The ids of every record of the types the index reads (Animation, MotionTable,
/// PhysicsScript, PhysicsScriptTable, Setup) in `dat`; empty when its directory cannot be walked.
inline std::set<quint32> indexedRecords(const DatFile& dat) {
    std::set<quint32> ids;
    for (const RecordType type :
         {RecordType::Animation, RecordType::MotionTable, RecordType::PhysicsScript,
          RecordType::PhysicsScriptTable, RecordType::Setup}) {
        const auto range = idRangeOf(type);
        const auto entries = dat.entries(range->first, range->last);
        if (!entries)
            return {};
        for (const DatEntry& e : *entries)
            ids.insert(e.id);
    }
    return ids;
}

inline QString hookText(const TriggerHook& h) {
    ByteWriter bytes;
    h.site.hook.write(bytes);
    QString text = u"%1:%2:%3:%4 %5 v%6 g%7 setups"_s.arg(h.site.record, 0, 16)
                       .arg(h.site.frame)
                       .arg(h.site.time)
                       .arg(h.site.position)
                       .arg(QString::fromLatin1(bytes.take().toHex()))
                       .arg(h.verdicts)
                       .arg(h.gateCount);
    for (quint32 s : h.setups)
        text += u" %1"_s.arg(s, 0, 16);
    text += u" motions"_s;
    for (const MotionPlay& m : h.motions)
        text += u" %1/%2/%3/%4/%5/%6:%7:%8:%9"_s.arg(m.motionTable, 0, 16)
                    .arg(m.style, 0, 16)
                    .arg(m.command, 0, 16)
                    .arg(static_cast<int>(m.part))
                    .arg(m.from, 0, 16)
                    .arg(m.anim.animation, 0, 16)
                    .arg(m.anim.lowFrame)
                    .arg(m.anim.highFrame)
                    .arg(static_cast<double>(m.anim.framerate));
    return text;
}

/// Everything the index answers about the ids given (and the demo dat's two humanoid tables),
/// as lines of text.
inline QStringList describe(const TriggerIndex& index, const std::set<quint32>& ids,
                            const std::set<quint32>& soundTypes, const std::set<quint32>& waves) {
    QStringList lines;
    for (const TriggerIndex::Problem& p : index.problems())
        lines << u"problem %1 %2"_s.arg(p.id, 0, 16).arg(static_cast<int>(p.error.code));
    for (const ChainNote& n : index.chainNotes()) {
        QString line = u"chain %1"_s.arg(static_cast<int>(n.kind));
        for (quint32 id : n.chain)
            line += u" %1"_s.arg(id, 0, 16);
        lines << line;
    }
    for (quint32 id : ids) {
        if (const auto* a = index.animation(id))
            lines << u"animation %1 frames %2 hooks %3"_s.arg(id, 0, 16)
                         .arg(a->frameCount)
                         .arg(a->hooks.size());
        if (const auto* s = index.script(id))
            lines << u"script %1 hooks %2"_s.arg(id, 0, 16).arg(s->hooks.size());
        if (index.motionTable(id))
            lines << u"motion table %1 plays %2"_s.arg(id, 0, 16).arg(index.playsIn(id).size());
        if (const auto* s = index.setup(id)) {
            QString line = u"setup %1 %2 %3 %4 %5 %6 scripts"_s.arg(id, 0, 16)
                               .arg(s->motionTable, 0, 16)
                               .arg(s->soundTable, 0, 16)
                               .arg(s->defaultScript, 0, 16)
                               .arg(s->scriptTable, 0, 16)
                               .arg(s->defaultAnimation, 0, 16);
            for (quint32 script : index.scriptsOfSetup(id))
                line += u" %1"_s.arg(script, 0, 16);
            lines << line;
        }
        for (const TriggerHook& h : index.soundHooksOf(id))
            lines << u"of %1: "_s.arg(id, 0, 16) + hookText(h);
        lines << u"plays of %1: %2"_s.arg(id, 0, 16).arg(index.playsOf(id).size());
        QString calls = u"calls of %1:"_s.arg(id, 0, 16);
        for (quint32 script : index.scriptsCalledBy(id))
            calls += u" %1"_s.arg(script, 0, 16);
        lines << calls;
    }
    for (quint32 type : soundTypes)
        for (quint32 table : {0u, DemoDat::HumanoidTable, DemoDat::HumanTable})
            for (const TriggerHook& h : index.hooksOfSoundType(type, table))
                lines << u"sound %1 of %2: "_s.arg(type).arg(table, 0, 16) + hookText(h);
    for (quint32 wave : waves)
        for (const TriggerHook& h : index.hooksOfWave(wave))
            lines << u"wave %1: "_s.arg(wave, 0, 16) + hookText(h);
    for (quint32 table : {DemoDat::HumanoidTable, DemoDat::HumanTable}) {
        QString line = u"types of %1:"_s.arg(table, 0, 16);
        for (quint32 type : index.soundTypesOf(table))
            line += u" %1"_s.arg(type);
        lines << line;
    }
    return lines;
}

} // namespace soundstage::test
