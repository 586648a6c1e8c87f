#include "core/override/overridepack.h"

#include "core/audio/audioimport.h"
#include "core/common/atomicfile.h"
#include "core/common/inputfile.h"
#include "core/override/overrideparser.h"
#include "core/override/overridewriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QTemporaryDir>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <memory>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::OverridePack" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverridePack)
};

Result<void> writeAtomically(const QString& path, const QByteArray& bytes) {
    return AtomicFile::write(path, bytes);
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

/// The hidden folder a pack is built in, beside the target: `.NAME.pack-PID-XXXXXX`. Removed
/// unless committed; one left by a killed run (its PID no longer alive) is removed by the next
/// pack into the same target.
class Staging final {
public:
    Q_DISABLE_COPY_MOVE(Staging)
    ~Staging() {
        if (!m_committed && !m_path.isEmpty())
            QDir(m_path).removeRecursively();
    }

    [[nodiscard]] static Result<std::unique_ptr<Staging>> create(const QString& target) {
        const QFileInfo info(target);
        const QDir parent(info.absolutePath());
        if (!QDir().mkpath(parent.path()))
            return fail(ErrorCode::Io, Tr::tr("cannot create the folder"), -1, parent.path());
        const QString prefix = u"."_s + info.fileName() + u".pack-"_s;
        removeAbandoned(parent, prefix);
        auto staging = std::unique_ptr<Staging>(new Staging(target));
        QTemporaryDir dir(parent.filePath(prefix + QString::number(::getpid()) + u"-XXXXXX"_s));
        if (!dir.isValid())
            return fail(ErrorCode::Io,
                        Tr::tr("cannot create a temporary folder: %1").arg(dir.errorString()), -1,
                        parent.path());
        dir.setAutoRemove(false);
        staging->m_path = dir.path();
        return staging;
    }

    [[nodiscard]] const QString& path() const { return m_path; }

    /// Moves the built pack into the target: a missing or empty target is replaced by the
    /// folder in one rename; a non-empty one (--force) receives the files one rename each.
    [[nodiscard]] Result<void> commit() {
        const QByteArray from = QFile::encodeName(m_path);
        const QByteArray to = QFile::encodeName(m_target);
        if (::rename(from.constData(), to.constData()) == 0) {
            m_committed = true;
            return {};
        }
        if (errno != ENOTEMPTY && errno != EEXIST)
            return fail(ErrorCode::Io,
                        Tr::tr("cannot move the pack into place: %1")
                            .arg(QString::fromLocal8Bit(std::strerror(errno))),
                        -1, m_target);
        const QDir stage(m_path);
        QDirIterator files(m_path, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString source = files.next();
            const QString relative = stage.relativeFilePath(source);
            const QString destination = QDir(m_target).filePath(relative);
            QDir().mkpath(QFileInfo(destination).absolutePath());
            if (::rename(QFile::encodeName(source).constData(),
                         QFile::encodeName(destination).constData()) != 0)
                return fail(ErrorCode::Io,
                            Tr::tr("cannot move the pack into place: %1")
                                .arg(QString::fromLocal8Bit(std::strerror(errno))),
                            -1, destination);
        }
        return {};
    }

private:
    explicit Staging(QString target)
        : m_target(std::move(target)) {}

    // Folders of runs that were killed: the PID in the name is no longer alive.
    static void removeAbandoned(const QDir& parent, const QString& prefix) {
        const QStringList names =
            parent.entryList({prefix + u"*"_s}, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
        for (const QString& name : names) {
            bool ok = false;
            const qint64 pid = name.mid(prefix.size()).section(u'-', 0, 0).toLongLong(&ok);
            if (ok && pid > 0 && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
                QDir(parent.filePath(name)).removeRecursively();
        }
    }

    QString m_target;
    QString m_path;
    bool m_committed = false;
};

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
    // Everything is built in a hidden folder beside the target and moved into place only when
    // complete, so a pack that fails half-way (or is killed) changes nothing in the target.
    auto staged = Staging::create(out.absolutePath());
    if (!staged)
        return fail(staged.error());
    Staging& staging = **staged;
    const QDir stage(staging.path());
    if (!QDir().mkpath(stage.filePath(u"sounds"_s)))
        return fail(ErrorCode::Io, Tr::tr("cannot create the folder"), -1,
                    stage.filePath(u"sounds"_s));

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
                if (auto found = InputFile::inspect(source); !found) {
                    const bool special = found.error().code != ErrorCode::NotFound;
                    Error e{found.error().code,
                            special
                                ? Tr::tr("line %1: %2: %3")
                                      .arg(entry.line)
                                      .arg(source, found.error().message)
                                : Tr::tr("line %1: file missing: %2").arg(entry.line).arg(source),
                            overridePath};
                    e.line = a.sourceSpan.line;
                    e.column = a.sourceSpan.column;
                    return fail(std::move(e));
                }
                const QString relative = outputName(source, taken);
                const QString target = stage.filePath(relative);
                auto input = InputFile::readAll(source, InputFile::MaxAudioBytes);
                if (!input)
                    return fail(input.error());
                Sound sound{source, relative, VorbisBaker::Route::Encoded, {}};
                if (options.normalize || AudioImport::sniff(*input) == AudioImport::Kind::Mp3) {
                    // The baker takes WAV and Ogg; an MP3 is decoded here and encoded the same
                    // way, with the same deterministic serial number. So is every sound that is
                    // normalised (an Ogg too: its gain changes, it cannot pass through).
                    auto pcm = AudioImport::decode(*input);
                    if (!pcm)
                        return fail(pcm.error().inFile(source));
                    if (options.normalize) {
                        auto normalized = LoudnessNormalizer::normalize(*pcm, *options.normalize);
                        if (!normalized)
                            return fail(normalized.error().inFile(source));
                        *pcm = std::move(normalized->pcm);
                        sound.normalized = normalized->plan;
                    }
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
    if (auto written = writeAtomically(stage.filePath(overrideInfo.fileName()), rewritten);
        !written)
        return fail(written.error());
    summary.bytes += rewritten.size();
    if (auto moved = staging.commit(); !moved)
        return fail(moved.error());
    return summary;
}

} // namespace soundstage
