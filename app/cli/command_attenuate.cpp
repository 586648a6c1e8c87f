// soundstage-cli attenuate: the retail client's distance attenuation for one sound.
#include "app/cli/clicommand.h"

#include "core/retail/attenuation.h"

#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage::cli {

namespace {

std::optional<double> number(const QCommandLineParser& parser, const QString& name,
                             double fallback) {
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

} // namespace

class AttenuateCommand final : public CliCommand {
    Q_DECLARE_TR_FUNCTIONS(AttenuateCommand)

public:
    QString name() const override { return u"attenuate"_s; }
    QString summary() const override {
        return tr("Retail GetAttenuation for a distance and volume: gain, dB, audible, radius");
    }
    void configure(QCommandLineParser& parser) const override {
        parser.addOption({u"distance"_s, tr("Distance from the listener in metres."), u"M"_s});
        parser.addOption({u"volume"_s,
                          tr("Linear volume (record, wire or ambient desc; "
                             "default 1)."),
                          u"V"_s});
        parser.addOption({u"effect"_s, tr("Effect volume slider, 0…1 (default 1)."), u"P"_s});
        parser.addOption({u"ambient-volume"_s,
                          tr("Ambient volume slider, 0…1 (default 1); used with --ambient."),
                          u"A"_s});
        parser.addOption({u"ambient"_s, tr("Ambient path: the ambient slider applies twice.")});
        addJsonOption(parser);
    }
    int run(const QCommandLineParser& parser, CliIo& io) const override {
        if (!parser.isSet(u"distance"_s))
            return usageError(io, name(), tr("--distance is required"));
        const auto distance = number(parser, u"distance"_s, 0.0);
        const auto volume = number(parser, u"volume"_s, 1.0);
        const auto effect = number(parser, u"effect"_s, 1.0);
        const auto ambientSlider = number(parser, u"ambient-volume"_s, 1.0);
        if (!distance || *distance < 0.0)
            return usageError(io, name(), tr("--distance needs a number of metres ≥ 0"));
        if (!volume)
            return usageError(io, name(), tr("--volume needs a number"));
        if (!effect || *effect < 0.0 || !ambientSlider || *ambientSlider < 0.0)
            return usageError(io, name(), tr("volume sliders need a number ≥ 0"));

        VolumePreferences prefs;
        prefs.effect = static_cast<float>(*effect);
        prefs.ambient = static_cast<float>(*ambientSlider);
        const bool ambient = parser.isSet(u"ambient"_s);
        const SoundRoute route = ambient ? SoundRoute::Ambient : SoundRoute::TableSound;
        const auto rv = RetailAttenuation::routeVolume(route, prefs, *volume, *volume, *volume);
        const Attenuation a = RetailAttenuation::compute(*distance, rv.volume, rv.slider);
        const double radius = RetailAttenuation::hearingRadius(rv.volume, rv.slider);

        if (jsonRequested(parser)) {
            QJsonObject o{{u"distance"_s, *distance},
                          {u"volume"_s, *volume},
                          {u"route"_s, RetailAttenuation::routeKey(route)},
                          {u"slider"_s, rv.slider},
                          {u"applied_volume"_s, rv.volume},
                          {u"distance_gain"_s, a.distanceGain},
                          {u"gain"_s, a.gain},
                          {u"db"_s, a.dB},
                          {u"audible"_s, a.audible},
                          {u"radius"_s, radius}};
            printJson(io, QJsonDocument(o));
            return ExitOk;
        }
        io.out << tr("route:     %1%2")
                      .arg(RetailAttenuation::routeKey(route),
                           ambient ? tr(" (ambient slider applied twice)") : QString())
               << '\n';
        io.out << tr("gain:      %1 (distance %2 × slider %3)")
                      .arg(a.gain, 0, 'g', 6)
                      .arg(a.distanceGain, 0, 'g', 6)
                      .arg(rv.slider, 0, 'g', 6)
               << '\n';
        io.out << tr("dB:        %1").arg(a.dB) << '\n';
        io.out << tr("audible:   %1").arg(a.audible ? tr("yes") : tr("no, dropped (below −50 dB)"))
               << '\n';
        io.out << tr("radius:    %1 m").arg(radius, 0, 'f', 2) << '\n';
        return ExitOk;
    }
};

} // namespace soundstage::cli

using soundstage::cli::AttenuateCommand;
SOUNDSTAGE_CLI_COMMAND(AttenuateCommand)
