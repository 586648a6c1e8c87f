#include "widgets/window/bulkactions.h"

#include "core/document/document.h"
#include "widgets/editor/browserdock.h"
#include "widgets/editor/browsermodel.h"
#include "widgets/editor/bulkeditdialog.h"
#include "widgets/editor/tableeditor.h"
#include "widgets/editor/variantselection.h"
#include "widgets/session/documentsession.h"

#include <QAction>
#include <QApplication>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QTableView>
#include <QTreeView>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace soundstage {

BulkActions::BulkActions(DocumentSession* session, TableEditor* editor, BrowserDock* browser,
                         QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_editor(editor)
    , m_browser(browser)
    , m_window(window)
    , m_editSelected(new QAction(tr("&Edit Selected Variants…"), this))
    , m_editMatching(new QAction(tr("Edit Variants &Matching the Filter…"), this))
    , m_makeReachable(new QAction(tr("Make Every Variant Reachable in Selected &Tables"), this)) {
    m_editSelected->setObjectName(u"editSelectedVariantsAction"_s);
    m_editSelected->setStatusTip(tr("Set or scale the probability, volume or priority of the "
                                    "selected variants, or replace their wave, in one step"));
    m_editMatching->setObjectName(u"editMatchingVariantsAction"_s);
    m_editMatching->setStatusTip(tr("Edit every variant of the dat that the browser's filter "
                                    "matches, in one step"));
    m_makeReachable->setObjectName(u"makeTablesReachableAction"_s);
    m_makeReachable->setStatusTip(tr("Repeat the last variant of every list whose last variant "
                                     "is never chosen, in every table selected in the browser"));

    connect(m_editSelected, &QAction::triggered, this, [this] {
        if (m_session->document())
            openDialog(selectedVariants());
    });
    connect(m_editMatching, &QAction::triggered, this, [this] {
        const Document* document = m_session->document();
        if (!document)
            return;
        const BrowserModel* model = m_browser->model();
        openDialog(VariantSelection::ofFilter(*document, model->filter(), m_session->fpuModel(),
                                              model->filterText()));
    });
    connect(m_makeReachable, &QAction::triggered, this, &BulkActions::makeSelectedTablesReachable);

    // The grid and the sound type list offer Edit Selected Variants; the browser all three.
    m_editor->variantView()->addAction(m_editSelected);
    m_editor->soundTypeList()->addAction(m_editSelected);
    m_browser->addContextActions({m_editMatching, m_makeReachable});
    m_browser->addVariantActions({m_editSelected, m_editMatching});
    // Which selection Edit Selected Variants… takes: the one the user worked in last (a menu or
    // a shortcut leaves the focus where it was).
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        if (!now)
            return;
        const bool list = now == m_browser->variantsView();
        if (!list && now != m_editor->variantView() && now != m_editor->soundTypeList())
            return;
        if (std::exchange(m_fromBrowserList, list) != list)
            updateActions();
    });
    connect(m_browser->variantsView()->selectionModel(), &QItemSelectionModel::selectionChanged,
            this, &BulkActions::updateActions);
    connect(m_session, &DocumentSession::changed, this, &BulkActions::updateActions);
    connect(m_session, &DocumentSession::documentReplaced, this, &BulkActions::updateActions);
    connect(m_session, &DocumentSession::overrideChanged, this, &BulkActions::updateActions);
    connect(m_editor->variantView()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &BulkActions::updateActions);
    connect(m_editor->soundTypeList(), &QListWidget::itemSelectionChanged, this,
            &BulkActions::updateActions);
    connect(m_browser->view()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &BulkActions::updateActions);
    connect(m_browser->filterEdit(), &QLineEdit::textChanged, this, &BulkActions::updateActions);
    // A new model behind a view brings a new selection model: follow it.
    connect(m_browser->model(), &QAbstractItemModel::modelReset, this, &BulkActions::updateActions);
    updateActions();
}

void BulkActions::addTo(QMenu* editMenu) {
    editMenu->addAction(m_editSelected);
    editMenu->addAction(m_editMatching);
    editMenu->addAction(m_makeReachable);
}

std::vector<quint32> BulkActions::selectedTables() const {
    std::vector<quint32> tables;
    const Document* document = m_session->document();
    for (const DocumentLocation& l : m_browser->selectedLocations()) {
        // Tables an override adds are not in the document: nothing to edit there.
        if (l.kind == DocumentLocation::Kind::Table && document && document->table(l.id))
            tables.push_back(l.id);
    }
    std::sort(tables.begin(), tables.end());
    tables.erase(std::unique(tables.begin(), tables.end()), tables.end());
    return tables;
}

VariantSelection BulkActions::selectedVariants() const {
    const Document* document = m_session->document();
    if (!document)
        return {};
    if (m_fromBrowserList) {
        std::vector<VariantRef> listed = m_browser->selectedVariants();
        if (!listed.empty())
            return VariantSelection::ofList(std::move(listed), m_browser->model()->filterText());
    }
    return VariantSelection::ofEditor(*m_editor, *document);
}

void BulkActions::updateActions() {
    const Document* document = m_session->document();
    m_editSelected->setEnabled(document && !selectedVariants().isEmpty());
    // Cheap checks only (this runs on every selection change): whether there is a filter, not
    // how many variants it matches.
    m_editMatching->setEnabled(document && !m_browser->model()->filter().isEmpty());
    m_makeReachable->setEnabled(document && !selectedTables().empty());
}

void BulkActions::openDialog(VariantSelection selection) {
    if (m_dialog)
        m_dialog->close();
    auto* dialog = new BulkEditDialog(m_session, std::move(selection), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    dialog->open();
}

void BulkActions::makeSelectedTablesReachable() {
    Document* document = m_session->document();
    const std::vector<quint32> tables = selectedTables();
    if (!document || tables.empty())
        return;
    auto fixed = document->makeEveryVariantReachable(tables);
    if (!fixed) {
        m_session->showStatus(fixed.error().message, 8000);
        return;
    }
    m_session->showStatus(
        *fixed == 0 ? tr("Every variant of the %n selected table(s) is already reachable.", nullptr,
                         static_cast<int>(tables.size()))
                    : tr("Repeated the last variant of %n list(s) in the selected tables, one "
                         "undo step.",
                         nullptr, *fixed));
}

} // namespace soundstage
