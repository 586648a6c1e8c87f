#include "widgets/window/userprompts.h"

#include <QCheckBox>
#include <QDir>
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

bool DialogPrompts::askReopenChangedDat(const QString& documentName, bool shortened) {
    QMessageBox box(
        QMessageBox::Warning, shortened ? tr("Dat Shortened") : tr("Dat Changed"),
        shortened
            ? tr("Another program shortened %1 while Soundstage had it open (a game update?). "
                 "What Soundstage reads from it now reads as zeros, so records may show errors "
                 "or play silence, and Save will not write from it.\n\n"
                 "Open it again now? Your unsaved edits are kept and applied again.")
                  .arg(documentName)
            : tr("Another program changed %1 while Soundstage had it open (a game update?). "
                 "Soundstage still lists what it read before, records read from now on may not "
                 "match it, and Save will not write from it.\n\n"
                 "Open it again now? Your unsaved edits are kept and applied again.")
                  .arg(documentName),
        QMessageBox::NoButton, m_parent);
    QPushButton* reopen = box.addButton(tr("Reopen"), QMessageBox::AcceptRole);
    box.addButton(tr("Later"), QMessageBox::RejectRole);
    box.setDefaultButton(reopen);
    box.exec();
    return box.clickedButton() == reopen;
}

UserPrompts::ReplaceAnswer DialogPrompts::askReplaceLocalFile(const QString& file) {
    QMessageBox box(QMessageBox::Question, tr("Replace Local File"),
                    tr("Your audio editor saved an edit of %1, which the applied override file "
                       "plays. Write the edit over that file? Undo cannot bring the old file "
                       "back.")
                        .arg(QDir::toNativeSeparators(file)),
                    QMessageBox::NoButton, m_parent);
    QPushButton* replace = box.addButton(tr("&Replace File"), QMessageBox::AcceptRole);
    box.addButton(tr("&Keep the File"), QMessageBox::RejectRole);
    box.setDefaultButton(replace);
    auto* always = new QCheckBox(tr("Replace it at every later save of this edit"));
    box.setCheckBox(always);
    box.exec();
    if (box.clickedButton() != replace)
        return ReplaceAnswer::Keep;
    return always->isChecked() ? ReplaceAnswer::ReplaceAlways : ReplaceAnswer::Replace;
}

void DialogPrompts::showError(const QString& title, const QString& text) {
    QMessageBox::warning(m_parent, title, text);
}

QString DialogPrompts::askOpenFile(const QString& directory) {
    return QFileDialog::getOpenFileName(m_parent, tr("Open Dat"), directory,
                                        tr("Dat files (*.dat);;All files (*)"));
}

} // namespace soundstage
