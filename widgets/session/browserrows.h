#pragma once

#include "core/document/documentlocation.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <unordered_map>
#include <vector>

namespace soundstage {

struct DatEntry;
struct RegionDesc;
class Document;
class SoundCatalog;
class ProgressSink;
struct OverridePreview;

/// The rows the browser lists, built from a catalog and (optionally) an applied override file:
/// four categories (sound tables, waves, ambient STBs, setups), each with its records in id
/// order, and per row the text it shows, the lower-case text a filter searches and its marks.
/// No item model and no GUI here: the rows of a whole dat take longer than a frame to build,
/// so DocumentDigest builds them on the worker that opened the document, and BrowserModel
/// (widgets/editor) shows them and rebuilds single rows as the document changes.
///
/// Every function is pure (no state) and may run on any thread, as long as no other thread
/// changes the catalog or the preview meanwhile. The texts are translated (context
/// "soundstage::BrowserRows") in the language installed when they are built.
class BrowserRows final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::BrowserRows)

public:
    enum Category { Tables, Waves, Ambient, Setups, CategoryCount };

    /// One row under a category.
    struct Item {
        DocumentLocation location;
        QString name;
        QString detail;
        QString search; ///< lower case
        QString tooltip;
        quint32 mark = 0;   ///< Verdict flags (tables only)
        QString overridden; ///< which override lines touch the table (tables only)
        QString addedBy;    ///< the override lines that create the table (not in the dat)
    };
    /// The rows of every category, in Category order.
    using Rows = std::array<std::vector<Item>, CategoryCount>;
    /// Per table, the lines of an override preview that touch it ("line 3: …").
    using OverrideLines = std::unordered_map<quint32, QStringList>;

    BrowserRows() = delete;

    /// The rows of `catalog` with `preview` (optional) applied: the tables it touches name its
    /// lines, the tables it creates are listed. `progress` (optional) counts tables; the rows
    /// are incomplete when it was cancelled.
    [[nodiscard]] static Rows build(const SoundCatalog& catalog, const OverridePreview* preview,
                                    ProgressSink* progress = nullptr);
    [[nodiscard]] static Rows build(const Document& document, const OverridePreview* preview,
                                    ProgressSink* progress = nullptr);

    /// The lines of `preview` per table they touch; empty without a preview.
    [[nodiscard]] static OverrideLines overrideLines(const OverridePreview* preview);
    /// The row of the dat's table `id` (only its id when the catalog has no such table), with
    /// its verdict marks and, when `preview` touches it, the override lines (`lines`, from
    /// overrideLines(preview)).
    [[nodiscard]] static Item tableItem(const SoundCatalog& catalog, quint32 id,
                                        const OverridePreview* preview, const OverrideLines& lines);
    /// The row of a table `preview` creates; nothing when it does not (or the dat has it).
    [[nodiscard]] static std::optional<Item> addedTableItem(const SoundCatalog& catalog, quint32 id,
                                                            const OverridePreview* preview,
                                                            const OverrideLines& lines);
    [[nodiscard]] static Item waveItem(quint32 id, const DatEntry& entry);
    /// One row per ambient STB of region `id`; none when it has no ambient sounds.
    [[nodiscard]] static std::vector<Item> ambientItems(quint32 id, const RegionDesc& region);
    /// The row of setup `id` whose default table is `table` (0: none).
    [[nodiscard]] static Item setupItem(quint32 id, quint32 table);

private:
    [[nodiscard]] static std::vector<Item> buildCategory(const SoundCatalog& catalog,
                                                         Category category,
                                                         const OverridePreview* preview,
                                                         ProgressSink* progress);
};

} // namespace soundstage
