// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Hatrack

// Two people at one screen, in a game that keeps something of each secret:
// between their turns a curtain covers the whole table, so that the player
// who just played cannot see what the next one may, and the other way
// round. It comes down a moment after the turn ends (the last move is seen
// landing) and the next player lifts it with a click or a key.
Rectangle {
    id: curtain

    required property GameController controller
    readonly property bool down: controller.curtain
    readonly property string next: controller.playerNames[controller.curtainPlayer] || ""

    objectName: "curtain"
    visible: down || opacity > 0
    opacity: 0
    color: "#1b1815"
    z: 100
    states: State {
        name: "down"
        when: curtain.down
        PropertyChanges { target: curtain; opacity: 1 }
    }
    transitions: Transition {
        to: "down"
        SequentialAnimation {
            PauseAnimation { duration: 600 * AppSettings.animationFactor }
            NumberAnimation { property: "opacity"; duration: 250 }
        }
    }
    onDownChanged: if (down) forceActiveFocus()

    // The folds of a curtain.
    Row {
        anchors.fill: parent
        Repeater {
            model: 12
            delegate: Rectangle {
                required property int index
                width: curtain.width / 12
                height: curtain.height
                gradient: Gradient {
                    orientation: Gradient.Horizontal
                    GradientStop { position: 0; color: "#4a1620" }
                    GradientStop { position: 0.5; color: "#6e2230" }
                    GradientStop { position: 1; color: "#3a1018" }
                }
            }
        }
    }
    Rectangle {
        anchors.centerIn: parent
        width: Math.min(curtain.width * 0.8, message.implicitWidth + 64)
        height: column.implicitHeight + 40
        radius: 10
        color: Theme.panel
        border.color: Theme.accent
        border.width: 2
        Column {
            id: column
            anchors.centerIn: parent
            width: parent.width - 40
            spacing: 10
            Text {
                id: message
                objectName: "curtainText"
                width: parent.width
                text: qsTr("Pass the screen to %1, then click.").arg(curtain.next)
                color: Theme.text
                font.pixelSize: 22
                font.bold: true
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
            }
            Text {
                width: parent.width
                text: qsTr("The table is hidden so that neither player sees what only the other may know.")
                color: Theme.textDim
                font.pixelSize: 14
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
            }
        }
    }
    MouseArea {
        // Takes every click while it is up; one lifts it once it is down.
        anchors.fill: parent
        enabled: curtain.visible
        hoverEnabled: true
        cursorShape: curtain.down ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: if (curtain.down && curtain.opacity > 0.9) curtain.controller.liftCurtain()
    }
    Keys.onReturnPressed: if (down) controller.liftCurtain()
    Keys.onSpacePressed: if (down) controller.liftCurtain()
    Accessible.role: Accessible.Dialog
    Accessible.name: message.text
}
