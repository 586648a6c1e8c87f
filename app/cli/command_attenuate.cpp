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
public:
    QString name() const override { return u"attenuate"_s; }
    QString summary() const override {
        return u"Retail GetAttenuation for a distance and volume: gain, dB, audible, radius"_s;
    }
    void configure(QCommandLineParser& parser) const override {
        parser.addOption({u"distance"_s, u"Distance from the listener in metres."_s, u"M"_s});
        parser.addOption({u"volume"_s,
                          u"Linear volume (record, wire or ambient desc; "
                          "default 1)."_s,
                          u"V"_s});
        parser.addOption({u"effect"_s, u"Effect volume slider, 0…1 (default 1)."_s, u"P"_s});
        parser.addOption({u"ambient-volume"_s,
                          u"Ambient volume slider, 0…1 (default 1); used with --ambient."_s,
                          u"A"_s});
        parser.addOption({u"ambient"_s, u"Ambient path: the ambient slider applies twice."_s});
        addJsonOption(parser);
    }
    int run(const QCommandLineParser& parser, CliIo& io) const override {
        if (!parser.isSet(u"distance"_s))
            return usageError(io, name(), u"--distance is required"_s);
        const auto distance = number(parser, u"distance"_s, 0.0);
        const auto volume = number(parser, u"volume"_s, 1.0);
        const auto effect = number(parser, u"effect"_s, 1.0);
        const auto ambientSlider = number(parser, u"ambient-volume"_s, 1.0);
        if (!distance || *distance < 0.0)
            return usageError(io, name(), u"--distance needs a number of metres ≥ 0"_s);
        if (!volume)
            return usageError(io, name(), u"--volume needs a number"_s);
        if (!effect || *effect < 0.0 || !ambientSlider || *ambientSlider < 0.0)
            return usageError(io, name(), u"volume sliders need a number ≥ 0"_s);

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
        io.out << u"route:     %1%2"_s.arg(RetailAttenuation::routeKey(route),
                                           ambient ? u" (ambient slider applied twice)"_s
                                                   : QString())
               << '\n';
        io.out << u"gain:      %1 (distance %2 × slider %3)"_s.arg(a.gain, 0, 'g', 6)
                      .arg(a.distanceGain, 0, 'g', 6)
                      .arg(rv.slider, 0, 'g', 6)
               << '\n';
        io.out << u"dB:        %1"_s.arg(a.dB) << '\n';
        io.out << u"audible:   %1"_s.arg(a.audible ? u"yes"_s : u"no, dropped (below −50 dB)"_s)
               << '\n';
        io.out << u"radius:    %1 m"_s.arg(radius, 0, 'f', 2) << '\n';
        return ExitOk;
    }
};

} // namespace soundstage::cli

using soundstage::cli::AttenuateCommand;
SOUNDSTAGE_CLI_COMMAND(AttenuateCommand)
