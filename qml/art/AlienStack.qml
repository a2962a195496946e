// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// A checker of Alien Checkers: a stack of one, two or three pieces of its
// owner's colour, seen from a little above, so the height shows as layers.
// A king wears a crown, an emperor a crown with a star. A ready pawn (on its
// far row, waiting for a captured piece to crown it) has a pulsing golden rim.
Item {
    id: stack

    property Item token: null

    // Its own size, not the board's: the pieces captured lie small beside it.
    readonly property real cellSize: Math.min(width, height)
    readonly property int owner: token ? token.owner : 0
    readonly property int layers: token ? Math.max(1, Math.min(3, token.type === "emperor" ? 3 : token.type === "king" ? 2 : token.stackHeight)) : 1
    readonly property bool ready: token !== null && token.flags.indexOf("ready") >= 0
    readonly property bool frozen: token !== null && token.flags.indexOf("frozen") >= 0
    readonly property bool ringed: token !== null && token.ringed

    readonly property color face: owner === 0 ? Theme.blackPiece : Theme.whitePiece
    readonly property color rim: owner === 0 ? Theme.blackPieceRim : Theme.whitePieceRim
    readonly property real disc: cellSize * 0.76
    readonly property real step: cellSize * 0.075
    // The top piece sits higher the taller the stack, and the stack stays
    // centred on its square.
    readonly property real topY: (height - disc) / 2 - (layers - 1) * step / 2

    Rectangle {
        width: stack.disc; height: width; radius: width / 2
        x: (stack.width - width) / 2 + stack.cellSize * 0.03
        y: stack.topY + (stack.layers - 1) * stack.step + stack.cellSize * 0.05
        color: "#50000000"
    }
    Repeater {
        // The lower pieces, bottom first: only their edges show.
        model: stack.layers - 1
        delegate: Rectangle {
            required property int index
            width: stack.disc; height: width; radius: width / 2
            x: (stack.width - width) / 2
            y: stack.topY + (stack.layers - 1 - index) * stack.step
            color: Qt.darker(stack.face, 1.3 - 0.08 * index)
            border.color: stack.rim
            border.width: Math.max(1, stack.cellSize * 0.02)
        }
    }
    Rectangle {
        id: top
        objectName: "stackTop"
        width: stack.disc; height: width; radius: width / 2
        x: (stack.width - width) / 2
        y: stack.topY
        border.color: stack.ringed ? Theme.mustCapture : stack.rim
        border.width: Math.max(1, stack.cellSize * (stack.ringed ? 0.05 : 0.025))
        gradient: Gradient {
            GradientStop { position: 0.0; color: Qt.lighter(stack.face, stack.owner === 0 ? 1.6 : 1.04) }
            GradientStop { position: 1.0; color: stack.owner === 0 ? stack.face : Qt.darker(stack.face, 1.12) }
        }
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.68; height: width; radius: width / 2
            color: "transparent"
            border.color: Qt.rgba(stack.rim.r, stack.rim.g, stack.rim.b, 0.9)
            border.width: Math.max(1, stack.cellSize * 0.02)
        }
        AlienCrown {
            visible: stack.layers > 1
            anchors.horizontalCenter: parent.horizontalCenter
            // Above the Hippo, when it sits on this king (AlienArt.wornSpot).
            y: stack.frozen ? parent.height * 0.04 : (parent.height - height) / 2
            width: parent.width * (stack.frozen ? 0.4 : stack.layers > 2 ? 0.6 : 0.5); height: width * 0.62
            star: stack.layers > 2
            colour: stack.owner === 0 ? "#f2c230" : "#b8860b"
        }
        // Frost while the Hippo holds it still.
        Rectangle {
            visible: stack.frozen
            anchors.fill: parent
            radius: width / 2
            color: "#5a9fd8f0"
        }
    }
    Rectangle {
        id: readyRing
        objectName: "readyMark"
        visible: stack.ready
        width: stack.disc * 1.12; height: width; radius: width / 2
        x: (stack.width - width) / 2
        y: stack.topY - (width - stack.disc) / 2
        color: "transparent"
        border.color: "#ffd54a"
        border.width: Math.max(2, stack.cellSize * 0.045)
        opacity: stack.ready ? 1 - 0.65 * Theme.wave(1400) : 1
    }
}
