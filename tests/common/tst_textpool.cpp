// TextPool: its strings are the text they were made from, '\0'-terminated, independent values
// (a change to one copies it out of the block), alive after the pool, and really carved from
// shared blocks (consecutive strings sit one after the other).
#include "core/common/textpool.h"

#include <QTest>

#include <string>
#include <vector>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

bool terminated(const QString& s) {
    return s.utf16()[s.size()] == 0;
}

} // namespace

class TestTextPool : public QObject {
    Q_OBJECT

private slots:
    void asciiAndUtf8AreTheirText_data() {
        QTest::addColumn<QByteArray>("utf8");
        QTest::newRow("ascii") << QByteArray("sfx/step1.ogg");
        QTest::newRow("one character") << QByteArray("x");
        QTest::newRow("latin") << QByteArray("sons/pas d\xC3\xA9j\xC3\xA0.wav");
        QTest::newRow("bmp") << QByteArray("\xE6\xAD\xA9\xE3\x81\xBF.ogg");
        QTest::newRow("astral") << QByteArray("\xF0\x9F\x94\x8A loud.wav");
        QTest::newRow("byte-order mark kept") << QByteArray("\xEF\xBB\xBFname");
    }

    void asciiAndUtf8AreTheirText() {
        QFETCH(QByteArray, utf8);
        TextPool pool;
        const std::string_view bytes(utf8.constData(), size_t(utf8.size()));
        const QString decoded = pool.fromValidUtf8(bytes);
        QString expected = QString::fromUtf8(utf8);
        if (utf8.startsWith("\xEF\xBB\xBF"))
            expected.prepend(QChar(0xFEFF)); // fromUtf8 drops it; inside a file it is text
        QCOMPARE(decoded, expected);
        QVERIFY(terminated(decoded));
        const bool ascii = std::all_of(utf8.cbegin(), utf8.cend(),
                                       [](char c) { return static_cast<unsigned char>(c) < 0x80; });
        if (ascii) {
            const QString latin = pool.fromAscii(bytes);
            QCOMPARE(latin, expected);
            QVERIFY(terminated(latin));
        }
    }

    void emptyIsEmptyNotNull() {
        TextPool pool;
        QVERIFY(pool.fromAscii({}).isEmpty());
        QVERIFY(!pool.fromAscii({}).isNull());
        QVERIFY(!pool.fromValidUtf8({}).isNull());
    }

    void stringsShareBlocks() {
        TextPool pool;
        const QString a = pool.fromAscii("first");
        const QString b = pool.fromAscii("second");
        QCOMPARE(b.constData(), a.constData() + a.size() + 1);
        QVERIFY(a.data_ptr().d == b.data_ptr().d); // one shared buffer
    }

    void manyStringsOverManyBlocks() {
        TextPool pool;
        std::vector<QString> made;
        std::vector<std::string> texts;
        for (int i = 0; i < 20000; ++i)
            texts.push_back("sounds/file number " + std::to_string(i) + ".wav");
        texts.push_back(std::string(TextPool::maxPooledUnits + 5, 'L')); // its own allocation
        texts.push_back(std::string(TextPool::maxPooledUnits, 'M'));     // the largest pooled
        for (const std::string& t : texts)
            made.push_back(pool.fromAscii(t));
        for (size_t i = 0; i < texts.size(); ++i) {
            QCOMPARE(made[i], QString::fromStdString(texts[i]));
            QVERIFY(terminated(made[i]));
        }
    }

    void changesCopyOutOfTheBlock() {
        TextPool pool;
        QString a = pool.fromAscii("alpha");
        const QString b = pool.fromAscii("beta");
        a += u" and more text than was room"_s;
        a[0] = u'A';
        QCOMPARE(a, u"Alpha and more text than was room"_s);
        QCOMPARE(b, u"beta"_s);
        QVERIFY(terminated(b));
        QString c = b;
        c.replace(u"beta"_s, u"gamma"_s);
        QCOMPARE(b, u"beta"_s);
        QCOMPARE(c, u"gamma"_s);
    }

    // The pool counts a block's references a batch ahead: once it is gone, each string made
    // counts as one owner, no more, no less (too many and the block would never be freed, too
    // few and it would be freed under a string).
    void eachStringOneOwnerOfItsBlock() {
        std::vector<QString> made;
        {
            TextPool pool;
            for (int i = 0; i < 1000; ++i) // several batches, one block
                made.push_back(pool.fromAscii("n" + std::to_string(i)));
            QVERIFY(made.front().data_ptr().d == made.back().data_ptr().d);
            QVERIFY(!made.back().isDetached()); // the pool's own references
        }
        QString last = made.back();
        made.clear();
        QVERIFY(last.isDetached());
        QCOMPARE(last, u"n999"_s);
        QString second = last;
        QVERIFY(!last.isDetached());
        second.clear();
        QVERIFY(last.isDetached());
    }

    void stringsOutliveThePoolAndEachOther() {
        QString kept;
        {
            TextPool pool;
            QString dropped = pool.fromAscii("dropped");
            kept = pool.fromValidUtf8("kept \xC3\xA9");
            dropped.clear();
        }
        QCOMPARE(kept, u"kept é"_s);
        // Now the block's only owner: a change may use the room after it in place.
        QVERIFY(kept.isDetached());
        kept.append(u" and after"_s);
        QCOMPARE(kept, u"kept é and after"_s);
        kept.squeeze();
        QCOMPARE(kept, u"kept é and after"_s);
    }
};

QTEST_GUILESS_MAIN(TestTextPool)
#include "tst_textpool.moc"
