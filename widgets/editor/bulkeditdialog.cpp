#include "widgets/editor/bulkeditdialog.h"

#include "core/common/hexid.h"
#include "core/document/document.h"
#include "core/records/soundtypes.h"
#include "widgets/editor/variantmodel.h"
#include "widgets/session/documentsession.h"

#include <QColor>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPalette>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace soundstage {

namespace {

QString shown(const SoundVariant& v, Field field) {
    switch (field) {
    case Field::VariantWave:
        return hexId(v.wave);
    case Field::VariantPriority:
        return QLocale().toString(static_cast<double>(v.priority), 'g', 7);
    case Field::VariantVolume:
        return QLocale().toString(static_cast<double>(v.volume), 'g', 7);
    default:
        return QLocale().toString(static_cast<double>(v.probability), 'g', 7);
    }
}

} // namespace

BulkEditDialog::BulkEditDialog(DocumentSession* session, VariantSelection selection,
                               QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_selection(std::move(selection))
    , m_field(new QComboBox)
    , m_mode(new QComboBox)
    , m_value(new QLineEdit)
    , m_summary(new QLabel)
    , m_preview(new QTreeWidget)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)) {
    setObjectName(u"bulkEditDialog"_s);
    setWindowTitle(tr("Edit Variants"));
    m_field->setObjectName(u"bulkField"_s);
    m_field->addItem(tr("Probability"), static_cast<int>(Field::VariantProbability));
    m_field->addItem(tr("Volume"), static_cast<int>(Field::VariantVolume));
    m_field->addItem(tr("Priority"), static_cast<int>(Field::VariantPriority));
    m_field->addItem(tr("Wave (replace)"), static_cast<int>(Field::VariantWave));
    m_mode->setObjectName(u"bulkMode"_s);
    m_mode->addItem(tr("Set to"));
    m_mode->addItem(tr("Multiply by"));
    m_value->setObjectName(u"bulkValue"_s);
    m_value->setPlaceholderText(tr("a number, or a wave id such as 0x0A000519"));
    m_summary->setObjectName(u"bulkSummary"_s);
    m_summary->setWordWrap(true);
    m_preview->setObjectName(u"bulkPreview"_s);
    m_preview->setRootIsDecorated(false);
    m_preview->setUniformRowHeights(true);
    m_preview->setHeaderLabels({tr("Table"), tr("Sound type"), tr("Variants"), tr("First change")});
    m_preview->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_preview->header()->setStretchLastSection(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Apply"));

    auto* scope = new QLabel(tr("Edit %1.").arg(m_selection.description()));
    scope->setObjectName(u"bulkScope"_s);
    scope->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Field:"), m_field);
    form->addRow(tr("Change:"), m_mode);
    form->addRow(tr("Value:"), m_value);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scope);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_buttons);
    resize(640, 420);

    connect(m_field, &QComboBox::currentIndexChanged, this, [this] {
        // A wave id is replaced, never multiplied.
        const bool wave = m_field->currentData().toInt() == static_cast<int>(Field::VariantWave);
        if (wave)
            m_mode->setCurrentIndex(0);
        m_mode->setEnabled(!wave);
        replan();
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, &BulkEditDialog::replan);
    connect(m_value, &QLineEdit::textChanged, this, &BulkEditDialog::replan);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (apply())
            accept();
    });
    replan();
}

void BulkEditDialog::setChange(Field field, VariantEdit::Change::Mode mode, const QString& value) {
    m_field->setCurrentIndex(m_field->findData(static_cast<int>(field)));
    m_mode->setCurrentIndex(mode == VariantEdit::Change::Mode::Set ? 0 : 1);
    m_value->setText(value);
}

Result<VariantEdit::Change> BulkEditDialog::change() const {
    const auto field = static_cast<Field>(m_field->currentData().toInt());
    const QString text = m_value->text().trimmed();
    if (text.isEmpty())
        return fail(ErrorCode::Usage, tr("Enter the value."));
    if (field == Field::VariantWave) {
        const auto id = parseId(text);
        if (!id)
            return fail(ErrorCode::Usage, tr("\"%1\" is not a wave id.").arg(text));
        return VariantEdit::Change::set(field, *id);
    }
    const auto number = VariantModel::parseNumber(text);
    if (!number)
        return fail(ErrorCode::Usage, tr("\"%1\" is not a number.").arg(text));
    if (m_mode->currentIndex() == 1)
        return VariantEdit::Change::scale(field, static_cast<double>(*number));
    return VariantEdit::Change::set(field, *number);
}

void BulkEditDialog::replan() {
    m_plan.clear();
    m_preview->clear();
    QPushButton* ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(false);
    const auto showProblem = [this](const QString& text) {
        QPalette palette = m_summary->palette();
        palette.setColor(QPalette::WindowText, QColor(0xD0, 0x30, 0x30));
        m_summary->setPalette(palette);
        m_summary->setText(text);
    };
    const Document* document = m_session->document();
    if (!document || m_selection.isEmpty()) {
        showProblem(tr("No variants are selected."));
        return;
    }
    auto wanted = change();
    if (!wanted) {
        showProblem(wanted.error().message);
        return;
    }
    auto plan = VariantEdit::plan(document->catalog(), m_selection.variants(), {*wanted});
    if (!plan) {
        showProblem(plan.error().message);
        return;
    }
    m_plan = std::move(*plan);
    m_summary->setPalette(QPalette());
    const int selected = static_cast<int>(m_selection.variants().size());
    if (m_plan.empty()) {
        m_summary->setText(tr("Nothing to change: the %n selected variant(s) already hold this.",
                              nullptr, selected));
        return;
    }
    m_summary->setText(
        tr("Changes %1 of %n selected variant(s).", nullptr, selected).arg(m_plan.size()));
    ok->setEnabled(true);

    // One row per list: the entries are sorted by table, sound type, index.
    int rows = 0;
    int lists = 0;
    for (std::size_t i = 0; i < m_plan.size();) {
        const VariantEdit::Entry& first = m_plan[i];
        std::size_t end = i;
        while (end < m_plan.size() && m_plan[end].ref.table == first.ref.table &&
               m_plan[end].ref.soundType == first.ref.soundType)
            ++end;
        ++lists;
        if (rows < MaxPreviewRows) {
            auto* item = new QTreeWidgetItem(m_preview);
            item->setText(0, hexId(first.ref.table));
            item->setText(1, soundTypeName(first.ref.soundType));
            item->setText(2, QLocale().toString(static_cast<qint64>(end - i)));
            item->setText(
                3, tr("#%1: %2 → %3")
                       .arg(first.ref.index)
                       .arg(shown(first.before, wanted->field), shown(first.after, wanted->field)));
            ++rows;
        }
        i = end;
    }
    if (lists > rows) {
        auto* more = new QTreeWidgetItem(m_preview);
        more->setText(0, tr("… and %n more list(s)", nullptr, lists - rows));
        more->setFirstColumnSpanned(true);
    }
}

Result<int> BulkEditDialog::apply() {
    Document* document = m_session->document();
    if (!document)
        return fail(ErrorCode::NotFound, tr("No dat is open."));
    auto wanted = change();
    if (!wanted)
        return fail(wanted.error());
    auto changed = document->editVariants(m_selection.variants(), {*wanted});
    if (!changed) {
        m_summary->setText(changed.error().message);
        return changed;
    }
    if (*changed > 0)
        m_session->showStatus(document->history().undoText());
    return changed;
}

} // namespace soundstage
