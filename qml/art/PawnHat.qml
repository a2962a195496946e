// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// One hat of Pawns in Hats, drawn for the project on a canvas, brim at the
// bottom of its box: face down ("") a felt hat with a question mark, the same
// for all sixteen; "king" a gold crown topped by a cross; "queen" a silver
// coronet with pearls; "bishop" a mitre with its slit; "knight" a steel helm
// with a visor and a plume; "hunter" a green Tyrolean with a feather;
// "mirage" a wavering, see-through ghost of a hat. Each differs in outline,
// not only in colour. Turned over (faceDown goes false) it flips to its
// face; with `ghost` only a faint outline is drawn.
Item {
    id: hat

    property string face: ""
    property bool faceDown: face === ""
    property bool ghost: false
    // A shadow under the brim: for a hat lying on the floor.
    property bool shadow: false
    // Waits this long (ms) before turning over, so a die can land first.
    property int flipDelay: 0

    implicitWidth: 40
    implicitHeight: 30

    // What is drawn: the face once turned over, or the plain back.
    property string shownFace: faceDown ? "" : face
    property real flipScale: 1
    property bool started: false
    // What it shows when it is made (its token is given just after) is not
    // a turn: it only turns over for changes after that.
    Component.onCompleted: settle.start()
    Timer {
        id: settle
        interval: 0
        onTriggered: {
            hat.shownFace = hat.faceDown ? "" : hat.face
            hat.started = true
        }
    }
    onFaceDownChanged: turn()
    onFaceChanged: turn()
    function turn() {
        const target = faceDown ? "" : face
        if (!started) {
            shownFace = target
            return
        }
        if (target === shownFace)
            return
        if (shownFace === "" && target !== "")
            flip.restart()
        else
            shownFace = target
    }
    readonly property bool turning: flip.running
    SequentialAnimation {
        id: flip
        PauseAnimation { duration: hat.flipDelay }
        NumberAnimation { target: hat; property: "flipScale"; to: 0; duration: 170; easing.type: Easing.InQuad }
        ScriptAction { script: hat.shownFace = hat.faceDown ? "" : hat.face }
        NumberAnimation { target: hat; property: "flipScale"; to: 1; duration: 230; easing.type: Easing.OutBack }
    }

    // A mirage wavers as it is seen.
    readonly property real waver: shownFace === "mirage" && Theme.pulses ? (Theme.frame * Theme.frameMs % 700) / 700 : 0
    onWaverChanged: if (shownFace === "mirage") canvas.requestPaint()

    Rectangle {
        visible: hat.shadow && !hat.ghost && hat.shownFace !== "mirage"
        width: hat.width * 0.86; height: hat.height * 0.16
        radius: height / 2
        x: (hat.width - width) / 2 + hat.width * 0.03
        y: hat.height * 0.86
        color: "#50000000"
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        antialiasing: true
        transform: Scale {
            origin.x: hat.width / 2
            xScale: hat.flipScale
        }
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        Connections {
            target: hat
            function onShownFaceChanged() { canvas.requestPaint() }
            function onGhostChanged() { canvas.requestPaint() }
        }

        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const w = width, h = height
            if (w <= 0 || h <= 0)
                return
            const lw = Math.max(1, w * 0.035)
            ctx.lineJoin = "round"
            ctx.lineCap = "round"
            ctx.lineWidth = lw
            if (hat.ghost) {
                ctx.strokeStyle = "rgba(255,255,255,0.25)"
                ctx.setLineDash([2, 2])
                ctx.beginPath()
                ctx.ellipse(w * 0.06, h * 0.72, w * 0.88, h * 0.2)
                ctx.rect(w * 0.28, h * 0.22, w * 0.44, h * 0.6)
                ctx.stroke()
                return
            }
            switch (hat.shownFace) {
            case "king": paintKing(ctx, w, h, lw); break
            case "queen": paintQueen(ctx, w, h, lw); break
            case "bishop": paintBishop(ctx, w, h, lw); break
            case "knight": paintKnight(ctx, w, h, lw); break
            case "hunter": paintHunter(ctx, w, h, lw); break
            case "mirage": paintMirage(ctx, w, h, lw); break
            default: paintUnknown(ctx, w, h, lw)
            }
        }

        function grad(ctx, y0, y1, top, bottom) {
            const g = ctx.createLinearGradient(0, y0, 0, y1)
            g.addColorStop(0, top)
            g.addColorStop(1, bottom)
            return g
        }

        // Face down: a felt hat, band and brim, a question mark on the crown.
        function paintUnknown(ctx, w, h, lw) {
            ctx.strokeStyle = "#1d1626"
            ctx.fillStyle = grad(ctx, h * 0.1, h * 0.9, "#8a78a8", "#4b3d63")
            ctx.beginPath()
            ctx.ellipse(w * 0.04, h * 0.70, w * 0.92, h * 0.24)
            ctx.fill()
            ctx.stroke()
            ctx.beginPath()
            ctx.moveTo(w * 0.24, h * 0.80)
            ctx.lineTo(w * 0.27, h * 0.16)
            ctx.quadraticCurveTo(w * 0.5, h * 0.04, w * 0.73, h * 0.16)
            ctx.lineTo(w * 0.76, h * 0.80)
            ctx.quadraticCurveTo(w * 0.5, h * 0.90, w * 0.24, h * 0.80)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
            ctx.fillStyle = "#2a2036"
            ctx.beginPath()
            ctx.moveTo(w * 0.25, h * 0.62)
            ctx.quadraticCurveTo(w * 0.5, h * 0.70, w * 0.755, h * 0.62)
            ctx.lineTo(w * 0.76, h * 0.76)
            ctx.quadraticCurveTo(w * 0.5, h * 0.85, w * 0.245, h * 0.76)
            ctx.closePath()
            ctx.fill()
            ctx.fillStyle = "#f6d365"
            ctx.strokeStyle = "#3a2a10"
            ctx.lineWidth = Math.max(1, lw * 0.6)
            ctx.font = "bold " + Math.round(h * 0.46) + "px sans-serif"
            ctx.textAlign = "center"
            ctx.textBaseline = "middle"
            ctx.strokeText("?", w * 0.5, h * 0.38)
            ctx.fillText("?", w * 0.5, h * 0.38)
        }

        // Kingly Crown: a gold band with five points, a cross on the middle
        // one and red stones along the band.
        function paintKing(ctx, w, h, lw) {
            ctx.strokeStyle = "#5a3a00"
            ctx.fillStyle = grad(ctx, h * 0.2, h * 0.92, "#ffe27a", "#c48a12")
            ctx.beginPath()
            ctx.moveTo(w * 0.12, h * 0.90)
            ctx.lineTo(w * 0.08, h * 0.36)
            ctx.lineTo(w * 0.26, h * 0.58)
            ctx.lineTo(w * 0.33, h * 0.30)
            ctx.lineTo(w * 0.43, h * 0.52)
            ctx.lineTo(w * 0.50, h * 0.24)
            ctx.lineTo(w * 0.57, h * 0.52)
            ctx.lineTo(w * 0.67, h * 0.30)
            ctx.lineTo(w * 0.74, h * 0.58)
            ctx.lineTo(w * 0.92, h * 0.36)
            ctx.lineTo(w * 0.88, h * 0.90)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
            // The cross.
            ctx.fillStyle = "#ffd84a"
            ctx.beginPath()
            ctx.rect(w * 0.465, h * 0.02, w * 0.07, h * 0.26)
            ctx.rect(w * 0.41, h * 0.08, w * 0.18, h * 0.07)
            ctx.fill()
            ctx.stroke()
            // The band and its stones.
            ctx.fillStyle = "#a86f08"
            ctx.beginPath()
            ctx.rect(w * 0.12, h * 0.72, w * 0.76, h * 0.16)
            ctx.fill()
            ctx.stroke()
            ctx.fillStyle = "#d6242a"
            for (const x of [0.27, 0.5, 0.73]) {
                ctx.beginPath()
                ctx.arc(w * x, h * 0.80, Math.max(1.2, w * 0.045), 0, 2 * Math.PI)
                ctx.fill()
            }
        }

        // Queenly Crown: a silver coronet of arches, a pearl on each point
        // (as on a chess queen) and a blue stone.
        function paintQueen(ctx, w, h, lw) {
            ctx.strokeStyle = "#2e3a52"
            ctx.fillStyle = grad(ctx, h * 0.2, h * 0.92, "#f4f7ff", "#9aa6c2")
            ctx.beginPath()
            ctx.moveTo(w * 0.14, h * 0.90)
            ctx.lineTo(w * 0.06, h * 0.30)
            ctx.quadraticCurveTo(w * 0.22, h * 0.58, w * 0.30, h * 0.22)
            ctx.quadraticCurveTo(w * 0.40, h * 0.56, w * 0.50, h * 0.16)
            ctx.quadraticCurveTo(w * 0.60, h * 0.56, w * 0.70, h * 0.22)
            ctx.quadraticCurveTo(w * 0.78, h * 0.58, w * 0.94, h * 0.30)
            ctx.lineTo(w * 0.86, h * 0.90)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
            ctx.fillStyle = "#fffdf4"
            for (const p of [[0.06, 0.27], [0.30, 0.19], [0.50, 0.12], [0.70, 0.19], [0.94, 0.27]]) {
                ctx.beginPath()
                ctx.arc(w * p[0], h * p[1], Math.max(1.5, w * 0.06), 0, 2 * Math.PI)
                ctx.fill()
                ctx.stroke()
            }
            ctx.fillStyle = "#7d8ab0"
            ctx.beginPath()
            ctx.rect(w * 0.14, h * 0.74, w * 0.72, h * 0.14)
            ctx.fill()
            ctx.stroke()
            ctx.fillStyle = "#2f6fe0"
            ctx.beginPath()
            ctx.ellipse(w * 0.43, h * 0.755, w * 0.14, h * 0.11)
            ctx.fill()
        }

        // Bishop Mitre: a tall pointed cap, its slit across the front, gold
        // trim up the middle and along the base.
        function paintBishop(ctx, w, h, lw) {
            ctx.strokeStyle = "#3a2a4a"
            ctx.fillStyle = grad(ctx, 0, h, "#ffffff", "#d9d0e6")
            ctx.beginPath()
            ctx.moveTo(w * 0.24, h * 0.92)
            ctx.quadraticCurveTo(w * 0.16, h * 0.40, w * 0.50, h * 0.02)
            ctx.quadraticCurveTo(w * 0.84, h * 0.40, w * 0.76, h * 0.92)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
            // The slit.
            ctx.strokeStyle = "#3a2a4a"
            ctx.lineWidth = Math.max(1.5, lw * 1.3)
            ctx.beginPath()
            ctx.moveTo(w * 0.34, h * 0.44)
            ctx.lineTo(w * 0.60, h * 0.24)
            ctx.stroke()
            // Gold trim.
            ctx.fillStyle = "#d9a521"
            ctx.strokeStyle = "#6b4a08"
            ctx.lineWidth = Math.max(1, lw * 0.7)
            ctx.beginPath()
            ctx.rect(w * 0.46, h * 0.46, w * 0.08, h * 0.34)
            ctx.fill()
            ctx.stroke()
            ctx.beginPath()
            ctx.moveTo(w * 0.23, h * 0.80)
            ctx.lineTo(w * 0.77, h * 0.80)
            ctx.lineTo(w * 0.76, h * 0.93)
            ctx.lineTo(w * 0.24, h * 0.93)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
        }

        // Knighted Helm: a round-topped steel helm, a dark visor with
        // breathing holes, and a red plume.
        function paintKnight(ctx, w, h, lw) {
            // The plume first, behind the helm.
            ctx.strokeStyle = "#5a0e10"
            ctx.fillStyle = "#d23a3a"
            ctx.beginPath()
            ctx.moveTo(w * 0.52, h * 0.16)
            ctx.quadraticCurveTo(w * 0.66, h * -0.02, w * 0.92, h * 0.14)
            ctx.quadraticCurveTo(w * 0.78, h * 0.14, w * 0.74, h * 0.30)
            ctx.quadraticCurveTo(w * 0.66, h * 0.20, w * 0.52, h * 0.16)
            ctx.fill()
            ctx.stroke()
            ctx.strokeStyle = "#22262c"
            ctx.fillStyle = grad(ctx, h * 0.1, h * 0.95, "#e6ebf0", "#79838f")
            ctx.beginPath()
            ctx.moveTo(w * 0.20, h * 0.94)
            ctx.lineTo(w * 0.20, h * 0.42)
            ctx.quadraticCurveTo(w * 0.22, h * 0.10, w * 0.50, h * 0.10)
            ctx.quadraticCurveTo(w * 0.78, h * 0.10, w * 0.80, h * 0.42)
            ctx.lineTo(w * 0.80, h * 0.94)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
            // The visor slit and the ridge down the middle.
            ctx.fillStyle = "#1b1e23"
            ctx.beginPath()
            ctx.rect(w * 0.24, h * 0.42, w * 0.52, h * 0.09)
            ctx.fill()
            ctx.beginPath()
            ctx.moveTo(w * 0.5, h * 0.12)
            ctx.lineTo(w * 0.5, h * 0.94)
            ctx.stroke()
            for (const y of [0.64, 0.76]) {
                for (const x of [0.36, 0.64]) {
                    ctx.beginPath()
                    ctx.arc(w * x, h * y, Math.max(1, w * 0.025), 0, 2 * Math.PI)
                    ctx.fill()
                }
            }
        }

        // Hunting Tyrolean: green felt, a brim turned up at the back, a red
        // cord band and a long feather.
        function paintHunter(ctx, w, h, lw) {
            ctx.strokeStyle = "#14301a"
            ctx.fillStyle = grad(ctx, h * 0.1, h * 0.95, "#5fa35a", "#2c6a2e")
            // Brim.
            ctx.beginPath()
            ctx.moveTo(w * 0.02, h * 0.80)
            ctx.quadraticCurveTo(w * 0.30, h * 0.94, w * 0.62, h * 0.86)
            ctx.quadraticCurveTo(w * 0.86, h * 0.80, w * 0.98, h * 0.60)
            ctx.quadraticCurveTo(w * 0.84, h * 0.70, w * 0.66, h * 0.70)
            ctx.lineTo(w * 0.20, h * 0.72)
            ctx.quadraticCurveTo(w * 0.08, h * 0.72, w * 0.02, h * 0.80)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
            // Crown, pinched at the top.
            ctx.beginPath()
            ctx.moveTo(w * 0.22, h * 0.76)
            ctx.quadraticCurveTo(w * 0.22, h * 0.30, w * 0.36, h * 0.22)
            ctx.quadraticCurveTo(w * 0.46, h * 0.30, w * 0.52, h * 0.22)
            ctx.quadraticCurveTo(w * 0.66, h * 0.26, w * 0.70, h * 0.74)
            ctx.quadraticCurveTo(w * 0.46, h * 0.82, w * 0.22, h * 0.76)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
            // Cord band.
            ctx.strokeStyle = "#c0392b"
            ctx.lineWidth = Math.max(1.5, h * 0.07)
            ctx.beginPath()
            ctx.moveTo(w * 0.23, h * 0.64)
            ctx.quadraticCurveTo(w * 0.46, h * 0.71, w * 0.69, h * 0.63)
            ctx.stroke()
            // Feather, tucked in the band and sweeping up and back.
            ctx.lineWidth = Math.max(1, lw * 0.8)
            ctx.strokeStyle = "#4a3a1a"
            ctx.fillStyle = "#e8d8a8"
            ctx.beginPath()
            ctx.moveTo(w * 0.62, h * 0.64)
            ctx.quadraticCurveTo(w * 0.88, h * 0.30, w * 0.98, h * 0.02)
            ctx.quadraticCurveTo(w * 0.80, h * 0.26, w * 0.62, h * 0.64)
            ctx.fill()
            ctx.stroke()
        }

        // Mirage: the outline of a hat, see-through, its edges wavering.
        function paintMirage(ctx, w, h, lw) {
            const phase = hat.waver * 2 * Math.PI
            ctx.strokeStyle = "rgba(190,235,255,0.85)"
            ctx.fillStyle = "rgba(170,220,255,0.22)"
            ctx.lineWidth = Math.max(1, lw)
            ctx.beginPath()
            const steps = 24
            for (let i = 0; i <= steps; ++i) {
                const t = i / steps
                const x = w * (0.20 + 0.60 * t)
                const y = h * (0.18 + 0.05 * Math.sin(phase + t * 9))
                if (i === 0)
                    ctx.moveTo(w * 0.22, h * 0.80)
                ctx.lineTo(x, y)
            }
            ctx.lineTo(w * 0.78, h * 0.80)
            ctx.closePath()
            ctx.fill()
            ctx.stroke()
            for (let k = 0; k < 3; ++k) {
                ctx.beginPath()
                for (let i = 0; i <= steps; ++i) {
                    const t = i / steps
                    const x = w * (0.04 + 0.92 * t)
                    const y = h * (0.78 + 0.07 * k) + h * 0.03 * Math.sin(phase * (k + 1) + t * 12)
                    if (i === 0)
                        ctx.moveTo(x, y)
                    else
                        ctx.lineTo(x, y)
                }
                ctx.stroke()
            }
        }
    }
}
