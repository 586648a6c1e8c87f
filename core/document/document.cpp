// One unit: Document is the only way to change the catalog (edits, history, journal, new
// waves), so everything that touches its private state lives here.
#include "core/document/document.h"

#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/document/documentcommands.h"
#include "core/document/documentjournal.h"
#include "core/document/documentvalidator.h"
#include "core/document/hookcommands.h"
#include "core/records/soundtypes.h"
#include "core/retail/listverdicts.h"

#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <set>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

QString fieldLabel(Field field) {
    switch (field) {
    case Field::VariantWave:
        return Document::tr("Set Wave");
    case Field::VariantPriority:
        return Document::tr("Set Priority");
    case Field::VariantProbability:
        return Document::tr("Set Probability");
    case Field::VariantVolume:
        return Document::tr("Set Volume");
    case Field::AmbientTable:
        return Document::tr("Set Ambient Table");
    case Field::AmbientSoundType:
        return Document::tr("Set Ambient Sound Type");
    case Field::AmbientVolume:
        return Document::tr("Set Ambient Volume");
    case Field::AmbientBaseChance:
        return Document::tr("Set Base Chance");
    case Field::AmbientMinRate:
        return Document::tr("Set Minimum Rate");
    case Field::AmbientMaxRate:
        return Document::tr("Set Maximum Rate");
    case Field::SetupTable:
        return Document::tr("Set Default Sound Table");
    case Field::HookWave:
        return Document::tr("Set Hook Wave");
    case Field::HookSoundType:
        return Document::tr("Set Hook Sound Type");
    case Field::HookProbability:
        return Document::tr("Set Hook Probability");
    case Field::HookVolume:
        return Document::tr("Set Hook Volume");
    }
    return {};
}

int childPosition(const SoundTable& table, quint32 soundType) {
    for (size_t i = 0; i < table.root.children.size(); ++i) {
        if (table.root.children[i].key == soundType)
            return static_cast<int>(i);
    }
    return -1;
}

} // namespace

Document::~Document() = default;

Result<std::unique_ptr<Document>> Document::open(const QString& path, const Options& options,
                                                 ProgressSink* progress) {
    auto dat = DatFile::open(path);
    if (!dat)
        return fail(dat.error());
    auto catalog = SoundCatalog::load(**dat, progress);
    if (!catalog)
        return fail(catalog.error());

    std::unique_ptr<Document> document(new Document);
    document->m_dat = std::move(*dat);
    document->m_catalog = std::move(*catalog);
    document->m_options = options;
    if (options.journal) {
        QString directory = options.journalDirectory;
        if (directory.isEmpty())
            directory = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
                        u"/journal"_s;
        document->m_journalPath = DocumentJournal::pathFor(directory, path);
        document->m_journalWaiting = QFile::exists(document->m_journalPath);
    }
    return document;
}

const QString& Document::path() const {
    return m_dat->path();
}

const SoundTableNode* Document::sound(quint32 table, quint32 soundType) const {
    const SoundTable* t = m_catalog.table(table);
    return t ? t->sound(soundType) : nullptr;
}

std::optional<FieldValue> Document::value(const FieldRef& ref) const {
    switch (ref.field) {
    case Field::VariantWave:
    case Field::VariantPriority:
    case Field::VariantProbability:
    case Field::VariantVolume: {
        const SoundTableNode* node = sound(ref.record, ref.key);
        if (!node || ref.index < 0 || ref.index >= static_cast<int>(node->variants.size()))
            return std::nullopt;
        const SoundVariant& v = node->variants[static_cast<size_t>(ref.index)];
        if (ref.field == Field::VariantWave)
            return FieldValue(v.wave);
        if (ref.field == Field::VariantPriority)
            return FieldValue(v.priority);
        if (ref.field == Field::VariantProbability)
            return FieldValue(v.probability);
        return FieldValue(v.volume);
    }
    case Field::AmbientTable:
    case Field::AmbientSoundType:
    case Field::AmbientVolume:
    case Field::AmbientBaseChance:
    case Field::AmbientMinRate:
    case Field::AmbientMaxRate: {
        const auto found = m_catalog.regions().find(ref.record);
        if (found == m_catalog.regions().end() || !found->second.ambient ||
            ref.key >= found->second.ambient->size())
            return std::nullopt;
        const AmbientStbDesc& stb = (*found->second.ambient)[ref.key];
        if (ref.field == Field::AmbientTable)
            return FieldValue(stb.soundTable);
        if (ref.index < 0 || ref.index >= static_cast<int>(stb.sounds.size()))
            return std::nullopt;
        const AmbientSoundDesc& s = stb.sounds[static_cast<size_t>(ref.index)];
        switch (ref.field) {
        case Field::AmbientSoundType:
            return FieldValue(s.soundType);
        case Field::AmbientVolume:
            return FieldValue(s.volume);
        case Field::AmbientBaseChance:
            return FieldValue(s.baseChance);
        case Field::AmbientMinRate:
            return FieldValue(s.minRate);
        default:
            return FieldValue(s.maxRate);
        }
    }
    case Field::SetupTable: {
        const auto found = m_catalog.setupTables().find(ref.record);
        if (found == m_catalog.setupTables().end())
            return std::nullopt;
        return FieldValue(found->second);
    }
    case Field::HookWave:
    case Field::HookSoundType:
    case Field::HookProbability:
    case Field::HookVolume:
        return hookValue(ref);
    }
    return std::nullopt;
}

std::optional<QString> Document::checkValue(const FieldRef& ref, const FieldValue& value) const {
    return DocumentValidator::checkValue(ref, value);
}

// --- edits ---

Result<void> Document::setValue(const FieldRef& ref, FieldValue newValue) {
    const std::optional<FieldValue> current = value(ref);
    if (!current)
        return fail(ErrorCode::NotFound, tr("There is no such value to change."));
    if (current->index() != newValue.index())
        return fail(ErrorCode::Usage, isIdField(ref.field)
                                          ? tr("This field holds an id, not a number.")
                                          : tr("This field holds a number, not an id."));
    if (auto reason = checkValue(ref, newValue))
        return fail(ErrorCode::Usage, *reason);
    // Bit-identical: nothing to do (and no undo step).
    if (*current == newValue)
        return {};
    push(std::make_unique<ChangeValue>(fieldLabel(ref.field), ref, *current, newValue));
    return {};
}

Result<void> Document::checkVariant(quint32 table, quint32 soundType, int index,
                                    bool allowEnd) const {
    const SoundTable* t = m_catalog.table(table);
    if (!t)
        return fail(ErrorCode::NotFound, tr("The dat has no sound table %1.").arg(hexId(table)));
    const SoundTableNode* node = t->sound(soundType);
    if (!node)
        return fail(
            ErrorCode::NotFound,
            tr("Table %1 has no sound type %2.").arg(hexId(table), soundTypeName(soundType)));
    const int n = static_cast<int>(node->variants.size());
    if (index < 0 || index > n || (index == n && !allowEnd))
        return fail(ErrorCode::NotFound,
                    tr("%1 has no variant %2.").arg(soundTypeName(soundType)).arg(index));
    return {};
}

Result<void> Document::insertVariant(quint32 table, quint32 soundType, int index,
                                     const SoundVariant& variant) {
    if (auto ok = checkVariant(table, soundType, index, true); !ok)
        return ok;
    for (const auto& [field, v] : {std::pair{Field::VariantProbability, variant.probability},
                                   std::pair{Field::VariantVolume, variant.volume},
                                   std::pair{Field::VariantPriority, variant.priority}}) {
        if (auto reason = checkValue({field, table, soundType, index}, v))
            return fail(ErrorCode::Usage, *reason);
    }
    if (auto reason = checkValue({Field::VariantWave, table, soundType, index}, variant.wave))
        return fail(ErrorCode::Usage, *reason);
    push(std::make_unique<InsertVariant>(tr("Add Variant"), table, soundType, index, variant));
    return {};
}

Result<void> Document::duplicateVariant(quint32 table, quint32 soundType, int index) {
    if (auto ok = checkVariant(table, soundType, index, false); !ok)
        return ok;
    const SoundVariant copy = sound(table, soundType)->variants[static_cast<size_t>(index)];
    push(std::make_unique<InsertVariant>(tr("Duplicate Variant"), table, soundType, index + 1,
                                         copy));
    return {};
}

Result<void> Document::removeVariant(quint32 table, quint32 soundType, int index) {
    if (auto ok = checkVariant(table, soundType, index, false); !ok)
        return ok;
    push(std::make_unique<RemoveVariant>(tr("Remove Variant"), table, soundType, index));
    return {};
}

Result<void> Document::moveVariant(quint32 table, quint32 soundType, int from, int to) {
    if (auto ok = checkVariant(table, soundType, from, false); !ok)
        return ok;
    if (auto ok = checkVariant(table, soundType, to, false); !ok)
        return ok;
    if (from == to)
        return {};
    push(std::make_unique<MoveVariant>(tr("Move Variant"), table, soundType, from, to));
    return {};
}

Result<void> Document::addSoundType(quint32 table, quint32 soundType) {
    const SoundTable* t = m_catalog.table(table);
    if (!t)
        return fail(ErrorCode::NotFound, tr("The dat has no sound table %1.").arg(hexId(table)));
    if (!isKnownSoundType(soundType))
        return fail(ErrorCode::Usage,
                    tr("%1 is not a sound type the client knows.").arg(soundTypeName(soundType)));
    if (t->sound(soundType))
        return fail(ErrorCode::Usage,
                    tr("Table %1 already has %2: the client would only ever use the first.")
                        .arg(hexId(table), soundTypeName(soundType)));
    SoundTableNode node;
    node.key = soundType;
    node.variants.push_back(SoundVariant{0, 0.0f, 1.0f, 1.0f});
    push(std::make_unique<InsertSoundType>(
        tr("Add Sound Type"), table, static_cast<int>(t->root.children.size()), std::move(node)));
    return {};
}

Result<void> Document::removeSoundType(quint32 table, quint32 soundType) {
    const SoundTable* t = m_catalog.table(table);
    if (!t)
        return fail(ErrorCode::NotFound, tr("The dat has no sound table %1.").arg(hexId(table)));
    const int position = childPosition(*t, soundType);
    if (position < 0)
        return fail(
            ErrorCode::NotFound,
            tr("Table %1 has no sound type %2.").arg(hexId(table), soundTypeName(soundType)));
    push(std::make_unique<RemoveSoundType>(tr("Remove Sound Type"), table, position));
    return {};
}

Result<int> Document::makeEveryVariantReachable(quint32 table, std::optional<quint32> soundType) {
    const SoundTable* t = m_catalog.table(table);
    if (!t)
        return fail(ErrorCode::NotFound, tr("The dat has no sound table %1.").arg(hexId(table)));
    if (soundType && !t->sound(*soundType))
        return fail(
            ErrorCode::NotFound,
            tr("Table %1 has no sound type %2.").arg(hexId(table), soundTypeName(*soundType)));
    auto composite = std::make_unique<CompositeCommand>(tr("Make Every Variant Reachable"));
    const int fixed = addReachabilityFixes(*composite, *t, soundType);
    if (fixed > 0)
        push(std::move(composite));
    return fixed;
}

Result<int> Document::makeEveryVariantReachable(const std::vector<quint32>& tables) {
    auto composite = std::make_unique<CompositeCommand>(QString());
    int fixed = 0;
    for (const quint32 id : std::set<quint32>(tables.begin(), tables.end())) {
        const SoundTable* t = m_catalog.table(id);
        if (!t)
            return fail(ErrorCode::NotFound, tr("The dat has no sound table %1.").arg(hexId(id)));
        fixed += addReachabilityFixes(*composite, *t, std::nullopt);
    }
    if (fixed > 0) {
        composite->setText(tr("Make Every Variant Reachable (%n List(s))", nullptr, fixed));
        push(std::move(composite));
    }
    return fixed;
}

int Document::addReachabilityFixes(CompositeCommand& composite, const SoundTable& table,
                                   std::optional<quint32> soundType) {
    int fixed = 0;
    std::set<quint32> seen;
    for (const SoundTableNode& node : table.root.children) {
        // Only the first child of a key is played; later duplicates are left alone.
        if (!seen.insert(node.key).second || (soundType && node.key != *soundType))
            continue;
        if (!lastVariantLost(node.variants))
            continue;
        composite.add(std::make_unique<InsertVariant>(QString(), table.id, node.key,
                                                      static_cast<int>(node.variants.size()),
                                                      node.variants.back()));
        ++fixed;
    }
    return fixed;
}

Result<int> Document::editVariants(std::vector<VariantRef> variants,
                                   const std::vector<VariantEdit::Change>& changes) {
    auto entries = VariantEdit::plan(m_catalog, std::move(variants), changes);
    if (!entries)
        return fail(entries.error());
    const int count = static_cast<int>(entries->size());
    if (count > 0)
        push(std::make_unique<EditVariants>(VariantEdit::describe(changes, count),
                                            std::move(*entries)));
    return count;
}

// --- history ---

void Document::push(std::unique_ptr<DocumentCommand> command) {
    const bool wasModified = isModified();
    m_history.push(*this, std::move(command));
    ++m_revision;
    afterHistoryChange(wasModified);
}

void Document::undo() {
    if (!m_history.canUndo())
        return;
    const bool wasModified = isModified();
    m_history.undo(*this);
    ++m_revision;
    afterHistoryChange(wasModified);
}

void Document::redo() {
    if (!m_history.canRedo())
        return;
    const bool wasModified = isModified();
    m_history.redo(*this);
    ++m_revision;
    afterHistoryChange(wasModified);
}

void Document::markSaved() {
    const bool wasModified = isModified();
    m_history.setClean();
    m_journalWriter.cancel();
    if (m_journalWritten || QFile::exists(m_journalPath))
        DocumentJournal::remove(m_journalPath);
    m_journalWritten = false;
    afterHistoryChange(wasModified);
}

void Document::afterHistoryChange(bool wasModified) {
    writeJournal();
    notify({DocumentChange::Kind::HistoryChanged});
    if (wasModified != isModified())
        notify({DocumentChange::Kind::ModifiedChanged});
}

void Document::notify(const DocumentChange& change) {
    if (m_callback)
        m_callback(change);
}

// --- mutation surface (commands only) ---

SoundTable* Document::tableForEdit(quint32 id) {
    SoundTable* table = m_catalog.tableForEdit(id);
    if (table)
        m_originalTables.try_emplace(id, *table);
    return table;
}

std::vector<AmbientStbDesc>* Document::ambientForEdit(quint32 region) {
    RegionDesc* desc = m_catalog.regionForEdit(region);
    if (!desc || !desc->ambient)
        return nullptr;
    m_originalAmbient.try_emplace(region, *desc->ambient);
    return &*desc->ambient;
}

void Document::setSetupTable(quint32 setup, quint32 table) {
    const auto found = m_catalog.setupTables().find(setup);
    if (found == m_catalog.setupTables().end())
        return;
    m_originalSetups.try_emplace(setup, found->second);
    m_catalog.setSetupTable(setup, table);
}

// --- journal ---

std::vector<quint32> Document::editedRecords() const {
    std::vector<quint32> ids;
    for (const auto& [id, original] : m_originalTables) {
        if (const SoundTable* now = m_catalog.table(id); now && !(*now == original))
            ids.push_back(id);
    }
    for (const auto& [id, original] : m_originalAmbient) {
        const auto found = m_catalog.regions().find(id);
        if (found != m_catalog.regions().end() && found->second.ambient &&
            !(*found->second.ambient == original))
            ids.push_back(id);
    }
    for (const auto& [id, original] : m_originalSetups) {
        const auto found = m_catalog.setupTables().find(id);
        if (found != m_catalog.setupTables().end() && found->second != original)
            ids.push_back(id);
    }
    for (const auto& [id, original] : m_originalAnimations)
        if (!(m_animations.at(id) == original))
            ids.push_back(id);
    std::sort(ids.begin(), ids.end());
    return ids;
}

std::map<quint32, SoundTable> Document::tablesAsOpened() const {
    std::map<quint32, SoundTable> tables = m_catalog.tables();
    for (const auto& [id, original] : m_originalTables)
        tables.insert_or_assign(id, original);
    return tables;
}

QString Document::journalPath() const {
    return m_journalPath;
}

bool Document::hasJournal() const {
    return m_journalWaiting;
}

void Document::writeJournal() {
    if (!m_options.journal || m_journalPath.isEmpty())
        return;
    JournalContents contents;
    contents.datPath = QFileInfo(path()).absoluteFilePath();
    contents.datSize = m_dat->fileLength();
    for (quint32 id : editedRecords()) {
        if (const SoundTable* table = m_catalog.table(id)) {
            contents.tables.push_back(*table);
            continue;
        }
        const auto region = m_catalog.regions().find(id);
        if (region != m_catalog.regions().end() && region->second.ambient) {
            contents.ambient.emplace(id, *region->second.ambient);
            continue;
        }
        const auto setup = m_catalog.setupTables().find(id);
        if (setup != m_catalog.setupTables().end()) {
            contents.setups.emplace(id, setup->second);
            continue;
        }
        if (const Animation* animation = editedAnimation(id))
            contents.animations.emplace(id, animation->encode());
    }
    for (const auto& [id, wave] : m_newWaves)
        contents.newWaves.emplace(id, wave.encode());
    if (contents.isEmpty() || !isModified()) {
        m_journalWriter.cancel();
        if (m_journalWritten)
            DocumentJournal::remove(m_journalPath);
        m_journalWritten = false;
        return;
    }
    // A journal left by an earlier session is replaced by this session's edits only once the
    // user has decided about it (recovered or discarded); until then it stays untouched.
    if (m_journalWaiting)
        return;
    // Encoding and writing the JSON of hundreds of tables takes longer than the edit itself:
    // such a journal goes to the worker, the newest replacing one not yet written.
    constexpr std::size_t InlineRecords = 32;
    const std::size_t records = contents.tables.size() + contents.ambient.size() +
                                contents.setups.size() + contents.newWaves.size();
    if (records > InlineRecords) {
        m_journalWriter.submit(m_journalPath, std::move(contents));
        m_journalWritten = true;
        return;
    }
    m_journalWriter.cancel(); // an older journal still queued must not land after this one
    m_journalWritten = static_cast<bool>(DocumentJournal::write(m_journalPath, contents));
}

void Document::flushJournal() {
    m_journalWriter.flush();
}

Result<int> Document::recoverJournal() {
    if (!m_journalWaiting)
        return fail(ErrorCode::NotFound, tr("There are no unsaved edits to recover."));
    auto contents = DocumentJournal::read(m_journalPath);
    if (!contents)
        return fail(contents.error());
    if (contents->datSize != m_dat->fileLength())
        return fail(ErrorCode::Usage,
                    tr("The unsaved edits were made to a different version of this dat (it was "
                       "%1 bytes, it is now %2 bytes), so they cannot be applied.")
                        .arg(contents->datSize)
                        .arg(m_dat->fileLength()));

    auto composite = std::make_unique<CompositeCommand>(tr("Recover Unsaved Edits"));
    int restored = 0;
    for (SoundTable& table : contents->tables) {
        const SoundTable* current = m_catalog.table(table.id);
        if (!current)
            continue;
        composite->add(std::make_unique<ReplaceTable>(QString(), *current, std::move(table)));
        ++restored;
    }
    for (auto& [region, stbs] : contents->ambient) {
        const auto found = m_catalog.regions().find(region);
        if (found == m_catalog.regions().end() || !found->second.ambient)
            continue;
        composite->add(std::make_unique<ReplaceAmbient>(QString(), region, *found->second.ambient,
                                                        std::move(stbs)));
        ++restored;
    }
    for (const auto& [setup, table] : contents->setups) {
        const auto found = m_catalog.setupTables().find(setup);
        if (found == m_catalog.setupTables().end())
            continue;
        composite->add(std::make_unique<ChangeValue>(
            QString(), FieldRef{Field::SetupTable, setup, 0, 0}, found->second, table));
        ++restored;
    }
    for (const auto& [id, bytes] : contents->animations) {
        auto edited = Animation::decode(bytes);
        if (!edited)
            return fail(ErrorCode::Parse,
                        tr("The journal is damaged: the edited animation %1 does not decode (%2).")
                            .arg(hexId(id), edited.error().message),
                        -1, m_journalPath);
        auto current = animation(id);
        if (!current || edited->id != id)
            continue; // the dat no longer holds it (or it never decoded): nothing to replace
        composite->add(
            std::make_unique<ReplaceAnimation>(QString(), std::move(*current), std::move(*edited)));
        ++restored;
    }
    for (auto& [id, bytes] : contents->newWaves) {
        auto wave = Wave::decode(bytes);
        if (!wave)
            return fail(ErrorCode::Parse,
                        tr("The journal is damaged: the imported wave %1 does not decode (%2).")
                            .arg(hexId(id), wave.error().message),
                        -1, m_journalPath);
        // an id the dat has meanwhile (or another import took) keeps the dat's wave
        if (m_catalog.hasWave(id) || m_newWaves.contains(id))
            continue;
        wave->id = id;
        composite->add(std::make_unique<AddNewWave>(QString(), id, std::move(*wave)));
        ++restored;
    }
    m_journalWaiting = false;
    if (restored > 0)
        push(std::move(composite));
    else
        DocumentJournal::remove(m_journalPath);
    return restored;
}

void Document::discardJournal() {
    if (!m_journalWaiting)
        return;
    DocumentJournal::remove(m_journalPath);
    m_journalWaiting = false;
    writeJournal();
}

} // namespace soundstage
