#pragma once

#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QtGlobal>

/// Runs the built soundstage-cli and captures what it prints, for CLI tests.
struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

/// `arguments` with each one that is a key of `values` (a placeholder such as "@demo" in a
/// data row) replaced by its value.
inline QStringList withPlaceholders(QStringList arguments, const QHash<QString, QString>& values) {
    for (QString& argument : arguments)
        argument = values.value(argument, argument);
    return arguments;
}

inline CliRun runCli(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(SOUNDSTAGE_BIN_DIR "/soundstage-cli"), arguments);
    CliRun run;
    if (!process.waitForFinished(120000)) {
        process.kill();
        run.err = QStringLiteral("soundstage-cli did not finish");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

/// What a `--json` run printed, as an object (empty when it is not one).
inline QJsonObject jsonOf(const CliRun& run) {
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

/// The demo-dat fixture of the CLI tests: `soundstage-cli demo -o DIR/demo.dat`, as a user makes
/// it. Returns the dat's path, or an empty string (after a warning saying why) when the folder
/// is unusable or the command fails; callers QVERIFY that it is not empty.
inline QString writeDemoDat(const QTemporaryDir& dir) {
    if (!dir.isValid()) {
        qWarning("no temporary folder for the demo dat");
        return {};
    }
    const QString path = dir.filePath(QStringLiteral("demo.dat"));
    const CliRun run = runCli({QStringLiteral("demo"), QStringLiteral("-o"), path});
    if (run.exitCode != 0 || !QFileInfo::exists(path)) {
        qWarning("soundstage-cli demo failed (exit %d): %s", run.exitCode, qPrintable(run.err));
        return {};
    }
    return path;
}
