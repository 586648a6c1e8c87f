#pragma once

#include "core/audio/audioimport.h"
#include "core/audio/loudness.h"
#include "core/audio/loudnessnormalizer.h"
#include "core/audio/pcmbuffer.h"
#include "core/common/error.h"

#include <QDialog>
#include <QString>

class QCheckBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;

namespace soundstage {

/// File ▸ Import Sound as New Wave, after the file is chosen: what the sound measures (EBU R128,
/// measureLoudness()) and the choice to normalise it to a target loudness under a true-peak
/// ceiling — the same LoudnessNormalizer plan `soundstage-cli patch --import-wave --normalize`
/// applies, shown before it is applied (the loudness after, and whether the ceiling held the gain
/// back). The import itself (AudioImport::toWave with options()) is the caller's, so it is one
/// undo step like any import. The choice and the values are remembered (QSettings "import/…").
///
/// The sound is measured once, in the constructor, on the GUI thread: libebur128 takes about
/// 20 ns per stereo frame, a few milliseconds for the seconds-long sounds a dat holds (a minute
/// of 48 kHz stereo: about 60 ms). GUI thread; `pcm` must not be null.
class ImportWaveDialog final : public QDialog {
    Q_OBJECT

public:
    ImportWaveDialog(const QString& path, PcmBufferPtr pcm, QWidget* parent = nullptr);

    [[nodiscard]] const QString& path() const { return m_path; }
    [[nodiscard]] const PcmBufferPtr& pcm() const { return m_pcm; }
    /// What the import does: the rate and channels kept, normalised when the box is checked.
    [[nodiscard]] AudioImport::Options options() const;

    [[nodiscard]] QCheckBox* normalizeBox() const { return m_normalize; }
    [[nodiscard]] QDoubleSpinBox* targetBox() const { return m_target; }
    [[nodiscard]] QDoubleSpinBox* ceilingBox() const { return m_ceiling; }
    /// The source's measured loudness (or why it has none).
    [[nodiscard]] QLabel* beforeLabel() const { return m_before; }
    /// What normalising makes of it, or why it cannot.
    [[nodiscard]] QLabel* afterLabel() const { return m_after; }
    [[nodiscard]] QDialogButtonBox* buttons() const { return m_buttons; }

    /// One line for the plan in the user's locale: "-16.0 LUFS · true peak -3.0 dBTP (gain
    /// +7.0 dB)", and when the peak limit won, that the ceiling held the gain back and by how much
    /// the result stays under the target. The dialog's preview and the status line after the
    /// import both say it with this.
    [[nodiscard]] static QString describe(const LoudnessNormalizer::Plan& plan,
                                          const LoudnessTarget& target);

private:
    void replan();
    void remember() const;

    QString m_path;
    PcmBufferPtr m_pcm;
    Result<Loudness> m_measured;
    QCheckBox* m_normalize;
    QDoubleSpinBox* m_target;
    QDoubleSpinBox* m_ceiling;
    QLabel* m_before;
    QLabel* m_after;
    QDialogButtonBox* m_buttons;
};

} // namespace soundstage
