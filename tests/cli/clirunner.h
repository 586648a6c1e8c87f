#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

/// Runs the built soundstage-cli and captures what it prints, for CLI tests.
struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

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
