// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// What a lesson's level points at on the board: squares ringed, arrows where
// a path matters, and, once a hint is asked for, the solution's next step.
// Drawn over the board in its own coordinates; it takes no clicks.
Item {
    id: marks

    required property Item board
    property LessonCoach coach: null
    readonly property color colour: "#7fd4ff"
    readonly property color hintColour: "#ffd54a"
    // The other side's steps to come, so that they never read as the move
    // to make.
    readonly property color theirColour: "#ff8a80"
    readonly property var arrows: coach ? coach.arrows : []
    readonly property var hintSquares: coach ? coach.hintSquares : []
    readonly property var vacated: coach ? coach.vacatedMarks : []

    function repaint() { canvas.requestPaint() }
    onArrowsChanged: repaint()
    onHintSquaresChanged: repaint()
    onVisibleChanged: repaint()
    Connections {
        target: marks.board
        function onCellSizeChanged() { marks.repaint() }
        function onBoardLeftChanged() { marks.repaint() }
        function onBoardTopChanged() { marks.repaint() }
        function onTurnsChanged() { marks.repaint() }
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        function arrow(ctx, from, to, colour) {
            const a = marks.board.squareCenter(from)
            const b = marks.board.squareCenter(to)
            const dx = b.x - a.x, dy = b.y - a.y
            const length = Math.sqrt(dx * dx + dy * dy)
            if (length < 1)
                return
            const ux = dx / length, uy = dy / length
            const head = marks.board.cellSize * 0.32
            // Stops short of the centre, so the head does not hide the square.
            const tip = Qt.point(b.x - ux * marks.board.cellSize * 0.18, b.y - uy * marks.board.cellSize * 0.18)
            ctx.strokeStyle = colour
            ctx.fillStyle = colour
            ctx.lineWidth = Math.max(4, marks.board.cellSize * 0.1)
            ctx.lineCap = "round"
            ctx.beginPath()
            ctx.moveTo(a.x + ux * marks.board.cellSize * 0.2, a.y + uy * marks.board.cellSize * 0.2)
            ctx.lineTo(tip.x - ux * head * 0.6, tip.y - uy * head * 0.6)
            ctx.stroke()
            ctx.beginPath()
            ctx.moveTo(tip.x, tip.y)
            ctx.lineTo(tip.x - ux * head - uy * head * 0.6, tip.y - uy * head + ux * head * 0.6)
            ctx.lineTo(tip.x - ux * head + uy * head * 0.6, tip.y - uy * head - ux * head * 0.6)
            ctx.closePath()
            ctx.fill()
        }
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            ctx.globalAlpha = 0.78
            for (const a of marks.arrows)
                if (a.from >= 0 && a.to >= 0)
                    arrow(ctx, a.from, a.to, a.theirs ? marks.theirColour : marks.colour)
            const hint = marks.hintSquares
            if (hint.length === 2)
                arrow(ctx, hint[0], hint[1], marks.hintColour)
        }
    }

    // A marked square is framed by four corners, not ringed: rings are the
    // board's own sign of a square to choose (in a hat's colour), and a ring
    // drawn over one hid its colour.
    Repeater {
        model: marks.coach ? marks.coach.marks : []
        delegate: Item {
            id: mark
            required property var modelData
            readonly property point centre: marks.board.squareCenter(modelData)
            readonly property real arm: width * 0.3
            readonly property real thickness: Math.max(3, marks.board.cellSize * 0.07)
            objectName: "lessonMark"
            visible: marks.vacated.indexOf(modelData) < 0
            width: marks.board.cellSize * 0.96; height: width
            x: centre.x - width / 2; y: centre.y - height / 2
            Repeater {
                model: 4
                delegate: Item {
                    required property int index
                    readonly property bool onRight: index % 2 === 1
                    readonly property bool onBottom: index >= 2
                    anchors.fill: parent
                    Rectangle {
                        color: marks.colour
                        width: mark.arm; height: mark.thickness
                        x: parent.onRight ? mark.width - width : 0
                        y: parent.onBottom ? mark.height - height : 0
                    }
                    Rectangle {
                        color: marks.colour
                        width: mark.thickness; height: mark.arm
                        x: parent.onRight ? mark.width - width : 0
                        y: parent.onBottom ? mark.height - height : 0
                    }
                }
            }
            opacity: marks.visible ? 1 - 0.55 * Theme.wave(1800) : 1
        }
    }
    // The number of a marked square, over the corner that would hide it: the
    // goal names it ("to the square 14"). Steady, as the corners pulse.
    Repeater {
        model: marks.coach && AppSettings.squareNumbers && !marks.board.hasLabels ? marks.coach.marks : []
        // Dark type on a tag of the mark's colour: white type outlined in
        // light blue was hard to read on the light squares and the pieces.
        delegate: Rectangle {
            required property var modelData
            readonly property point centre: marks.board.squareCenter(modelData)
            readonly property alias text: number.text
            objectName: "lessonMarkNumber"
            visible: marks.vacated.indexOf(modelData) < 0
            x: centre.x - marks.board.cellSize * 0.47
            y: centre.y - marks.board.cellSize * 0.49
            width: number.implicitWidth + 6
            height: number.implicitHeight + 2
            radius: 3
            color: marks.colour
            Text {
                id: number
                anchors.centerIn: parent
                text: marks.board.squareName(parent.modelData)
                font.pixelSize: Math.max(8, marks.board.cellSize * 0.16)
                font.bold: true
                color: "#0d2633"
            }
        }
    }
    // A hint that picks one square (a hat placed, a card's target) rings it.
    Repeater {
        model: marks.hintSquares.length === 1 ? marks.hintSquares : []
        delegate: Rectangle {
            required property var modelData
            readonly property point centre: marks.board.squareCenter(modelData)
            objectName: "lessonHintMark"
            width: marks.board.cellSize * 0.8; height: width; radius: width / 2
            x: centre.x - width / 2; y: centre.y - height / 2
            color: "transparent"
            border.color: marks.hintColour
            border.width: Math.max(3, marks.board.cellSize * 0.08)
        }
    }
}
