// The editor window on the screens people have (1280×720, 1366×768, 1600×1000; at scale factor 1
// and 2),
// in English and German: the window fits the screen, the variant grid shows every column through
// Verdict without scrolling sideways, the odds chart keeps its legend and its Events / Seed /
// Roll row, and no dock covers another; the Ambient timeline, the Motion dock's firing list and
// the browser's Variants list get room. View → Reset Layout brings the default back.
//
// The screen comes from the offscreen platform's configuration file (CMake registers this test
// once per screen, with QT_QPA_PLATFORM=offscreen:configfile=…, and once with QT_SCALE_FACTOR=2).
#include "core/demo/demodat.h"
#include "core/records/soundtypes.h"
#include "widgets/audition/ambientsoundedits.h"
#include "widgets/audition/ambientview.h"
#include "widgets/audition/auditionworkbench.h"
#include "widgets/audition/framestrip.h"
#include "widgets/audition/motionpanel.h"
#include "widgets/audition/oddschart.h"
#include "widgets/audition/transport.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/triggersdock.h"
#include "widgets/editor/variantlistmodel.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/sessiontriggerindex.h"
#include "widgets/session/waveloudness.h"
#include "widgets/window/fileactions.h"
#include "widgets/window/mainwindow.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

#include <map>

using namespace soundstage;
using namespace Qt::StringLiterals;

namespace {

QRect inWindow(const QWidget* widget, const QWidget* window) {
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

QString describe(const QRect& r) {
    return u"%1,%2 %3×%4"_s.arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

/// Docks the user sees now: shown, docked, and in front when tabbed.
QList<QDockWidget*> visibleDocks(QMainWindow& window) {
    QList<QDockWidget*> out;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        if (!dock->isVisible() || dock->isFloating() || dock->visibleRegion().isEmpty())
            continue;
        out << dock;
    }
    return out;
}

/// What a user would find wrong with the window at its screen: empty when nothing.
QStringList layoutProblems(MainWindow& window) {
    QStringList problems;
    const QRect screen = window.screen()->availableGeometry();
    if (!screen.contains(window.frameGeometry()))
        problems << u"window %1 is not inside the screen %2"_s.arg(describe(window.frameGeometry()),
                                                                   describe(screen));

    // The grid: every header shown (through Verdict, and Loudness when it is on) whole inside
    // the viewport, nothing to scroll.
    QTableView* grid = window.tableEditor()->variantView();
    QHeaderView* header = grid->horizontalHeader();
    const int viewport = grid->viewport()->width();
    for (int c = 0; c < VariantModel::ColumnCount; ++c) {
        if (grid->isColumnHidden(c))
            continue;
        const int x = header->sectionViewportPosition(c);
        const int w = header->sectionSize(c);
        const QString name = grid->model()->headerData(c, Qt::Horizontal).toString();
        // The header's text, with the least padding a style puts around it.
        const int needed = header->fontMetrics().horizontalAdvance(name) + 8;
        if (x < 0 || x + w > viewport)
            problems << u"grid column %1 (%2) at %3+%4 is outside the viewport (%5 wide)"_s.arg(c)
                            .arg(name)
                            .arg(x)
                            .arg(w)
                            .arg(viewport);
        if (w < needed)
            problems << u"grid column %1 (%2) is %3 wide, its header needs %4"_s.arg(c)
                            .arg(name)
                            .arg(w)
                            .arg(needed);
    }
    if (grid->horizontalScrollBar()->maximum() > 0)
        problems << u"the grid scrolls sideways (%1 px)"_s.arg(
            grid->horizontalScrollBar()->maximum());

    // The odds chart: its legend under the bars, and the Events / Seed / Roll row, all whole
    // inside the chart, which is whole inside its dock.
    OddsChart* odds = window.audition()->oddsChart();
    const QRect legend = odds->legendRect();
    if (legend.isEmpty())
        problems << u"the odds legend is hidden"_s;
    else if (!odds->rect().contains(legend))
        problems << u"the odds legend %1 is outside the chart %2"_s.arg(describe(legend),
                                                                        describe(odds->rect()));
    if (odds->barsRect().height() < 60)
        problems << u"the odds bars are %1 px high"_s.arg(odds->barsRect().height());
    const QWidget* oddsDock = odds->parentWidget();
    for (QWidget* w : odds->findChildren<QWidget*>()) {
        if (!qobject_cast<QSpinBox*>(w) && !qobject_cast<QLineEdit*>(w) &&
            !qobject_cast<QPushButton*>(w))
            continue;
        if (w->parentWidget() != odds || !w->isVisibleTo(odds))
            continue;
        const QRect r = inWindow(w, &window);
        if (!w->isVisible() || !inWindow(odds, &window).contains(r) ||
            !inWindow(oddsDock, &window).contains(r) || !window.rect().contains(r))
            problems << u"odds control %1 at %2 is cut off"_s.arg(
                QString::fromLatin1(w->metaObject()->className()), describe(r));
        else if (w->width() < w->minimumSizeHint().width())
            problems << u"odds control %1 is squeezed (%2 < %3)"_s
                            .arg(QString::fromLatin1(w->metaObject()->className()))
                            .arg(w->width())
                            .arg(w->minimumSizeHint().width());
    }

    // The transport's buttons whole inside their dock.
    Transport* transport = window.audition()->transport();
    for (QAbstractButton* b : transport->findChildren<QAbstractButton*>()) {
        const QRect r = inWindow(b, &window);
        if (!b->isVisible() || !inWindow(transport, &window).contains(r) ||
            !window.rect().contains(r) || b->width() < b->minimumSizeHint().width())
            problems << u"transport button %1 at %2 is cut off"_s.arg(b->text(), describe(r));
    }

    // Docks: inside the window, given what their content needs, never over each other or over
    // the centre.
    const QList<QDockWidget*> docks = visibleDocks(window);
    const QRect centre = inWindow(window.centralWidget(), &window);
    for (int i = 0; i < docks.size(); ++i) {
        const QRect a = inWindow(docks[i], &window);
        if (!window.rect().contains(a))
            problems << u"dock %1 %2 is outside the window"_s.arg(docks[i]->objectName(),
                                                                  describe(a));
        if (a.intersects(centre))
            problems << u"dock %1 covers the centre"_s.arg(docks[i]->objectName());
        if (QWidget* content = docks[i]->widget();
            content && (content->width() < content->minimumSizeHint().width() ||
                        content->height() < content->minimumSizeHint().height()))
            problems << u"dock %1 is %2×%3, its content needs %4×%5"_s.arg(docks[i]->objectName())
                            .arg(content->width())
                            .arg(content->height())
                            .arg(content->minimumSizeHint().width())
                            .arg(content->minimumSizeHint().height());
        // The default sizes took: no column squeezed below its share of the window.
        const DockLayout::Sizes shares = DockLayout::sizesFor(window.size());
        using P = DockLayout::Place;
        const auto place = window.dockLayout().placeOf(docks[i]);
        const int wanted = !place                ? 0
                           : *place == P::Left   ? shares.left
                           : *place == P::Bottom ? shares.bottom
                                                 : shares.right;
        const int got = place && *place == P::Bottom ? a.height() : a.width();
        // A share covers the area, whose tab bar (when tabbed) is not the dock's.
        const int slack = window.tabifiedDockWidgets(docks[i]).isEmpty() ? 8 : 40;
        if (got < wanted - slack)
            problems << u"dock %1 is squeezed to %2 px (its share is %3)"_s
                            .arg(docks[i]->objectName())
                            .arg(got)
                            .arg(wanted);
        for (int j = i + 1; j < docks.size(); ++j)
            if (a.intersects(inWindow(docks[j], &window)))
                problems << u"docks %1 and %2 overlap"_s.arg(docks[i]->objectName(),
                                                             docks[j]->objectName());
    }
    return problems;
}

/// The buttons of `area` (a dock's content) whole inside it and given their minimum width.
QStringList cutButtons(QWidget* area, const QWidget& window) {
    QStringList problems;
    for (QAbstractButton* b : area->findChildren<QAbstractButton*>()) {
        if (!b->isVisibleTo(area) || qobject_cast<QHeaderView*>(b->parentWidget()))
            continue;
        const QRect r = inWindow(b, &window);
        if (!inWindow(area, &window).contains(r) || b->width() < b->minimumSizeHint().width())
            problems << u"button %1 at %2 is cut off"_s.arg(b->text(), describe(r));
    }
    return problems;
}

/// The fields of `area` given the room they ask: no line edit, spin box or button lower or
/// narrower than its minimum size, no wrapped label lower than its text at its width (seen in
/// the Triggers panel's hook editor at 1280×720: squeezed spin boxes, a cut gate line).
QStringList squeezedFields(QWidget* area) {
    QStringList problems;
    for (QWidget* w : area->findChildren<QWidget*>()) {
        // (a header's sections and a spin box's own line edit are their owner's to place)
        if (!w->isVisibleTo(area) || qobject_cast<QHeaderView*>(w->parentWidget()) ||
            qobject_cast<QAbstractSpinBox*>(w->parentWidget()))
            continue;
        const QString name = w->objectName().isEmpty()
                                 ? QString::fromLatin1(w->metaObject()->className())
                                 : w->objectName();
        if (const auto* label = qobject_cast<QLabel*>(w)) {
            if (label->wordWrap() && !label->text().isEmpty() &&
                label->heightForWidth(label->width()) > label->height())
                problems << u"label %1 \"%2\" is %3 px high, its text needs %4"_s.arg(name)
                                .arg(label->text())
                                .arg(label->height())
                                .arg(label->heightForWidth(label->width()));
        } else if (qobject_cast<QLineEdit*>(w) || qobject_cast<QAbstractSpinBox*>(w) ||
                   qobject_cast<QAbstractButton*>(w)) {
            const QSize least = w->minimumSizeHint();
            if (w->height() < least.height() || w->width() < least.width())
                problems << u"%1 is %2×%3, it needs %4×%5"_s.arg(name)
                                .arg(w->width())
                                .arg(w->height())
                                .arg(least.width())
                                .arg(least.height());
        }
    }
    return problems;
}

/// The columns `view` shows whole inside its viewport (and, with `headerText`, each as wide
/// as its header's text), at least `least` of them, nothing to scroll sideways.
// The frame strip's title and legend: the wrapped title inside its rectangle, both rectangles
// inside the strip as the layout made it, the strip as high as it asks at its width.
QStringList cutStripTexts(const FrameStrip& strip) {
    QStringList problems;
    const QRect title = strip.titleRect().toAlignedRect();
    const QRect needed = QFontMetrics(strip.font())
                             .boundingRect(title, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                                           strip.titleText());
    if (strip.titleText().isEmpty() || !title.contains(needed))
        problems << u"the frame strip's title needs %1, has %2"_s.arg(describe(needed),
                                                                      describe(title));
    const QRect legend = strip.legendRect().toAlignedRect();
    if (!strip.rect().contains(title) || !strip.rect().contains(legend) ||
        strip.height() < strip.heightForWidth(strip.width()))
        problems << u"the frame strip (%1, wants %2 px) cuts its title %3 or legend %4"_s.arg(
            describe(strip.rect()), QString::number(strip.heightForWidth(strip.width())),
            describe(title), describe(legend));
    return problems;
}

QStringList cutColumns(QAbstractItemView* view, QHeaderView* header, const QString& what, int least,
                       bool headerText) {
    QStringList problems;
    int shown = 0;
    const int width = view->viewport()->width();
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c))
            continue;
        ++shown;
        const QString name = view->model()->headerData(c, Qt::Horizontal).toString();
        const int x = header->sectionViewportPosition(c);
        const int w = header->sectionSize(c);
        if (x < 0 || x + w > width ||
            (headerText && w < header->fontMetrics().horizontalAdvance(name) + 8))
            problems << u"%1 column %2 at %3+%4 is cut (the list is %5 wide)"_s.arg(what, name)
                            .arg(x)
                            .arg(w)
                            .arg(width);
    }
    if (shown < least)
        problems << u"the %1 list shows %2 columns"_s.arg(what).arg(shown);
    if (view->horizontalScrollBar()->maximum() > 0)
        problems << u"the %1 list scrolls sideways (%2 px)"_s.arg(what).arg(
            view->horizontalScrollBar()->maximum());
    return problems;
}

/// A list's rows in view: its viewport's height over one row's (an item added to measure).
int rowsInView(QTreeWidget* list) {
    auto* probe = new QTreeWidgetItem(list, {u"0"_s});
    const int rowHeight = list->visualItemRect(probe).height();
    delete probe;
    return rowHeight > 0 ? list->viewport()->height() / rowHeight : 0;
}

} // namespace

class TestScreenLayout final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dat;
    std::unique_ptr<QTranslator> m_translator;

    /// A first run's window (the default layout) on the demo dat in `language`.
    std::unique_ptr<MainWindow> openWindow(const QString& language) {
        if (m_translator)
            QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
        if (language != u"en"_s) {
            m_translator = std::make_unique<QTranslator>();
            if (!test::installTranslation(*m_translator, language))
                return nullptr;
        }
        return test::openedWindow(m_dir, m_dat);
    }

private slots:
    /// With SOUNDSTAGE_SCREENSHOT_DIR set, the window as the test sees it, to look at:
    /// `<screen width>x<height>[@<scale>]-<what>.png` in that folder.
    static void saveScreenshot(QWidget& window, const QString& what) {
        const QString dir = qEnvironmentVariable("SOUNDSTAGE_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        const QScreen* screen = QGuiApplication::primaryScreen();
        const QSize size = screen->geometry().size();
        QString name = u"%1x%2"_s.arg(size.width()).arg(size.height());
        if (screen->devicePixelRatio() != 1.0)
            name += u"@%1"_s.arg(screen->devicePixelRatio());
        const QString path = QDir(dir).filePath(name + u"-"_s + what + u".png"_s);
        QVERIFY2(QDir().mkpath(dir) && window.grab().save(path), qPrintable(path));
    }

    void initTestCase() {
        m_dat = test::writeDemoDat(m_dir);
        QVERIFY(!m_dat.isEmpty());
        qInfo() << "screen" << QGuiApplication::primaryScreen()->geometry() << "available"
                << QGuiApplication::primaryScreen()->availableGeometry() << "dpr"
                << QGuiApplication::primaryScreen()->devicePixelRatio();
    }

    void cleanup() {
        if (m_translator)
            QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
    }

    void defaultLayoutFitsTheScreen_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("loudness");
        QTest::newRow("en") << u"en"_s << false;
        QTest::newRow("de") << u"de"_s << false;
        // The optional Loudness column shown, filled in, and the table's spread line above.
        QTest::newRow("en, Loudness column") << u"en"_s << true;
        QTest::newRow("de, Loudness column") << u"de"_s << true;
    }

    void defaultLayoutFitsTheScreen() {
        QFETCH(QString, language);
        QFETCH(bool, loudness);
        auto window = openWindow(language);
        QVERIFY(window);
        // The sound type with the most variants of the demo, and a long verdict.
        window->session()->navigate(
            DocumentLocation::sound(DemoDat::HumanTable, parseSoundType(u"Footstep1").value(), 0));
        if (loudness) {
            window->tableEditor()->loudnessColumnAction()->trigger();
            const VariantModel* model = window->tableEditor()->variantModel();
            QTRY_VERIFY_WITH_TIMEOUT(model->index(0, VariantModel::LoudnessColumn)
                                         .data(VariantModel::LoudnessRole)
                                         .isValid(),
                                     20000);
            QTRY_VERIFY_WITH_TIMEOUT(!window->session()->loudness()->isBusy(), 20000);
        }
        test::settle();
        saveScreenshot(*window, language + (loudness ? u"-loudness"_s : QString()));
        const QStringList problems = layoutProblems(*window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n"_s)));
        window->session()->document()->markSaved();
    }

    void resetLayoutRestoresTheDefault_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("de") << u"de"_s;
    }

    void resetLayoutRestoresTheDefault() {
        QFETCH(QString, language);
        auto window = openWindow(language);
        QVERIFY(window);
        std::map<QString, QRect> before;
        for (QDockWidget* dock : visibleDocks(*window))
            before[dock->objectName()] = inWindow(dock, window.get());
        QVERIFY(before.contains(u"oddsDock"_s));
        QVERIFY(before.contains(u"waveformDock"_s));
        // Squeeze the odds, float the waveform, hide the browser, raise another bottom tab.
        auto* odds = window->findChild<QDockWidget*>(u"oddsDock"_s);
        auto* wave = window->findChild<QDockWidget*>(u"waveformDock"_s);
        window->resizeDocks({odds}, {120}, Qt::Horizontal);
        wave->setFloating(true);
        window->findChild<QDockWidget*>(u"browserDock"_s)->hide();
        window->findChild<QDockWidget*>(u"qaDock"_s)->raise();
        test::settle();
        QVERIFY(inWindow(odds, window.get()) != before[u"oddsDock"_s]);
        QVERIFY(wave->isFloating());

        QAction* reset = window->resetLayoutAction();
        QVERIFY(reset);
        bool inViewMenu = false;
        for (QMenu* menu : window->menuBar()->findChildren<QMenu*>())
            inViewMenu = inViewMenu || menu->actions().contains(reset);
        QVERIFY(inViewMenu);
        reset->trigger();
        test::settle();
        const QStringList problems = layoutProblems(*window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n"_s)));
        for (QDockWidget* dock : visibleDocks(*window)) {
            const auto found = before.find(dock->objectName());
            QVERIFY2(found != before.end(), qPrintable(dock->objectName()));
            // resizeDocks() may round a pixel or two differently on the second pass, in each
            // direction.
            const QRect now = inWindow(dock, window.get());
            QVERIFY2(std::abs(now.x() - found->second.x()) <= 2 &&
                         std::abs(now.y() - found->second.y()) <= 2 &&
                         std::abs(now.width() - found->second.width()) <= 2 &&
                         std::abs(now.height() - found->second.height()) <= 2,
                     qPrintable(dock->objectName() + u": "_s + describe(now) + u" was "_s +
                                describe(found->second)));
        }
        QCOMPARE(visibleDocks(*window).size(), static_cast<qsizetype>(before.size()));
    }

    void busyDocksGiveTheirContentRoom_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("de") << u"de"_s;
    }

    // The Ambient dock's timeline, the Motion dock's firing list and the browser's Variants
    // list in the default layout: room for what they show, nothing cut off.
    void busyDocksGiveTheirContentRoom() {
        QFETCH(QString, language);
        auto window = openWindow(language);
        QVERIFY(window);
        QStringList problems;

        // Ambient: the timeline at least 120 px high, its legend under it, the edit buttons
        // and the simulation's controls whole.
        auto* ambientDock = window->findChild<QDockWidget*>(u"ambientDock"_s);
        QVERIFY(ambientDock);
        ambientDock->raise();
        AmbientView* ambient = window->audition()->ambient();
        QSignalSpy simulated(ambient, &AmbientView::simulated);
        QVERIFY(ambient->selectStb(DemoDat::Region, 0));
        QVERIFY(simulated.wait(10000));
        test::settle();
        const QRect timeline = ambient->timelineRect();
        qInfo() << language << "ambient timeline" << timeline.size();
        if (timeline.height() < 120)
            problems << u"the ambient timeline is %1 px high"_s.arg(timeline.height());
        const QRect legend = ambient->legendRect();
        QRect plotArea;
        for (const QWidget* w : ambient->findChildren<QWidget*>())
            if (w->inherits("QCustomPlot"))
                plotArea = w->rect();
        if (!plotArea.contains(legend) || legend.isEmpty() || legend.intersects(timeline))
            problems << u"the ambient legend %1 is cut off or covers the timeline %2"_s.arg(
                describe(legend), describe(timeline));
        if (ambient->tree()->viewport()->height() < 4 * ambient->tree()->fontMetrics().height())
            problems << u"the ambient tree shows fewer than 4 rows"_s;
        // The run summary under the tree: its whole wrapped text inside the label.
        const auto* summary = ambient->findChild<QLabel*>(u"ambientSummary"_s);
        QVERIFY(summary);
        qInfo() << language << "ambient summary" << summary->size() << summary->text();
        if (summary->text().isEmpty() || !summary->isVisible())
            problems << u"the ambient summary is empty or hidden"_s;
        else if (const int needed = summary->heightForWidth(summary->width());
                 needed > summary->height())
            problems << u"the ambient summary is cut: %1 px high, its text needs %2"_s
                            .arg(summary->height())
                            .arg(needed);
        problems << cutButtons(ambient, *window);

        // Motion: the firing list shows at least 6 rows.
        auto* motionDock = window->findChild<QDockWidget*>(u"motionDock"_s);
        QVERIFY(motionDock);
        motionDock->raise();
        test::settle();
        const QList<QTreeWidget*> lists = motionDock->findChildren<QTreeWidget*>();
        QCOMPARE(lists.size(), 1);
        const int rows = rowsInView(lists.front());
        qInfo() << language << "motion firing rows" << rows;
        if (rows < 6)
            problems << u"the motion firing list shows %1 rows"_s.arg(rows);
        // Its shown columns (time, sound, what was chosen, the result by default) whole inside
        // the list, each wide enough for its header, nothing to scroll sideways.
        problems << cutColumns(lists.front(), lists.front()->header(), u"motion firing"_s, 4, true);
        problems << cutButtons(motionDock->widget(), *window);
        // The frame strip of a played motion: its title and legend whole, wrapped to the third
        // of the dock it has (seen cut at both sizes: one line each, wider than the strip).
        MotionPanel* motion = window->audition()->motionPanel();
        motion->play();
        QTRY_VERIFY_WITH_TIMEOUT(motion->frameStrip()->animation() != 0, 10000);
        test::settle();
        problems << cutStripTexts(*motion->frameStrip());
        motion->stop();

        // Triggers: the hook editor beside the tree, a SoundTweaked hook selected (its wave,
        // probability, gate line and volume shown): every field given its room.
        auto* triggersDock = window->findChild<QDockWidget*>(u"triggersDock"_s);
        QVERIFY(triggersDock);
        triggersDock->raise();
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->triggers()->isCurrent(), 20000);
        window->session()->navigate(DocumentLocation::animation(DemoDat::AttackAnimation, 12));
        QTRY_VERIFY(window->triggers()->findHook(DemoDat::AttackAnimation, 12, 0));
        window->triggers()->tree()->setCurrentItem(
            window->triggers()->findHook(DemoDat::AttackAnimation, 12, 0));
        test::settle();
        auto* probability = triggersDock->findChild<QDoubleSpinBox*>(u"hookProbability"_s);
        QVERIFY(probability && probability->isVisible());
        problems << squeezedFields(triggersDock->widget());

        // The browser's Variants list: every column shown whole inside the narrow dock.
        BrowserDock* browser = window->browser();
        QTest::keyClicks(browser->filterEdit(), u"sound:Footstep*"_s);
        QTRY_VERIFY(browser->variantsModel()->rowCount() > 0);
        test::settle();
        QTableView* variants = browser->variantsView();
        QVERIFY(variants->isVisible());
        problems << cutColumns(variants, variants->horizontalHeader(), u"Variants"_s, 3, false);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n"_s)));
    }
};

QTEST_MAIN(TestScreenLayout)
#include "tst_screenlayout.moc"
