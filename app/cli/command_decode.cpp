// soundstage-cli decode DAT ID -o OUT.wav: any wave (PCM, MS-ADPCM, MP3) to 16-bit PCM WAV.
#include "app/cli/clidat.h"
#include "core/audio/audiodecoder.h"
#include "core/audio/wavedecoder.h"
#include "core/audio/wavwriter.h"
#include "core/common/hexid.h"
#include "core/records/recordtype.h"
#include "core/records/wave.h"

using namespace Qt::StringLiterals;

namespace soundstage::cli {
namespace {

class DecodeCommand final : public CliCommand {
public:
    QString name() const override { return u"decode"_s; }
    QString summary() const override {
        return u"Decode a wave (PCM, MS-ADPCM, MP3) to a 16-bit WAV file"_s;
    }

    void configure(QCommandLineParser& parser) const override {
        parser.addPositionalArgument(u"DAT"_s, u"The dat file."_s);
        parser.addPositionalArgument(u"ID"_s, u"The wave id (0x0A…)."_s);
        parser.addOption(
            QCommandLineOption({u"o"_s, u"output"_s}, u"The WAV file to write."_s, u"FILE"_s));
    }

    int run(const QCommandLineParser& parser, CliIo& io) const override {
        const QString output = parser.value(u"output"_s);
        if (output.isEmpty())
            return usageError(io, name(), u"missing -o FILE"_s);
        auto opened = openDatAndId(parser);
        if (!opened)
            return reportError(io, name(), opened.error());
        const auto [dat, id] = std::move(*opened);
        if (recordTypeOf(id) != RecordType::Wave)
            return usageError(io, name(), u"%1 is not a wave id (0x0A…)"_s.arg(hexId(id)));
        auto bytes = readRecord(*dat, id);
        if (!bytes)
            return fail(io, bytes.error());
        auto wave = Wave::decode(*bytes);
        if (!wave)
            return fail(io, locateRecordError(*dat, id, wave.error()));
        // Decoder offsets are positions in the record, which locateRecordError maps to the file.
        auto decoder = WaveDecoder::open(*wave);
        if (!decoder)
            return fail(io, locateRecordError(*dat, id, decoder.error()));
        // Streamed to the file: memory is one chunk of frames, not the whole decoded wave.
        auto frames = WavWriter::savePcm16(output, **decoder);
        if (!frames)
            return fail(io, locateRecordError(*dat, id, frames.error()));
        io.out << u"wrote %1: %2 → PCM 16-bit, %3 channel(s), %4 Hz, %5 frames, %6 s"_s
                      .arg(output, Wave::formatName(wave->formatTag()))
                      .arg((*decoder)->channels())
                      .arg((*decoder)->sampleRate())
                      .arg(*frames)
                      .arg(double(*frames) / (*decoder)->sampleRate(), 0, 'f', 3)
               << '\n';
        return ExitOk;
    }
};

} // namespace

SOUNDSTAGE_CLI_COMMAND(DecodeCommand)

} // namespace soundstage::cli
