#pragma once

#include <QString>

namespace soundstage::DocumentPlaces {

// Where the editor's files live and what the user calls them. The demo dat is written to the
// application's cache folder, a path nobody chose: it is named "Demo dat" wherever a dat is named
// (the window title, QA runs and reports), and file dialogs never start beside it. GUI thread
// only (QSettings of the application).

/// The file the demo dat is written to (in the cache location).
[[nodiscard]] QString demoDatPath();
/// Whether `path` is the demo dat's file.
[[nodiscard]] bool isDemoDat(const QString& path);
/// "Demo dat" for the demo dat, the file name otherwise; empty for an empty path.
[[nodiscard]] QString displayName(const QString& path);

/// The folder a file dialog starts in when working on the dat at `datPath` (empty: none open):
/// the dat's own folder, except for the demo dat and no dat, which start in the folder of the
/// last file chosen in a dialog or, before any, the user's Documents (home where there is none).
[[nodiscard]] QString startFolder(const QString& datPath);
/// Remembers the folder of `chosenPath` as the last folder (startFolder()).
void rememberChosen(const QString& chosenPath);

/// The name Save proposes for a patched copy of `datPath` in `folder`: `NAME-edited.dat`, where
/// NAME drops an `-edited` or `-edited-N` the dat already carries, numbered `-edited-2`, `-3`, …
/// when that file exists (never `demo-edited-edited.dat`).
[[nodiscard]] QString savedCopyName(const QString& datPath, const QString& folder);

} // namespace soundstage::DocumentPlaces
