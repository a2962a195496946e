// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Hatrack

// The Bag of Hats (kind "bag") or the box of hats out of the game (kind "out"),
// with its count; the count per colour on hover.
Item {
    id: heap

    property string kind: "bag"
    property var counts: [0, 0, 0, 0, 0, 0]
    property int total: HatInfo.total(counts)

    implicitWidth: 36
    implicitHeight: 36
    objectName: kind === "bag" ? "hatBag" : "hatsOut"

    readonly property real w: width
    readonly property real h: height

    Shape {
        visible: heap.kind === "bag"
        anchors.fill: parent
        layer.enabled: true
        layer.samples: 4
        layer.smooth: true
        ShapePath {
            // The sack.
            strokeColor: "#2e1d10"
            strokeWidth: 1
            fillGradient: LinearGradient {
                x1: 0; y1: 0; x2: heap.w; y2: heap.h
                GradientStop { position: 0.0; color: "#b98a57" }
                GradientStop { position: 1.0; color: "#6b4526" }
            }
            startX: heap.w * 0.40; startY: heap.h * 0.26
            PathCubic {
                x: heap.w * 0.50; y: heap.h * 0.98
                control1X: heap.w * 0.06; control1Y: heap.h * 0.40
                control2X: heap.w * -0.02; control2Y: heap.h * 0.98
            }
            PathCubic {
                x: heap.w * 0.60; y: heap.h * 0.26
                control1X: heap.w * 1.02; control1Y: heap.h * 0.98
                control2X: heap.w * 0.94; control2Y: heap.h * 0.40
            }
            PathLine { x: heap.w * 0.40; y: heap.h * 0.26 }
        }
        ShapePath {
            // The gathered cloth above the string.
            strokeColor: "#2e1d10"
            strokeWidth: 1
            fillColor: "#a47446"
            startX: heap.w * 0.41; startY: heap.h * 0.26
            PathLine { x: heap.w * 0.28; y: heap.h * 0.06 }
            PathQuad { x: heap.w * 0.72; y: heap.h * 0.06; controlX: heap.w * 0.5; controlY: heap.h * 0.18 }
            PathLine { x: heap.w * 0.59; y: heap.h * 0.26 }
            PathLine { x: heap.w * 0.41; y: heap.h * 0.26 }
        }
        ShapePath {
            // The drawstring.
            strokeColor: Theme.accent
            strokeWidth: Math.max(1.5, heap.w * 0.06)
            capStyle: ShapePath.RoundCap
            fillColor: "transparent"
            startX: heap.w * 0.36; startY: heap.h * 0.27
            PathQuad { x: heap.w * 0.64; y: heap.h * 0.27; controlX: heap.w * 0.5; controlY: heap.h * 0.32 }
        }
    }

    Shape {
        visible: heap.kind === "out"
        anchors.fill: parent
        layer.enabled: true
        layer.samples: 4
        layer.smooth: true
        ShapePath {
            // Inside of the box.
            strokeColor: "#1b1815"
            strokeWidth: 1
            fillColor: "#1f1c19"
            startX: heap.w * 0.04; startY: heap.h * 0.42
            PathLine { x: heap.w * 0.20; y: heap.h * 0.24 }
            PathLine { x: heap.w * 0.98; y: heap.h * 0.24 }
            PathLine { x: heap.w * 0.84; y: heap.h * 0.42 }
            PathLine { x: heap.w * 0.04; y: heap.h * 0.42 }
        }
        ShapePath {
            // Side.
            strokeColor: "#1b1815"
            strokeWidth: 1
            fillColor: "#4b433b"
            startX: heap.w * 0.84; startY: heap.h * 0.42
            PathLine { x: heap.w * 0.98; y: heap.h * 0.24 }
            PathLine { x: heap.w * 0.98; y: heap.h * 0.78 }
            PathLine { x: heap.w * 0.84; y: heap.h * 0.96 }
            PathLine { x: heap.w * 0.84; y: heap.h * 0.42 }
        }
        ShapePath {
            // Front.
            strokeColor: "#1b1815"
            strokeWidth: 1
            fillGradient: LinearGradient {
                x1: 0; y1: heap.h * 0.42; x2: 0; y2: heap.h
                GradientStop { position: 0.0; color: "#7a6d60" }
                GradientStop { position: 1.0; color: "#5a5047" }
            }
            startX: heap.w * 0.04; startY: heap.h * 0.42
            PathLine { x: heap.w * 0.84; y: heap.h * 0.42 }
            PathLine { x: heap.w * 0.84; y: heap.h * 0.96 }
            PathLine { x: heap.w * 0.04; y: heap.h * 0.96 }
            PathLine { x: heap.w * 0.04; y: heap.h * 0.42 }
        }
    }

    Text {
        x: heap.kind === "bag" ? 0 : heap.w * 0.04
        width: heap.kind === "bag" ? heap.w : heap.w * 0.80
        y: heap.kind === "bag" ? heap.h * 0.42 : heap.h * 0.44
        height: heap.kind === "bag" ? heap.h * 0.5 : heap.h * 0.52
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        text: heap.total
        color: "#fff7e8"
        font.pixelSize: Math.max(10, heap.h * 0.34)
        font.bold: true
        style: Text.Outline
        styleColor: "#3a2410"
    }

    HoverHandler { id: hover }
    InfoTip {
        visible: hover.hovered
        // Empty once drawn out, and from the start when the players drafted
        // their own supplies: then nobody draws from it.
        text: heap.kind === "bag"
              ? (heap.total === 0 ? qsTr("Bag of Hats: empty, so no hat is drawn from it.")
                 : qsTr("Bag of Hats: %n hat(s) (%1). Each time a piece leaves the board, its owner's opponent draws one at random.", "", heap.total)
                   .arg(HatInfo.countsText(heap.counts, qsTr("empty"))))
              : qsTr("Out of the game: %n hat(s) (%1).", "", heap.total).arg(HatInfo.countsText(heap.counts, qsTr("none yet")))
    }

    // Where a hat token goes into the heap: it disappears inside.
    readonly property rect tokenBox: Qt.rect(width * 0.2, height * 0.6 - width * 0.6 * 1.25 * 0.55,
                                             width * 0.6, width * 0.6 * 1.25)
}
