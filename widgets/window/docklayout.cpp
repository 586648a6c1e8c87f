#include "widgets/window/docklayout.h"

#include <QDockWidget>
#include <QMainWindow>

#include <algorithm>
#include <cmath>

namespace soundstage {

namespace {

int share(int length, double fraction, int floor, int cap) {
    return std::clamp(static_cast<int>(std::lround(length * fraction)), floor, cap);
}

} // namespace

DockLayout::DockLayout(QMainWindow* window)
    : m_window(window) {}

void DockLayout::add(QDockWidget* dock, Place place, bool front) {
    m_entries.push_back({dock, place, front});
}

QList<QDockWidget*> DockLayout::docksAt(Place place) const {
    QList<QDockWidget*> out;
    for (const Entry& e : m_entries)
        if (e.place == place && e.dock)
            out << e.dock;
    return out;
}

std::optional<DockLayout::Place> DockLayout::placeOf(const QDockWidget* dock) const {
    for (const Entry& e : m_entries)
        if (e.dock == dock)
            return e.place;
    return std::nullopt;
}

DockLayout::Sizes DockLayout::sizesFor(QSize window) {
    // The floors are what the docks' contents need at 1280×720 (the odds chart's Events / Seed /
    // Roll row in German, the waveform with its transport; under the centre the Ambient
    // timeline's sound rows and the Motion dock's firing list, some 290 px at 720); the caps keep
    // big screens' extra room for the centre.
    Sizes s;
    s.left = share(window.width(), 0.15, 180, 300);
    s.right = share(window.width(), 0.26, 330, 520);
    s.bottom = share(window.height(), 0.40, 250, 400);
    s.rightBottom = share(window.height(), 0.32, 200, 320);
    return s;
}

void DockLayout::apply() {
    // The side columns run the full height, so the tabs under the centre never push them short.
    m_window->setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    m_window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    m_window->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    m_window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    for (const Entry& e : std::as_const(m_entries)) {
        e.dock->setFloating(false);
        if (m_window->dockWidgetArea(e.dock) != Qt::NoDockWidgetArea)
            m_window->removeDockWidget(e.dock);
    }
    const auto placeGroup = [this](const QList<QDockWidget*>& docks, Qt::DockWidgetArea area,
                                   QDockWidget* below) {
        for (qsizetype i = 0; i < docks.size(); ++i) {
            if (i > 0 && area != Qt::LeftDockWidgetArea)
                m_window->tabifyDockWidget(docks.front(), docks[i]);
            else if (i == 0 && below)
                m_window->splitDockWidget(below, docks[i], Qt::Vertical);
            else
                m_window->addDockWidget(area, docks[i], Qt::Vertical);
            docks[i]->show();
        }
    };
    const QList<QDockWidget*> left = docksAt(Place::Left);
    const QList<QDockWidget*> top = docksAt(Place::RightTop);
    const QList<QDockWidget*> lower = docksAt(Place::RightBottom);
    const QList<QDockWidget*> bottom = docksAt(Place::Bottom);
    placeGroup(left, Qt::LeftDockWidgetArea, nullptr);
    placeGroup(top, Qt::RightDockWidgetArea, nullptr);
    placeGroup(lower, Qt::RightDockWidgetArea, top.isEmpty() ? nullptr : top.front());
    placeGroup(bottom, Qt::BottomDockWidgetArea, nullptr);
    for (QDockWidget* dock : {frontOf(top), frontOf(lower), frontOf(bottom)})
        if (dock)
            dock->raise();
    resizeToWindow();
}

QDockWidget* DockLayout::frontOf(const QList<QDockWidget*>& group) const {
    // The one marked, else the first.
    for (const Entry& e : m_entries)
        if (e.front && group.contains(e.dock))
            return e.dock;
    return group.isEmpty() ? nullptr : group.front();
}

void DockLayout::resizeToWindow() {
    // Sizes go through each group's front tab (a tab behind another does not resize its area).
    const QList<QDockWidget*> left = docksAt(Place::Left);
    QDockWidget* topFront = frontOf(docksAt(Place::RightTop));
    QDockWidget* lowerFront = frontOf(docksAt(Place::RightBottom));
    QDockWidget* bottomFront = frontOf(docksAt(Place::Bottom));
    const Sizes s = sizesFor(m_window->size());
    if (!left.isEmpty())
        m_window->resizeDocks({left.front()}, {s.left}, Qt::Horizontal);
    if (QDockWidget* right = topFront ? topFront : lowerFront)
        m_window->resizeDocks({right}, {s.right}, Qt::Horizontal);
    if (topFront && lowerFront)
        m_window->resizeDocks({topFront, lowerFront},
                              {std::max(1, m_window->height() - s.rightBottom), s.rightBottom},
                              Qt::Vertical);
    if (bottomFront)
        m_window->resizeDocks({bottomFront}, {s.bottom}, Qt::Vertical);
}

} // namespace soundstage
