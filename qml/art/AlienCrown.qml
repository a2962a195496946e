// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Shapes

// The crown on a king of Alien Checkers; with a star above, an emperor's.
Item {
    id: crown

    property color colour: "#f2c230"
    property bool star: false

    Shape {
        anchors.fill: parent
        ShapePath {
            fillColor: crown.colour
            strokeColor: Qt.darker(crown.colour, 1.6)
            strokeWidth: Math.max(1, crown.width * 0.05)
            joinStyle: ShapePath.RoundJoin
            startX: crown.width * 0.08; startY: crown.height * 0.95
            PathLine { x: crown.width * 0.02; y: crown.height * 0.3 }
            PathLine { x: crown.width * 0.3; y: crown.height * 0.58 }
            PathLine { x: crown.width * 0.5; y: crown.height * 0.12 }
            PathLine { x: crown.width * 0.7; y: crown.height * 0.58 }
            PathLine { x: crown.width * 0.98; y: crown.height * 0.3 }
            PathLine { x: crown.width * 0.92; y: crown.height * 0.95 }
            PathLine { x: crown.width * 0.08; y: crown.height * 0.95 }
        }
    }
    Text {
        visible: crown.star
        text: "\u2605"
        color: "#fff3b0"
        style: Text.Outline
        styleColor: Qt.darker(crown.colour, 1.8)
        font.pixelSize: Math.max(6, crown.height * 0.8)
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.top
        anchors.bottomMargin: -crown.height * 0.35
    }
}
