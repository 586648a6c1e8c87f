#include "widgets/audition/ambientmodel.h"

#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/documentsession.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace soundstage {

std::optional<Field> AmbientModel::fieldOf(int column) {
    switch (column) {
    case SoundColumn:
        return Field::AmbientSoundType;
    case VolumeColumn:
        return Field::AmbientVolume;
    case ChanceColumn:
        return Field::AmbientBaseChance;
    case MinRateColumn:
        return Field::AmbientMinRate;
    case MaxRateColumn:
        return Field::AmbientMaxRate;
    default:
        return std::nullopt;
    }
}

AmbientModel::AmbientModel(DocumentSession* session, QObject* parent)
    : QAbstractTableModel(parent)
    , m_session(session) {
    connect(session, &DocumentSession::changed, this, &AmbientModel::onChanged);
    connect(session, &DocumentSession::documentReplaced, this, &AmbientModel::clearTarget);
}

const AmbientStbDesc* AmbientModel::stb() const {
    const Document* document = m_session->document();
    if (!document || m_stb < 0)
        return nullptr;
    const auto found = document->catalog().regions().find(m_region);
    if (found == document->catalog().regions().end() || !found->second.ambient ||
        m_stb >= static_cast<int>(found->second.ambient->size()))
        return nullptr;
    return &(*found->second.ambient)[static_cast<size_t>(m_stb)];
}

void AmbientModel::setTarget(quint32 region, int stb) {
    beginResetModel();
    m_region = region;
    m_stb = stb;
    endResetModel();
}

void AmbientModel::clearTarget() {
    setTarget(0, -1);
}

void AmbientModel::onChanged(const DocumentChange& change) {
    if (change.kind == DocumentChange::Kind::Reset ||
        (change.record == m_region && (change.kind == DocumentChange::Kind::RegionChanged ||
                                       change.kind == DocumentChange::Kind::ValueChanged))) {
        beginResetModel();
        endResetModel();
    }
}

int AmbientModel::rowCount(const QModelIndex& parent) const {
    const AmbientStbDesc* desc = stb();
    return parent.isValid() || !desc ? 0 : static_cast<int>(desc->sounds.size());
}

int AmbientModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AmbientModel::data(const QModelIndex& index, int role) const {
    const AmbientStbDesc* desc = stb();
    if (!desc || !index.isValid() || index.row() >= static_cast<int>(desc->sounds.size()))
        return {};
    const AmbientSoundDesc& s = desc->sounds[static_cast<size_t>(index.row())];
    const auto text = [](float v) { return QLocale().toString(static_cast<double>(v), 'g', 7); };
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case SoundColumn:
            return soundTypeName(s.soundType);
        case VolumeColumn:
            return text(s.volume);
        case ChanceColumn:
            return text(s.baseChance);
        case MinRateColumn:
            return text(s.minRate);
        case MaxRateColumn:
            return s.continuous() && role == Qt::DisplayRole
                       ? tr("(unused) %1").arg(text(s.maxRate))
                       : text(s.maxRate);
        case KindColumn:
            return s.continuous()
                       ? tr("continuous, every %1 s").arg(text(s.minRate))
                       : tr("intermittent, every %1–%2 s").arg(text(s.minRate), text(s.maxRate));
        }
    }
    if (role == Qt::ToolTipRole && index.column() == ChanceColumn)
        return tr("Chance to play at each due time; 0 makes the sound continuous.");
    return {};
}

Result<void> AmbientModel::edit(Document& document, const FieldRef& ref, const QString& text) {
    // Every refusal names the field, so a message shown away from the cell still says where.
    const QString name = Document::ambientFieldName(ref.field);
    FieldValue newValue;
    if (ref.field == Field::AmbientSoundType) {
        const auto type = parseSoundType(text);
        if (!type)
            return fail(ErrorCode::Usage, tr("%1: \"%2\" is not a sound type.").arg(name, text));
        newValue = *type;
    } else {
        const auto number = VariantModel::parseNumber(text);
        if (!number)
            return fail(ErrorCode::Usage, tr("%1: \"%2\" is not a number.").arg(name, text));
        newValue = *number;
    }
    auto result = document.setValue(ref, newValue);
    if (!result)
        return fail(result.error().code, tr("%1: %2").arg(name, result.error().message));
    return {};
}

bool AmbientModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    Document* document = m_session->document();
    const auto field = fieldOf(index.column());
    if (role != Qt::EditRole || !document || !field || !stb())
        return false;
    auto result = edit(*document, {*field, m_region, static_cast<quint32>(m_stb), index.row()},
                       value.toString());
    if (!result) {
        m_session->showStatus(tr("Not changed: %1").arg(result.error().message), 8000);
        return false;
    }
    return true;
}

Qt::ItemFlags AmbientModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (fieldOf(index.column()))
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant AmbientModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SoundColumn:
        return tr("Sound type");
    case VolumeColumn:
        return tr("Volume");
    case ChanceColumn:
        return tr("Base chance");
    case MinRateColumn:
        return tr("Min rate (s)");
    case MaxRateColumn:
        return tr("Max rate (s)");
    case KindColumn:
        return tr("Plays");
    }
    return {};
}

} // namespace soundstage
