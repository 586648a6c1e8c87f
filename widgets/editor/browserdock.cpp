#include "widgets/editor/browserdock.h"

#include "core/common/hexid.h"
#include "core/records/soundtypes.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/variantlistmodel.h"
#include "widgets/session/columnchooser.h"
#include "widgets/session/documentsession.h"

#include <QAction>
#include <QColor>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPalette>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace soundstage {

BrowserDock::BrowserDock(DocumentSession* session, QWidget* parent)
    : QDockWidget(tr("Browser"), parent)
    , m_session(session)
    , m_model(new BrowserModel(session, this))
    , m_filter(new QLineEdit)
    , m_filterError(new QLabel)
    , m_view(new QTreeView)
    , m_tabs(new QTabWidget)
    , m_variants(new VariantListModel(session, this))
    , m_variantsView(new QTableView) {
    setObjectName(u"browserDock"_s);
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    m_filter->setObjectName(u"browserFilter"_s);
    m_filter->setPlaceholderText(tr("Filter: id, sound type, wave id, prob<0.5, never-chosen…"));
    m_filter->setToolTip(VariantFilter::syntaxSummary());
    m_filter->setClearButtonEnabled(true);
    m_filterError->setObjectName(u"browserFilterError"_s);
    m_filterError->setWordWrap(true);
    {
        // The red of an error, readable on light and dark palettes alike.
        QPalette palette = m_filterError->palette();
        palette.setColor(QPalette::WindowText, QColor(0xD0, 0x30, 0x30));
        m_filterError->setPalette(palette);
    }
    m_filterError->hide();
    m_view->setObjectName(u"browserView"_s);
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    // Several tables at once: the scope of "Make Every Variant Reachable in Selected Tables".
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->header()->setSectionResizeMode(BrowserModel::NameColumn, QHeaderView::ResizeToContents);
    // Sized from a sample of rows, not from all of a dat's thousands (ids have one width).
    m_view->header()->setResizeContentsPrecision(100);
    m_view->header()->setStretchLastSection(true);
    m_variantsView->setObjectName(u"browserVariants"_s);
    m_variantsView->setModel(m_variants);
    m_variantsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_variantsView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_variantsView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_variantsView->setWordWrap(false);
    m_variantsView->verticalHeader()->hide();
    m_variantsView->verticalHeader()->setDefaultSectionSize(m_variantsView->fontMetrics().height() +
                                                            6);
    m_variantsView->horizontalHeader()->setStretchLastSection(true);
    m_variantsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    {
        // Columns sized for their contents once (ids and names have one width), not per reset.
        const QFontMetrics metrics = m_variantsView->fontMetrics();
        const auto width = [&](const QString& sample) {
            return metrics.horizontalAdvance(sample) + 16;
        };
        const QString id = u"0x0A000519"_s;
        m_variantsView->setColumnWidth(VariantListModel::TableColumn, width(id));
        m_variantsView->setColumnWidth(VariantListModel::SoundTypeColumn, width(u"Footstep1"_s));
        m_variantsView->setColumnWidth(
            VariantListModel::IndexColumn,
            std::max(width(u"00"_s),
                     width(m_variants->headerData(VariantListModel::IndexColumn, Qt::Horizontal)
                               .toString())));
        m_variantsView->setColumnWidth(VariantListModel::WaveColumn, width(id));
        for (const int column :
             {VariantListModel::ProbabilityColumn, VariantListModel::VolumeColumn})
            m_variantsView->setColumnWidth(
                column, std::max(width(u"0.8999999"_s),
                                 width(m_variants->headerData(column, Qt::Horizontal).toString())));
    }
    setupVariantColumns();
    m_tabs->setObjectName(u"browserTabs"_s);
    m_tabs->setDocumentMode(true);
    // The dock is narrow on small screens: both tabs stay visible, elided if need be, rather
    // than one scrolled out of sight.
    m_tabs->tabBar()->setUsesScrollButtons(false);
    m_tabs->tabBar()->setElideMode(Qt::ElideRight);
    m_tabs->addTab(m_view, tr("Records"));
    m_tabs->addTab(m_variantsView, tr("Variants"));
    m_tabs->setTabEnabled(1, false);
    m_tabs->setTabToolTip(1, tr("The variants a filter such as prob<0.5, sound:Footstep*, "
                                "wave:0x0A000519 or never-chosen matches"));
    layout->addWidget(m_filter);
    layout->addWidget(m_filterError);
    layout->addWidget(m_tabs);
    setWidget(content);
    expandCategories();

    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        const bool namedVariants = m_model->filter().hasVariantTerms();
        m_model->setFilterText(text);
        m_variants->setFilter(m_model->filter());
        expandCategories();
        updateVariantsTab(namedVariants);
    });
    // The list is selected again after every edit: the variants selected stay selected (and the
    // current one current) when they still match.
    connect(m_variants, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        m_keptVariants = selectedVariants();
        m_keptCurrent = m_variants->variantAt(m_variantsView->currentIndex().row());
    });
    connect(m_variants, &QAbstractItemModel::modelReset, this, [this] {
        QItemSelection selection;
        for (const VariantRef& ref : std::exchange(m_keptVariants, {})) {
            const int row = m_variants->rowOf(ref);
            if (row >= 0)
                selection.select(m_variants->index(row, 0),
                                 m_variants->index(row, VariantListModel::ColumnCount - 1));
        }
        QItemSelectionModel* model = m_variantsView->selectionModel();
        model->select(selection, QItemSelectionModel::ClearAndSelect);
        if (const auto current = std::exchange(m_keptCurrent, std::nullopt)) {
            const int row = m_variants->rowOf(*current);
            if (row >= 0)
                model->setCurrentIndex(m_variants->index(row, 0), QItemSelectionModel::NoUpdate);
        }
        updateVariantsTab(m_model->filter().hasVariantTerms());
    });
    connect(m_variantsView, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        if (const auto ref = m_variants->variantAt(index.row()))
            m_session->navigate(DocumentLocation::sound(ref->table, ref->soundType, ref->index));
    });
    connect(m_model, &BrowserModel::filterErrorChanged, this, [this](const QString& error) {
        m_filterError->setText(error);
        m_filterError->setVisible(!error.isEmpty());
    });
    // A full rebuild swaps every row in (rare: see BrowserModel); the current item and the
    // scroll position are kept across it.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        m_kept = m_model->locationOf(m_view->currentIndex());
        m_keptScroll = m_view->verticalScrollBar()->value();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &BrowserDock::expandCategories);
    connect(m_model, &BrowserModel::rowsRebuilt, this, [this] {
        const QModelIndex current = m_model->indexOf(std::exchange(m_kept, {}));
        if (current.isValid()) {
            m_syncing = true;
            m_view->setCurrentIndex(current);
            m_syncing = false;
        }
        m_view->doItemsLayout();
        m_view->verticalScrollBar()->setValue(m_keptScroll);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (m_syncing)
                    return;
                const DocumentLocation location = m_model->locationOf(current);
                const QString addedBy = current.data(BrowserModel::AddedByOverrideRole).toString();
                if (!addedBy.isEmpty()) {
                    // The editor shows the dat's tables; this one exists only in the preview.
                    m_session->showStatus(tr("Table %1 is added by %2 and is not in the dat: the "
                                             "table editor cannot show it.")
                                              .arg(hexId(location.id), addedBy),
                                          8000);
                    return;
                }
                if (location.kind != DocumentLocation::Kind::None)
                    m_session->navigate(location);
            });
    connect(m_view, &QTreeView::customContextMenuRequested, this, &BrowserDock::showContextMenu);
    connect(session, &DocumentSession::navigateRequested, this, &BrowserDock::select);
}

void BrowserDock::addVariantActions(const QList<QAction*>& actions) {
    m_variantsView->addActions(actions);
}

std::vector<VariantRef> BrowserDock::selectedVariants() const {
    std::vector<VariantRef> out;
    for (const QModelIndex& index : m_variantsView->selectionModel()->selectedRows()) {
        if (const auto ref = m_variants->variantAt(index.row()))
            out.push_back(*ref);
    }
    // In list order (selectedRows() is in the order of selecting).
    std::ranges::sort(out, [this](const VariantRef& a, const VariantRef& b) {
        return m_variants->rowOf(a) < m_variants->rowOf(b);
    });
    return out;
}

void BrowserDock::updateVariantsTab(bool namedVariantsBefore) {
    const bool names = m_model->filter().hasVariantTerms();
    m_tabs->setTabEnabled(1, names);
    m_tabs->setTabText(
        1, names ? tr("Variants (%1)")
                       .arg(QLocale().toString(static_cast<qlonglong>(m_variants->rowCount())))
                 : tr("Variants"));
    if (names && !namedVariantsBefore)
        m_tabs->setCurrentIndex(1);
    else if (!names)
        m_tabs->setCurrentIndex(0);
}

void BrowserDock::expandCategories() {
    for (int row = 0; row < m_model->rowCount(); ++row)
        m_view->expand(m_model->index(row, 0));
}

void BrowserDock::select(const DocumentLocation& location) {
    QModelIndex index = m_model->indexOf(location);
    if (!index.isValid() && !m_model->filterText().isEmpty()) {
        // The filter hides it: clear the filter so the jump lands somewhere visible.
        m_filter->clear();
        index = m_model->indexOf(location);
    }
    if (!index.isValid() || m_view->currentIndex() == index)
        return;
    m_syncing = true;
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    m_syncing = false;
}

std::vector<DocumentLocation> BrowserDock::selectedLocations() const {
    std::vector<DocumentLocation> out;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows()) {
        const DocumentLocation location = m_model->locationOf(index);
        if (location.kind != DocumentLocation::Kind::None)
            out.push_back(location);
    }
    return out;
}

void BrowserDock::fillWhereUsed(QMenu* menu, const DocumentLocation& location) {
    const Document* document = m_session->document();
    if (!document)
        return;
    const SoundCatalog& catalog = document->catalog();
    constexpr int MaxShown = 60;
    int shown = 0;
    const auto add = [&](const QString& text, const DocumentLocation& target) {
        if (shown++ >= MaxShown)
            return;
        QAction* action = menu->addAction(text);
        connect(action, &QAction::triggered, this, [this, target] { m_session->navigate(target); });
    };
    switch (location.kind) {
    case DocumentLocation::Kind::Wave:
        for (const auto& use : catalog.usesOfWave(location.id))
            add(tr("%1 · %2 · variant %3")
                    .arg(hexId(use.table), soundTypeName(use.soundType))
                    .arg(use.variant),
                DocumentLocation::sound(use.table, use.soundType, use.variant));
        break;
    case DocumentLocation::Kind::Table:
        for (const auto& use : catalog.usesOfTable(location.id)) {
            if (use.kind == SoundCatalog::TableUse::Kind::SetupDefault)
                add(tr("Setup %1 (default table)").arg(hexId(use.record)),
                    DocumentLocation::setup(use.record));
            else
                add(tr("Region %1, ambient STB %2").arg(hexId(use.record)).arg(use.stbIndex),
                    DocumentLocation::region(use.record, use.stbIndex));
        }
        break;
    case DocumentLocation::Kind::Region: {
        // An ambient STB is used by the scene types that point at it.
        const auto found = catalog.regions().find(location.id);
        if (found != catalog.regions().end() && found->second.sceneTypes) {
            const auto& sceneTypes = *found->second.sceneTypes;
            for (size_t i = 0; i < sceneTypes.size(); ++i) {
                if (location.hasKey && sceneTypes[i].stbIndex == location.key)
                    add(tr("Scene type %1 (%n scene(s))", nullptr,
                           static_cast<int>(sceneTypes[i].scenes.size()))
                            .arg(i),
                        DocumentLocation::region(location.id, static_cast<int>(location.key)));
            }
        }
        break;
    }
    case DocumentLocation::Kind::Setup:
    case DocumentLocation::Kind::Animation:
    case DocumentLocation::Kind::None:
        break;
    }
    if (shown > MaxShown)
        menu->addAction(tr("… and %1 more").arg(shown - MaxShown))->setEnabled(false);
    if (shown == 0)
        menu->addAction(tr("Not used anywhere"))->setEnabled(false);
}

void BrowserDock::showContextMenu(const QPoint& position) {
    const DocumentLocation location = m_model->locationOf(m_view->indexAt(position));
    if (location.kind == DocumentLocation::Kind::None)
        return;
    QMenu menu(this);
    QAction* open = menu.addAction(tr("Show"));
    connect(open, &QAction::triggered, this, [this, location] { m_session->navigate(location); });
    QMenu* uses = menu.addMenu(tr("Where Used"));
    fillWhereUsed(uses, location);
    QAction* triggers = menu.addAction(tr("Show Triggers"));
    triggers->setEnabled(location.kind != DocumentLocation::Kind::Region);
    connect(triggers, &QAction::triggered, this,
            [this, location] { emit triggersRequested(location); });
    if (!m_contextActions.isEmpty()) {
        menu.addSeparator();
        menu.addActions(m_contextActions);
    }
    menu.exec(m_view->viewport()->mapToGlobal(position));
}

void BrowserDock::setupVariantColumns() {
    // The dock is narrow (under 200 px at 1280×720), so by default the list shows what tells
    // its rows apart and what became of them — sound type, variant, verdict — and the header's
    // context menu shows the rest (remembered); each row's tooltip names all of it.
    QHeaderView* header = m_variantsView->horizontalHeader();
    // The verdict takes the room left, however little (it elides rather than scrolls; a
    // stretched last section would keep the default section size).
    header->setMinimumSectionSize(header->fontMetrics().horizontalAdvance(u"#…"_s) + 8);
    header->setStretchLastSection(false);
    header->setSectionResizeMode(VariantListModel::VerdictColumn, QHeaderView::Stretch);
    // Settings names of the columns, in VariantListModel::Column order.
    const QStringList keys{u"table"_s,       u"soundType"_s, u"variant"_s, u"wave"_s,
                           u"probability"_s, u"volume"_s,    u"verdict"_s};
    Q_ASSERT(keys.size() == VariantListModel::ColumnCount);
    new ColumnChooser(header, keys, u"browser/hiddenVariantColumns"_s,
                      {u"table"_s, u"wave"_s, u"probability"_s, u"volume"_s}, u"variantColumn-"_s);
}

} // namespace soundstage
