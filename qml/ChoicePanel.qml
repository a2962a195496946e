import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// Decisions that are not a move on the board, as buttons: no hat this time,
// end the move here, the hat to take from a pool (as pyramids), and the Triple
// Hat Combo when the engine lists it. Draft picks live in the draft view.
ColumnLayout {
    id: panel

    required property GameController controller
    property string pickColour: ""

    spacing: 6
    visible: hint.visible || buttons.count > 0 || combos.length > 0

    readonly property var plain: controller.choices.filter(c => c.group !== "draft" && c.group !== "revive" && c.group !== "steal")
    readonly property var combos: controller.choices.filter(c => c.group === "revive" || c.group === "steal")

    // "pool:red" -> "red"; "revive:red+yellow+green@1,3" -> pieces of it.
    function colourOf(choice) {
        const parts = choice.text.split(":")
        return parts.length > 1 ? parts[1] : ""
    }
    function colourList(text) {
        return text.split("+").map(c => HatInfo.colourName(c)).join(", ")
    }
    function labelOf(choice) {
        switch (choice.group) {
        case "decline": return qsTr("No hat this time")
        case "stop": return qsTr("End the move here")
        case "pool": return qsTr("%1 (%2)").arg(HatInfo.colourName(colourOf(choice))).arg(HatInfo.powerName(colourOf(choice)))
        case "revive": {
            const m = /^revive:([a-z+]+)@(\d+),(\d+)$/.exec(choice.text)
            return m ? qsTr("Return %1 to bring back two men on %2 and %3").arg(colourList(m[1])).arg(m[2]).arg(m[3])
                     : choice.label
        }
        case "steal": {
            const m = /^steal:([a-z]+):([a-z]+)\+([a-z]+)$/.exec(choice.text)
            return m ? qsTr("Return three %1 to take %2 and %3 from the opponent's rack")
                       .arg(HatInfo.colourName(m[1])).arg(HatInfo.colourName(m[2])).arg(HatInfo.colourName(m[3]))
                     : choice.label
        }
        }
        return choice.label
    }
    // The hats a combo gives up, as colour names, to draw them.
    function comboHats(choice) {
        let m = /^revive:([a-z+]+)@/.exec(choice.text)
        if (m)
            return m[1].split("+")
        m = /^steal:([a-z]+):/.exec(choice.text)
        return m ? [m[1], m[1], m[1]] : []
    }

    Label {
        id: hint
        objectName: "placementHint"
        Layout.fillWidth: true
        visible: panel.controller.pickGroups.length > 0
        text: panel.pickColour !== ""
              ? qsTr("Click a ringed piece to give it the %1 hat (%2), or choose no hat.")
                .arg(HatInfo.colourName(panel.pickColour)).arg(HatInfo.powerName(panel.pickColour))
              : qsTr("Choose a glowing hat in your rack, then click a ringed piece.")
        color: Theme.selected
        font.pixelSize: 13
        wrapMode: Text.WordWrap
    }

    Flow {
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            id: buttons
            model: panel.plain
            delegate: Button {
                id: button
                required property var modelData
                readonly property bool isPool: modelData.group === "pool"
                objectName: "choice_" + modelData.group + (isPool ? "_" + panel.colourOf(modelData) : "")
                text: panel.labelOf(modelData)
                highlighted: modelData.group === "decline" || modelData.group === "stop"
                onClicked: panel.controller.choose(modelData.index)
                contentItem: Row {
                    spacing: 6
                    HatPyramid {
                        visible: button.isPool
                        colour: panel.colourOf(button.modelData)
                        width: 16; height: 20
                        anchors.verticalCenter: parent.verticalCenter
                    }
                    Label {
                        text: button.text
                        color: Theme.text
                        font: button.font
                        anchors.verticalCenter: parent.verticalCenter
                    }
                }
                InfoTip {
                    visible: button.isPool && button.hovered
                    text: button.isPool ? HatInfo.describe(panel.colourOf(button.modelData)) : ""
                }
            }
        }
    }

    Button {
        objectName: "comboButton"
        visible: panel.combos.length > 0
        Layout.fillWidth: true
        text: qsTr("Triple Hat Combo… (%1 ways)").arg(panel.combos.length)
        onClicked: comboPopup.open()
    }

    Popup {
        id: comboPopup
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
                text: qsTr("Triple Hat Combo, instead of moving")
                color: Theme.accent
                font.pixelSize: 18
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Three hats of different colours go back to the box to bring back two of your captured "
                           + "pieces as men on your home row, or three of one colour to take two hats from your "
                           + "opponent's rack.")
                color: Theme.textDim
                font.pixelSize: 12
                wrapMode: Text.WordWrap
            }
            ListView {
                id: comboList
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 2
                model: panel.combos
                delegate: Column {
                    id: comboEntry
                    required property var modelData
                    required property int index
                    width: comboList.width
                    // A heading above the first combo of each kind.
                    Label {
                        visible: comboEntry.index === 0 || panel.combos[comboEntry.index - 1].group !== comboEntry.modelData.group
                        width: parent.width
                        topPadding: 6
                        text: comboEntry.modelData.group === "revive" ? qsTr("Bring back two men") : qsTr("Take two hats")
                        color: Theme.textDim
                        font.pixelSize: 13
                        font.bold: true
                    }
                    ItemDelegate {
                        id: combo
                        readonly property var modelData: comboEntry.modelData
                        width: comboList.width
                        onClicked: {
                            comboPopup.close()
                            panel.controller.choose(modelData.index)
                        }
                        contentItem: Row {
                            spacing: 8
                            Row {
                                spacing: 1
                                anchors.verticalCenter: parent.verticalCenter
                                Repeater {
                                    model: panel.comboHats(combo.modelData)
                                    delegate: HatPyramid {
                                        required property string modelData
                                        colour: modelData
                                        width: 14; height: 18
                                    }
                                }
                            }
                            Label {
                                width: combo.width - 90
                                anchors.verticalCenter: parent.verticalCenter
                                text: panel.labelOf(combo.modelData)
                                color: Theme.text
                                font.pixelSize: 13
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
                onClicked: comboPopup.close()
            }
        }
    }
}
