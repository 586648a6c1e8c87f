#include "widgets/window/userprompts.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>

namespace soundstage {

UserPrompts::CloseAnswer DialogPrompts::askCloseWithChanges(const QString& documentName,
                                                            bool canSave) {
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("%1 has changes that are not saved.").arg(documentName),
                    QMessageBox::NoButton, m_parent);
    box.setInformativeText(canSave ? tr("Save them before closing?")
                                   : tr("Close anyway and discard them?"));
    QPushButton* save = canSave ? box.addButton(QMessageBox::Save) : nullptr;
    QPushButton* discard = box.addButton(QMessageBox::Discard);
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(cancel);
    box.exec();
    if (save && box.clickedButton() == save)
        return CloseAnswer::Save;
    if (box.clickedButton() == discard)
        return CloseAnswer::Discard;
    return CloseAnswer::Cancel;
}

bool DialogPrompts::askRecoverJournal(const QString& documentName) {
    return QMessageBox::question(
               m_parent, tr("Recover Unsaved Edits"),
               tr("Soundstage found edits to %1 that were not saved when it last closed. "
                  "Recover them? (They can be undone.)")
                   .arg(documentName),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes;
}

void DialogPrompts::showError(const QString& title, const QString& text) {
    QMessageBox::warning(m_parent, title, text);
}

QString DialogPrompts::askOpenFile(const QString& directory) {
    return QFileDialog::getOpenFileName(m_parent, tr("Open Dat"), directory,
                                        tr("Dat files (*.dat);;All files (*)"));
}

} // namespace soundstage
