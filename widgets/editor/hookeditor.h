#pragma once

#include "core/document/documentfield.h"

#include <QWidget>

#include <optional>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace soundstage {

class DocumentSession;
class WaveIdModel;
struct AnimationHook;
struct DocumentChange;

/// Edits one sound hook of an Animation through the document (each change one undo step;
/// spin-box steps of one field merge): a SoundTweaked hook's wave, probability and volume (the
/// gate it gives is shown at once, in the table odds' words, under the session's FPU model), a
/// SoundTable hook's sound type, a Sound hook's wave (completed from the dat's waves). Adds a
/// Sound, SoundTable or SoundTweaked hook to a frame and removes the sound hook shown. The
/// values shown are the document's current ones, never the trigger index's. GUI thread only.
class HookEditor final : public QWidget {
    Q_OBJECT

public:
    explicit HookEditor(DocumentSession* session, QWidget* parent = nullptr);

    /// Shows the hook at `position` of `frame` of Animation `animation` (a script hook or none:
    /// nothing to edit, only adding to `frame` of `animation` when it is an animation).
    void setPlace(quint32 animation, int frame, int position);
    /// Nothing selected.
    void clear();
    /// The sound type new SoundTable hooks get when no SoundTable hook is shown (the panel's
    /// subject), if any.
    void setSuggestedSoundType(std::optional<quint32> soundType) { m_suggested = soundType; }

    [[nodiscard]] QLineEdit* waveEdit() const { return m_wave; }
    [[nodiscard]] QLineEdit* soundTypeEdit() const { return m_soundType; }
    [[nodiscard]] QDoubleSpinBox* probabilityBox() const { return m_probability; }
    [[nodiscard]] QDoubleSpinBox* volumeBox() const { return m_volume; }
    [[nodiscard]] QLabel* gateLabel() const { return m_gate; }
    [[nodiscard]] QSpinBox* frameBox() const { return m_frame; }
    [[nodiscard]] QToolButton* addButton() const { return m_add; }
    [[nodiscard]] QPushButton* removeButton() const { return m_remove; }
    /// Adds a hook of `type` (Sound, SoundTable or SoundTweaked) to the end of the frame box's
    /// frame: the Add menu's actions.
    void addHook(quint32 type);

signals:
    /// A hook was added at this place (the panel selects it once the index has it).
    void hookAdded(quint32 animation, int frame, int position);

private:
    void refresh();
    void onChanged(const DocumentChange& change);
    void applyWave();
    void applySoundType();
    /// Sets one field of the hook shown (one undo step), saying why when refused.
    void apply(Field field, const FieldValue& value);
    void removeHook();
    void showGate(float probability);
    void report(const QString& error);
    [[nodiscard]] std::optional<AnimationHook> currentHook() const;

    DocumentSession* m_session;
    WaveIdModel* m_waveIds;
    quint32 m_animation = 0;
    int m_hookFrame = -1;
    int m_position = -1;
    bool m_filling = false;
    std::optional<quint32> m_suggested;

    QLabel* m_title;
    QLineEdit* m_wave;
    QLineEdit* m_soundType;
    QDoubleSpinBox* m_probability;
    QDoubleSpinBox* m_volume;
    QLabel* m_gate;
    QLabel* m_error;
    QSpinBox* m_frame;
    QToolButton* m_add;
    QPushButton* m_remove;
    QWidget* m_waveRow;
    QWidget* m_soundTypeRow;
    QWidget* m_tweakRow;
};

} // namespace soundstage
