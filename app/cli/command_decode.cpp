// soundstage-cli decode DAT ID -o OUT.wav: any wave (PCM, MS-ADPCM, MP3) to 16-bit PCM WAV.
#include "app/cli/clidat.h"
#include "core/audio/wavedecoder.h"
#include "core/audio/wavwriter.h"
#include "core/common/hexid.h"
#include "core/records/recordtype.h"
#include "core/records/wave.h"

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

// lupdate reads the context from Q_DECLARE_TR_FUNCTIONS, so every Tr::tr() call lands in
// "soundstage::cli::DecodeCommand" whatever function or local class it sits in.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(soundstage::cli::DecodeCommand)
};

class DecodeCommand final : public CliCommand {
public:
    QString name() const override { return u"decode"_s; }
    QString summary() const override {
        return Tr::tr("Decode a wave (PCM, MS-ADPCM, MP3) to a 16-bit WAV file");
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, Tr::tr("The dat file."));
        parser.addPositionalArgument(u"ID"_s, Tr::tr("The wave id (0x0A…)."));
        parser.addOption(
            QCommandLineOption({u"o"_s, u"output"_s}, Tr::tr("The WAV file to write."), u"FILE"_s));
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QString output = parser.value(u"output"_s);
        if (output.isEmpty())
            return usageError(io, name(), Tr::tr("missing -o FILE"));
        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto [dat, id] = std::move(*opened);
        if (recordTypeOf(id) != RecordType::Wave)
            return usageError(io, name(), Tr::tr("%1 is not a wave id (0x0A…)").arg(hexId(id)));
        auto bytes = readRecord(*dat, id);
        if (!bytes)
            return fail(io, bytes.error());
        auto wave = Wave::decode(*bytes);
        if (!wave)
            return fail(io, locateRecordError(*dat, id, wave.error()));
        // Decoder offsets are positions in the record, which locateRecordError maps to the file.
        auto pcm = WaveDecoder::decode(*wave);
        if (!pcm)
            return fail(io, locateRecordError(*dat, id, pcm.error()));
        if (auto written = WavWriter::savePcm16(output, **pcm); !written)
            return fail(io, written.error());
        io.out << Tr::tr("wrote %1: %2 → PCM 16-bit, %3 channel(s), %4 Hz, %5 frames, %6 s")
                      .arg(output, Wave::formatName(wave->formatTag()))
                      .arg((*pcm)->channels())
                      .arg((*pcm)->sampleRate())
                      .arg((*pcm)->frames())
                      .arg((*pcm)->seconds(), 0, 'f', 3)
               << '\n';
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(DecodeCommand)

} // namespace soundstage::cli
