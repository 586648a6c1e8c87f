#pragma once

#include "core/common/error.h"
#include "core/document/variantref.h"
#include "core/records/soundtable.h"
#include "core/retail/eventoutcome.h"
#include "core/retail/fpumodel.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <bitset>
#include <map>
#include <optional>
#include <unordered_map>
#include <vector>

namespace soundstage {

/// The one filter language over variants, shared by the browser's filter box and
/// `soundstage-cli edit --where`. A filter is terms separated by white space, all of which must
/// hold (AND); a term prefixed with `-` must not hold:
///
/// - `wave:ID`, `table:ID` — the variant's wave / table is ID (hex `0x0A000519` or decimal;
///   `wave:0` is a silent record); with `*` or `?` a pattern over the hex id (`table:0x2000001?`).
/// - `sound:NAME` — the sound type is NAME (as the client's enum spells it, any case), a code
///   (`sound:31`, `sound:0x1F`) or a pattern over the names (`sound:Footstep*`).
/// - `prob`, `vol`, `prio` (or `probability`, `volume`, `priority`) and `index` compared with
///   `<`, `<=`, `>`, `>=`, `=` (also `:`) or `!=`: `prob<0.5`, `vol>=0.8`, `index=0`. The number
///   is rounded to the field's 32-bit float before comparing, so `vol=0.8` finds the stored 0.8.
/// - verdicts: `never-chosen` (the pick never lands on it: the last of a list of N ≥ 2),
///   `gated-off` (its probability never passes the play gate), `silent` (wave 0),
///   `missing-wave` (the dat has no such wave), `duplicate-wave` (an earlier record of its list
///   names the same wave).
/// - any other word: the variant's text (its table id, sound type name and wave id) contains it,
///   ignoring case — the browser's plain search, so "footstep" still finds what it found before.
///
/// Parse errors are ErrorCode::Usage with line 1 and the 1-based column of the offending term
/// (Error::column) and a translated message saying what is wrong there.
///
/// A VariantFilter is an immutable value; matching is const and thread-safe. A MatchContext
/// carries what matching needs beyond the variant (the dat's waves, the gate model) and a cache,
/// so one context serves one thread.
class VariantFilter final {
    Q_DECLARE_TR_FUNCTIONS(soundstage::VariantFilter)

public:
    /// What matching needs beyond the variant. Not thread-safe (it caches pick counts per list
    /// length); give each thread its own.
    class MatchContext final {
    public:
        /// `waveExists` empty: every wave counts as present (`missing-wave` then never holds).
        explicit MatchContext(WaveExists waveExists = {}, FpuModel model = FpuModel::Single)
            : m_waveExists(std::move(waveExists))
            , m_model(model) {}
        [[nodiscard]] FpuModel model() const { return m_model; }
        [[nodiscard]] bool waveExists(quint32 wave) const {
            return !m_waveExists || m_waveExists(wave);
        }
        /// Whether the client's pick never lands on record `index` of a list of `n`.
        [[nodiscard]] bool neverChosen(std::size_t n, std::size_t index);

    private:
        WaveExists m_waveExists;
        FpuModel m_model;
        std::unordered_map<std::size_t, std::vector<bool>> m_neverChosen;
    };

    /// The empty filter: every variant matches.
    VariantFilter() = default;

    [[nodiscard]] static Result<VariantFilter> parse(QStringView text);

    /// No terms at all.
    [[nodiscard]] bool isEmpty() const { return m_terms.empty(); }
    /// True when a term is more than a plain word (a field, a comparison, a verdict, or a
    /// negated word): the filter then speaks about variants, not about a row's text.
    [[nodiscard]] bool hasVariantTerms() const { return m_variantTerms; }
    /// Whether every plain (not negated) word is in `search` (lower case). The browser's test
    /// for rows that are not tables.
    [[nodiscard]] bool matchesText(QStringView search) const;
    /// The plain (not negated) words, lower case, in the order typed: what matchesText() looks
    /// for (the browser answers them from the records, without a search text per row).
    [[nodiscard]] QStringList plainWords() const;

    /// Whether variant `index` of `sound` (a root child of `table`) matches every term.
    [[nodiscard]] bool matches(const SoundTable& table, const SoundTableNode& sound,
                               std::size_t index, MatchContext& context) const;
    /// Whether any variant of the table's consulted lists matches.
    [[nodiscard]] bool matchesTable(const SoundTable& table, MatchContext& context) const;
    /// Every matching variant of the consulted lists (the first root child of each sound type)
    /// of `tables`, in table, list and index order.
    [[nodiscard]] std::vector<VariantRef> select(const std::map<quint32, SoundTable>& tables,
                                                 MatchContext& context) const;
    /// The same over the matching variants of one table.
    void selectIn(const SoundTable& table, MatchContext& context,
                  std::vector<VariantRef>& out) const;

    /// One line per kind of term, for tooltips and help (translated).
    [[nodiscard]] static QString syntaxSummary();

private:
    enum class Kind { Word, Wave, Table, Sound, Compare, Verdict };
    enum class Subject { Probability, Volume, Priority, Index };
    enum class Op { Less, LessEqual, Greater, GreaterEqual, Equal, NotEqual };
    struct Term {
        Kind kind = Kind::Word;
        bool negated = false;
        QString word;                 ///< Word: lower case
        std::optional<quint32> id;    ///< Wave, Table: an exact id
        QRegularExpression pattern;   ///< Wave, Table, Sound: a pattern (when no exact id)
        std::bitset<256> soundTypes;  ///< Sound: the matching known sound types (< 256)
        std::optional<quint32> sound; ///< Sound: an exact code (any u32)
        Subject subject = Subject::Probability;
        Op op = Op::Equal;
        double number = 0;
        Verdict verdict = Verdict::None;
    };

    static Result<Term> parseTerm(QStringView text, int column);
    [[nodiscard]] static bool holds(const Term& term, const SoundTable& table,
                                    const SoundTableNode& sound, std::size_t index,
                                    MatchContext& context);
    [[nodiscard]] static bool compare(const Term& term, double value);

    std::vector<Term> m_terms;
    bool m_variantTerms = false;
};

} // namespace soundstage
