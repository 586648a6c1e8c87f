#pragma once
// Shared helpers of the retail-model commands (reach, simulate, ambient, ambient-sim).
// Header-only so the CLI's CMake glob of command_*.cpp stays the only build list.

#include "app/cli/clidat.h"
#include "core/common/hexid.h"
#include "core/records/recordjson.h"
#include "core/records/recordtype.h"
#include "core/records/regiondesc.h"
#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/fpumodel.h"

#include <QJsonArray>
#include <QJsonObject>

#include <memory>
#include <unordered_set>
#include <vector>

namespace soundstage::cli::retail {

using namespace Qt::StringLiterals;

/// The wave ids the dat holds, for the "missing wave" verdict.
inline Result<std::unordered_set<quint32>> waveIds(const DatFile& dat) {
    const auto range = idRangeOf(RecordType::Wave);
    auto entries = dat.entries(range->first, range->last);
    if (!entries)
        return fail(entries.error().inFile(dat.path()));
    std::unordered_set<quint32> ids;
    ids.reserve(entries->size());
    for (const DatEntry& e : *entries)
        ids.insert(e.id);
    return ids;
}

inline Result<SoundTable> loadTable(const DatFile& dat, quint32 id) {
    auto bytes = readRecord(dat, id);
    if (!bytes)
        return fail(bytes.error());
    auto table = SoundTable::decode(*bytes);
    if (!table)
        return fail(locateRecordError(dat, id, table.error()));
    return table;
}

/// Every id of a record type in the dat, ascending.
inline Result<std::vector<quint32>> idsOf(const DatFile& dat, RecordType type) {
    const auto range = idRangeOf(type);
    auto entries = dat.entries(range->first, range->last);
    if (!entries)
        return fail(entries.error().inFile(dat.path()));
    std::vector<quint32> ids;
    for (const DatEntry& e : *entries)
        ids.push_back(e.id);
    return ids;
}

inline Result<RegionDesc> loadRegion(const DatFile& dat, quint32 id) {
    auto bytes = readRecord(dat, id);
    if (!bytes)
        return fail(bytes.error());
    auto region = RegionDesc::decode(*bytes);
    if (!region)
        return fail(locateRecordError(dat, id, region.error()));
    return region;
}

/// --gate-model single|double (default single).
inline void addGateModelOption(QCommandLineParser& parser) {
    parser.addOption(
        QCommandLineOption(u"gate-model"_s,
                           u"FPU precision of the client's products: single (Direct3D's "
                           "default, used unless told) or double."_s,
                           u"MODEL"_s, u"single"_s));
}

/// The --gate-model value; ErrorCode::Usage when it is neither single nor double (pass it to
/// reportError(), which prints it as the command's usage error).
inline Result<FpuModel> gateModelOption(const QCommandLineParser& parser) {
    const auto model = parseFpuModel(parser.value(u"gate-model"_s));
    if (!model)
        return soundstage::fail(ErrorCode::Usage, u"--gate-model must be single or double"_s);
    return *model;
}

/// The prologue of the retail commands whose only other input is the dat.
struct DatAndModel {
    std::unique_ptr<DatFile> dat;
    FpuModel model = FpuModel::Single;
};

/// gateModelOption(), then openDatArgument(): the first failure (for reportError()).
inline Result<DatAndModel> openDatWithGateModel(const QCommandLineParser& parser) {
    const auto model = gateModelOption(parser);
    if (!model)
        return soundstage::fail(model.error());
    auto dat = openDatArgument(parser);
    if (!dat)
        return soundstage::fail(dat.error());
    return DatAndModel{std::move(*dat), *model};
}

/// --seed S for Random::Seed and srand, 1 unless given; `help` says what it seeds.
inline void addSeedOption(QCommandLineParser& parser,
                          const QString& help = u"Seed for Random::Seed and srand (default 1)."_s) {
    parser.addOption({u"seed"_s, help, u"S"_s, u"1"_s});
}

/// The --seed value, 1 when it is not given; ErrorCode::Usage unless it is a whole number
/// 0…4294967295 (for reportError()).
inline Result<quint32> seedOption(const QCommandLineParser& parser) {
    if (!parser.isSet(u"seed"_s))
        return 1u;
    bool ok = false;
    const quint32 seed = parser.value(u"seed"_s).toUInt(&ok);
    if (!ok)
        return soundstage::fail(ErrorCode::Usage, u"--seed needs a whole number 0…4294967295"_s);
    return seed;
}

inline QJsonObject variantJson(const SoundVariant& v) {
    return QJsonObject{{u"wave"_s, hexId(v.wave)},
                       {u"priority"_s, jsonNumberFromFloat(v.priority)},
                       {u"probability"_s, jsonNumberFromFloat(v.probability)},
                       {u"volume"_s, jsonNumberFromFloat(v.volume)}};
}

inline QJsonObject outcomeJson(const VariantOutcome& v) {
    QJsonObject o = variantJson(v.variant);
    o.insert(u"index"_s, v.index);
    o.insert(u"pick"_s, v.pick().toDouble());
    o.insert(u"pick_exact"_s, v.pick().toString());
    o.insert(u"pick_count"_s, v.pickCount);
    o.insert(u"pick_of"_s, qint64(2147483562));
    o.insert(u"gate"_s, v.gateCount);
    o.insert(u"gate_of"_s, 32768);
    o.insert(u"gate_exact"_s, v.gate().toString());
    o.insert(u"play"_s, v.play().toDouble());
    o.insert(u"play_exact"_s, v.play().toString());
    o.insert(u"verdicts"_s, QJsonArray::fromStringList(verdictKeys(v.verdicts)));
    return o;
}

inline QString soundLabel(quint32 type) {
    return soundTypeName(type) + u" ("_s + QString::number(type) + u')';
}

} // namespace soundstage::cli::retail
