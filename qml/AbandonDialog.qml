// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Hatrack

// Asks before a game in progress is thrown away (a new game, another game
// from the setup screen, a saved game opened over it). ask(action) runs the
// action at once when nothing would be lost, and otherwise only once the
// player chooses to abandon the game.
Dialog {
    id: dialog
    header: DialogTitle { dialog: dialog }
    padding: 12

    required property GameController controller
    // What to do once the game is abandoned; kept only while the dialog is open.
    property var pending: null

    function ask(action) {
        if (!controller.gameInProgress || !AppSettings.confirmations) {
            action()
            return
        }
        pending = action
        open()
    }

    objectName: "abandonDialog"
    title: qsTr("Abandon this game?")
    anchors.centerIn: parent
    // Fixed: the window is at least 800 wide, and a width bound to the
    // parent's loops through the wrapped label's height on Qt 6.4.
    width: 440
    modal: true

    Label {
        width: dialog.availableWidth
        text: qsTr("The game in progress is not over. If you abandon it, it cannot be continued (unless you saved it).")
        wrapMode: Text.Wrap
    }
    footer: DialogButtonBox {
        Button {
            objectName: "keepGameButton"
            text: qsTr("Keep playing")
            // Keeping is the safe answer, so Enter gives it.
            focus: true
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
        Button {
            objectName: "abandonGameButton"
            text: qsTr("Abandon the game")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
    }
    onAccepted: {
        const action = pending
        pending = null
        if (action)
            action()
    }
    onRejected: pending = null
}
