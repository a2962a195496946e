// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// A heading and what is under it, in the lab's results.
ColumnLayout {
    id: section
    property string title
    // What the figures below mean, for a reader who is no statistician.
    property string note
    default property alias content: body.data

    Layout.fillWidth: true
    spacing: 6
    Label {
        text: parent.title
        color: Theme.accent
        font.pixelSize: 16
        font.bold: true
    }
    Label {
        Layout.fillWidth: true
        visible: text !== ""
        text: section.note
        color: Theme.textDim
        font.pixelSize: Theme.px(13)
        wrapMode: Text.WordWrap
    }
    ColumnLayout {
        id: body
        Layout.fillWidth: true
        spacing: 6
    }
}
