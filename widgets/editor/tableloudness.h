#pragma once

#include <QLabel>

#include <optional>
#include <vector>

namespace soundstage {

class DocumentSession;
struct DocumentChange;

/// A sound table's loudness at a glance, one line above its sound types: how far apart its
/// variants are (each with its volume: LUFS + 20·log10(volume), what the variant plays — an
/// override's local file too) and the variant that stands out most from its siblings (the
/// other variants of its sound type), e.g. "this table's variants span 9,0 LU — Footstep1 #2
/// is 6,0 LU louder than its siblings". A line rather than a tooltip: an outlier is what a
/// designer looks for, and a tooltip shows nothing until hovered; the tooltip has each sound
/// type's own span. Measured in the background (DocumentSession::loudness()); the line says
/// how many variants are still measured. GUI thread only.
class TableLoudness final : public QLabel {
    Q_OBJECT

public:
    explicit TableLoudness(DocumentSession* session, QWidget* parent = nullptr);

    /// Shows table `table` (0: nothing).
    void setTable(quint32 table);

    /// A variant stands out when it is this far from its siblings' median.
    static constexpr double OutlierLu = 3.0;

    /// One variant's measured loudness with its volume.
    struct Level {
        quint32 soundType = 0;
        int variant = 0;
        double lufs = 0.0; ///< finite (silent variants are left out)
    };
    struct Spread {
        double low = 0.0; ///< LUFS, the quietest variant
        double high = 0.0;
        /// The variant farthest from the median of its siblings, if at least OutlierLu away;
        /// `deviation` is positive when it is louder.
        struct Outlier {
            quint32 soundType = 0;
            int variant = 0;
            double deviation = 0.0;
        };
        std::optional<Outlier> outlier;
    };
    /// The spread of `levels` (nullopt for none). Pure: the rule the line shows.
    [[nodiscard]] static std::optional<Spread> spreadOf(const std::vector<Level>& levels);

private:
    void refresh();
    void onChanged(const DocumentChange& change);

    DocumentSession* m_session;
    quint32 m_table = 0;
};

} // namespace soundstage
