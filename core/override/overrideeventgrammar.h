#pragma once

#include "core/common/prepaidreferences.h"
#include "core/override/overrideentry.h"
#include "core/override/overridelexer.h"
#include "core/override/soundtypelookup.h"

#include <QChar>
#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace soundstage {

/// The event grammar of an override line (soundstage-override(5), EVENTS and HOOK EVENTS): the
/// left side (`0x20000001/Footstep1`, `*/0x37`, `wave 0x0A000262`, `anim 0x03000514:4[1]`,
/// `script 0x33000010@0.5`, or a name) and a hook line's `sound:NAME` right side. Reports go to
/// the lexer, at the columns of the current line. One per parse, not thread-safe.
class OverrideEventGrammar final {
public:
    OverrideEventGrammar(OverrideLexer& lexer, const SoundTypeLookup& soundTypes)
        : m_lexer(lexer)
        , m_soundTypes(soundTypes) {}

    /// Reads `token` (the field before the first `,`) into `entry.event`; false when it had an
    /// error (then the event is not checked for duplicates).
    bool parseEvent(const OverrideToken& token, OverrideEntry& entry);
    /// Whether `token` starts like a hook event (`anim 0…`, `script 0…`).
    [[nodiscard]] bool isHookEvent(const OverrideToken& token);

    /// A hook line's right side from `pos` when it is `sound:NAME`: true when it was (then
    /// `commentAt` is where a trailing comment starts, or -1); false when the alternatives
    /// grammar reads it instead.
    bool parseFiresSound(qsizetype pos, OverrideEntry& entry, qsizetype* commentAt);
    /// After the alternatives of a hook line: a hook plays one sound, so the rest are an error.
    void keepOneAlternative(OverrideEntry& entry);

private:
    std::optional<quint32> soundTypeOf(std::string_view text, qsizetype index, QString* name);
    /// The lookup's name of a sound-type number, asked once per number below codeSlots.
    std::optional<QString> nameOfCode(quint32 code);

    /// A sound-type name as written and the code the lookup made of it (a known name only);
    /// its spelling is the code's (nameOfCode).
    struct NameSlot {
        std::string bytes;
        size_t hash = 0; ///< OverrideLexer::hash(bytes)
        std::optional<quint32> code;
    };
    /// The lookup's name of a code below codeSlots, asked for once, and the copies of it the
    /// entries get.
    struct CodeName {
        bool asked = false;
        std::optional<QString> name;
        PrepaidReferences copies; ///< of `name`, one an entry
    };
    static constexpr size_t nameSlots = 1024;
    static constexpr quint32 codeSlots = 256;

    OverrideLexer& m_lexer;
    const SoundTypeLookup& m_soundTypes;
    std::vector<QChar> m_scratch;  ///< the event's text as UTF-16, for the QStringView rules
    std::vector<NameSlot> m_names; ///< names looked up so far, by their bytes' hash
    size_t m_namesUsed = 0;
    std::vector<CodeName> m_codeNames; ///< by code, codeSlots of them once one is asked for
};

} // namespace soundstage
