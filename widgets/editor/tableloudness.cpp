#include "widgets/editor/tableloudness.h"

#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/loudnesstext.h"
#include "widgets/session/numbertext.h"
#include "widgets/session/soundlist.h"
#include "widgets/session/waveloudness.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

double median(std::vector<double> values) {
    std::ranges::sort(values);
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

} // namespace

TableLoudness::TableLoudness(DocumentSession* session, QWidget* parent)
    : QLabel(parent)
    , m_session(session) {
    setObjectName(u"tableLoudness"_s);
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(session->loudness(), &WaveLoudness::measured, this, &TableLoudness::refresh);
    connect(session, &DocumentSession::changed, this, &TableLoudness::onChanged);
    connect(session, &DocumentSession::overrideChanged, this, &TableLoudness::refresh);
    connect(session, &DocumentSession::documentReplaced, this, [this] {
        m_table = 0;
        // The editor shows the first table of a new document at once (TableEditor): the line
        // stays until it does, rather than being hidden and shown again — each a relayout of
        // the editor while the dat opens. Hidden when no table will follow.
        const Document* document = m_session->document();
        if (!document || document->catalog().tables().empty())
            refresh();
    });
    setVisible(false);
}

void TableLoudness::setTable(quint32 table) {
    if (table == m_table && table != 0)
        return; // the same table: its changes come through onChanged()
    m_table = table;
    refresh();
}

void TableLoudness::onChanged(const DocumentChange& change) {
    using K = DocumentChange::Kind;
    if (change.kind == K::Reset ||
        ((change.kind == K::TableChanged || change.kind == K::VariantsChanged ||
          change.kind == K::ValueChanged) &&
         change.record == m_table))
        refresh();
}

std::optional<TableLoudness::Spread> TableLoudness::spreadOf(const std::vector<Level>& levels) {
    if (levels.empty())
        return std::nullopt;
    Spread spread;
    const auto [low, high] = std::ranges::minmax_element(levels, {}, &Level::lufs);
    spread.low = low->lufs;
    spread.high = high->lufs;
    std::map<quint32, std::vector<const Level*>> byType;
    for (const Level& level : levels)
        byType[level.soundType].push_back(&level);
    for (const auto& [type, members] : byType) {
        if (members.size() < 2)
            continue; // no siblings to stand out from
        for (const Level* level : members) {
            std::vector<double> siblings;
            for (const Level* other : members)
                if (other != level)
                    siblings.push_back(other->lufs);
            const double deviation = level->lufs - median(std::move(siblings));
            if (std::abs(deviation) >= OutlierLu &&
                (!spread.outlier || std::abs(deviation) > std::abs(spread.outlier->deviation)))
                spread.outlier = Spread::Outlier{type, level->variant, deviation};
        }
    }
    return spread;
}

void TableLoudness::refresh() {
    const Document* document = m_session->document();
    const SoundTable* table = document ? document->table(m_table) : nullptr;
    // The dat's sound types (a duplicate key plays its first node only) and those the active
    // override adds: every list the table plays.
    std::vector<quint32> types;
    std::set<quint32> seen;
    if (table)
        for (const SoundTableNode& node : table->root.children)
            if (seen.insert(node.key).second)
                types.push_back(node.key);
    for (const quint32 type : m_session->addedSoundTypes(m_table))
        if (seen.insert(type).second)
            types.push_back(type);
    if (types.empty()) {
        setVisible(false);
        return;
    }
    WaveLoudness* loudness = m_session->loudness();
    std::vector<Level> levels;
    int waiting = 0;
    int total = 0;
    std::map<quint32, std::pair<double, double>> typeRanges;
    for (const quint32 type : types) {
        const SoundList list = m_session->soundList(m_table, type);
        for (int row = 0; row < static_cast<int>(list.variants.size()); ++row) {
            ++total;
            const WaveLoudness::Measurement* measured = loudness->variant(list, row);
            if (!measured) {
                ++waiting;
                continue;
            }
            const double lufs = withGain(measured->loudness.integrated,
                                         list.variants[static_cast<std::size_t>(row)].volume *
                                             loudness->playOf(list, row).gain);
            if (!measured->ok() || !std::isfinite(lufs))
                continue;
            levels.push_back({type, row, lufs});
            auto [it, inserted] = typeRanges.try_emplace(type, lufs, lufs);
            it->second = {std::min(it->second.first, lufs), std::max(it->second.second, lufs)};
        }
    }
    setVisible(total > 0);
    if (waiting > 0) {
        setText(tr("Loudness: measuring %1 of %n variant(s)…", nullptr, total).arg(waiting));
        setToolTip({});
        return;
    }
    const auto spread = spreadOf(levels);
    if (!spread) {
        setText(tr("Loudness: no variant of this table has a measurable sound."));
        setToolTip({});
        return;
    }
    QString text = tr("Loudness: the variants span %1 (%2 … %3)")
                       .arg(LoudnessText::lu(spread->high - spread->low),
                            NumberText::fixed(spread->low, 1), LoudnessText::lufs(spread->high));
    if (const auto& o = spread->outlier) {
        const QString who = tr("%1 #%2").arg(soundTypeName(o->soundType)).arg(o->variant);
        text += o->deviation > 0 ? tr(" — %1 is %2 louder than its siblings.")
                                       .arg(who, LoudnessText::lu(o->deviation))
                                 : tr(" — %1 is %2 quieter than its siblings.")
                                       .arg(who, LoudnessText::lu(-o->deviation));
    } else {
        text += tr(" — none is %1 or more off its siblings.").arg(LoudnessText::lu(OutlierLu));
    }
    setText(text);
    QStringList lines{tr("Integrated loudness (EBU R128) with each variant's volume. Each sound "
                         "type's span:")};
    for (const auto& [type, range] : typeRanges)
        lines << tr("%1: %2 (%3 … %4)")
                     .arg(soundTypeName(type), LoudnessText::lu(range.second - range.first),
                          LoudnessText::lufs(range.first), LoudnessText::lufs(range.second));
    setToolTip(lines.join(u'\n'));
}

} // namespace soundstage
