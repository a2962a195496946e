// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Shapes

// The crown on a king of Alien Checkers; with a star above, an emperor's.
Item {
    id: crown

    property color colour: "#f2c230"
    property bool star: false

    // A king's crown has three points; an emperor's five, over a crimson
    // band, so the two tell apart at a glance and not only by the star.
    readonly property var outline: {
        const w = width, h = height
        const tips = star ? [0.02, 0.26, 0.5, 0.74, 0.98] : [0.02, 0.5, 0.98]
        const tipY = star ? [0.3, 0.16, 0.06, 0.16, 0.3] : [0.3, 0.12, 0.3]
        let pts = [Qt.point(w * 0.08, h * 0.95)]
        for (let i = 0; i < tips.length; ++i) {
            if (i > 0)
                pts.push(Qt.point(w * (tips[i - 1] + tips[i]) / 2, h * 0.58))
            pts.push(Qt.point(w * tips[i], h * tipY[i]))
        }
        pts.push(Qt.point(w * 0.92, h * 0.95), Qt.point(w * 0.08, h * 0.95))
        return pts
    }
    Shape {
        anchors.fill: parent
        ShapePath {
            fillColor: crown.colour
            strokeColor: Qt.darker(crown.colour, 1.6)
            strokeWidth: Math.max(1, crown.width * 0.05)
            joinStyle: ShapePath.RoundJoin
            PathPolyline { path: crown.outline }
        }
    }
    Rectangle {
        visible: crown.star
        x: crown.width * 0.1; width: crown.width * 0.8
        y: crown.height * 0.7; height: crown.height * 0.16
        radius: height / 2
        color: "#c0243c"
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
