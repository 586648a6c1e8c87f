#include "core/override/overridepreview.h"

#include "core/override/overridedatcheck.h"
#include "core/override/overrideparser.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace soundstage {

namespace {

// Override files are small text files; this keeps a wrong pick (a dat) from being read whole.
constexpr qint64 maxFileSize = 256ll * 1024 * 1024;

} // namespace

Result<OverridePreview> OverridePreview::load(const QString& path,
                                              const std::map<quint32, SoundTable>& tables,
                                              const DatFile* dat) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(ErrorCode::Io, f.errorString(), -1, path);
    if (f.size() > maxFileSize) {
        return fail(ErrorCode::Unsupported,
                    QCoreApplication::translate("soundstage::OverridePreview",
                                                "%1 bytes is too large for an override file")
                        .arg(f.size()),
                    -1, path);
    }
    const QByteArray bytes = f.readAll();
    if (f.error() != QFileDevice::NoError)
        return fail(ErrorCode::Io, f.errorString(), -1, path);

    OverridePreview preview;
    const QFileInfo info(path);
    preview.path = info.absoluteFilePath();
    preview.file = OverrideParser().parse(bytes);
    if (dat)
        OverrideDatCheck::merge(preview.file, OverrideDatCheck::checkDat(preview.file, *dat));
    OverrideDatCheck::merge(preview.file,
                            OverrideDatCheck::checkFiles(preview.file, info.absolutePath()));
    preview.tables = tables;
    preview.report = OverrideApply::apply(preview.file, preview.tables, info.absolutePath());
    return preview;
}

} // namespace soundstage
