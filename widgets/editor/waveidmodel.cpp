#include "widgets/editor/waveidmodel.h"

#include "core/common/hexid.h"
#include "core/document/document.h"
#include "widgets/session/documentsession.h"

namespace soundstage {

WaveIdModel::WaveIdModel(DocumentSession* session, QObject* parent)
    : QAbstractListModel(parent)
    , m_session(session) {
    connect(session, &DocumentSession::documentReplaced, this, [this] { m_stale = true; });
    connect(session, &DocumentSession::changed, this, [this](const DocumentChange& change) {
        // New waves come and go (import, undo, journal recovery) with a reset.
        if (change.kind == DocumentChange::Kind::Reset)
            m_stale = true;
    });
}

void WaveIdModel::refresh() {
    if (!m_stale)
        return;
    m_stale = false;
    beginResetModel();
    m_ids.clear();
    if (const Document* document = m_session->document()) {
        const auto& waves = document->catalog().waves();
        m_ids.reserve(waves.size() + 1);
        m_ids.push_back(0);
        for (const auto& entry : waves)
            if (entry.first != 0)
                m_ids.push_back(entry.first);
    }
    endResetModel();
}

quint32 WaveIdModel::waveAt(int row) const {
    return row >= 0 && static_cast<std::size_t>(row) < m_ids.size()
               ? m_ids[static_cast<std::size_t>(row)]
               : 0;
}

int WaveIdModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_ids.size());
}

QVariant WaveIdModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() ||
        (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    return hexId(m_ids[static_cast<std::size_t>(index.row())]);
}

} // namespace soundstage
