import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

Item {
    id: screen

    required property GameController controller
    signal setupRequested()

    RowLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 16

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            Board {
                id: board
                anchors.fill: parent
                controller: screen.controller
            }
            GameOverBanner {
                anchors.centerIn: parent
                width: Math.min(parent.width * 0.8, 440)
                controller: screen.controller
                onNewGameRequested: screen.controller.restart()
                onSetupRequested: screen.setupRequested()
            }
        }

        SidePanel {
            Layout.preferredWidth: 300
            Layout.minimumWidth: 260
            Layout.fillHeight: true
            controller: screen.controller
            onRulesRequested: rules.open()
            onSetupRequested: screen.setupRequested()
        }
    }

    RulesPanel {
        id: rules
        gameId: screen.controller.gameId
    }
}
