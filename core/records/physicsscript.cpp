#include "core/records/physicsscript.h"

#include "core/common/bytewriter.h"
#include "core/records/recordreader.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::PhysicsScript)
};
} // namespace

Result<PhysicsScript> PhysicsScript::decode(QByteArrayView bytes) {
    RecordReader reader(bytes);
    ByteReader& in = reader.in();
    PhysicsScript script;
    script.id = in.u32();
    if (reader.ok())
        reader.setContext("PhysicsScript"_L1, script.id);
    quint32 count = 0;
    if (reader.readCount(count, MinEntrySize,
                         QT_TRANSLATE_NOOP("soundstage::RecordReader", "script entry count"))) {
        script.entries.reserve(count);
        for (quint32 i = 0; i < count && reader.ok(); ++i) {
            PhysicsScriptEntry entry;
            entry.startTime = in.f64();
            entry.hook = AnimationHook::read(reader);
            script.entries.push_back(std::move(entry));
        }
    }
    reader.expectEnd(Tr::tr("physics script"));
    if (!reader.ok())
        return fail(reader.error());
    return script;
}

QByteArray PhysicsScript::encode() const {
    ByteWriter out;
    out.u32(id);
    out.u32(static_cast<quint32>(entries.size()));
    for (const PhysicsScriptEntry& entry : entries) {
        out.f64(entry.startTime);
        entry.hook.write(out);
    }
    return out.take();
}

} // namespace soundstage
