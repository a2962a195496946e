// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Hatrack

// One colour in a rack or pool: a pyramid (a faint outline when there is none)
// with its count, the hat's power on hover, and when the player may place or
// take this colour, a glow that invites a click. The hat tokens lying here are
// drawn by the slot; they show themselves only while they fly.
Item {
    id: slot

    property string face: "red"
    property int count: 0
    property string where: ""          // for the tooltip: "in Black's rack"
    property bool rack: false          // a rack, not a draft's pool
    property bool selectable: false
    property bool selected: false
    signal clicked()

    implicitWidth: 26
    implicitHeight: 32
    objectName: "hatSlot_" + face

    Rectangle {
        id: invitation
        // The invitation to pick this hat, and the chosen one.
        visible: slot.selectable || slot.selected
        anchors.fill: parent
        anchors.margins: -2
        radius: 6
        color: slot.selected ? Qt.rgba(0.96, 0.83, 0.40, 0.30) : Qt.rgba(0.96, 0.83, 0.40, glow * 0.22)
        border.color: slot.selected ? Theme.selected : Qt.rgba(0.96, 0.83, 0.40, 0.4 + glow * 0.5)
        border.width: slot.selected ? 2 : 1
        // Rests at 0.5 while animations are off.
        readonly property real glow: slot.selectable && !slot.selected && slot.visible && Theme.pulses
                                     ? 0.2 + 0.8 * Theme.wave(1200) : 0.5
    }

    HatPyramid {
        id: pyramid
        colour: slot.face
        ghost: slot.count <= 0
        height: Math.min(slot.height * 0.92, slot.width * 1.1)
        width: height / 1.25
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.horizontalCenterOffset: -slot.width * 0.08
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 1
        scale: slot.selected ? 1.12 : hover.hovered && slot.selectable ? 1.06 : 1
        Behavior on scale { NumberAnimation { duration: 120 } }
    }

    Text {
        visible: slot.count > 0
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.rightMargin: -1
        text: slot.count
        color: Theme.text
        font.pixelSize: Math.max(9, slot.height * 0.34)
        font.bold: true
        style: Text.Outline
        styleColor: "#000000"
    }

    HoverHandler {
        id: hover
        cursorShape: slot.selectable ? Qt.PointingHandCursor : Qt.ArrowCursor
    }
    TapHandler {
        enabled: slot.selectable
        onTapped: {
            // The tip lay over the pieces to click next.
            slotTip.hold()
            slot.clicked()
        }
    }
    InfoTip {
        id: slotTip
        objectName: "slotTip"
        visible: hover.hovered
        // "Green in White's rack: 1": English colour names are lower case.
        readonly property string amountLine: slot.where !== ""
            ? qsTr("%1 %2: %3").arg(HatInfo.colourName(slot.face)).arg(slot.where).arg(slot.count) : ""
        // A new player drags a hat just won onto a piece and nothing happens:
        // the tip says when a hat from the rack may be put on.
        readonly property string whenLine: slot.rack && slot.count > 0 && !slot.selectable
            ? qsTr("When a player loses a piece, they may put one hat from their rack on one of their pieces.") : ""
        text: HatInfo.describe(slot.face)
              + (amountLine !== "" ? "\n" + amountLine.charAt(0).toUpperCase() + amountLine.slice(1) : "")
              + (whenLine !== "" ? "\n" + whenLine : "")
    }

    // Where a hat token lies in this slot, so one flying in lands on the pyramid.
    readonly property rect tokenBox: Qt.rect(pyramid.x, pyramid.y, pyramid.width, pyramid.height)
}
