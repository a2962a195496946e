// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// The common piece art: a checker for a "man", two stacked for a "king",
// in its owner's colour. A "poisoned" flag draws a green film and a skull.
Item {
    id: piece

    // The TokenItem this draws (type, owner, flags, cellSize, ringed, worn).
    property Item token: null

    readonly property real cellSize: token ? token.cellSize : 60
    readonly property int owner: token ? token.owner : 0
    readonly property bool isKing: token !== null && token.type === "king"
    readonly property bool poisoned: token !== null && token.alive && token.flags.indexOf("poisoned") >= 0
    readonly property bool ringed: token !== null && token.ringed
    readonly property bool wearing: token !== null && token.worn.length > 0

    readonly property color face: owner === 0 ? Theme.blackPiece : Theme.whitePiece
    readonly property color rim: owner === 0 ? Theme.blackPieceRim : Theme.whitePieceRim
    readonly property real disc: cellSize * 0.78

    // A soft shadow, then for a king a second checker under the first.
    Rectangle {
        width: piece.disc; height: width; radius: width / 2
        x: (piece.width - width) / 2 + piece.cellSize * 0.03
        y: (piece.height - height) / 2 + piece.cellSize * (piece.isKing ? 0.1 : 0.05)
        color: "#50000000"
    }
    Rectangle {
        visible: piece.isKing
        width: piece.disc; height: width; radius: width / 2
        x: (piece.width - width) / 2
        y: (piece.height - height) / 2 + piece.cellSize * 0.06
        color: Qt.darker(piece.face, 1.25)
        border.color: piece.rim
        border.width: Math.max(1, piece.cellSize * 0.02)
    }
    Rectangle {
        id: top
        width: piece.disc; height: width; radius: width / 2
        x: (piece.width - width) / 2
        y: (piece.height - height) / 2 - (piece.isKing ? piece.cellSize * 0.04 : 0)
        border.color: piece.rim
        border.width: Math.max(1, piece.cellSize * 0.025)
        gradient: Gradient {
            GradientStop { position: 0.0; color: Qt.lighter(piece.face, piece.owner === 0 ? 1.6 : 1.04) }
            GradientStop { position: 1.0; color: piece.owner === 0 ? piece.face : Qt.darker(piece.face, 1.12) }
        }
        // The grooved ring of a real checker.
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.68; height: width; radius: width / 2
            color: "transparent"
            border.color: Qt.rgba(piece.rim.r, piece.rim.g, piece.rim.b, 0.9)
            border.width: Math.max(1, piece.cellSize * 0.02)
        }
        Text {
            id: crown
            anchors.centerIn: parent
            // Beside the hats a king wears, not under them.
            anchors.horizontalCenterOffset: piece.wearing ? -piece.cellSize * 0.15 : 0
            visible: piece.isKing
            text: "♛"
            color: Theme.crown
            font.pixelSize: piece.cellSize * 0.36
            style: Text.Outline
            styleColor: piece.owner === 0 ? "#000000" : "#7a5a1a"
        }
    }

    // A piece that must capture: a ring of dashes in the capture colour, steady.
    // A square where a hat may go has a solid ring in the hat's colour that
    // pulses, so the two differ in shape and motion, not only in colour (a
    // red hat's ring would otherwise look just like this one).
    Item {
        id: captureRing
        objectName: "mustCaptureRing"
        visible: piece.ringed
        readonly property real thickness: Math.max(3, piece.cellSize * 0.085)
        readonly property real radius: top.width / 2 + thickness * 0.45
        readonly property int dashes: 8
        x: top.x + top.width / 2
        y: top.y + top.height / 2
        Repeater {
            model: captureRing.dashes
            delegate: Rectangle {
                required property int index
                readonly property real angle: 2 * Math.PI * index / captureRing.dashes
                width: 2 * Math.PI * captureRing.radius / captureRing.dashes * 0.55
                height: captureRing.thickness
                radius: height / 2
                x: captureRing.radius * Math.cos(angle) - width / 2
                y: captureRing.radius * Math.sin(angle) - height / 2
                rotation: angle * 180 / Math.PI + 90
                antialiasing: true
                color: Theme.mustCapture
                border.color: "#40000000"
                border.width: 1
            }
        }
    }

    // Crowning: the crown drops onto the piece as it is made a king.
    onIsKingChanged: if (isKing) crowning.restart()
    SequentialAnimation {
        id: crowning
        NumberAnimation { target: crown; property: "scale"; from: 2.4; to: 0.9; duration: 260; easing.type: Easing.InQuad }
        NumberAnimation { target: crown; property: "scale"; to: 1; duration: 120; easing.type: Easing.OutBack }
    }

    // Poison: a sickly green film over the checker and a skull badge.
    Rectangle {
        visible: piece.poisoned
        x: top.x; y: top.y
        width: top.width; height: width; radius: width / 2
        color: "#6639d353"
        border.color: "#7dff8a"
        border.width: Math.max(1, piece.cellSize * 0.03)
    }
    Rectangle {
        objectName: "poisonBadge"
        visible: piece.poisoned
        width: piece.cellSize * 0.34; height: width; radius: width / 2
        x: top.x - width * 0.15; y: top.y + top.height - height * 0.85
        color: "#2f8a3a"
        border.color: "#c9ffb8"
        border.width: 1
        Text {
            anchors.centerIn: parent
            text: "☠"
            color: "#eaffdf"
            font.pixelSize: parent.height * 0.72
        }
    }
}
