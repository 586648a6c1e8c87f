#pragma once

#include "core/document/documentlocation.h"

#include <QWidget>

class QAction;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace soundstage {

class AmbientModel;
class DocumentSession;
class WaveformView;
struct DocumentChange;

/// The centre when the browser shows something other than a sound table: a wave (its waveform,
/// format and duration, the play buttons given to setWaveActions(), and where it is used — a
/// new wave imported but not saved yet too — and its EBU R128 loudness, measured on a worker),
/// an ambient STB of a region (its table and an
/// editable grid of its ambient sounds), or a setup (its default sound table, editable). Links
/// jump.
class RecordPanel final : public QWidget {
    Q_OBJECT

public:
    explicit RecordPanel(DocumentSession* session, QWidget* parent = nullptr);

    /// Shows a wave, region STB or setup; false for other kinds (left as they were).
    bool showLocation(const DocumentLocation& location);
    [[nodiscard]] const DocumentLocation& location() const { return m_location; }
    [[nodiscard]] AmbientModel* ambientModel() const { return m_ambient; }
    /// Buttons under a wave's waveform for these actions (e.g. the transport's Play / Stop,
    /// Loop and Stop All, which play the wave the browser selected).
    void setWaveActions(const QList<QAction*>& actions);
    /// The wave page's waveform.
    [[nodiscard]] WaveformView* waveView() const { return m_waveView; }

private:
    void refresh();
    void onChanged(const DocumentChange& change);
    void applySetupTable();
    /// The wave's loudness line, from the session's WaveLoudness (measured in the background).
    void showLoudness();

    DocumentSession* m_session;
    DocumentLocation m_location;
    QLabel* m_text;
    QWidget* m_waveRow;
    QHBoxLayout* m_waveButtons;
    WaveformView* m_waveView;
    QLabel* m_loudness;
    QTableView* m_ambientView;
    AmbientModel* m_ambient;
    QWidget* m_setupRow;
    QLineEdit* m_setupTable;
    QPushButton* m_setupApply;
};

} // namespace soundstage
