// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack
import QtQuick.Shapes

// Water on a square: a blue pool with ripples; a checker may stand in it.
Item {
    id: water

    property Item token: null
    // Still on a card's picture: only the water on the board ripples.
    property bool live: true
    readonly property real ripple: live && Theme.pulses ? (Theme.frame * Theme.frameMs % 2200) / 2200 : 0

    Rectangle {
        anchors.centerIn: parent
        width: parent.width * 0.9; height: parent.height * 0.9
        radius: width * 0.38
        gradient: Gradient {
            GradientStop { position: 0; color: "#8a3fa9ee" }
            GradientStop { position: 1; color: "#c01f5fb8" }
        }
        border.color: "#9fd8ff"
        border.width: Math.max(1, water.width * 0.025)
    }
    Repeater {
        model: 2
        delegate: Rectangle {
            required property int index
            readonly property real r: (water.ripple + index * 0.5) % 1
            anchors.centerIn: parent
            width: water.width * (0.2 + 0.6 * r); height: width * 0.6; radius: height / 2
            color: "transparent"
            border.color: "#d8f1ff"
            border.width: Math.max(1, water.width * 0.02)
            opacity: 0.8 * (1 - r)
        }
    }
}
