#include "core/common/error.h"
#include "core/common/hexid.h"

#include <QTest>

using namespace soundstage;
using namespace Qt::StringLiterals;

class TestError : public QObject {
    Q_OBJECT

private slots:
    void formatsWhereAndWhat() {
        Error e{ErrorCode::Truncated, u"header ends early"_s, u"a.dat"_s, 0x140};
        QCOMPARE(e.toString(), u"a.dat: at 0x140: header ends early"_s);
        Error t{ErrorCode::Parse, u"bad volume"_s, u"o.txt"_s, -1, 3, 14};
        QCOMPARE(t.toString(), u"o.txt:3:14: bad volume"_s);
        Error noFile{ErrorCode::Parse, u"bad"_s, {}, -1, 3, 14};
        QCOMPARE(noFile.toString(), u"3:14: bad"_s);
        Error bare{ErrorCode::Usage, u"no file"_s};
        QCOMPARE(bare.toString(), u"no file"_s);
        QCOMPARE(bare.inFile(u"x"_s).file, u"x"_s);
    }

    void hexIds() {
        QCOMPARE(hexId(0x200000A8), u"0x200000A8"_s);
        QCOMPARE(hexId(0), u"0x00000000"_s);
        QCOMPARE(hexOffset(0x1a4), u"0x1A4"_s);
        QCOMPARE(parseId(u"0x200000a8"), std::optional<quint32>(0x200000A8));
        QCOMPARE(parseId(u"42"), std::optional<quint32>(42));
        QCOMPARE(parseId(u"0x1FFFFFFFF"), std::nullopt);
        QCOMPARE(parseId(u"zz"), std::nullopt);
        QCOMPARE(parseId(u""), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestError)
#include "tst_error.moc"
