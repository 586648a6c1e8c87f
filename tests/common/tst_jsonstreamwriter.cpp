// JsonStreamWriter and the Utf8Writer under it: the text QJsonDocument would print for the same
// document, values read back exactly, and pieces that join to the whole.
#include "core/common/hexid.h"
#include "core/common/jsonstreamwriter.h"
#include "core/common/utf8writer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <limits>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {
/// A small document with every kind of value, written through `w`.
void writeSample(JsonStreamWriter& w) {
    w.beginObject();
    w.key("id").hexIdValue(0x200000A8);
    w.key("name").value(u"Swoosh \"2\"\\\n\tä"_s);
    w.key("ascii").value("plain");
    w.key("count").value(qint64(70368741359616));
    w.key("small").value(-3);
    w.key("chance").value(0.1 + 0.2);
    w.key("volume").value(0.9f);
    w.key("flag").value(true);
    w.key("nothing").null();
    w.key("empty").beginArray();
    w.endArray();
    w.key("list").beginArray();
    w.value(1);
    w.beginObject();
    w.key("inner").value(false);
    w.endObject();
    w.rawValue("[\"never chosen\"]");
    w.endArray();
    w.endObject();
    w.finish();
}

QByteArray written(bool indented) {
    QByteArray out;
    JsonStreamWriter w([&out](QByteArrayView piece) { out.append(piece); }, indented);
    writeSample(w);
    return out;
}

QJsonObject expected() {
    return QJsonObject{{u"id"_s, u"0x200000A8"_s},
                       {u"name"_s, u"Swoosh \"2\"\\\n\tä"_s},
                       {u"ascii"_s, u"plain"_s},
                       {u"count"_s, qint64(70368741359616)},
                       {u"small"_s, -3},
                       {u"chance"_s, 0.1 + 0.2},
                       {u"volume"_s, 0.9},
                       {u"flag"_s, true},
                       {u"nothing"_s, QJsonValue()},
                       {u"empty"_s, QJsonArray()},
                       {u"list"_s, QJsonArray{1, QJsonObject{{u"inner"_s, false}},
                                              QJsonArray{u"never chosen"_s}}}};
}
} // namespace

class TestJsonStreamWriter : public QObject {
    Q_OBJECT

private slots:
    void readsBackAsTheSameDocument_data() {
        QTest::addColumn<bool>("indented");
        QTest::newRow("compact") << false;
        QTest::newRow("indented") << true;
    }
    void readsBackAsTheSameDocument() {
        QFETCH(bool, indented);
        const QByteArray text = written(indented);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc.object(), expected());
        QVERIFY(text.endsWith('\n'));
        QCOMPARE(text.count('\n') > 1, indented);
    }

    void compactIsWhatQtPrintsInWrittenOrder() {
        // keys in the order written; Qt sorts them, so compare one object of sorted keys
        QByteArray out;
        JsonStreamWriter w([&out](QByteArrayView piece) { out.append(piece); }, false);
        w.beginObject();
        w.key("a").value(0.5);
        w.key("b").value(u"x\u0001"_s);
        w.key("c").beginArray();
        w.value(qint64(-1));
        w.endArray();
        w.endObject();
        w.finish();
        const QJsonObject o{{u"a"_s, 0.5}, {u"b"_s, u"x\u0001"_s}, {u"c"_s, QJsonArray{-1}}};
        QCOMPARE(out, QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
    }

    void floatsAreTheirShortestText() {
        QByteArray out;
        JsonStreamWriter w([&out](QByteArrayView piece) { out.append(piece); }, false);
        w.beginArray();
        w.value(0.9f);
        w.value(1e-5f);
        w.value(std::numeric_limits<float>::quiet_NaN());
        w.value(std::numeric_limits<double>::infinity());
        w.endArray();
        w.finish();
        QCOMPARE(out, QByteArray("[0.9,1e-05,null,null]\n"));
    }

    void largeOutputArrivesInPiecesThatJoinToTheWhole() {
        QList<qsizetype> pieces;
        QByteArray out;
        JsonStreamWriter w(
            [&](QByteArrayView piece) {
                pieces << piece.size();
                out.append(piece);
            },
            false);
        w.beginArray();
        for (int i = 0; i < 20000; ++i) {
            w.beginObject();
            w.key("wave").hexIdValue(static_cast<quint32>(i));
            w.endObject();
        }
        w.endArray();
        w.finish();
        QVERIFY(pieces.size() > 2);
        for (qsizetype i = 0; i + 1 < pieces.size(); ++i)
            QVERIFY(pieces[i] < 80 * 1024);
        const QJsonArray array = QJsonDocument::fromJson(out).array();
        QCOMPARE(array.size(), 20000);
        QCOMPARE(array[19999][u"wave"_s].toString(), hexId(19999));
    }

    void textWriterFormatsAsPrintfG() {
        QByteArray out;
        {
            Utf8Writer w([&out](QByteArrayView piece) { out.append(piece); });
            for (const double v : {0.5, 3.0517578125e-05, 1.0, 0.0, 0.333333333, 1e21}) {
                w.general(v, 6);
                w << ' ';
            }
            w << qint64(-42) << ' ' << u"—"_s;
            w.hexId(0x0A00187F);
        } // the destructor hands on the rest
        QByteArray qt;
        for (const double v : {0.5, 3.0517578125e-05, 1.0, 0.0, 0.333333333, 1e21})
            qt += QString::number(v, 'g', 6).toUtf8() + ' ';
        QCOMPARE(out, qt + "-42 " + u"—"_s.toUtf8() + "0x0A00187F");
    }
};

QTEST_GUILESS_MAIN(TestJsonStreamWriter)
#include "tst_jsonstreamwriter.moc"
