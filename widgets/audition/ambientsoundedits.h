#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace soundstage {

class DocumentSession;

/// The Ambient dock's editing of ambient sound descriptors, on the dock's tree (AmbientView):
/// a double-click, a click on the selected row or F2 on a sound's sound type, volume, base
/// chance, min or max rate cell edits it in place, and Add Sound / Remove Sound change the selected
/// STB's list. Every edit goes through the Document (AmbientModel::edit → setValue,
/// insertAmbientSound, removeAmbientSound), so it is validated, one undo step and journaled, and
/// the views follow its change event; a refused edit never reaches the document and its reason —
/// which field, what is wrong — shows under the tree (and in the status bar).
///
/// The tree belongs to the view, which fills it with the roles and columns below. GUI thread.
class AmbientSoundEdits final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AmbientSoundEdits)

public:
    /// What the view stores on its tree items (column ColName): the region id, the STB index
    /// (on STB and sound rows) and the sound's index in its STB (on sound rows only).
    static constexpr int RegionRole = Qt::UserRole;
    static constexpr int StbRole = Qt::UserRole + 1;
    static constexpr int SoundRole = Qt::UserRole + 2;
    enum Column { ColName, ColVolume, ColChance, ColMin, ColMax, ColKind, ColCount };

    AmbientSoundEdits(QTreeWidget* tree, QWidget* parent = nullptr);
    ~AmbientSoundEdits() override;

    void setSession(DocumentSession* session);
    /// For the view after filling a sound row: its value cells become editable.
    static void markEditable(QTreeWidgetItem* soundRow);

    /// Sets the value of `column` of sound row `item` from text, as an in-place edit does.
    /// False (and the reason shown) when refused.
    bool editCell(const QTreeWidgetItem* item, int column, const QString& text);
    /// Adds a sound to the selected STB: after the selected sound a copy of it, else at the end
    /// a sound {volume 0.5, base chance 0.5, rates 10–30 s}; either way of the first of
    /// Ambient1–Ambient8 the STB does not play yet. The new row is selected and its sound type
    /// opened for editing. False (and why shown) when no STB is selected.
    bool addSound();
    /// Removes the selected sound; false (and why shown) when no sound row is selected.
    bool removeSound();

    /// The buttons follow the tree's current row (the view calls it after selecting a row
    /// without signals).
    void updateButtons();

    /// The last refusal shown under the tree (empty after an edit that went through).
    [[nodiscard]] QString message() const;
    [[nodiscard]] QPushButton* addButton() const { return m_add; }
    [[nodiscard]] QPushButton* removeButton() const { return m_remove; }

signals:
    /// An in-place edit was refused: the tree should show the document's values again.
    void refused();

private:
    void showResult(const QString& refusal);
    void onItemChanged(QTreeWidgetItem* item, int column);
    void selectSound(quint32 region, int stb, int sound, bool editType);

    QTreeWidget* m_tree;
    DocumentSession* m_session = nullptr;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_message;
};

} // namespace soundstage
