#include "widgets/editor/variantlistmodel.h"

#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/records/soundtypes.h"
#include "core/retail/eventoutcome.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/numbertext.h"

#include <QLocale>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace soundstage {

VariantListModel::VariantListModel(DocumentSession* session, QObject* parent)
    : QAbstractTableModel(parent)
    , m_session(session) {
    connect(session, &DocumentSession::documentReplaced, this, &VariantListModel::refresh);
    connect(session, &DocumentSession::changed, this, [this](const DocumentChange& change) {
        // Every step ends with HistoryChanged (a bulk edit tells one per step, not per table);
        // a new gate model changes verdicts, not matches — except `gated-off`, so refresh too.
        using K = DocumentChange::Kind;
        if (change.kind == K::HistoryChanged ||
            (change.kind == K::Reset && change.scope != DocumentChange::Scope::Wave))
            refresh();
    });
}

void VariantListModel::setFilter(const VariantFilter& filter) {
    m_filter = filter;
    refresh();
}

void VariantListModel::refresh() {
    if (m_rows.empty() && !m_filter.hasVariantTerms())
        return; // nothing listed, nothing to list: no reset for the views
    beginResetModel();
    m_rows.clear();
    m_verdicts.clear();
    const Document* document = m_session->document();
    if (document && m_filter.hasVariantTerms()) {
        const SoundCatalog& catalog = document->catalog();
        VariantFilter::MatchContext context(
            [&catalog](quint32 wave) { return catalog.hasWave(wave); }, m_session->fpuModel());
        m_rows = m_filter.select(catalog.tables(), context);
    }
    // select() lists in table and list order (a table's lists as stored, not by sound type):
    // rowOf() searches rows sorted by variant.
    m_byVariant.resize(m_rows.size());
    std::iota(m_byVariant.begin(), m_byVariant.end(), 0);
    std::ranges::sort(m_byVariant, [this](int a, int b) {
        return m_rows[static_cast<std::size_t>(a)] < m_rows[static_cast<std::size_t>(b)];
    });
    endResetModel();
}

std::optional<VariantRef> VariantListModel::variantAt(int row) const {
    if (row < 0 || row >= static_cast<int>(m_rows.size()))
        return std::nullopt;
    return m_rows[static_cast<std::size_t>(row)];
}

int VariantListModel::rowOf(const VariantRef& variant) const {
    const auto found = std::ranges::lower_bound(m_byVariant, variant, {}, [this](int row) {
        return m_rows[static_cast<std::size_t>(row)];
    });
    return found != m_byVariant.end() && m_rows[static_cast<std::size_t>(*found)] == variant
               ? *found
               : -1;
}

int VariantListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int VariantListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

quint32 VariantListModel::verdicts(const VariantRef& ref) const {
    const Document* document = m_session->document();
    const SoundTableNode* sound = document ? document->sound(ref.table, ref.soundType) : nullptr;
    if (!sound)
        return 0;
    auto& list = m_verdicts[{ref.table, ref.soundType}];
    if (list.empty()) {
        const SoundCatalog& catalog = document->catalog();
        const EventOutcome outcome =
            EventOutcome::compute(sound->variants, m_session->fpuModel(),
                                  [&catalog](quint32 wave) { return catalog.hasWave(wave); });
        for (const VariantOutcome& v : outcome.variants)
            list.push_back(v.verdicts);
    }
    return ref.index >= 0 && ref.index < static_cast<int>(list.size())
               ? list[static_cast<std::size_t>(ref.index)]
               : 0;
}

QVariant VariantListModel::data(const QModelIndex& index, int role) const {
    const auto ref = variantAt(index.row());
    if (!index.isValid() || !ref)
        return {};
    if (role == Qt::TextAlignmentRole && index.column() >= IndexColumn &&
        index.column() != WaveColumn && index.column() != VerdictColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        // The whole row, for the columns the narrow dock hides.
        QStringList parts;
        for (int c = 0; c < ColumnCount; ++c)
            parts << tr("%1: %2").arg(headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString(),
                                      data(this->index(index.row(), c)).toString());
        return parts.join(u"\n"_s);
    }
    if (role != Qt::DisplayRole)
        return {};
    const Document* document = m_session->document();
    const SoundTableNode* sound = document ? document->sound(ref->table, ref->soundType) : nullptr;
    if (!sound || ref->index < 0 || ref->index >= static_cast<int>(sound->variants.size()))
        return {};
    const SoundVariant& v = sound->variants[static_cast<std::size_t>(ref->index)];
    switch (index.column()) {
    case TableColumn:
        return hexId(ref->table);
    case SoundTypeColumn:
        return soundTypeName(ref->soundType);
    case IndexColumn:
        return QLocale().toString(ref->index);
    case WaveColumn:
        return hexId(v.wave);
    case ProbabilityColumn:
        return NumberText::significant(v.probability, 7);
    case VolumeColumn:
        return NumberText::significant(v.volume, 7);
    case VerdictColumn: {
        const quint32 flags = verdicts(*ref);
        return flags == 0 ? tr("plays") : verdictLabels(flags).join(u", "_s);
    }
    default:
        return {};
    }
}

QVariant VariantListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    switch (section) {
    case TableColumn:
        return tr("Table");
    case SoundTypeColumn:
        return tr("Sound type");
    case IndexColumn:
        // "#" as in the table editor's grid: the column is narrow in the narrow dock.
        return role == Qt::DisplayRole ? tr("#") : tr("Variant");
    case WaveColumn:
        return tr("Wave");
    case ProbabilityColumn:
        return tr("Probability");
    case VolumeColumn:
        return tr("Volume");
    case VerdictColumn:
        return tr("Verdict");
    default:
        return {};
    }
}

} // namespace soundstage
