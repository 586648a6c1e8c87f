#include "widgets/editor/triggertree.h"

#include "core/common/hexid.h"
#include "core/document/soundcatalog.h"
#include "core/override/overridehookcheck.h"
#include "core/override/overridepreview.h"
#include "core/records/motioncommand.h"
#include "core/records/soundtypes.h"
#include "core/retail/oddstext.h"
#include "core/retail/playgate.h"
#include "core/triggers/serverroutes.h"
#include "core/triggers/soundroutes.h"
#include "widgets/session/documentsession.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QStyle>
#include <QTreeWidgetItem>

#include <algorithm>
#include <set>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

/// In the user's locale, as the spin boxes and percentages show numbers.
QString number(double value) {
    return QLocale().toString(value, 'g', 6);
}

QTreeWidgetItem* row(const QString& text, const DocumentLocation& jump = {}) {
    auto* item = new QTreeWidgetItem(QStringList{text});
    item->setData(TriggerTree::TriggerColumn, TriggerTree::JumpRole, QVariant::fromValue(jump));
    item->setToolTip(TriggerTree::TriggerColumn, text);
    return item;
}

QString directionText(HookDirection direction) {
    switch (direction) {
    case HookDirection::Forward:
        return TriggerTree::tr("forward only");
    case HookDirection::Backward:
        return TriggerTree::tr("backward only");
    case HookDirection::Both:
        break;
    }
    return TriggerTree::tr("both directions");
}

QString setupText(quint32 setup, quint32 table) {
    return TriggerTree::tr("Setup %1, default table %2")
        .arg(hexId(setup), table ? hexId(table) : TriggerTree::tr("none"));
}

/// A hook row; `context` adds what plays it (motions, setups) under it. Every hook row gets
/// the rows that jump to what it plays: its wave, or its sound type in its setups' tables.
QTreeWidgetItem* hookRow(const TriggerHook& hook, const TriggerIndex& index,
                         const SoundCatalog& catalog, bool context) {
    const HookSite& site = hook.site;
    QTreeWidgetItem* item =
        row(TriggerTree::hookText(site),
            site.inScript() ? DocumentLocation{}
                            : DocumentLocation::animation(site.record, site.frame));
    item->setData(TriggerTree::TriggerColumn, TriggerTree::RecordRole, site.record);
    item->setData(TriggerTree::TriggerColumn, TriggerTree::FrameRole, site.frame);
    item->setData(TriggerTree::TriggerColumn, TriggerTree::PositionRole, site.position);
    item->setText(TriggerTree::OddsColumn, TriggerTree::oddsText(hook));
    item->setText(TriggerTree::VerdictColumn, TriggerTree::verdictText(hook.verdicts));
    item->setToolTip(TriggerTree::VerdictColumn, item->text(TriggerTree::VerdictColumn));
    if (hook.verdicts != 0)
        item->setIcon(TriggerTree::VerdictColumn,
                      QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning));

    if (const auto* table = site.hook.as<SoundTableHook>()) {
        std::set<quint32> tables;
        for (quint32 setup : hook.setups)
            if (const auto* info = index.setup(setup); info && info->soundTable)
                tables.insert(info->soundTable);
        for (quint32 t : tables) {
            const bool has = index.soundTypesOf(t).contains(table->soundType);
            item->addChild(row(has ? TriggerTree::tr("%1 in table %2")
                                         .arg(soundTypeName(table->soundType), hexId(t))
                                   : TriggerTree::tr("%1 is not in table %2")
                                         .arg(soundTypeName(table->soundType), hexId(t)),
                               has ? DocumentLocation::sound(t, table->soundType)
                                   : DocumentLocation::table(t)));
        }
    } else {
        const quint32 wave = site.hook.as<SoundHook>() ? site.hook.as<SoundHook>()->wave
                                                       : site.hook.as<SoundTweakedHook>()->wave;
        item->addChild(row(catalog.hasWave(wave)
                               ? TriggerTree::tr("Wave %1").arg(hexId(wave))
                               : TriggerTree::tr("Wave %1 (not in the dat)").arg(hexId(wave)),
                           DocumentLocation::wave(wave)));
    }
    if (!context)
        return item;
    for (const MotionPlay& play : hook.motions)
        item->addChild(
            row(TriggerTree::motionText(play), DocumentLocation::animation(play.anim.animation)));
    for (quint32 setup : hook.setups) {
        const auto* info = index.setup(setup);
        item->addChild(
            row(setupText(setup, info ? info->soundTable : 0), DocumentLocation::setup(setup)));
    }
    return item;
}

QString routeText(const SoundRoute& route, const ServerRoute* server, const SoundCatalog& catalog) {
    switch (route.kind) {
    case SoundRoute::Kind::Hook:
        return TriggerTree::tr("%n animation or script hook(s), at the record's volume", nullptr,
                               route.count);
    case SoundRoute::Kind::Server: {
        const QString trigger =
            server ? QCoreApplication::translate("soundstage::ServerRoutes", server->trigger)
                   : QString();
        return route.volume ? TriggerTree::tr("server message 0xF750 (%1), at volume %2")
                                  .arg(trigger, number(*route.volume))
                            : TriggerTree::tr("server message 0xF750 (%1), at the volume the "
                                              "message gives")
                                  .arg(trigger);
    }
    case SoundRoute::Kind::Ambient: {
        const auto region = catalog.regions().find(route.record);
        const QString name = region == catalog.regions().end() ? QString() : region->second.name;
        return TriggerTree::tr("ambient sound of region %1 (%2), STB %3, at volume %4")
            .arg(hexId(route.record), name)
            .arg(route.stbIndex)
            .arg(number(route.volume.value_or(0.0f)));
    }
    case SoundRoute::Kind::Interface:
        return TriggerTree::tr("interface sound: the client finds the UI table at run time, "
                               "so which table plays it is not known from the dat");
    }
    return {};
}

QTreeWidgetItem* routesRow(const TriggerIndex& index, const SoundCatalog& catalog,
                           quint32 soundType, quint32 table) {
    const auto routes = SoundRoutes::of(index, catalog, soundType, table);
    const auto servers = ServerRoutes::of(soundType);
    std::size_t server = 0;
    int counts[4] = {0, 0, 0, 0};
    std::vector<QTreeWidgetItem*> children;
    for (const SoundRoute& route : routes) {
        const ServerRoute* from = nullptr;
        if (route.kind == SoundRoute::Kind::Server && server < servers.size())
            from = &servers[server++];
        ++counts[static_cast<int>(route.kind)];
        children.push_back(row(routeText(route, from, catalog),
                               route.kind == SoundRoute::Kind::Ambient
                                   ? DocumentLocation::region(route.record, route.stbIndex)
                                   : DocumentLocation{}));
    }
    QStringList parts;
    if (counts[0])
        parts << TriggerTree::tr("hooks ×%1").arg(counts[0] ? routes.front().count : 0);
    if (counts[1])
        parts << TriggerTree::tr("server ×%1").arg(counts[1]);
    if (counts[2])
        parts << TriggerTree::tr("ambient ×%1").arg(counts[2]);
    if (counts[3])
        parts << TriggerTree::tr("interface");
    QTreeWidgetItem* item =
        row(parts.isEmpty() ? TriggerTree::tr("Routes: none known — no hook of a default pairing, "
                                              "server message, ambient or interface route")
                            : TriggerTree::tr("Routes: %1").arg(parts.join(u" · "_s)));
    for (QTreeWidgetItem* child : children)
        item->addChild(child);
    return item;
}

QTreeWidgetItem* soundTypeRow(const TriggerIndex& index, const SoundCatalog& catalog, quint32 table,
                              quint32 soundType) {
    QTreeWidgetItem* top =
        row(TriggerTree::tr("%1 of table %2").arg(soundTypeName(soundType), hexId(table)),
            DocumentLocation::sound(table, soundType));
    const auto hooks = index.hooksOfSoundType(soundType, table);
    for (const TriggerHook& hook : hooks)
        top->addChild(hookRow(hook, index, catalog, true));
    if (hooks.empty())
        top->addChild(row(TriggerTree::tr("No hook of the setups using this table fires it.")));
    top->addChild(routesRow(index, catalog, soundType, table));
    return top;
}

std::vector<QTreeWidgetItem*> tableRows(const TriggerIndex& index, const SoundCatalog& catalog,
                                        const DocumentLocation& subject) {
    if (subject.hasKey)
        return {soundTypeRow(index, catalog, subject.id, subject.key)};
    std::vector<QTreeWidgetItem*> rows;
    const SoundTable* table = catalog.table(subject.id);
    std::set<quint32> seen;
    if (table)
        for (const SoundTableNode& node : table->root.children)
            if (seen.insert(node.key).second) // the client only consults the first
                rows.push_back(soundTypeRow(index, catalog, subject.id, node.key));
    if (rows.empty())
        rows.push_back(row(TriggerTree::tr("Table %1 has no sound types.").arg(hexId(subject.id))));
    return rows;
}

std::vector<QTreeWidgetItem*> waveRows(const TriggerIndex& index, const SoundCatalog& catalog,
                                       quint32 wave) {
    QTreeWidgetItem* top =
        row(TriggerTree::tr("Wave %1").arg(hexId(wave)), DocumentLocation::wave(wave));
    const auto hooks = index.hooksOfWave(wave);
    for (const TriggerHook& hook : hooks)
        top->addChild(hookRow(hook, index, catalog, true));
    if (hooks.empty())
        top->addChild(row(TriggerTree::tr("No Sound or SoundTweaked hook names this wave.")));
    const auto uses = catalog.usesOfWave(wave);
    if (!uses.empty()) {
        QTreeWidgetItem* tables = row(TriggerTree::tr("In sound tables (%1)").arg(uses.size()));
        for (const auto& use : uses)
            tables->addChild(row(TriggerTree::tr("%1 · %2 · variant %3")
                                     .arg(hexId(use.table), soundTypeName(use.soundType))
                                     .arg(use.variant),
                                 DocumentLocation::sound(use.table, use.soundType, use.variant)));
        top->addChild(tables);
    }
    return {top};
}

std::vector<QTreeWidgetItem*> animationRows(const TriggerIndex& index, const SoundCatalog& catalog,
                                            quint32 animation) {
    const auto* info = index.animation(animation);
    if (!info)
        return {row(TriggerTree::tr("The dat has no animation %1, or it does not decode.")
                        .arg(hexId(animation)))};
    QTreeWidgetItem* top =
        row(TriggerTree::tr("Animation %1, %n frame(s)", nullptr, info->frameCount)
                .arg(hexId(animation)),
            DocumentLocation::animation(animation));
    const auto hooks = index.soundHooksOf(animation);
    for (const TriggerHook& hook : hooks)
        top->addChild(hookRow(hook, index, catalog, false));
    if (hooks.empty())
        top->addChild(row(TriggerTree::tr("No sound hook on any frame.")));
    const auto& plays = index.playsOf(animation);
    QTreeWidgetItem* played =
        row(plays.empty() ? TriggerTree::tr("No motion table plays it.")
                          : TriggerTree::tr("Played by (%1)").arg(plays.size()));
    std::set<quint32> setups;
    for (const MotionPlay& play : plays) {
        played->addChild(row(TriggerTree::motionText(play)));
        for (const auto& [id, setup] : index.setups())
            if (setup.motionTable == play.motionTable)
                setups.insert(id);
    }
    top->addChild(played);
    for (quint32 setup : setups) {
        const auto* s = index.setup(setup);
        top->addChild(row(setupText(setup, s ? s->soundTable : 0), DocumentLocation::setup(setup)));
    }
    return {top};
}

std::vector<QTreeWidgetItem*> setupRows(const TriggerIndex& index, const SoundCatalog& catalog,
                                        quint32 setup) {
    const auto* info = index.setup(setup);
    if (!info)
        return {row(
            TriggerTree::tr("The dat has no setup %1, or it does not decode.").arg(hexId(setup)))};
    QTreeWidgetItem* top =
        row(TriggerTree::tr("Setup %1 · motion table %2 · default table %3")
                .arg(hexId(setup),
                     info->motionTable ? hexId(info->motionTable) : TriggerTree::tr("none"),
                     info->soundTable ? hexId(info->soundTable) : TriggerTree::tr("none")),
            DocumentLocation::setup(setup));
    for (const MotionPlay& play : index.playsIn(info->motionTable)) {
        QTreeWidgetItem* motion =
            row(TriggerTree::tr("%1: animation %2")
                    .arg(TriggerTree::motionText(play), hexId(play.anim.animation)),
                DocumentLocation::animation(play.anim.animation));
        for (const TriggerHook& hook : index.soundHooksOf(play.anim.animation))
            motion->addChild(hookRow(hook, index, catalog, false));
        top->addChild(motion);
    }
    for (quint32 script : index.scriptsOfSetup(setup)) {
        QTreeWidgetItem* item = row(TriggerTree::tr("Script %1").arg(hexId(script)));
        for (const TriggerHook& hook : index.soundHooksOf(script))
            item->addChild(hookRow(hook, index, catalog, false));
        top->addChild(item);
    }
    if (top->childCount() == 0)
        top->addChild(row(TriggerTree::tr("No motion or script of this setup makes a sound.")));
    return {top};
}

} // namespace

std::vector<QTreeWidgetItem*> TriggerTree::build(const TriggerIndex& index,
                                                 const SoundCatalog& catalog,
                                                 const DocumentLocation& subject) {
    switch (subject.kind) {
    case DocumentLocation::Kind::Table:
        return tableRows(index, catalog, subject);
    case DocumentLocation::Kind::Wave:
        return waveRows(index, catalog, subject.id);
    case DocumentLocation::Kind::Animation:
        return animationRows(index, catalog, subject.id);
    case DocumentLocation::Kind::Setup:
        return setupRows(index, catalog, subject.id);
    case DocumentLocation::Kind::Region:
    case DocumentLocation::Kind::None:
        break;
    }
    return {row(tr("Select a sound type, a wave, a setup or an animation to see what fires it."))};
}

QString TriggerTree::verdictText(quint32 verdicts) {
    if (verdicts == 0)
        return tr("fires");
    QStringList words;
    const auto add = [&](HookVerdict v, const QString& text) {
        if (verdicts & static_cast<quint32>(v))
            words << text;
    };
    add(HookVerdict::LastFrameForward, tr("never fires: last frame of a forward play"));
    add(HookVerdict::FirstFrameBackward, tr("never fires: first frame of a backward play"));
    add(HookVerdict::NoBackwardPlay, tr("never fires: no motion plays this animation backwards"));
    add(HookVerdict::NoForwardPlay, tr("never fires: no motion plays this animation forwards"));
    add(HookVerdict::OutsideFrameRange, tr("never fires: outside the frames every motion plays"));
    add(HookVerdict::NotPlayed, tr("not played by any default motion or script"));
    add(HookVerdict::NoTableHasSound, tr("no table has this sound"));
    add(HookVerdict::GatedOff, tr("never plays: probability 0 or less"));
    add(HookVerdict::MissingWave, tr("missing wave"));
    return words.join(u"; "_s);
}

void TriggerTree::markOverrides(const std::vector<QTreeWidgetItem*>& rows,
                                const TriggerIndex& index, const OverridePreview* preview) {
    if (!preview || preview->report.hooks.empty())
        return;
    std::vector<QTreeWidgetItem*> stack(rows.begin(), rows.end());
    while (!stack.empty()) {
        QTreeWidgetItem* item = stack.back();
        stack.pop_back();
        for (int i = 0; i < item->childCount(); ++i)
            stack.push_back(item->child(i));
        const QVariant record = item->data(TriggerColumn, RecordRole);
        if (!record.isValid())
            continue;
        const quint32 id = record.toUInt();
        const int frame = item->data(TriggerColumn, FrameRole).toInt();
        const int position = item->data(TriggerColumn, PositionRole).toInt();
        const auto* anim = index.animation(id);
        const auto* script = index.script(id);
        const std::vector<HookSite>* hooks = anim     ? &anim->hooks
                                             : script ? &script->hooks
                                                      : nullptr;
        if (!hooks)
            continue;
        const auto site = std::ranges::find_if(
            *hooks, [&](const HookSite& s) { return s.frame == frame && s.position == position; });
        if (site == hooks->end())
            continue;
        const auto [ordinal, count] = OverrideHookCheck::ordinalOf(*hooks, *site);
        const auto* change = preview->report.hook(id, site->frame, site->time, ordinal, count);
        if (!change)
            continue;
        item->setText(TriggerColumn, tr("%1 · override line %2: %3")
                                         .arg(item->text(TriggerColumn))
                                         .arg(change->line)
                                         .arg(change->text));
        item->setToolTip(TriggerColumn, item->text(TriggerColumn));
        QFont font = item->font(TriggerColumn);
        font.setItalic(true);
        item->setFont(TriggerColumn, font);
    }
}

QString TriggerTree::hookText(const HookSite& site) {
    QString what;
    if (const auto* table = site.hook.as<SoundTableHook>())
        what = tr("SoundTable %1").arg(soundTypeName(table->soundType));
    else if (const auto* sound = site.hook.as<SoundHook>())
        what = tr("Sound wave %1").arg(hexId(sound->wave));
    else if (const auto* tweaked = site.hook.as<SoundTweakedHook>())
        what =
            tr("SoundTweaked wave %1, probability %2, volume %3")
                .arg(hexId(tweaked->wave), number(tweaked->probability), number(tweaked->volume));
    else
        what = hookTypeName(site.hook.type);
    const QString where = site.inScript()
                              ? tr("script %1 at %2 s").arg(hexId(site.record), number(site.time))
                              : tr("animation %1, frame %2, %3")
                                    .arg(hexId(site.record))
                                    .arg(site.frame)
                                    .arg(directionText(site.hook.direction));
    return what + u" · "_s + where;
}

QString TriggerTree::oddsText(const TriggerHook& hook) {
    if (hook.site.hook.as<SoundTweakedHook>()) {
        const int count = std::max(hook.gateCount, 0);
        return tr("%1 (%2 of 32768 rolls)")
            .arg(OddsText::percent(double(count) / double(PlayGate::Outcomes)))
            .arg(count);
    }
    if (hook.site.hook.as<SoundTableHook>())
        return tr("the table's pick and gate");
    return tr("always: no gate");
}

QString TriggerTree::motionText(const MotionPlay& play) {
    QString part;
    switch (play.part) {
    case MotionPlay::Part::Cycle:
        part = tr("cycle");
        break;
    case MotionPlay::Part::Modifier:
        part = tr("modifier");
        break;
    case MotionPlay::Part::Link:
        part = play.from ? tr("link from %1").arg(MotionCommand::name(play.from)) : tr("link");
        break;
    case MotionPlay::Part::Derived:
        part = tr("derived from %1").arg(MotionCommand::name(play.from));
        break;
    }
    return tr("%1 %2 %3, %4 fps (%5)")
        .arg(hexId(play.motionTable), MotionCommand::name(play.style),
             MotionCommand::name(play.command), number(play.anim.framerate), part);
}

} // namespace soundstage
