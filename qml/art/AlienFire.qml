// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack
import QtQuick.Shapes

// A fire on a square: two flames, orange around yellow, flickering.
Item {
    id: fire
    objectName: "alienFire"

    property Item token: null
    // Still on a card's picture: only the fire on the board flickers.
    property bool live: true
    readonly property real flicker: live ? Theme.wave(900) : 0

    Rectangle {
        // The glow on the square.
        anchors.centerIn: parent
        width: parent.width * 0.8; height: width; radius: width / 2
        color: "#55ff7a1a"
    }
    Repeater {
        model: [{ s: 0.74, c: "#e8461c", k: "#ff9a2e" }, { s: 0.46, c: "#ffb52e", k: "#fff0a0" }]
        delegate: Shape {
            id: flame
            required property var modelData
            readonly property real w: fire.width * modelData.s * 0.72
            readonly property real h: fire.height * modelData.s
            x: (fire.width - w) / 2
            y: fire.height * 0.86 - h
            width: w; height: h
            antialiasing: true
            // The flame flickers by a transform: a path that changes is laid
            // out again every frame, which cost a whole processor core.
            transform: Scale {
                origin.x: flame.w / 2; origin.y: flame.h
                yScale: 1 + 0.06 * fire.flicker
                xScale: 1 - 0.03 * fire.flicker
            }
            ShapePath {
                strokeWidth: 0
                strokeColor: "transparent"
                fillGradient: LinearGradient {
                    x1: 0; y1: flame.h; x2: 0; y2: 0
                    GradientStop { position: 0; color: flame.modelData.k }
                    GradientStop { position: 1; color: flame.modelData.c }
                }
                startX: flame.w / 2; startY: flame.h
                PathCubic { x: flame.w * 0.5; y: 0
                            control1X: -flame.w * 0.2; control1Y: flame.h * 0.8
                            control2X: flame.w * 0.2; control2Y: flame.h * 0.3 }
                PathCubic { x: flame.w / 2; y: flame.h
                            control1X: flame.w * 0.8; control1Y: flame.h * 0.3
                            control2X: flame.w * 1.2; control2Y: flame.h * 0.8 }
            }
        }
    }
}
