// The browser's plain-word search answered from the records (BrowserSearch, BrowserRows::matches)
// against the text search it replaced: for every row of the demo dat and of a dat with
// unusual ids (sound type codes past the enum, wave 0, ids full of the same digit), a word
// matches exactly when the row's text — its id, a table's sound type names and wave ids, an
// STB's name, table and sounds, a setup's default table, lower case — contains it.
#include "core/common/hexid.h"
#include "core/demo/demodat.h"
#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "widgets/session/browserrows.h"
#include "widgets/session/browsersearch.h"

#include <QTemporaryDir>
#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

// The row's text as the browser searched it before (one lower-case string per row).
QString referenceText(const SoundCatalog& catalog, const BrowserRows::Item& item) {
    const DocumentLocation& at = item.location;
    QString text = BrowserRows::name(item);
    switch (at.kind) {
    case DocumentLocation::Kind::Table:
        if (const SoundTable* table = catalog.table(at.id)) {
            for (const SoundTableNode& sound : table->root.children) {
                text += u' ' + soundTypeName(sound.key);
                for (const SoundVariant& v : sound.variants)
                    text += u' ' + hexId(v.wave);
            }
        }
        break;
    case DocumentLocation::Kind::Region: {
        const AmbientStbDesc& stb = (*catalog.regions().at(at.id).ambient)[at.key];
        text += u' ' + hexId(stb.soundTable);
        for (const AmbientSoundDesc& s : stb.sounds)
            text += u' ' + soundTypeName(s.soundType);
        break;
    }
    case DocumentLocation::Kind::Setup:
        text += u' ' + hexId(catalog.setupTables().at(at.id));
        break;
    default:
        break;
    }
    return text.toLower();
}

// Words to try: every piece of one to four characters of the rows' texts, and some that
// match nothing or sit across the "0x" prefix.
QStringList wordsOf(const QStringList& texts) {
    QStringList words{u"0x"_s,          u"x0"_s,  u"x"_s,          u"0x0a00ffff"_s,
                      u"0x0a00ffff0"_s, u"zz"_s,  u"0x20000011"_s, u"footstep1"_s,
                      u"ambient"_s,     u"stb"_s, u"0xg"_s,        u"ä"_s};
    for (const QString& text : texts) {
        for (const QString& piece : text.split(u' ', Qt::SkipEmptyParts)) {
            for (qsizetype length = 1; length <= 4; ++length)
                for (qsizetype at = 0; at + length <= piece.size(); ++at)
                    words << piece.mid(at, length);
        }
    }
    words.removeDuplicates();
    return words;
}

} // namespace

class TestBrowserSearch final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void wordsMatchAsTheRowTextContainsThem() {
        const QString path = m_dir.filePath(u"demo.dat"_s);
        QVERIFY(DemoDat::write(path).has_value());
        auto document = Document::open(path, {{}, false});
        QVERIFY(document);
        const SoundCatalog& catalog = (*document)->catalog();
        const BrowserRows::Rows rows = BrowserRows::build(catalog, nullptr);
        QStringList texts;
        for (const auto& category : rows)
            for (const BrowserRows::Item& item : category)
                texts << referenceText(catalog, item);
        const QStringList words = wordsOf(texts);
        QVERIFY(words.size() > 100);
        int matched = 0;
        for (const QString& word : words) {
            const BrowserSearch search({word});
            qsizetype row = 0;
            for (const auto& category : rows) {
                for (const BrowserRows::Item& item : category) {
                    const bool want = texts[row++].contains(word);
                    matched += want;
                    if (BrowserRows::matches(catalog, nullptr, item, search) != want)
                        QFAIL(qPrintable(u"“%1” in “%2”"_s.arg(word, texts[row - 1])));
                }
            }
        }
        QVERIFY(matched > 0);
        // Two words: both must be in the text, each anywhere.
        const BrowserSearch both({u"footstep1"_s, u"0x0a000004"_s});
        qsizetype row = 0;
        for (const auto& category : rows)
            for (const BrowserRows::Item& item : category) {
                const QString& text = texts[row++];
                QCOMPARE(BrowserRows::matches(catalog, nullptr, item, both),
                         text.contains(u"footstep1"_s) && text.contains(u"0x0a000004"_s));
            }
    }

    void hexPlacesOfOddIds_data() {
        QTest::addColumn<quint32>("id");
        QTest::addColumn<QString>("word");
        QTest::newRow("zero") << 0u << u"0x00000000"_s;
        QTest::newRow("zero, inner") << 0u << u"000"_s;
        QTest::newRow("all f") << 0xFFFFFFFFu << u"xffff"_s;
        QTest::newRow("all f, too long") << 0xFFFFFFFFu << u"ffffffff0"_s;
        QTest::newRow("prefix only") << 0x12345678u << u"0x"_s;
        QTest::newRow("last digits") << 0x12345678u << u"678"_s;
        QTest::newRow("across the prefix") << 0x12345678u << u"x1"_s;
        QTest::newRow("not there") << 0x12345678u << u"87"_s;
        QTest::newRow("upper-case word") << 0x0A000519u << u"0A0005"_s; // words arrive lower case
        QTest::newRow("non-hex") << 0x0A000519u << u"0q"_s;
    }

    void hexPlacesOfOddIds() {
        QFETCH(quint32, id);
        QFETCH(QString, word);
        QCOMPARE(BrowserSearch({word}).matchesIds({id}), hexId(id).toLower().contains(word));
    }

    void soundTypesPastTheEnum() {
        SoundTable table;
        table.id = 0x20000001;
        SoundTableNode odd;
        odd.key = 0x1234; // no name: spelled as its number
        odd.variants.push_back(SoundVariant{});
        table.root.children.push_back(odd);
        const QString name = soundTypeName(0x1234).toLower();
        QVERIFY(BrowserSearch({name}).matchesTable(table.id, table.root));
        QVERIFY(!BrowserSearch({u"footstep"_s}).matchesTable(table.id, table.root));
        // wave 0 of its silent variant
        QVERIFY(BrowserSearch({u"0x00000000"_s}).matchesTable(table.id, table.root));
        QVERIFY(BrowserSearch().matchesTable(table.id, table.root));
    }
};

QTEST_MAIN(TestBrowserSearch)
#include "tst_browsersearch.moc"
