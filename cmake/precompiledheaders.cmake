# Precompiled headers: the Qt and standard library headers most files include, parsed once per
# family instead of once per file. Most of a test file's compile time is GCC reading QtWidgets,
# QtGui and QtCore (tst_mainwindow.cpp, -O2: 5.7 s of 10.9 s is the front end alone); with the
# GUI family precompiled it compiles in 4.7 s instead of 8.4 s (both -g1).
#
# Only third-party headers are precompiled, never ours, so editing a project header rebuilds
# what includes it and nothing more. <QtTest> is left out: it reads QT_TESTCASE_BUILDDIR, which
# differs per test directory, and GCC refuses a precompiled header whose macros differ
# (-Winvalid-pch, an error under SOUNDSTAGE_WERROR).
#
# One target owns each family's precompiled header and the others reuse it (REUSE_FROM), which
# needs the same compile flags and macros: so the libraries own theirs, and the tests have
# owners of their own, built as the tests are.
# GCC also refuses it where the owner defines a macro the user does not: soundstage_widgets
# links QCustomPlot privately (QT_PRINTSUPPORT_LIB), so it keeps its header to itself and the
# editor's one file goes without.
# A file that changes a macro the headers read (the plot views' -UQT_NO_FOREACH) skips it.
#
# SOUNDSTAGE_PCH=OFF builds without them; the fuzz build does (quickstart.sh fuzz-smoke), so a
# missing #include in core still fails a build in CI.
option(SOUNDSTAGE_PCH "Precompile the Qt and standard library headers most files include" ON)

set(soundstage_pch_core_headers
    <algorithm> <array> <cmath> <cstring> <functional> <map> <memory> <optional> <set> <span>
    <string> <string_view> <utility> <vector> <expected>
    <QByteArray> <QByteArrayView> <QCoreApplication> <QDir> <QFile> <QFileInfo> <QHash>
    <QJsonArray> <QJsonDocument> <QJsonObject> <QList> <QObject> <QString> <QStringList>
    <QStringView> <QtEndian> <QtGlobal> <QTemporaryDir> <QTimer>)
set(soundstage_pch_gui_headers ${soundstage_pch_core_headers}
    <QAction> <QApplication> <QBoxLayout> <QComboBox> <QDialog> <QDialogButtonBox>
    <QDockWidget> <QHeaderView> <QLabel> <QLineEdit> <QMainWindow> <QMenu> <QPainter>
    <QPushButton> <QSettings> <QStyle> <QTableView> <QToolButton> <QTreeView> <QTreeWidget>
    <QWidget>)

# soundstage_precompile(TARGET core|gui): TARGET owns the family's precompiled header.
function(soundstage_precompile target family)
    if(SOUNDSTAGE_PCH)
        target_precompile_headers(${target} PRIVATE ${soundstage_pch_${family}_headers})
    endif()
endfunction()

# soundstage_reuse_precompiled(TARGET OWNER): TARGET (same flags as OWNER) reuses its header.
# AUTOMOC's mocs_compilation.cpp of such a target goes without: it is empty where the files
# include their own .moc (every test does), and loading the header was 0.9 s of its 0.95 s, for
# each of 170 tests in each build tree.
function(soundstage_reuse_precompiled target owner)
    if(SOUNDSTAGE_PCH)
        target_precompile_headers(${target} REUSE_FROM ${owner})
        get_target_property(binary_dir ${target} BINARY_DIR)
        set_property(SOURCE "${binary_dir}/${target}_autogen/mocs_compilation.cpp"
            TARGET_DIRECTORY ${target} PROPERTY SKIP_PRECOMPILE_HEADERS ON)
    endif()
endfunction()

# soundstage_skip_precompiled(SOURCE…): these files change a macro the headers read.
function(soundstage_skip_precompiled)
    if(SOUNDSTAGE_PCH)
        set_property(SOURCE ${ARGN} PROPERTY SKIP_PRECOMPILE_HEADERS ON)
    endif()
endfunction()
