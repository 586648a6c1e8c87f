#include "widgets/editor/triggersdock.h"

#include "core/document/document.h"
#include "widgets/editor/hookeditor.h"
#include "widgets/editor/triggertree.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/sessiontriggerindex.h"

#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

#include <algorithm>

namespace soundstage {

namespace {

/// The part of a location the panel shows: a table's sound type without the variant.
DocumentLocation subjectOf(DocumentLocation location) {
    if (location.kind == DocumentLocation::Kind::Table)
        location.index = -1;
    if (location.kind == DocumentLocation::Kind::Region)
        location = {DocumentLocation::Kind::Region, location.id};
    return location;
}

bool isHookRow(const QTreeWidgetItem* item) {
    return item && item->data(TriggerTree::TriggerColumn, TriggerTree::FrameRole).isValid();
}

} // namespace

TriggersDock::TriggersDock(DocumentSession* session, QWidget* parent)
    : QDockWidget(tr("Triggers"), parent)
    , m_session(session)
    , m_status(new QLabel)
    , m_tree(new QTreeWidget)
    , m_editor(new HookEditor(session)) {
    setObjectName(u"triggersDock"_s);
    m_status->setObjectName(u"triggersStatus"_s);
    m_status->setWordWrap(true);
    m_tree->setObjectName(u"triggersTree"_s);
    m_tree->setColumnCount(TriggerTree::ColumnCount);
    m_tree->setHeaderLabels({tr("Trigger"), tr("Odds"), tr("Verdict")});
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(true);
    m_tree->header()->setSectionResizeMode(TriggerTree::TriggerColumn, QHeaderView::Interactive);
    m_tree->header()->resizeSection(TriggerTree::TriggerColumn, 480);

    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_status);
    // The hook editor beside the tree: the bottom dock is wide and low, so the editor scrolls
    // up and down when the dock is lower than its fields (a laptop screen) instead of
    // squeezing them; it is never narrower than its widest row.
    auto* editorArea = new QScrollArea;
    editorArea->setObjectName(u"hookEditorArea"_s);
    editorArea->setWidget(m_editor);
    editorArea->setWidgetResizable(true);
    editorArea->setFrameShape(QFrame::NoFrame);
    editorArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    editorArea->setMinimumWidth(
        std::max(260, m_editor->minimumSizeHint().width()) +
        editorArea->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, editorArea));
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_tree);
    split->addWidget(editorArea);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);
    setWidget(body);

    connect(m_tree, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { onActivated(item); });
    connect(m_tree, &QTreeWidget::itemSelectionChanged, this, &TriggersDock::onSelectionChanged);
    connect(session, &DocumentSession::currentLocationChanged, this,
            [this](const DocumentLocation& location) {
                if (location.kind != DocumentLocation::Kind::None)
                    showSubject(location);
            });
    connect(session, &DocumentSession::documentReplaced, this, [this] {
        m_pending.reset();
        m_subject = {};
        refresh();
    });
    SessionTriggerIndex* triggers = session->triggers();
    connect(triggers, &SessionTriggerIndex::indexChanged, this, &TriggersDock::refresh);
    connect(session, &DocumentSession::overrideChanged, this, &TriggersDock::refresh);
    connect(triggers, &SessionTriggerIndex::updating, this, [this] {
        if (m_session->document())
            m_status->setText(tr("Updating what fires each sound…"));
    });
    connect(m_editor, &HookEditor::hookAdded, this,
            [this](quint32 record, int frame, int position) {
                m_pending = Pending{record, frame, position};
            });
    refresh();
}

void TriggersDock::showSubject(const DocumentLocation& location) {
    const DocumentLocation subject = subjectOf(location);
    if (subject.kind == DocumentLocation::Kind::Animation && subject.hasKey)
        m_pending = Pending{subject.id, static_cast<int>(subject.key), -1};
    const bool same =
        subject == m_subject || (subject.kind == DocumentLocation::Kind::Animation &&
                                 m_subject.kind == subject.kind && m_subject.id == subject.id);
    m_subject = subject;
    if (!same) {
        refresh();
    } else if (m_pending) {
        const Pending pending = *m_pending;
        selectHook(pending.record, pending.frame, pending.position);
    }
}

void TriggersDock::refresh() {
    // Keep the selected hook selected across a new index (an edit of its value).
    if (!m_pending) {
        if (QTreeWidgetItem* current = m_tree->currentItem(); isHookRow(current))
            m_pending = Pending{current->data(0, TriggerTree::RecordRole).toUInt(),
                                current->data(0, TriggerTree::FrameRole).toInt(),
                                current->data(0, TriggerTree::PositionRole).toInt()};
    }
    m_tree->clear();
    const Document* document = m_session->document();
    SessionTriggerIndex* triggers = m_session->triggers();
    const auto index = triggers->index();
    m_editor->setSuggestedSoundType(m_subject.kind == DocumentLocation::Kind::Table &&
                                            m_subject.hasKey
                                        ? std::optional<quint32>(m_subject.key)
                                        : std::nullopt);
    if (!document) {
        m_status->setText(tr("Open a dat to see what fires its sounds."));
        m_editor->clear();
        emit refreshed();
        return;
    }
    if (!index) {
        m_status->setText(
            triggers->error().isEmpty()
                ? tr("Finding what fires each sound…")
                : tr("What fires each sound is not known: %1").arg(triggers->error()));
        m_editor->clear();
        emit refreshed();
        return;
    }
    QString status = tr("Default pairings only: each setup with its default motion table and "
                        "sound table, as the dat holds them. The server can give an object "
                        "another motion table or sound table.");
    if (!triggers->isCurrent())
        status += u' ' + tr("Updating…");
    m_status->setText(status);
    const auto rows = TriggerTree::build(*index, document->catalog(), m_subject);
    // An applied override file's hook lines are marked on the hooks they change.
    TriggerTree::markOverrides(rows, *index, m_session->activeOverride().get());
    for (QTreeWidgetItem* item : rows)
        m_tree->addTopLevelItem(item);
    for (QTreeWidgetItem* item : rows)
        item->setExpanded(true);
    m_tree->resizeColumnToContents(TriggerTree::OddsColumn);
    // One subject: its motions (a setup) and its Routes line open too; hooks stay closed.
    if (rows.size() == 1)
        for (int i = 0; i < rows.front()->childCount(); ++i)
            if (!isHookRow(rows.front()->child(i)))
                rows.front()->child(i)->setExpanded(true);
    if (m_pending) {
        const Pending pending = *m_pending;
        selectHook(pending.record, pending.frame, pending.position);
    } else {
        onSelectionChanged();
    }
    emit refreshed();
}

QTreeWidgetItem* TriggersDock::findHook(quint32 record, int frame, int position) const {
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        QTreeWidgetItem* item = *it;
        if (!isHookRow(item) || item->data(0, TriggerTree::RecordRole).toUInt() != record ||
            item->data(0, TriggerTree::FrameRole).toInt() != frame)
            continue;
        if (position < 0 || item->data(0, TriggerTree::PositionRole).toInt() == position)
            return item;
    }
    return nullptr;
}

void TriggersDock::selectHook(quint32 record, int frame, int position) {
    QTreeWidgetItem* item = findHook(record, frame, position);
    // Only a current index has the place: keep waiting for the next one otherwise.
    if (item || m_session->triggers()->isCurrent())
        m_pending.reset();
    if (item) {
        m_tree->setCurrentItem(item);
        m_tree->scrollToItem(item);
    } else if (m_subject.kind == DocumentLocation::Kind::Animation) {
        m_tree->setCurrentItem(nullptr);
        m_editor->setPlace(m_subject.id, frame, -1);
    }
}

void TriggersDock::onSelectionChanged() {
    QTreeWidgetItem* item = m_tree->currentItem();
    if (isHookRow(item) && item->data(0, TriggerTree::FrameRole).toInt() >= 0) {
        m_editor->setPlace(item->data(0, TriggerTree::RecordRole).toUInt(),
                           item->data(0, TriggerTree::FrameRole).toInt(),
                           item->data(0, TriggerTree::PositionRole).toInt());
    } else if (m_subject.kind == DocumentLocation::Kind::Animation) {
        m_editor->setPlace(m_subject.id, -1, -1);
    } else {
        m_editor->clear();
    }
}

void TriggersDock::onActivated(QTreeWidgetItem* item) {
    if (!item)
        return;
    const auto jump =
        item->data(TriggerTree::TriggerColumn, TriggerTree::JumpRole).value<DocumentLocation>();
    if (jump.kind == DocumentLocation::Kind::None)
        return;
    m_session->navigate(jump);
}

} // namespace soundstage
