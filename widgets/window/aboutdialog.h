#pragma once

#include <QDialog>
#include <QList>
#include <QString>

namespace soundstage {

/// Help → About Soundstage: the program's name, version and purpose, and every library it
/// is built on with its licence. Self-contained: construct it with the main window as parent
/// and exec() or open() it. Lives on the GUI thread like every widget.
class AboutDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)

public:
    /// One library Soundstage uses, as the dialog lists it.
    struct Component {
        QString name;    ///< e.g. "OpenAL Soft"
        QString version; ///< the version built against or running, empty when unknown
        QString purpose; ///< what Soundstage uses it for (translated)
        QString licence; ///< SPDX-style licence name, e.g. "LGPL-2.0-or-later"
        QString url;     ///< the project's home page
    };

    explicit AboutDialog(QWidget* parent = nullptr);
    ~AboutDialog() override = default;

    /// The libraries, in the order the dialog shows them.
    [[nodiscard]] static QList<Component> components();
    /// "Soundstage 0.1.0" style heading text, with the version from the build.
    [[nodiscard]] static QString versionText();
};

} // namespace soundstage
