// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// Decisions that are not a move on the board, as buttons, worded and drawn
// by the table's art (for hats: no hat this time, end the move here, the hat
// to take from a pool); choices the art keeps behind a button of their own
// (the Triple Hat Combo) open a list. Choices that take a token from a draft
// are made in the draft itself. While a pick is pending, a hint says how.
ColumnLayout {
    id: panel

    required property GameController controller
    property string pickGroup: ""
    // Whether the screen offers Undo (a lesson does not: it has Try again).
    property bool undoOffered: true
    // Whether the line saying how to pick (click a ringed square...) shows.
    property bool showsHowTo: true
    // Whether a decision in the other player's turn is said to be one.
    property bool showsTurnNote: true
    // Whether a spell book none of whose spells can be cast now (a target is
    // being chosen) gives its room to the how-to line, on a short panel.
    property bool bookYields: false
    // Whether a choice the settings may take for the player says so (a
    // lesson asks it whatever the settings).
    property bool quietTip: true

    spacing: 6
    // Not hint.visible: that reads false while this panel is hidden, so a
    // pick without any button (where a punched hat lands) never showed.
    visible: controller.pickGroups.length > 0 || buttons.count > 0 || more.length > 0 || spells.tokens.length > 0

    required property QtObject art
    readonly property var shown: controller.choices.filter(c => c.zone === "" || controller.table.zone(c.zone).kind !== "draft")
    readonly property var plain: shown.filter(c => art.choiceStyle(c) !== "more")
    readonly property var more: shown.filter(c => art.choiceStyle(c) === "more")
    readonly property string pickFace: {
        for (const p of controller.pickOptions)
            if (p.group === pickGroup)
                return p.face
        return ""
    }

    // Answering in the other player's turn (an offer to save a piece): say so,
    // so the player knows whose decision this is.
    Label {
        objectName: "offTurnNote"
        Layout.fillWidth: true
        readonly property int who: panel.controller.currentPlayer
        readonly property int turn: panel.controller.turnOwner
        visible: panel.showsTurnNote && panel.controller.humanToMove && who >= 0 && turn >= 0 && who !== turn && (panel.shown.length > 0 || panel.controller.pickGroups.length > 0)
        text: qsTr("%1 decides this, during %2's turn:")
              .arg(panel.controller.playerNames[who] || "").arg(panel.controller.playerNames[turn] || "")
        color: Theme.accent
        font.pixelSize: Theme.px(14)
        font.bold: true
        wrapMode: Text.WordWrap
    }

    SpellBar {
        id: spells
        Layout.fillWidth: true
        controller: panel.controller
        art: panel.art
        undoOffered: panel.undoOffered
        yields: panel.bookYields && panel.controller.pickGroups.length > 0
    }

    Flow {
        id: choiceFlow
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            id: buttons
            model: panel.plain
            delegate: Button {
                id: button
                required property var modelData
                readonly property var faces: panel.art.choiceFaces(modelData)
                objectName: "choice_" + modelData.group + (modelData.face !== "" ? "_" + modelData.face : "")
                text: panel.art.choiceLabel(modelData)
                highlighted: panel.art.choiceStyle(modelData) === "highlight"
                onClicked: panel.controller.choose(modelData.index)
                contentItem: Row {
                    spacing: 6
                    Repeater {
                        model: button.faces
                        delegate: Loader {
                            required property string modelData
                            width: 16; height: 20
                            anchors.verticalCenter: parent.verticalCenter
                            sourceComponent: panel.art.iconArt
                            onLoaded: item.face = modelData
                        }
                    }
                    Label {
                        // A label longer than the panel is wide wraps inside
                        // its button ("Tourner le plateau dans le sens
                        // antihoraire" ran past the panel's edge).
                        width: Math.min(implicitWidth, choiceFlow.width - button.leftPadding - button.rightPadding
                                                       - button.faces.length * 22)
                        text: button.text
                        color: Theme.text
                        font: button.font
                        wrapMode: Text.WordWrap
                        anchors.verticalCenter: parent.verticalCenter
                    }
                }
                InfoTip {
                    objectName: "choiceTip"
                    visible: button.hovered && text !== ""
                    readonly property string faceTip: button.modelData.face !== "" ? panel.art.faceTip(button.modelData.face) : ""
                    readonly property string settingsTip: panel.quietTip && button.modelData.quiet
                                                          ? qsTr("This question can be turned off in the settings.") : ""
                    text: [faceTip, settingsTip].filter(t => t !== "").join("\n")
                }
            }
        }
    }

    Button {
        objectName: "comboButton"
        visible: panel.more.length > 0
        Layout.fillWidth: true
        text: panel.art.moreButton(panel.more.length)
        onClicked: morePopup.open()
        ToolTip.visible: hovered && !morePopup.opened
        ToolTip.delay: 500
        ToolTip.text: qsTr("%1: lists them all, and a click on one plays it.").arg(panel.art.moreTitle())
        // Wrapped, not cut short: in a narrow panel the count is what goes.
        contentItem: Label {
            text: parent.text
            color: Theme.text
            font: parent.font
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
        }
    }

    // After the buttons, so that on a short window, where the panel above the
    // list of moves scrolls, the buttons are what shows first.
    Label {
        id: hint
        objectName: "placementHint"
        Layout.fillWidth: true
        visible: panel.showsHowTo && panel.controller.pickGroups.length > 0
        text: panel.art.pickHint(panel.pickGroup !== "" ? panel.pickFace : "", panel.pickGroup, panel.undoOffered)
        color: Theme.selected
        font.pixelSize: Theme.px(13)
        wrapMode: Text.WordWrap
    }

    Popup {
        id: morePopup
        parent: Overlay.overlay
        x: parent ? (parent.width - width) / 2 : 0
        y: parent ? (parent.height - height) / 2 : 0
        width: Math.min(parent ? parent.width - 40 : 520, 520)
        height: Math.min(parent ? parent.height - 40 : 480, 480)
        modal: true
        padding: 12
        background: Rectangle { color: Theme.panel; border.color: Theme.accent; radius: 8 }

        ColumnLayout {
            anchors.fill: parent
            spacing: 8
            Label {
                Layout.fillWidth: true
                text: panel.art.moreTitle()
                color: Theme.accent
                font.pixelSize: Theme.px(18)
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                visible: text !== ""
                text: panel.art.moreText()
                color: Theme.textDim
                font.pixelSize: Theme.px(12)
                wrapMode: Text.WordWrap
            }
            ListView {
                id: moreList
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 2
                model: panel.more
                delegate: Column {
                    id: entry
                    required property var modelData
                    required property int index
                    width: moreList.width
                    // A heading above the first choice of each group.
                    Label {
                        visible: entry.index === 0 || panel.more[entry.index - 1].group !== entry.modelData.group
                        width: parent.width
                        topPadding: 6
                        text: panel.art.moreHeading(entry.modelData.group)
                        color: Theme.textDim
                        font.pixelSize: Theme.px(13)
                        font.bold: true
                    }
                    ItemDelegate {
                        id: choice
                        readonly property var modelData: entry.modelData
                        width: moreList.width
                        onClicked: {
                            morePopup.close()
                            panel.controller.choose(modelData.index)
                        }
                        contentItem: Row {
                            spacing: 8
                            Row {
                                spacing: 1
                                anchors.verticalCenter: parent.verticalCenter
                                Repeater {
                                    model: panel.art.choiceFaces(choice.modelData)
                                    delegate: Loader {
                                        required property string modelData
                                        width: 14; height: 18
                                        sourceComponent: panel.art.iconArt
                                        onLoaded: item.face = modelData
                                    }
                                }
                            }
                            Label {
                                width: choice.width - 90
                                anchors.verticalCenter: parent.verticalCenter
                                text: panel.art.choiceLabel(choice.modelData)
                                color: Theme.text
                                font.pixelSize: Theme.px(13)
                                wrapMode: Text.WordWrap
                            }
                        }
                    }
                }
                ScrollBar.vertical: ScrollBar {}
            }
            Button {
                Layout.alignment: Qt.AlignRight
                text: qsTr("Cancel")
                onClicked: morePopup.close()
            }
        }
    }
}
