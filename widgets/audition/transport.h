#pragma once

#include "core/audio/playbackengine.h"
#include "core/records/soundtable.h"
#include "core/retail/crtrandom.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/retailrandom.h"
#include "core/retail/rollsimulator.h"
#include "widgets/session/soundlist.h"

#include <QElapsedTimer>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QTimer;

namespace soundstage {

class Auditioner;
class DocumentSession;
class WaveformView;

/// The audition transport for the selected sound type: play or stop the selected variant
/// (Space), loop it (Shift+Space), stop everything (Esc), and "Roll and play" (R): what the
/// retail client would do for one event — pick an index with Random (RetailRandom), roll the
/// gate with the C runtime's rand() (CrtRandom), play the record if it passes — then say which
/// variant it was or why the roll was silent. The generators are seeded from the seed field,
/// or from the time when it is empty, and continue from roll to roll.
///
/// Given the override's list of a sound type (setSoundList() with SoundList::overridden()),
/// variants standing for local files play those files, and "Roll and play" picks and gates
/// under the override file's `!pick` mode (OverrideRoller, same generators). Dat waves play
/// through Auditioner::variantSound(), so a `wave` line of the override replaces them.
///
/// The actions carry window-wide shortcuts; add them to the main window (actions()). A text
/// field with focus keeps Space for itself (QLineEdit and friends claim it through
/// ShortcutOverride); buttons for the actions play wherever the focus is. Drives a
/// WaveformView's play cursor.
/// GUI thread only; `auditioner` and `waveform` must outlive the transport.
class Transport final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Transport)

public:
    Transport(Auditioner& auditioner, WaveformView* waveform, QWidget* parent = nullptr);
    ~Transport() override;

    /// The session whose FPU model the rolls follow (nullptr, the default: FpuModel::Single).
    /// The session whose loudness cache (DocumentSession::loudness()) adds what plays' loudness
    /// to the waveform caption, as soon as it is measured.
    void setSession(const DocumentSession* session);
    /// The record list of the selected sound type and the selected variant (-1: none).
    void setSoundType(const std::vector<SoundVariant>& variants, int selected,
                      const QString& name = {}, const WaveExists& waveExists = {});
    /// The same for a list as the editor shows it (the dat's, or the active override's).
    void setSoundList(const SoundList& list, int selected, const QString& name = {},
                      const WaveExists& waveExists = {});
    /// A wave on its own (selected in the browser): Play, Loop and Stop play it at full
    /// volume, the waveform shows it; Roll waits for a sound type.
    void setWave(quint32 wave, const WaveExists& waveExists = {});
    /// The wave setWave() gave, 0 while a sound type's list is shown.
    [[nodiscard]] quint32 wave() const { return m_wave; }
    [[nodiscard]] const SoundList& soundList() const { return m_list; }
    void setSelected(int index);
    [[nodiscard]] int selected() const { return m_selected; }

    QAction* playAction() const { return m_play; }
    QAction* loopAction() const { return m_loop; }
    QAction* stopAllAction() const { return m_stopAll; }
    QAction* rollAction() const { return m_roll; }

    /// Plays the selected variant (stopping what this transport played before).
    SoundHandle playSelected(bool loop);
    /// Space: stops the transport's sound if it plays, else plays the selected variant.
    void togglePlay();
    void stopEverything();

    /// Re-seeds both generators (Random::Seed(seed), srand(seed)).
    void setSeed(quint32 seed);
    /// The seed field's value; nothing when it is empty (the generators seed from the clock).
    [[nodiscard]] std::optional<quint32> seed() const;
    /// One retail event: pick, gate, play (or, for an override's list, its `!pick` mode's pick
    /// and gate; `gateRoll` is then -1). Returns the step and emits message() with the text.
    RollStep rollAndPlay();
    [[nodiscard]] const QString& lastMessage() const { return m_lastMessage; }
    [[nodiscard]] SoundHandle currentHandle() const { return m_handle; }

signals:
    void message(const QString& text);
    /// "Roll and play" chose variant `index` (whether it then played or was silent), so the
    /// editor can select its row.
    void rolled(int index);

private:
    void say(const QString& text);
    void startCursor(SoundHandle handle, int variant, bool loop);
    void tick();
    void showVariant(int index);
    void reseedFromField();
    [[nodiscard]] QString variantLabel(int index) const;
    /// rollAndPlay() without telling which row it chose.
    RollStep roll();
    RollStep rollOverride();
    void playRolled(int index, const QString& how);

    Auditioner& m_auditioner;
    WaveformView* m_waveform;
    SoundList m_list;
    QString m_name;
    WaveExists m_waveExists;
    const DocumentSession* m_session = nullptr;
    /// The caption shown without its loudness, and what it waits to be measured (empty when
    /// nothing waits).
    QString m_baseCaption;
    bool m_loudnessPending = false;
    quint32 m_loudnessWave = 0;
    QString m_loudnessFile;
    [[nodiscard]] QString loudnessCaption();
    quint32 m_wave = 0;
    int m_selected = -1;
    RetailRandom m_random;
    CrtRandom m_crt;
    SoundHandle m_handle = 0;
    bool m_looping = false;
    double m_duration = 0.0;
    QElapsedTimer m_started;
    QString m_lastMessage;
    /// The local file the waveform waits for (shown when it is decoded), or empty.
    QString m_waitingFile;

    QAction* m_play;
    QAction* m_loop;
    QAction* m_stopAll;
    QAction* m_roll;
    QLineEdit* m_seed;
    QLabel* m_status;
    QTimer* m_timer;
};

} // namespace soundstage
