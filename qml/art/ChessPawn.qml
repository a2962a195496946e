// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// A chess pawn of Pawns in Hats, seen from the front: White ivory with a dark
// outline, Black near-black with a light outline and a light collar, so the
// two sides differ in lightness (readable without colour vision) as well as
// in colour. A hat it wears is a token of its own, drawn on its head. The
// flag "check" (a crowned pawn in check) lights a red glow around it.
Item {
    id: piece

    // The TokenItem this draws (owner, flags, cellSize, worn).
    property Item token: null
    // Without a token (a test, an icon): the side to draw.
    property int side: 0

    readonly property int owner: token ? token.owner : side
    readonly property bool white: owner === 0
    readonly property bool inCheck: token !== null && token.alive && token.flags.indexOf("check") >= 0

    // The red glow of check, breathing gently.
    Rectangle {
        id: glow
        objectName: "checkGlow"
        visible: piece.inCheck
        anchors.centerIn: parent
        width: parent.width * 0.94; height: width; radius: width / 2
        color: "transparent"
        border.color: "#ff2a2a"
        border.width: Math.max(3, parent.width * 0.07)
        opacity: visible ? 0.95 - 0.45 * Theme.wave(1200) : 0.95
        Rectangle {
            anchors.fill: parent
            anchors.margins: parent.border.width
            radius: width / 2
            color: "#55ff3030"
        }
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        antialiasing: true
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        Connections {
            target: piece
            function onWhiteChanged() { canvas.requestPaint() }
        }
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const w = width, h = height
            if (w <= 0 || h <= 0)
                return
            const white = piece.white
            const outline = white ? "#3b2c1c" : "#e6dbc4"
            const lw = Math.max(1.2, w * 0.035)
            // Shadow on the square.
            ctx.fillStyle = "rgba(0,0,0,0.28)"
            ctx.beginPath()
            ctx.ellipse(w * 0.20, h * 0.84, w * 0.64, h * 0.10)
            ctx.fill()

            const body = ctx.createLinearGradient(w * 0.25, 0, w * 0.75, 0)
            if (white) {
                body.addColorStop(0, "#fffaf0")
                body.addColorStop(1, "#d8c9a8")
            } else {
                body.addColorStop(0, "#4a433d")
                body.addColorStop(1, "#1c1916")
            }
            ctx.fillStyle = body
            ctx.strokeStyle = outline
            ctx.lineWidth = lw
            ctx.lineJoin = "round"
            // Base.
            ctx.beginPath()
            ctx.moveTo(w * 0.20, h * 0.88)
            ctx.quadraticCurveTo(w * 0.20, h * 0.77, w * 0.32, h * 0.75)
            ctx.lineTo(w * 0.68, h * 0.75)
            ctx.quadraticCurveTo(w * 0.80, h * 0.77, w * 0.80, h * 0.88)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
            // Body, flaring down to the base.
            ctx.beginPath()
            ctx.moveTo(w * 0.33, h * 0.76)
            ctx.quadraticCurveTo(w * 0.42, h * 0.62, w * 0.43, h * 0.50)
            ctx.lineTo(w * 0.57, h * 0.50)
            ctx.quadraticCurveTo(w * 0.58, h * 0.62, w * 0.67, h * 0.76)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
            // Collar.
            ctx.fillStyle = white ? body : "#8c8174"
            ctx.beginPath()
            ctx.ellipse(w * 0.33, h * 0.46, w * 0.34, h * 0.08)
            ctx.fill()
            ctx.stroke()
            // Head.
            ctx.fillStyle = body
            ctx.beginPath()
            ctx.arc(w * 0.5, h * 0.35, w * 0.13, 0, 2 * Math.PI)
            ctx.fill()
            ctx.stroke()
            // A glint on the head.
            ctx.fillStyle = white ? "rgba(255,255,255,0.9)" : "rgba(255,255,255,0.35)"
            ctx.beginPath()
            ctx.arc(w * 0.46, h * 0.31, w * 0.035, 0, 2 * Math.PI)
            ctx.fill()
        }
    }
}
