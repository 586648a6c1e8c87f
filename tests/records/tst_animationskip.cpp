// Animation::decode with PartFrames::Skip (the trigger index's fast read) against the full
// decode: the same frames and hooks on every animation of the demo and a small synthetic dat,
// and the same error (code, message, offset) for every truncation and for corrupted counts.
#include "core/common/bytewriter.h"
#include "core/dat/datfile.h"
#include "core/demo/demodat.h"
#include "core/demo/synthdat.h"
#include "core/records/animation.h"
#include "core/records/recordtype.h"

#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace soundstage;

namespace {

using Skip = Animation::PartFrames;

QByteArray hookBytes(const AnimFrame& frame) {
    ByteWriter out;
    out.u32(static_cast<quint32>(frame.hooks.size()));
    for (const AnimationHook& hook : frame.hooks)
        hook.write(out);
    return out.take();
}

/// Whether two decodes agree: both fail with the same error, or both decode to the same
/// frames and hooks (the skipping one without part frames).
QString disagreement(const Result<Animation>& full, const Result<Animation>& skipped) {
    if (full.has_value() != skipped.has_value())
        return QStringLiteral("one decoded, the other failed");
    if (!full) {
        const Error& a = full.error();
        const Error& b = skipped.error();
        if (a.code != b.code || a.message != b.message || a.offset != b.offset)
            return QStringLiteral("errors differ: %1 | %2").arg(a.toString(), b.toString());
        return {};
    }
    if (full->id != skipped->id || full->flags != skipped->flags ||
        full->numParts != skipped->numParts || full->frames.size() != skipped->frames.size())
        return QStringLiteral("headers differ");
    if (!skipped->posFrames.empty())
        return QStringLiteral("posFrames kept");
    for (std::size_t k = 0; k < full->frames.size(); ++k) {
        if (!skipped->frames[k].parts.empty())
            return QStringLiteral("frame %1 kept its parts").arg(k);
        // compared as bytes: a corrupted float may be a NaN, which equals nothing
        if (hookBytes(full->frames[k]) != hookBytes(skipped->frames[k]))
            return QStringLiteral("frame %1 hooks differ").arg(k);
    }
    return {};
}

std::vector<QByteArray> animationsOf(const QString& path) {
    std::vector<QByteArray> records;
    auto dat = DatFile::open(path);
    if (!dat)
        return records;
    const auto range = idRangeOf(RecordType::Animation);
    const auto entries = (*dat)->entries(range->first, range->last);
    if (!entries)
        return records;
    for (const DatEntry& e : *entries)
        if (auto bytes = (*dat)->read(e))
            records.push_back(std::move(*bytes));
    return records;
}

} // namespace

class TestAnimationSkip : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        const QString demo = m_dir.filePath(QStringLiteral("demo.dat"));
        QVERIFY(DemoDat::write(demo).has_value());
        m_demo = animationsOf(demo);
        QVERIFY(m_demo.size() >= 3);
        const QString synth = m_dir.filePath(QStringLiteral("synth.dat"));
        SynthDat::Params params;
        params.entries = 8000;
        params.tables = 100;
        params.waves = 300;
        params.bytes = qint64(8) << 20;
        QVERIFY(SynthDat::write(synth, params).has_value());
        m_synth = animationsOf(synth);
        QVERIFY(m_synth.size() >= 100);
    }

    void sameFramesAndHooks() {
        int withPos = 0, withHooks = 0;
        for (const auto* set : {&m_demo, &m_synth})
            for (const QByteArray& bytes : *set) {
                const auto full = Animation::decode(bytes);
                if (!full)
                    QFAIL(qPrintable(full.error().toString()));
                const QString why = disagreement(full, Animation::decode(bytes, Skip::Skip));
                QVERIFY2(why.isEmpty(), qPrintable(why));
                withPos += (full->flags & Animation::FlagPosFrames) ? 1 : 0;
                withHooks += full->hookCount() > 0 ? 1 : 0;
            }
        QVERIFY(withHooks > 10);
        QVERIFY(withPos > 0);
    }

    void sameErrorAtEveryTruncation() {
        for (const QByteArray& bytes : m_demo)
            for (qsizetype n = 0; n < bytes.size(); ++n) {
                const QByteArrayView cut(bytes.constData(), n);
                const QString why =
                    disagreement(Animation::decode(cut), Animation::decode(cut, Skip::Skip));
                QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("at %1: %2").arg(n).arg(why)));
            }
    }

    void sameErrorForCorruptedFields() {
        // every aligned u32 of the first records replaced by values that break counts, hook
        // types and directions, and bytes appended
        int failures = 0;
        for (std::size_t r = 0; r < std::min<std::size_t>(m_demo.size(), 4); ++r) {
            const QByteArray& bytes = m_demo[r];
            for (qsizetype at = 0; at + 4 <= bytes.size(); at += 4)
                for (const quint32 value : {0u, 1u, 2u, 0x15u, 0xFFFFFFFFu, 0x7FFFu, 40u}) {
                    QByteArray bad = bytes;
                    qToLittleEndian<quint32>(value, bad.data() + at);
                    const auto full = Animation::decode(bad);
                    failures += full ? 0 : 1;
                    const QString why = disagreement(full, Animation::decode(bad, Skip::Skip));
                    QVERIFY2(why.isEmpty(),
                             qPrintable(QStringLiteral("record %1, u32 at %2 = %3: %4")
                                            .arg(r)
                                            .arg(at)
                                            .arg(value)
                                            .arg(why)));
                }
            const QByteArray longer = bytes + QByteArray("\0\0\0\0", 4);
            QVERIFY(disagreement(Animation::decode(longer), Animation::decode(longer, Skip::Skip))
                        .isEmpty());
        }
        QVERIFY(failures > 20); // the corruptions do reach the error paths
    }

private:
    QTemporaryDir m_dir;
    std::vector<QByteArray> m_demo;
    std::vector<QByteArray> m_synth;
};

QTEST_GUILESS_MAIN(TestAnimationSkip)
#include "tst_animationskip.moc"
