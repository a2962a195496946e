// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Hatrack

// A vertical scroll bar that can be seen on the panels: Fusion draws its
// handle in palette.mid, which is the panel colour itself here. It stays
// drawn while there is more to read than fits, so a cut-off list says so.
ScrollBar {
    id: bar

    // Whether the attached view holds more than it shows (set by the view).
    property bool needed: size < 1.0

    policy: needed ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
    minimumSize: 0.08
    palette.mid: Qt.rgba(Theme.textDim.r, Theme.textDim.g, Theme.textDim.b, 0.75)
    palette.dark: Theme.accent
}
