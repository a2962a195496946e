// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Hatrack

// Asks before a player resigns: the game ends at once and the other player
// wins. Undo can still take it back.
Dialog {
    id: dialog
    header: DialogTitle { dialog: dialog }
    padding: 12

    required property GameController controller
    readonly property int side: controller.resignSide
    readonly property string loser: side >= 0 ? (controller.playerNames[side] || "") : ""
    readonly property string winner: side >= 0 ? (controller.playerNames[1 - side] || "") : ""

    objectName: "resignDialog"
    title: qsTr("Resign the game?")
    anchors.centerIn: parent
    width: 440
    modal: true

    Label {
        width: dialog.availableWidth
        text: qsTr("%1 resigns and %2 wins the game.").arg(dialog.loser).arg(dialog.winner)
        wrapMode: Text.Wrap
    }
    footer: DialogButtonBox {
        Button {
            objectName: "keepPlayingButton"
            text: qsTr("Keep playing")
            // Playing on is the safe answer, so Enter gives it.
            focus: true
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
        Button {
            objectName: "confirmResignButton"
            text: qsTr("Resign")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
    }
    onAccepted: controller.resign()
}
