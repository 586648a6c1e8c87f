#pragma once

#include "core/records/soundtable.h"
#include "core/records/soundtypes.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <bitset>
#include <vector>

namespace soundstage {

/// The browser's plain-word search, answered from the records themselves rather than from a
/// search text kept per row: a row matches when every word is in its text (ignoring case),
/// where a row's text is its id, and for a table the names of its sound types and the wave ids
/// its variants name (as hexId() spells them, lower case), for a setup its default table's id.
///
/// Hex ids are tested without formatting them: each place a word can sit in the ten characters
/// of "0x0a000519" becomes a mask and value over the 32-bit id, worked out once per filter, so a
/// test is a few integer compares. Sound type names are tested through a bit per known type,
/// also worked out once. So a keystroke over a dat's tens of thousands of variants allocates
/// nothing and formats no text.
///
/// An immutable value; its tests are const and may run on any thread.
class BrowserSearch final {
public:
    /// No words: everything matches.
    BrowserSearch() = default;
    /// `words`: lower case, none empty, none holding white space (VariantFilter::plainWords()).
    explicit BrowserSearch(const QStringList& words);

    [[nodiscard]] bool isEmpty() const { return m_words.empty(); }
    /// Whether every word could sit in a hex id (else matchesIds() is false for any ids).
    [[nodiscard]] bool mayMatchIds() const;

    /// Whether every word is in the text of table `id` whose root node is `root`.
    [[nodiscard]] bool matchesTable(quint32 id, const SoundTableNode& root) const;
    /// Whether every word is in one of the hex texts of `ids` (a wave: its id; a setup: its id
    /// and its default table's).
    [[nodiscard]] bool matchesIds(std::initializer_list<quint32> ids) const;
    /// Whether every word is in `lower` (lower case) or in one of the hex texts of `ids` or in
    /// the name of one of `soundTypes` (an ambient STB: its name, table and sounds).
    [[nodiscard]] bool matchesText(QStringView lower, std::initializer_list<quint32> ids,
                                   const std::vector<quint32>& soundTypes) const;

private:
    /// One place a word can sit in "0x" + eight hex digits: (id & mask) == value.
    struct HexPlace {
        quint32 mask = 0;
        quint32 value = 0;
    };
    struct Word {
        QString text;
        std::vector<HexPlace> hex;
        std::bitset<SoundTypeCount> sounds; ///< known sound types whose name holds it
    };

    [[nodiscard]] static bool inHex(const Word& word, quint32 id);
    [[nodiscard]] static bool inSoundName(const Word& word, quint32 soundType);
    [[nodiscard]] static bool inTable(const Word& word, quint32 id, const SoundTableNode& root);

    std::vector<Word> m_words;
};

} // namespace soundstage
