// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The window opens where and as large as it was left: its place is kept in
// the settings when the program ends, and given back at the next start, but
// only where it is still on a screen (a monitor unplugged since).
#include <QRect>

class QSettings;
class QWindow;

namespace windowplace {

// Puts `window` where `settings` last saw it; does nothing the first time,
// or when that place is no longer on any screen.
void restore(QWindow* window, QSettings& settings);
// Writes where `window` is now, and whether it is maximized.
void save(const QWindow* window, QSettings& settings);
// True when enough of `place` (a title bar's worth) is on one of the screens.
bool onAScreen(const QRect& place);

} // namespace windowplace
