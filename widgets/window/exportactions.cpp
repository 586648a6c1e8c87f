#include "widgets/window/exportactions.h"

#include "core/audio/audioimport.h"
#include "core/audio/wavwriter.h"
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/document/documentlocation.h"
#include "core/override/overridediff.h"
#include "core/override/overridehookdiff.h"
#include "core/records/recordjson.h"
#include "core/records/wave.h"
#include "widgets/session/documentsession.h"
#include "widgets/session/loudnesstext.h"
#include "widgets/window/filemenucontext.h"
#include "widgets/window/importwavedialog.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMenu>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace soundstage {

ExportActions::ExportActions(FileMenuContext* context, QObject* parent)
    : QObject(parent)
    , m_context(context)
    , m_session(context->session())
    , m_exportTableJson(new QAction(tr("Table as &JSON…"), this))
    , m_exportTableBinary(new QAction(tr("Table as &Binary Record…"), this))
    , m_exportWave(new QAction(tr("Wave as &WAV…"), this))
    , m_exportOverride(new QAction(tr("&Override File…"), this))
    , m_importWave(new QAction(tr("&Import Sound as New Wave…"), this)) {
    m_exportOverride->setToolTip(tr("Write the edited sounds as override lines"));
    using Purpose = FileMenuContext::Purpose;
    connect(m_exportTableJson, &QAction::triggered, this, [this] {
        m_context->ask(Purpose::ExportTableJson, hexId(currentTable()) + u".json"_s,
                       [this](const QString& p) { exportTableJson(p); });
    });
    connect(m_exportTableBinary, &QAction::triggered, this, [this] {
        m_context->ask(Purpose::ExportTableBinary, hexId(currentTable()) + u".bin"_s,
                       [this](const QString& p) { exportTableBinary(p); });
    });
    connect(m_exportWave, &QAction::triggered, this, [this] {
        m_context->ask(Purpose::ExportWave, hexId(currentWave()) + u".wav"_s,
                       [this](const QString& p) { exportWave(p); });
    });
    connect(m_exportOverride, &QAction::triggered, this, [this] {
        const Document* document = m_session->document();
        const QString base = document ? QFileInfo(document->path()).completeBaseName() : QString();
        m_context->ask(Purpose::ExportOverride, base + u"-override.txt"_s,
                       [this](const QString& p) { exportOverride(p); });
    });
    connect(m_importWave, &QAction::triggered, this, [this] {
        m_context->ask(Purpose::ImportSound, QString(), [this](const QString& p) { askImport(p); });
    });

    // The selection names the wave: one picked in the browser, or the selected variant's.
    connect(m_session, &DocumentSession::currentLocationChanged, this, &ExportActions::onNavigate);
    connect(m_session, &DocumentSession::documentReplaced, this, [this] {
        m_table = 0;
        m_waveAt = {};
        // The session may have moved to the new document's first place before telling of it.
        onNavigate(m_session->currentLocation());
    });
    // An override applied, bypassed or cleared changes what the selected variant plays.
    connect(m_session, &DocumentSession::overrideChanged, this, &ExportActions::updateActions);
    connect(m_session, &DocumentSession::changed, this, [this](const DocumentChange& change) {
        // A wave imported or undone, or the selected variant's wave edited.
        if (change.kind == DocumentChange::Kind::Reset ||
            change.kind == DocumentChange::Kind::ValueChanged ||
            change.kind == DocumentChange::Kind::VariantsChanged)
            updateActions();
    });
    updateActions();
}

void ExportActions::addTo(QMenu* fileMenu) {
    QMenu* exportMenu = fileMenu->addMenu(tr("&Export"));
    exportMenu->setObjectName(u"exportMenu"_s);
    exportMenu->addAction(m_exportTableJson);
    exportMenu->addAction(m_exportTableBinary);
    exportMenu->addAction(m_exportWave);
    exportMenu->addSeparator();
    exportMenu->addAction(m_exportOverride);
}

void ExportActions::onNavigate(const DocumentLocation& location) {
    if (location.kind == DocumentLocation::Kind::Table) {
        m_table = location.id;
        if (location.hasKey && location.index >= 0)
            m_waveAt = location;
    } else if (location.kind == DocumentLocation::Kind::Wave) {
        m_waveAt = location;
    }
    updateActions();
}

quint32 ExportActions::currentTable() const {
    const Document* document = m_session->document();
    if (!document)
        return 0;
    if (document->table(m_table))
        return m_table;
    const auto& tables = document->catalog().tables();
    return tables.empty() ? 0 : tables.begin()->first;
}

quint32 ExportActions::currentWave() const {
    const Document* document = m_session->document();
    if (!document)
        return 0;
    quint32 wave = m_waveAt.kind == DocumentLocation::Kind::Wave ? m_waveAt.id : 0;
    if (m_waveAt.kind == DocumentLocation::Kind::Table) {
        // The variant as the grid shows and the auditioner plays it: the active override's list
        // when it touches the sound type (a local file names no wave), else the dat's.
        const SoundList list = m_session->soundList(m_waveAt.id, m_waveAt.key);
        if (m_waveAt.index >= 0 && m_waveAt.index < static_cast<int>(list.variants.size()) &&
            list.localFile(m_waveAt.index).isEmpty())
            wave = list.variants[static_cast<std::size_t>(m_waveAt.index)].wave;
    }
    return document->catalog().hasWave(wave) ? wave : 0;
}

void ExportActions::updateActions() {
    const bool open = m_session->document() != nullptr;
    m_exportOverride->setEnabled(open);
    m_importWave->setEnabled(open);
    m_exportTableJson->setEnabled(currentTable() != 0);
    m_exportTableBinary->setEnabled(currentTable() != 0);
    m_exportWave->setEnabled(currentWave() != 0);
}

bool ExportActions::exportTableJson(const QString& path) {
    const Document* document = m_session->document();
    const SoundTable* table = document ? document->table(currentTable()) : nullptr;
    if (!table)
        return m_context->report(Error{ErrorCode::NotFound, tr("No table to export."), path},
                                 tr("Cannot Export"));
    return m_context->writeFile(path, QJsonDocument(toJson(*table)).toJson(QJsonDocument::Indented),
                                tr("Cannot Export"));
}

bool ExportActions::exportTableBinary(const QString& path) {
    const Document* document = m_session->document();
    const SoundTable* table = document ? document->table(currentTable()) : nullptr;
    if (!table)
        return m_context->report(Error{ErrorCode::NotFound, tr("No table to export."), path},
                                 tr("Cannot Export"));
    return m_context->writeFile(path, table->encode(), tr("Cannot Export"));
}

bool ExportActions::exportWave(const QString& path) {
    const Document* document = m_session->document();
    const quint32 id = currentWave();
    const QString title = tr("Cannot Export");
    if (!document || id == 0)
        return m_context->report(
            Error{ErrorCode::NotFound,
                  tr("Select a wave in the browser, or a variant naming one, first."), path},
            title);
    const auto wave = document->waveRecord(id);
    if (!wave)
        return m_context->report(wave.error(), title);
    if (auto saved = WavWriter::saveWave(path, *wave); !saved)
        return m_context->report(saved.error().inFile(path), title);
    m_session->showStatus(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ExportActions::exportOverride(const QString& path) {
    const Document* document = m_session->document();
    if (!document)
        return false;
    OverrideDiff::Changes diff =
        OverrideDiff::diff(document->tablesAsOpened(), document->catalog().tables());
    // The hook edits as hook lines, where the language can say them.
    OverrideHookDiff::Records before;
    OverrideHookDiff::Records after;
    const OverrideHookCheck::Lookup asOpened = OverrideHookCheck::datLookup(document->dat());
    for (const auto& [id, animation] : document->editedAnimations()) {
        after.emplace(id, OverrideHookCheck::recordOf(animation));
        if (auto original = asOpened(id)) // the dat holds the animation as it was opened
            before.emplace(id, std::move(*original));
    }
    OverrideHookDiff::diff(before, after, diff);
    const QString name = QFileInfo(document->path()).fileName();
    const QByteArray text =
        OverrideDiff::write(diff, name, tr("%1 with the edits made in Soundstage").arg(name));
    if (!m_context->writeFile(path, text, tr("Cannot Export")))
        return false;
    const int hooks = diff.changedHooks + diff.silencedHooks;
    const QString sounds = tr("Wrote %1: %n sound(s) differ.", nullptr,
                              diff.changedSounds + diff.addedSounds + diff.removedSounds)
                               .arg(QDir::toNativeSeparators(path));
    QString status =
        hooks == 0 ? sounds : sounds + u' ' + tr("%n hook(s) changed.", nullptr, hooks);
    // Ambient descriptors live in RegionDesc records (0x13…), which the language cannot name.
    const std::vector<quint32> edited = document->editedRecords();
    const auto regions =
        std::count_if(edited.begin(), edited.end(), [](quint32 id) { return (id >> 24) == 0x13; });
    if (regions > 0)
        status += u' ' + tr("The ambient sounds of %n edited region(s) are not in it: override "
                            "files have no lines for them (Save keeps them in the dat).",
                            nullptr, static_cast<int>(regions));
    m_session->showStatus(status, regions > 0 ? 15000 : 5000);
    return true;
}

ImportWaveDialog* ExportActions::importDialog() const {
    return qobject_cast<ImportWaveDialog*>(m_importDialog.data());
}

void ExportActions::askImport(const QString& path) {
    if (!m_session->document())
        return;
    auto pcm = AudioImport::decodeFile(path);
    if (!pcm) {
        m_context->report(pcm.error().inFile(path), tr("Cannot Import Sound"));
        return;
    }
    if (ImportWaveDialog* open = importDialog())
        open->close();
    auto* dialog = new ImportWaveDialog(path, std::move(*pcm), qobject_cast<QWidget*>(parent()));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { importDecoded(dialog->path(), dialog->pcm(), dialog->options()); });
    m_importDialog = dialog;
    dialog->open();
}

std::optional<quint32> ExportActions::importWave(const QString& path,
                                                 const AudioImport::Options& options) {
    if (!m_session->document())
        return std::nullopt;
    auto pcm = AudioImport::decodeFile(path);
    if (!pcm) {
        m_context->report(pcm.error().inFile(path), tr("Cannot Import Sound"));
        return std::nullopt;
    }
    return importDecoded(path, *pcm, options);
}

std::optional<quint32> ExportActions::importDecoded(const QString& path, const PcmBufferPtr& pcm,
                                                    const AudioImport::Options& options) {
    Document* document = m_session->document();
    if (!document)
        return std::nullopt;
    const QString title = tr("Cannot Import Sound");
    LoudnessNormalizer::Plan plan;
    auto wave = AudioImport::toWave(pcm, options, &plan);
    if (!wave) {
        m_context->report(wave.error().inFile(path), title);
        return std::nullopt;
    }
    auto id = document->addNewWave(std::move(*wave));
    if (!id) {
        m_context->report(id.error().inFile(path), title);
        return std::nullopt;
    }
    QString status = tr("Imported %1 as wave %2 (written by the next save).")
                         .arg(QFileInfo(path).fileName(), hexId(*id));
    if (options.normalize)
        status += u' ' + tr("Normalised from %1 to %2")
                             .arg(LoudnessText::lufs(plan.before.integrated),
                                  ImportWaveDialog::describe(plan, *options.normalize));
    m_session->showStatus(status, options.normalize ? 12000 : 5000);
    m_session->navigate(DocumentLocation::wave(*id));
    return *id;
}

} // namespace soundstage
