#pragma once

#include "core/document/documentlocation.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace soundstage {

class AmbientModel;
class DocumentSession;
struct DocumentChange;

/// The centre when the browser shows something other than a sound table: a wave (its format
/// and where it is used), an ambient STB of a region (its table and an editable grid of its
/// ambient sounds), or a setup (its default sound table, editable). Links jump.
class RecordPanel final : public QWidget {
    Q_OBJECT

public:
    explicit RecordPanel(DocumentSession* session, QWidget* parent = nullptr);

    /// Shows a wave, region STB or setup; false for other kinds (left as they were).
    bool showLocation(const DocumentLocation& location);
    [[nodiscard]] const DocumentLocation& location() const { return m_location; }
    [[nodiscard]] AmbientModel* ambientModel() const { return m_ambient; }

private:
    void refresh();
    void onChanged(const DocumentChange& change);
    void applySetupTable();

    DocumentSession* m_session;
    DocumentLocation m_location;
    QLabel* m_text;
    QTableView* m_ambientView;
    AmbientModel* m_ambient;
    QWidget* m_setupRow;
    QLineEdit* m_setupTable;
    QPushButton* m_setupApply;
};

} // namespace soundstage
