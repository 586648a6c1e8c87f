#include "widgets/audition/ambientsoundedits.h"

#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "widgets/audition/ambientcelldelegate.h"
#include "widgets/audition/ambientmodel.h"
#include "widgets/session/documentsession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include <set>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// The tree's columns are the STB grid's: one column → Field mapping for both.
static_assert(int(AmbientSoundEdits::ColName) == AmbientModel::SoundColumn &&
              int(AmbientSoundEdits::ColVolume) == AmbientModel::VolumeColumn &&
              int(AmbientSoundEdits::ColChance) == AmbientModel::ChanceColumn &&
              int(AmbientSoundEdits::ColMin) == AmbientModel::MinRateColumn &&
              int(AmbientSoundEdits::ColMax) == AmbientModel::MaxRateColumn &&
              int(AmbientSoundEdits::ColKind) == AmbientModel::KindColumn);

std::optional<Field> fieldOf(int column) {
    return AmbientModel::fieldOf(column);
}

bool isSoundRow(const QTreeWidgetItem* item) {
    return item && item->data(AmbientSoundEdits::ColName, AmbientSoundEdits::SoundRole).isValid();
}

} // namespace

AmbientSoundEdits::AmbientSoundEdits(QTreeWidget* tree, QWidget* parent)
    : QWidget(parent)
    , m_tree(tree)
    , m_add(new QPushButton(tr("Add Sound"), this))
    , m_remove(new QPushButton(tr("Remove Sound"), this))
    , m_message(new QLabel(this)) {
    m_add->setObjectName(u"addAmbientSound"_s);
    m_remove->setObjectName(u"removeAmbientSound"_s);
    m_add->setToolTip(tr("Add an ambient sound to the selected ambient table (undoable). Saving "
                         "writes it into the dat; override files have no lines for ambient "
                         "sounds, so Export → Override File leaves it out."));
    m_remove->setToolTip(tr("Remove the selected ambient sound (undoable)"));
    m_message->setObjectName(u"ambientEditMessage"_s);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(u"color: #b02020;"_s);
    m_message->hide();
    // In place, by the view's own triggers (double-click, a click on the selected row, F2); the
    // delegate opens no editor on the derived kind nor on region and STB rows.
    m_tree->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::SelectedClicked |
                            QAbstractItemView::EditKeyPressed);
    m_tree->setItemDelegate(new AmbientCellDelegate(
        [](const QModelIndex& index) {
            return index.siblingAtColumn(ColName).data(SoundRole).isValid() &&
                   fieldOf(index.column()).has_value();
        },
        m_tree));
    m_tree->setToolTip(
        tr("Double-click (or F2 on) a sound's type, volume, base chance or rate to edit it"));

    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(buttons);
    layout->addWidget(m_message);

    connect(m_add, &QPushButton::clicked, this, &AmbientSoundEdits::addSound);
    connect(m_remove, &QPushButton::clicked, this, &AmbientSoundEdits::removeSound);
    connect(m_tree, &QTreeWidget::itemChanged, this, &AmbientSoundEdits::onItemChanged);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &AmbientSoundEdits::updateButtons);
    updateButtons();
}

AmbientSoundEdits::~AmbientSoundEdits() = default;

void AmbientSoundEdits::setSession(DocumentSession* session) {
    m_session = session;
    updateButtons();
}

void AmbientSoundEdits::markEditable(QTreeWidgetItem* soundRow) {
    soundRow->setFlags(soundRow->flags() | Qt::ItemIsEditable);
}

QString AmbientSoundEdits::message() const {
    return m_message->text();
}

void AmbientSoundEdits::showResult(const QString& refusal) {
    m_message->setText(refusal);
    m_message->setVisible(!refusal.isEmpty());
    if (!refusal.isEmpty() && m_session)
        m_session->showStatus(refusal, 8000);
}

void AmbientSoundEdits::onItemChanged(QTreeWidgetItem* item, int column) {
    if (!isSoundRow(item) || !fieldOf(column))
        return;
    const QString text = item->text(column);
    const auto region = item->data(ColName, RegionRole).toUInt();
    const int stb = item->data(ColName, StbRole).toInt();
    const int sound = item->data(ColName, SoundRole).toInt();
    // Later: the edit's change event refills the tree, which must not happen inside the
    // item's own setData (the item would be deleted under it).
    QTimer::singleShot(0, this, [this, text, region, stb, sound, column] {
        for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
            if (isSoundRow(*it) && (*it)->data(ColName, RegionRole).toUInt() == region &&
                (*it)->data(ColName, StbRole).toInt() == stb &&
                (*it)->data(ColName, SoundRole).toInt() == sound) {
                editCell(*it, column, text);
                return;
            }
    });
}

bool AmbientSoundEdits::editCell(const QTreeWidgetItem* item, int column, const QString& text) {
    Document* document = m_session ? m_session->document() : nullptr;
    const auto field = fieldOf(column);
    if (!document || !isSoundRow(item) || !field)
        return false;
    const FieldRef ref{*field, item->data(ColName, RegionRole).toUInt(),
                       item->data(ColName, StbRole).toUInt(),
                       item->data(ColName, SoundRole).toInt()};
    auto result = AmbientModel::edit(*document, ref, text.trimmed());
    if (!result) {
        // The sound by its stored type: the cell may hold what was typed.
        const auto type =
            document->value({Field::AmbientSoundType, ref.record, ref.key, ref.index});
        const QString sound = type ? soundTypeName(std::get<quint32>(*type)) : QString();
        showResult(tr("Not changed — %1 in STB #%2: %3")
                       .arg(sound)
                       .arg(ref.key)
                       .arg(result.error().message));
        emit refused();
        return false;
    }
    showResult({});
    return true;
}

bool AmbientSoundEdits::addSound() {
    Document* document = m_session ? m_session->document() : nullptr;
    const QTreeWidgetItem* item = m_tree->currentItem();
    if (!document || !item || !item->data(ColName, StbRole).isValid()) {
        showResult(tr("Select an ambient table (STB) or one of its sounds first."));
        return false;
    }
    const auto region = item->data(ColName, RegionRole).toUInt();
    const auto stb = item->data(ColName, StbRole).toUInt();
    const auto found = document->catalog().regions().find(region);
    if (found == document->catalog().regions().end() || !found->second.ambient ||
        stb >= found->second.ambient->size())
        return false;
    const std::vector<AmbientSoundDesc>& sounds = (*found->second.ambient)[stb].sounds;
    AmbientSoundDesc sound{0, 0.5f, 0.5f, 10.0f, 30.0f};
    int index = static_cast<int>(sounds.size());
    if (isSoundRow(item)) {
        index = item->data(ColName, SoundRole).toInt();
        if (index >= 0 && index < static_cast<int>(sounds.size()))
            sound = sounds[static_cast<std::size_t>(index)];
        ++index;
    }
    std::set<quint32> used;
    for (const AmbientSoundDesc& s : sounds)
        used.insert(s.soundType);
    for (int n = 8; n >= 1; --n) // the lowest free one wins
        if (const auto type = parseSoundType(u"Ambient%1"_s.arg(n)); type && !used.contains(*type))
            sound.soundType = *type;
    if (sound.soundType == 0)
        sound.soundType = parseSoundType(u"Ambient1"_s).value_or(0);
    auto result = document->insertAmbientSound(region, stb, index, sound);
    if (!result) {
        showResult(tr("Not added: %1").arg(result.error().message));
        return false;
    }
    showResult({});
    selectSound(region, static_cast<int>(stb), index, true);
    return true;
}

bool AmbientSoundEdits::removeSound() {
    Document* document = m_session ? m_session->document() : nullptr;
    const QTreeWidgetItem* item = m_tree->currentItem();
    if (!document || !isSoundRow(item)) {
        showResult(tr("Select the ambient sound to remove first."));
        return false;
    }
    const auto region = item->data(ColName, RegionRole).toUInt();
    const int stb = item->data(ColName, StbRole).toInt();
    const int sound = item->data(ColName, SoundRole).toInt();
    auto result = document->removeAmbientSound(region, static_cast<quint32>(stb), sound);
    if (!result) {
        showResult(tr("Not removed: %1").arg(result.error().message));
        return false;
    }
    showResult({});
    // The row that took its place, else the one before, else the STB.
    selectSound(region, stb, sound, false);
    return true;
}

void AmbientSoundEdits::selectSound(quint32 region, int stb, int sound, bool editType) {
    QTreeWidgetItem* best = nullptr;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        QTreeWidgetItem* row = *it;
        if (row->data(ColName, RegionRole).toUInt() != region ||
            row->data(ColName, StbRole).toInt() != stb)
            continue;
        if (!isSoundRow(row)) {
            if (!best)
                best = row;
            continue;
        }
        if (row->data(ColName, SoundRole).toInt() <= sound)
            best = row;
    }
    if (!best)
        return;
    m_tree->setCurrentItem(best);
    m_tree->scrollToItem(best);
    if (editType && isSoundRow(best) && best->data(ColName, SoundRole).toInt() == sound &&
        m_tree->isVisible())
        m_tree->editItem(best, ColName);
}

void AmbientSoundEdits::updateButtons() {
    const QTreeWidgetItem* item = m_tree->currentItem();
    const bool document = m_session && m_session->document();
    m_add->setEnabled(document && item && item->data(ColName, StbRole).isValid());
    m_remove->setEnabled(document && isSoundRow(item));
}

} // namespace soundstage
