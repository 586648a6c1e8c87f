#include "widgets/window/importwavedialog.h"

#include "widgets/session/loudnesstext.h"
#include "widgets/session/numbertext.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

const QString NormalizeKey = u"import/normalize"_s;
const QString TargetKey = u"import/targetLufs"_s;
const QString CeilingKey = u"import/peakCeilingDbtp"_s;

QDoubleSpinBox* levelBox(double minimum, double maximum, double value, const QString& unit) {
    auto* box = new QDoubleSpinBox;
    // The numbers in the locale the window's texts use (NumberText: QLocale()), whatever locale
    // the parent widgets were made with.
    box->setLocale(QLocale());
    box->setRange(minimum, maximum);
    box->setDecimals(1);
    box->setSingleStep(0.5);
    box->setValue(value);
    box->setSuffix(QChar(0x00A0) + unit);
    return box;
}

QString gainText(double db) {
    QString number = NumberText::fixed(db, 1);
    if (db >= 0.05)
        number.prepend(u'+');
    return number + QChar(0x00A0) + u"dB"_s;
}

} // namespace

ImportWaveDialog::ImportWaveDialog(const QString& path, PcmBufferPtr pcm, QWidget* parent)
    : QDialog(parent)
    , m_path(path)
    , m_pcm(std::move(pcm))
    , m_measured(measureLoudness(*m_pcm))
    , m_normalize(new QCheckBox(tr("&Normalise to a target loudness")))
    , m_target(levelBox(LoudnessNormalizer::MinTarget, LoudnessNormalizer::MaxTarget,
                        LoudnessTarget{}.integratedLufs, u"LUFS"_s))
    , m_ceiling(levelBox(LoudnessNormalizer::MinCeiling, LoudnessNormalizer::MaxCeiling,
                         LoudnessTarget{}.truePeakCeiling, u"dBTP"_s))
    , m_before(new QLabel)
    , m_after(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)) {
    setWindowTitle(tr("Import Sound as New Wave"));
    setObjectName(u"importWaveDialog"_s);
    m_normalize->setObjectName(u"importNormalize"_s);
    m_target->setObjectName(u"importTarget"_s);
    m_ceiling->setObjectName(u"importCeiling"_s);
    m_before->setObjectName(u"importBefore"_s);
    m_after->setObjectName(u"importAfter"_s);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));

    const QSettings settings;
    m_normalize->setChecked(settings.value(NormalizeKey, false).toBool());
    m_target->setValue(settings.value(TargetKey, m_target->value()).toDouble());
    m_ceiling->setValue(settings.value(CeilingKey, m_ceiling->value()).toDouble());
    m_target->setToolTip(tr("The integrated loudness (EBU R128) the stored wave measures"));
    m_ceiling->setToolTip(tr("The true peak the stored wave must stay under: when the target "
                             "would pass it, the gain stops there and the wave is quieter than "
                             "the target (one plain gain, no limiter)"));

    const PcmBuffer& source = *m_pcm;
    const double seconds = source.seconds();
    auto* file = new QLabel(tr("%1: %2 s, %3 Hz, %n channel(s)", nullptr, source.channels())
                                .arg(QDir::toNativeSeparators(QFileInfo(path).fileName()),
                                     NumberText::fixed(seconds, 2))
                                .arg(source.sampleRate()));
    file->setToolTip(QDir::toNativeSeparators(path));
    for (QLabel* label : {file, m_before, m_after}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_before->setText(m_measured
                          ? tr("Measured: %1").arg(LoudnessText::summary(*m_measured))
                          : tr("Cannot measure the loudness: %1").arg(m_measured.error().message));

    auto* levels = new QFormLayout;
    levels->addRow(tr("&Target:"), m_target);
    levels->addRow(tr("True-peak &ceiling:"), m_ceiling);
    levels->setContentsMargins(24, 0, 0, 0); // under the box they belong to

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(file);
    layout->addWidget(m_before);
    layout->addWidget(m_normalize);
    layout->addLayout(levels);
    layout->addWidget(m_after);
    layout->addStretch();
    layout->addWidget(m_buttons);
    setMinimumWidth(440);

    connect(m_normalize, &QCheckBox::toggled, this, &ImportWaveDialog::replan);
    connect(m_target, &QDoubleSpinBox::valueChanged, this, &ImportWaveDialog::replan);
    connect(m_ceiling, &QDoubleSpinBox::valueChanged, this, &ImportWaveDialog::replan);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        remember();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    replan();
}

AudioImport::Options ImportWaveDialog::options() const {
    AudioImport::Options options;
    if (m_normalize->isChecked())
        options.normalize = LoudnessTarget{m_target->value(), m_ceiling->value()};
    return options;
}

QString ImportWaveDialog::describe(const LoudnessNormalizer::Plan& plan,
                                   const LoudnessTarget& target) {
    QString text = tr("%1 · true peak %2 (gain %3)")
                       .arg(LoudnessText::lufs(plan.integratedAfter),
                            LoudnessText::dbtp(plan.truePeakAfter), gainText(plan.gainDb));
    if (plan.peakLimited)
        text += u' ' + tr("The %1 true-peak ceiling held the gain back: %2 under the target.")
                           .arg(LoudnessText::dbtp(target.truePeakCeiling),
                                LoudnessText::lu(target.integratedLufs - plan.integratedAfter));
    return text;
}

void ImportWaveDialog::replan() {
    const bool normalize = m_normalize->isChecked();
    m_target->setEnabled(normalize);
    m_ceiling->setEnabled(normalize);
    bool importable = true;
    if (!normalize) {
        m_after->setText(tr("The level is kept as it is."));
    } else if (!m_measured) {
        m_after->setText(tr("Cannot normalise: the loudness could not be measured."));
        importable = false;
    } else {
        const LoudnessTarget target{m_target->value(), m_ceiling->value()};
        const auto plan = LoudnessNormalizer::plan(*m_measured, target);
        if (plan) {
            m_after->setText(tr("After normalising: %1").arg(describe(*plan, target)));
        } else {
            // a silent sound has no loudness to aim
            m_after->setText(tr("Cannot normalise: %1").arg(plan.error().message));
            importable = false;
        }
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(importable);
}

void ImportWaveDialog::remember() const {
    QSettings settings;
    settings.setValue(NormalizeKey, m_normalize->isChecked());
    settings.setValue(TargetKey, m_target->value());
    settings.setValue(CeilingKey, m_ceiling->value());
}

} // namespace soundstage
