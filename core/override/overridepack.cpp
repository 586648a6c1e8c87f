#include "core/override/overridepack.h"

#include "core/audio/audioimport.h"
#include "core/common/inputfile.h"
#include "core/override/overrideparser.h"
#include "core/override/overridewriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSaveFile>
#include <QSet>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::OverridePack" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverridePack)
};

Result<void> writeAtomically(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fail(ErrorCode::Io, file.errorString(), -1, path);
    return {};
}

/// A file name for `source` in sounds/ that no other source took.
QString outputName(const QString& source, QSet<QString>& taken) {
    QString base = QFileInfo(source).completeBaseName();
    if (base.isEmpty())
        base = u"sound"_s;
    QString name = base + u".ogg"_s;
    for (int n = 2; taken.contains(name.toLower()); ++n)
        name = base + u'-' + QString::number(n) + u".ogg"_s;
    taken.insert(name.toLower());
    return u"sounds/"_s + name;
}

} // namespace

Result<OverridePack::Summary> OverridePack::pack(const QString& overridePath,
                                                 const QString& outputDir, const Options& options) {
    auto text = InputFile::readAll(overridePath, InputFile::MaxOverrideBytes);
    if (!text)
        return fail(text.error());
    OverrideFile file = OverrideParser(options.soundTypes).parse(*text);
    for (const OverrideDiagnostic& d : file.diagnostics) {
        if (d.severity == OverrideDiagnostic::Severity::Error)
            return fail(d.toError(overridePath));
    }

    const QFileInfo overrideInfo(overridePath);
    const QString fileFolder = overrideInfo.absolutePath();
    const QDir out(outputDir);
    if (QFileInfo(out.absolutePath()).canonicalFilePath() ==
        QFileInfo(fileFolder).canonicalFilePath()) {
        return fail(ErrorCode::Usage,
                    Tr::tr("the pack folder is the override file's own folder; choose another"), -1,
                    outputDir);
    }
    if (out.exists() && !out.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden) &&
        !options.force) {
        return fail(ErrorCode::Usage,
                    Tr::tr("the pack folder is not empty (use --force to write into it)"), -1,
                    outputDir);
    }
    if (!QDir().mkpath(out.filePath(u"sounds"_s)))
        return fail(ErrorCode::Io, Tr::tr("cannot create the folder"), -1,
                    out.filePath(u"sounds"_s));

    Summary summary;
    VorbisBaker baker(options.quality);
    QHash<QString, QString> baked; // absolute source → relative output
    QSet<QString> taken;
    for (OverrideEntry& entry : file.entries) {
        for (OverrideAlternative& a : entry.alternatives) {
            if (a.isWave())
                continue;
            const QString source = QFileInfo(file.resolve(a, fileFolder)).absoluteFilePath();
            auto it = baked.find(source);
            if (it == baked.end()) {
                if (!QFileInfo(source).isFile()) {
                    Error e{ErrorCode::NotFound,
                            Tr::tr("line %1: file missing: %2").arg(entry.line).arg(source),
                            overridePath};
                    e.line = a.sourceSpan.line;
                    e.column = a.sourceSpan.column;
                    return fail(std::move(e));
                }
                const QString relative = outputName(source, taken);
                const QString target = out.filePath(relative);
                auto input = InputFile::readAll(source, InputFile::MaxAudioBytes);
                if (!input)
                    return fail(input.error());
                Sound sound{source, relative, VorbisBaker::Route::Encoded};
                if (AudioImport::sniff(*input) == AudioImport::Kind::Mp3) {
                    // The baker takes WAV and Ogg; an MP3 is decoded here and encoded the same
                    // way, with the same deterministic serial number.
                    auto pcm = AudioImport::decode(*input);
                    if (!pcm)
                        return fail(pcm.error().inFile(source));
                    auto ogg =
                        VorbisBaker::encode(**pcm, baker.quality(), VorbisBaker::serialFor(*input));
                    if (!ogg)
                        return fail(ogg.error().inFile(source));
                    if (auto ok = OggVorbisReader::verify(*ogg); !ok)
                        return fail(ok.error().inFile(target));
                    if (auto written = writeAtomically(target, *ogg); !written)
                        return fail(written.error());
                    ++summary.encoded;
                    summary.bytes += ogg->size();
                } else {
                    auto output = baker.bakeFile(source, target);
                    if (!output)
                        return fail(output.error());
                    sound.route = output->route;
                    ++(output->route == VorbisBaker::Route::Encoded ? summary.encoded
                                                                    : summary.passedThrough);
                    summary.bytes += output->bytes.size();
                }
                summary.sounds.push_back(sound);
                it = baked.insert(source, relative);
            }
            a.file = *it;
        }
    }

    file.root.clear();
    std::erase_if(file.directives,
                  [](const OverrideDirective& d) { return d.known && d.name == u"root"; });
    const QByteArray rewritten = OverrideWriter::writeUtf8(file);
    summary.overrideFile = out.absoluteFilePath(overrideInfo.fileName());
    if (auto written = writeAtomically(summary.overrideFile, rewritten); !written)
        return fail(written.error());
    summary.bytes += rewritten.size();
    return summary;
}

} // namespace soundstage
