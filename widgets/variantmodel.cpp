#include "widgets/variantmodel.h"

#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "widgets/documentsession.h"

#include <QApplication>
#include <QLocale>
#include <QStyle>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

std::optional<Field> fieldOf(int column) {
    switch (column) {
    case VariantModel::WaveColumn:
        return Field::VariantWave;
    case VariantModel::PriorityColumn:
        return Field::VariantPriority;
    case VariantModel::ProbabilityColumn:
        return Field::VariantProbability;
    case VariantModel::VolumeColumn:
        return Field::VariantVolume;
    default:
        return std::nullopt;
    }
}

QString floatText(float value) {
    return QLocale().toString(static_cast<double>(value), 'g', 7);
}

} // namespace

VariantModel::VariantModel(DocumentSession* session, QObject* parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_warningIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning))
    , m_infoIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation))
    , m_okIcon(QApplication::style()->standardIcon(QStyle::SP_DialogApplyButton)) {
    connect(session, &DocumentSession::changed, this, &VariantModel::onChanged);
    connect(session, &DocumentSession::documentReplaced, this, &VariantModel::clearTarget);
}

std::optional<float> VariantModel::parseNumber(const QString& text) {
    bool ok = false;
    const QString trimmed = text.trimmed();
    float value = QLocale().toFloat(trimmed, &ok);
    if (!ok)
        value = QLocale::c().toFloat(trimmed, &ok);
    if (!ok)
        return std::nullopt;
    return value;
}

const std::vector<SoundVariant>* VariantModel::variants() const {
    const Document* document = m_session->document();
    if (!m_hasTarget || !document)
        return nullptr;
    const SoundTableNode* node = document->sound(m_table, m_soundType);
    return node ? &node->variants : nullptr;
}

void VariantModel::setTarget(quint32 table, quint32 soundType) {
    beginResetModel();
    m_hasTarget = true;
    m_table = table;
    m_soundType = soundType;
    recompute();
    endResetModel();
}

void VariantModel::clearTarget() {
    beginResetModel();
    m_hasTarget = false;
    m_odds.clear();
    endResetModel();
}

void VariantModel::recompute() {
    const auto* list = variants();
    m_odds = list ? m_session->odds().compute(*list, m_session->waveLookup())
                  : std::vector<VariantOdds>{};
}

void VariantModel::onChanged(const DocumentChange& change) {
    using K = DocumentChange::Kind;
    if (!m_hasTarget)
        return;
    const bool mine = change.record == m_table;
    switch (change.kind) {
    case K::Reset:
    case K::TableChanged:
        if (change.kind == K::Reset || mine) {
            beginResetModel();
            recompute();
            endResetModel();
        }
        break;
    case K::VariantsChanged:
        if (mine && change.soundType == m_soundType) {
            beginResetModel();
            recompute();
            endResetModel();
        }
        break;
    case K::ValueChanged:
        if (mine && change.field.key == m_soundType && rowCount() > 0) {
            recompute();
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        }
        break;
    case K::RegionChanged:
    case K::ModifiedChanged:
    case K::HistoryChanged:
        break;
    }
}

int VariantModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid())
        return 0;
    const auto* list = variants();
    return list ? static_cast<int>(list->size()) : 0;
}

int VariantModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant VariantModel::data(const QModelIndex& index, int role) const {
    const auto* list = variants();
    if (!list || !index.isValid() || index.row() >= static_cast<int>(list->size()))
        return {};
    const auto row = static_cast<size_t>(index.row());
    const SoundVariant& v = (*list)[row];
    const VariantOdds odds = row < m_odds.size() ? m_odds[row] : VariantOdds{};
    const int column = index.column();

    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (column) {
        case IndexColumn:
            return index.row();
        case WaveColumn:
            return hexId(v.wave);
        case PriorityColumn:
            return floatText(v.priority);
        case ProbabilityColumn:
            return floatText(v.probability);
        case VolumeColumn:
            return floatText(v.volume);
        case PickColumn:
            return OddsText::percent(odds.pick);
        case GateColumn:
            return OddsText::percent(odds.gate);
        case PlayColumn:
            return OddsText::percent(odds.play);
        case VerdictColumn:
            return odds.verdicts == 0 ? tr("plays")
                                      : OddsText::verdictLabels(odds.verdicts).join(u", "_s);
        }
        return {};
    }
    if (role == Qt::DecorationRole && column == VerdictColumn) {
        if (odds.verdicts == 0)
            return m_okIcon;
        const quint32 serious = static_cast<quint32>(VariantVerdict::NeverChosen) |
                                static_cast<quint32>(VariantVerdict::GatedOff) |
                                static_cast<quint32>(VariantVerdict::MissingWave);
        return (odds.verdicts & serious) != 0 ? m_warningIcon : m_infoIcon;
    }
    if (role == Qt::ToolTipRole) {
        if (column >= PickColumn)
            return OddsText::explain(odds, static_cast<int>(list->size()));
        if (column == WaveColumn)
            return v.wave == 0 ? tr("Wave 0: silence. Double-click to choose a wave.")
                               : tr("Double-click to change; \"Go to Wave\" (Ctrl+J) shows it.");
        if (column == ProbabilityColumn)
            return tr("Authored play probability, 0 to 1. The client plays the variant when a "
                      "roll passes this gate.");
        if (column == PriorityColumn)
            return tr("Priority (kept, but it has no audible effect in the retail client).");
        if (column == VolumeColumn)
            return tr("Linear volume, 0 to 1.");
        return {};
    }
    if (role == Qt::TextAlignmentRole && column != VerdictColumn && column != WaveColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && column >= PickColumn && column < VerdictColumn &&
        odds.play == 0.0)
        return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
    if (role == VerdictsRole)
        return odds.verdicts;
    if (role == ChanceRole) {
        if (column == PickColumn)
            return odds.pick;
        if (column == GateColumn)
            return odds.gate;
        if (column == PlayColumn)
            return odds.play;
    }
    return {};
}

QString VariantModel::refusal(const QModelIndex& index, const QString& text) const {
    const auto field = fieldOf(index.column());
    if (!field)
        return tr("This column is computed and cannot be edited.");
    FieldValue value;
    if (*field == Field::VariantWave) {
        const auto id = parseId(text);
        if (!id)
            return tr("\"%1\" is not an id: type it as 0x0A000123.").arg(text.trimmed());
        value = *id;
    } else {
        const auto number = parseNumber(text);
        if (!number)
            return tr("\"%1\" is not a number.").arg(text.trimmed());
        value = *number;
    }
    const Document* document = m_session->document();
    if (!document)
        return tr("No document is open.");
    const auto reason = document->checkValue({*field, m_table, m_soundType, index.row()}, value);
    return reason.value_or(QString());
}

bool VariantModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    Document* document = m_session->document();
    const auto field = fieldOf(index.column());
    if (role != Qt::EditRole || !document || !field || !m_hasTarget)
        return false;
    const QString text = value.toString();
    if (const QString reason = refusal(index, text); !reason.isEmpty()) {
        emit editRefused(index, reason);
        return false;
    }
    FieldValue newValue;
    if (*field == Field::VariantWave)
        newValue = *parseId(text);
    else
        newValue = *parseNumber(text);
    auto result = document->setValue({*field, m_table, m_soundType, index.row()}, newValue);
    if (!result) {
        emit editRefused(index, result.error().message);
        return false;
    }
    return true;
}

Qt::ItemFlags VariantModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (fieldOf(index.column()))
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant VariantModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case IndexColumn:
            return tr("#");
        case WaveColumn:
            return tr("Wave");
        case PriorityColumn:
            return tr("Priority");
        case ProbabilityColumn:
            return tr("Probability");
        case VolumeColumn:
            return tr("Volume");
        case PickColumn:
            return tr("Pick");
        case GateColumn:
            return tr("Gate");
        case PlayColumn:
            return tr("Play");
        case VerdictColumn:
            return tr("Verdict");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case PickColumn:
            return tr("Chance the client chooses this variant for an event.");
        case GateColumn:
            return tr("Chance a chosen variant passes the play gate (its probability, as the "
                      "client rolls it).");
        case PlayColumn:
            return tr("Chance an event plays this variant: pick × gate, 0 when it plays "
                      "nothing.");
        }
    }
    return {};
}

} // namespace soundstage
