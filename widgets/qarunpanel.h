#pragma once

#include "widgets/qarun.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QLineEdit;
class QTableWidget;

namespace soundstage {

class Auditioner;
class SoundCatalog;

/// "Audition all": steps through the variants of a QaRun, playing each as it becomes current.
/// N next, P previous, Space replays (while the list has focus), Pass / Fail buttons (or
/// keys 1 / 2) with a note; every mark is saved at once (QaRun). Exports CSV or Markdown.
/// GUI thread only; the auditioner must outlive the panel.
class QaRunPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QaRunPanel)

public:
    explicit QaRunPanel(Auditioner& auditioner, QWidget* parent = nullptr);
    ~QaRunPanel() override;

    /// Starts (or resumes) the run of `datPath` over `table` (every table when empty).
    /// `storageDirectory` empty: QaRun's default.
    void start(const SoundCatalog& catalog, const QString& datPath,
               std::optional<quint32> table = {}, FpuModel model = FpuModel::Single,
               const QString& storageDirectory = {});
    [[nodiscard]] QaRun* run() const { return m_run.get(); }

    void goTo(int index, bool play = true);
    void next();
    void previous();
    void replay();
    void markCurrent(QaRun::Mark mark);
    /// Asks for a file and writes the report; `markdown` false: CSV.
    void exportReport(bool markdown);

signals:
    void message(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refreshRow(int row);
    void refreshSummary();

    Auditioner& m_auditioner;
    std::unique_ptr<QaRun> m_run;
    QLabel* m_summary;
    QTableWidget* m_table;
    QLineEdit* m_note;
};

} // namespace soundstage
