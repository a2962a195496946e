// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Shapes
import Hatrack

// A small Icehouse pyramid seen from the front and a little above: a lit left
// face, a shaded right face, the single pip of a small pyramid and a soft
// shadow. "clear" is drawn as glassy, translucent white. With `ghost` only a
// faint outline is drawn (an empty slot in a rack).
Item {
    id: hat

    property string colour: "red"
    property bool ghost: false
    property bool shadow: true

    implicitWidth: 24
    implicitHeight: width * 1.25

    readonly property bool glassy: colour === "clear"
    readonly property color body: HatInfo.base(colour)
    readonly property color litTop: glassy ? Qt.rgba(1, 1, 1, 0.72) : Qt.lighter(body, 1.45)
    readonly property color lit: glassy ? Qt.rgba(0.80, 0.89, 0.98, 0.50) : Qt.lighter(body, 1.08)
    readonly property color shade: glassy ? Qt.rgba(0.50, 0.61, 0.74, 0.58) : Qt.darker(body, 1.55)
    readonly property color shadeTop: glassy ? Qt.rgba(0.80, 0.87, 0.95, 0.55) : Qt.darker(body, 1.25)
    readonly property color edge: glassy ? Qt.rgba(0.36, 0.45, 0.56, 0.95) : Qt.darker(body, 2.2)
    readonly property real w: width
    readonly property real h: height

    // The four visible corners: apex, left, front and right base corners.
    readonly property point apex: Qt.point(w * 0.50, h * 0.02)
    readonly property point baseL: Qt.point(w * 0.04, h * 0.80)
    readonly property point baseF: Qt.point(w * 0.45, h * 0.97)
    readonly property point baseR: Qt.point(w * 0.96, h * 0.83)

    Rectangle {
        visible: hat.shadow && !hat.ghost
        x: hat.w * 0.08; y: hat.h * 0.82
        width: hat.w * 0.92; height: hat.h * 0.16
        radius: height / 2
        color: "#44000000"
    }

    Shape {
        visible: !hat.ghost
        anchors.fill: parent
        // Multisampling smooths the edges where the scene graph supports it.
        layer.enabled: true
        layer.samples: 4
        layer.smooth: true

        ShapePath {
            // The lit face, brighter toward the tip.
            strokeColor: hat.edge
            strokeWidth: hat.glassy ? 1 : 0.8
            joinStyle: ShapePath.RoundJoin
            fillGradient: LinearGradient {
                x1: hat.apex.x; y1: hat.apex.y
                x2: hat.baseL.x; y2: hat.baseL.y
                GradientStop { position: 0.0; color: hat.litTop }
                GradientStop { position: 1.0; color: hat.lit }
            }
            startX: hat.apex.x; startY: hat.apex.y
            PathLine { x: hat.baseL.x; y: hat.baseL.y }
            PathLine { x: hat.baseF.x; y: hat.baseF.y }
            PathLine { x: hat.apex.x; y: hat.apex.y }
        }
        ShapePath {
            // The shaded face.
            strokeColor: hat.edge
            strokeWidth: hat.glassy ? 1 : 0.8
            joinStyle: ShapePath.RoundJoin
            fillGradient: LinearGradient {
                x1: hat.apex.x; y1: hat.apex.y
                x2: hat.baseR.x; y2: hat.baseR.y
                GradientStop { position: 0.0; color: hat.shadeTop }
                GradientStop { position: 1.0; color: hat.shade }
            }
            startX: hat.apex.x; startY: hat.apex.y
            PathLine { x: hat.baseF.x; y: hat.baseF.y }
            PathLine { x: hat.baseR.x; y: hat.baseR.y }
            PathLine { x: hat.apex.x; y: hat.apex.y }
        }
        ShapePath {
            // The pip of a small pyramid, on the lit face near its base.
            strokeColor: "transparent"
            fillColor: hat.glassy ? Qt.rgba(1, 1, 1, 0.8) : Qt.darker(hat.body, 1.4)
            startX: hat.w * 0.31 + hat.w * 0.05; startY: hat.h * 0.76
            PathArc {
                x: hat.w * 0.31 - hat.w * 0.05; y: hat.h * 0.76
                radiusX: hat.w * 0.05; radiusY: hat.w * 0.04
            }
            PathArc {
                x: hat.w * 0.31 + hat.w * 0.05; y: hat.h * 0.76
                radiusX: hat.w * 0.05; radiusY: hat.w * 0.04
            }
        }
        ShapePath {
            // A glint along the front edge.
            strokeColor: Qt.rgba(1, 1, 1, hat.glassy ? 0.9 : 0.35)
            strokeWidth: Math.max(1, hat.w * 0.04)
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            startX: hat.apex.x + (hat.baseF.x - hat.apex.x) * 0.12; startY: hat.apex.y + (hat.baseF.y - hat.apex.y) * 0.12
            PathLine { x: hat.apex.x + (hat.baseF.x - hat.apex.x) * 0.7; y: hat.apex.y + (hat.baseF.y - hat.apex.y) * 0.7 }
        }
    }

    // Stroke colours are kept constant and whole shapes hidden instead: Qt 6.4
    // does not redraw a path whose stroke turns from transparent to visible.
    Shape {
        visible: hat.ghost
        anchors.fill: parent
        ShapePath {
            // The outline of an empty slot.
            strokeColor: Qt.rgba(1, 1, 1, 0.22)
            strokeWidth: 1
            strokeStyle: ShapePath.DashLine
            dashPattern: [2, 2]
            fillColor: "transparent"
            startX: hat.apex.x; startY: hat.apex.y
            PathLine { x: hat.baseL.x; y: hat.baseL.y }
            PathLine { x: hat.baseF.x; y: hat.baseF.y }
            PathLine { x: hat.baseR.x; y: hat.baseR.y }
            PathLine { x: hat.apex.x; y: hat.apex.y }
            PathMove { x: hat.baseF.x; y: hat.baseF.y }
            PathLine { x: hat.apex.x; y: hat.apex.y }
        }
    }
}
