import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

Rectangle {
    id: banner

    required property GameController controller
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
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 12
            Button { text: qsTr("Play again"); onClicked: banner.newGameRequested() }
            Button { text: qsTr("Look at the board"); onClicked: banner.dismissed = true }
            Button { text: qsTr("Change game"); onClicked: banner.setupRequested() }
        }
    }
}
