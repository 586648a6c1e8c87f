#pragma once

// Opening a dat from the window runs in the background (FileActions::openPath): tests start it
// and run the event loop until it ends.
#include "widgets/window/fileactions.h"

#include <QSignalSpy>

#include <optional>

namespace soundstage::test {

/// Starts opening `path` and waits until the opening ends; nothing on a timeout.
inline std::optional<FileActions::OpenOutcome> openAndWait(FileActions* files, const QString& path,
                                                           int timeoutMs = 60000) {
    QSignalSpy spy(files, &FileActions::openFinished);
    files->openPath(path);
    if (spy.isEmpty() && !spy.wait(timeoutMs))
        return std::nullopt;
    return spy.front().front().value<FileActions::OpenOutcome>();
}

/// True when `path` opened and became the document.
inline bool openedInWindow(FileActions* files, const QString& path) {
    return openAndWait(files, path) == FileActions::OpenOutcome::Opened;
}

} // namespace soundstage::test
