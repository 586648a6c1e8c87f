#include "core/records/setupmodel.h"

#include "core/common/bytewriter.h"
#include "core/records/recordreader.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::SetupModel)
};

constexpr qint64 LocationSize = 8 + Frame::Size;
constexpr qint64 LightSize = 4 + Frame::Size + 16;

SetupModel::Sphere readSphere(ByteReader& in, bool cylinder) {
    SetupModel::Sphere s;
    s.origin = readVector3(in);
    s.radius = in.f32();
    if (cylinder)
        s.height = in.f32();
    return s;
}

void writeSphere(ByteWriter& out, const SetupModel::Sphere& s, bool cylinder) {
    writeVector3(out, s.origin);
    out.f32(s.radius);
    if (cylinder)
        out.f32(s.height);
}

void readLocations(RecordReader& reader, std::vector<SetupModel::Location>& list,
                   const char* what) {
    quint32 count = 0;
    if (!reader.readCount(count, LocationSize, what))
        return;
    list.resize(count);
    for (SetupModel::Location& location : list) {
        location.key = reader.in().u32();
        location.part = reader.in().i32();
        location.frame = Frame::read(reader.in());
    }
}

void writeLocations(ByteWriter& out, const std::vector<SetupModel::Location>& list) {
    out.u32(static_cast<quint32>(list.size()));
    for (const SetupModel::Location& location : list) {
        out.u32(location.key);
        out.i32(location.part);
        location.frame.write(out);
    }
}

} // namespace

qsizetype SetupModel::hookCount() const {
    qsizetype count = 0;
    for (const Placement& placement : placements)
        count += qsizetype(placement.frame.hooks.size());
    return count;
}

Result<SetupModel> SetupModel::decode(QByteArrayView bytes) {
    RecordReader reader(bytes);
    ByteReader& in = reader.in();
    SetupModel s;
    s.id = in.u32();
    if (reader.ok())
        reader.setContext("Setup"_L1, s.id);
    s.flags = in.u32();
    quint32 count = 0;
    if (reader.readCount(count, 4, QT_TRANSLATE_NOOP("soundstage::RecordReader", "part count"))) {
        s.parts.resize(count);
        for (quint32& part : s.parts)
            part = in.u32();
    }
    const quint32 numParts = static_cast<quint32>(s.parts.size());
    if (reader.ok() && (s.flags & FlagHasParent) != 0 &&
        reader.checkCount(in.pos(), numParts, 4,
                          QT_TRANSLATE_NOOP("soundstage::RecordReader", "part count"))) {
        s.parents.resize(numParts);
        for (quint32& parent : s.parents)
            parent = in.u32();
    }
    if (reader.ok() && (s.flags & FlagHasDefaultScale) != 0 &&
        reader.checkCount(in.pos(), numParts, 12,
                          QT_TRANSLATE_NOOP("soundstage::RecordReader", "part count"))) {
        s.defaultScales.resize(numParts);
        for (auto& scale : s.defaultScales)
            scale = readVector3(in);
    }
    if (reader.ok())
        readLocations(reader, s.holdingLocations,
                      QT_TRANSLATE_NOOP("soundstage::RecordReader", "holding location count"));
    if (reader.ok())
        readLocations(reader, s.connectionPoints,
                      QT_TRANSLATE_NOOP("soundstage::RecordReader", "connection point count"));
    if (reader.ok() &&
        reader.readCount(count, 4 + AnimFrame::minSize(numParts),
                         QT_TRANSLATE_NOOP("soundstage::RecordReader", "placement count"))) {
        s.placements.reserve(count);
        for (quint32 i = 0; i < count && reader.ok(); ++i) {
            Placement placement;
            placement.key = in.u32();
            placement.frame = AnimFrame::read(reader, numParts);
            s.placements.push_back(std::move(placement));
        }
    }
    if (reader.ok() &&
        reader.readCount(count, 20,
                         QT_TRANSLATE_NOOP("soundstage::RecordReader", "cylinder sphere count"))) {
        s.cylSpheres.resize(count);
        for (Sphere& sphere : s.cylSpheres)
            sphere = readSphere(in, true);
    }
    if (reader.ok() &&
        reader.readCount(count, 16,
                         QT_TRANSLATE_NOOP("soundstage::RecordReader", "sphere count"))) {
        s.spheres.resize(count);
        for (Sphere& sphere : s.spheres)
            sphere = readSphere(in, false);
    }
    s.height = in.f32();
    s.radius = in.f32();
    s.stepUpHeight = in.f32();
    s.stepDownHeight = in.f32();
    s.sortingSphere = readSphere(in, false);
    s.selectionSphere = readSphere(in, false);
    if (reader.ok() &&
        reader.readCount(count, LightSize,
                         QT_TRANSLATE_NOOP("soundstage::RecordReader", "light count"))) {
        s.lights.resize(count);
        for (Light& light : s.lights) {
            light.type = in.u32();
            light.frame = Frame::read(in);
            light.color = in.u32();
            light.intensity = in.f32();
            light.falloff = in.f32();
            light.coneAngle = in.f32();
        }
    }
    s.defaultAnimation = in.u32();
    s.defaultScript = in.u32();
    s.defaultMotionTable = in.u32();
    s.defaultSoundTable = in.u32();
    s.defaultScriptTable = in.u32();
    reader.expectEnd(Tr::tr("setup"));
    if (!reader.ok())
        return fail(reader.error());
    return s;
}

QByteArray SetupModel::encode() const {
    ByteWriter out;
    out.u32(id);
    out.u32(flags);
    out.u32(static_cast<quint32>(parts.size()));
    for (quint32 part : parts)
        out.u32(part);
    if ((flags & FlagHasParent) != 0) {
        for (quint32 parent : parents)
            out.u32(parent);
    }
    if ((flags & FlagHasDefaultScale) != 0) {
        for (const auto& scale : defaultScales)
            writeVector3(out, scale);
    }
    writeLocations(out, holdingLocations);
    writeLocations(out, connectionPoints);
    out.u32(static_cast<quint32>(placements.size()));
    for (const Placement& placement : placements) {
        out.u32(placement.key);
        placement.frame.write(out);
    }
    out.u32(static_cast<quint32>(cylSpheres.size()));
    for (const Sphere& sphere : cylSpheres)
        writeSphere(out, sphere, true);
    out.u32(static_cast<quint32>(spheres.size()));
    for (const Sphere& sphere : spheres)
        writeSphere(out, sphere, false);
    for (float value : {height, radius, stepUpHeight, stepDownHeight})
        out.f32(value);
    writeSphere(out, sortingSphere, false);
    writeSphere(out, selectionSphere, false);
    out.u32(static_cast<quint32>(lights.size()));
    for (const Light& light : lights) {
        out.u32(light.type);
        light.frame.write(out);
        out.u32(light.color);
        out.f32(light.intensity);
        out.f32(light.falloff);
        out.f32(light.coneAngle);
    }
    for (quint32 did : {defaultAnimation, defaultScript, defaultMotionTable, defaultSoundTable,
                        defaultScriptTable})
        out.u32(did);
    return out.take();
}

} // namespace soundstage
