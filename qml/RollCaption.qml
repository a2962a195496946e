// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Hatrack

// Every roll of a die, shown large over the board for a moment: the die
// tumbles and lands, and beside it the reason as the engine words it
// ("White saves against Fireball: 3 + LD 1 = 4, saved"). Any game with dice
// shows it. It never takes a click: the board below stays playable.
Rectangle {
    id: caption

    required property GameController controller
    required property real cellSize

    readonly property var rolls: controller.table.rolls
    property var shownRoll: null
    property int tosses: 0
    // The rolls seen so far: a change of language words the same rolls anew,
    // which must not toss the last die again.
    property int seenRolls: 0
    // The list grows when a die was rolled, and is emptied for a new game:
    // then nothing is shown.
    onRollsChanged: {
        const count = controller.table.rollCount
        if (rolls.length === 0) {
            hide.stop()
            shownRoll = null
            seenRolls = 0
            return
        }
        if (count === seenRolls) {
            // The same rolls in another language: the caption on show, if
            // any, reads in it too.
            if (shownRoll !== null)
                shownRoll = rolls[0]
            return
        }
        seenRolls = count
        shownRoll = rolls[0]
        ++tosses
        hide.restart()
    }
    // Undo and a load start the list again with the rolls still in the
    // game: none of them is tossed anew.
    Connections {
        target: caption.controller.table
        function onRollsRestored() {
            hide.stop()
            caption.shownRoll = null
            caption.seenRolls = caption.controller.table.rollCount
        }
    }
    Timer {
        id: hide
        // Long enough to read the sentence once the die has landed.
        interval: 3200
        onTriggered: caption.shownRoll = null
    }

    objectName: "rollCaption"
    readonly property bool showing: shownRoll !== null
    // The die is still in the air: what it shows is not yet its value.
    readonly property bool tumbling: showing && die.rolling
    // What is drawn: the roll on show, kept while the caption fades out, so
    // that it does not shrink to a blank die on its way.
    property var drawnRoll: null
    onShownRollChanged: if (shownRoll !== null) drawnRoll = shownRoll
    readonly property string text: drawnRoll ? (drawnRoll.reason !== "" ? drawnRoll.reason : String(drawnRoll.value)) : ""
    opacity: showing ? 0.97 : 0
    visible: opacity > 0
    Behavior on opacity { NumberAnimation { duration: 200 } }
    width: Math.min(parent ? parent.width * 0.92 : 400, row.implicitWidth + 24)
    height: Math.max(die.height, label.implicitHeight) + 16
    radius: 8
    color: Theme.panel
    border.color: Theme.accent
    border.width: 2

    Row {
        id: row
        anchors.centerIn: parent
        spacing: 10
        DieFace {
            id: die
            objectName: "captionDie"
            width: Math.max(28, caption.cellSize * 0.6); height: width
            anchors.verticalCenter: parent.verticalCenter
            value: caption.drawnRoll ? String(caption.drawnRoll.value) : ""
            rolls: caption.tosses
        }
        Label {
            id: label
            objectName: "captionText"
            anchors.verticalCenter: parent.verticalCenter
            width: Math.min(implicitWidth, (caption.parent ? caption.parent.width * 0.92 : 400) - die.width - 34)
            // The sentence waits for the die to land, so it never gives the face away early.
            text: caption.text
            // Not even faint: a dim "failed" beside a die still tumbling to 3 reads as a mistake.
            opacity: die.rolling ? 0 : 1
            color: Theme.text
            font.pixelSize: Math.max(13, Math.min(18, caption.cellSize * 0.26))
            font.bold: true
            wrapMode: Text.WordWrap
        }
    }
}
