// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// Where a scrolling view in a panel holds more than it shows, its last line
// fades out instead of lying cut through the middle; the scroll bar beside it
// says how much more there is. Placed over the view by the layout that holds
// it, as anything declared inside a Flickable would scroll with its content.
Rectangle {
    required property Flickable view
    required property Item layout

    x: layout.x + view.x
    y: layout.y + view.y + view.height - height
    // The scroll bar's room stays clear.
    width: view.width - 12
    height: Math.min(28, view.height / 3)
    visible: view.visible && view.contentHeight > view.height + 1 && !view.atYEnd
    gradient: Gradient {
        GradientStop { position: 0; color: Qt.rgba(Theme.panel.r, Theme.panel.g, Theme.panel.b, 0) }
        GradientStop { position: 1; color: Theme.panel }
    }
}
