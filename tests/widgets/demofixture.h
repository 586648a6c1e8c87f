#pragma once

// For widget tests: the built-in demo dat opened and catalogued (DemoFixture, shared with the
// core tests), a test tone and a pixel counter for rendered views.
#include "../document/democatalogfixture.h"
#include "core/audio/pcmbuffer.h"

#include <QColor>
#include <QImage>

#include <cmath>
#include <numbers>
#include <vector>

namespace soundstage::test {

/// A mono sine (amplitude 0.5) of `seconds` at 22050 Hz.
inline PcmBufferPtr sine(double seconds, double hz = 440.0) {
    const int rate = 22050;
    std::vector<float> s(static_cast<std::size_t>(seconds * rate));
    for (std::size_t i = 0; i < s.size(); ++i)
        s[i] = static_cast<float>(
            0.5 * std::sin(2.0 * std::numbers::pi * hz * static_cast<double>(i) / rate));
    return PcmBuffer::make(std::move(s), rate, 1);
}

/// Pixels of `image` within `tolerance` (per channel) of `colour`.
inline int countColour(const QImage& image, QColor colour, int tolerance = 24) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) <= tolerance &&
                std::abs(c.green() - colour.green()) <= tolerance &&
                std::abs(c.blue() - colour.blue()) <= tolerance)
                ++n;
        }
    return n;
}

} // namespace soundstage::test
