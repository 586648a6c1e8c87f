#pragma once

#include <QString>

namespace soundstage {

/// Copies of one QString's data handed out many times, their references counted a batch at a
/// time ahead of them instead of one atomic increment per copy. An atomic increment stalls the
/// thread until every store before it is done; a parse that makes a string per field paid that
/// once a field (issue 18: a fifteenth of parsing an override file).
///
/// The references counted ahead are real ones: the data stays alive for them whatever other
/// threads do with the copies already made. Those not handed out are given back when the
/// owner changes (reset()) or this goes away. The owner given to reset() must outlive that.
/// Not thread-safe; the copies it makes may go anywhere, threads included.
class PrepaidReferences final {
public:
    PrepaidReferences() = default;
    ~PrepaidReferences() { release(); }
    Q_DISABLE_COPY_MOVE(PrepaidReferences)

    /// Hands out copies of `owner`'s data from now on (giving back what is left of the last).
    void reset(const QString& owner) {
        release();
        m_data = const_cast<QString&>(owner).data_ptr().d_ptr();
    }
    /// Whether reset() was given an owner with data of its own (not a null or literal string).
    [[nodiscard]] bool isSet() const { return m_data != nullptr; }
    /// A string of the owner's data, `size` code units from `begin` (within the owner's
    /// buffer), holding one reference to it.
    [[nodiscard]] QString take(const char16_t* begin, qsizetype size) {
        if (m_left == 0) {
            m_data->ref_.fetchAndAddRelaxed(batch);
            m_left = batch;
        }
        --m_left;
        return QString(QString::DataPointer(static_cast<QTypedArrayData<char16_t>*>(m_data),
                                            const_cast<char16_t*>(begin), size));
    }
    /// Gives back the references counted ahead and not handed out (never the last: the owner
    /// holds one).
    void release() {
        if (m_left > 0)
            m_data->ref_.fetchAndSubRelaxed(m_left);
        m_left = 0;
        m_data = nullptr;
    }

private:
    static constexpr int batch = 256;
    QArrayData* m_data = nullptr;
    int m_left = 0;
};

} // namespace soundstage
