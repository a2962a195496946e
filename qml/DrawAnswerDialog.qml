// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Hatrack

// A draw offered between two people at one screen: the other player, named,
// accepts or declines it. It must be answered before play goes on.
Dialog {
    id: dialog
    header: DialogTitle { dialog: dialog }
    padding: 12

    required property GameController controller
    property int by: 0
    property int to: 1
    readonly property string offerer: controller.playerNames[by] || ""
    readonly property string answerer: controller.playerNames[to] || ""

    function ask(offeredBy, answeredBy) {
        by = offeredBy
        to = answeredBy
        open()
    }

    objectName: "drawAnswerDialog"
    title: qsTr("%1 offers a draw").arg(dialog.offerer)
    anchors.centerIn: parent
    width: 440
    modal: true
    closePolicy: Popup.NoAutoClose

    Label {
        objectName: "drawQuestion"
        width: dialog.availableWidth
        text: qsTr("%1, do you accept the draw? The game ends at once if you do.").arg(dialog.answerer)
        wrapMode: Text.Wrap
    }
    footer: DialogButtonBox {
        Button {
            objectName: "declineDrawButton"
            text: qsTr("Decline")
            focus: true
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
        Button {
            objectName: "acceptDrawButton"
            text: qsTr("Accept the draw")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
    }
    onAccepted: controller.answerDraw(true)
    onRejected: controller.answerDraw(false)
}
