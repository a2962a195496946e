// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// A heading and what is under it, in the lab's results.
ColumnLayout {
    property string title
    default property alias content: body.data

    Layout.fillWidth: true
    spacing: 6
    Label {
        text: parent.title
        color: Theme.accent
        font.pixelSize: 16
        font.bold: true
    }
    ColumnLayout {
        id: body
        Layout.fillWidth: true
        spacing: 6
    }
}
