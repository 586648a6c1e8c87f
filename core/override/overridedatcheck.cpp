#include "core/override/overridedatcheck.h"

#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/records/soundtable.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <unordered_map>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

using Severity = OverrideDiagnostic::Severity;

QString tr(const char* text) {
    return QCoreApplication::translate("soundstage::OverrideDatCheck", text);
}

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
    std::vector<OverrideDiagnostic> out;
    DatCache cache(dat);
    for (const OverrideEntry& entry : file.entries) {
        const OverrideEvent& event = entry.event;
        if (event.kind == OverrideEvent::Kind::TableSound && entry.eventSpan.isValid() &&
            event.table != 0) {
            if (!cache.has(event.table)) {
                out.push_back(
                    at(entry.eventSpan, tr("table %1 is not in the dat").arg(hexId(event.table))));
            } else if (const Result<SoundTable>& table = cache.table(event.table); !table) {
                out.push_back(
                    at(entry.eventSpan, tr("table %1 does not decode: %2")
                                            .arg(hexId(event.table), table.error().message)));
            } else if (event.soundType && !table->sound(*event.soundType)) {
                const auto count = static_cast<qsizetype>(table->root.children.size());
                out.push_back(at(entry.eventSpan,
                                 (count == 1 ? tr("table %1 has no %2 (it has 1 sound type); the "
                                                  "client would never play this entry")
                                             : tr("table %1 has no %2 (it has %3 sound types); the "
                                                  "client would never play this entry")
                                                   .arg(u"%1"_s, u"%2"_s, QString::number(count)))
                                     .arg(hexId(event.table), event.soundDisplay())));
            }
        }
        if (event.kind == OverrideEvent::Kind::Wave && entry.eventSpan.isValid() &&
            !cache.has(event.wave)) {
            out.push_back(
                at(entry.eventSpan, tr("wave %1 is not in the dat").arg(hexId(event.wave))));
        }
        for (const OverrideAlternative& a : entry.alternatives) {
            if (a.isWave() && a.wave != 0 && a.sourceSpan.isValid() && !cache.has(a.wave)) {
                out.push_back(at(a.sourceSpan, tr("wave %1 is not in the dat").arg(hexId(a.wave))));
            }
        }
    }
    return out;
}

std::vector<OverrideDiagnostic> OverrideDatCheck::checkFiles(const OverrideFile& file,
                                                             const QString& fileFolder) {
    std::vector<OverrideDiagnostic> out;
    QHash<QString, bool> exists;
    for (const OverrideEntry& entry : file.entries) {
        for (const OverrideAlternative& a : entry.alternatives) {
            if (a.isWave() || a.file.isEmpty() || !a.sourceSpan.isValid())
                continue;
            const QString path = file.resolve(a, fileFolder);
            auto it = exists.find(path);
            if (it == exists.end()) {
                const QFileInfo info(path);
                it = exists.insert(path, info.exists() && info.isFile());
            }
            if (!*it)
                out.push_back(at(a.sourceSpan, tr("file missing: %1").arg(path)));
        }
    }
    return out;
}

void OverrideDatCheck::merge(OverrideFile& file, std::vector<OverrideDiagnostic> extra) {
    file.diagnostics.insert(file.diagnostics.end(), std::make_move_iterator(extra.begin()),
                            std::make_move_iterator(extra.end()));
    std::ranges::stable_sort(file.diagnostics, [](const auto& a, const auto& b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
}

} // namespace soundstage
