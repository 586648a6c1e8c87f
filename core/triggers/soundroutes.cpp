#include "core/triggers/soundroutes.h"

#include "core/document/soundcatalog.h"
#include "core/records/soundtypes.h"
#include "core/triggers/serverroutes.h"
#include "core/triggers/triggerindex.h"

namespace soundstage {

using namespace Qt::StringLiterals;

QString soundRouteKindName(SoundRoute::Kind kind) {
    switch (kind) {
    case SoundRoute::Kind::Hook:
        return u"hook"_s;
    case SoundRoute::Kind::Server:
        return u"server"_s;
    case SoundRoute::Kind::Ambient:
        return u"ambient"_s;
    case SoundRoute::Kind::Interface:
        return u"interface"_s;
    }
    return {};
}

std::vector<SoundRoute> SoundRoutes::of(const TriggerIndex& index, const SoundCatalog& catalog,
                                        quint32 soundType, quint32 table) {
    std::vector<SoundRoute> routes;
    const auto hooks = index.hooksOfSoundType(soundType, table);
    if (!hooks.empty()) {
        SoundRoute r;
        r.what = u"animation and script hooks (default pairings)"_s;
        r.volumeSource = u"record"_s;
        r.count = static_cast<int>(hooks.size());
        routes.push_back(r);
    }
    for (const ServerRoute& server : ServerRoutes::of(soundType)) {
        SoundRoute r;
        r.kind = SoundRoute::Kind::Server;
        r.what = u"server message 0xF750: "_s + QString::fromLatin1(server.trigger);
        r.volume = server.volume;
        r.volumeSource = u"message"_s;
        routes.push_back(r);
    }
    for (const auto& [id, region] : catalog.regions()) {
        if (!region.ambient)
            continue;
        for (std::size_t stb = 0; stb < region.ambient->size(); ++stb) {
            const AmbientStbDesc& desc = (*region.ambient)[stb];
            if (table != 0 && desc.soundTable != table)
                continue;
            for (const AmbientSoundDesc& sound : desc.sounds) {
                if (sound.soundType != soundType)
                    continue;
                SoundRoute r;
                r.kind = SoundRoute::Kind::Ambient;
                r.what = sound.continuous() ? u"ambient, continuous"_s : u"ambient, intermittent"_s;
                r.volume = sound.volume;
                r.volumeSource = u"descriptor"_s;
                r.record = id;
                r.stbIndex = static_cast<int>(stb);
                routes.push_back(r);
            }
        }
    }
    if (soundTypeName(soundType).startsWith(u"UI_"_s)) {
        SoundRoute r;
        r.kind = SoundRoute::Kind::Interface;
        r.what = u"interface sound from the UI SoundTable, which the client resolves at run "
                 u"time (not known from the dat)"_s;
        r.volumeSource = u"record"_s;
        routes.push_back(r);
    }
    return routes;
}

} // namespace soundstage
