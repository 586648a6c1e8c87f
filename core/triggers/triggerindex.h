#pragma once

#include "core/common/error.h"
#include "core/common/progresssink.h"
#include "core/records/animationhook.h"
#include "core/records/motiontable.h"
#include "core/records/recordtype.h"
#include "core/retail/fpumodel.h"

#include <QByteArrayView>
#include <QStringList>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

namespace soundstage {

class DatFile;
class SoundCatalog;

/// Why a sound hook is never heard, or is suspicious. Bit flags; keys by hookVerdictKeys().
enum class HookVerdict : quint32 {
    None = 0,
    LastFrameForward = 1u << 0,   ///< on high_frame of every forward play: never fires
    FirstFrameBackward = 1u << 1, ///< on low_frame of every backward play: never fires
    NoBackwardPlay = 1u << 2,     ///< a Backward hook, and no motion plays the animation backwards
    NoForwardPlay = 1u << 3,      ///< a Forward hook, and no motion plays the animation forwards
    OutsideFrameRange = 1u << 4,  ///< outside the frame range every motion plays
    NotPlayed = 1u << 5,          ///< no motion table plays the animation (or calls the script)
    NoTableHasSound = 1u << 6,    ///< SoundTable hook: no default table of its setups has the type
    GatedOff = 1u << 7,           ///< SoundTweaked with probability ≤ 0 (gate count 0)
    MissingWave = 1u << 8,        ///< Sound / SoundTweaked naming a wave the dat lacks
};

/// Plain-English keys of the set flags, in flag order ("never fires: last frame of a forward
/// play", "no table has this sound", …). Stable: JSON and tests use them; the editor translates
/// them for display.
[[nodiscard]] QStringList hookVerdictKeys(quint32 verdicts);

/// Where a hook sits: an Animation frame or a PhysicsScript entry.
struct HookSite {
    quint32 record = 0; ///< Animation (0x03…) or PhysicsScript (0x33…)
    int frame = -1;     ///< the animation frame; -1 in a script
    double time = 0.0;  ///< a script entry's start time, seconds (0 in an animation)
    int position = 0;   ///< index in the frame's hook list or the script's entries (file order)
    AnimationHook hook;

    [[nodiscard]] bool inScript() const { return frame < 0; }
};

/// One way a motion table plays an animation: an AnimData of a cycle, modifier or link, or a
/// motion the client derives from a cycle (adjust_motion: WalkBackwards plays WalkForward at
/// speed −0.65, TurnLeft plays TurnRight and SideStepLeft plays SideStepRight negated).
struct MotionPlay {
    enum class Part { Cycle, Modifier, Link, Derived };
    quint32 motionTable = 0;
    quint32 style = 0;   ///< stance (0x80…)
    quint32 command = 0; ///< the motion command (for a link: the target)
    Part part = Part::Cycle;
    quint32 from = 0;  ///< Link: the substate it leaves (0 = from any); Derived: the cycle
    AnimData anim;     ///< framerate is the effective one (negative = reverse)
    int animIndex = 0; ///< position in the MotionData's AnimData list
    int animCount = 1; ///< length of that list (the last one loops in a cycle)
};

/// The client's adjust_motion: a command played as another cycle at a scaled speed (its own
/// cycle, if a table has one, never plays).
struct MotionDerivation {
    quint32 cycle;   ///< the cycle that is played (WalkForward, TurnRight, SideStepRight)
    quint32 command; ///< the command asked for (WalkBackwards, TurnLeft, SideStepLeft)
    float speed;     ///< −0.65, −1, −1
};
/// The three derivations, or the one for `command` (nullptr when it plays its own cycle).
[[nodiscard]] std::span<const MotionDerivation> motionDerivations();
[[nodiscard]] const MotionDerivation* motionDerivation(quint32 command);

/// "cycle", "modifier", "link", "derived".
[[nodiscard]] QString motionPartName(MotionPlay::Part part);

/// A CallPES chain problem found while following scripts: a call to a script the dat does not
/// hold, or a chain that comes back to a script already on it (followed once, never looped).
struct ChainNote {
    enum class Kind { MissingScript, Cycle };
    Kind kind = Kind::MissingScript;
    std::vector<quint32> chain; ///< caller (animation or script) … the missing / repeated script
};

/// A sound hook with what makes it fire and what the index concluded about it.
struct TriggerHook {
    HookSite site;
    quint32 verdicts = 0; ///< HookVerdict flags
    int gateCount = -1;   ///< SoundTweaked: PlayGate::count(probability) of 32768; else -1
    std::vector<MotionPlay> motions; ///< plays of the animation (a script: of its callers)
    std::vector<quint32> setups;     ///< setups that reach it by default, ascending

    [[nodiscard]] bool has(HookVerdict v) const {
        return (verdicts & static_cast<quint32>(v)) != 0;
    }
};

/// Who fires each sound in a dat: every Sound, SoundTable and SoundTweaked hook of every
/// Animation and PhysicsScript, the motions that play those animations, the Setups that use
/// those motion tables (with their default SoundTables), CallPES chains and DefaultScript hooks
/// followed with cycle protection, and verdicts in plain words.
///
/// DEFAULT pairings only: a Setup's default motion table, sound table, script and script table
/// are what the dat says; the server can give any object another motion or sound table (weenie
/// properties), so "no table has this sound" means "no default table".
///
/// Built once per dat; a value type that holds no reference to the DatFile or catalog, so it
/// may be built on a worker thread and then moved to, and read on, another. Const methods are
/// safe to call from several threads at once. Records that fail to decode are problems(), and
/// the rest of the index stays usable.
class TriggerIndex final {
public:
    struct Problem {
        quint32 id = 0;
        Error error; ///< with file path and file offset when known
    };
    /// An Animation's length and its hooks that matter here (sound, CallPES, DefaultScript), in
    /// frame order. Part frames are not kept (retail animations hold megabytes of them).
    struct AnimationInfo {
        quint32 id = 0;
        int frameCount = 0;
        std::vector<HookSite> hooks;
    };
    /// A PhysicsScript's hooks that matter here, sorted by start time as the client sorts them.
    struct ScriptInfo {
        quint32 id = 0;
        std::vector<HookSite> hooks;
    };
    struct SetupInfo {
        quint32 id = 0;
        quint32 motionTable = 0;
        quint32 soundTable = 0;
        quint32 defaultScript = 0;
        quint32 scriptTable = 0;
        quint32 defaultAnimation = 0;
    };

    /// Reads every Animation, MotionTable, PhysicsScript, PhysicsScriptTable and Setup of `dat`
    /// and links them; `catalog` (the document's, already loaded from the same dat) gives the
    /// tables' sound types and the waves for the verdicts. `model` is the FPU model of the
    /// SoundTweaked gate counts. Fails only when the dat's directory cannot be walked, or with
    /// ErrorCode::Cancelled when `progress` (optional; units: records read) is cancelled.
    [[nodiscard]] static Result<TriggerIndex> build(const DatFile& dat, const SoundCatalog& catalog,
                                                    FpuModel model = FpuModel::Single,
                                                    ProgressSink* progress = nullptr);
    /// Record bytes read instead of the dat's, by id: an editor's unsaved edits (Animations,
    /// Setups), so the index is the one of the dat as it would be saved. Ids the dat does not
    /// list are not added.
    using Overlay = std::map<quint32, QByteArray>;
    /// build() with `overlay` in place of the dat's bytes of those records.
    [[nodiscard]] static Result<TriggerIndex> build(const DatFile& dat, const SoundCatalog& catalog,
                                                    const Overlay& overlay, FpuModel model,
                                                    ProgressSink* progress = nullptr);

    /// Brings the index up to date after an edit of one record, without reading the dat again:
    /// `bytes` are the record's new bytes (the document's), or nothing when it was removed.
    /// The record is decoded as build() decodes it (a decode failure becomes its problem, with
    /// the offset inside the record and no file); the index then answers as build() over the
    /// edited dat would, against `catalog` (the document's current one).
    /// Cost: an edit of an Animation's or PhysicsScript's sound hooks (a value, a hook added,
    /// removed or moved) that leaves what links it (frame count, CallPES calls, DefaultScript)
    /// as it was is local: only that record's hooks are addressed and judged again, in time
    /// proportional to them and to the lists they join. Any other edit derives the links
    /// (motions, setups, script chains) and verdicts again from the records held: a fraction of
    /// a build (no record is read but the edited one).
    /// Usage error (index unchanged) for an id that is not an Animation, MotionTable,
    /// PhysicsScript, PhysicsScriptTable or Setup.
    [[nodiscard]] Result<void> update(quint32 id, std::optional<QByteArrayView> bytes,
                                      const SoundCatalog& catalog);
    /// The same after an edit of the sound tables (sound types added or removed), a wave added
    /// or removed, or another FPU model: the verdicts, gate counts and table sound types derived
    /// again against `catalog` under `model`.
    void refresh(const SoundCatalog& catalog, FpuModel model);

    [[nodiscard]] FpuModel model() const { return m_model; }
    [[nodiscard]] const std::vector<Problem>& problems() const { return m_problems; }
    [[nodiscard]] const std::vector<ChainNote>& chainNotes() const { return m_links->chainNotes; }

    [[nodiscard]] const AnimationInfo* animation(quint32 id) const;
    [[nodiscard]] const ScriptInfo* script(quint32 id) const;
    [[nodiscard]] const MotionTable* motionTable(quint32 id) const;
    [[nodiscard]] const SetupInfo* setup(quint32 id) const;
    [[nodiscard]] const std::map<quint32, SetupInfo>& setups() const { return m_records->setups; }

    /// The SoundTable hooks that fire `soundType`, in record and frame order. With `table`
    /// non-zero, only hooks some setup using `table` as its default reaches ("Footstep1 of
    /// table T"), and their `setups` narrowed to those setups.
    [[nodiscard]] std::vector<TriggerHook> hooksOfSoundType(quint32 soundType,
                                                            quint32 table = 0) const;
    /// The Sound and SoundTweaked hooks naming `wave`.
    [[nodiscard]] std::vector<TriggerHook> hooksOfWave(quint32 wave) const;
    /// An animation's or a script's sound hooks, in frame (start time) order.
    [[nodiscard]] std::vector<TriggerHook> soundHooksOf(quint32 record) const;
    /// Every way a motion table plays `animation`.
    [[nodiscard]] const std::vector<MotionPlay>& playsOf(quint32 animation) const;
    /// Every animation a motion table plays, with the plays, in table order.
    [[nodiscard]] std::vector<MotionPlay> playsIn(quint32 motionTable) const;
    /// The scripts a record (animation or script) starts through CallPES, transitively,
    /// ascending; the record itself only when a chain loops back to it.
    [[nodiscard]] std::vector<quint32> scriptsCalledBy(quint32 record) const;

    /// The scripts a setup starts by default: its default script, its script table's scripts and
    /// what they call through CallPES, ascending.
    [[nodiscard]] std::vector<quint32> scriptsOfSetup(quint32 setup) const;

    /// The sound types of a table (ascending; empty when the catalog did not hold it).
    [[nodiscard]] const std::set<quint32>& soundTypesOf(quint32 table) const;

private:
    struct Entry {
        HookSite site;
        quint32 verdicts = 0;
        int gateCount = -1;
    };
    /// The sound types of the distinct default tables of the setups reaching a record, by record.
    using TablesReaching = std::unordered_map<quint32, std::vector<const std::set<quint32>*>>;
    /// Decodes one record of a type the index reads into its map (replacing what was there).
    [[nodiscard]] std::optional<Error> readRecord(RecordType type, quint32 id,
                                                  QByteArrayView bytes);
    /// How update() placed an Animation's or PhysicsScript's new bytes.
    enum class Placed {
        Locally,       ///< its links stay: its hooks addressed and judged again, done
        ForDerivation, ///< decoded and put in place; the links must be derived again
        Not,           ///< another record type, or bytes that do not decode: nothing changed
    };
    [[nodiscard]] Placed placeHooks(RecordType type, quint32 id, QByteArrayView bytes,
                                    const SoundCatalog& catalog);
    /// Everything derived from the records held: addresses, links, chains, verdicts.
    void derive(const SoundCatalog& catalog);
    /// Entries (positions in m_entries) by sound type, wave or record.
    using AddressMap = std::unordered_map<quint32, std::vector<std::size_t>>;
    /// The map and key of `hook`'s list: its sound type's or its wave's ({nullptr, 0} for
    /// neither).
    [[nodiscard]] std::pair<AddressMap*, quint32> addressOf(const AnimationHook& hook);
    /// Adds entry `at` to its lists, after the entries of records up to its own.
    void address(std::size_t at);
    /// Removes the addresses of `record`'s entries (the entries stay in m_entries, unaddressed).
    void unaddress(quint32 record);
    /// Drops the unaddressed entries from m_entries, the addresses following.
    void compactEntries();
    void judgeEntry(Entry& entry, const SoundCatalog& catalog, TablesReaching& tables) const;
    [[nodiscard]] TriggerHook resolve(const Entry& entry) const;
    [[nodiscard]] const std::vector<quint32>& setupsReaching(const HookSite& site) const;
    void linkMotions();
    void followScripts();
    /// `script` (when the dat holds it) and everything it calls.
    [[nodiscard]] std::vector<quint32> reachFrom(quint32 script) const;
    void judge(const SoundCatalog& catalog);

    /// The records an edit of an Animation's or script's sound hooks leaves alone.
    struct Records {
        std::map<quint32, MotionTable> motionTables;
        std::map<quint32, std::vector<quint32>> scriptTables; ///< 0x34… → its scripts
        std::map<quint32, SetupInfo> setups;
    };
    /// What derive() makes of the records: the links a local update leaves alone.
    struct Links {
        std::map<quint32, std::set<quint32>> tableSoundTypes;
        std::unordered_map<quint32, std::vector<MotionPlay>> plays;     ///< by animation
        std::unordered_map<quint32, std::vector<quint32>> recordSetups; ///< anim/script → setups
        std::unordered_map<quint32, std::vector<quint32>> scriptAnimations; ///< script → callers
        std::unordered_map<quint32, std::vector<quint32>> calls;            ///< record → CallPES
        std::vector<ChainNote> chainNotes;
    };

    FpuModel m_model = FpuModel::Single;
    std::vector<Problem> m_problems;
    std::map<quint32, AnimationInfo> m_animations;
    std::map<quint32, ScriptInfo> m_scripts;
    /// Shared by copies of the index (a copy and a local update on it cost the animations,
    /// scripts and addresses, not these): never changed while shared — update() changes a
    /// record in a copy of its own, derive() makes new links.
    std::shared_ptr<Records> m_records = std::make_shared<Records>();
    std::shared_ptr<Links> m_links = std::make_shared<Links>();

    /// Every sound hook (in no order that matters: the address lists carry the order); after a
    /// local update the record's old entries stay here, unaddressed, until they are about half
    /// of it and compactEntries() drops them.
    std::vector<Entry> m_entries;
    std::size_t m_unaddressed = 0; ///< entries of m_entries no list addresses
    AddressMap m_bySoundType;
    AddressMap m_byWave;
    AddressMap m_byRecord;
};

} // namespace soundstage
