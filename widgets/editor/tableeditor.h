#pragma once

#include "core/common/error.h"
#include "core/document/documentlocation.h"

#include <QIcon>
#include <QWidget>

#include <functional>
#include <optional>

class QAction;
class QLabel;
class QListWidget;
class QTableView;
class QToolButton;

namespace soundstage {

class Document;
class DocumentSession;
class OverrideBanner;
class TableLoudness;
class VariantModel;
struct DocumentChange;

/// The centre: one sound table. On the left its sound types (with a mark on those holding a
/// lost, silent or missing variant); on the right the variant grid of the selected one with the
/// computed chances, the actions that reshape the list, and a sentence explaining the selected
/// variant's odds. All edits go through the Document (undoable).
///
/// With an override file previewed, sound types it touches are marked; selecting one shows the
/// override's list read-only under a banner naming the line (a sound type the file adds to the
/// table is listed too). "Bypass Override" switches every view back to the dat's own lists, to
/// compare and to edit them, while the marks stay.
class TableEditor final : public QWidget {
    Q_OBJECT

public:
    /// `bypassOverride` is the session's Bypass Override Preview action (OverrideBypassAction),
    /// which the override banner offers; it must outlive the editor.
    TableEditor(DocumentSession* session, QAction* bypassOverride, QWidget* parent = nullptr);

    /// Shows a table (optionally a sound type and variant of it).
    void showLocation(const DocumentLocation& location);
    [[nodiscard]] quint32 table() const { return m_table; }
    [[nodiscard]] std::optional<quint32> currentSoundType() const;
    [[nodiscard]] int currentVariant() const;
    /// Selects a variant row of the current sound type.
    void selectVariant(int row);

    [[nodiscard]] VariantModel* variantModel() const { return m_model; }
    [[nodiscard]] QTableView* variantView() const { return m_view; }
    /// Sound-type items carry their code in Qt::UserRole and, when the previewed override file
    /// touches them, a text naming its line in OverrideRole (also their tooltip).
    [[nodiscard]] QListWidget* soundTypeList() const { return m_soundTypes; }
    static constexpr int OverrideRole = Qt::UserRole + 1;
    [[nodiscard]] QLabel* explanationLabel() const { return m_explanation; }
    /// The table's loudness spread, the line under the header.
    [[nodiscard]] TableLoudness* loudnessLine() const { return m_loudness; }
    /// View → Loudness Column (also in the grid header's context menu): shows the optional
    /// Loudness column, which is measured only while shown. Off by default.
    [[nodiscard]] QAction* loudnessColumnAction() const { return m_loudnessColumn; }
    /// Above the grid while the previewed override touches the selected sound type: says the
    /// grid shows the override's list (read-only) or, bypassed, the dat's own.
    [[nodiscard]] QLabel* overrideBanner() const;

    // The editor's actions, for menus and toolbars.
    QAction* addVariantAction() const { return m_addVariant; }
    QAction* removeVariantAction() const { return m_removeVariant; }
    QAction* duplicateVariantAction() const { return m_duplicateVariant; }
    QAction* moveUpAction() const { return m_moveUp; }
    QAction* moveDownAction() const { return m_moveDown; }
    QAction* makeReachableAction() const { return m_makeReachable; }
    QAction* goToWaveAction() const { return m_goToWave; }
    QAction* addSoundTypeAction() const { return m_addSoundType; }
    QAction* removeSoundTypeAction() const { return m_removeSoundType; }

    /// Adds a sound type without asking (the action asks which one).
    bool addSoundType(quint32 soundType);
    /// What Add Sound Type offers: the names of the sound types the table lacks, in code order,
    /// without "Invalid" (code 0, which no event plays).
    [[nodiscard]] QStringList soundTypesToAdd() const;

private:
    // The constructor's parts, in order.
    /// The editing actions: text, shortcut, icon, name.
    void createActions();
    /// Sound types on the left, the variant toolbar, override banner, grid and explanation on
    /// the right.
    void layOut();
    /// What the session tells (changes, a new document, navigation, the override).
    void connectSession();
    /// What the user does: selections, the grid's edits and refusals, the actions.
    void connectActions();

    void onChanged(const DocumentChange& change);
    void onDocumentReplaced();
    void fillSoundTypes(std::optional<quint32> keep);
    void onSoundTypeSelected();
    /// Tells the session what the editor has selected (its current location).
    void publishLocation();
    void updateActions();
    void updateExplanation();
    void updateHeader();
    void updateOverrideBanner();
    /// Runs a variant action's `edit` on the list shown at the current row, reports a refusal,
    /// and selects the row `step` away from it.
    void editVariant(int step, const std::function<Result<void>(Document&, quint32, int)>& edit);
    void report(bool ok, const QString& error);
    void askAddSoundType();

    DocumentSession* m_session;
    QAction* m_bypassOverride; ///< the session's (OverrideBypassAction), not owned
    quint32 m_table = 0;
    QLabel* m_header;
    QListWidget* m_soundTypes;
    QTableView* m_view;
    VariantModel* m_model;
    QLabel* m_explanation;
    TableLoudness* m_loudness;
    QAction* m_loudnessColumn;
    OverrideBanner* m_banner;
    QAction* m_addVariant;
    QAction* m_removeVariant;
    QAction* m_duplicateVariant;
    QAction* m_moveUp;
    QAction* m_moveDown;
    QAction* m_makeReachable;
    QAction* m_goToWave;
    QAction* m_addSoundType;
    QAction* m_removeSoundType;
    bool m_filling = false;
    QIcon m_warningIcon;
    QIcon m_overrideIcon;
    QIcon m_blankIcon;
};

} // namespace soundstage
