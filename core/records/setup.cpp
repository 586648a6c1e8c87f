#include "core/records/setup.h"

#include "core/common/bytewriter.h"
#include "core/common/hexid.h"

#include <QCoreApplication>
#include <QtEndian>

namespace soundstage {

Result<Setup> Setup::decode(QByteArrayView bytes) {
    if (bytes.size() < MinSize) {
        return fail(ErrorCode::Truncated,
                    QCoreApplication::translate("soundstage::Setup",
                                                "a Setup record needs at least %1 bytes (its id "
                                                "and the last two default ids), this one has %2")
                        .arg(MinSize)
                        .arg(bytes.size()),
                    bytes.size());
    }
    Setup setup;
    setup.id = qFromLittleEndian<quint32>(bytes.data());
    setup.defaultSoundTable = qFromLittleEndian<quint32>(bytes.data() + bytes.size() - 8);
    setup.bytes = bytes.toByteArray();
    return setup;
}

QByteArray Setup::encode() const {
    QByteArray out = bytes.size() >= MinSize ? bytes : makeMinimal(id, defaultSoundTable).bytes;
    qToLittleEndian(id, out.data());
    qToLittleEndian(defaultSoundTable, out.data() + out.size() - 8);
    return out;
}

Setup Setup::makeMinimal(quint32 id, quint32 defaultSoundTable) {
    ByteWriter out;
    out.u32(id);
    out.u32(0);                                  // flags
    out.u32(0);                                  // parts
    out.i32(0);                                  // holding locations
    out.i32(0);                                  // connection points
    out.i32(0);                                  // placement frames
    out.u32(0);                                  // cylinder spheres
    out.u32(0);                                  // spheres
    out.f32(1.8f);                               // height
    out.f32(0.5f);                               // radius
    out.f32(0.5f);                               // step up height
    out.f32(0.5f);                               // step down height
    for (int sphere = 0; sphere < 2; ++sphere) { // sorting, selection
        out.f32(0.0f);
        out.f32(0.0f);
        out.f32(0.9f);
        out.f32(1.0f);
    }
    out.i32(0); // lights
    out.u32(0); // default animation
    out.u32(0); // default script
    out.u32(0); // default motion table
    out.u32(defaultSoundTable);
    out.u32(0); // default physics script table
    Setup setup;
    setup.id = id;
    setup.defaultSoundTable = defaultSoundTable;
    setup.bytes = out.take();
    return setup;
}

} // namespace soundstage
