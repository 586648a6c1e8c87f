#include "core/document/variantedit.h"

#include "core/common/hexid.h"
#include "core/document/documentvalidator.h"
#include "core/document/soundcatalog.h"
#include "core/records/soundtypes.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

std::optional<Field> fieldOf(QStringView name, bool allowWave) {
    const auto is = [&](QStringView a, QStringView b) {
        return name.compare(a, Qt::CaseInsensitive) == 0 ||
               name.compare(b, Qt::CaseInsensitive) == 0;
    };
    if (is(u"probability", u"prob"))
        return Field::VariantProbability;
    if (is(u"volume", u"vol"))
        return Field::VariantVolume;
    if (is(u"priority", u"prio"))
        return Field::VariantPriority;
    if (allowWave && name.compare(u"wave", Qt::CaseInsensitive) == 0)
        return Field::VariantWave;
    return std::nullopt;
}

float& member(SoundVariant& v, Field field) {
    switch (field) {
    case Field::VariantPriority:
        return v.priority;
    case Field::VariantVolume:
        return v.volume;
    default:
        return v.probability;
    }
}

QString number(double value) {
    return QString::number(value, 'g', 7);
}

} // namespace

QString VariantEdit::fieldKey(Field field) {
    switch (field) {
    case Field::VariantWave:
        return u"wave"_s;
    case Field::VariantPriority:
        return u"priority"_s;
    case Field::VariantVolume:
        return u"volume"_s;
    default:
        return u"probability"_s;
    }
}

Result<VariantEdit::Change> VariantEdit::parseSet(QStringView text) {
    const qsizetype eq = text.indexOf(u'=');
    if (eq < 0)
        return fail(
            ErrorCode::Usage,
            tr("'%1' is not FIELD=VALUE (e.g. probability=0.5 or wave=0x0A000519).").arg(text));
    const QStringView name = text.first(eq).trimmed();
    const QStringView value = text.sliced(eq + 1).trimmed();
    const auto field = fieldOf(name, true);
    if (!field)
        return fail(ErrorCode::Usage,
                    tr("'%1' is not a variant field: use probability, volume, priority or wave.")
                        .arg(name));
    if (*field == Field::VariantWave) {
        const auto id = parseId(value);
        if (!id)
            return fail(ErrorCode::Usage, tr("'%1' is not a wave id.").arg(value));
        if (auto reason = DocumentValidator::checkValue({*field}, *id))
            return fail(ErrorCode::Usage, *reason);
        return Change::set(*field, *id);
    }
    bool ok = false;
    const double number = value.toDouble(&ok);
    if (!ok)
        return fail(ErrorCode::Usage, tr("'%1' is not a number.").arg(value));
    const auto v = static_cast<float>(number);
    if (auto reason = DocumentValidator::checkValue({*field}, v))
        return fail(ErrorCode::Usage, *reason);
    return Change::set(*field, v);
}

Result<VariantEdit::Change> VariantEdit::parseScale(QStringView text) {
    const qsizetype eq = text.indexOf(u'=');
    if (eq < 0)
        return fail(ErrorCode::Usage, tr("'%1' is not FIELD=FACTOR (e.g. volume=0.5).").arg(text));
    const QStringView name = text.first(eq).trimmed();
    const QStringView value = text.sliced(eq + 1).trimmed();
    const auto field = fieldOf(name, false);
    if (!field)
        return fail(ErrorCode::Usage,
                    name.compare(u"wave", Qt::CaseInsensitive) == 0
                        ? tr("A wave id cannot be scaled: set it (wave=0x…) instead.")
                        : tr("'%1' is not a field that scales: use probability, volume or "
                             "priority.")
                              .arg(name));
    bool ok = false;
    const double factor = value.toDouble(&ok);
    if (!ok || !std::isfinite(factor) || factor < 0)
        return fail(ErrorCode::Usage,
                    tr("'%1' is not a factor: use a number of 0 or more (0.5 halves).").arg(value));
    return Change::scale(*field, factor);
}

Result<std::vector<VariantEdit::Entry>> VariantEdit::plan(const SoundCatalog& catalog,
                                                          std::vector<VariantRef> variants,
                                                          const std::vector<Change>& changes) {
    for (const Change& change : changes) {
        const bool variantField =
            change.field == Field::VariantProbability || change.field == Field::VariantVolume ||
            change.field == Field::VariantPriority || change.field == Field::VariantWave;
        if (!variantField)
            return fail(ErrorCode::Usage, tr("Only a variant's fields can be edited in bulk."));
        if (change.mode == Change::Mode::Scale &&
            (change.field == Field::VariantWave || !std::isfinite(change.factor) ||
             change.factor < 0))
            return fail(ErrorCode::Usage,
                        change.field == Field::VariantWave
                            ? tr("A wave id cannot be scaled: set it (wave=0x…) instead.")
                            : tr("A factor must be a finite number of 0 or more."));
        if (change.mode == Change::Mode::Set) {
            if (change.value.index() != (change.field == Field::VariantWave ? 0u : 1u))
                return fail(ErrorCode::Usage, change.field == Field::VariantWave
                                                  ? tr("A wave is set to an id, not a number.")
                                                  : tr("This field holds a number, not an id."));
            if (auto reason = DocumentValidator::checkValue({change.field}, change.value))
                return fail(ErrorCode::Usage, *reason);
            if (change.field == Field::VariantWave) {
                const quint32 wave = std::get<quint32>(change.value);
                if (wave != 0 && !catalog.hasWave(wave))
                    return fail(ErrorCode::NotFound,
                                tr("The dat has no wave %1 to put in the variants' place.")
                                    .arg(hexId(wave)));
            }
        }
    }

    std::sort(variants.begin(), variants.end());
    variants.erase(std::unique(variants.begin(), variants.end()), variants.end());

    std::vector<Entry> entries;
    entries.reserve(variants.size());
    int refused = 0;
    QString firstRefusal;
    const SoundTable* table = nullptr;
    for (const VariantRef& ref : variants) {
        if (!table || table->id != ref.table)
            table = catalog.table(ref.table);
        const SoundTableNode* sound = table ? table->sound(ref.soundType) : nullptr;
        if (!sound || ref.index < 0 || ref.index >= static_cast<int>(sound->variants.size()))
            return fail(ErrorCode::NotFound, tr("Table %1 has no variant %2 of %3.")
                                                 .arg(hexId(ref.table))
                                                 .arg(ref.index)
                                                 .arg(soundTypeName(ref.soundType)));
        Entry entry{ref, sound->variants[static_cast<std::size_t>(ref.index)], {}};
        entry.after = entry.before;
        std::optional<QString> reason;
        for (const Change& change : changes) {
            if (change.field == Field::VariantWave) {
                entry.after.wave = std::get<quint32>(change.value);
                continue;
            }
            float& value = member(entry.after, change.field);
            const float old = value;
            value = change.mode == Change::Mode::Set
                        ? std::get<float>(change.value)
                        : static_cast<float>(static_cast<double>(value) * change.factor);
            if (!reason) {
                if (auto why = DocumentValidator::checkValue({change.field}, value)) {
                    reason = tr("%1 %2 #%3: %4 × %5 = %6: %7")
                                 .arg(hexId(ref.table), soundTypeName(ref.soundType))
                                 .arg(ref.index)
                                 .arg(number(static_cast<double>(old)), number(change.factor),
                                      number(static_cast<double>(value)), *why);
                }
            }
        }
        if (reason) {
            if (refused++ == 0)
                firstRefusal = *reason;
            continue;
        }
        // Bit-identical results change nothing; they are not entries (nor undo work).
        if (entry.after == entry.before)
            continue;
        entries.push_back(entry);
    }
    if (refused > 0)
        return fail(ErrorCode::Usage,
                    tr("%n variant(s) would get a value their field cannot hold, so nothing was "
                       "changed. The first: %1",
                       nullptr, refused)
                        .arg(firstRefusal));
    return entries;
}

QString VariantEdit::describe(const std::vector<Change>& changes, int count) {
    if (changes.size() != 1)
        return tr("Edit %n Variant(s)", nullptr, count);
    const Change& change = changes.front();
    if (change.field == Field::VariantWave)
        return tr("Replace Wave in %n Variant(s)", nullptr, count);
    const bool scale = change.mode == Change::Mode::Scale;
    switch (change.field) {
    case Field::VariantVolume:
        return scale ? tr("Scale Volume of %n Variant(s)", nullptr, count)
                     : tr("Set Volume of %n Variant(s)", nullptr, count);
    case Field::VariantPriority:
        return scale ? tr("Scale Priority of %n Variant(s)", nullptr, count)
                     : tr("Set Priority of %n Variant(s)", nullptr, count);
    default:
        return scale ? tr("Scale Probability of %n Variant(s)", nullptr, count)
                     : tr("Set Probability of %n Variant(s)", nullptr, count);
    }
}

} // namespace soundstage
