// One unit: the browser model's rows, filter and sync after edits work on one row store
// (built by widgets/session/browserrows off the GUI thread).
#include "widgets/editor/browsermodel.h"

#include "core/common/hexid.h"
#include "core/common/progresssink.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/session/documentdigest.h"
#include "widgets/session/documentsession.h"

#include <QApplication>
#include <QFont>
#include <QMimeData>
#include <QPixmap>
#include <QStyle>

#include <algorithm>
#include <set>
#include <utility>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// Internal ids: categories use 0; items use category + 1.
constexpr quintptr categoryTag(int category) {
    return static_cast<quintptr>(category) + 1;
}

} // namespace

BrowserModel::BrowserModel(DocumentSession* session, QObject* parent)
    : QAbstractItemModel(parent)
    , m_session(session)
    , m_override(session->appliedOverride())
    , m_rebuild(new BackgroundTask(this))
    , m_markIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning))
    , m_overrideIcon(QApplication::style()->standardIcon(QStyle::SP_FileDialogContentsView))
    , m_addedIcon(QIcon::fromTheme(
          u"list-add"_s, QApplication::style()->standardIcon(QStyle::SP_FileDialogNewFolder))) {
    QPixmap blank(16, 16);
    blank.fill(Qt::transparent);
    m_blankIcon = QIcon(blank);
    connect(session, &DocumentSession::documentReplaced, this, [this] {
        // A rebuild still running is of the old document, and so are pending tables.
        m_rebuild->cancel();
        m_pendingTables.clear();
        m_override = m_session->appliedOverride();
        beginResetModel();
        // Rows built with the document on the worker that opened it, when there are some.
        DocumentDigest* digest = m_session->digest();
        if (digest && digest->browserRows) {
            // The old rows are thousands of strings: freed on a worker.
            disposeInBackground(std::exchange(m_items, *std::exchange(digest->browserRows, {})));
        } else {
            rebuild();
        }
        applyFilter();
        endResetModel();
    });
    connect(session, &DocumentSession::changed, this, &BrowserModel::onChanged);
    connect(session, &DocumentSession::overrideChanged, this, &BrowserModel::onOverrideChanged);
    rebuild();
    applyFilter();
}

void BrowserModel::rebuild() {
    const Document* document = m_session->document();
    if (!document) {
        for (auto& items : m_items)
            items.clear();
        return;
    }
    m_items = BrowserRows::build(document->catalog(), m_override.get());
}

bool BrowserModel::isRebuilding() const {
    return m_rebuild->isRunning();
}

void BrowserModel::rebuildInBackground() {
    const Document* document = m_session->document();
    if (!document)
        return;
    // The worker reads a copy: the GUI thread goes on editing the document meanwhile. The copy
    // shares the catalog's data (an edit meanwhile copies the document's own first).
    auto catalog = std::make_shared<const SoundCatalog>(document->catalog());
    m_rebuild->start(
        tr("Listing records…"),
        [catalog, preview = m_override](ProgressSink& sink) mutable {
            Rows rows = BrowserRows::build(*catalog, preview.get(), &sink);
            // Freed here, not on the GUI thread.
            catalog.reset();
            preview.reset();
            return rows;
        },
        [this](Rows rows) { takeRows(std::move(rows)); });
}

void BrowserModel::takeRows(Rows rows) {
    beginResetModel();
    disposeInBackground(std::exchange(m_items, std::move(rows)));
    applyFilter();
    endResetModel();
    emit rowsRebuilt();
}

VariantFilter::MatchContext BrowserModel::matchContext() const {
    const Document* document = m_session->document();
    if (!document)
        return VariantFilter::MatchContext({}, m_session->fpuModel());
    return VariantFilter::MatchContext(
        [catalog = &document->catalog()](quint32 wave) { return catalog->hasWave(wave); },
        m_session->fpuModel());
}

bool BrowserModel::matches(int category, const Item& item,
                           VariantFilter::MatchContext& context) const {
    // Plain words search a row's text, as they always did; a filter with variant terms speaks
    // about variants, so it finds the tables holding a matching one and nothing else.
    const Document* document = m_session->document();
    if (!m_parsed.hasVariantTerms())
        return document &&
               BrowserRows::matches(document->catalog(), m_override.get(), item, m_search);
    if (category != Tables)
        return false;
    const SoundTable* table = document ? document->table(item.location.id) : nullptr;
    return table && m_parsed.matchesTable(*table, context);
}

void BrowserModel::applyFilter() {
    // Every row is tested: the rows shown are the matches, and only the matches.
    m_narrowable = true;
    VariantFilter::MatchContext context = matchContext();
    for (int c = 0; c < CategoryCount; ++c) {
        auto& visible = m_visible[static_cast<size_t>(c)];
        const auto& items = m_items[static_cast<size_t>(c)];
        visible.clear();
        visible.reserve(items.size());
        for (size_t i = 0; i < items.size(); ++i) {
            if (m_parsed.isEmpty() || matches(c, items[i], context))
                visible.push_back(static_cast<int>(i));
        }
    }
}

void BrowserModel::setFilterText(const QString& text) {
    if (text == m_filter)
        return;
    m_filter = text;
    auto parsed = VariantFilter::parse(text);
    QString error;
    if (!parsed) {
        // A half-typed term ("prob<") is an error for a moment: the error says what is wrong
        // where, and the rows are those of the other terms (as they were before it was begun).
        error = tr("Column %1: %2").arg(parsed.error().column).arg(parsed.error().message);
        // The whole term the column points into (it may point past its last character).
        QString rest = text;
        qsizetype start = std::clamp<qsizetype>(parsed.error().column - 1, 0, rest.size());
        if (start > 0 && (start == rest.size() || rest[start].isSpace()))
            --start;
        while (start > 0 && !rest[start - 1].isSpace())
            --start;
        qsizetype end = start;
        while (end < rest.size() && !rest[end].isSpace())
            ++end;
        rest.remove(start, end - start);
        parsed = VariantFilter::parse(rest);
    }
    if (error != m_filterError) {
        m_filterError = error;
        emit filterErrorChanged(m_filterError);
    }
    if (!parsed)
        return; // two terms half-typed: the rows stay
    m_parsed = std::move(*parsed);
    // A filter that only adds to plain words (typing on) keeps a subset of the rows shown:
    // only those are tested again.
    const QStringList words = m_parsed.plainWords();
    const bool narrows = m_narrowable && !m_parsed.hasVariantTerms() && !m_lastWasVariant &&
                         std::ranges::all_of(m_words, [&words](const QString& was) {
                             return std::ranges::any_of(
                                 words, [&was](const QString& now) { return now.contains(was); });
                         });
    m_words = words;
    m_lastWasVariant = m_parsed.hasVariantTerms();
    m_search = BrowserSearch(words);
    refilter(narrows);
}

void BrowserModel::refilter(bool narrows) {
    emit layoutAboutToBeChanged();
    const auto before = m_visible;
    if (narrows) {
        VariantFilter::MatchContext context = matchContext();
        for (int c = 0; c < CategoryCount; ++c) {
            auto& visible = m_visible[static_cast<size_t>(c)];
            const auto& items = m_items[static_cast<size_t>(c)];
            std::erase_if(visible, [&](int row) {
                return !matches(c, items[static_cast<size_t>(row)], context);
            });
        }
    } else {
        applyFilter();
    }
    // Each persistent index (the view's current item, its selection, expanded categories)
    // follows its row to where the new filter puts it, or becomes invalid when it is hidden.
    const QModelIndexList from = persistentIndexList();
    QModelIndexList to;
    to.reserve(from.size());
    for (const QModelIndex& index : from) {
        if (index.internalId() == 0) {
            to << index; // a category row stays where it is
            continue;
        }
        const auto category = static_cast<size_t>(index.internalId() - 1);
        const auto& old = before[category];
        const auto& now = m_visible[category];
        if (index.row() >= static_cast<int>(old.size())) {
            to << QModelIndex();
            continue;
        }
        // Both lists are ascending row numbers.
        const int item = old[static_cast<size_t>(index.row())];
        const auto found = std::lower_bound(now.begin(), now.end(), item);
        to << (found != now.end() && *found == item
                   ? createIndex(static_cast<int>(found - now.begin()), index.column(),
                                 index.internalId())
                   : QModelIndex());
    }
    changePersistentIndexList(from, to);
    emit layoutChanged();
}

void BrowserModel::syncRecord(Category category, quint32 id, std::vector<Item> fresh) {
    auto& items = m_items[category];
    auto& visible = m_visible[category];
    const auto begin =
        std::lower_bound(items.begin(), items.end(), id,
                         [](const Item& at, quint32 v) { return at.location.id < v; });
    const auto end =
        std::find_if(begin, items.end(), [id](const Item& at) { return at.location.id != id; });
    const int first = static_cast<int>(begin - items.begin());
    const int old = static_cast<int>(end - begin);
    const int now = static_cast<int>(fresh.size());
    // The visible rows are item rows in ascending order: the record's are one run of them.
    const auto shownBegin = std::lower_bound(visible.begin(), visible.end(), first);
    const auto shownEnd = std::lower_bound(shownBegin, visible.end(), first + old);
    const int row = static_cast<int>(shownBegin - visible.begin());
    const int shown = static_cast<int>(shownEnd - shownBegin);
    const QModelIndex parent = index(category, 0);
    if (old == now) {
        if (now == 0)
            return;
        // Refreshed rows stay where they are, even when they no longer match the filter: rows
        // do not vanish under the user while they edit.
        std::move(fresh.begin(), fresh.end(), begin);
        // A hidden row refreshed may match now, a shown one may no longer: the next filter
        // tests every row again.
        m_narrowable = false;
        if (shown > 0)
            rowsChanged(category, row, row + shown - 1);
        return;
    }
    // The pending rows are numbered as they are now.
    flushChanges();
    if (old > 0) {
        if (shown > 0)
            beginRemoveRows(parent, row, row + shown - 1);
        const auto after = visible.erase(shownBegin, shownEnd);
        for (auto next = after; next != visible.end(); ++next)
            *next -= old;
        items.erase(begin, end);
        if (shown > 0)
            endRemoveRows();
    }
    if (now > 0) {
        std::vector<int> show;
        VariantFilter::MatchContext context = matchContext();
        for (int k = 0; k < now; ++k) {
            if (m_parsed.isEmpty() || matches(category, fresh[static_cast<size_t>(k)], context))
                show.push_back(first + k);
        }
        const int showCount = static_cast<int>(show.size());
        if (showCount > 0)
            beginInsertRows(parent, row, row + showCount - 1);
        items.insert(items.begin() + first, std::make_move_iterator(fresh.begin()),
                     std::make_move_iterator(fresh.end()));
        for (auto next = visible.begin() + row; next != visible.end(); ++next)
            *next += now;
        if (showCount > 0) {
            visible.insert(visible.begin() + row, show.begin(), show.end());
            endInsertRows();
        }
    }
    m_pending[category].count = true;
    if (m_batch == 0)
        flushChanges();
}

void BrowserModel::rowsChanged(Category category, int first, int last) {
    Pending& pending = m_pending[category];
    pending.first = std::min(pending.first, first);
    pending.last = std::max(pending.last, last);
    if (m_batch == 0)
        flushChanges();
}

void BrowserModel::flushChanges() {
    for (int c = 0; c < CategoryCount; ++c) {
        Pending& pending = m_pending[static_cast<size_t>(c)];
        // One signal for the whole span: a view handles each dataChanged on its own, and two
        // hundred of them (a `*/sound` override) took longer than a frame in a QTreeView.
        if (pending.last >= 0)
            emit dataChanged(createIndex(pending.first, 0, categoryTag(c)),
                             createIndex(pending.last, ColumnCount - 1, categoryTag(c)));
        if (pending.count) {
            const QModelIndex count = index(c, DetailColumn);
            emit dataChanged(count, count);
        }
        pending = {};
    }
}

void BrowserModel::syncRow(Category category, quint32 id, std::optional<Item> item) {
    std::vector<Item> fresh;
    if (item)
        fresh.push_back(std::move(*item));
    syncRecord(category, id, std::move(fresh));
}

void BrowserModel::syncRegion(quint32 id) {
    const Document* document = m_session->document();
    if (!document)
        return;
    const auto& regions = document->catalog().regions();
    const auto found = regions.find(id);
    syncRecord(Ambient, id,
               found == regions.end() ? std::vector<Item>{}
                                      : BrowserRows::ambientItems(id, found->second));
}

void BrowserModel::syncSetup(quint32 id) {
    const Document* document = m_session->document();
    if (!document)
        return;
    const auto& setups = document->catalog().setupTables();
    const auto found = setups.find(id);
    syncRow(Setups, id,
            found == setups.end() ? std::nullopt : std::optional(BrowserRows::setupItem(id)));
}

void BrowserModel::syncTable(quint32 id, const OverrideLines& lines) {
    const Document* document = m_session->document();
    if (!document)
        return;
    const SoundCatalog& catalog = document->catalog();
    if (catalog.table(id))
        syncRow(Tables, id, BrowserRows::tableItem(catalog, id, m_override.get(), lines));
    else
        syncRow(Tables, id, BrowserRows::addedTableItem(catalog, id, m_override.get(), lines));
}

void BrowserModel::syncPendingTables() {
    if (m_pendingTables.empty())
        return;
    const OverrideLines lines = BrowserRows::overrideLines(m_override.get());
    const Batch batch(this);
    for (const quint32 id : std::exchange(m_pendingTables, {}))
        syncTable(id, lines);
}

void BrowserModel::syncWave(quint32 id) {
    const Document* document = m_session->document();
    if (!document)
        return;
    const auto& waves = document->catalog().waves();
    const auto found = waves.find(id);
    syncRow(Waves, id,
            found == waves.end() ? std::nullopt : std::optional(BrowserRows::waveItem(id)));
}

void BrowserModel::onWaveChanged(quint32 wave) {
    const Document* document = m_session->document();
    if (!document)
        return;
    const Batch batch(this);
    syncWave(wave);
    // The tables naming the wave gain or lose their missing-wave mark; no other row changes.
    const OverrideLines lines = BrowserRows::overrideLines(m_override.get());
    for (const auto& [id, table] : document->catalog().tables()) {
        const bool names = std::ranges::any_of(table.root.children, [wave](const auto& sound) {
            return std::ranges::any_of(sound.variants,
                                       [wave](const SoundVariant& v) { return v.wave == wave; });
        });
        if (names)
            syncTable(id, lines);
    }
}

void BrowserModel::onOverrideChanged() {
    std::shared_ptr<const OverridePreview> next = m_session->appliedOverride();
    // Bypassing the override (A/B) keeps its marks: the rows stay.
    if (next == m_override)
        return;
    const Document* document = m_session->document();
    std::set<quint32> touched;
    for (const OverridePreview* preview : {m_override.get(), next.get()}) {
        if (!preview || !document)
            continue;
        for (const OverrideApply::Applied& a : preview->report.applied)
            touched.insert(a.table);
        for (const auto& [id, table] : preview->tables) {
            if (!document->catalog().table(id))
                touched.insert(id);
        }
    }
    m_override = std::move(next);
    const OverrideLines lines = BrowserRows::overrideLines(m_override.get());
    {
        const Batch batch(this);
        for (const quint32 id : touched)
            syncTable(id, lines);
    }
    if (m_rebuild->isRunning())
        rebuildInBackground(); // its rows would miss this change
}

void BrowserModel::onChanged(const DocumentChange& change) {
    using K = DocumentChange::Kind;
    switch (change.kind) {
    case K::TableChanged:
    case K::VariantsChanged:
        // A bulk edit tells one TableChanged per table it touches: their rows are refreshed
        // together when the step is done (HistoryChanged ends every step), in one Batch.
        m_pendingTables.insert(change.record);
        break;
    case K::ValueChanged:
        switch (change.field.field) {
        case Field::VariantWave:
            m_pendingTables.insert(change.record);
            break;
        case Field::AmbientTable:
        case Field::AmbientSoundType:
            syncRegion(change.record);
            break;
        case Field::SetupTable:
            syncSetup(change.record);
            break;
        case Field::VariantPriority:
        case Field::VariantProbability:
        case Field::VariantVolume:
        case Field::AmbientVolume:
        case Field::AmbientBaseChance:
        case Field::AmbientMinRate:
        case Field::AmbientMaxRate:
        case Field::HookWave:
        case Field::HookSoundType:
        case Field::HookProbability:
        case Field::HookVolume:
            return; // no row shows these
        }
        break;
    case K::HooksChanged:
        return; // no row lists animations
    case K::RegionChanged:
        syncRegion(change.record);
        break;
    case K::Reset:
        switch (change.scope) {
        case DocumentChange::Scope::Odds:
            // The marks are the dat's verdicts (never chosen, silent, missing wave), whichever
            // gate model computes the chances.
            return;
        case DocumentChange::Scope::Wave:
            onWaveChanged(change.record);
            break;
        case DocumentChange::Scope::Everything:
            rebuildInBackground();
            return;
        }
        break;
    case K::HistoryChanged:
        syncPendingTables();
        break;
    case K::ModifiedChanged:
        return;
    }
    // A rebuild that started before this change would swap in rows without it.
    if (m_rebuild->isRunning())
        rebuildInBackground();
}

int BrowserModel::visibleCount(Category category) const {
    return static_cast<int>(m_visible[category].size());
}

int BrowserModel::totalCount(Category category) const {
    return static_cast<int>(m_items[category].size());
}

QModelIndex BrowserModel::indexOf(const DocumentLocation& location) const {
    int category = -1;
    switch (location.kind) {
    case DocumentLocation::Kind::Table:
        category = Tables;
        break;
    case DocumentLocation::Kind::Wave:
        category = Waves;
        break;
    case DocumentLocation::Kind::Region:
        category = Ambient;
        break;
    case DocumentLocation::Kind::Setup:
        category = Setups;
        break;
    case DocumentLocation::Kind::Animation: // the Triggers panel shows animations
    case DocumentLocation::Kind::None:
        return {};
    }
    const auto& items = m_items[static_cast<size_t>(category)];
    const auto& visible = m_visible[static_cast<size_t>(category)];
    for (size_t row = 0; row < visible.size(); ++row) {
        const DocumentLocation& at = items[static_cast<size_t>(visible[row])].location;
        if (at.id != location.id)
            continue;
        if (category == Ambient && location.hasKey && at.key != location.key)
            continue;
        return createIndex(static_cast<int>(row), 0, categoryTag(category));
    }
    return {};
}

DocumentLocation BrowserModel::locationOf(const QModelIndex& index) const {
    if (!index.isValid() || index.internalId() == 0)
        return {};
    const auto category = static_cast<size_t>(index.internalId() - 1);
    const auto& visible = m_visible[category];
    if (index.row() < 0 || index.row() >= static_cast<int>(visible.size()))
        return {};
    return m_items[category][static_cast<size_t>(visible[static_cast<size_t>(index.row())])]
        .location;
}

QModelIndex BrowserModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < CategoryCount ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0)
        return {};
    const int category = parent.row();
    if (row >= static_cast<int>(m_visible[static_cast<size_t>(category)].size()))
        return {};
    return createIndex(row, column, categoryTag(category));
}

QModelIndex BrowserModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int BrowserModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid())
        return CategoryCount;
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return static_cast<int>(m_visible[static_cast<size_t>(parent.row())].size());
}

int BrowserModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QString BrowserModel::categoryName(int category) const {
    switch (category) {
    case Tables:
        return tr("Sound tables");
    case Waves:
        return tr("Waves");
    case Ambient:
        return tr("Ambient STBs");
    case Setups:
        return tr("Setups");
    }
    return {};
}

QVariant BrowserModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    if (index.internalId() == 0) {
        const auto category = static_cast<Category>(index.row());
        if (role == Qt::DisplayRole && index.column() == NameColumn)
            return categoryName(category);
        if (role == Qt::DisplayRole && index.column() == DetailColumn) {
            if (m_parsed.isEmpty())
                return QString::number(totalCount(category));
            return tr("%1 of %2").arg(visibleCount(category)).arg(totalCount(category));
        }
        if (role == Qt::FontRole) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    }
    const auto category = static_cast<size_t>(index.internalId() - 1);
    const auto& visible = m_visible[category];
    if (index.row() >= static_cast<int>(visible.size()))
        return {};
    const Item& item =
        m_items[category][static_cast<size_t>(visible[static_cast<size_t>(index.row())])];
    switch (role) {
    case Qt::DisplayRole: {
        if (index.column() == NameColumn)
            return BrowserRows::name(item);
        const Document* document = m_session->document();
        return document ? BrowserRows::detail(document->catalog(), m_override.get(), item)
                        : QString();
    }
    case Qt::DecorationRole:
        if (category != Tables)
            return {};
        if (index.column() == DetailColumn)
            return item.overridden.isEmpty() ? QVariant() : QVariant(m_overrideIcon);
        if (index.column() != NameColumn)
            return {};
        if (!item.addedBy.isEmpty())
            return m_addedIcon;
        // Unmarked tables get a blank icon so every id lines up.
        return item.mark != 0 ? m_markIcon : m_blankIcon;
    case Qt::FontRole: {
        if (item.addedBy.isEmpty())
            return {};
        QFont font;
        font.setItalic(true);
        return font;
    }
    case Qt::ToolTipRole: {
        const QString tip = BrowserRows::tooltip(item);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case LocationRole:
        return QVariant::fromValue(item.location);
    case MarkRole:
        return item.mark;
    case OverrideRole:
        return item.overridden;
    case AddedByOverrideRole:
        return item.addedBy;
    default:
        return {};
    }
}

QVariant BrowserModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Record") : tr("Details");
}

Qt::ItemFlags BrowserModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractItemModel::flags(index);
    if (locationOf(index).kind == DocumentLocation::Kind::Wave)
        f |= Qt::ItemIsDragEnabled;
    return f;
}

QStringList BrowserModel::mimeTypes() const {
    return {u"application/x-soundstage-wave"_s};
}

QMimeData* BrowserModel::mimeData(const QModelIndexList& indexes) const {
    for (const QModelIndex& index : indexes) {
        const DocumentLocation location = locationOf(index);
        if (location.kind != DocumentLocation::Kind::Wave)
            continue;
        auto* data = new QMimeData;
        data->setData(u"application/x-soundstage-wave"_s, hexId(location.id).toLatin1());
        data->setText(hexId(location.id));
        return data;
    }
    return nullptr;
}

} // namespace soundstage
