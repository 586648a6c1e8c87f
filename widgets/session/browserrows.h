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

class BrowserSearch;
struct RegionDesc;
class Document;
class SoundCatalog;
class ProgressSink;
struct OverridePreview;

/// The rows the browser lists, built from a catalog and (optionally) an applied override file:
/// four categories (sound tables, waves, ambient STBs, setups), each with its records in id
/// order. A row keeps only what names it (its location), a table's verdict marks and the texts
/// of an override that touches it; what a row shows (name(), detail(), tooltip()) is formatted
/// from the catalog when a view asks for it, and a filter asks matches(), which reads the
/// records (BrowserSearch), so building the rows of a whole dat formats no text per row.
/// No item model and no GUI here: DocumentDigest builds the rows on the worker that opened the
/// document, and BrowserModel (widgets/editor) shows them and rebuilds single rows as the
/// document changes.
///
/// Every function is pure (no state) and may run on any thread, as long as no other thread
/// changes the catalog or the preview meanwhile. The texts are translated (context
/// "soundstage::BrowserRows") in the language installed when they are formatted.
class BrowserRows final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::BrowserRows)

public:
    enum Category { Tables, Waves, Ambient, Setups, CategoryCount };

    /// One row under a category.
    struct Item {
        DocumentLocation location; ///< an ambient STB: the region, its index as the key
        quint32 mark = 0;          ///< Verdict flags (tables only)
        QString overridden;        ///< which override lines touch the table (tables only)
        QString addedBy;           ///< the override lines that create the table (not in the dat)
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
    [[nodiscard]] static Item waveItem(quint32 id);
    /// One row per ambient STB of region `id`; none when it has no ambient sounds.
    [[nodiscard]] static std::vector<Item> ambientItems(quint32 id, const RegionDesc& region);
    [[nodiscard]] static Item setupItem(quint32 id);

    /// The texts a row shows, formatted from `catalog` (and, for a table `preview` adds, from
    /// it): its id (an STB: "0x13000000 STB 2"), its details ("3 sound types", "7046 bytes",
    /// …) and its tooltip (its marks in words, the override lines touching it).
    [[nodiscard]] static QString name(const Item& item);
    [[nodiscard]] static QString detail(const SoundCatalog& catalog, const OverridePreview* preview,
                                        const Item& item);
    [[nodiscard]] static QString tooltip(const Item& item);
    /// Whether the row holds every word of `search`: its id; a table's sound type names and the
    /// wave ids it names; an STB's name, table and sound type names; a setup's default table.
    [[nodiscard]] static bool matches(const SoundCatalog& catalog, const OverridePreview* preview,
                                      const Item& item, const BrowserSearch& search);

private:
    [[nodiscard]] static std::vector<Item> buildCategory(const SoundCatalog& catalog,
                                                         Category category,
                                                         const OverridePreview* preview,
                                                         ProgressSink* progress);
};

} // namespace soundstage
