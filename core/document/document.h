#pragma once

#include "core/common/error.h"
#include "core/document/documentchange.h"
#include "core/document/documentfield.h"
#include "core/document/journalwriter.h"
#include "core/document/soundcatalog.h"
#include "core/document/undohistory.h"
#include "core/document/variantedit.h"
#include "core/records/animation.h"
#include "core/records/wave.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace soundstage {

class DatFile;
class CompositeCommand;
class DocumentCommand;

/// The editable document: an opened dat, its SoundCatalog (which holds the *current*, edited
/// state of every table, region and setup), the Animations whose sound hooks were edited (read
/// from the dat when first edited) and the undo history. Every edit goes through the
/// edit methods below, which validate, build a DocumentCommand and push it; nothing else
/// changes the catalog. After each change the document
/// - sends DocumentChange events to its one change callback,
/// - writes a journal of the records that differ from the dat (JSON, see DocumentJournal) so a
///   crash loses nothing; recoverJournal() brings such edits back as one undoable step.
///
/// Threads: open() may run on a worker thread (it touches nothing shared); the Document it
/// returns is then handed to one owning thread (the GUI thread in the editor) and from then on
/// owned and used by that thread only — the change callback runs there too. Methods that can be
/// refused return an Error (code Usage or NotFound) whose message says why, in words a user
/// understands.
class Document final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::Document)

public:
    Q_DISABLE_COPY_MOVE(Document)
    ~Document();

    struct Options {
        /// Where journals go; empty = <AppLocalDataLocation>/journal.
        QString journalDirectory;
        bool journal = true; ///< false: never write or read a journal
    };

    using ChangeCallback = std::function<void(const DocumentChange&)>;

    /// Opens a dat read-only and loads its catalog. Fails when the dat cannot be opened or its
    /// directory walked, or with ErrorCode::Cancelled when `progress` (optional; see
    /// SoundCatalog::load) is cancelled; records that fail to decode are listed in
    /// catalog().problems(). Reads the journal directory but writes nothing.
    [[nodiscard]] static Result<std::unique_ptr<Document>>
    open(const QString& path, const Options& options, ProgressSink* progress = nullptr);
    [[nodiscard]] static Result<std::unique_ptr<Document>> open(const QString& path) {
        return open(path, Options{});
    }

    [[nodiscard]] const QString& path() const;
    [[nodiscard]] const DatFile& dat() const { return *m_dat; }
    /// The opened dat, shared: work on another thread (a background save) keeps it mapped even
    /// when the document is closed meanwhile. DatFile is safe to read from several threads.
    [[nodiscard]] std::shared_ptr<const DatFile> sharedDat() const { return m_dat; }
    /// The current state, edits included.
    [[nodiscard]] const SoundCatalog& catalog() const { return m_catalog; }
    [[nodiscard]] const SoundTable* table(quint32 id) const { return m_catalog.table(id); }
    /// The first child of the table's root with that sound type (the one the client plays).
    [[nodiscard]] const SoundTableNode* sound(quint32 table, quint32 soundType) const;
    [[nodiscard]] std::optional<FieldValue> value(const FieldRef& ref) const;

    /// One callback; setting another replaces it. Called synchronously after each change.
    void setChangeCallback(ChangeCallback callback) { m_callback = std::move(callback); }

    // --- edits (each one undo step; all validated) ---

    /// The generic "change one value" edit; consecutive changes of one field merge.
    Result<void> setValue(const FieldRef& ref, FieldValue value);
    /// Inserts `variant` before `index` (index = size appends).
    Result<void> insertVariant(quint32 table, quint32 soundType, int index,
                               const SoundVariant& variant);
    /// Inserts a copy of the variant right after it.
    Result<void> duplicateVariant(quint32 table, quint32 soundType, int index);
    Result<void> removeVariant(quint32 table, quint32 soundType, int index);
    /// Moves the variant at `from` so that it ends up at index `to`.
    Result<void> moveVariant(quint32 table, quint32 soundType, int from, int to);
    /// Appends a sound type to the table with one variant `{wave 0, priority 0, probability 1,
    /// volume 1}`; refused when the table already has that sound type.
    Result<void> addSoundType(quint32 table, quint32 soundType);
    Result<void> removeSoundType(quint32 table, quint32 soundType);
    /// The retail-safe fix for "last of N ≥ 2 never chosen": repeats the last variant at the end
    /// of every list of the table (or of one sound type) whose last variant is lost (see
    /// lastVariantLost()). Returns how many lists were fixed (0: nothing to do, nothing pushed).
    Result<int> makeEveryVariantReachable(quint32 table,
                                          std::optional<quint32> soundType = std::nullopt);
    /// The same fix for every table of `tables` as one undo step; refused (nothing changed)
    /// when one is not in the dat. Returns how many lists were fixed.
    Result<int> makeEveryVariantReachable(const std::vector<quint32>& tables);
    /// Applies `changes` to every variant of `variants` as one undo step (VariantEdit::plan:
    /// refused as a whole when one variant or one result is invalid). The step's text says how
    /// many variants changed (VariantEdit::describe). Returns that number (0: nothing pushed).
    Result<int> editVariants(std::vector<VariantRef> variants,
                             const std::vector<VariantEdit::Change>& changes);

    // --- ambient sounds (FieldRef of an ambient Field: region, STB, sound; setValue) ---

    /// Inserts `sound` before `index` (0 … the STB's sound count) of ambient STB `stb` of
    /// `region`. Refused (Usage) when one of its fields is a value setValue() would refuse (the
    /// message starts with the field's name, ambientFieldName()); NotFound for no such region,
    /// STB or index. One undo step; RegionChanged.
    Result<void> insertAmbientSound(quint32 region, quint32 stb, int index,
                                    const AmbientSoundDesc& sound);
    /// Removes the sound at `index` of ambient STB `stb` of `region` (NotFound for no such
    /// place). One undo step; RegionChanged.
    Result<void> removeAmbientSound(quint32 region, quint32 stb, int index);
    /// An ambient Field's name as a user reads it ("Volume", "Base chance"; translated), empty
    /// for other fields.
    [[nodiscard]] static QString ambientFieldName(Field field);

    // --- animation hooks (FieldRef of a hook Field: animation, frame, position; setValue) ---

    /// An Animation's current state: the edited one, else decoded from the dat. Errors:
    /// NotFound when the dat has no such record, the reader's error when it does not decode.
    [[nodiscard]] Result<Animation> animation(quint32 id) const;
    /// The edited one, or nullptr when no edit touched it (then it is as the dat holds it).
    [[nodiscard]] const Animation* editedAnimation(quint32 id) const;
    /// Every edited Animation's current state (those back to the dat's state included).
    [[nodiscard]] const std::map<quint32, Animation>& editedAnimations() const {
        return m_animations;
    }
    /// Inserts a Sound, SoundTable or SoundTweaked hook at `position` (0 … the frame's hook
    /// count) of `frame`'s hook list; the animation's has-hooks flag follows. Refused (Usage)
    /// for another hook type or a value setValue() would refuse; NotFound for no such place.
    Result<void> insertHook(quint32 animation, int frame, int position, const AnimationHook& hook);
    /// Removes the sound hook at `position` of `frame`; refused (Usage) for a non-sound hook,
    /// whose payload the editor does not know.
    Result<void> removeHook(quint32 animation, int frame, int position);

    /// Refusal reason for a value (see DocumentValidator::checkValue), or nothing when fine.
    [[nodiscard]] std::optional<QString> checkValue(const FieldRef& ref,
                                                    const FieldValue& value) const;

    // --- history ---

    [[nodiscard]] const UndoHistory& history() const { return m_history; }
    void undo();
    void redo();
    /// True when the current state differs from the dat as opened (or last marked saved).
    [[nodiscard]] bool isModified() const { return !m_history.isClean(); }
    /// Declares the current state saved: clean history, journal removed.
    void markSaved();
    /// Counts every change of the state: each edit (merged ones too), undo, redo and journal
    /// recovery. Work that took a snapshot (a background save) compares it to learn whether the
    /// document changed since; markSaved() does not change it.
    [[nodiscard]] quint64 revision() const { return m_revision; }

    // --- journal ---

    /// The journal file of this dat (whether or not it exists).
    [[nodiscard]] QString journalPath() const;
    /// A journal from an earlier session is waiting (checked when the document was opened).
    [[nodiscard]] bool hasJournal() const;
    /// Applies the journaled records as one undoable step "Recover unsaved edits". Returns how
    /// many records were restored. Fails (leaving the document as it was) when the journal is
    /// unreadable or was written for a dat of another size.
    Result<int> recoverJournal();
    /// Deletes the waiting journal (the user declined recovery).
    void discardJournal();
    /// Waits until the journal on disk is the current state. A journal of many records (after a
    /// bulk edit: hundreds of tables, megabytes of JSON) is written on a worker (JournalWriter)
    /// so the edit returns at once; a small one is written before the edit returns.
    void flushJournal();

    /// Ids of records whose current state differs from the dat (new waves not included).
    [[nodiscard]] std::vector<quint32> editedRecords() const;
    /// Every SoundTable as the dat holds it (the catalog with the first-seen state of each
    /// edited table put back): the "original" side of an override diff.
    [[nodiscard]] std::map<quint32, SoundTable> tablesAsOpened() const;

    // --- new waves ---
    /// Adds an imported sound (AudioImport::toWave / importFile) as a new wave, pending until
    /// saved: it is listed in catalog().waves() (size = its encoded size, offset 0) so views and
    /// wave-id completion see it, and the next save writes it (DocumentSaver). One undo step.
    /// `id`: a chosen id in 0x0A000000–0x0A00FFFF, else the lowest free one there (neither in
    /// the dat nor pending). Usage error for a taken or out-of-range id, NotFound when the range
    /// is full. New waves are journaled with the edits (DocumentJournal's side files).
    Result<quint32> addNewWave(Wave wave, std::optional<quint32> id = std::nullopt);
    /// What replaceWaveWithNew() did: the new wave's id, how many variants now name it.
    struct WaveReplacement {
        quint32 id = 0;
        int variants = 0;
    };
    /// Puts an edited version of wave `wave` (an external editor's save) in its place: the
    /// sound becomes a new pending wave (a free id, as addNewWave() picks it) and every variant
    /// that names `wave` names the new one instead, as one undo step. The dat's wave itself is
    /// left as it is (the source dat is never modified, and other records may name it); the
    /// next save writes the new wave and the tables. NotFound when no variant names `wave`;
    /// addNewWave()'s errors when no id is free.
    Result<WaveReplacement> replaceWaveWithNew(quint32 wave, Wave replacement);
    /// The pending new waves by id (empty after a save reopens the document).
    [[nodiscard]] const std::map<quint32, Wave>& newWaves() const { return m_newWaves; }
    /// Wave record `id` as the document has it: a pending new wave, else the dat's record,
    /// decoded. Errors: NotFound when neither holds it, the dat's read error, or the record's
    /// decode error in the dat's file. Any thread that may read the document.
    [[nodiscard]] Result<Wave> waveRecord(quint32 id) const;

private:
    friend class DocumentCommand;

    Document() = default;
    void push(std::unique_ptr<DocumentCommand> command);
    void afterHistoryChange(bool wasModified);
    void notify(const DocumentChange& change);
    void writeJournal();
    Result<void> checkVariant(quint32 table, quint32 soundType, int index, bool allowEnd) const;
    Result<void> checkAmbientSound(quint32 region, quint32 stb, int index, bool allowEnd) const;
    Result<void> checkHook(const Animation& animation, int frame, int position,
                           bool allowEnd) const;
    std::optional<FieldValue> hookValue(const FieldRef& ref) const;
    /// Adds the reachability fix of each lost list of `table` (or of one sound type) to
    /// `composite`; returns how many.
    static int addReachabilityFixes(CompositeCommand& composite, const SoundTable& table,
                                    std::optional<quint32> soundType);

    SoundTable* tableForEdit(quint32 id);
    std::vector<AmbientStbDesc>* ambientForEdit(quint32 region);
    void setSetupTable(quint32 setup, quint32 table);
    void setNewWave(quint32 id, const Wave* wave);
    /// `id` itself when given (Usage when out of range or taken), else the lowest free wave id.
    [[nodiscard]] Result<quint32> freeWaveId(std::optional<quint32> id) const;
    Animation* animationForEdit(quint32 id);

    std::shared_ptr<DatFile> m_dat;
    SoundCatalog m_catalog;
    UndoHistory m_history;
    ChangeCallback m_callback;
    Options m_options;
    QString m_journalPath;
    bool m_journalWaiting = false;
    quint64 m_revision = 0;
    bool m_journalWritten = false;

    // First-seen state of every record an edit touched, to tell what differs from the dat.
    std::map<quint32, SoundTable> m_originalTables;
    std::map<quint32, std::vector<AmbientStbDesc>> m_originalAmbient;
    std::map<quint32, quint32> m_originalSetups;
    std::map<quint32, Wave> m_newWaves;
    std::map<quint32, Animation> m_animations;         ///< current state of each edited one
    std::map<quint32, Animation> m_originalAnimations; ///< as the dat holds it
    /// Last member: destroyed first, it writes a pending journal while the rest still exists.
    JournalWriter m_journalWriter;
};

} // namespace soundstage
