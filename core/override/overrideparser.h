#pragma once

#include "core/override/overridefile.h"
#include "core/override/soundtypelookup.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QStringView>

#include <concepts>
#include <functional>
#include <type_traits>
#include <utility>

namespace soundstage {

/// Reads override files (language version 1, see soundstage-override(5)).
///
/// Forgiving: it never stops at the first problem. Every error and warning lands in
/// OverrideFile::diagnostics with its 1-based line and column, and every entry whose `=` could
/// be found is kept (OverrideEntry::hasErrors tells which lines had errors). Parsing itself never
/// fails; a file without errors is one whose diagnostics hold only warnings.
///
/// Work is linear in the input. Lines longer than Limits::maxLineLength characters are skipped
/// (with an error), an entry keeps at most Limits::maxAlternatives alternatives, and at most
/// Limits::maxDiagnostics diagnostics are listed, so hostile input stays bounded in time and
/// memory. Reentrant: one parser may be used from several threads if its lookup may.
class OverrideParser final {
public:
    /// Takes each entry of a streaming parse (parseEach()) as soon as it is read, in file order.
    using EntrySink = std::function<void(OverrideEntry&&)>;

    struct Limits {
        int maxLineLength = 65536;
        int maxAlternatives = 4096;
        int maxDiagnostics = 10000;
        /// A file of at least this many bytes is read in two parts at once, the second on a
        /// thread of its own (for a parse that keeps its entries; parseEach() reads in one).
        /// The result is the same; a file with more than maxDiagnostics problems is read
        /// again in one part, so the same ones are listed.
        qsizetype twoPartsFrom = 512 * 1024;
    };

    /// `soundTypes` resolves sound-type names (`Footstep1`) to codes and back; by default the
    /// client's names.
    explicit OverrideParser(SoundTypeLookup soundTypes = SoundTypeLookup::client());

    void setLimits(const Limits& limits) { m_limits = limits; }
    [[nodiscard]] const Limits& limits() const { return m_limits; }

    /// Parses UTF-8 bytes. A leading byte-order mark is skipped; CRLF and LF both end lines (a
    /// lone CR is a blank inside its line); invalid UTF-8 is reported (error, at its line and
    /// column) and read as U+FFFD.
    ///
    /// Memory: the result shares `utf8` (OverrideFile::source, no copy) and holds no decoded
    /// copy of it; only one line at a time is decoded while parsing.
    template <typename Bytes>
    requires std::same_as<std::remove_cvref_t<Bytes>, QByteArray>
    [[nodiscard]] OverrideFile parse(Bytes&& utf8) const {
        return parseShared(QByteArray(std::forward<Bytes>(utf8)));
    }
    /// As above for bytes in any other form (a view, a literal): they are copied once into
    /// OverrideFile::source.
    [[nodiscard]] OverrideFile parse(QByteArrayView utf8) const;
    /// Parses text already decoded (as its UTF-8; an unpaired surrogate reads as U+FFFD). A
    /// leading U+FEFF is skipped.
    [[nodiscard]] OverrideFile parseText(QStringView text) const;

    /// Parses as parse() does, but hands each entry to `sink` as soon as its line and its
    /// duplicate check are done instead of keeping it, so memory stays that of a few lines
    /// however long the file: for a one-shot reader (`override check`) that needs each entry
    /// once. The file returned holds what parse() gives (settings, directives, diagnostics,
    /// source) except its entries and comments, which are not kept. An entry reaches `sink`
    /// before the end of the file is known, so its `hasErrors` is not set (the diagnostics tell)
    /// and a volume it does not write stays 1.0 with no volumeSpan, whatever `!volume` says.
    [[nodiscard]] OverrideFile parseEach(QByteArray utf8, const EntrySink& sink) const;

private:
    /// Up to `marks` byte-order marks at the start are skipped (parse() skips two, as it always
    /// did: one from the bytes and one from the text decoded after it; parseText() one).
    [[nodiscard]] OverrideFile parseShared(QByteArray utf8, int marks = 2,
                                           const EntrySink* sink = nullptr) const;

    SoundTypeLookup m_soundTypes;
    Limits m_limits;
};

} // namespace soundstage
