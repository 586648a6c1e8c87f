// The retail lane (CTest label `retail`): the real end-of-retail client_portal.dat, named by
// SOUNDSTAGE_RETAIL_DAT. Without it the test says so and is skipped (exit 77, CTest's "Not
// Run"). With it: verify passes; every record of every type Soundstage reads decodes to its
// last byte and re-encodes byte-identically; and the values the public readers test for hold.
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/dat/datverifier.h"
#include "core/records/animation.h"
#include "core/records/motiontable.h"
#include "core/records/physicsscript.h"
#include "core/records/physicsscripttable.h"
#include "core/records/recordtype.h"
#include "core/records/regiondesc.h"
#include "core/records/setupmodel.h"
#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"

#include <QTest>

#include <cstdio>
#include <functional>
#include <map>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

template <typename Record> Result<QByteArray> roundTrip(QByteArrayView bytes) {
    auto record = Record::decode(bytes);
    if (!record)
        return std::unexpected(record.error());
    return record->encode();
}

// The reader and writer of each record type the lane checks.
const std::map<RecordType, std::function<Result<QByteArray>(QByteArrayView)>>& codecs() {
    static const std::map<RecordType, std::function<Result<QByteArray>(QByteArrayView)>> map = {
        {RecordType::SoundTable, roundTrip<SoundTable>},
        {RecordType::Wave, roundTrip<Wave>},
        {RecordType::Region, roundTrip<RegionDesc>},
        {RecordType::Setup, roundTrip<SetupModel>},
        {RecordType::Animation, roundTrip<Animation>},
        {RecordType::MotionTable, roundTrip<MotionTable>},
        {RecordType::PhysicsScript, roundTrip<PhysicsScript>},
        {RecordType::PhysicsScriptTable, roundTrip<PhysicsScriptTable>},
    };
    return map;
}

} // namespace

class TestRetailDat final : public QObject {
    Q_OBJECT

    QString m_path;
    std::unique_ptr<DatFile> m_dat;

    QByteArray record(quint32 id) {
        auto bytes = m_dat->read(id);
        return bytes ? *bytes : QByteArray();
    }

private slots:
    void initTestCase() {
        m_path = qEnvironmentVariable("SOUNDSTAGE_RETAIL_DAT");
        auto dat = DatFile::open(m_path);
        QVERIFY2(dat, qPrintable(dat ? QString() : dat.error().toString()));
        m_dat = std::move(*dat);
    }

    void verifyFindsNothing() {
        auto report = DatVerifier::verify(m_path);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->errorCount(), 0);
    }

    void everyRecordRoundTrips() {
        auto entries = m_dat->entries();
        QVERIFY(entries);
        std::map<RecordType, int> counted;
        for (const DatEntry& entry : *entries) {
            const RecordType type = recordTypeOf(entry.id);
            const auto codec = codecs().find(type);
            if (codec == codecs().end())
                continue;
            auto bytes = m_dat->read(entry);
            QVERIFY2(bytes, qPrintable(bytes ? QString() : bytes.error().toString()));
            auto again = codec->second(*bytes);
            QVERIFY2(again, qPrintable(u"%1: %2"_s.arg(hexId(entry.id))
                                           .arg(again ? QString() : again.error().toString())));
            QVERIFY2(*again == *bytes,
                     qPrintable(u"%1 does not re-encode to its bytes"_s.arg(hexId(entry.id))));
            ++counted[type];
        }
        // The end-of-retail portal dat holds every one of these types.
        for (const auto& [type, codec] : codecs())
            QVERIFY2(counted[type] > 0, qPrintable(recordTypeName(type)));
    }

    // Values the public readers' own tests pin for the end-of-retail portal dat.
    void knownValues() {
        auto table = SoundTable::decode(record(0x20000001));
        QVERIFY(table);
        QCOMPARE(int(table->root.children.size()), 52);
        const SoundTableNode* shieldUp = table->sound(*parseSoundType(u"ShieldUp"));
        QVERIFY(shieldUp);
        QVERIFY(std::ranges::any_of(shieldUp->variants, [](const SoundVariant& v) {
            return v.wave == 0x0A000262 && v.priority == 0.7f;
        }));

        auto wave = Wave::decode(record(0x0A000002));
        QVERIFY(wave);
        QCOMPARE(wave->format.size(), 18);
        QCOMPARE(wave->data.size(), 7046);

        auto animation = Animation::decode(record(0x03000514));
        QVERIFY(animation);
        QCOMPARE(animation->numParts, 17u);
        QCOMPARE(animation->frames.size(), size_t(44));
        QCOMPARE(animation->hookCount(), 1);
        QCOMPARE(animation->frames[0].hooks.size(), size_t(1));
        const AnimationHook& hook = animation->frames[0].hooks[0];
        QCOMPARE(hook.direction, HookDirection::Forward);
        const auto* soundTable = hook.as<SoundTableHook>();
        QVERIFY(soundTable);
        QCOMPARE(soundTable->soundType, *parseSoundType(u"Death1"));

        auto setup = SetupModel::decode(record(0x02000108));
        QVERIFY(setup);
        QCOMPARE(setup->parts, std::vector<quint32>{0x010008AB});
    }
};

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("SOUNDSTAGE_RETAIL_DAT")) {
        std::printf("SOUNDSTAGE_RETAIL_DAT is not set: the retail lane needs the end-of-retail "
                    "client_portal.dat and is skipped.\n");
        return 77;
    }
    QCoreApplication app(argc, argv);
    TestRetailDat test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_retaildat.moc"
