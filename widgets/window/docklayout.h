#pragma once

#include <QList>
#include <QSize>

#include <optional>

class QDockWidget;
class QMainWindow;

namespace soundstage {

/// The default places and sizes of a main window's docks, one rule for every dock, so docks
/// added later fit the same way: each dock names a place — the left column (browsing), the top
/// or bottom of the right column (looking at the selection), or the tabs under the centre (the
/// rest). The left and right columns run the window's full height; the tabs sit under the centre
/// only. Sizes are shares of the window with floors and caps, chosen so that at 1280×720 the
/// centre still shows the variant grid's every column and each dock gets what its content needs.
///
/// apply() puts every dock back in its place, docked and shown (the hidden-by-default ones
/// hidden), raises the front tab and sizes the columns for the window's current size: the
/// first run and View → Reset Layout. The window owns the docks; this only arranges them.
/// GUI thread only.
class DockLayout final {
public:
    enum class Place {
        Left,        ///< the left column, top to bottom in the order added
        RightTop,    ///< the right column's upper part, tabbed in the order added
        RightBottom, ///< the right column's lower part, tabbed in the order added
        Bottom,      ///< tabs under the centre
    };

    explicit DockLayout(QMainWindow* window);

    /// Registers `dock` (a child of the window) for `place`; `front` raises it among its tabs.
    void add(QDockWidget* dock, Place place, bool front = false);
    /// Places and sizes every registered dock for the window's current size.
    void apply();
    /// Sizes the columns and the tabs for the window's current size, the docks where they are:
    /// the second half of apply(), for when the window's size is only known once it shows.
    void resizeToWindow();
    /// Where `dock` goes by default (nullopt for a dock not registered).
    [[nodiscard]] std::optional<Place> placeOf(const QDockWidget* dock) const;

    /// The sizes apply() gives for a window of `size`: the left column's and the right column's
    /// width, the bottom tabs' height and the right column's lower part's height.
    struct Sizes {
        int left = 0;
        int right = 0;
        int bottom = 0;
        int rightBottom = 0;
    };
    [[nodiscard]] static Sizes sizesFor(QSize window);

private:
    /// A group's front tab: the one added with `front`, else the first; nullptr for none.
    [[nodiscard]] QDockWidget* frontOf(const QList<QDockWidget*>& group) const;

    struct Entry {
        QDockWidget* dock;
        Place place;
        bool front;
    };
    [[nodiscard]] QList<QDockWidget*> docksAt(Place place) const;

    QMainWindow* m_window;
    QList<Entry> m_entries;
};

} // namespace soundstage
