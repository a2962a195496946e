import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

Rectangle {
    id: banner

    required property GameController controller
    // Pieces and kings per side ([{pieces, kings}, ...]) for games with hats,
    // shown beside the hats in each rack; null for other games.
    property var stats: null
    readonly property var racks: controller.hatState.racks
    readonly property bool showScore: stats !== null && racks !== undefined
    // Which measure decided (0 hats, 1 kings, 2 pieces), as the engine reports it.
    readonly property int decidedBy: ["hats", "kings", "pieces"].indexOf(controller.outcomeMeasure)
    signal newGameRequested()
    signal setupRequested()

    // Hidden with "Look at the board" until the next game starts.
    property bool dismissed: false
    Connections {
        target: banner.controller
        function onGameChanged() { banner.dismissed = false }
        function onStateChanged() { if (!banner.controller.gameOver) banner.dismissed = false }
    }

    visible: controller.gameOver && !dismissed
    height: column.implicitHeight + 40
    radius: 10
    color: "#ee2d2a26"
    border.color: Theme.accent
    border.width: 2

    ColumnLayout {
        id: column
        anchors.centerIn: parent
        width: parent.width - 40
        spacing: 12
        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: banner.controller.winner < 0 ? qsTr("Draw")
                                               : qsTr("%1 wins!").arg(banner.controller.playerNames[banner.controller.winner])
            color: Theme.accent
            font.pixelSize: 30
            font.bold: true
        }
        Label {
            objectName: "outcomeLabel"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: banner.controller.outcomeReason
            color: Theme.text
            font.pixelSize: 15
            wrapMode: Text.WordWrap
        }
        GridLayout {
            // The measures that decide Sorcerer's Apprentice, side by side.
            objectName: "scoreTable"
            visible: banner.showScore
            Layout.alignment: Qt.AlignHCenter
            columns: 4
            columnSpacing: 18
            rowSpacing: 4
            Item { Layout.row: 0; Layout.column: 0; implicitWidth: 1; implicitHeight: 1 }
            Repeater {
                model: [qsTr("Hats in rack"), qsTr("Kings"), qsTr("Pieces")]
                delegate: Label {
                    required property string modelData
                    required property int index
                    Layout.row: 0
                    Layout.column: index + 1
                    Layout.alignment: Qt.AlignHCenter
                    text: modelData
                    color: index === banner.decidedBy ? Theme.accent : Theme.textDim
                    font.pixelSize: 13
                    font.bold: index === banner.decidedBy
                }
            }
            Repeater {
                model: banner.showScore ? 2 : 0
                delegate: Label {
                    required property int index
                    Layout.row: index + 1
                    Layout.column: 0
                    text: banner.controller.playerNames[index] || ""
                    color: index === banner.controller.winner ? Theme.accent : Theme.text
                    font.pixelSize: 15
                    font.bold: true
                }
            }
            Repeater {
                model: banner.showScore ? 6 : 0
                delegate: Label {
                    required property int index
                    readonly property int side: Math.floor(index / 3)
                    readonly property int measure: index % 3
                    Layout.row: side + 1
                    Layout.column: measure + 1
                    Layout.alignment: Qt.AlignHCenter
                    objectName: "score_" + side + "_" + ["hats", "kings", "pieces"][measure]
                    text: measure === 0 ? HatInfo.total(banner.racks[side])
                                        : measure === 1 ? banner.stats[side].kings : banner.stats[side].pieces
                    color: Theme.text
                    font.pixelSize: 15
                    font.bold: measure === banner.decidedBy
                }
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 12
            Button { text: qsTr("Play again"); onClicked: banner.newGameRequested() }
            Button { text: qsTr("Look at the board"); onClicked: banner.dismissed = true }
            Button { text: qsTr("Change game"); onClicked: banner.setupRequested() }
        }
    }
}
