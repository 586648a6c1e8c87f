// One unit: the table editor's actions, layout and session wiring (its constructor is split
// into those three parts) act on one selected table and sound type.
#include "widgets/editor/tableeditor.h"

#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "core/retail/listverdicts.h"
#include "core/retail/oddstext.h"
#include "widgets/editor/overridebanner.h"
#include "widgets/editor/tableloudness.h"
#include "widgets/editor/variantdelegate.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/standardkey.h"

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QPixmap>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

QAction* makeAction(QObject* parent, const QString& text, const QString& name,
                    QStyle::StandardPixmap icon = QStyle::SP_CustomBase) {
    auto* action = new QAction(text, parent);
    action->setObjectName(name);
    if (icon != QStyle::SP_CustomBase)
        action->setIcon(QApplication::style()->standardIcon(icon));
    return action;
}

} // namespace

TableEditor::TableEditor(DocumentSession* session, QAction* bypassOverride, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_bypassOverride(bypassOverride)
    , m_header(new QLabel)
    , m_soundTypes(new QListWidget)
    , m_view(new QTableView)
    , m_model(new VariantModel(session, this))
    , m_explanation(new QLabel)
    , m_loudness(new TableLoudness(session))
    , m_banner(nullptr) {
    setObjectName(u"tableEditor"_s);
    createActions();
    layOut();
    connectSession();
    connectActions();
    updateHeader();
    updateActions();
}

void TableEditor::createActions() {
    m_addVariant = makeAction(this, tr("&Add Variant"), u"addVariant"_s, QStyle::SP_FileIcon);
    m_addVariant->setShortcut(Qt::CTRL | Qt::Key_Plus);
    m_removeVariant =
        makeAction(this, tr("&Remove Variant"), u"removeVariant"_s, QStyle::SP_TrashIcon);
    // Del only: the standard Delete of Qt's X11 scheme adds Ctrl+D, which is Duplicate here.
    m_removeVariant->setShortcut(Qt::Key_Delete);
    m_removeVariant->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_duplicateVariant =
        makeAction(this, tr("D&uplicate Variant"), u"duplicateVariant"_s, QStyle::SP_FileLinkIcon);
    m_duplicateVariant->setShortcut(Qt::CTRL | Qt::Key_D);
    m_moveUp = makeAction(this, tr("Move &Up"), u"moveVariantUp"_s, QStyle::SP_ArrowUp);
    m_moveUp->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_Up);
    m_moveDown = makeAction(this, tr("Move Do&wn"), u"moveVariantDown"_s, QStyle::SP_ArrowDown);
    m_moveDown->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_Down);
    m_makeReachable = makeAction(this, tr("Make Every Variant &Reachable"), u"makeReachable"_s,
                                 QStyle::SP_DialogApplyButton);
    m_makeReachable->setToolTip(
        tr("The client never picks the last variant of a list of two or more. This repeats it "
           "at the end of every such list of the table, so every authored variant can play."));
    m_goToWave = makeAction(this, tr("&Go to Wave"), u"goToWave"_s, QStyle::SP_ArrowRight);
    m_goToWave->setShortcut(Qt::CTRL | Qt::Key_J);
    m_addSoundType = makeAction(this, tr("Add &Sound Type…"), u"addSoundType"_s);
    m_removeSoundType = makeAction(this, tr("Remove Sound Type"), u"removeSoundType"_s);
    m_loudnessColumn = makeAction(this, tr("&Loudness Column"), u"loudnessColumn"_s);
    m_loudnessColumn->setCheckable(true);
    connect(m_loudnessColumn, &QAction::toggled, this, [this](bool shown) {
        m_model->setLoudnessShown(shown);
        m_view->setColumnHidden(VariantModel::LoudnessColumn, !shown);
    });
}

void TableEditor::layOut() {
    // Left: sound types.
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto* soundBar = new QToolBar;
    soundBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_addSoundType->setIconText(tr("Add…"));
    m_removeSoundType->setIconText(tr("Remove"));
    soundBar->addAction(m_addSoundType);
    soundBar->addAction(m_removeSoundType);
    m_soundTypes->setObjectName(u"soundTypeList"_s);
    // Marks of every kind (verdicts, override) and the blank of unmarked rows line up.
    m_soundTypes->setIconSize(QSize(16, 16));
    // Several sound types selected (Ctrl/Shift) are a bulk edit's scope (VariantSelection).
    m_soundTypes->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_soundTypes->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* soundLabel = new QLabel(tr("Sound types"));
    soundLabel->setStyleSheet(u"font-weight: bold"_s);
    leftLayout->addWidget(soundLabel);
    leftLayout->addWidget(m_soundTypes);
    leftLayout->addWidget(soundBar);

    // Right: variants.
    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto* variantBar = new QToolBar;
    variantBar->setObjectName(u"variantToolBar"_s);
    variantBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    variantBar->setIconSize(QSize(16, 16));
    m_addVariant->setIconText(tr("Add"));
    m_removeVariant->setIconText(tr("Remove"));
    m_duplicateVariant->setIconText(tr("Duplicate"));
    m_moveUp->setIconText(tr("Up"));
    m_moveDown->setIconText(tr("Down"));
    m_makeReachable->setIconText(tr("Make every variant reachable"));
    m_goToWave->setIconText(tr("Go to wave"));
    for (QAction* a : {m_addVariant, m_duplicateVariant, m_removeVariant, m_moveUp, m_moveDown})
        variantBar->addAction(a);
    variantBar->addSeparator();
    variantBar->addAction(m_makeReachable);
    variantBar->addAction(m_goToWave);

    m_view->setObjectName(u"variantView"_s);
    m_view->setModel(m_model);
    m_view->setItemDelegate(new VariantDelegate(m_session, m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several rows: a bulk edit's scope; the list actions act on the current row.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The verdict takes what is left and elides (its tooltip explains in full): a longer
    // translation or verdict never makes the grid scroll sideways.
    m_view->horizontalHeader()->setSectionResizeMode(VariantModel::VerdictColumn,
                                                     QHeaderView::Stretch);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->horizontalHeader()->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->horizontalHeader()->addAction(m_loudnessColumn);
    m_view->setColumnHidden(VariantModel::LoudnessColumn, true);
    for (QAction* a :
         {m_addVariant, m_duplicateVariant, m_removeVariant, m_moveUp, m_moveDown, m_goToWave})
        m_view->addAction(a);
    m_explanation->setObjectName(u"oddsExplanation"_s);
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_explanation->setMinimumHeight(m_explanation->fontMetrics().lineSpacing() * 3);
    m_explanation->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    rightLayout->addWidget(variantBar);
    m_banner = new OverrideBanner(m_bypassOverride);
    rightLayout->addWidget(m_banner);
    rightLayout->addWidget(m_view, 1);
    rightLayout->addWidget(m_explanation);

    auto* splitter = new QSplitter;
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({140, 800});

    m_header->setObjectName(u"tableHeader"_s);
    m_header->setTextFormat(Qt::RichText);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_loudness);
    layout->addWidget(splitter, 1);
}

void TableEditor::connectSession() {
    connect(m_session, &DocumentSession::changed, this, &TableEditor::onChanged);
    connect(m_session, &DocumentSession::documentReplaced, this, &TableEditor::onDocumentReplaced);
    connect(m_session, &DocumentSession::navigateRequested, this, &TableEditor::showLocation);
    connect(m_session, &DocumentSession::overrideChanged, this, [this] {
        const QListWidgetItem* item = m_soundTypes->currentItem();
        fillSoundTypes(item ? std::optional(item->data(Qt::UserRole).value<quint32>())
                            : std::nullopt);
    });
}

void TableEditor::connectActions() {
    connect(m_soundTypes, &QListWidget::currentRowChanged, this, &TableEditor::onSoundTypeSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        publishLocation();
        updateActions();
        updateExplanation();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        // A reset drops the grid's current row without a signal: the session's location must
        // not keep naming it.
        publishLocation();
        updateActions();
        updateExplanation();
        updateOverrideBanner();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TableEditor::updateExplanation);
    connect(m_model, &VariantModel::editRefused, this,
            [this](const QModelIndex&, const QString& reason) {
                m_session->showStatus(tr("Not changed: %1").arg(reason), 8000);
            });

    using Edit = std::function<Result<void>(Document&, quint32, int)>;
    const auto onVariant = [this](QAction* action, int step, Edit edit) {
        connect(action, &QAction::triggered, this, [this, step, edit] { editVariant(step, edit); });
    };
    onVariant(m_addVariant, 1, [this](Document& d, quint32 sound, int row) {
        const int at = row >= 0 ? row + 1 : m_model->rowCount();
        // It starts from the selected variant's wave (else the last one's): a new variant is
        // most often another take beside it, and wave 0 would only play silence.
        SoundVariant added{0, 0.0f, 1.0f, 1.0f};
        if (const SoundTableNode* node = d.sound(m_table, sound); node && !node->variants.empty())
            added.wave =
                node->variants[static_cast<std::size_t>(
                                   row >= 0 && row < static_cast<int>(node->variants.size())
                                       ? row
                                       : static_cast<int>(node->variants.size()) - 1)]
                    .wave;
        return d.insertVariant(m_table, sound, at, added);
    });
    onVariant(m_duplicateVariant, 1, [this](Document& d, quint32 sound, int row) {
        return d.duplicateVariant(m_table, sound, row);
    });
    onVariant(m_removeVariant, 0, [this](Document& d, quint32 sound, int row) {
        return d.removeVariant(m_table, sound, row);
    });
    onVariant(m_moveUp, -1, [this](Document& d, quint32 sound, int row) {
        return d.moveVariant(m_table, sound, row, row - 1);
    });
    onVariant(m_moveDown, 1, [this](Document& d, quint32 sound, int row) {
        return d.moveVariant(m_table, sound, row, row + 1);
    });
    connect(m_makeReachable, &QAction::triggered, this, [this] {
        Document* document = m_session->document();
        if (!document || !document->table(m_table))
            return;
        auto fixed = document->makeEveryVariantReachable(m_table);
        if (!fixed)
            report(false, fixed.error().message);
        else if (*fixed == 0)
            m_session->showStatus(
                tr("Every variant of %1 can already be chosen.").arg(hexId(m_table)));
        else
            m_session->showStatus(tr("Repeated the last variant of %n list(s).", nullptr, *fixed));
    });
    connect(m_goToWave, &QAction::triggered, this, [this] {
        const QModelIndex index = m_model->index(currentVariant(), VariantModel::WaveColumn);
        if (const auto wave = parseId(index.data(Qt::EditRole).toString()); wave && *wave != 0)
            m_session->navigate(DocumentLocation::wave(*wave));
    });
    connect(m_addSoundType, &QAction::triggered, this, &TableEditor::askAddSoundType);
    connect(m_removeSoundType, &QAction::triggered, this, [this] {
        Document* document = m_session->document();
        const auto sound = currentSoundType();
        if (!document || !sound)
            return;
        auto r = document->removeSoundType(m_table, *sound);
        report(r.has_value(), r ? QString() : r.error().message);
    });
}

void TableEditor::editVariant(int step,
                              const std::function<Result<void>(Document&, quint32, int)>& edit) {
    Document* document = m_session->document();
    const auto sound = currentSoundType();
    if (!document || !sound)
        return;
    const int row = currentVariant();
    const Result<void> r = edit(*document, *sound, row);
    report(r.has_value(), r ? QString() : r.error().message);
    // The row `step` away (the list may have shrunk); with nothing selected, an added last row.
    if (r)
        selectVariant(row < 0 ? m_model->rowCount() - 1
                              : std::min(row + step, m_model->rowCount() - 1));
}

QLabel* TableEditor::overrideBanner() const {
    return m_banner->label();
}

void TableEditor::report(bool ok, const QString& error) {
    if (!ok)
        m_session->showStatus(error, 8000);
}

std::optional<quint32> TableEditor::currentSoundType() const {
    const QListWidgetItem* item = m_soundTypes->currentItem();
    if (!item)
        return std::nullopt;
    return item->data(Qt::UserRole).value<quint32>();
}

int TableEditor::currentVariant() const {
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void TableEditor::selectVariant(int row) {
    if (row < 0 || row >= m_model->rowCount())
        return;
    const int column = std::max(m_view->currentIndex().column(), 0);
    m_view->setCurrentIndex(m_model->index(row, column));
}

void TableEditor::showLocation(const DocumentLocation& location) {
    if (location.kind != DocumentLocation::Kind::Table)
        return;
    const Document* document = m_session->document();
    if (!document || !document->table(location.id))
        return;
    if (location.id != m_table || m_soundTypes->count() == 0) {
        m_table = location.id;
        fillSoundTypes(std::nullopt);
        updateHeader();
    }
    if (location.hasKey) {
        for (int row = 0; row < m_soundTypes->count(); ++row) {
            if (m_soundTypes->item(row)->data(Qt::UserRole).value<quint32>() == location.key) {
                m_soundTypes->setCurrentRow(row);
                break;
            }
        }
        if (location.index >= 0)
            selectVariant(location.index);
    }
}

void TableEditor::onDocumentReplaced() {
    m_table = 0;
    m_soundTypes->clear();
    const Document* document = m_session->document();
    if (document && !document->catalog().tables().empty())
        showLocation(DocumentLocation::table(document->catalog().tables().begin()->first));
    updateHeader();
    updateActions();
}

void TableEditor::fillSoundTypes(std::optional<quint32> keep) {
    const Document* document = m_session->document();
    const SoundTable* table = document ? document->table(m_table) : nullptr;
    const int oldRow = m_soundTypes->currentRow();
    m_filling = true;
    m_soundTypes->clear();
    if (table) {
        const WaveExists exists = m_session->waveExists();
        // The style loads its icons from files: once, not on every fill (each edit refills).
        if (m_warningIcon.isNull()) {
            m_warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
            m_overrideIcon = style()->standardIcon(QStyle::SP_FileDialogContentsView);
            QPixmap blankPixmap(16, 16);
            blankPixmap.fill(Qt::transparent);
            m_blankIcon = QIcon(blankPixmap);
        }
        const QIcon& warning = m_warningIcon;
        const QIcon& overrideIcon = m_overrideIcon;
        const auto preview = m_session->appliedOverride();
        const bool active = m_session->activeOverride() != nullptr;
        // Unmarked sound types get a blank icon so the names line up.
        const QIcon& blank = m_blankIcon;
        const auto markOverride = [&](QListWidgetItem* item, quint32 key) {
            const auto* applied = preview ? preview->report.find(m_table, key) : nullptr;
            if (!applied)
                return;
            const QString text = tr("Overridden by %1 line %2: %3")
                                     .arg(QFileInfo(preview->path).fileName())
                                     .arg(applied->line)
                                     .arg(applied->text);
            // While the override plays, its mark matters more than the dat list's verdicts.
            if (item->toolTip().isEmpty() || active) {
                item->setIcon(overrideIcon);
                item->setToolTip(text);
            } else {
                item->setToolTip(item->toolTip() + u'\n' + text);
            }
            item->setData(OverrideRole, text);
            QFont font = item->font();
            font.setItalic(true);
            item->setFont(font);
            if (active) {
                // The count the grid will show: the override's list.
                const auto sound = preview->sound(m_table, key);
                const int n = sound ? static_cast<int>(sound->variants.size()) : 0;
                item->setText(tr("%1 (%n)", nullptr, n).arg(soundTypeName(key)) +
                              (applied->kind == OverrideApply::Applied::Kind::Removed
                                   ? tr(" — silenced")
                                   : QString()));
            }
        };
        for (const SoundTableNode& sound : table->root.children) {
            auto* item =
                new QListWidgetItem(tr("%1 (%n)", nullptr, static_cast<int>(sound.variants.size()))
                                        .arg(soundTypeName(sound.key)));
            item->setData(Qt::UserRole, sound.key);
            SoundTable single;
            single.root.children.push_back(sound);
            item->setIcon(blank);
            if (tableVerdictSummary(single, exists) != 0) {
                item->setIcon(warning);
                item->setToolTip(tr("Holds a variant that is never chosen, silent or missing."));
            }
            markOverride(item, sound.key);
            if (preview && active && item->data(OverrideRole).toString().isEmpty()) {
                // A `wave` line reaches this list through one of its waves.
                QStringList replaced;
                for (const SoundVariant& v : sound.variants) {
                    if (const OverrideEntry* e =
                            v.wave ? preview->waveReplacement(v.wave) : nullptr)
                        replaced << tr("Wave %1 is replaced by %2 line %3.")
                                        .arg(hexId(v.wave), QFileInfo(preview->path).fileName())
                                        .arg(e->line);
                }
                if (!replaced.isEmpty()) {
                    replaced.removeDuplicates();
                    item->setIcon(overrideIcon);
                    item->setToolTip(item->toolTip().isEmpty()
                                         ? replaced.join(u'\n')
                                         : item->toolTip() + u'\n' + replaced.join(u'\n'));
                }
            }
            m_soundTypes->addItem(item);
        }
        // Sound types the override adds to this table: listed (read-only) while it is active.
        if (preview && active) {
            for (const quint32 type : m_session->addedSoundTypes(m_table)) {
                auto* item = new QListWidgetItem;
                item->setData(Qt::UserRole, type);
                markOverride(item, type);
                item->setText(item->text() + tr(" — added by the override"));
                m_soundTypes->addItem(item);
            }
        }
    }
    m_filling = false;
    int row = -1;
    if (keep) {
        for (int r = 0; r < m_soundTypes->count(); ++r) {
            if (m_soundTypes->item(r)->data(Qt::UserRole).value<quint32>() == *keep) {
                row = r;
                break;
            }
        }
    }
    if (row < 0 && m_soundTypes->count() > 0)
        row = std::clamp(oldRow, 0, m_soundTypes->count() - 1);
    m_soundTypes->setCurrentRow(row);
    if (row < 0)
        onSoundTypeSelected();
}

void TableEditor::onSoundTypeSelected() {
    if (m_filling)
        return;
    const auto sound = currentSoundType();
    if (sound && m_session->document())
        m_model->setTarget(m_table, *sound);
    else
        m_model->clearTarget();
    if (m_model->rowCount() > 0)
        selectVariant(0);
    publishLocation();
    updateActions();
    updateExplanation();
}

void TableEditor::publishLocation() {
    if (!m_session->document() || !m_session->document()->table(m_table))
        return;
    const auto sound = currentSoundType();
    m_session->setCurrentLocation(sound ? DocumentLocation::sound(m_table, *sound, currentVariant())
                                        : DocumentLocation::table(m_table));
}

void TableEditor::onChanged(const DocumentChange& change) {
    using K = DocumentChange::Kind;
    if (change.kind == K::Reset) {
        fillSoundTypes(currentSoundType());
        updateHeader();
        return;
    }
    if (change.record != m_table)
        return;
    if (change.kind == K::TableChanged) {
        fillSoundTypes(currentSoundType());
        updateHeader();
    } else if (change.kind == K::VariantsChanged ||
               (change.kind == K::ValueChanged && change.field.field == Field::VariantWave)) {
        // Counts and marks in the list change; keep the selection.
        const int variant = currentVariant();
        const auto sound = currentSoundType();
        const QSignalBlocker blocker(m_soundTypes);
        fillSoundTypes(sound);
        if (change.kind == K::ValueChanged)
            selectVariant(variant);
    }
    updateActions();
}

void TableEditor::updateHeader() {
    m_loudness->setTable(m_table);
    const Document* document = m_session->document();
    const SoundTable* table = document ? document->table(m_table) : nullptr;
    if (!table) {
        m_header->setText(tr("<b>No sound table selected.</b> Choose one in the browser."));
        return;
    }
    const auto uses = document->catalog().usesOfTable(m_table);
    m_header->setText(tr("<b>Sound table %1</b> · %n sound type(s) · used %2", nullptr,
                         static_cast<int>(table->root.children.size()))
                          .arg(hexId(m_table))
                          .arg(uses.empty()
                                   ? tr("nowhere")
                                   : tr("%n time(s)", nullptr, static_cast<int>(uses.size()))));
}

void TableEditor::updateActions() {
    const Document* document = m_session->document();
    const bool hasTable = document && document->table(m_table);
    const auto sound = currentSoundType();
    const bool inDat = hasTable && sound && document->sound(m_table, *sound);
    // The override's list is read-only: the list actions would change the dat's hidden one.
    const bool hasSound = inDat && m_model->hasTarget() && !m_model->isOverridden();
    const int row = currentVariant();
    const int count = m_model->rowCount();
    m_addVariant->setEnabled(hasSound);
    m_duplicateVariant->setEnabled(hasSound && row >= 0);
    m_removeVariant->setEnabled(hasSound && row >= 0);
    m_moveUp->setEnabled(hasSound && row > 0);
    m_moveDown->setEnabled(hasSound && row >= 0 && row + 1 < count);
    m_makeReachable->setEnabled(hasTable);
    const QModelIndex wave = m_model->index(row, VariantModel::WaveColumn);
    m_goToWave->setEnabled(row >= 0 &&
                           parseId(wave.data(Qt::EditRole).toString()).value_or(0) != 0);
    m_addSoundType->setEnabled(hasTable);
    m_removeSoundType->setEnabled(inDat);
}

void TableEditor::updateOverrideBanner() {
    const auto preview = m_session->appliedOverride();
    const auto sound = currentSoundType();
    const auto* applied =
        preview && sound && m_model->hasTarget() ? preview->report.find(m_table, *sound) : nullptr;
    m_banner->showApplied(preview.get(), applied, m_session->isOverrideBypassed(),
                          m_model->rowCount());
}

void TableEditor::updateExplanation() {
    const int row = currentVariant();
    const auto& odds = m_model->outcome();
    if (!odds || row < 0 || row >= static_cast<int>(odds->variants.size())) {
        m_explanation->setText(m_model->hasTarget() && m_model->rowCount() == 0
                                   ? (m_model->isOverridden()
                                          ? tr("The override silences this sound type: nothing "
                                               "plays.")
                                          : tr("No variants: nothing plays for this sound type."))
                                   : QString());
        return;
    }
    m_explanation->setText(
        tr("<b>Variant %1:</b> %2<br>Silence for this sound type: %3.")
            .arg(row)
            .arg(m_model->explain(row).toHtmlEscaped())
            .arg(OddsText::percent(std::max(odds->silenceChance(), 0.0), odds->exactSilence())));
}

bool TableEditor::addSoundType(quint32 soundType) {
    Document* document = m_session->document();
    if (!document)
        return false;
    auto r = document->addSoundType(m_table, soundType);
    if (!r) {
        report(false, r.error().message);
        return false;
    }
    showLocation(DocumentLocation::sound(m_table, soundType, 0));
    return true;
}

QStringList TableEditor::soundTypesToAdd() const {
    const Document* document = m_session->document();
    const SoundTable* table = document ? document->table(m_table) : nullptr;
    QStringList names;
    for (quint32 value = 1; table && value < SoundTypeCount; ++value) {
        if (!table->sound(value))
            names << soundTypeName(value);
    }
    return names;
}

void TableEditor::askAddSoundType() {
    const QStringList names = soundTypesToAdd();
    if (names.isEmpty())
        return;
    // No name is offered ready-made: the field starts empty and completes what is typed.
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Add Sound Type"));
    dialog.setLabelText(tr("Which sound type to add to %1?").arg(hexId(m_table)));
    dialog.setComboBoxItems(names);
    dialog.setComboBoxEditable(true);
    dialog.setTextValue(QString());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString name = dialog.textValue().trimmed();
    const auto type = parseSoundType(name);
    if (!type || *type == 0) {
        m_session->showStatus(tr("\"%1\" is not a sound type.").arg(name), 8000);
        return;
    }
    addSoundType(*type);
}

} // namespace soundstage
