#include "core/override/overridedatcheck.h"

#include "core/audio/oggvorbisreader.h"
#include "core/audio/wavreader.h"
#include "core/common/hexid.h"
#include "core/common/inputfile.h"
#include "core/dat/datfile.h"
#include "core/override/overridehookcheck.h"
#include "core/override/overridesourcepaths.h"
#include "core/records/soundtable.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <optional>
#include <unordered_map>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

using Severity = OverrideDiagnostic::Severity;

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::OverrideDatCheck" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::OverrideDatCheck)
};

OverrideDiagnostic at(const OverrideSpan& span, QString message) {
    return {span.line, span.column, Severity::Error, std::move(message)};
}

/// Reads what the dat holds, once per id.
class DatCache final {
public:
    explicit DatCache(const DatFile& dat)
        : m_dat(dat) {}

    /// Whether the dat has a record with this id (a failing lookup counts as absent).
    bool has(quint32 id) {
        const auto it = m_present.constFind(id);
        if (it != m_present.cend())
            return *it;
        const auto found = m_dat.find(id);
        const bool present = found && found->has_value();
        m_present.insert(id, present);
        return present;
    }

    /// The decoded table, or the error that kept it from decoding.
    const Result<SoundTable>& table(quint32 id) {
        auto it = m_tables.find(id);
        if (it == m_tables.end()) {
            Result<SoundTable> decoded = [&]() -> Result<SoundTable> {
                auto bytes = m_dat.read(id);
                if (!bytes)
                    return fail(bytes.error());
                return SoundTable::decode(*bytes);
            }();
            it = m_tables.emplace(id, std::move(decoded)).first;
        }
        return it->second;
    }

private:
    const DatFile& m_dat;
    QHash<quint32, bool> m_present;
    std::unordered_map<quint32, Result<SoundTable>> m_tables;
};

} // namespace

std::vector<OverrideDiagnostic> OverrideDatCheck::checkDat(const OverrideFile& file,
                                                           const DatFile& dat) {
    return checkDat(file, dat, OverrideHookCheck::datLookup(dat));
}

std::vector<OverrideDiagnostic> OverrideDatCheck::checkDat(const OverrideFile& file,
                                                           const DatFile& dat,
                                                           const OverrideHookCheck::Lookup& hooks) {
    std::vector<OverrideDiagnostic> out;
    DatCache cache(dat);
    for (const OverrideEntry& entry : file.entries) {
        const OverrideEvent& event = entry.event;
        if (event.kind == OverrideEvent::Kind::TableSound && entry.eventSpan.isValid() &&
            event.table != 0) {
            if (!cache.has(event.table)) {
                out.push_back(at(entry.eventSpan,
                                 Tr::tr("table %1 is not in the dat").arg(hexId(event.table))));
            } else if (const Result<SoundTable>& table = cache.table(event.table); !table) {
                out.push_back(
                    at(entry.eventSpan, Tr::tr("table %1 does not decode: %2")
                                            .arg(hexId(event.table), table.error().message)));
            } else if (event.soundType && !table->sound(*event.soundType)) {
                const auto count = static_cast<qsizetype>(table->root.children.size());
                out.push_back(
                    at(entry.eventSpan,
                       (count == 1 ? Tr::tr("table %1 has no %2 (it has 1 sound type); the "
                                            "client would never play this entry")
                                   : Tr::tr("table %1 has no %2 (it has %3 sound types); the "
                                            "client would never play this entry")
                                         .arg(u"%1"_s, u"%2"_s, QString::number(count)))
                           .arg(hexId(event.table), event.soundDisplay())));
            }
        }
        if (event.kind == OverrideEvent::Kind::Wave && entry.eventSpan.isValid() &&
            !cache.has(event.wave)) {
            out.push_back(
                at(entry.eventSpan, Tr::tr("wave %1 is not in the dat").arg(hexId(event.wave))));
        }
        for (const OverrideAlternative& a : entry.alternatives) {
            if (a.isWave() && a.wave != 0 && a.sourceSpan.isValid() && !cache.has(a.wave)) {
                out.push_back(
                    at(a.sourceSpan, Tr::tr("wave %1 is not in the dat").arg(hexId(a.wave))));
            }
        }
    }
    if (hooks) {
        std::vector<OverrideDiagnostic> checked = OverrideHookCheck::check(file, hooks);
        out.insert(out.end(), std::make_move_iterator(checked.begin()),
                   std::make_move_iterator(checked.end()));
    }
    std::ranges::stable_sort(out, [](const auto& a, const auto& b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
    return out;
}

std::vector<OverrideDiagnostic> OverrideDatCheck::checkContained(const OverrideFile& file,
                                                                 const QString& fileFolder) {
    OverrideSourcePaths paths;
    for (const OverrideEntry& entry : file.entries)
        paths.add(entry);
    return paths.checkContained(file, fileFolder);
}

std::vector<OverrideDiagnostic> OverrideDatCheck::checkFiles(const OverrideFile& file,
                                                             const QString& fileFolder) {
    std::vector<OverrideDiagnostic> out;
    // One verdict per path: files named by many lines are read and decoded once.
    QHash<QString, std::optional<QString>> verdicts;
    const QDir sourceFolder(file.sourceFolder(fileFolder));
    for (const OverrideEntry& entry : file.entries) {
        for (const OverrideAlternative& a : entry.alternatives) {
            if (a.isWave() || a.file.isEmpty() || !a.sourceSpan.isValid())
                continue;
            const QString path = OverrideFile::resolveIn(sourceFolder, a);
            auto it = verdicts.find(path);
            if (it == verdicts.end()) {
                std::optional<QString> problem;
                if (auto found = InputFile::inspect(path); !found) {
                    problem = found.error().code != ErrorCode::NotFound
                                  ? Tr::tr("%1: %2").arg(path, found.error().message)
                                  : Tr::tr("file missing: %1").arg(path);
                } else if (auto decoded = checkDecodes(path); !decoded) {
                    const Error& e = decoded.error();
                    problem = e.offset >= 0
                                  ? Tr::tr("file not decodable: %1: at 0x%2: %3")
                                        .arg(path)
                                        .arg(QString::number(e.offset, 16).toUpper())
                                        .arg(e.message)
                                  : Tr::tr("file not decodable: %1: %2").arg(path, e.message);
                }
                it = verdicts.insert(path, problem);
            }
            if (*it)
                out.push_back(at(a.sourceSpan, **it));
        }
    }
    return out;
}

Result<AudioImport::Kind> OverrideDatCheck::checkDecodes(const QString& path) {
    auto read = InputFile::readAll(path, InputFile::MaxAudioBytes);
    if (!read)
        return fail(read.error());
    const QByteArray& bytes = *read;
    // The extension says what the author meant; the bytes decide only when it says nothing, so a
    // renamed MP3 called .ogg is reported as "not Ogg" rather than silently accepted.
    const QString suffix = QFileInfo(path).suffix().toLower();
    AudioImport::Kind kind = AudioImport::Kind::Unknown;
    if (suffix == u"wav" || suffix == u"wave")
        kind = AudioImport::Kind::Wav;
    else if (suffix == u"ogg" || suffix == u"oga")
        kind = AudioImport::Kind::OggVorbis;
    else if (suffix == u"mp3")
        kind = AudioImport::Kind::Mp3;
    else
        kind = AudioImport::sniff(bytes);
    switch (kind) {
    case AudioImport::Kind::Wav: {
        auto wav = WavReader::parse(bytes);
        if (!wav)
            return fail(wav.error().inFile(path));
        break;
    }
    case AudioImport::Kind::OggVorbis: {
        auto ogg = OggVorbisReader::verify(bytes);
        if (!ogg)
            return fail(ogg.error().inFile(path));
        break;
    }
    case AudioImport::Kind::Mp3: {
        auto mp3 = AudioImport::decode(bytes);
        if (!mp3)
            return fail(mp3.error().inFile(path));
        break;
    }
    case AudioImport::Kind::Unknown:
        return fail(ErrorCode::Unsupported, Tr::tr("not a WAV, Ogg Vorbis or MP3 file"), 0, path);
    }
    return kind;
}

void OverrideDatCheck::merge(OverrideFile& file, std::vector<OverrideDiagnostic> extra) {
    file.diagnostics.insert(file.diagnostics.end(), std::make_move_iterator(extra.begin()),
                            std::make_move_iterator(extra.end()));
    std::ranges::stable_sort(file.diagnostics, [](const auto& a, const auto& b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
}

} // namespace soundstage
