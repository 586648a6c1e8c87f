#include "core/records/animation.h"

#include "core/common/bytewriter.h"
#include "core/records/recordreader.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::Animation)
};
} // namespace

qsizetype Animation::hookCount() const {
    qsizetype count = 0;
    for (const AnimFrame& frame : frames)
        count += qsizetype(frame.hooks.size());
    return count;
}

void Animation::setHasHooksFlag() {
    if (hookCount() > 0)
        flags |= FlagHasHooks;
    else
        flags &= ~FlagHasHooks;
}

Result<Animation> Animation::decode(QByteArrayView bytes, PartFrames parts) {
    RecordReader reader(bytes);
    ByteReader& in = reader.in();
    Animation animation;
    animation.id = in.u32();
    if (reader.ok())
        reader.setContext("Animation"_L1, animation.id);
    animation.flags = in.u32();
    animation.numParts = in.u32();
    const bool hasPos = (animation.flags & FlagPosFrames) != 0;
    const qint64 perFrame = AnimFrame::minSize(animation.numParts) + (hasPos ? Frame::Size : 0);
    quint32 count = 0;
    if (reader.readCount(count, perFrame,
                         QT_TRANSLATE_NOOP("soundstage::RecordReader", "frame count"))) {
        const bool keep = parts == PartFrames::Keep;
        if (hasPos && keep) {
            animation.posFrames.resize(count);
            for (Frame& frame : animation.posFrames)
                frame = Frame::read(in);
        } else if (hasPos) {
            in.skip(Frame::Size * count); // readCount proved they fit
        }
        animation.frames.reserve(count);
        for (quint32 i = 0; i < count && reader.ok(); ++i)
            animation.frames.push_back(AnimFrame::read(reader, animation.numParts, keep));
    }
    reader.expectEnd(Tr::tr("animation"));
    if (!reader.ok())
        return fail(reader.error());
    return animation;
}

QByteArray Animation::encode() const {
    ByteWriter out;
    out.u32(id);
    out.u32(flags);
    out.u32(numParts);
    out.u32(static_cast<quint32>(frames.size()));
    if ((flags & FlagPosFrames) != 0) {
        for (const Frame& frame : posFrames)
            frame.write(out);
    }
    for (const AnimFrame& frame : frames)
        frame.write(out);
    return out.take();
}

} // namespace soundstage
