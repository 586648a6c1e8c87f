#include "widgets/window/preferencesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {

QSlider* makeSlider(QWidget* parent) {
    auto* s = new QSlider(Qt::Horizontal, parent);
    s->setRange(0, 100);
    s->setMinimumWidth(160);
    return s;
}

QWidget* sliderRow(QSlider* slider, QCheckBox* enabled, QWidget* parent) {
    auto* w = new QWidget(parent);
    auto* l = new QHBoxLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    auto* value = new QLabel(w);
    value->setMinimumWidth(40);
    QObject::connect(slider, &QSlider::valueChanged, value,
                     [value](int v) { value->setText(u"%1 %"_s.arg(v)); });
    l->addWidget(enabled);
    l->addWidget(slider, 1);
    l->addWidget(value);
    return w;
}

} // namespace

PreferencesDialog::PreferencesDialog(const QStringList& devices, QWidget* parent)
    : QDialog(parent)
    , m_device(new QComboBox(this))
    , m_placement(new QComboBox(this))
    , m_distanceModel(new QComboBox(this))
    , m_reference(new QDoubleSpinBox(this))
    , m_max(new QDoubleSpinBox(this))
    , m_rolloff(new QDoubleSpinBox(this))
    , m_effect(makeSlider(this))
    , m_ambient(makeSlider(this))
    , m_interface(makeSlider(this))
    , m_effectOn(new QCheckBox(tr("On"), this))
    , m_ambientOn(new QCheckBox(tr("On"), this))
    , m_interfaceOn(new QCheckBox(tr("On"), this))
    , m_fpu(new QComboBox(this))
    , m_pool(new QComboBox(this))
    , m_voices(new QSpinBox(this))
    , m_language(new QComboBox(this))
    , m_externalEditor(new QLineEdit(this)) {
    setWindowTitle(tr("Preferences"));
    m_device->addItem(tr("System default"), QString());
    for (const QString& d : devices)
        m_device->addItem(d, d);
    if (devices.isEmpty())
        m_device->setToolTip(tr("OpenAL lists no output device"));

    m_placement->addItem(tr("Retail (GetAttenuation and DirectSound pan)"),
                         static_cast<int>(PlacementMode::Retail));
    m_placement->addItem(tr("OpenAL 3-D positioning"), static_cast<int>(PlacementMode::OpenAl));
    m_placement->addItem(tr("Flat (no positioning)"), static_cast<int>(PlacementMode::Flat));
    m_distanceModel->addItem(tr("Inverse clamped"),
                             static_cast<int>(DistanceModel::InverseClamped));
    m_distanceModel->addItem(tr("Linear clamped"), static_cast<int>(DistanceModel::LinearClamped));
    m_distanceModel->addItem(tr("Exponent clamped"),
                             static_cast<int>(DistanceModel::ExponentClamped));
    for (QDoubleSpinBox* s : {m_reference, m_max}) {
        s->setRange(0.0, 100000.0);
        s->setDecimals(1);
        s->setSuffix(tr(" m"));
    }
    m_rolloff->setRange(0.0, 100.0);
    m_rolloff->setDecimals(2);
    m_rolloff->setSingleStep(0.1);

    m_fpu->addItem(tr("Single precision (Direct3D default, retail)"),
                   static_cast<int>(FpuModel::Single));
    m_fpu->addItem(tr("Double precision"), static_cast<int>(FpuModel::Double));
    m_pool->addItem(tr("Drop when full (retail)"), false);
    m_pool->addItem(tr("Steal by priority (what if)"), true);
    m_voices->setRange(2, 64);
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(u"English"_s, u"en"_s);
    m_language->addItem(u"Deutsch"_s, u"de"_s);

    auto* output = new QGroupBox(tr("Output"), this);
    auto* outputForm = new QFormLayout(output);
    outputForm->addRow(tr("Device:"), m_device);
    outputForm->addRow(tr("Placement:"), m_placement);
    outputForm->addRow(tr("OpenAL distance model:"), m_distanceModel);
    outputForm->addRow(tr("Reference distance:"), m_reference);
    outputForm->addRow(tr("Max distance:"), m_max);
    outputForm->addRow(tr("Rolloff factor:"), m_rolloff);

    auto* volumes = new QGroupBox(tr("Client volume preferences"), this);
    auto* volumeForm = new QFormLayout(volumes);
    volumeForm->addRow(tr("Effects:"), sliderRow(m_effect, m_effectOn, volumes));
    volumeForm->addRow(tr("Ambient:"), sliderRow(m_ambient, m_ambientOn, volumes));
    volumeForm->addRow(tr("Interface:"), sliderRow(m_interface, m_interfaceOn, volumes));
    auto* quirk = new QLabel(tr("As in retail, the ambient slider is applied twice and the "
                                "interface slider is never read."),
                             volumes);
    quirk->setWordWrap(true);
    volumeForm->addRow(quirk);

    auto* model = new QGroupBox(tr("Retail model"), this);
    auto* modelForm = new QFormLayout(model);
    modelForm->addRow(tr("Gate FPU model:"), m_fpu);
    modelForm->addRow(tr("Voice pool:"), m_pool);
    modelForm->addRow(tr("Voices:"), m_voices);
    modelForm->addRow(tr("Language:"), m_language);
    m_externalEditor->setObjectName(u"externalEditor"_s);
    m_externalEditor->setPlaceholderText(tr("Audacity, else the desktop's WAV application"));
    m_externalEditor->setToolTip(
        tr("The audio editor Edit Wave in External Editor starts: a command line; %f is the "
           "file (without %f the file goes last). Empty: Audacity when installed, else the "
           "desktop's application for WAV files."));
    modelForm->addRow(tr("External editor:"), m_externalEditor);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(output);
    layout->addWidget(volumes);
    layout->addWidget(model);
    layout->addWidget(buttons);

    connect(m_placement, &QComboBox::currentIndexChanged, this, &PreferencesDialog::updateEnabled);
    connect(m_pool, &QComboBox::currentIndexChanged, this, &PreferencesDialog::updateEnabled);
    setPreferences(Preferences{});
}

PreferencesDialog::~PreferencesDialog() = default;

void PreferencesDialog::setPreferences(const Preferences& p) {
    const int device = m_device->findData(p.outputDevice);
    if (device < 0 && !p.outputDevice.isEmpty())
        m_device->addItem(tr("%1 (not present)").arg(p.outputDevice), p.outputDevice);
    m_device->setCurrentIndex(std::max(0, m_device->findData(p.outputDevice)));
    m_placement->setCurrentIndex(m_placement->findData(static_cast<int>(p.placementMode)));
    m_distanceModel->setCurrentIndex(m_distanceModel->findData(static_cast<int>(p.distanceModel)));
    m_reference->setValue(p.referenceDistance);
    m_max->setValue(p.maxDistance);
    m_rolloff->setValue(p.rolloffFactor);
    m_effect->setValue(qRound(p.volumes.effect * 100.0f));
    m_ambient->setValue(qRound(p.volumes.ambient * 100.0f));
    m_interface->setValue(qRound(p.volumes.interface * 100.0f));
    m_effectOn->setChecked(p.volumes.effectEnabled);
    m_ambientOn->setChecked(p.volumes.ambientEnabled);
    m_interfaceOn->setChecked(p.volumes.interfaceEnabled);
    m_fpu->setCurrentIndex(m_fpu->findData(static_cast<int>(p.fpuModel)));
    m_pool->setCurrentIndex(p.stealingPool ? 1 : 0);
    m_voices->setValue(p.voices);
    m_language->setCurrentIndex(std::max(0, m_language->findData(p.language)));
    m_externalEditor->setText(p.externalEditor);
    updateEnabled();
}

Preferences PreferencesDialog::preferences() const {
    Preferences p;
    p.outputDevice = m_device->currentData().toString();
    p.placementMode = static_cast<PlacementMode>(m_placement->currentData().toInt());
    p.distanceModel = static_cast<DistanceModel>(m_distanceModel->currentData().toInt());
    p.referenceDistance = m_reference->value();
    p.maxDistance = m_max->value();
    p.rolloffFactor = m_rolloff->value();
    p.volumes.effect = static_cast<float>(m_effect->value()) / 100.0f;
    p.volumes.ambient = static_cast<float>(m_ambient->value()) / 100.0f;
    p.volumes.interface = static_cast<float>(m_interface->value()) / 100.0f;
    p.volumes.effectEnabled = m_effectOn->isChecked();
    p.volumes.ambientEnabled = m_ambientOn->isChecked();
    p.volumes.interfaceEnabled = m_interfaceOn->isChecked();
    p.fpuModel = static_cast<FpuModel>(m_fpu->currentData().toInt());
    p.stealingPool = m_pool->currentData().toBool();
    p.voices = m_voices->value();
    p.language = m_language->currentData().toString();
    p.externalEditor = m_externalEditor->text().trimmed();
    return p;
}

void PreferencesDialog::updateEnabled() {
    const bool openAl =
        m_placement->currentData().toInt() == static_cast<int>(PlacementMode::OpenAl);
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_distanceModel, m_reference, m_max, m_rolloff})
        w->setEnabled(openAl);
}

} // namespace soundstage
