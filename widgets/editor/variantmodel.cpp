#include "widgets/editor/variantmodel.h"

#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/override/overridewriter.h"
#include "core/retail/oddstext.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/loudnesstext.h"
#include "widgets/session/numbertext.h"
#include "widgets/session/waveloudness.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStyle>

#include <cmath>

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

/// What a `wave` line plays instead, in a few characters: "swap.ogg", "0x0A000003 / b.wav".
QString replacementText(const OverrideEntry& entry) {
    if (entry.isSilenced())
        return VariantModel::tr("silence");
    QStringList names;
    for (const OverrideAlternative& a : entry.alternatives)
        names << (a.isWave() ? hexId(a.wave) : QFileInfo(a.file).fileName());
    return names.join(u" / "_s);
}

} // namespace

VariantModel::VariantModel(DocumentSession* session, QObject* parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_warningIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning))
    , m_infoIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation))
    , m_okIcon(QApplication::style()->standardIcon(QStyle::SP_DialogApplyButton))
    , m_overrideIcon(QApplication::style()->standardIcon(QStyle::SP_FileDialogContentsView)) {
    connect(session, &DocumentSession::changed, this, &VariantModel::onChanged);
    connect(session, &DocumentSession::documentReplaced, this, &VariantModel::clearTarget);
    connect(session->loudness(), &WaveLoudness::measured, this, [this] {
        if (m_loudnessShown && rowCount() > 0)
            emit dataChanged(index(0, LoudnessColumn), index(rowCount() - 1, LoudnessColumn));
    });
    connect(session, &DocumentSession::overrideChanged, this, [this] {
        if (!m_hasTarget)
            return;
        beginResetModel();
        recompute();
        endResetModel();
    });
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
    if (m_list.overridden())
        return &m_list.variants;
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
    m_outcome.reset();
    m_list = {};
    endResetModel();
}

void VariantModel::recompute() {
    m_list = m_hasTarget ? m_session->soundList(m_table, m_soundType) : SoundList{};
    m_outcome = m_hasTarget ? m_session->outcome(m_table, m_soundType) : nullptr;
    if (m_outcome && m_outcome->variants.size() != m_list.variants.size())
        m_outcome.reset(); // cannot happen: both come from the same soundList()
}

bool VariantModel::fileMissing(std::size_t row) const {
    return m_outcome && row < m_outcome->variants.size() &&
           m_outcome->variants[row].has(Verdict::MissingFile);
}

QString VariantModel::overrideText(int row) const {
    const auto* list = variants();
    if (!list || row < 0 || row >= static_cast<int>(list->size()))
        return {};
    const auto preview = m_session->activeOverride();
    if (!preview)
        return {};
    const QString name = QFileInfo(preview->path).fileName();
    const QString file = m_list.localFile(row);
    if (!file.isEmpty() && m_list.applied) {
        return tr("Plays the local file %1 (%2 line %3)%4")
            .arg(QDir::toNativeSeparators(file), name)
            .arg(m_list.applied->line)
            .arg(fileMissing(static_cast<std::size_t>(row)) ? tr(" — the file is missing")
                                                            : QString());
    }
    const quint32 wave = (*list)[static_cast<std::size_t>(row)].wave;
    if (const OverrideEntry* entry = preview->waveReplacement(wave)) {
        return tr("Wave %1 is replaced wherever it plays by %2 line %3: %4")
            .arg(hexId(wave), name)
            .arg(entry->line)
            .arg(OverrideWriter::entryLine(*entry));
    }
    return {};
}

QString VariantModel::explain(int row) const {
    if (!m_outcome || row < 0 || row >= static_cast<int>(m_outcome->variants.size()))
        return {};
    const EventOutcome& odds = *m_outcome;
    const auto at = static_cast<std::size_t>(row);
    const int count = static_cast<int>(odds.variants.size());
    QString text;
    if (!m_list.overridden() || !m_list.entry) {
        text = OddsText::explain(odds, at);
    } else {
        QStringList parts;
        switch (m_list.preview->file.pick) {
        case OverrideFile::PickMode::Retail:
            parts << tr("The override picks like the retail client.") + u' ' +
                         OddsText::explain(odds, at);
            break;
        case OverrideFile::PickMode::Uniform:
            parts << tr("Under the override's uniform pick each of the %n alternative(s) is "
                        "chosen in %1 of events; this one then plays %2 of the time (its "
                        "probability).",
                        nullptr, count)
                         .arg(OddsText::percent(odds.pickChance(at)),
                              OddsText::percent(odds.gateChance(at)));
            parts << tr("Heard in %1 of events.").arg(OddsText::percent(odds.playChance(at)));
            break;
        case OverrideFile::PickMode::Weighted:
            parts << tr("Under the override's weighted pick it is chosen in proportion to its "
                        "weight: %1 of events, and then always plays.")
                         .arg(OddsText::percent(odds.pickChance(at)));
            parts << tr("Heard in %1 of events.").arg(OddsText::percent(odds.playChance(at)));
            break;
        }
        if (m_list.preview->file.pick != OverrideFile::PickMode::Retail &&
            odds.variants[at].has(Verdict::SilentRecord))
            parts << tr("Silent record: wave 0 means choosing it plays nothing.");
        text = parts.join(u' ');
    }
    if (const QString note = overrideText(row); !note.isEmpty())
        text += u' ' + note + u'.';
    return text;
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
    case K::HooksChanged:
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
    const bool hasOdds = m_outcome && row < m_outcome->variants.size();
    const double pick = hasOdds ? m_outcome->pickChance(row) : 0.0;
    const double gate = hasOdds ? m_outcome->gateChance(row) : 0.0;
    const double play = hasOdds ? m_outcome->playChance(row) : 0.0;
    const quint32 verdicts = hasOdds ? m_outcome->variants[row].verdicts : 0;
    const int column = index.column();
    if (column == LoudnessColumn)
        return loudnessData(index.row(), role);

    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (column) {
        case IndexColumn:
            return index.row();
        case WaveColumn:
            if (role == Qt::DisplayRole) {
                if (const QString file = m_list.localFile(index.row()); !file.isEmpty())
                    return QFileInfo(file).fileName();
                if (const auto preview = m_session->activeOverride(); preview && v.wave != 0) {
                    if (const OverrideEntry* entry = preview->waveReplacement(v.wave))
                        return u"%1 → %2"_s.arg(hexId(v.wave), replacementText(*entry));
                }
            }
            return hexId(v.wave);
        case PriorityColumn:
            return floatText(v.priority);
        case ProbabilityColumn:
            return floatText(v.probability);
        case VolumeColumn:
            return floatText(v.volume);
        case PickColumn:
            return OddsText::percent(pick, hasOdds ? m_outcome->exactPick(row) : std::nullopt);
        case GateColumn:
            return OddsText::percent(gate, hasOdds ? m_outcome->exactGate(row) : std::nullopt);
        case PlayColumn:
            return OddsText::percent(play, hasOdds ? m_outcome->exactPlay(row) : std::nullopt);
        case VerdictColumn:
            // a missing file says so alone: nothing else about the row matters
            if (hasVerdict(verdicts, Verdict::MissingFile))
                return verdictLabels(static_cast<quint32>(Verdict::MissingFile)).join(QString());
            return verdicts == 0 ? tr("plays") : verdictLabels(verdicts).join(u", "_s);
        }
        return {};
    }
    if (role == OverrideRole)
        return column == WaveColumn ? overrideText(index.row()) : QString();
    if (role == Qt::DecorationRole && column == WaveColumn)
        return overrideText(index.row()).isEmpty() ? QVariant() : QVariant(m_overrideIcon);
    if (role == Qt::DecorationRole && column == VerdictColumn) {
        if (verdicts == 0)
            return m_okIcon;
        const quint32 serious =
            static_cast<quint32>(Verdict::NeverChosen) | static_cast<quint32>(Verdict::GatedOff) |
            static_cast<quint32>(Verdict::MissingWave) | static_cast<quint32>(Verdict::MissingFile);
        return (verdicts & serious) != 0 ? m_warningIcon : m_infoIcon;
    }
    if (role == Qt::ToolTipRole) {
        if (column >= PickColumn && column < VerdictColumn && hasOdds) {
            // A chance shown as "< 0.001 %" gets its exact value here.
            const auto exact = column == PickColumn   ? m_outcome->exactPick(row)
                               : column == GateColumn ? m_outcome->exactGate(row)
                                                      : m_outcome->exactPlay(row);
            const double shown = column == PickColumn ? pick : column == GateColumn ? gate : play;
            if (exact && OddsText::isTiny(shown, exact))
                return QString(OddsText::exactText(*exact) + u"\n\n"_s + explain(index.row()));
        }
        if (column >= PickColumn)
            return explain(index.row());
        if (column == WaveColumn && !overrideText(index.row()).isEmpty())
            return overrideText(index.row());
        if (m_list.overridden())
            return tr("The override's list: read-only here.");
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
    if (role == Qt::ForegroundRole && column >= PickColumn && column < VerdictColumn && play == 0.0)
        return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
    if (role == VerdictsRole)
        return verdicts;
    if (role == ChanceRole) {
        if (column == PickColumn)
            return pick;
        if (column == GateColumn)
            return gate;
        if (column == PlayColumn)
            return play;
    }
    return {};
}

void VariantModel::setLoudnessShown(bool shown) {
    if (m_loudnessShown == shown)
        return;
    m_loudnessShown = shown;
    if (rowCount() > 0)
        emit dataChanged(index(0, LoudnessColumn), index(rowCount() - 1, LoudnessColumn));
}

QVariant VariantModel::loudnessData(int row, int role) const {
    if (!m_loudnessShown)
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != LoudnessRole)
        return {};
    const WaveLoudness::Measurement* measured = m_session->loudness()->variant(m_list, row);
    const OverridePlay play = m_session->loudness()->playOf(m_list, row);
    // A replacement plays at the override's gain for it, on top of the variant's volume.
    const double volume = m_list.variants[static_cast<std::size_t>(row)].volume * play.gain;
    const auto preview = m_session->activeOverride();
    const QString whose = preview ? LoudnessText::replacement(play, preview->path) : QString();
    if (!measured) {
        if (role == Qt::DisplayRole)
            return tr("…");
        return role == Qt::ToolTipRole ? QVariant(tr("Measuring the loudness…")) : QVariant();
    }
    if (!measured->ok()) {
        if (role == Qt::DisplayRole)
            return u"—"_s;
        return role == Qt::ToolTipRole
                   ? QVariant(tr("Cannot measure the loudness: %1").arg(measured->error))
                   : QVariant();
    }
    const Loudness& l = measured->loudness;
    const double withVolume = withGain(l.integrated, volume);
    if (role == LoudnessRole)
        return withVolume;
    if (role == Qt::DisplayRole) // the unit is in the header
        return std::isfinite(withVolume) ? NumberText::fixed(withVolume, 1) : u"—"_s;
    const QString text =
        tr("%1 at volume %2 (%3 dB): %4. The sound itself: %5.")
            .arg(LoudnessText::lufs(withVolume), NumberText::significant(volume, 4),
                 volume > 0.0 ? NumberText::fixed(20.0 * std::log10(volume), 1) : u"−∞"_s,
                 tr("true peak %1").arg(LoudnessText::dbtp(withGain(l.truePeak, volume))),
                 LoudnessText::summary(l));
    return whose.isEmpty() ? text : tr("Measured on %1. %2").arg(whose, text);
}

QString VariantModel::commit(const QModelIndex& index, const QString& text) {
    const auto field = fieldOf(index.column());
    if (!field)
        return tr("This column is computed and cannot be edited.");
    if (m_list.overridden())
        return tr("This is the override file's list: it is read-only here. Bypass the override "
                  "to edit the dat's own list.");
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
    Document* document = m_session->document();
    if (!document)
        return tr("No document is open.");
    // The document checks the value (DocumentValidator) as it stores it: the one check.
    auto result = document->setValue({*field, m_table, m_soundType, index.row()}, value);
    return result ? QString() : result.error().message;
}

bool VariantModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !m_session->document() || !fieldOf(index.column()) || !m_hasTarget)
        return false;
    if (const QString reason = commit(index, value.toString()); !reason.isEmpty()) {
        emit editRefused(index, reason);
        return false;
    }
    return true;
}

Qt::ItemFlags VariantModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (fieldOf(index.column()) && !m_list.overridden())
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
        case LoudnessColumn:
            // Short: the grid has to fit 1280×720 with it; the tooltip says what it is.
            return tr("LUFS");
        }
    }
    if (role == Qt::ToolTipRole) {
        // Short headers (a translation may abbreviate) say in full what they hold.
        switch (section) {
        case LoudnessColumn:
            return tr("Loudness: the integrated loudness (EBU R128) of what the variant plays, "
                      "with its volume (LUFS + 20·log10(volume)). Measured in the background.");
        case PriorityColumn:
            return tr("Priority (kept, but it has no audible effect in the retail client).");
        case ProbabilityColumn:
            return tr("Authored play probability, 0 to 1. The client plays the variant when a "
                      "roll passes this gate.");
        case VolumeColumn:
            return tr("Linear volume, 0 to 1.");
        case VerdictColumn:
            return tr("What the retail client makes of the variant; a cell's tooltip says why.");
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
