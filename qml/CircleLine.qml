// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Shapes

// A circle drawn as a line (a ring of light, a mark around a piece) as a
// path: Qt 6.4's software renderer crashed drawing round, transparent,
// bordered Rectangles of tokens that shrank or flew (its corner cache).
Shape {
    id: circle

    property color colour: "white"
    property real lineWidth: 2

    ShapePath {
        strokeColor: circle.colour
        strokeWidth: circle.lineWidth
        fillColor: "transparent"
        PathAngleArc {
            centerX: circle.width / 2
            centerY: circle.height / 2
            radiusX: Math.max(0, circle.width / 2 - circle.lineWidth / 2)
            radiusY: Math.max(0, circle.height / 2 - circle.lineWidth / 2)
            startAngle: 0
            sweepAngle: 360
        }
    }
}
