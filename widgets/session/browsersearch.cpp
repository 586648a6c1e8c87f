#include "widgets/session/browsersearch.h"

#include <algorithm>

namespace soundstage {

namespace {

// hexId() lower-cased: "0x" and eight digits.
constexpr qsizetype HexTextLength = 10;

// The nibble a lower-case hex digit stands for, or -1.
int nibble(QChar c) {
    const char16_t u = c.unicode();
    if (u >= u'0' && u <= u'9')
        return u - u'0';
    if (u >= u'a' && u <= u'f')
        return u - u'a' + 10;
    return -1;
}

} // namespace

BrowserSearch::BrowserSearch(const QStringList& words) {
    m_words.reserve(static_cast<std::size_t>(words.size()));
    for (const QString& text : words) {
        Word word;
        word.text = text;
        // Every offset of the word in "0x" + eight digits that its characters allow.
        for (qsizetype start = 0; start + text.size() <= HexTextLength; ++start) {
            HexPlace place;
            bool fits = true;
            for (qsizetype i = 0; fits && i < text.size(); ++i) {
                const qsizetype at = start + i;
                if (at == 0) {
                    fits = text[i] == u'0';
                } else if (at == 1) {
                    fits = text[i] == u'x';
                } else {
                    const int value = nibble(text[i]);
                    const int shift = static_cast<int>(4 * (HexTextLength - 1 - at));
                    fits = value >= 0;
                    place.mask |= 0xFu << shift;
                    place.value |= static_cast<quint32>(std::max(value, 0)) << shift;
                }
            }
            if (fits)
                word.hex.push_back(place);
        }
        for (quint32 type = 0; type < SoundTypeCount; ++type)
            word.sounds[type] = soundTypeName(type).toLower().contains(text);
        m_words.push_back(std::move(word));
    }
}

bool BrowserSearch::inHex(const Word& word, quint32 id) {
    return std::ranges::any_of(word.hex,
                               [id](const HexPlace& p) { return (id & p.mask) == p.value; });
}

bool BrowserSearch::inSoundName(const Word& word, quint32 soundType) {
    if (soundType < SoundTypeCount)
        return word.sounds[soundType];
    // Codes past the client's enum are named by their number (rare: a malformed table).
    return soundTypeName(soundType).toLower().contains(word.text);
}

bool BrowserSearch::inTable(const Word& word, quint32 id, const SoundTableNode& root) {
    if (inHex(word, id))
        return true;
    for (const SoundTableNode& sound : root.children) {
        if (inSoundName(word, sound.key))
            return true;
        if (word.hex.empty())
            continue;
        for (const SoundVariant& v : sound.variants) {
            if (inHex(word, v.wave))
                return true;
        }
    }
    return false;
}

bool BrowserSearch::matchesTable(quint32 id, const SoundTableNode& root) const {
    return std::ranges::all_of(m_words, [&](const Word& word) { return inTable(word, id, root); });
}

bool BrowserSearch::mayMatchIds() const {
    return std::ranges::all_of(m_words, [](const Word& word) { return !word.hex.empty(); });
}

bool BrowserSearch::matchesIds(std::initializer_list<quint32> ids) const {
    return std::ranges::all_of(m_words, [&](const Word& word) {
        return std::ranges::any_of(ids, [&](quint32 id) { return inHex(word, id); });
    });
}

bool BrowserSearch::matchesText(QStringView lower, std::initializer_list<quint32> ids,
                                const std::vector<quint32>& soundTypes) const {
    return std::ranges::all_of(m_words, [&](const Word& word) {
        return lower.contains(word.text) ||
               std::ranges::any_of(ids, [&](quint32 id) { return inHex(word, id); }) ||
               std::ranges::any_of(soundTypes,
                                   [&](quint32 type) { return inSoundName(word, type); });
    });
}

} // namespace soundstage
