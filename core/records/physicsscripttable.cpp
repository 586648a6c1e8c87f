#include "core/records/physicsscripttable.h"

#include "core/common/bytewriter.h"
#include "core/records/recordreader.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::PhysicsScriptTable)
};
constexpr qint64 MinEntrySize = 8; // play script, count
constexpr qint64 ScriptAndModSize = 8;
} // namespace

quint32 PhysicsScriptTable::script(quint32 playScript, float mod) const {
    for (const PhysicsScriptTableEntry& entry : entries) {
        if (entry.playScript != playScript)
            continue;
        for (const ScriptAndMod& choice : entry.scripts) {
            if (choice.mod >= mod)
                return choice.script;
        }
        return 0;
    }
    return 0;
}

std::vector<quint32> PhysicsScriptTable::scriptIds() const {
    std::vector<quint32> ids;
    for (const PhysicsScriptTableEntry& entry : entries) {
        for (const ScriptAndMod& choice : entry.scripts)
            ids.push_back(choice.script);
    }
    return ids;
}

Result<PhysicsScriptTable> PhysicsScriptTable::decode(QByteArrayView bytes) {
    RecordReader reader(bytes);
    ByteReader& in = reader.in();
    PhysicsScriptTable table;
    table.id = in.u32();
    if (reader.ok())
        reader.setContext("PhysicsScriptTable"_L1, table.id);
    quint32 count = 0;
    if (reader.readCount(count, MinEntrySize,
                         QT_TRANSLATE_NOOP("soundstage::RecordReader", "script type count"))) {
        table.entries.resize(count);
        for (PhysicsScriptTableEntry& entry : table.entries) {
            entry.playScript = in.u32();
            quint32 scripts = 0;
            if (!reader.readCount(scripts, ScriptAndModSize,
                                  QT_TRANSLATE_NOOP("soundstage::RecordReader", "script count")))
                break;
            entry.scripts.resize(scripts);
            for (ScriptAndMod& choice : entry.scripts) {
                choice.mod = in.f32();
                choice.script = in.u32();
            }
        }
    }
    reader.expectEnd(Tr::tr("physics script table"));
    if (!reader.ok())
        return fail(reader.error());
    return table;
}

QByteArray PhysicsScriptTable::encode() const {
    ByteWriter out;
    out.u32(id);
    out.u32(static_cast<quint32>(entries.size()));
    for (const PhysicsScriptTableEntry& entry : entries) {
        out.u32(entry.playScript);
        out.u32(static_cast<quint32>(entry.scripts.size()));
        for (const ScriptAndMod& choice : entry.scripts) {
            out.f32(choice.mod);
            out.u32(choice.script);
        }
    }
    return out.take();
}

} // namespace soundstage
