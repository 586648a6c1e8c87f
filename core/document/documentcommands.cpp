#include "core/document/documentcommands.h"

#include "core/document/document.h"
#include "core/document/documentchange.h"
#include "core/records/animation.h"

#include <algorithm>

namespace soundstage {

namespace {

SoundTableNode* findChild(SoundTable* table, quint32 soundType) {
    return table ? table->sound(soundType) : nullptr;
}

DocumentChange variantsChanged(quint32 table, quint32 soundType) {
    DocumentChange change;
    change.kind = DocumentChange::Kind::VariantsChanged;
    change.record = table;
    change.soundType = soundType;
    return change;
}

DocumentChange tableChanged(quint32 table) {
    DocumentChange change;
    change.kind = DocumentChange::Kind::TableChanged;
    change.record = table;
    return change;
}

} // namespace

// --- DocumentCommand ---

SoundTable* DocumentCommand::tableForEdit(Document& document, quint32 id) {
    return document.tableForEdit(id);
}

std::vector<AmbientStbDesc>* DocumentCommand::ambientForEdit(Document& document, quint32 region) {
    return document.ambientForEdit(region);
}

void DocumentCommand::setSetupTable(Document& document, quint32 setup, quint32 table) {
    document.setSetupTable(setup, table);
}

void DocumentCommand::notify(Document& document, const DocumentChange& change) {
    document.notify(change);
}

void DocumentCommand::setNewWave(Document& document, quint32 id, const Wave* wave) {
    document.setNewWave(id, wave);
}

Animation* DocumentCommand::animationForEdit(Document& document, quint32 id) {
    return document.animationForEdit(id);
}

AddNewWave::AddNewWave(QString text, quint32 id, Wave wave)
    : DocumentCommand(std::move(text))
    , m_id(id)
    , m_wave(std::move(wave)) {}

void AddNewWave::redo(Document& document) {
    setNewWave(document, m_id, &m_wave);
}

void AddNewWave::undo(Document& document) {
    setNewWave(document, m_id, nullptr);
}

void CompositeCommand::redo(Document& document) {
    for (auto& child : m_children)
        child->redo(document);
}

void CompositeCommand::undo(Document& document) {
    for (auto it = m_children.rbegin(); it != m_children.rend(); ++it)
        (*it)->undo(document);
}

// --- ChangeValue ---

ChangeValue::ChangeValue(QString text, FieldRef ref, FieldValue before, FieldValue after)
    : DocumentCommand(std::move(text))
    , m_ref(ref)
    , m_before(before)
    , m_after(after) {}

void ChangeValue::redo(Document& document) {
    apply(document, m_after);
}

void ChangeValue::undo(Document& document) {
    apply(document, m_before);
}

bool ChangeValue::mergeWith(const DocumentCommand& next) {
    const auto* other = dynamic_cast<const ChangeValue*>(&next);
    if (!other || other->m_ref != m_ref)
        return false;
    m_after = other->m_after;
    return true;
}

void ChangeValue::apply(Document& document, const FieldValue& value) {
    const auto asId = [&] { return std::get<quint32>(value); };
    const auto asFloat = [&] { return std::get<float>(value); };
    switch (m_ref.field) {
    case Field::VariantWave:
    case Field::VariantPriority:
    case Field::VariantProbability:
    case Field::VariantVolume: {
        SoundTableNode* sound = findChild(tableForEdit(document, m_ref.record), m_ref.key);
        if (!sound || m_ref.index < 0 || m_ref.index >= static_cast<int>(sound->variants.size()))
            return;
        SoundVariant& v = sound->variants[static_cast<size_t>(m_ref.index)];
        if (m_ref.field == Field::VariantWave)
            v.wave = asId();
        else if (m_ref.field == Field::VariantPriority)
            v.priority = asFloat();
        else if (m_ref.field == Field::VariantProbability)
            v.probability = asFloat();
        else
            v.volume = asFloat();
        break;
    }
    case Field::AmbientTable:
    case Field::AmbientSoundType:
    case Field::AmbientVolume:
    case Field::AmbientBaseChance:
    case Field::AmbientMinRate:
    case Field::AmbientMaxRate: {
        std::vector<AmbientStbDesc>* ambient = ambientForEdit(document, m_ref.record);
        if (!ambient || m_ref.key >= ambient->size())
            return;
        AmbientStbDesc& stb = (*ambient)[m_ref.key];
        if (m_ref.field == Field::AmbientTable) {
            stb.soundTable = asId();
            break;
        }
        if (m_ref.index < 0 || m_ref.index >= static_cast<int>(stb.sounds.size()))
            return;
        AmbientSoundDesc& s = stb.sounds[static_cast<size_t>(m_ref.index)];
        if (m_ref.field == Field::AmbientSoundType)
            s.soundType = asId();
        else if (m_ref.field == Field::AmbientVolume)
            s.volume = asFloat();
        else if (m_ref.field == Field::AmbientBaseChance)
            s.baseChance = asFloat();
        else if (m_ref.field == Field::AmbientMinRate)
            s.minRate = asFloat();
        else
            s.maxRate = asFloat();
        break;
    }
    case Field::SetupTable:
        setSetupTable(document, m_ref.record, asId());
        break;
    case Field::HookWave:
    case Field::HookSoundType:
    case Field::HookProbability:
    case Field::HookVolume: {
        Animation* animation = animationForEdit(document, m_ref.record);
        if (!animation || m_ref.key >= animation->frames.size())
            return;
        auto& hooks = animation->frames[m_ref.key].hooks;
        if (m_ref.index < 0 || m_ref.index >= static_cast<int>(hooks.size()))
            return;
        AnimationHook& hook = hooks[static_cast<std::size_t>(m_ref.index)];
        if (auto* sound = hook.as<SoundHook>(); sound && m_ref.field == Field::HookWave)
            sound->wave = asId();
        else if (auto* table = hook.as<SoundTableHook>();
                 table && m_ref.field == Field::HookSoundType)
            table->soundType = asId();
        else if (auto* tweaked = hook.as<SoundTweakedHook>()) {
            if (m_ref.field == Field::HookWave)
                tweaked->wave = asId();
            else if (m_ref.field == Field::HookProbability)
                tweaked->probability = asFloat();
            else if (m_ref.field == Field::HookVolume)
                tweaked->volume = asFloat();
        }
        break;
    }
    }
    DocumentChange change;
    change.kind = DocumentChange::Kind::ValueChanged;
    change.record = m_ref.record;
    change.soundType = m_ref.key;
    change.field = m_ref;
    notify(document, change);
}

// --- variants ---

EditVariants::EditVariants(QString text, std::vector<VariantEdit::Entry> entries)
    : DocumentCommand(std::move(text))
    , m_entries(std::move(entries)) {}

void EditVariants::redo(Document& document) {
    apply(document, true);
}

void EditVariants::undo(Document& document) {
    apply(document, false);
}

void EditVariants::apply(Document& document, bool after) {
    std::vector<quint32> touched;
    SoundTable* table = nullptr;
    SoundTableNode* sound = nullptr;
    for (const VariantEdit::Entry& entry : m_entries) {
        if (touched.empty() || touched.back() != entry.ref.table) {
            table = tableForEdit(document, entry.ref.table);
            sound = nullptr;
            touched.push_back(entry.ref.table);
        }
        if (!sound || sound->key != entry.ref.soundType)
            sound = findChild(table, entry.ref.soundType);
        if (!sound || entry.ref.index >= static_cast<int>(sound->variants.size()))
            continue;
        sound->variants[static_cast<size_t>(entry.ref.index)] = after ? entry.after : entry.before;
    }
    // Told once all are changed: a view refreshing on the first table sees a consistent whole.
    for (const quint32 id : touched)
        notify(document, tableChanged(id));
}

InsertVariant::InsertVariant(QString text, quint32 table, quint32 soundType, int index,
                             SoundVariant variant)
    : DocumentCommand(std::move(text))
    , m_table(table)
    , m_soundType(soundType)
    , m_index(index)
    , m_variant(variant) {}

void InsertVariant::redo(Document& document) {
    SoundTableNode* sound = findChild(tableForEdit(document, m_table), m_soundType);
    if (!sound)
        return;
    const auto at = std::min(static_cast<size_t>(m_index), sound->variants.size());
    sound->variants.insert(sound->variants.begin() + static_cast<std::ptrdiff_t>(at), m_variant);
    notify(document, variantsChanged(m_table, m_soundType));
}

void InsertVariant::undo(Document& document) {
    SoundTableNode* sound = findChild(tableForEdit(document, m_table), m_soundType);
    if (!sound || m_index >= static_cast<int>(sound->variants.size()))
        return;
    sound->variants.erase(sound->variants.begin() + m_index);
    notify(document, variantsChanged(m_table, m_soundType));
}

RemoveVariant::RemoveVariant(QString text, quint32 table, quint32 soundType, int index)
    : DocumentCommand(std::move(text))
    , m_table(table)
    , m_soundType(soundType)
    , m_index(index) {}

void RemoveVariant::redo(Document& document) {
    SoundTableNode* sound = findChild(tableForEdit(document, m_table), m_soundType);
    if (!sound || m_index >= static_cast<int>(sound->variants.size()))
        return;
    m_removed = sound->variants[static_cast<size_t>(m_index)];
    sound->variants.erase(sound->variants.begin() + m_index);
    notify(document, variantsChanged(m_table, m_soundType));
}

void RemoveVariant::undo(Document& document) {
    SoundTableNode* sound = findChild(tableForEdit(document, m_table), m_soundType);
    if (!sound)
        return;
    const auto at = std::min(static_cast<size_t>(m_index), sound->variants.size());
    sound->variants.insert(sound->variants.begin() + static_cast<std::ptrdiff_t>(at), m_removed);
    notify(document, variantsChanged(m_table, m_soundType));
}

MoveVariant::MoveVariant(QString text, quint32 table, quint32 soundType, int from, int to)
    : DocumentCommand(std::move(text))
    , m_table(table)
    , m_soundType(soundType)
    , m_from(from)
    , m_to(to) {}

void MoveVariant::redo(Document& document) {
    move(document, m_from, m_to);
}

void MoveVariant::undo(Document& document) {
    move(document, m_to, m_from);
}

void MoveVariant::move(Document& document, int from, int to) {
    SoundTableNode* sound = findChild(tableForEdit(document, m_table), m_soundType);
    const int n = sound ? static_cast<int>(sound->variants.size()) : 0;
    if (from < 0 || to < 0 || from >= n || to >= n)
        return;
    SoundVariant moving = sound->variants[static_cast<size_t>(from)];
    sound->variants.erase(sound->variants.begin() + from);
    sound->variants.insert(sound->variants.begin() + to, moving);
    notify(document, variantsChanged(m_table, m_soundType));
}

// --- sound types ---

InsertSoundType::InsertSoundType(QString text, quint32 table, int position, SoundTableNode node)
    : DocumentCommand(std::move(text))
    , m_table(table)
    , m_position(position)
    , m_node(std::move(node)) {}

void InsertSoundType::redo(Document& document) {
    SoundTable* table = tableForEdit(document, m_table);
    if (!table)
        return;
    auto& children = table->root.children;
    const auto at = std::min(static_cast<size_t>(m_position), children.size());
    children.insert(children.begin() + static_cast<std::ptrdiff_t>(at), m_node);
    notify(document, tableChanged(m_table));
}

void InsertSoundType::undo(Document& document) {
    SoundTable* table = tableForEdit(document, m_table);
    if (!table || m_position >= static_cast<int>(table->root.children.size()))
        return;
    table->root.children.erase(table->root.children.begin() + m_position);
    notify(document, tableChanged(m_table));
}

RemoveSoundType::RemoveSoundType(QString text, quint32 table, int position)
    : DocumentCommand(std::move(text))
    , m_table(table)
    , m_position(position) {}

void RemoveSoundType::redo(Document& document) {
    SoundTable* table = tableForEdit(document, m_table);
    if (!table || m_position >= static_cast<int>(table->root.children.size()))
        return;
    m_removed = table->root.children[static_cast<size_t>(m_position)];
    table->root.children.erase(table->root.children.begin() + m_position);
    notify(document, tableChanged(m_table));
}

void RemoveSoundType::undo(Document& document) {
    SoundTable* table = tableForEdit(document, m_table);
    if (!table)
        return;
    auto& children = table->root.children;
    const auto at = std::min(static_cast<size_t>(m_position), children.size());
    children.insert(children.begin() + static_cast<std::ptrdiff_t>(at), m_removed);
    notify(document, tableChanged(m_table));
}

// --- whole records ---

ReplaceTable::ReplaceTable(QString text, SoundTable before, SoundTable after)
    : DocumentCommand(std::move(text))
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

void ReplaceTable::redo(Document& document) {
    apply(document, m_after);
}

void ReplaceTable::undo(Document& document) {
    apply(document, m_before);
}

void ReplaceTable::apply(Document& document, const SoundTable& table) {
    SoundTable* target = tableForEdit(document, table.id);
    if (!target)
        return;
    *target = table;
    notify(document, tableChanged(table.id));
}

ReplaceAmbient::ReplaceAmbient(QString text, quint32 region, std::vector<AmbientStbDesc> before,
                               std::vector<AmbientStbDesc> after)
    : DocumentCommand(std::move(text))
    , m_region(region)
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

void ReplaceAmbient::redo(Document& document) {
    apply(document, m_after);
}

void ReplaceAmbient::undo(Document& document) {
    apply(document, m_before);
}

void ReplaceAmbient::apply(Document& document, const std::vector<AmbientStbDesc>& ambient) {
    std::vector<AmbientStbDesc>* target = ambientForEdit(document, m_region);
    if (!target)
        return;
    *target = ambient;
    DocumentChange change;
    change.kind = DocumentChange::Kind::RegionChanged;
    change.record = m_region;
    notify(document, change);
}

} // namespace soundstage
