#include "widgets/issuelogdock.h"

#include "core/common/hexid.h"
#include "core/document/documentvalidator.h"
#include "core/override/overridewriter.h"
#include "widgets/documentsession.h"

#include <QApplication>
#include <QFileInfo>
#include <QHeaderView>
#include <QStyle>
#include <QTimer>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

constexpr int LocationRole = Qt::UserRole + 1;

DocumentLocation locationOfRecord(quint32 id) {
    switch (id >> 24) {
    case 0x20:
        return DocumentLocation::table(id);
    case 0x0A:
        return DocumentLocation::wave(id);
    case 0x13:
        return DocumentLocation::region(id);
    case 0x02:
        return DocumentLocation::setup(id);
    default:
        return {};
    }
}

} // namespace

IssueLogDock::IssueLogDock(DocumentSession* session, QWidget* parent)
    : QDockWidget(tr("Issues"), parent)
    , m_session(session)
    , m_view(new QTreeWidget)
    , m_refreshTimer(new QTimer(this)) {
    setObjectName(u"issueLogDock"_s);
    m_view->setObjectName(u"issueView"_s);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setHeaderLabels({tr("Kind"), tr("Record"), tr("Issue")});
    m_view->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(true);
    setWidget(m_view);

    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(150);
    connect(m_refreshTimer, &QTimer::timeout, this, &IssueLogDock::refresh);
    connect(session, &DocumentSession::documentReplaced, this, [this] {
        m_errors.clear();
        refresh();
    });
    connect(session, &DocumentSession::changed, this, [this](const DocumentChange& change) {
        if (change.kind != DocumentChange::Kind::HistoryChanged &&
            change.kind != DocumentChange::Kind::ModifiedChanged)
            m_refreshTimer->start();
    });
    connect(session, &DocumentSession::overrideChanged, this, &IssueLogDock::refresh);
    connect(m_view, &QTreeWidget::itemActivated, this, &IssueLogDock::onActivated);
    refresh();
}

void IssueLogDock::addError(const Error& error) {
    m_errors.push_back(error);
    refresh();
}

void IssueLogDock::refresh() {
    m_refreshTimer->stop();
    QStyle* style = QApplication::style();
    const QIcon errorIcon = style->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warningIcon = style->standardIcon(QStyle::SP_MessageBoxWarning);
    const QIcon infoIcon = style->standardIcon(QStyle::SP_MessageBoxInformation);

    QList<QTreeWidgetItem*> items;
    for (const Error& error : m_errors) {
        auto* item = new QTreeWidgetItem({tr("Error"), QString(), error.toString()});
        item->setIcon(0, errorIcon);
        items << item;
    }
    int problems = 0, errors = 0, warnings = 0;
    if (const Document* document = m_session->document()) {
        for (const SoundCatalog::Problem& problem : document->catalog().problems()) {
            auto* item =
                new QTreeWidgetItem({tr("Load"), hexId(problem.id), problem.error.toString()});
            item->setIcon(0, errorIcon);
            item->setData(0, LocationRole, QVariant::fromValue(locationOfRecord(problem.id)));
            items << item;
            ++problems;
        }
        for (const Finding& finding : DocumentValidator::findings(document->catalog())) {
            QString kind;
            QIcon icon;
            switch (finding.severity) {
            case Finding::Severity::Error:
                kind = tr("Error");
                icon = errorIcon;
                ++errors;
                break;
            case Finding::Severity::Warning:
                kind = tr("Warning");
                icon = warningIcon;
                ++warnings;
                break;
            case Finding::Severity::Info:
                kind = tr("Note");
                icon = infoIcon;
                break;
            }
            auto* item = new QTreeWidgetItem({kind, hexId(finding.location.id), finding.message});
            item->setIcon(0, icon);
            item->setToolTip(2, finding.message);
            item->setData(0, LocationRole, QVariant::fromValue(finding.location));
            items << item;
        }
    }
    // What the previewed override file holds beyond its table lines: replaced waves, and named
    // events, which have no place in the retail client's tables but were read.
    if (const auto preview = m_session->appliedOverride()) {
        const QString name = QFileInfo(preview->path).fileName();
        for (const OverrideEntry* entry : preview->waveReplacements()) {
            auto* item = new QTreeWidgetItem(
                {tr("Override"), hexId(entry->event.wave),
                 tr("%1 line %2 replaces wave %3 wherever it plays: %4")
                     .arg(name)
                     .arg(entry->line)
                     .arg(hexId(entry->event.wave), OverrideWriter::entryLine(*entry))});
            item->setIcon(0, infoIcon);
            item->setToolTip(2, item->text(2));
            item->setData(0, LocationRole,
                          QVariant::fromValue(DocumentLocation::wave(entry->event.wave)));
            items << item;
        }
        for (const OverrideEntry* entry : preview->namedEvents()) {
            auto* item = new QTreeWidgetItem(
                {tr("Override"), QString(),
                 tr("%1 line %2: named event “%3” read (%n alternative(s)); the retail client "
                    "has no named events, so nothing plays it in this preview",
                    nullptr, static_cast<int>(entry->alternatives.size()))
                     .arg(name)
                     .arg(entry->line)
                     .arg(entry->event.name)});
            item->setIcon(0, infoIcon);
            item->setToolTip(2, OverrideWriter::entryLine(*entry));
            items << item;
        }
    }
    m_view->setUpdatesEnabled(false);
    m_view->clear();
    m_view->addTopLevelItems(items);
    m_view->setUpdatesEnabled(true);
    setWindowTitle(problems + errors + warnings + static_cast<int>(m_errors.size()) == 0
                       ? tr("Issues")
                       : tr("Issues (errors: %1, warnings: %2)")
                             .arg(problems + errors + static_cast<int>(m_errors.size()))
                             .arg(warnings));
}

void IssueLogDock::onActivated(QTreeWidgetItem* item) {
    const auto location = item->data(0, LocationRole).value<DocumentLocation>();
    if (location.kind != DocumentLocation::Kind::None)
        m_session->navigate(location);
}

} // namespace soundstage
