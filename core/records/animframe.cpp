#include "core/records/animframe.h"

#include "core/common/bytewriter.h"
#include "core/records/recordreader.h"

namespace soundstage {

std::array<float, 3> readVector3(ByteReader& in) {
    std::array<float, 3> v{};
    for (float& c : v)
        c = in.f32();
    return v;
}

void writeVector3(ByteWriter& out, const std::array<float, 3>& v) {
    for (float c : v)
        out.f32(c);
}

Frame Frame::read(ByteReader& in) {
    Frame f;
    f.x = in.f32();
    f.y = in.f32();
    f.z = in.f32();
    f.qw = in.f32();
    f.qx = in.f32();
    f.qy = in.f32();
    f.qz = in.f32();
    return f;
}

void Frame::write(ByteWriter& out) const {
    for (float value : {x, y, z, qw, qx, qy, qz})
        out.f32(value);
}

AnimFrame AnimFrame::read(RecordReader& reader, quint32 numParts, bool keepParts) {
    ByteReader& in = reader.in();
    AnimFrame frame;
    // Callers check their frame counts against minSize(), so this only guards the allocation;
    // running out here is truncation, reported where the part frames start.
    if (qint64(numParts) * Frame::Size > in.remaining() || !keepParts) {
        in.skip(qint64(numParts) * Frame::Size);
        if (!in.ok())
            return frame;
    } else {
        frame.parts.resize(numParts);
        for (Frame& part : frame.parts)
            part = Frame::read(in);
    }
    quint32 hooks = 0;
    if (!reader.readCount(hooks, AnimationHook::HeaderSize,
                          QT_TRANSLATE_NOOP("soundstage::RecordReader", "hook count")))
        return frame;
    frame.hooks.reserve(hooks);
    for (quint32 i = 0; i < hooks && reader.ok(); ++i)
        frame.hooks.push_back(AnimationHook::read(reader));
    return frame;
}

void AnimFrame::write(ByteWriter& out) const {
    for (const Frame& part : parts)
        part.write(out);
    out.u32(static_cast<quint32>(hooks.size()));
    for (const AnimationHook& hook : hooks)
        hook.write(out);
}

qint64 AnimFrame::encodedSize() const {
    qint64 size = minSize(static_cast<quint32>(parts.size()));
    for (const AnimationHook& hook : hooks)
        size += hook.encodedSize();
    return size;
}

} // namespace soundstage
