// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowplace.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QWindow>

namespace windowplace {

namespace {
const QString kPlace = QStringLiteral("window/geometry");
const QString kMaximized = QStringLiteral("window/maximized");
} // namespace

bool onAScreen(const QRect& place) {
    if (!place.isValid()) return false;
    // The top strip, where a window is taken hold of, must be reachable.
    const QRect grip(place.topLeft(), QSize(place.width(), 32));
    for (const QScreen* screen : QGuiApplication::screens()) {
        const QRect seen = screen->availableGeometry().intersected(grip);
        if (seen.width() >= 100 && seen.height() >= 16) return true;
    }
    return false;
}

void restore(QWindow* window, QSettings& settings) {
    const QRect place = settings.value(kPlace).toRect();
    if (!onAScreen(place)) return;
    window->setGeometry(place);
    if (window->minimumSize().isValid())
        window->resize(window->size().expandedTo(window->minimumSize()));
    if (settings.value(kMaximized, false).toBool()) window->setWindowStates(Qt::WindowMaximized);
}

void save(const QWindow* window, QSettings& settings) {
    const bool maximized = window->windowStates() & Qt::WindowMaximized;
    settings.setValue(kMaximized, maximized);
    // A maximized window keeps the place it had before, to go back to.
    if (!maximized) settings.setValue(kPlace, window->geometry());
}

} // namespace windowplace
