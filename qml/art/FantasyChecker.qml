// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// A checker of Fantasy RPG Checkers. Healthy, it is the common checker. A
// wounded one lies face down: its back is drawn instead, hatched across and
// with a bandage cross, so it reads as hurt by its shape alone, not only by a
// colour. An illusion is a see-through checker with a dashed rim; a charmed
// checker (a Bard's penny on it) wears a ribbon with a note.
Item {
    id: piece

    property Item token: null

    readonly property real cellSize: token ? token.cellSize : 60
    readonly property int owner: token ? token.owner : 0
    readonly property var flags: token ? token.flags : []
    readonly property bool wounded: flags.indexOf("wounded") >= 0
    readonly property bool illusion: flags.indexOf("illusion") >= 0
    readonly property bool charmed: flags.indexOf("charmed") >= 0
    readonly property bool isKing: token !== null && token.type === "king"
    readonly property real disc: cellSize * 0.78
    readonly property color body: owner === 0 ? Theme.blackPiece : Theme.whitePiece
    readonly property color rim: owner === 0 ? Theme.blackPieceRim : Theme.whitePieceRim

    CheckerPiece {
        id: healthy
        anchors.fill: parent
        token: piece.token
        // Half there: an illusion lets the board show through.
        opacity: piece.illusion ? 0.42 : 1
    }

    // Face down: the back of the checker over the face, hatched, with a bandage.
    Item {
        id: back
        objectName: "woundedBack"
        visible: piece.wounded
        width: piece.disc; height: width
        x: (piece.width - width) / 2
        y: (piece.height - height) / 2 - (piece.isKing ? piece.cellSize * 0.04 : 0)
        Rectangle {
            anchors.fill: parent
            radius: width / 2
            color: Qt.darker(piece.body, piece.owner === 0 ? 0.8 : 1.25)
            border.color: piece.rim
            border.width: Math.max(1, piece.cellSize * 0.03)
        }
        Canvas {
            id: hatch
            anchors.fill: parent
            anchors.margins: Math.max(2, piece.cellSize * 0.04)
            onWidthChanged: requestPaint()
            onPaint: {
                const ctx = getContext("2d")
                ctx.reset()
                const r = width / 2
                ctx.save()
                ctx.beginPath()
                ctx.arc(r, r, r, 0, 2 * Math.PI)
                ctx.clip()
                ctx.strokeStyle = piece.owner === 0 ? "#a49a8c" : "#6f6250"
                ctx.lineWidth = Math.max(1, width * 0.05)
                const step = Math.max(4, width / 6)
                for (let d = -width; d < 2 * width; d += step) {
                    ctx.beginPath()
                    ctx.moveTo(d, 0)
                    ctx.lineTo(d - width, width)
                    ctx.stroke()
                }
                ctx.restore()
            }
        }
        // The bandage: two pale strips crossed, with stitches, on the back.
        Repeater {
            model: 2
            delegate: Rectangle {
                required property int index
                anchors.centerIn: parent
                width: back.width * 0.8; height: back.width * 0.2
                radius: height * 0.3
                rotation: index === 0 ? 45 : -45
                color: "#f1e6cf"
                border.color: "#8c2f2a"
                border.width: Math.max(1, piece.cellSize * 0.015)
                Row {
                    anchors.centerIn: parent
                    spacing: parent.width * 0.12
                    Repeater {
                        model: 4
                        delegate: Rectangle {
                            width: Math.max(1, piece.cellSize * 0.015); height: back.width * 0.1
                            color: "#8c2f2a"
                        }
                    }
                }
            }
        }
    }

    // An illusion: a dashed rim around the see-through checker.
    Repeater {
        model: piece.illusion ? 12 : 0
        delegate: Rectangle {
            required property int index
            readonly property real angle: 2 * Math.PI * index / 12
            readonly property real r: piece.disc / 2
            width: 2 * Math.PI * r / 12 * 0.5; height: Math.max(2, piece.cellSize * 0.035)
            x: piece.width / 2 + r * Math.cos(angle) - width / 2
            y: piece.height / 2 + r * Math.sin(angle) - height / 2
            rotation: angle * 180 / Math.PI + 90
            antialiasing: true
            color: "#c7a6ff"
        }
    }
    Text {
        visible: piece.illusion
        anchors.centerIn: parent
        text: "?"
        color: "#e3d4ff"
        font.pixelSize: piece.cellSize * 0.34
        font.bold: true
        style: Text.Outline
        styleColor: "#3a2a5a"
    }

    // Charmed: a ribbon badge with a note, at the lower left.
    Rectangle {
        objectName: "charmBadge"
        visible: piece.charmed
        width: piece.cellSize * 0.32; height: width; radius: width / 2
        x: (piece.width - piece.disc) / 2 - width * 0.1
        y: (piece.height + piece.disc) / 2 - height * 0.9
        color: "#b0458f"
        border.color: "#ffd6f2"
        border.width: Math.max(1, piece.cellSize * 0.02)
        Text {
            anchors.centerIn: parent
            text: "♪"
            color: "#ffffff"
            font.pixelSize: parent.height * 0.7
            font.bold: true
        }
    }
}
