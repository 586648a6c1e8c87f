#pragma once

#include "core/override/overridepreview.h"

#include <QWidget>

class QAction;
class QLabel;

namespace soundstage {

/// The strip over the variant grid while an applied override file touches the sound type shown:
/// what the file does to it (overrides, silences, or is bypassed for it), naming the file and
/// line, with the Bypass button beside it. Hidden otherwise. GUI thread only.
class OverrideBanner final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OverrideBanner)

public:
    /// `bypass` is the editor's Bypass Override action (the button shows it).
    explicit OverrideBanner(QAction* bypass, QWidget* parent = nullptr);

    /// Shows what `applied` (a line of `preview`) does to the sound type shown, whose grid has
    /// `rows` variants; hides the banner when either is nullptr.
    void showApplied(const OverridePreview* preview, const OverrideApply::Applied* applied,
                     bool bypassed, int rows);
    /// The text of the banner (rich text; its tooltip holds the line and why).
    [[nodiscard]] QLabel* label() const { return m_label; }

private:
    QLabel* m_label;
};

} // namespace soundstage
