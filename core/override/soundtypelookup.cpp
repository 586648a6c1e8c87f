#include "core/override/soundtypelookup.h"

#include <QHash>

#include <memory>

namespace soundstage {

SoundTypeLookup::SoundTypeLookup(NameOf nameOf, CodeOf codeOf)
    : m_nameOf(std::move(nameOf))
    , m_codeOf(std::move(codeOf)) {}

SoundTypeLookup SoundTypeLookup::fromTable(std::span<const std::pair<quint32, QString>> table) {
    // Shared so copies of the lookup stay cheap.
    auto byCode = std::make_shared<QHash<quint32, QString>>();
    auto byName = std::make_shared<QHash<QString, quint32>>();
    for (const auto& [code, name] : table) {
        byCode->insert(code, name);
        byName->insert(name, code);
    }
    return SoundTypeLookup(
        [byCode](quint32 code) -> std::optional<QString> {
            const auto it = byCode->constFind(code);
            if (it == byCode->cend())
                return std::nullopt;
            return *it;
        },
        [byName](QStringView name) -> std::optional<quint32> {
            const auto it = byName->constFind(name.toString());
            if (it == byName->cend())
                return std::nullopt;
            return *it;
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
