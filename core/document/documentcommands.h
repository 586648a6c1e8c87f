#pragma once

// The concrete edits of a Document, one class per concept (as Tiled's undocommands.h groups
// them). They are built by Document's edit API after validation; see documentcommand.h.

#include "core/document/documentcommand.h"
#include "core/document/documentfield.h"
#include "core/document/variantedit.h"
#include "core/records/regiondesc.h"
#include "core/records/soundtable.h"
#include "core/records/wave.h"

namespace soundstage {

/// The generic "change one value" command: any Field at any FieldRef. id() is the Field, and
/// consecutive changes of the same place merge (the first old value is kept).
class ChangeValue final : public DocumentCommand {
public:
    ChangeValue(QString text, FieldRef ref, FieldValue before, FieldValue after);
    void redo(Document& document) override;
    void undo(Document& document) override;
    [[nodiscard]] int id() const override { return static_cast<int>(m_ref.field); }
    bool mergeWith(const DocumentCommand& next) override;
    [[nodiscard]] bool isObsolete() const override { return m_before == m_after; }

private:
    void apply(Document& document, const FieldValue& value);
    FieldRef m_ref;
    FieldValue m_before;
    FieldValue m_after;
};

/// A bulk edit of variants (VariantEdit's plan): every entry's variant set to its `after` on
/// redo and back to its `before` on undo, one TableChanged per table touched. Entries are sorted
/// by VariantRef, so each table is looked up once per step.
class EditVariants final : public DocumentCommand {
public:
    EditVariants(QString text, std::vector<VariantEdit::Entry> entries);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    void apply(Document& document, bool after);
    std::vector<VariantEdit::Entry> m_entries;
};

/// Inserts one variant into a sound type's list (add and duplicate).
class InsertVariant final : public DocumentCommand {
public:
    InsertVariant(QString text, quint32 table, quint32 soundType, int index, SoundVariant variant);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    quint32 m_table;
    quint32 m_soundType;
    int m_index;
    SoundVariant m_variant;
};

/// Removes one variant from a sound type's list.
class RemoveVariant final : public DocumentCommand {
public:
    RemoveVariant(QString text, quint32 table, quint32 soundType, int index);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    quint32 m_table;
    quint32 m_soundType;
    int m_index;
    SoundVariant m_removed;
};

/// Moves one variant within its list.
class MoveVariant final : public DocumentCommand {
public:
    MoveVariant(QString text, quint32 table, quint32 soundType, int from, int to);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    void move(Document& document, int from, int to);
    quint32 m_table;
    quint32 m_soundType;
    int m_from;
    int m_to;
};

/// Inserts a sound type (a child of the table's root) at a position.
class InsertSoundType final : public DocumentCommand {
public:
    InsertSoundType(QString text, quint32 table, int position, SoundTableNode node);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    quint32 m_table;
    int m_position;
    SoundTableNode m_node;
};

/// Adds an imported wave as a pending new record (written by the next save).
class AddNewWave final : public DocumentCommand {
public:
    AddNewWave(QString text, quint32 id, Wave wave);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    quint32 m_id;
    Wave m_wave;
};

/// Removes the sound type at a position of the table's root.
class RemoveSoundType final : public DocumentCommand {
public:
    RemoveSoundType(QString text, quint32 table, int position);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    quint32 m_table;
    int m_position;
    SoundTableNode m_removed;
};

/// Replaces a whole table (journal recovery).
class ReplaceTable final : public DocumentCommand {
public:
    ReplaceTable(QString text, SoundTable before, SoundTable after);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    void apply(Document& document, const SoundTable& table);
    SoundTable m_before;
    SoundTable m_after;
};

/// Replaces the ambient STB list of a region (journal recovery).
class ReplaceAmbient final : public DocumentCommand {
public:
    ReplaceAmbient(QString text, quint32 region, std::vector<AmbientStbDesc> before,
                   std::vector<AmbientStbDesc> after);
    void redo(Document& document) override;
    void undo(Document& document) override;

private:
    void apply(Document& document, const std::vector<AmbientStbDesc>& ambient);
    quint32 m_region;
    std::vector<AmbientStbDesc> m_before;
    std::vector<AmbientStbDesc> m_after;
};

} // namespace soundstage
