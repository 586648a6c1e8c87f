#include "core/common/progresssink.h"

#include <QCoreApplication>

namespace soundstage {

Error ProgressSink::cancelledError() {
    return Error{ErrorCode::Cancelled,
                 QCoreApplication::translate("soundstage::ProgressSink", "Cancelled.")};
}

} // namespace soundstage
