#pragma once

#include "widgets/session/preferences.h"

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSlider;
class QSpinBox;

namespace soundstage {

/// Edit → Preferences: output device (from the list given, e.g. OpenAlEngine::outputDevices()),
/// placement model and its parameters, effect / ambient / interface volume and enabled flags,
/// voice pool, gate FPU model and language. Works on a Preferences value: setPreferences() in,
/// preferences() out; storing them is the caller's (Preferences::save). GUI thread only.
class PreferencesDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PreferencesDialog)

public:
    explicit PreferencesDialog(const QStringList& devices, QWidget* parent = nullptr);
    ~PreferencesDialog() override;

    void setPreferences(const Preferences& preferences);
    [[nodiscard]] Preferences preferences() const;

private:
    void updateEnabled();

    QComboBox* m_device;
    QComboBox* m_placement;
    QComboBox* m_distanceModel;
    QDoubleSpinBox* m_reference;
    QDoubleSpinBox* m_max;
    QDoubleSpinBox* m_rolloff;
    QSlider* m_effect;
    QSlider* m_ambient;
    QSlider* m_interface;
    QCheckBox* m_effectOn;
    QCheckBox* m_ambientOn;
    QCheckBox* m_interfaceOn;
    QComboBox* m_fpu;
    QComboBox* m_pool;
    QSpinBox* m_voices;
    QComboBox* m_language;
    QLineEdit* m_externalEditor;
};

} // namespace soundstage
