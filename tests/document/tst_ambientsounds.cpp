// Document's edits of a region's ambient sound list: insertAmbientSound / removeAmbientSound
// put a descriptor in or take it out, one undo step each sending RegionChanged; every refusal
// (no region, no STB, an index outside the list, each invalid field) leaves the document as it
// was and names the field; the edits are journaled and written by the save.
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/document/documentsaver.h"
#include "core/records/soundtypes.h"
#include "democatalogfixture.h"

#include <QTest>

#include <limits>

using namespace soundstage;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(soundstage::ErrorCode)
Q_DECLARE_METATYPE(soundstage::AmbientSoundDesc)

namespace {

constexpr quint32 Region = DemoDat::Region;

AmbientSoundDesc good() {
    return {parseSoundType(u"Ambient5").value(), 0.4f, 0.2f, 5.0f, 20.0f};
}

} // namespace

class TestAmbientSounds final : public QObject {
    Q_OBJECT

    test::DemoDocument m_demo;

    Document& doc() { return *m_demo.doc; }
    const std::vector<AmbientSoundDesc>& sounds(quint32 stb) {
        return doc().catalog().regions().at(Region).ambient->at(stb).sounds;
    }
    int regionChanges() const {
        return static_cast<int>(std::count_if(
            m_demo.changes.begin(), m_demo.changes.end(), [](const DocumentChange& c) {
                return c.kind == DocumentChange::Kind::RegionChanged && c.record == Region;
            }));
    }

private slots:
    void initTestCase() { QVERIFY(m_demo.write()); }

    void init() {
        const QString error = m_demo.open(true);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void insertAndRemoveWithUndo_data() {
        QTest::addColumn<int>("index");
        QTest::newRow("first") << 0;
        QTest::newRow("middle") << 1;
        QTest::newRow("append") << 3;
    }

    void insertAndRemoveWithUndo() {
        QFETCH(int, index);
        const std::vector<AmbientSoundDesc> before = sounds(0);
        QVERIFY(doc().insertAmbientSound(Region, 0, index, good()));
        QCOMPARE(sounds(0).size(), before.size() + 1);
        QCOMPARE(sounds(0)[static_cast<std::size_t>(index)], good());
        QCOMPARE(regionChanges(), 1);
        QCOMPARE(doc().history().undoText(), u"Add Ambient Sound"_s);
        QVERIFY(doc().isModified());
        doc().undo();
        QCOMPARE(sounds(0), before);
        QVERIFY(!doc().isModified());
        doc().redo();
        QCOMPARE(sounds(0)[static_cast<std::size_t>(index)], good());

        QVERIFY(doc().removeAmbientSound(Region, 0, index));
        QCOMPARE(sounds(0), before);
        QCOMPARE(doc().history().undoText(), u"Remove Ambient Sound"_s);
        doc().undo();
        QCOMPARE(sounds(0)[static_cast<std::size_t>(index)], good());
        doc().undo();
        QCOMPARE(sounds(0), before);
        QVERIFY(!doc().isModified());
    }

    void refusals_data() {
        QTest::addColumn<bool>("insert");
        QTest::addColumn<quint32>("region");
        QTest::addColumn<quint32>("stb");
        QTest::addColumn<int>("index");
        QTest::addColumn<AmbientSoundDesc>("sound");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<QString>("words");
        const auto with = [](auto change) {
            AmbientSoundDesc s = good();
            change(s);
            return s;
        };
        QTest::newRow("no such region")
            << true << 0x13000099u << 0u << 0 << good() << ErrorCode::NotFound << u"0x13000099"_s;
        QTest::newRow("no such STB")
            << true << Region << 9u << 0 << good() << ErrorCode::NotFound << u"#9"_s;
        QTest::newRow("insert past the end")
            << true << Region << 0u << 4 << good() << ErrorCode::NotFound << u"no sound 4"_s;
        QTest::newRow("insert at -1")
            << true << Region << 0u << -1 << good() << ErrorCode::NotFound << u"no sound -1"_s;
        QTest::newRow("remove at the end")
            << false << Region << 0u << 3 << good() << ErrorCode::NotFound << u"no sound 3"_s;
        QTest::newRow("remove from no STB")
            << false << Region << 3u << 0 << good() << ErrorCode::NotFound << u"#3"_s;
        QTest::newRow("sound type")
            << true << Region << 0u << 0 << with([](auto& s) { s.soundType = 0x10000; })
            << ErrorCode::Usage << u"Sound type:"_s;
        QTest::newRow("volume") << true << Region << 0u << 0
                                << with([](auto& s) { s.volume = -0.5f; }) << ErrorCode::Usage
                                << u"Volume: A volume cannot be negative"_s;
        QTest::newRow("volume not finite") << true << Region << 0u << 0 << with([](auto& s) {
            s.volume = std::numeric_limits<float>::infinity();
        }) << ErrorCode::Usage << u"Volume: The value must be a finite number"_s;
        QTest::newRow("base chance")
            << true << Region << 0u << 0 << with([](auto& s) { s.baseChance = 2.0f; })
            << ErrorCode::Usage << u"Base chance: 2 is not a probability"_s;
        QTest::newRow("min rate") << true << Region << 0u << 0
                                  << with([](auto& s) { s.minRate = -1.0f; }) << ErrorCode::Usage
                                  << u"Min rate: A rate"_s;
        QTest::newRow("max rate") << true << Region << 0u << 0 << with([](auto& s) {
            s.maxRate = std::numeric_limits<float>::quiet_NaN();
        }) << ErrorCode::Usage << u"Max rate: The value must be a finite number"_s;
    }

    void refusals() {
        QFETCH(bool, insert);
        QFETCH(quint32, region);
        QFETCH(quint32, stb);
        QFETCH(int, index);
        QFETCH(AmbientSoundDesc, sound);
        QFETCH(ErrorCode, code);
        QFETCH(QString, words);
        const std::vector<AmbientSoundDesc> before = sounds(0);
        const auto result = insert ? doc().insertAmbientSound(region, stb, index, sound)
                                   : doc().removeAmbientSound(region, stb, index);
        QVERIFY(!result);
        QCOMPARE(result.error().code, code);
        QVERIFY2(result.error().message.contains(words), qPrintable(result.error().message));
        QCOMPARE(sounds(0), before);
        QCOMPARE(doc().history().count(), 0);
        QVERIFY(m_demo.changes.empty());
    }

    void journaledAndSaved() {
        QVERIFY(doc().insertAmbientSound(Region, 1, 0, good()));
        QVERIFY(doc().removeAmbientSound(Region, 2, 2));
        const std::vector<AmbientStbDesc> edited = *doc().catalog().regions().at(Region).ambient;
        doc().flushJournal();
        {
            auto other = Document::open(m_demo.path, m_demo.options(true));
            QVERIFY(other);
            QVERIFY((*other)->hasJournal());
            QCOMPARE((*other)->recoverJournal().value(), 1);
            QCOMPARE(*(*other)->catalog().regions().at(Region).ambient, edited);
        }
        const QString saved = m_demo.dir.filePath(u"saved.dat"_s);
        QVERIFY(DocumentSaver::save(doc(), saved));
        auto reopened = Document::open(saved, m_demo.options(false));
        QVERIFY(reopened);
        QCOMPARE(*(*reopened)->catalog().regions().at(Region).ambient, edited);
        doc().discardJournal();
    }
};

QTEST_MAIN(TestAmbientSounds)
#include "tst_ambientsounds.moc"
