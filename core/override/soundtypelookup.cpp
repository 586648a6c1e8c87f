#include "core/override/soundtypelookup.h"

#include "core/records/soundtypes.h"

#include <QHash>

#include <memory>
#include <vector>

namespace soundstage {

SoundTypeLookup::SoundTypeLookup(NameOf nameOf, CodeOf codeOf)
    : m_nameOf(std::move(nameOf))
    , m_codeOf(std::move(codeOf)) {}

SoundTypeLookup SoundTypeLookup::fromTable(std::span<const std::pair<quint32, QString>> table) {
    // Shared so copies of the lookup stay cheap; names are looked up by view, without a copy.
    struct Tables {
        std::vector<QString> names;
        QHash<quint32, QString> byCode;
        QHash<QStringView, quint32> byName;
    };
    auto tables = std::make_shared<Tables>();
    tables->names.reserve(table.size());
    for (const auto& [code, name] : table) {
        tables->names.push_back(name);
        tables->byCode.insert(code, name);
    }
    for (size_t i = 0; i < table.size(); ++i)
        tables->byName.insert(QStringView(tables->names[i]), table[i].first);
    return SoundTypeLookup(
        [tables](quint32 code) -> std::optional<QString> {
            const auto it = tables->byCode.constFind(code);
            if (it == tables->byCode.cend())
                return std::nullopt;
            return *it;
        },
        [tables](QStringView name) -> std::optional<quint32> {
            const auto it = tables->byName.constFind(name);
            if (it == tables->byName.cend())
                return std::nullopt;
            return *it;
        });
}

SoundTypeLookup SoundTypeLookup::client() {
    // Built once from core/records' names; exact names are found by view, without a copy (the
    // parser asks once per entry), other spellings go through parseSoundType.
    struct Tables {
        QStringList names;
        QHash<QStringView, quint32> byName;
    };
    static const std::shared_ptr<const Tables> tables = [] {
        auto t = std::make_shared<Tables>();
        t->names = soundTypeNames();
        for (qsizetype i = 0; i < t->names.size(); ++i)
            t->byName.insert(QStringView(t->names[i]), static_cast<quint32>(i));
        return t;
    }();
    return SoundTypeLookup(
        [t = tables](quint32 code) -> std::optional<QString> {
            if (code >= static_cast<quint32>(t->names.size()))
                return std::nullopt;
            return t->names[static_cast<qsizetype>(code)];
        },
        [t = tables](QStringView name) -> std::optional<quint32> {
            if (const auto it = t->byName.constFind(name); it != t->byName.cend())
                return *it;
            // parseSoundType also reads numbers; the override parser asks only for names.
            if (name.isEmpty() || name.front().isDigit())
                return std::nullopt;
            const auto code = parseSoundType(name);
            if (!code || !isKnownSoundType(*code))
                return std::nullopt;
            return code;
        });
}

std::optional<QString> SoundTypeLookup::nameOf(quint32 code) const {
    if (!m_nameOf)
        return std::nullopt;
    return m_nameOf(code);
}

std::optional<quint32> SoundTypeLookup::codeOf(QStringView name) const {
    if (!m_codeOf)
        return std::nullopt;
    return m_codeOf(name);
}

} // namespace soundstage
