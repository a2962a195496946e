// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// A six-sided die seen from above: an ivory cube with rounded corners and the
// pips of `value` ("1".."6"; blank before the first roll). Each time `rolls`
// goes up it tumbles for about 0.6 s, showing faces at random while it spins
// and hops, then lands on the value, so a roll is seen even when it repeats
// the last face.
Item {
    id: die

    property string value: ""
    property int rolls: 0
    // While it tumbles: the face shown is not yet the value.
    readonly property bool rolling: tumble.running
    // In the air: the faces shown change at random.
    property bool tossing: false
    property string shownValue: value
    property real spin: 0
    property real hop: 0

    implicitWidth: 32
    implicitHeight: 32

    onValueChanged: if (!tumble.running) shownValue = value
    property int seenRolls: rolls
    onRollsChanged: {
        if (rolls > seenRolls) {
            tumble.restart()
            landing.restart()
        }
        seenRolls = rolls
    }
    // The die lands in time even where animations lag (a window not shown yet).
    Timer {
        id: landing
        interval: 900
        onTriggered: {
            if (!tumble.running)
                return
            tumble.stop()
            die.tossing = false
            die.spin = 0
            die.hop = 0
            cube.scale = 1
            die.shownValue = die.value
        }
    }

    // Random faces, a new one every few frames while the die is in the air.
    Timer {
        id: shuffle
        interval: 70
        repeat: true
        running: die.tossing
        onTriggered: {
            if (!die.tossing)
                return
            let next = die.shownValue
            while (next === die.shownValue)
                next = String(1 + Math.floor(Math.random() * 6))
            die.shownValue = next
        }
    }
    SequentialAnimation {
        id: tumble
        ScriptAction { script: die.tossing = true }
        ParallelAnimation {
            NumberAnimation { target: die; property: "spin"; from: 0; to: 540; duration: 600; easing.type: Easing.OutCubic }
            SequentialAnimation {
                NumberAnimation { target: die; property: "hop"; from: 0; to: 1; duration: 220; easing.type: Easing.OutQuad }
                NumberAnimation { target: die; property: "hop"; to: 0; duration: 380; easing.type: Easing.OutBounce }
            }
        }
        ScriptAction {
            script: {
                die.tossing = false
                die.spin = 0
                die.shownValue = die.value
            }
        }
        // A little bump as it lands, on the value.
        NumberAnimation { target: cube; property: "scale"; from: 1.18; to: 1; duration: 160; easing.type: Easing.OutBack }
    }

    // Which of the nine pip places (3x3, row by row) each face uses.
    readonly property var pips: ({
        "1": [4], "2": [2, 6], "3": [2, 4, 6], "4": [0, 2, 6, 8],
        "5": [0, 2, 4, 6, 8], "6": [0, 2, 3, 5, 6, 8]
    })

    Rectangle {
        // Its shadow on the table, smaller while it is in the air.
        width: cube.width * (1 - 0.25 * die.hop); height: width
        radius: width * 0.2
        x: (die.width - width) / 2 + die.width * 0.05
        y: (die.height - height) / 2 + die.height * 0.07
        color: "#55000000"
    }
    Rectangle {
        id: cube
        objectName: "dieCube"
        width: Math.min(die.width, die.height) * 0.9; height: width
        x: (die.width - width) / 2
        y: (die.height - height) / 2 - die.hop * die.height * 0.2
        rotation: die.spin
        radius: width * 0.2
        gradient: Gradient {
            GradientStop { position: 0; color: "#fffaf0" }
            GradientStop { position: 1; color: "#e2d6bf" }
        }
        border.color: "#6b5a44"
        border.width: Math.max(1, width * 0.04)

        Repeater {
            model: die.pips[die.shownValue] || []
            delegate: Rectangle {
                required property var modelData
                readonly property real cellW: cube.width * 0.28
                width: cube.width * 0.19; height: width; radius: width / 2
                x: cube.width * 0.5 + (modelData % 3 - 1) * cellW - width / 2
                y: cube.height * 0.5 + (Math.floor(modelData / 3) - 1) * cellW - height / 2
                color: die.shownValue === "1" ? "#b3261e" : "#2a2420"
            }
        }
        Text {
            // Before the first roll: a faint question mark.
            visible: !(die.shownValue in die.pips)
            anchors.centerIn: parent
            text: "?"
            color: "#9a8b74"
            font.pixelSize: cube.height * 0.6
            font.bold: true
        }
    }
}
