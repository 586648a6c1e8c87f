#include "widgets/editor/issuelogdock.h"

#include "core/common/hexid.h"
#include "core/document/documentvalidator.h"
#include "core/override/overridewriter.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"

#include <QAbstractTableModel>
#include <QApplication>
#include <QFileInfo>
#include <QHeaderView>
#include <QIcon>
#include <QStyle>
#include <QTimer>
#include <QTreeView>

#include <utility>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

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

/// The entries as rows: window errors, then load problems, then findings. Cells are made when
/// the view asks for them.
class IssueLogModel final : public QAbstractTableModel {
public:
    enum class Kind { WindowError, Load, Error, Warning, Note, Override };
    struct Entry {
        Kind kind = Kind::Note;
        bool hasRecord = false;
        quint32 record = 0;
        QString message;
        DocumentLocation location;
        QString toolTip; ///< empty: the message
    };

    explicit IssueLogModel(QObject* parent)
        : QAbstractTableModel(parent)
        , m_errorIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical))
        , m_warningIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning))
        , m_infoIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation)) {}

    void setEntries(std::vector<Entry> entries) {
        beginResetModel();
        // Tens of thousands of findings on a large dat: freeing them took milliseconds of the
        // opening's stall.
        disposeInBackground(std::exchange(m_entries, std::move(entries)));
        endResetModel();
    }

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : IssueLogDock::ColumnCount;
    }

    QVariant data(const QModelIndex& index, int role) const override {
        if (!index.isValid() || index.row() >= rowCount())
            return {};
        const Entry& e = m_entries[static_cast<std::size_t>(index.row())];
        switch (role) {
        case Qt::DisplayRole:
            switch (index.column()) {
            case IssueLogDock::KindColumn:
                return kindLabel(e.kind);
            case IssueLogDock::RecordColumn:
                return e.hasRecord ? hexId(e.record) : QString();
            case IssueLogDock::IssueColumn:
                return e.message;
            default:
                return {};
            }
        case Qt::DecorationRole:
            if (index.column() != IssueLogDock::KindColumn)
                return {};
            return e.kind == Kind::Warning                            ? m_warningIcon
                   : e.kind == Kind::Note || e.kind == Kind::Override ? m_infoIcon
                                                                      : m_errorIcon;
        case Qt::ToolTipRole:
            if (index.column() != IssueLogDock::IssueColumn)
                return {};
            return e.toolTip.isEmpty() ? e.message : e.toolTip;
        case IssueLogDock::LocationRole:
            return QVariant::fromValue(e.location);
        default:
            return {};
        }
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return QAbstractTableModel::headerData(section, orientation, role);
        switch (section) {
        case IssueLogDock::KindColumn:
            return IssueLogDock::tr("Kind");
        case IssueLogDock::RecordColumn:
            return IssueLogDock::tr("Record");
        case IssueLogDock::IssueColumn:
            return IssueLogDock::tr("Issue");
        default:
            return {};
        }
    }

private:
    static QString kindLabel(Kind kind) {
        switch (kind) {
        case Kind::WindowError:
        case Kind::Error:
            return IssueLogDock::tr("Error");
        case Kind::Load:
            return IssueLogDock::tr("Load");
        case Kind::Warning:
            return IssueLogDock::tr("Warning");
        case Kind::Override:
            return IssueLogDock::tr("Override");
        case Kind::Note:
            break;
        }
        return IssueLogDock::tr("Note");
    }

    std::vector<Entry> m_entries;
    QIcon m_errorIcon;
    QIcon m_warningIcon;
    QIcon m_infoIcon;
};

IssueLogDock::IssueLogDock(DocumentSession* session, QWidget* parent)
    : QDockWidget(tr("Issues"), parent)
    , m_session(session)
    , m_model(new IssueLogModel(this))
    , m_view(new QTreeView)
    , m_refreshTimer(new QTimer(this))
    , m_findingsTask(new BackgroundTask(this)) {
    setObjectName(u"issueLogDock"_s);
    m_view->setObjectName(u"issueView"_s);
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->header()->setSectionResizeMode(KindColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(RecordColumn, QHeaderView::ResizeToContents);
    m_view->header()->setResizeContentsPrecision(200);
    m_view->header()->setStretchLastSection(true);
    setWidget(m_view);

    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(150);
    connect(m_refreshTimer, &QTimer::timeout, this, &IssueLogDock::refreshInBackground);
    connect(session, &DocumentSession::documentReplaced, this, &IssueLogDock::onDocumentReplaced);
    connect(session, &DocumentSession::changed, this, [this](const DocumentChange& change) {
        if (change.kind != DocumentChange::Kind::HistoryChanged &&
            change.kind != DocumentChange::Kind::ModifiedChanged)
            m_refreshTimer->start();
    });
    // An override file changes only its own entries: the findings are the document's, and
    // validating a large dat again would freeze the window for over 100 ms.
    connect(session, &DocumentSession::overrideChanged, this, [this] { showFindings(m_findings); });
    connect(m_view, &QTreeView::activated, this, &IssueLogDock::onActivated);
    refresh();
}

IssueLogDock::~IssueLogDock() = default;

QAbstractItemModel* IssueLogDock::model() const {
    return m_model;
}

void IssueLogDock::addError(const Error& error) {
    m_errors.push_back(error);
    refresh();
}

void IssueLogDock::onDocumentReplaced() {
    m_errors.clear();
    m_refreshTimer->stop();
    DocumentDigest* digest = m_session->digest();
    if (digest && digest->findings) {
        // Computed with the document on the worker that opened it.
        m_findingsTask->cancel();
        showFindings(*std::exchange(digest->findings, std::nullopt));
        return;
    }
    // Load problems and errors at once; the findings follow from the background.
    showFindings({});
    refreshInBackground();
}

void IssueLogDock::refresh() {
    m_refreshTimer->stop();
    m_findingsTask->cancel();
    const Document* document = m_session->document();
    showFindings(document ? DocumentValidator::findings(document->catalog())
                          : std::vector<Finding>{});
}

void IssueLogDock::refreshInBackground() {
    const Document* document = m_session->document();
    if (!document) {
        refresh();
        return;
    }
    // The worker gets a copy of the catalog: the user may go on editing meanwhile.
    m_findingsTask->start(
        tr("Checking the document…"),
        [catalog = document->catalog()](ProgressSink&) {
            return DocumentValidator::findings(catalog);
        },
        [this](std::vector<Finding> findings) { showFindings(std::move(findings)); });
}

void IssueLogDock::showFindings(std::vector<Finding> findings) {
    m_findings = findings; // shared strings: a cheap copy
    using Kind = IssueLogModel::Kind;
    std::vector<IssueLogModel::Entry> entries;
    int problems = 0, errors = 0, warnings = 0;
    for (const Error& error : m_errors)
        entries.push_back({Kind::WindowError, false, 0, error.toString(), {}});
    if (const Document* document = m_session->document()) {
        const auto& loadProblems = document->catalog().problems();
        entries.reserve(entries.size() + loadProblems.size() + findings.size());
        for (const SoundCatalog::Problem& problem : loadProblems) {
            entries.push_back({Kind::Load, true, problem.id, problem.error.toString(),
                               locationOfRecord(problem.id)});
            ++problems;
        }
        for (Finding& finding : findings) {
            Kind kind = Kind::Note;
            switch (finding.severity) {
            case Finding::Severity::Error:
                kind = Kind::Error;
                ++errors;
                break;
            case Finding::Severity::Warning:
                kind = Kind::Warning;
                ++warnings;
                break;
            case Finding::Severity::Info:
                break;
            }
            entries.push_back(
                {kind, true, finding.location.id, std::move(finding.message), finding.location});
        }
    }
    // What the previewed override file holds beyond its table lines: replaced waves, and named
    // events, which have no place in the retail client's tables but were read.
    if (const auto preview = m_session->appliedOverride()) {
        const QString name = QFileInfo(preview->path).fileName();
        for (const OverrideEntry* entry : preview->waveReplacements()) {
            QString message = tr("%1 line %2 replaces wave %3 wherever it plays: %4")
                                  .arg(name)
                                  .arg(entry->line)
                                  .arg(hexId(entry->event.wave), OverrideWriter::entryLine(*entry));
            entries.push_back({Kind::Override, true, entry->event.wave, std::move(message),
                               DocumentLocation::wave(entry->event.wave)});
        }
        for (const OverrideEntry* entry : preview->namedEvents()) {
            QString message =
                tr("%1 line %2: named event “%3” read (%n alternative(s)); the retail client "
                   "has no named events, so nothing plays it in this preview",
                   nullptr, static_cast<int>(entry->alternatives.size()))
                    .arg(name)
                    .arg(entry->line)
                    .arg(entry->event.name);
            entries.push_back({Kind::Override,
                               false,
                               0,
                               std::move(message),
                               {},
                               OverrideWriter::entryLine(*entry)});
        }
    }
    m_model->setEntries(std::move(entries));
    setWindowTitle(problems + errors + warnings + static_cast<int>(m_errors.size()) == 0
                       ? tr("Issues")
                       : tr("Issues (errors: %1, warnings: %2)")
                             .arg(problems + errors + static_cast<int>(m_errors.size()))
                             .arg(warnings));
    emit refreshed();
}

void IssueLogDock::onActivated(const QModelIndex& index) {
    const auto location =
        index.siblingAtColumn(KindColumn).data(LocationRole).value<DocumentLocation>();
    if (location.kind != DocumentLocation::Kind::None)
        m_session->navigate(location);
}

} // namespace soundstage
