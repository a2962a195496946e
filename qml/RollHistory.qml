// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// Every roll of the dice kept for this game, newest first, in a list the
// player can scroll: the face and what it was for.
Popup {
    id: history

    required property GameController controller
    required property QtObject art

    objectName: "rollHistory"
    parent: Overlay.overlay
    x: parent ? (parent.width - width) / 2 : 0
    y: parent ? (parent.height - height) / 2 : 0
    width: Math.min(parent ? parent.width - 40 : 520, 560)
    height: Math.min(parent ? parent.height - 40 : 480, 480)
    modal: true
    padding: 12
    background: Rectangle { color: Theme.panel; border.color: Theme.accent; radius: 8 }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        Label {
            Layout.fillWidth: true
            text: qsTr("Rolls of the die, newest first")
            color: Theme.accent
            font.pixelSize: 18
            font.bold: true
        }
        ListView {
            id: list
            objectName: "rollHistoryList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 4
            model: history.controller.table.rolls
            delegate: RowLayout {
                required property var modelData
                width: list.width - 14
                spacing: 8
                DieFace {
                    Layout.preferredWidth: 24
                    Layout.preferredHeight: 24
                    value: String(parent.modelData.value)
                }
                Label {
                    Layout.fillWidth: true
                    text: parent.modelData.reason !== "" ? parent.modelData.reason : String(parent.modelData.value)
                    color: Theme.text
                    font.pixelSize: 13
                    wrapMode: Text.WordWrap
                }
            }
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
            Label {
                objectName: "noRollsYet"
                anchors.centerIn: parent
                width: parent.width - 20
                visible: list.count === 0
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: qsTr("No die has been rolled in this game yet.")
                color: Theme.textDim
                font.pixelSize: 14
            }
        }
        Button {
            Layout.alignment: Qt.AlignRight
            text: qsTr("Close")
            onClicked: history.close()
        }
    }
}
