#include "core/records/motiontable.h"

#include "core/common/bytewriter.h"
#include "core/records/animframe.h"
#include "core/records/motioncommand.h"
#include "core/records/recordreader.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::MotionTable)
};

constexpr qint64 MinMotionData = 4; // counts, bitfield, flags, pad
constexpr qint64 AnimDataSize = 16;

MotionData readMotionData(RecordReader& reader) {
    ByteReader& in = reader.in();
    MotionData data;
    const qint64 countOffset = in.pos();
    const quint8 anims = in.u8();
    data.bitfield = in.u8();
    data.flags = in.u8();
    data.padding = in.u8();
    if (!reader.checkCount(countOffset, anims, AnimDataSize,
                           QT_TRANSLATE_NOOP("soundstage::RecordReader", "animation count")))
        return data;
    data.anims.resize(anims);
    for (AnimData& anim : data.anims) {
        anim.animation = in.u32();
        anim.lowFrame = in.i32();
        anim.highFrame = in.i32();
        anim.framerate = in.f32();
    }
    if ((data.flags & MotionData::FlagVelocity) != 0)
        data.velocity = readVector3(in);
    if ((data.flags & MotionData::FlagOmega) != 0)
        data.omega = readVector3(in);
    return data;
}

void readEntries(RecordReader& reader, std::vector<MotionEntry>& entries, const char* what) {
    quint32 count = 0;
    if (!reader.readCount(count, 4 + MinMotionData, what))
        return;
    entries.resize(count);
    for (MotionEntry& entry : entries) {
        entry.key = reader.in().u32();
        entry.data = readMotionData(reader);
        if (!reader.ok())
            return;
    }
}

void writeMotionData(ByteWriter& out, const MotionData& data) {
    quint8 flags = data.flags & ~(MotionData::FlagVelocity | MotionData::FlagOmega);
    if (data.velocity)
        flags |= MotionData::FlagVelocity;
    if (data.omega)
        flags |= MotionData::FlagOmega;
    out.u8(static_cast<quint8>(data.anims.size()));
    out.u8(data.bitfield);
    out.u8(flags);
    out.u8(data.padding);
    for (const AnimData& anim : data.anims) {
        out.u32(anim.animation);
        out.i32(anim.lowFrame);
        out.i32(anim.highFrame);
        out.f32(anim.framerate);
    }
    if (data.velocity)
        writeVector3(out, *data.velocity);
    if (data.omega)
        writeVector3(out, *data.omega);
}

void writeEntries(ByteWriter& out, const std::vector<MotionEntry>& entries) {
    out.u32(static_cast<quint32>(entries.size()));
    for (const MotionEntry& entry : entries) {
        out.u32(entry.key);
        writeMotionData(out, entry.data);
    }
}

} // namespace

quint32 MotionEntry::style() const {
    return 0x80000000u | (key >> 16);
}

quint32 MotionEntry::motion() const {
    return MotionCommand::fromIndex(static_cast<quint16>(key & 0xFFFF));
}

const MotionEntry* MotionTable::cycle(quint32 style, quint32 substate) const {
    const quint32 wanted = key(style, substate);
    for (const MotionEntry& entry : cycles) {
        if (entry.key == wanted)
            return &entry;
    }
    return nullptr;
}

std::vector<quint32> MotionTable::animationIds() const {
    std::vector<quint32> ids;
    const auto add = [&ids](const MotionData& data) {
        for (const AnimData& anim : data.anims)
            ids.push_back(anim.animation);
    };
    for (const MotionEntry& entry : cycles)
        add(entry.data);
    for (const MotionEntry& entry : modifiers)
        add(entry.data);
    for (const MotionLink& link : links) {
        for (const auto& [target, data] : link.targets)
            add(data);
    }
    return ids;
}

Result<MotionTable> MotionTable::decode(QByteArrayView bytes) {
    RecordReader reader(bytes);
    ByteReader& in = reader.in();
    MotionTable table;
    table.id = in.u32();
    if (reader.ok())
        reader.setContext("MotionTable"_L1, table.id);
    table.defaultStyle = in.u32();
    quint32 count = 0;
    if (reader.readCount(count, 8,
                         QT_TRANSLATE_NOOP("soundstage::RecordReader", "style default count"))) {
        table.styleDefaults.resize(count);
        for (auto& [style, substate] : table.styleDefaults) {
            style = in.u32();
            substate = in.u32();
        }
    }
    if (reader.ok())
        readEntries(reader, table.cycles,
                    QT_TRANSLATE_NOOP("soundstage::RecordReader", "cycle count"));
    if (reader.ok())
        readEntries(reader, table.modifiers,
                    QT_TRANSLATE_NOOP("soundstage::RecordReader", "modifier count"));
    if (reader.ok() &&
        reader.readCount(count, 8, QT_TRANSLATE_NOOP("soundstage::RecordReader", "link count"))) {
        table.links.resize(count);
        for (MotionLink& link : table.links) {
            link.key = in.u32();
            quint32 targets = 0;
            if (!reader.readCount(
                    targets, 4 + MinMotionData,
                    QT_TRANSLATE_NOOP("soundstage::RecordReader", "link target count")))
                break;
            link.targets.resize(targets);
            for (auto& [target, data] : link.targets) {
                target = in.u32();
                data = readMotionData(reader);
                if (!reader.ok())
                    break;
            }
            if (!reader.ok())
                break;
        }
    }
    reader.expectEnd(Tr::tr("motion table"));
    if (!reader.ok())
        return fail(reader.error());
    return table;
}

QByteArray MotionTable::encode() const {
    ByteWriter out;
    out.u32(id);
    out.u32(defaultStyle);
    out.u32(static_cast<quint32>(styleDefaults.size()));
    for (const auto& [style, substate] : styleDefaults) {
        out.u32(style);
        out.u32(substate);
    }
    writeEntries(out, cycles);
    writeEntries(out, modifiers);
    out.u32(static_cast<quint32>(links.size()));
    for (const MotionLink& link : links) {
        out.u32(link.key);
        out.u32(static_cast<quint32>(link.targets.size()));
        for (const auto& [target, data] : link.targets) {
            out.u32(target);
            writeMotionData(out, data);
        }
    }
    return out.take();
}

} // namespace soundstage
