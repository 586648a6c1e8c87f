#include "core/common/mappedinput.h"

namespace soundstage {

Result<MappedInput> MappedInput::open(const QString& path, qint64 maxBytes) {
    auto opened = InputFile::open(path, maxBytes);
    if (!opened)
        return fail(opened.error());
    MappedInput input(std::move(*opened));
    const qint64 size = input.m_input.size();
    if (size == 0)
        return input;
    QFile& file = input.m_input.file();
    if (const uchar* data = file.map(0, size)) {
        const auto* bytes = reinterpret_cast<const char*>(data);
        input.m_bytes = QByteArray::fromRawData(bytes, qsizetype(size));
        input.m_guard =
            std::make_unique<TruncationGuard>(bytes, size_t(size), QFile::encodeName(path));
        return input;
    }
    // Not mappable here (some network and virtual file systems): read it.
    auto bytes = input.m_input.read();
    if (!bytes)
        return fail(bytes.error());
    input.m_bytes = std::move(*bytes);
    return input;
}

} // namespace soundstage
