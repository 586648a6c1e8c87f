// One unit: the listener view's painting, hit-testing and dragging all work on one map
// transform and one source list.
#include "widgets/audition/listenerview.h"

#include "core/common/hexid.h"
#include "core/retail/openaldistance.h"

#include "widgets/session/numbertext.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>

#include <QPainterPath>
#include <QTimer>
#include <QWheelEvent>
#include <optional>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace soundstage {

using namespace Qt::StringLiterals;

namespace {

constexpr double SourceRadiusPx = 9.0;
constexpr double ListenerRadiusPx = 11.0;
constexpr double HandleDistancePx = 42.0;
constexpr double VoiceStripHeight = 46.0;
constexpr double LoopDuration = 1.0e6; // a looping sound holds its voice until stopped
constexpr double VoiceWindowSeconds = 120.0;
constexpr int RingLevels[] = {-12, -24, -40, -50};

double toRadians(double degrees) {
    return degrees * std::numbers::pi / 180.0;
}

OpenAlDistanceModel toOpenAl(DistanceModel m) {
    switch (m) {
    case DistanceModel::InverseClamped:
        return OpenAlDistanceModel::InverseClamped;
    case DistanceModel::LinearClamped:
        return OpenAlDistanceModel::LinearClamped;
    case DistanceModel::ExponentClamped:
        return OpenAlDistanceModel::ExponentClamped;
    }
    return OpenAlDistanceModel::InverseClamped;
}

} // namespace

ListenerView::ListenerView(PlaybackEngine* engine, QWidget* parent)
    : QWidget(parent)
    , m_engine(engine)
    , m_poll(new QTimer(this)) {
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    setMouseTracking(false);
    // Small enough for the tabs under the centre on a 1280×720 screen; it zooms to fit.
    setMinimumSize(240, 120);
    setToolTip(tr("Drag the background to pan, wheel to zoom, drag the arrow tip or press Q/E to "
                  "turn the listener; double-click a source to play it"));
    m_clock.start();
    m_poll->setInterval(200);
    connect(m_poll, &QTimer::timeout, this, &ListenerView::poll);
    m_poll->start();
}

ListenerView::~ListenerView() {
    stopAll();
}

void ListenerView::setPreferences(const Preferences& preferences) {
    m_preferences = preferences;
    recomputeVoices();
    updatePlaying();
    update();
}

int ListenerView::addSource(const QString& label, PcmBufferPtr pcm, double volume,
                            std::optional<QPointF> position, quint32 wave, float priority) {
    Source s;
    s.id = m_nextId++;
    s.label = label;
    s.wave = wave;
    s.pcm = std::move(pcm);
    s.volume = volume;
    s.priority = priority;
    if (position) {
        s.position = *position;
    } else {
        // Ahead of the listener, fanned out so several sources do not overlap.
        const double h = toRadians(m_heading + 25.0 * static_cast<double>(m_sources.size() % 7));
        s.position = m_listener + QPointF(std::sin(h), std::cos(h)) * 10.0;
    }
    m_sources.push_back(std::move(s));
    update();
    emit changed();
    return m_sources.back().id;
}

void ListenerView::removeSource(int id) {
    stopSource(id);
    std::erase_if(m_sources, [id](const Source& s) { return s.id == id; });
    update();
    emit changed();
}

void ListenerView::replaceSound(int id, const QString& label, PcmBufferPtr pcm, double volume) {
    const auto it = std::ranges::find(m_sources, id, &Source::id);
    if (it == m_sources.end())
        return;
    // Read before stopSource(), which cancels a wish to play.
    const bool wanted = it->pending && it->playWhenReady;
    const bool loop = it->loopWhenReady;
    stopSource(id);
    it->pending = false;
    it->playWhenReady = false;
    it->loopWhenReady = false;
    it->label = label;
    it->pcm = std::move(pcm);
    it->volume = volume;
    const bool play = wanted && it->pcm;
    update();
    emit changed();
    if (play)
        playSource(id, loop);
}

void ListenerView::setAudioPending(int id) {
    const auto it = std::ranges::find(m_sources, id, &Source::id);
    if (it == m_sources.end())
        return;
    stopSource(id);
    it->pending = true;
    update();
}

void ListenerView::clearSources() {
    stopAll();
    m_sources.clear();
    update();
    emit changed();
}

const ListenerView::Source* ListenerView::source(int id) const {
    const auto it = std::ranges::find(m_sources, id, &Source::id);
    return it == m_sources.end() ? nullptr : &*it;
}

void ListenerView::moveSource(int id, QPointF metres) {
    const auto it = std::ranges::find(m_sources, id, &Source::id);
    if (it == m_sources.end())
        return;
    it->position = metres;
    if (it->handle != 0 && m_engine)
        m_engine->update(it->handle, placementFor(*it), it->handleVolume);
    update();
    emit changed();
}

void ListenerView::setListener(QPointF metres, double headingDegrees) {
    m_listener = metres;
    m_heading = std::fmod(std::fmod(headingDegrees, 360.0) + 360.0, 360.0);
    updatePlaying();
    update();
    emit changed();
}

ListenerView::Readout ListenerView::readout(int id) const {
    Readout r;
    const Source* s = source(id);
    if (!s)
        return r;
    const QPointF d = s->position - m_listener;
    r.distance = std::hypot(d.x(), d.y());
    r.attenuation = RetailAttenuation::compute(r.distance, s->volume, m_preferences.effectSlider());
    r.pan = RetailPan::compute(WorldPoint{s->position.x(), s->position.y(), 0.0},
                               WorldPoint{m_listener.x(), m_listener.y(), 0.0}, m_heading);
    return r;
}

Placement ListenerView::placementFor(const Source& s) const {
    Placement p = m_preferences.placement();
    p.source = Vec3{s.position.x(), s.position.y(), 0.0};
    p.listener = Vec3{m_listener.x(), m_listener.y(), 0.0};
    p.listenerHeadingDegrees = m_heading;
    return p;
}

SoundHandle ListenerView::playSource(int id, bool loop) {
    const auto it = std::ranges::find(m_sources, id, &Source::id);
    if (it == m_sources.end())
        return 0;
    if (it->pending) {
        it->playWhenReady = true;
        it->loopWhenReady = loop;
        emit waitingForAudio(id);
        return 0;
    }
    stopSource(id);
    return startVoice(*it, it->pcm, it->volume, it->priority, loop);
}

SoundHandle ListenerView::playAt(int id, const PcmBufferPtr& pcm, double volume, float priority) {
    const auto it = std::ranges::find(m_sources, id, &Source::id);
    if (it == m_sources.end())
        return 0;
    return startVoice(*it, pcm, volume, priority, false);
}

SoundHandle ListenerView::startVoice(Source& s, const PcmBufferPtr& pcm, double volume,
                                     float priority, bool loop) {
    recordStart(s.id, pcm ? pcm->seconds() : 0.0, priority);
    if (!m_engine || !m_engine->hasOutput()) {
        emit message(m_engine ? m_engine->status() : tr("no audio output: no playback engine"));
        return 0;
    }
    if (!pcm) {
        emit message(tr("%1 has no decoded audio").arg(s.label));
        return 0;
    }
    // A dropped voice (per the voice strip's pool) stays silent, as in the client.
    const auto& last = m_voiceSim.results.back();
    if (last.outcome == VoiceOutcome::Dropped) {
        emit message(tr("%1 dropped: every voice is busy").arg(s.label));
        return 0;
    }
    s.handle = m_engine->play(pcm, placementFor(s), volume, loop);
    s.handleVolume = volume;
    if (s.handle == 0)
        emit message(tr("%1 is not heard here (below −50 dB, or no free voice)").arg(s.label));
    if (loop && !m_started.empty())
        m_started.back().duration = LoopDuration;
    recomputeVoices();
    update();
    return s.handle;
}

void ListenerView::stopSource(int id) {
    const auto it = std::ranges::find(m_sources, id, &Source::id);
    if (it == m_sources.end())
        return;
    it->playWhenReady = false;
    if (it->handle != 0 && m_engine)
        m_engine->stop(it->handle);
    it->handle = 0;
    // The voice is free from now on.
    const double now = static_cast<double>(m_clock.elapsed()) / 1000.0;
    for (auto& st : m_started)
        if (st.source == id && st.start + st.duration > now)
            st.duration = std::max(0.0, now - st.start);
    recomputeVoices();
    update();
}

void ListenerView::stopAll() {
    for (auto& s : m_sources) {
        s.playWhenReady = false;
        if (s.handle != 0)
            stopSource(s.id);
    }
}

void ListenerView::recordStart(int source, double seconds, float priority) {
    const double now = static_cast<double>(m_clock.elapsed()) / 1000.0;
    std::erase_if(m_started, [now](const Started& st) {
        return st.start + st.duration < now - VoiceWindowSeconds;
    });
    m_started.push_back({source, now, seconds, priority});
    recomputeVoices();
}

void ListenerView::recomputeVoices() {
    std::vector<VoiceRequest> requests;
    requests.reserve(m_started.size());
    for (const auto& st : m_started)
        requests.push_back({st.start, st.duration, st.priority, static_cast<quint32>(st.source)});
    if (!m_preferences.stealingPool && m_preferences.voices == VoicePool::RetailVoices) {
        m_voiceSim = VoicePool::simulateRetail(requests);
        return;
    }
    auto sim = m_preferences.stealingPool
                   ? VoicePool::simulateStealing(requests, m_preferences.voices)
                   : VoicePool::simulateDropping(requests, m_preferences.voices);
    m_voiceSim = sim ? *sim : VoicePool::simulateRetail(requests);
}

void ListenerView::updatePlaying() {
    if (!m_engine)
        return;
    for (const auto& s : m_sources)
        if (s.handle != 0)
            m_engine->update(s.handle, placementFor(s), s.handleVolume);
}

void ListenerView::poll() {
    if (!m_engine)
        return;
    bool any = false;
    for (auto& s : m_sources) {
        if (s.handle != 0 && !m_engine->isPlaying(s.handle)) {
            s.handle = 0;
            any = true;
        }
    }
    if (any || !m_started.empty())
        update();
}

double ListenerView::ringRadius(int dB) const {
    const double slider = m_preferences.effectSlider();
    if (slider <= 0)
        return 0.0;
    if (m_preferences.placementMode != PlacementMode::OpenAl) {
        // Reported dB = ceil(log2(g)·6.0206) falls below dB when log2(g)·6.0206 ≤ dB − 1, with
        // g = 25·slider/d² beyond 5 m (volume 1) — the client's own dB formula.
        const double threshold = std::exp2((dB - 1) / RetailAttenuation::DbPerOctave);
        if (slider <= threshold)
            return 0.0;
        return std::max(RetailAttenuation::MinDistance, std::sqrt(25.0 * slider / threshold));
    }
    OpenAlDistanceParameters params;
    params.referenceDistance = m_preferences.referenceDistance;
    params.maxDistance = m_preferences.maxDistance;
    params.rolloffFactor = m_preferences.rolloffFactor;
    const auto model = toOpenAl(m_preferences.distanceModel);
    const auto below = [&](double d) {
        return OpenAlDistance::gainToDb(OpenAlDistance::gain(model, d, params) * slider) <
               static_cast<double>(dB);
    };
    double lo = 0.0;
    double hi = 10'000.0;
    if (!below(hi))
        return 0.0; // never falls that low: no ring
    if (below(lo))
        return 0.0;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        (below(mid) ? hi : lo) = mid;
    }
    return hi;
}

QPointF ListenerView::worldToScreen(QPointF m) const {
    return {width() / 2.0 + (m.x() - m_centre.x()) * m_scale,
            height() / 2.0 - (m.y() - m_centre.y()) * m_scale};
}

QPointF ListenerView::screenToWorld(QPointF p) const {
    return {m_centre.x() + (p.x() - width() / 2.0) / m_scale,
            m_centre.y() - (p.y() - height() / 2.0) / m_scale};
}

void ListenerView::setPixelsPerMetre(double scale) {
    m_scale = std::clamp(scale, 0.2, 200.0);
    update();
}

void ListenerView::centreOn(QPointF metres) {
    m_centre = metres;
    update();
}

QPointF ListenerView::headingHandle() const {
    const double h = toRadians(m_heading);
    return worldToScreen(m_listener) + QPointF(std::sin(h), -std::cos(h)) * HandleDistancePx;
}

int ListenerView::sourceAt(QPointF pixels) const {
    for (auto it = m_sources.rbegin(); it != m_sources.rend(); ++it) {
        const QPointF d = worldToScreen(it->position) - pixels;
        if (std::hypot(d.x(), d.y()) <= SourceRadiusPx + 3)
            return it->id;
    }
    return 0;
}

QRectF ListenerView::voiceStripRect() const {
    return QRectF(0, height() - VoiceStripHeight, width(), VoiceStripHeight);
}

void ListenerView::mousePressEvent(QMouseEvent* event) {
    const QPointF pos = event->position();
    m_lastMouse = pos;
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const QPointF handle = headingHandle() - pos;
    const QPointF body = worldToScreen(m_listener) - pos;
    if (std::hypot(handle.x(), handle.y()) <= 8) {
        m_grab = Grab::Heading;
    } else if (const int id = sourceAt(pos); id != 0) {
        m_grab = Grab::Source;
        m_grabSource = id;
        m_grabOffset = source(id)->position - screenToWorld(pos);
    } else if (std::hypot(body.x(), body.y()) <= ListenerRadiusPx + 2) {
        m_grab = Grab::Listener;
        m_grabOffset = m_listener - screenToWorld(pos);
    } else {
        m_grab = Grab::Background;
        setCursor(Qt::ClosedHandCursor);
    }
    event->accept();
}

void ListenerView::mouseMoveEvent(QMouseEvent* event) {
    const QPointF pos = event->position();
    switch (m_grab) {
    case Grab::None:
        break;
    case Grab::Background:
        m_centre -=
            QPointF((pos.x() - m_lastMouse.x()) / m_scale, -(pos.y() - m_lastMouse.y()) / m_scale);
        update();
        break;
    case Grab::Listener:
        setListener(screenToWorld(pos) + m_grabOffset, m_heading);
        break;
    case Grab::Heading: {
        const QPointF d = pos - worldToScreen(m_listener);
        if (std::hypot(d.x(), d.y()) > 2)
            setListener(m_listener, std::atan2(d.x(), -d.y()) * 180.0 / std::numbers::pi);
        break;
    }
    case Grab::Source:
        moveSource(m_grabSource, screenToWorld(pos) + m_grabOffset);
        break;
    }
    m_lastMouse = pos;
}

void ListenerView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_grab != Grab::None)
        mouseMoveEvent(event);
    m_grab = Grab::None;
    unsetCursor();
}

void ListenerView::mouseDoubleClickEvent(QMouseEvent* event) {
    if (const int id = sourceAt(event->position()); id != 0) {
        const Source* s = source(id);
        if (s->handle != 0 && m_engine && m_engine->isPlaying(s->handle))
            stopSource(id);
        else
            playSource(id, event->modifiers().testFlag(Qt::ShiftModifier));
    }
}

void ListenerView::wheelEvent(QWheelEvent* event) {
    const QPointF anchor = screenToWorld(event->position());
    const double steps = event->angleDelta().y() / 120.0;
    setPixelsPerMetre(m_scale * std::pow(1.2, steps));
    // Keep the world point under the cursor where it was.
    const QPointF after = screenToWorld(event->position());
    m_centre += anchor - after;
    update();
    event->accept();
}

void ListenerView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Q:
        setListener(m_listener, m_heading - 15.0);
        break;
    case Qt::Key_E:
        setListener(m_listener, m_heading + 15.0);
        break;
    case Qt::Key_Delete:
        if (m_grabSource != 0)
            removeSource(m_grabSource);
        m_grabSource = 0;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void ListenerView::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasFormat(QLatin1StringView(WaveMimeType)))
        event->acceptProposedAction();
}

void ListenerView::dropEvent(QDropEvent* event) {
    const QByteArray payload = event->mimeData()->data(QLatin1StringView(WaveMimeType));
    bool ok = false;
    const quint32 id = QString::fromLatin1(payload).trimmed().toUInt(&ok, 16);
    if (!ok)
        return;
    event->acceptProposedAction();
    emit waveDropped(id, screenToWorld(event->position()));
}

void ListenerView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    update();
}

void ListenerView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0xf7, 0xf7, 0xf2));
    paintGrid(p);
    paintRings(p);
    if (m_sources.empty()) {
        // On a box of its own, so the grid's lines and labels do not run through the words; under
        // the listener, whose handles stay visible and usable.
        // The box reaches the left edge: a y label it half covered would read as a stray
        // character before the words.
        const QRectF box = emptyTextRect();
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xf7, 0xf7, 0xf2));
        p.drawRect(QRectF(0, box.top() - 2, box.right() + 4, box.height() + 4));
        p.setPen(QColor(0x70, 0x70, 0x70));
        p.drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, emptyText());
    }
    paintSources(p);
    paintListener(p);
    paintVoiceStrip(p);
}

QString ListenerView::emptyText() {
    return tr("Drag waves here from the browser, or use Audition → Add Selected Variant to "
              "Listener View. Double-click a source to play it (Shift: loop), drag it to "
              "move it.");
}

QRectF ListenerView::emptyTextRect() const {
    const QFontMetrics fm(font());
    const QRectF legend = legendRect();
    const double top = legend.bottom() + 6;
    // Left of the listener and its heading handle, so no word sits under them (they are drawn
    // over the words and stay usable).
    const double besideListener =
        worldToScreen(m_listener).x() - std::max<double>(ListenerRadiusPx, 6) - 16;
    const double wide = std::max(120.0, std::min({width() * 0.6, 460.0, besideListener}));
    const QRect needed =
        fm.boundingRect(QRect(0, 0, int(wide), 10000),
                        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, emptyText());
    return {10, top, wide, double(needed.height())};
}

QString ListenerView::legendText() const {
    return m_preferences.placementMode == PlacementMode::OpenAl
               ? tr("N ↑ · rings: OpenAL model, volume 1")
               : tr("N ↑ · rings: retail gain, volume 1");
}

QRectF ListenerView::legendRect() const {
    const QFontMetrics fm(font());
    const QString legend = legendText();
    return {width() - fm.horizontalAdvance(legend) - 14.0, fm.height() + 6.0,
            fm.horizontalAdvance(legend) + 8.0, fm.height() + 4.0};
}

void ListenerView::paintGrid(QPainter& p) {
    // A grid step that keeps lines (and their labels) at least 50 px apart.
    double step = 1000.0;
    for (const double s : {1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0})
        if (s * m_scale >= 50.0) {
            step = s;
            break;
        }
    const QPointF tl = screenToWorld(QPointF(0, 0));
    const QPointF br = screenToWorld(QPointF(width(), height()));
    p.setFont(font());
    const QFontMetrics fm(font());
    for (double x = std::floor(tl.x() / step) * step; x <= br.x(); x += step) {
        const double sx = worldToScreen(QPointF(x, 0)).x();
        const bool axis = std::abs(x) < step / 2;
        p.setPen(QPen(axis ? QColor(0x90, 0x90, 0x90) : QColor(0xdd, 0xdd, 0xd5), 1));
        p.drawLine(QPointF(sx, 0), QPointF(sx, height()));
        // A label whose start is off the left edge would read as another number ("0 m").
        if (sx + 2 < 0)
            continue;
        p.setPen(QColor(0x88, 0x88, 0x88));
        p.drawText(QPointF(sx + 2, fm.ascent() + 1), u"%1 m"_s.arg(NumberText::significant(x, 6)));
    }
    // The empty-state words' box (null when sources are shown), measured once — a word-wrapped
    // text layout — not per label.
    const QRectF words = m_sources.empty() ? emptyTextRect().adjusted(0, -2, 0, 2) : QRectF();
    for (double y = std::floor(br.y() / step) * step; y <= tl.y(); y += step) {
        const double sy = worldToScreen(QPointF(0, y)).y();
        const bool axis = std::abs(y) < step / 2;
        p.setPen(QPen(axis ? QColor(0x90, 0x90, 0x90) : QColor(0xdd, 0xdd, 0xd5), 1));
        p.drawLine(QPointF(0, sy), QPointF(width(), sy));
        // Not on the row of the x labels along the top, nor under the empty-state words.
        if (sy - 2 - fm.ascent() < fm.height() + 2)
            continue;
        if (!words.isNull() && sy - 2 - fm.ascent() <= words.bottom() && sy >= words.top())
            continue;
        p.setPen(QColor(0x88, 0x88, 0x88));
        p.drawText(QPointF(2, sy - 2), u"%1 m"_s.arg(NumberText::significant(y, 6)));
    }
    const QString legend = legendText();
    const QRectF box = legendRect();
    p.setPen(QColor(0xb0, 0xb0, 0xb0));
    p.setBrush(QColor(255, 255, 255, 220));
    p.drawRect(box);
    p.setPen(QColor(0x40, 0x40, 0x40));
    p.drawText(box, Qt::AlignCenter, legend);
}

void ListenerView::paintRings(QPainter& p) {
    const QPointF c = worldToScreen(m_listener);
    for (const int level : RingLevels) {
        const double r = ringRadius(level) * m_scale;
        if (r <= 0)
            continue;
        const int alpha = level == -50 ? 200 : 120;
        p.setPen(QPen(QColor(0xc0, 0x40, 0x30, alpha), level == -50 ? 2.0 : 1.0,
                      level == -50 ? Qt::SolidLine : Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(c, r, r);
        p.setPen(QColor(0xc0, 0x40, 0x30));
        p.drawText(c + QPointF(r + 3, -4), u"%1 dB"_s.arg(level));
    }
}

void ListenerView::paintListener(QPainter& p) {
    const QPointF c = worldToScreen(m_listener);
    const QPointF tip = headingHandle();
    p.setPen(QPen(QColor(0x20, 0x40, 0x80), 2.5));
    p.drawLine(c, tip);
    p.setBrush(QColor(0x30, 0x60, 0xc0));
    p.drawEllipse(c, ListenerRadiusPx, ListenerRadiusPx);
    p.setBrush(QColor(0xff, 0xc0, 0x30));
    p.setPen(QPen(QColor(0x20, 0x40, 0x80), 1.5));
    p.drawEllipse(tip, 6, 6);
    p.setPen(QColor(0x20, 0x40, 0x80));
    p.drawText(c + QPointF(ListenerRadiusPx + 4, ListenerRadiusPx + 12),
               tr("listener %1°").arg(m_heading, 0, 'f', 0));
}

void ListenerView::paintSources(QPainter& p) {
    const QFontMetrics fm(font());
    for (const auto& s : m_sources) {
        const QPointF c = worldToScreen(s.position);
        const Readout r = readout(s.id);
        const bool playing = s.handle != 0;
        p.setPen(QPen(QColor(0x40, 0x40, 0x40, 90), 1, Qt::DotLine));
        p.drawLine(worldToScreen(m_listener), c);
        p.setPen(QPen(playing ? QColor(0x10, 0x80, 0x20) : QColor(0x50, 0x50, 0x50), 2));
        p.setBrush(!r.attenuation.audible ? QColor(0xbb, 0xbb, 0xbb)
                   : playing              ? QColor(0x50, 0xd0, 0x60)
                                          : QColor(0xf0, 0x80, 0x40));
        p.drawEllipse(c, SourceRadiusPx, SourceRadiusPx);
        const QString pan = r.pan.panDb == 0  ? tr("centre")
                            : r.pan.panDb < 0 ? tr("L %1 dB").arg(-r.pan.panDb)
                                              : tr("R %1 dB").arg(r.pan.panDb);
        const QString line2 =
            r.attenuation.audible
                ? tr("%1 m · gain %2 · %3 dB · pan %4")
                      .arg(NumberText::fixed(r.distance, 1))
                      .arg(NumberText::fixed(r.attenuation.gain, 3))
                      .arg(r.attenuation.dB)
                      .arg(pan)
                : tr("%1 m · dropped (below −50 dB)").arg(NumberText::fixed(r.distance, 1));
        const QPointF at = c + QPointF(SourceRadiusPx + 4, -2);
        const QRectF box(at.x() - 2, at.y() - fm.ascent() - 1,
                         std::max(fm.horizontalAdvance(s.label), fm.horizontalAdvance(line2)) + 4,
                         fm.height() * 2 + 2);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 200));
        p.drawRect(box);
        p.setPen(QColor(0x20, 0x20, 0x20));
        p.drawText(at, s.label);
        p.setPen(QColor(0x40, 0x40, 0x70));
        p.drawText(at + QPointF(0, fm.height()), line2);
    }
}

void ListenerView::paintVoiceStrip(QPainter& p) {
    const QRectF strip = voiceStripRect();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x30, 0x30, 0x38));
    p.drawRect(strip);
    const int voices = m_preferences.stealingPool ? m_preferences.voices
                       : m_preferences.voices > 0 ? m_preferences.voices
                                                  : VoicePool::RetailVoices;
    const double now = static_cast<double>(m_clock.elapsed()) / 1000.0;
    // Who holds each voice now.
    std::vector<QString> holders(static_cast<std::size_t>(voices));
    QStringList dropped;
    for (std::size_t i = 0; i < m_voiceSim.results.size() && i < m_started.size(); ++i) {
        const auto& res = m_voiceSim.results[i];
        const Source* s = source(m_started[i].source);
        const QString label = s ? s->label : tr("(removed)");
        if (res.outcome == VoiceOutcome::Dropped) {
            if (m_started[i].start > now - 10.0)
                dropped << label;
        } else if (res.voice >= 0 && res.voice < voices && res.startSeconds <= now &&
                   now < res.endSeconds) {
            holders[static_cast<std::size_t>(res.voice)] = label;
        }
    }
    const double labelWidth = 150;
    p.setPen(QColor(0xe0, 0xe0, 0xe0));
    p.drawText(QRectF(strip.left() + 4, strip.top(), labelWidth, strip.height() / 2),
               Qt::AlignVCenter,
               m_preferences.stealingPool ? tr("Voices: pool of %1").arg(voices)
                                          : tr("Voices: retail %1").arg(voices));
    const double cellW = (strip.width() - labelWidth - 8) / voices;
    for (int v = 0; v < voices; ++v) {
        const QRectF cell(strip.left() + labelWidth + v * cellW, strip.top() + 3, cellW - 2,
                          strip.height() / 2 - 4);
        const QString& h = holders[static_cast<std::size_t>(v)];
        p.setPen(Qt::NoPen);
        p.setBrush(h.isEmpty() ? QColor(0x50, 0x50, 0x58) : QColor(0x50, 0xb0, 0x60));
        p.drawRect(cell);
        if (!h.isEmpty()) {
            p.setPen(Qt::black);
            p.drawText(cell, Qt::AlignCenter,
                       p.fontMetrics().elidedText(h, Qt::ElideRight, static_cast<int>(cellW) - 2));
        }
    }
    p.setPen(dropped.isEmpty() ? QColor(0xa0, 0xa0, 0xa0) : QColor(0xff, 0x80, 0x70));
    p.drawText(
        QRectF(strip.left() + 4, strip.center().y(), strip.width() - 8, strip.height() / 2),
        Qt::AlignVCenter,
        dropped.isEmpty()
            ? tr("No sound dropped in the last 10 s (%1 started)").arg(m_voiceSim.results.size())
            : tr("Dropped (all voices busy): %1").arg(dropped.join(u", "_s)));
}

} // namespace soundstage
