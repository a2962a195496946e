// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Hatrack

// An on/off switch that reads at a glance. Fusion's is a grey box on grey
// when off; this one shows its knob on a clear outline either way, and fills
// with the accent colour when on. The same in the settings and on the setup
// screen.
Switch {
    id: toggle

    // Wrapped, not cut: a long setting in German lost its last words.
    contentItem: Text {
        leftPadding: toggle.indicator.width + toggle.spacing
        text: toggle.text
        font: toggle.font
        color: toggle.enabled ? Theme.text : Theme.textDim
        wrapMode: Text.WordWrap
        verticalAlignment: Text.AlignVCenter
    }

    indicator: Rectangle {
        implicitWidth: 40
        implicitHeight: 22
        x: toggle.leftPadding
        y: toggle.topPadding + (toggle.availableHeight - height) / 2
        radius: height / 2
        color: toggle.checked ? Theme.accent : Theme.window
        border.color: toggle.checked ? Theme.accent : Theme.textDim
        border.width: 2
        opacity: toggle.enabled ? 1 : 0.4
        Rectangle {
            width: parent.height - 8
            height: width
            radius: width / 2
            x: toggle.checked ? parent.width - width - 4 : 4
            anchors.verticalCenter: parent.verticalCenter
            color: toggle.checked ? Theme.window : Theme.text
            Behavior on x { NumberAnimation { duration: 90 } }
        }
        Rectangle {
            // A focus ring for the keyboard.
            visible: toggle.visualFocus
            anchors.fill: parent
            anchors.margins: -3
            radius: height / 2
            color: "transparent"
            border.color: Theme.selected
        }
    }
}
