// One unit: the QA panel's table model, stepping keys, marks, background saves and report
// export all act on the one QaRun the panel holds (the run itself is core/document/qarun).
#include "widgets/audition/qarunpanel.h"

#include "core/common/hexid.h"
#include "core/document/soundcatalog.h"
#include "core/records/soundtypes.h"
#include "widgets/audition/auditioner.h"
#include "widgets/session/backgroundtask.h"
#include "widgets/window/progressindicator.h"

#include "widgets/session/documentplaces.h"
#include "widgets/session/numbertext.h"

#include <QAbstractTableModel>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryFile>
#include <QThreadPool>
#include <QVBoxLayout>

#include <filesystem>
#include <system_error>
#include <utility>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {
enum Column {
    ColTable,
    ColType,
    ColIndex,
    ColWave,
    ColPlay,
    ColVerdicts,
    ColMark,
    ColNote,
    ColCount
};

/// A report written on the worker next to its target, moved into place on the GUI thread by
/// commit(); removed when never committed, so a cancelled export leaves no file behind — not
/// even when the worker had finished writing before the cancel.
class StagedFile final {
public:
    StagedFile() = default;
    explicit StagedFile(QString temporary)
        : m_temporary(std::move(temporary)) {}
    StagedFile(StagedFile&& other) noexcept
        : m_temporary(std::exchange(other.m_temporary, {})) {}
    StagedFile& operator=(StagedFile&& other) noexcept {
        std::swap(m_temporary, other.m_temporary);
        return *this;
    }
    StagedFile(const StagedFile&) = delete;
    StagedFile& operator=(const StagedFile&) = delete;
    ~StagedFile() {
        if (!m_temporary.isEmpty())
            QFile::remove(m_temporary);
    }

    /// Writes `text` to a temporary file in `target`'s folder.
    static Result<StagedFile> write(const QString& target, const QString& text) {
        QTemporaryFile file(target + u".XXXXXX.part"_s);
        file.setAutoRemove(false);
        if (!file.open())
            return fail(ErrorCode::Io, QaRun::tr("cannot write: %1").arg(file.errorString()), -1,
                        target);
        StagedFile staged(file.fileName());
        const QByteArray bytes = text.toUtf8();
        if (file.write(bytes) != bytes.size() || !file.flush())
            return fail(ErrorCode::Io, QaRun::tr("cannot write: %1").arg(file.errorString()), -1,
                        target);
        // QTemporaryFile makes it private (0600); a report is an ordinary file.
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                            QFileDevice::ReadGroup | QFileDevice::ReadOther);
        file.close();
        return staged;
    }

    /// Moves the file to `target`, replacing it atomically.
    Result<void> commit(const QString& target) {
        std::error_code error;
        std::filesystem::rename(QFile::encodeName(m_temporary).toStdString(),
                                QFile::encodeName(target).toStdString(), error);
        if (error)
            return fail(ErrorCode::Io,
                        QaRun::tr("cannot write: %1").arg(QString::fromStdString(error.message())),
                        -1, target);
        m_temporary.clear();
        return {};
    }

private:
    QString m_temporary;
};
} // namespace

/// The run's items as rows; cells are made when the view asks, so a run of 100,000 variants
/// costs nothing to show.
class QaRunTableModel final : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setRun(const QaRun* run) {
        beginResetModel();
        m_run = run;
        endResetModel();
    }
    void rowChanged(int row) { emit dataChanged(index(row, 0), index(row, ColCount - 1)); }

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() || !m_run ? 0 : m_run->count();
    }
    int columnCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : ColCount;
    }
    QVariant data(const QModelIndex& index, int role) const override {
        if (!m_run || !index.isValid() || index.row() >= m_run->count())
            return {};
        const QaRun::Item& i = m_run->item(index.row());
        if (role == Qt::BackgroundRole) {
            if (i.mark == QaRun::Mark::Pass)
                return QColor(0xd8, 0xf0, 0xd8);
            if (i.mark == QaRun::Mark::Fail)
                return QColor(0xf8, 0xd0, 0xd0);
            return {};
        }
        if (role != Qt::DisplayRole)
            return {};
        switch (index.column()) {
        case ColTable:
            return hexId(i.table);
        case ColType:
            return soundTypeName(i.soundType);
        case ColIndex:
            return QString::number(i.variant);
        case ColWave:
            return hexId(i.wave);
        case ColPlay:
            return NumberText::fixed(i.play * 100.0, 2);
        case ColVerdicts:
            return i.verdicts.join(u", "_s);
        case ColMark:
            return QaRun::markLabel(i.mark);
        case ColNote:
            return i.note;
        default:
            return {};
        }
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return QAbstractTableModel::headerData(section, orientation, role);
        switch (section) {
        case ColTable:
            return QaRunPanel::tr("Table");
        case ColType:
            return QaRunPanel::tr("Sound type");
        case ColIndex:
            return QaRunPanel::tr("#");
        case ColWave:
            return QaRunPanel::tr("Wave");
        case ColPlay:
            return QaRunPanel::tr("Play %");
        case ColVerdicts:
            return QaRunPanel::tr("Verdicts");
        case ColMark:
            return QaRunPanel::tr("Mark");
        case ColNote:
            return QaRunPanel::tr("Note");
        default:
            return {};
        }
    }

private:
    const QaRun* m_run = nullptr;
};

QaRunPanel::QaRunPanel(Auditioner& auditioner, QWidget* parent)
    : QWidget(parent)
    , m_auditioner(auditioner)
    , m_summary(new QLabel(this))
    , m_model(new QaRunTableModel(this))
    , m_table(new QTableView(this))
    , m_note(new QLineEdit(this))
    , m_buildTask(new BackgroundTask(this))
    , m_exportTask(new BackgroundTask(this))
    , m_savePool(new QThreadPool(this))
    , m_saveTask(new BackgroundTask(this))
    , m_saveOrder(std::make_shared<SaveOrder>())
    , m_progress(new ProgressIndicator(this)) {
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    // Uniform rows: the view never measures 100,000 of them.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->horizontalHeader()->setResizeContentsPrecision(200);
    m_savePool->setMaxThreadCount(1);
    m_saveTask->setPool(m_savePool);
    m_progress->watch(m_buildTask);
    m_progress->watch(m_exportTask);
    connect(m_buildTask, &BackgroundTask::cancelled, this,
            [this] { emit message(tr("QA run not started: cancelled.")); });
    connect(m_exportTask, &BackgroundTask::cancelled, this, [this] {
        emit message(tr("QA report not written: cancelled."));
        emit reportWritten(std::exchange(m_exportPath, {}), ProgressSink::cancelledError());
    });
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->installEventFilter(this);
    installEventFilter(this);
    setFocusPolicy(Qt::StrongFocus);

    m_note->setPlaceholderText(tr("Note for this variant (saved with Pass / Fail)"));

    auto* prev = new QPushButton(tr("Previous (P)"), this);
    auto* nextB = new QPushButton(tr("Next (N)"), this);
    auto* again = new QPushButton(tr("Replay (Space)"), this);
    auto* pass = new QPushButton(tr("Pass (1)"), this);
    auto* failB = new QPushButton(tr("Fail (2)"), this);
    auto* csv = new QPushButton(tr("Export CSV…"), this);
    auto* md = new QPushButton(tr("Export Markdown…"), this);
    for (auto* b : {prev, nextB, again, pass, failB})
        b->setFocusPolicy(Qt::NoFocus);
    connect(prev, &QPushButton::clicked, this, &QaRunPanel::previous);
    connect(nextB, &QPushButton::clicked, this, &QaRunPanel::next);
    connect(again, &QPushButton::clicked, this, &QaRunPanel::replay);
    connect(pass, &QPushButton::clicked, this, [this] { markCurrent(QaRun::Mark::Pass); });
    connect(failB, &QPushButton::clicked, this, [this] { markCurrent(QaRun::Mark::Fail); });
    connect(csv, &QPushButton::clicked, this, [this] { exportReport(false); });
    connect(md, &QPushButton::clicked, this, [this] { exportReport(true); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current, const QModelIndex& previous) {
                const int row = current.row();
                if (row >= 0 && row != previous.row() && m_run && row != m_run->current())
                    goTo(row, true);
            });

    auto* buttons = new QHBoxLayout;
    for (auto* b : {prev, nextB, again, pass, failB})
        buttons->addWidget(b);
    buttons->addWidget(m_note, 1);
    auto* exports = new QHBoxLayout;
    exports->addWidget(m_summary, 1);
    exports->addWidget(m_progress);
    exports->addWidget(csv);
    exports->addWidget(md);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(exports);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    refreshSummary();
}

QaRunPanel::~QaRunPanel() = default;

void QaRunPanel::start(const SoundCatalog& catalog, const QString& datPath,
                       std::optional<quint32> table, FpuModel model,
                       const QString& storageDirectory) {
    QaRun::Settings settings;
    settings.model = model;
    start(catalog, datPath, table, std::move(settings), storageDirectory);
}

void QaRunPanel::start(const SoundCatalog& catalog, const QString& datPath,
                       std::optional<quint32> table, QaRun::Settings settings,
                       const QString& storageDirectory) {
    if (!storageDirectory.isEmpty() && storageDirectory != m_storageDirectory) {
        m_storageDirectory = storageDirectory;
        m_index.reset();
    }
    m_datPath = QFileInfo(datPath).absoluteFilePath();
    if (!settings.fingerprint.isEmpty())
        m_fingerprint = settings.fingerprint;
    settings.table = table;
    auto run = std::make_unique<QaRun>(datPath, m_storageDirectory);
    run->setSettings(std::move(settings));
    buildAndAdopt(catalog, std::move(run));
}

void QaRunPanel::buildAndAdopt(const SoundCatalog& catalog, std::unique_ptr<QaRun> run,
                               std::optional<int> current) {
    m_buildTask->cancel();
    const std::optional<quint32> table = run->settings().table;
    const FpuModel model = run->settings().model;
    if (table) {
        // One table takes well under a millisecond: no worker, the run is ready on return.
        run->build(catalog, table, model);
        if (current)
            run->setCurrent(*current);
        adopt(std::move(run));
        return;
    }
    // The worker gets its own copy: the document may be edited while it runs.
    m_buildTask->start(
        tr("Listing every variant of %1…").arg(DocumentPlaces::displayName(m_datPath)),
        [catalog, model, current, run = std::shared_ptr<QaRun>(std::move(run))](
            ProgressSink& progress) -> std::unique_ptr<QaRun> {
            auto built = std::make_unique<QaRun>(std::move(*run));
            if (!built->build(catalog, std::nullopt, model, &progress))
                built.reset();
            else if (current)
                built->setCurrent(*current);
            return built;
        },
        [this](std::unique_ptr<QaRun> built) {
            if (built)
                adopt(std::move(built));
        });
}

bool QaRunPanel::resume(const SoundCatalog& catalog, const QString& datPath,
                        const QString& fingerprint, const QString& storageDirectory) {
    if (!storageDirectory.isEmpty())
        m_storageDirectory = storageDirectory;
    m_buildTask->cancel();
    m_datPath = QFileInfo(datPath).absoluteFilePath();
    m_fingerprint = fingerprint;
    m_index.emplace(m_storageDirectory);
    if (auto loaded = m_index->load(); !loaded)
        emit message(tr("QA runs not listed: %1").arg(loaded.error().toString()));
    const QaRunIndex::Entry* entry = m_index->find(datPath, fingerprint);
    if (!entry) {
        if (m_run)
            m_previousRunFile = m_run->storageFile();
        clearRun();
        return false;
    }
    auto stored = QaRun::openStored(entry->file);
    if (!stored) {
        emit message(tr("QA run not resumed: %1").arg(stored.error().toString()));
        clearRun();
        return false;
    }
    m_previousRunFile.clear();
    buildAndAdopt(catalog, std::make_unique<QaRun>(std::move(*stored)), entry->current);
    return true;
}

void QaRunPanel::suspend() {
    m_buildTask->cancel();
    if (m_run)
        m_previousRunFile = m_run->storageFile();
    clearRun();
}

void QaRunPanel::datSaved(const SoundCatalog& catalog, const QString& path,
                          const QString& fingerprint) {
    m_datPath = QFileInfo(path).absoluteFilePath();
    m_fingerprint = fingerprint;
    if (m_run) {
        recordInIndex();
        return;
    }
    if (m_previousRunFile.isEmpty())
        return;
    auto stored = QaRun::openStored(std::exchange(m_previousRunFile, {}));
    if (!stored)
        return;
    record(*stored);
    buildAndAdopt(catalog, std::make_unique<QaRun>(std::move(*stored)));
}

bool QaRunPanel::openRun(const QString& file) {
    auto stored = QaRun::openStored(file);
    if (!stored) {
        emit message(tr("QA run not opened: %1").arg(stored.error().toString()));
        return false;
    }
    m_buildTask->cancel();
    m_previousRunFile.clear();
    adopt(std::make_unique<QaRun>(std::move(*stored)));
    return true;
}

std::vector<QaRunIndex::Entry> QaRunPanel::recentRuns(int count) const {
    QaRunIndex index(m_storageDirectory);
    (void)index.load();
    return index.recent(count);
}

QString QaRunPanel::storageDirectory() const {
    return m_storageDirectory.isEmpty() ? QaRun::defaultStorageDirectory() : m_storageDirectory;
}

void QaRunPanel::clearRun() {
    m_model->setRun(nullptr);
    m_run.reset();
    m_note->clear();
    refreshSummary();
}

void QaRunPanel::recordInIndex() {
    if (m_run)
        record(*m_run);
}

void QaRunPanel::record(const QaRun& run) {
    // Read from disk once (resume() reads it again: another window may have written it), then
    // kept: stepping through a run writes the index, it does not read it each time.
    if (!m_index) {
        m_index.emplace(m_storageDirectory);
        (void)m_index->load(); // a damaged index starts again
    }
    m_index->record(run, m_datPath, m_fingerprint);
    if (auto saved = m_index->save(); !saved)
        emit message(tr("QA run index not saved: %1").arg(saved.error().toString()));
}

void QaRunPanel::adopt(std::unique_ptr<QaRun> run) {
    m_model->setRun(nullptr);
    m_run = std::move(run);
    m_model->setRun(m_run.get());
    m_table->resizeColumnsToContents();
    refreshSummary();
    goTo(m_run->current(), false);
    m_table->setFocus();
    // A run built (or resumed) is a run worth finding again.
    if (m_run->count() > 0 && !QFileInfo::exists(m_run->storageFile()))
        saveRun();
    else
        recordInIndex();
    emit runReady();
}

void QaRunPanel::refreshRow(int row) {
    m_model->rowChanged(row);
}

void QaRunPanel::refreshSummary() {
    if (!m_run) {
        m_summary->setText(tr("No QA run. Use QA → Audition All to start one."));
        return;
    }
    m_summary->setText(tr("%1 of %2 · %3 passed · %4 failed · %5 untested")
                           .arg(m_run->count() ? m_run->current() + 1 : 0)
                           .arg(m_run->count())
                           .arg(m_run->countMarked(QaRun::Mark::Pass))
                           .arg(m_run->countMarked(QaRun::Mark::Fail))
                           .arg(m_run->countMarked(QaRun::Mark::Untested)));
}

void QaRunPanel::goTo(int index, bool play) {
    if (!m_run || m_run->count() == 0)
        return;
    m_run->setCurrent(index);
    const int cur = m_run->current();
    const QModelIndex at = m_model->index(cur, ColTable);
    // No recursion: the row-changed handler skips the row that is already current.
    m_table->setCurrentIndex(at);
    m_table->scrollTo(at);
    m_note->setText(m_run->item(cur).note);
    refreshSummary();
    // The row is the index's to remember (a few hundred bytes), not a rewrite of the run.
    recordInIndex();
    const QaRun::Item& item = m_run->item(cur);
    emit locationRequested(DocumentLocation::sound(item.table, item.soundType, item.variant));
    if (play)
        replay();
}

void QaRunPanel::next() {
    if (m_run && m_run->next())
        goTo(m_run->current(), true);
}

void QaRunPanel::previous() {
    if (m_run && m_run->previous())
        goTo(m_run->current(), true);
}

void QaRunPanel::replay() {
    if (!m_run || m_run->count() == 0)
        return;
    const QaRun::Item& i = m_run->item(m_run->current());
    m_auditioner.stopAll();
    SoundVariant v;
    v.wave = i.wave;
    v.volume = i.volume;
    v.probability = i.probability;
    if (m_auditioner.playVariant(v) != 0)
        emit message(tr("QA: playing %1 #%2 (%3)")
                         .arg(soundTypeName(i.soundType))
                         .arg(i.variant)
                         .arg(hexId(i.wave)));
}

void QaRunPanel::markCurrent(QaRun::Mark mark) {
    if (!m_run || m_run->count() == 0)
        return;
    const int cur = m_run->current();
    if (auto marked = m_run->setMark(cur, mark, m_note->text()); !marked)
        return;
    saveRun();
    refreshRow(cur);
    refreshSummary();
    next();
}

void QaRunPanel::saveRun() {
    if (m_run->count() <= SaveAtOnceLimit) {
        if (auto saved = m_run->save(); !saved)
            emit message(tr("QA run not saved: %1").arg(saved.error().message));
        else
            recordInIndex();
        return;
    }
    // A whole-dat run is megabytes of JSON: a copy is saved on a worker. The saves run in
    // order on a thread of their own, and one that a newer save follows writes nothing (the
    // newer copy has its marks too). Saves ignore Cancel, so a mark is never lost: starting the
    // next save only drops this one's message, and closing the panel waits for the last one.
    const quint64 generation = ++m_saveOrder->latest;
    m_saveTask->start(
        tr("Saving the QA run…"),
        [run = *m_run, generation, order = m_saveOrder](ProgressSink&) -> Result<void> {
            if (order->latest.load() != generation)
                return {};
            return run.save();
        },
        [this](Result<void> saved) {
            if (!saved)
                emit message(tr("QA run not saved: %1").arg(saved.error().message));
            else
                recordInIndex();
        });
}

void QaRunPanel::exportReport(bool markdown) {
    if (!m_run)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, markdown ? tr("Export QA Report (Markdown)") : tr("Export QA Report (CSV)"),
        DocumentPlaces::startFolder(m_run->datPath()),
        markdown ? tr("Markdown (*.md)") : tr("CSV (*.csv)"));
    DocumentPlaces::rememberChosen(path);
    if (!path.isEmpty())
        exportReportTo(path, markdown);
}

void QaRunPanel::exportReportTo(const QString& path, bool markdown) {
    if (!m_run)
        return;
    const auto format = markdown ? QaRun::Format::Markdown : QaRun::Format::Csv;
    // A copy of the run (its strings are shared, not copied): marks may go on meanwhile.
    m_exportTask->start(
        tr("Writing %1…").arg(QFileInfo(path).fileName()),
        [run = *m_run, path, format](ProgressSink& progress) -> Result<StagedFile> {
            const std::optional<QString> text = run.report(format, &progress);
            if (!text)
                return fail(ProgressSink::cancelledError());
            return StagedFile::write(path, *text);
        },
        [this, path](Result<StagedFile> staged) {
            m_exportPath.clear();
            const Result<void> written =
                staged ? staged->commit(path) : Result<void>(fail(staged.error()));
            if (written)
                emit message(tr("QA report written to %1").arg(path));
            else
                emit message(tr("QA report not written: %1").arg(written.error().message));
            emit reportWritten(path,
                               written ? std::nullopt : std::optional<Error>(written.error()));
        });
    m_exportPath = path;
}

bool QaRunPanel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & ~Qt::KeypadModifier)
        return QWidget::eventFilter(watched, event);
    const int k = key->key();
    if (k != Qt::Key_N && k != Qt::Key_P && k != Qt::Key_Space && k != Qt::Key_1 && k != Qt::Key_2)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::ShortcutOverride) {
        // Keep these keys from the window's shortcuts (Space plays the table editor's variant)
        // while the run has focus.
        event->accept();
        return true;
    }
    switch (k) {
    case Qt::Key_N:
        next();
        break;
    case Qt::Key_P:
        previous();
        break;
    case Qt::Key_Space:
        replay();
        break;
    case Qt::Key_1:
        markCurrent(QaRun::Mark::Pass);
        break;
    case Qt::Key_2:
        markCurrent(QaRun::Mark::Fail);
        break;
    default:
        break;
    }
    return true;
}

} // namespace soundstage
