#include "core/records/recordcheck.h"

#include "core/records/animation.h"
#include "core/records/motiontable.h"
#include "core/records/physicsscript.h"
#include "core/records/physicsscripttable.h"
#include "core/records/regiondesc.h"
#include "core/records/setupmodel.h"
#include "core/records/soundtable.h"
#include "core/records/wave.h"

namespace soundstage {

namespace {
template <typename T> std::optional<Error> errorOf(const Result<T>& result) {
    if (result)
        return std::nullopt;
    return result.error();
}
} // namespace

bool RecordCheck::covers(RecordType type) {
    switch (type) {
    case RecordType::SoundTable:
    case RecordType::Wave:
    case RecordType::Region:
    case RecordType::Setup:
    case RecordType::Animation:
    case RecordType::MotionTable:
    case RecordType::PhysicsScript:
    case RecordType::PhysicsScriptTable:
        return true;
    default:
        return false;
    }
}

std::optional<Error> RecordCheck::check(RecordType type, QByteArrayView bytes) {
    switch (type) {
    case RecordType::SoundTable:
        return errorOf(SoundTable::decode(bytes));
    case RecordType::Wave:
        return errorOf(Wave::decode(bytes));
    case RecordType::Region:
        return errorOf(RegionDesc::decode(bytes));
    case RecordType::Setup:
        return errorOf(SetupModel::decode(bytes));
    case RecordType::Animation:
        return errorOf(Animation::decode(bytes));
    case RecordType::MotionTable:
        return errorOf(MotionTable::decode(bytes));
    case RecordType::PhysicsScript:
        return errorOf(PhysicsScript::decode(bytes));
    case RecordType::PhysicsScriptTable:
        return errorOf(PhysicsScriptTable::decode(bytes));
    default:
        return std::nullopt;
    }
}

} // namespace soundstage
