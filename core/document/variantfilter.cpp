#include "core/document/variantfilter.h"

#include "core/common/hexid.h"
#include "core/records/soundtypes.h"
#include "core/retail/playgate.h"
#include "core/retail/variantpicker.h"

#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

// Longest operators first, so "<=" is not read as "<" followed by "=0.5".
constexpr std::array<std::pair<QStringView, int>, 7> operators{{
    {u"<=", 1},
    {u">=", 3},
    {u"!=", 5},
    {u"<", 0},
    {u">", 2},
    {u"=", 4},
    {u":", 4},
}};

bool isPattern(QStringView text) {
    return text.contains(u'*') || text.contains(u'?');
}

// Names and hex ids hold no '/', so the path rules of the default conversion never apply.
QRegularExpression patternFor(QStringView text) {
    return QRegularExpression(QRegularExpression::wildcardToRegularExpression(text.toString()),
                              QRegularExpression::CaseInsensitiveOption);
}

Error errorAt(int column, QString message) {
    Error error{ErrorCode::Usage, std::move(message)};
    error.line = 1;
    error.column = column;
    return error;
}

} // namespace

bool VariantFilter::MatchContext::neverChosen(std::size_t n, std::size_t index) {
    if (n < 2)
        return false;
    auto found = m_neverChosen.find(n);
    if (found == m_neverChosen.end()) {
        const std::vector<qint64> counts = VariantPicker::counts(static_cast<quint32>(n), m_model);
        std::vector<bool> never(n);
        for (std::size_t i = 0; i < n; ++i)
            never[i] = counts[i] == 0;
        found = m_neverChosen.emplace(n, std::move(never)).first;
    }
    return index < found->second.size() && found->second[index];
}

Result<VariantFilter> VariantFilter::parse(QStringView text) {
    VariantFilter filter;
    qsizetype at = 0;
    while (at < text.size()) {
        if (text[at].isSpace()) {
            ++at;
            continue;
        }
        qsizetype end = at;
        while (end < text.size() && !text[end].isSpace())
            ++end;
        auto term = parseTerm(text.sliced(at, end - at), static_cast<int>(at) + 1);
        if (!term)
            return fail(term.error());
        if (term->kind != Kind::Word || term->negated)
            filter.m_variantTerms = true;
        filter.m_terms.push_back(std::move(*term));
        at = end;
    }
    return filter;
}

Result<VariantFilter::Term> VariantFilter::parseTerm(QStringView text, int column) {
    Term term;
    if (text.startsWith(u'-')) {
        term.negated = true;
        text = text.sliced(1);
        ++column;
        if (text.isEmpty())
            return fail(errorAt(column - 1, tr("A '-' must be followed by the term it negates.")));
    }

    static constexpr std::array<std::pair<QStringView, Verdict>, 5> verdicts{{
        {u"never-chosen", Verdict::NeverChosen},
        {u"gated-off", Verdict::GatedOff},
        {u"silent", Verdict::SilentRecord},
        {u"missing-wave", Verdict::MissingWave},
        {u"duplicate-wave", Verdict::DuplicateWave},
    }};
    for (const auto& [name, verdict] : verdicts) {
        if (text.compare(name, Qt::CaseInsensitive) == 0) {
            term.kind = Kind::Verdict;
            term.verdict = verdict;
            return term;
        }
    }

    // The field name runs up to the first operator character.
    qsizetype split = 0;
    while (split < text.size() && text[split] != u':' && text[split] != u'<' &&
           text[split] != u'>' && text[split] != u'=' && text[split] != u'!')
        ++split;
    if (split == text.size()) {
        term.kind = Kind::Word;
        term.word = text.toString().toLower();
        return term;
    }
    const QStringView field = text.first(split);
    QStringView rest = text.sliced(split);
    int op = -1;
    for (const auto& [symbol, value] : operators) {
        if (rest.startsWith(symbol)) {
            op = value;
            rest = rest.sliced(symbol.size());
            break;
        }
    }
    const int valueColumn = column + static_cast<int>(text.size() - rest.size());
    if (field.isEmpty())
        return fail(errorAt(column, tr("'%1' has no field before its operator: write e.g. "
                                       "prob<0.5 or wave:0x0A000519.")
                                        .arg(text)));
    if (op < 0)
        return fail(errorAt(column + static_cast<int>(split),
                            tr("'%1' is not an operator: use <, <=, >, >=, = or !=.")
                                .arg(rest.first(std::min<qsizetype>(rest.size(), 2)))));
    const bool colon = text[split] == u':';
    const auto isField = [&](std::initializer_list<QStringView> names) {
        for (QStringView name : names) {
            if (field.compare(name, Qt::CaseInsensitive) == 0)
                return true;
        }
        return false;
    };
    // An unknown field is the first thing to say, whatever follows it.
    if (!isField({u"wave", u"table", u"sound", u"prob", u"probability", u"vol", u"volume", u"prio",
                  u"priority", u"index"}))
        return fail(errorAt(column, tr("'%1' is not a filter field: use wave, table, sound, "
                                       "prob, vol, prio or index.")
                                        .arg(field)));
    if (rest.isEmpty())
        return fail(errorAt(valueColumn, tr("'%1' needs a value after its operator.").arg(text)));

    if (isField({u"wave", u"table"})) {
        term.kind = isField({u"wave"}) ? Kind::Wave : Kind::Table;
        if (!colon)
            return fail(errorAt(column + static_cast<int>(split),
                                tr("%1 takes an id after a colon: %1:0x…").arg(field)));
        if (isPattern(rest)) {
            term.pattern = patternFor(rest);
        } else {
            term.id = parseId(rest);
            if (!term.id)
                return fail(errorAt(valueColumn, tr("'%1' is not an id: write it in hex "
                                                    "(0x0A000519) or decimal, or a pattern "
                                                    "with * and ?.")
                                                     .arg(rest)));
        }
        return term;
    }
    if (isField({u"sound"})) {
        term.kind = Kind::Sound;
        if (!colon)
            return fail(errorAt(column + static_cast<int>(split),
                                tr("sound takes a name after a colon: sound:Footstep*")));
        if (isPattern(rest)) {
            term.pattern = patternFor(rest);
            const QStringList names = soundTypeNames();
            for (int i = 0; i < names.size(); ++i) {
                if (term.pattern.match(names[i]).hasMatch())
                    term.soundTypes.set(static_cast<std::size_t>(i));
            }
            if (term.soundTypes.none() && !rest.startsWith(u"0x", Qt::CaseInsensitive))
                return fail(
                    errorAt(valueColumn, tr("'%1' matches no sound type's name.").arg(rest)));
        } else {
            term.sound = parseSoundType(rest);
            if (!term.sound)
                return fail(
                    errorAt(valueColumn, tr("'%1' is not a sound type: use a name such as "
                                            "Footstep1, a code, or a pattern such as Footstep*.")
                                             .arg(rest)));
        }
        return term;
    }
    if (isField({u"prob", u"probability"}))
        term.subject = Subject::Probability;
    else if (isField({u"vol", u"volume"}))
        term.subject = Subject::Volume;
    else if (isField({u"prio", u"priority"}))
        term.subject = Subject::Priority;
    else
        term.subject = Subject::Index;
    term.kind = Kind::Compare;
    term.op = static_cast<Op>(op);
    bool ok = false;
    term.number = rest.toDouble(&ok);
    if (!ok || !std::isfinite(term.number))
        return fail(errorAt(valueColumn, tr("'%1' is not a number.").arg(rest)));
    if (term.subject == Subject::Index) {
        if (term.number != std::floor(term.number))
            return fail(errorAt(valueColumn, tr("An index is a whole number, not %1.").arg(rest)));
    } else {
        // The stored value is a float: compare against the float the user's number rounds to.
        term.number = static_cast<double>(static_cast<float>(term.number));
    }
    return term;
}

bool VariantFilter::compare(const Term& term, double value) {
    switch (term.op) {
    case Op::Less:
        return value < term.number;
    case Op::LessEqual:
        return value <= term.number;
    case Op::Greater:
        return value > term.number;
    case Op::GreaterEqual:
        return value >= term.number;
    case Op::Equal:
        return value == term.number;
    case Op::NotEqual:
        return value != term.number;
    }
    return false;
}

bool VariantFilter::holds(const Term& term, const SoundTable& table, const SoundTableNode& sound,
                          std::size_t index, MatchContext& context) {
    const SoundVariant& v = sound.variants[index];
    switch (term.kind) {
    case Kind::Word:
        return hexId(table.id).toLower().contains(term.word) ||
               soundTypeName(sound.key).toLower().contains(term.word) ||
               hexId(v.wave).toLower().contains(term.word);
    case Kind::Wave:
    case Kind::Table: {
        const quint32 id = term.kind == Kind::Wave ? v.wave : table.id;
        return term.id ? *term.id == id : term.pattern.match(hexId(id)).hasMatch();
    }
    case Kind::Sound:
        if (term.sound)
            return sound.key == *term.sound;
        if (sound.key < term.soundTypes.size() && isKnownSoundType(sound.key))
            return term.soundTypes.test(sound.key);
        return term.pattern.match(soundTypeName(sound.key)).hasMatch();
    case Kind::Compare:
        switch (term.subject) {
        case Subject::Probability:
            return compare(term, static_cast<double>(v.probability));
        case Subject::Volume:
            return compare(term, static_cast<double>(v.volume));
        case Subject::Priority:
            return compare(term, static_cast<double>(v.priority));
        case Subject::Index:
            return compare(term, static_cast<double>(index));
        }
        return false;
    case Kind::Verdict:
        switch (term.verdict) {
        case Verdict::NeverChosen:
            return context.neverChosen(sound.variants.size(), index);
        case Verdict::GatedOff:
            return PlayGate::count(v.probability, context.model()) == 0;
        case Verdict::SilentRecord:
            return v.wave == 0;
        case Verdict::MissingWave:
            return v.wave != 0 && !context.waveExists(v.wave);
        case Verdict::DuplicateWave:
            for (std::size_t i = 0; i < index; ++i) {
                if (sound.variants[i].wave == v.wave)
                    return true;
            }
            return false;
        default:
            return false;
        }
    }
    return false;
}

bool VariantFilter::matches(const SoundTable& table, const SoundTableNode& sound, std::size_t index,
                            MatchContext& context) const {
    if (index >= sound.variants.size())
        return false;
    for (const Term& term : m_terms) {
        if (holds(term, table, sound, index, context) == term.negated)
            return false;
    }
    return true;
}

bool VariantFilter::matchesText(QStringView search) const {
    for (const Term& term : m_terms) {
        if (term.kind == Kind::Word && !term.negated && !search.contains(term.word))
            return false;
    }
    return true;
}

QStringList VariantFilter::plainWords() const {
    QStringList words;
    for (const Term& term : m_terms) {
        if (term.kind == Kind::Word && !term.negated)
            words << term.word;
    }
    return words;
}

void VariantFilter::selectIn(const SoundTable& table, MatchContext& context,
                             std::vector<VariantRef>& out) const {
    const auto& children = table.root.children;
    for (std::size_t c = 0; c < children.size(); ++c) {
        const SoundTableNode& sound = children[c];
        // Only the first child of a key is consulted (and editable).
        if (findSoundNode(table, sound.key) != &sound)
            continue;
        for (std::size_t i = 0; i < sound.variants.size(); ++i) {
            if (matches(table, sound, i, context))
                out.push_back({table.id, sound.key, static_cast<int>(i)});
        }
    }
}

bool VariantFilter::matchesTable(const SoundTable& table, MatchContext& context) const {
    for (const SoundTableNode& sound : table.root.children) {
        if (findSoundNode(table, sound.key) != &sound)
            continue;
        for (std::size_t i = 0; i < sound.variants.size(); ++i) {
            if (matches(table, sound, i, context))
                return true;
        }
    }
    return false;
}

std::vector<VariantRef> VariantFilter::select(const std::map<quint32, SoundTable>& tables,
                                              MatchContext& context) const {
    std::vector<VariantRef> out;
    for (const auto& entry : tables)
        selectIn(entry.second, context, out);
    return out;
}

QString VariantFilter::syntaxSummary() {
    return tr("Terms separated by spaces must all hold; -term must not.\n"
              "wave:0x0A000519, table:0x20000001 — an id, or a pattern with * and ?\n"
              "sound:Footstep* — a sound type's name, code or pattern\n"
              "prob<0.5, vol>=0.8, prio=0, index=0 — compare with < <= > >= = !=\n"
              "never-chosen, gated-off, silent, missing-wave, duplicate-wave — verdicts\n"
              "any other word — the table id, sound type or wave id contains it");
}

} // namespace soundstage
