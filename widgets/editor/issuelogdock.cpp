#include "widgets/editor/issuelogdock.h"

#include "core/common/hexid.h"
#include "core/document/documentvalidator.h"
#include "core/override/overridewriter.h"
#include "widgets/editor/issuelogfilter.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

using Severity = IssueLogModel::Severity;
using Kind = IssueLogModel::Kind;

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

Severity severityOf(Finding::Severity severity) {
    switch (severity) {
    case Finding::Severity::Error:
        return Severity::Error;
    case Finding::Severity::Warning:
        return Severity::Warning;
    case Finding::Severity::Info:
        break;
    }
    return Severity::Note;
}

/// Where the entry a diagnostic's line holds points in the dat, if anywhere.
DocumentLocation locationOfLine(const OverrideFile& file, int line) {
    for (const OverrideEntry& entry : file.entries) {
        if (entry.line != line)
            continue;
        const OverrideEvent& event = entry.event;
        if (event.kind == OverrideEvent::Kind::TableSound && event.soundType)
            return DocumentLocation::sound(event.table, *event.soundType);
        if (event.kind == OverrideEvent::Kind::Wave)
            return DocumentLocation::wave(event.wave);
        // A hook line's problem is on the animation's frame (the hook editor's place).
        if (event.kind == OverrideEvent::Kind::AnimationHook && event.record != 0)
            return DocumentLocation::animation(event.record, event.frame);
        break;
    }
    return {};
}

} // namespace

IssueLogDock::IssueLogDock(DocumentSession* session, QWidget* parent)
    : QDockWidget(tr("Issues"), parent)
    , m_session(session)
    , m_model(new IssueLogModel(this))
    , m_filter(new IssueLogFilter(this))
    , m_view(new QTreeView)
    , m_refreshTimer(new QTimer(this))
    , m_findingsTask(new BackgroundTask(this)) {
    setObjectName(u"issueLogDock"_s);
    m_filter->setSourceModel(m_model);
    m_view->setObjectName(u"issueView"_s);
    m_view->setModel(m_filter);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setSortingEnabled(true);
    // Until the user clicks a header: the order the entries were found in.
    m_view->header()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->header()->setSectionResizeMode(SeverityColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(KindColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(RecordColumn, QHeaderView::ResizeToContents);
    m_view->header()->setResizeContentsPrecision(200);
    m_view->header()->setStretchLastSection(true);

    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(buildFilterBar());
    layout->addWidget(m_view);
    setWidget(body);

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
    // The note and the title say when findings are still to come.
    connect(m_findingsTask, &BackgroundTask::started, this, &IssueLogDock::updateCounts);
    connect(m_findingsTask, &BackgroundTask::cancelled, this, &IssueLogDock::updateCounts);
    connect(m_findingsTask, &BackgroundTask::finished, this, &IssueLogDock::updateCounts);
    refresh();
}

bool IssueLogDock::isChecking() const {
    return m_findingsTask->isRunning();
}

IssueLogDock::~IssueLogDock() = default;

QWidget* IssueLogDock::buildFilterBar() {
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(2, 2, 2, 0);
    for (const Severity severity : {Severity::Error, Severity::Warning, Severity::Note}) {
        auto* button = new QToolButton;
        button->setCheckable(true);
        button->setChecked(true);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setIcon(style()->standardIcon(
            severity == Severity::Error     ? QStyle::SP_MessageBoxCritical
            : severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                            : QStyle::SP_MessageBoxInformation));
        button->setToolTip(tr("Show or hide this severity"));
        connect(button, &QToolButton::toggled, this,
                [this, severity](bool on) { m_filter->setSeverityShown(severity, on); });
        m_severityButtons[static_cast<int>(severity)] = button;
        row->addWidget(button);
    }
    m_kindBox = new QComboBox;
    m_kindBox->setObjectName(u"issueKind"_s);
    m_kindBox->addItem(tr("All kinds"));
    for (const Kind kind : {Kind::Load, Kind::Check, Kind::Override, Kind::Window})
        m_kindBox->addItem(IssueLogModel::kindLabel(kind), static_cast<int>(kind));
    m_kindBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_kindBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        const QVariant kind = m_kindBox->itemData(index);
        m_filter->setKind(kind.isValid() ? std::optional(static_cast<Kind>(kind.toInt()))
                                         : std::nullopt);
    });
    row->addWidget(m_kindBox);
    m_textFilter = new QLineEdit;
    m_textFilter->setObjectName(u"issueText"_s);
    m_textFilter->setPlaceholderText(tr("Record or words"));
    m_textFilter->setClearButtonEnabled(true);
    connect(m_textFilter, &QLineEdit::textChanged, m_filter, &IssueLogFilter::setText);
    row->addWidget(m_textFilter, 1);
    m_checkingNote = new QLabel(tr("Checking the document…"));
    m_checkingNote->setObjectName(u"issueChecking"_s);
    m_checkingNote->setToolTip(
        tr("The findings of the document are being computed; they are listed when ready."));
    m_checkingNote->hide();
    row->addWidget(m_checkingNote);
    updateCounts();
    return bar;
}

QAbstractItemModel* IssueLogDock::model() const {
    return m_filter;
}

QToolButton* IssueLogDock::severityButton(IssueLogModel::Severity severity) const {
    return m_severityButtons[static_cast<int>(severity)];
}

void IssueLogDock::addError(const Error& error) {
    m_errors.push_back(error);
    refresh();
}

void IssueLogDock::onDocumentReplaced() {
    m_errors.clear();
    m_refreshTimer->stop();
    // Load problems and errors at once; the findings follow from the background (and those of
    // the document before are dropped: start() cancels their computation).
    refreshInBackground();
    showFindings({});
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
    // The worker gets a copy of the catalog (it shares the data: no copying here); the user may
    // go on editing meanwhile, and the first edit copies the document's own.
    m_findingsTask->start(
        tr("Checking the document…"),
        [catalog = document->catalog()](ProgressSink&) {
            return DocumentValidator::findings(catalog);
        },
        [this](std::vector<Finding> findings) { showFindings(std::move(findings)); });
}

void IssueLogDock::showFindings(std::vector<Finding> findings) {
    m_findings = findings; // shared strings: a cheap copy
    std::vector<IssueLogModel::Entry> entries;
    for (const Error& error : m_errors)
        entries.push_back({Severity::Error, Kind::Window, false, 0, error.toString(), {}});
    if (const Document* document = m_session->document()) {
        const auto& loadProblems = document->catalog().problems();
        entries.reserve(entries.size() + loadProblems.size() + findings.size());
        for (const SoundCatalog::Problem& problem : loadProblems)
            entries.push_back({Severity::Error, Kind::Load, true, problem.id,
                               problem.error.toString(), locationOfRecord(problem.id)});
        for (Finding& finding : findings)
            entries.push_back({severityOf(finding.severity), Kind::Check, true, finding.location.id,
                               std::move(finding.message), finding.location});
    }
    appendOverrideEntries(entries);
    m_model->setEntries(std::move(entries));
    updateCounts();
    if (!isChecking())
        emit refreshed();
}

void IssueLogDock::appendOverrideEntries(std::vector<IssueLogModel::Entry>& entries) const {
    const auto preview = m_session->appliedOverride();
    if (!preview)
        return;
    const QString name = QFileInfo(preview->path).fileName();
    // The file's own problems, as `override check` prints them (FILE:LINE:COL: …), at the
    // severity the parser gave them.
    for (const OverrideDiagnostic& d : preview->file.diagnostics) {
        const DocumentLocation at = locationOfLine(preview->file, d.line);
        entries.push_back({d.severity == OverrideDiagnostic::Severity::Warning ? Severity::Warning
                                                                               : Severity::Error,
                           Kind::Override, at.kind != DocumentLocation::Kind::None, at.id,
                           d.toError(name).toString(), at, d.toError(preview->path).toString()});
    }
    // What it holds beyond its table lines: replaced waves, and named events, which have no
    // place in the retail client's tables but were read.
    for (const OverrideEntry* entry : preview->waveReplacements()) {
        QString message = tr("%1 line %2 replaces wave %3 wherever it plays: %4")
                              .arg(name)
                              .arg(entry->line)
                              .arg(hexId(entry->event.wave), OverrideWriter::entryLine(*entry));
        entries.push_back({Severity::Note, Kind::Override, true, entry->event.wave,
                           std::move(message), DocumentLocation::wave(entry->event.wave)});
    }
    for (const OverrideEntry* entry : preview->namedEvents()) {
        QString message = tr("%1 line %2: named event “%3” read (%n alternative(s)); the retail "
                             "client has no named events, so nothing plays it in this preview",
                             nullptr, static_cast<int>(entry->alternatives.size()))
                              .arg(name)
                              .arg(entry->line)
                              .arg(entry->event.name);
        entries.push_back({Severity::Note,
                           Kind::Override,
                           false,
                           0,
                           std::move(message),
                           {},
                           OverrideWriter::entryLine(*entry)});
    }
}

void IssueLogDock::updateCounts() {
    const int errors = m_model->count(Severity::Error);
    const int warnings = m_model->count(Severity::Warning);
    const int notes = m_model->count(Severity::Note);
    if (m_severityButtons[0]) {
        m_severityButtons[0]->setText(tr("Errors: %1").arg(errors));
        m_severityButtons[1]->setText(tr("Warnings: %1").arg(warnings));
        m_severityButtons[2]->setText(tr("Notes: %1").arg(notes));
    }
    const bool checking = isChecking();
    if (m_checkingNote)
        m_checkingNote->setVisible(checking);
    if (checking)
        setWindowTitle(
            errors + warnings == 0
                ? tr("Issues (checking…)")
                : tr("Issues (errors: %1, warnings: %2, checking…)").arg(errors).arg(warnings));
    else
        setWindowTitle(errors + warnings == 0
                           ? tr("Issues")
                           : tr("Issues (errors: %1, warnings: %2)").arg(errors).arg(warnings));
}

void IssueLogDock::onActivated(const QModelIndex& index) {
    const auto location =
        index.siblingAtColumn(KindColumn).data(LocationRole).value<DocumentLocation>();
    if (location.kind != DocumentLocation::Kind::None)
        m_session->navigate(location);
}

} // namespace soundstage
