#pragma once
// The override file of the benchmarks (bench_override parses it, bench_cli checks it with the
// CLI): `lines` lines of a realistic mix.

#include "core/override/soundtypelookup.h"
#include "core/records/soundtypes.h"

#include <QByteArray>

namespace soundstage::bench {

// The client's names, as soundstage-cli uses them.
inline SoundTypeLookup benchSoundTypes() {
    return SoundTypeLookup::client();
}

inline QByteArray soundName(int code) {
    return soundTypeName(static_cast<quint32>(code)).toUtf8();
}

// A realistic mix: table entries by name and by number, every-table and wave entries, named
// events, comments, one to three alternatives, quoted paths, probabilities.
inline QByteArray makeFile(int lines) {
    QByteArray out = "!soundstage-override 1\n!volume unit\n!pick uniform\n";
    int written = 3;
    for (int i = 0; written < lines; ++i) {
        const int table = 0x20000001 + i / 205;
        const int sound = i % 205;
        QByteArray line;
        switch (i % 10) {
        case 0:
            line += "# group " + QByteArray::number(i) + "\n";
            [[fallthrough]];
        case 1:
        case 2:
        case 3:
            line += "0x" + QByteArray::number(table, 16) + "/" + soundName(sound) +
                    ", 0.5 = sfx/step" + QByteArray::number(i) + ".ogg, 0.8; 0x0A00" +
                    QByteArray::number(0x1000 + i % 0xE000, 16) + ", 1, 0.25  # note\n";
            break;
        case 4:
        case 5:
            line += "0x" + QByteArray::number(table, 16) + "/0x" + QByteArray::number(sound, 16) +
                    ", 0 = \"sounds/with, comma " + QByteArray::number(i) +
                    ".wav\", 0.5; b.wav, 1, 0.5; c.wav, 0.3\n";
            break;
        case 6:
            line += "wave 0x0A" + QByteArray::number(0x100000 + i, 16) + ", 0.7 = w" +
                    QByteArray::number(i) + ".wav, 1\n";
            break;
        case 7:
            line += "player does thing " + QByteArray::number(i) +
                    ",   200 = knock.au, 0.6, whoosh.au, 0.4\n";
            break;
        default:
            line += "0x" + QByteArray::number(table, 16) + "/" + soundName(sound) + ", 1 =\n";
            break;
        }
        written += static_cast<int>(line.count('\n'));
        out += line;
    }
    return out;
}

} // namespace soundstage::bench
