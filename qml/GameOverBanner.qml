import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

Rectangle {
    id: banner

    required property GameController controller
    // The score table of a scored game, as the engine reports it: the
    // measures in the order they were compared, and which one decided.
    readonly property var measures: controller.outcomeMeasures
    readonly property bool showScore: measures.length > 0
    readonly property int decidedBy: measures.findIndex(m => m.id === controller.outcomeMeasure)
    required property QtObject art
    signal newGameRequested()
    signal setupRequested()

    // Said to the player at this screen: with one human against the
    // computer, that human won or lost; otherwise by the winner's name.
    function headline() {
        const c = banner.controller
        if (c.winner < 0)
            return qsTr("Draw")
        const humans = c.playerKinds.filter(k => k === "human").length
        if (humans === 1)
            return c.playerKinds[c.winner] === "human" ? qsTr("You win!") : qsTr("You lose")
        return qsTr("%1 wins!").arg(c.playerNames[c.winner])
    }

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
            objectName: "outcomeHeadline"
            text: banner.headline()
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
            // The measures side by side, a row per player.
            objectName: "scoreTable"
            visible: banner.showScore
            Layout.alignment: Qt.AlignHCenter
            columns: banner.measures.length + 1
            columnSpacing: 18
            rowSpacing: 4
            Item { Layout.row: 0; Layout.column: 0; implicitWidth: 1; implicitHeight: 1 }
            Repeater {
                model: banner.measures
                delegate: Label {
                    required property var modelData
                    required property int index
                    Layout.row: 0
                    Layout.column: index + 1
                    Layout.alignment: Qt.AlignHCenter
                    text: banner.art.measureLabel(modelData.id, modelData.label)
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
                model: banner.measures.length * 2
                delegate: Label {
                    required property int index
                    readonly property int side: Math.floor(index / banner.measures.length)
                    readonly property int measure: index % banner.measures.length
                    readonly property var entry: banner.measures[measure]
                    Layout.row: side + 1
                    Layout.column: measure + 1
                    Layout.alignment: Qt.AlignHCenter
                    objectName: entry ? "score_" + side + "_" + entry.id : ""
                    text: entry ? entry.values[side] : ""
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
