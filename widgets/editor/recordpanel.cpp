#include "widgets/editor/recordpanel.h"

#include "core/audio/wavedecoder.h"
#include "core/common/hexid.h"
#include "core/dat/datfile.h"
#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "core/records/wave.h"
#include "widgets/audition/ambientmodel.h"
#include "widgets/audition/waveformview.h"
#include "widgets/session/documentsession.h"

#include "widgets/session/loudnesstext.h"
#include "widgets/session/numbertext.h"
#include "widgets/session/waveloudness.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

QString link(const QString& href, const QString& text) {
    return u"<a href=\"%1\">%2</a>"_s.arg(href, text.toHtmlEscaped());
}

QString tableLink(quint32 id) {
    return link(u"table:"_s + hexId(id), hexId(id));
}

} // namespace

RecordPanel::RecordPanel(DocumentSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_text(new QLabel)
    , m_waveRow(new QWidget)
    , m_waveButtons(new QHBoxLayout)
    , m_waveView(new WaveformView)
    , m_loudness(new QLabel)
    , m_ambientView(new QTableView)
    , m_ambient(new AmbientModel(session, this))
    , m_setupRow(new QWidget)
    , m_setupTable(new QLineEdit)
    , m_setupApply(new QPushButton(tr("Set"))) {
    setObjectName(u"recordPanel"_s);
    m_text->setObjectName(u"recordText"_s);
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_ambientView->setObjectName(u"ambientView"_s);
    m_ambientView->setModel(m_ambient);
    m_ambientView->verticalHeader()->hide();
    m_ambientView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ambientView->horizontalHeader()->setStretchLastSection(true);
    m_setupTable->setObjectName(u"setupTableEdit"_s);
    m_setupTable->setPlaceholderText(tr("0x20……"));

    auto* setupLayout = new QHBoxLayout(m_setupRow);
    setupLayout->setContentsMargins(0, 0, 0, 0);
    setupLayout->addWidget(new QLabel(tr("Default sound table:")));
    setupLayout->addWidget(m_setupTable);
    setupLayout->addWidget(m_setupApply);
    setupLayout->addStretch(1);

    m_waveView->setObjectName(u"wavePageWaveform"_s);
    m_waveView->setMinimumHeight(140);
    auto* waveLayout = new QVBoxLayout(m_waveRow);
    waveLayout->setContentsMargins(0, 0, 0, 0);
    waveLayout->addWidget(m_waveView);
    m_loudness->setObjectName(u"waveLoudness"_s);
    m_loudness->setWordWrap(true);
    m_loudness->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_loudness->setToolTip(
        tr("EBU R128 / ITU-R BS.1770 (libebur128): integrated loudness in LUFS, the highest true "
           "peak (4× oversampled) in dBTP, loudness range in LU (sounds of 3 s or more). A mono "
           "wave counts as dual mono, as the client plays a centred source on two speakers."));
    waveLayout->addWidget(m_loudness);
    m_waveButtons->addStretch(1);
    waveLayout->addLayout(m_waveButtons);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_waveRow);
    layout->addWidget(m_setupRow);
    layout->addWidget(m_ambientView, 1);
    layout->addStretch(0);

    connect(m_text, &QLabel::linkActivated, this, [this](const QString& href) {
        const auto colon = href.indexOf(u':');
        const auto id = parseId(QStringView(href).mid(colon + 1));
        if (!id)
            return;
        if (href.startsWith(u"table:"_s))
            m_session->navigate(DocumentLocation::table(*id));
        else if (href.startsWith(u"sound:"_s)) {
            // sound:<table>/<type>/<variant>
            const QStringList parts = href.mid(6).split(u'/');
            if (parts.size() == 3)
                m_session->navigate(DocumentLocation::sound(parseId(parts[0]).value_or(0),
                                                            parts[1].toUInt(), parts[2].toInt()));
        }
    });
    connect(m_setupApply, &QPushButton::clicked, this, &RecordPanel::applySetupTable);
    connect(m_setupTable, &QLineEdit::returnPressed, this, &RecordPanel::applySetupTable);
    connect(session, &DocumentSession::changed, this, &RecordPanel::onChanged);
    connect(session->loudness(), &WaveLoudness::measured, this, &RecordPanel::showLoudness);
    connect(session, &DocumentSession::overrideChanged, this, &RecordPanel::showLoudness);
    connect(session, &DocumentSession::documentReplaced, this, [this] {
        m_location = {};
        refresh();
    });
    refresh();
}

void RecordPanel::setWaveActions(const QList<QAction*>& actions) {
    for (QAction* action : actions) {
        auto* button = new QToolButton(m_waveRow);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setFocusPolicy(Qt::NoFocus);
        m_waveButtons->insertWidget(m_waveButtons->count() - 1, button);
    }
}

bool RecordPanel::showLocation(const DocumentLocation& location) {
    using K = DocumentLocation::Kind;
    if (location.kind != K::Wave && location.kind != K::Region && location.kind != K::Setup)
        return false;
    m_location = location;
    refresh();
    return true;
}

void RecordPanel::onChanged(const DocumentChange& change) {
    if (change.kind == DocumentChange::Kind::Reset || change.record == m_location.id ||
        change.kind == DocumentChange::Kind::TableChanged)
        refresh();
    else if (change.kind == DocumentChange::Kind::Reset &&
             m_location.kind == DocumentLocation::Kind::Wave)
        showLoudness(); // another wave imported or undone: this one's value may be gone
}

void RecordPanel::showLoudness() {
    if (m_location.kind != DocumentLocation::Kind::Wave || m_waveRow->isHidden())
        return;
    // With an override applied, what plays in the wave's place is what is measured.
    const WaveLoudness::Measurement* measured = m_session->loudness()->playedWave(m_location.id);
    const QString text = !measured        ? tr("measuring…")
                         : measured->ok() ? LoudnessText::summary(measured->loudness)
                                          : tr("cannot measure: %1").arg(measured->error);
    const auto preview = m_session->activeOverride();
    const QString whose =
        preview
            ? LoudnessText::replacement(m_session->loudness()->playOf(m_location.id), preview->path)
            : QString();
    m_loudness->setText(whose.isEmpty() ? tr("Loudness: %1").arg(text)
                                        : tr("Loudness of %1: %2").arg(whose, text));
}

void RecordPanel::applySetupTable() {
    Document* document = m_session->document();
    if (!document || m_location.kind != DocumentLocation::Kind::Setup)
        return;
    const auto id = parseId(m_setupTable->text());
    if (!id) {
        m_session->showStatus(tr("\"%1\" is not an id.").arg(m_setupTable->text()), 8000);
        return;
    }
    auto result = document->setValue({Field::SetupTable, m_location.id, 0, 0}, *id);
    if (!result)
        m_session->showStatus(tr("Not changed: %1").arg(result.error().message), 8000);
}

void RecordPanel::refresh() {
    const Document* document = m_session->document();
    m_setupRow->setVisible(false);
    m_waveRow->setVisible(false);
    m_ambientView->setVisible(false);
    if (!document || m_location.kind == DocumentLocation::Kind::None) {
        m_text->clear();
        return;
    }
    const SoundCatalog& catalog = document->catalog();
    QString html;
    switch (m_location.kind) {
    case DocumentLocation::Kind::Wave: {
        html = tr("<h3>Wave %1</h3>").arg(hexId(m_location.id));
        const auto wave = document->waveRecord(m_location.id);
        if (document->newWaves().contains(m_location.id))
            html += tr("<p>Imported: the next save writes it into the dat.</p>");
        if (wave) {
            auto pcm = WaveDecoder::decode(*wave);
            if (pcm)
                m_waveView->setBuffer(*pcm, tr("%1 · %2 Hz · %3 s")
                                                .arg(Wave::formatName(wave->formatTag()))
                                                .arg(wave->sampleRate())
                                                .arg(NumberText::fixed(wave->seconds(), 3)));
            else
                m_waveView->setPlaceholder(
                    tr("Cannot decode this wave: %1").arg(pcm.error().message));
            m_waveRow->setVisible(true);
            showLoudness();
            html += tr("<p>%1, %2 Hz, %n channel(s), %3 bits, %4 s, %5 bytes of data.</p>", nullptr,
                       wave->channels())
                        .arg(Wave::formatName(wave->formatTag()))
                        .arg(wave->sampleRate())
                        .arg(wave->bitsPerSample())
                        .arg(NumberText::fixed(wave->seconds(), 3))
                        .arg(wave->data.size());
        } else {
            html +=
                tr("<p>Cannot read this wave: %1</p>").arg(wave.error().toString().toHtmlEscaped());
        }
        const auto uses = catalog.usesOfWave(m_location.id);
        html += uses.empty() ? tr("<p>Not used by any sound table.</p>") : tr("<p>Used by:</p>");
        html += u"<ul>"_s;
        for (const auto& use : uses) {
            html +=
                u"<li>"_s +
                link(u"sound:%1/%2/%3"_s.arg(hexId(use.table)).arg(use.soundType).arg(use.variant),
                     tr("%1 · %2 · variant %3")
                         .arg(hexId(use.table), soundTypeName(use.soundType))
                         .arg(use.variant)) +
                u"</li>"_s;
        }
        html += u"</ul>"_s;
        break;
    }
    case DocumentLocation::Kind::Region: {
        const auto found = catalog.regions().find(m_location.id);
        if (found == catalog.regions().end() || !found->second.ambient) {
            html = tr("<h3>Region %1</h3><p>No ambient sounds.</p>").arg(hexId(m_location.id));
            break;
        }
        const auto& stbs = *found->second.ambient;
        const int stb = m_location.hasKey ? static_cast<int>(m_location.key) : 0;
        if (stb >= static_cast<int>(stbs.size()))
            break;
        html = tr("<h3>Region %1 (%2) · ambient STB %3</h3><p>Sound table %4.</p>")
                   .arg(hexId(m_location.id), found->second.name.toHtmlEscaped())
                   .arg(stb)
                   .arg(tableLink(stbs[static_cast<size_t>(stb)].soundTable));
        QStringList scenes;
        if (found->second.sceneTypes) {
            const auto& types = *found->second.sceneTypes;
            for (size_t i = 0; i < types.size(); ++i) {
                if (types[i].stbIndex == static_cast<quint32>(stb))
                    scenes << tr("scene type %1 (%n scene(s))", nullptr,
                                 static_cast<int>(types[i].scenes.size()))
                                  .arg(i);
            }
        }
        html += scenes.isEmpty() ? tr("<p>No scene type uses it.</p>")
                                 : tr("<p>Used by %1.</p>").arg(scenes.join(u", "_s));
        m_ambient->setTarget(m_location.id, stb);
        m_ambientView->setVisible(true);
        break;
    }
    case DocumentLocation::Kind::Setup: {
        const auto found = catalog.setupTables().find(m_location.id);
        const quint32 table = found == catalog.setupTables().end() ? 0 : found->second;
        html = tr("<h3>Setup %1</h3><p>Default sound table: %2</p>")
                   .arg(hexId(m_location.id))
                   .arg(table ? tableLink(table) : tr("none"));
        m_setupTable->setText(hexId(table));
        m_setupRow->setVisible(true);
        break;
    }
    case DocumentLocation::Kind::Table:
    case DocumentLocation::Kind::Animation:
    case DocumentLocation::Kind::None:
        break;
    }
    m_text->setText(html);
}

} // namespace soundstage
