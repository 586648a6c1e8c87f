#pragma once

#include "widgets/window/userprompts.h"

#include <QStringList>

namespace soundstage {

/// Answers the window's questions without dialogs and records what it was told.
class FakePrompts final : public UserPrompts {
public:
    CloseAnswer closeAnswer = CloseAnswer::Cancel;
    bool recoverAnswer = true;
    QString fileToOpen;
    QString openStartedIn; ///< the folder the last Open dialog would have started in
    int closeQuestions = 0;
    int recoverQuestions = 0;
    QStringList errors;

    CloseAnswer askCloseWithChanges(const QString&, bool) override {
        ++closeQuestions;
        return closeAnswer;
    }
    bool askRecoverJournal(const QString&) override {
        ++recoverQuestions;
        return recoverAnswer;
    }
    bool reopenAnswer = false;
    QStringList reopenQuestions; ///< the dats asked about, in order
    QList<bool> reopenShortened; ///< whether each was asked about as shortened
    bool askReopenChangedDat(const QString& documentName, bool shortened) override {
        reopenQuestions << documentName;
        reopenShortened << shortened;
        return reopenAnswer;
    }
    void showError(const QString& title, const QString& text) override {
        errors << title + QLatin1Char('\n') + text;
    }
    QString askOpenFile(const QString& directory) override {
        openStartedIn = directory;
        return fileToOpen;
    }
    ReplaceAnswer replaceAnswer = ReplaceAnswer::Keep;
    QStringList replaceQuestions; ///< the files asked about, in order
    ReplaceAnswer askReplaceLocalFile(const QString& file) override {
        replaceQuestions << file;
        return replaceAnswer;
    }
};

} // namespace soundstage
