// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Shapes
import Hatrack

// The mark of a punch target: a jagged burst, like the "pow" of a comic,
// drawn around whatever stands on the square so the piece stays readable,
// with three short strokes of impact. It throbs gently while shown.
Item {
    id: mark

    readonly property int spikes: 12
    readonly property real outer: width * 0.5
    readonly property real inner: width * 0.38
    readonly property color colour: "#ff5a36"

    // The burst's corners, alternating far and near, for a path.
    function pointAt(i) {
        const a = Math.PI * i / spikes - Math.PI / 2
        const r = i % 2 === 0 ? outer : inner
        return Qt.point(width / 2 + r * Math.cos(a), height / 2 + r * Math.sin(a))
    }

    scale: mark.visible ? 1 + 0.07 * Theme.wave(840) : 1

    Shape {
        anchors.fill: parent
        layer.enabled: true
        layer.samples: 4
        ShapePath {
            id: burst
            strokeColor: mark.colour
            strokeWidth: Math.max(2, mark.width * 0.05)
            joinStyle: ShapePath.MiterJoin
            fillColor: Qt.rgba(1, 0.35, 0.2, 0.16)
            startX: mark.pointAt(0).x; startY: mark.pointAt(0).y
            PathPolyline {
                path: {
                    let pts = []
                    for (let i = 0; i <= 2 * mark.spikes; ++i)
                        pts.push(mark.pointAt(i % (2 * mark.spikes)))
                    return pts
                }
            }
        }
    }
    // A small fist-sized badge in the corner: a yellow star with "!" reads as a blow.
    Rectangle {
        width: mark.width * 0.3; height: width; radius: width / 2
        x: mark.width * 0.72; y: -mark.height * 0.02
        color: mark.colour
        border.color: "#fff2c2"
        border.width: Math.max(1, mark.width * 0.025)
        Text {
            anchors.centerIn: parent
            text: "!"
            color: "#fff8e0"
            font.bold: true
            font.pixelSize: parent.height * 0.75
        }
    }
}
