// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Hatrack

// Two people at one screen, in a game that keeps something of each secret:
// between their turns a curtain covers the whole table, so that the player
// who just played cannot see what the next one may, and the other way
// round. When a turn ends, its player first sees what it did (walls built,
// checkers pushed) on their own table, which shows nothing of the other's
// secrets, and passes the screen with a button; then the curtain comes down
// and the next player lifts it with a click or a key.
Item {
    id: curtain

    required property GameController controller
    // The player whose turn ended has passed the screen on.
    readonly property bool passed: controller.curtainPassed
    // The span the pass bar keeps to (the board's column), so that it covers
    // no button of the panels beside it.
    property real barLeft: 0
    property real barWidth: width
    readonly property bool waiting: controller.curtain && controller.curtainAfterTurn && !passed
    readonly property bool down: controller.curtain && !waiting
    readonly property string next: controller.playerNames[controller.curtainPlayer] || ""

    objectName: "curtain"
    visible: waiting || down || cover.opacity > 0
    z: 100

    function pass() {
        if (waiting)
            controller.passScreen()
    }
    function lift() {
        if (down && cover.opacity > 0.9)
            controller.liftCurtain()
    }
    onDownChanged: if (down) forceActiveFocus()
    onWaitingChanged: if (waiting) forceActiveFocus()
    Keys.onReturnPressed: waiting ? pass() : lift()
    Keys.onSpacePressed: waiting ? pass() : lift()

    // While the turn's result is looked at, the table takes no clicks: the
    // next player's decisions wait behind the curtain.
    MouseArea {
        anchors.fill: parent
        enabled: curtain.waiting
    }
    Rectangle {
        objectName: "passBar"
        visible: curtain.waiting
        // At the column's right end: the counts at the left of the strip
        // under the board (captured, walls) stay in sight. What the pass
        // means is said in the side panel (SidePanel's passNoteLabel): a
        // long note here covered those counts.
        x: curtain.barLeft + Math.max(0, curtain.barWidth - width - 8)
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12
        width: Math.min(curtain.barWidth - 12, passRow.implicitWidth + 32)
        height: passRow.implicitHeight + 20
        radius: 8
        color: Theme.panel
        border.color: Theme.accent
        border.width: 2
        Row {
            id: passRow
            anchors.centerIn: parent
            spacing: 14
            TipButton {
                // Only the turn's own player may take it back, before passing
                // the screen on (GameController::canUndo).
                id: takeBackButton
                objectName: "takeBackButton"
                anchors.verticalCenter: parent.verticalCenter
                visible: curtain.controller.canUndo
                text: qsTr("Undo")
                tip: qsTr("Take back your last move: the screen stays yours")
                onClicked: curtain.controller.undo()
            }
            Button {
                id: passButton
                objectName: "passButton"
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Pass to %1").arg(curtain.next)
                highlighted: true
                onClicked: curtain.pass()
            }
        }
    }

    Rectangle {
        id: cover
        objectName: "curtainCover"
        anchors.fill: parent
        visible: curtain.down || opacity > 0
        opacity: 0
        color: "#1b1815"
        states: State {
            name: "down"
            when: curtain.down
            PropertyChanges { target: cover; opacity: 1 }
        }
        transitions: Transition {
            to: "down"
            SequentialAnimation {
                // Passed by hand, it falls at once; otherwise the last move is seen landing.
                PauseAnimation { duration: curtain.passed ? 0 : 600 * AppSettings.animationFactor }
                NumberAnimation { property: "opacity"; duration: 250 }
            }
        }

        // The folds of a curtain.
        Row {
            anchors.fill: parent
            Repeater {
                model: 12
                delegate: Rectangle {
                    required property int index
                    width: cover.width / 12
                    height: cover.height
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
            width: Math.min(cover.width * 0.8, message.implicitWidth + 64)
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
                    font.pixelSize: Theme.px(22)
                    font.bold: true
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                }
                Text {
                    width: parent.width
                    text: qsTr("The table is hidden so that neither player sees what only the other may know.")
                    color: Theme.textDim
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                }
            }
        }
        MouseArea {
            // Takes every click while it is up; one lifts it once it is down.
            anchors.fill: parent
            enabled: cover.visible
            hoverEnabled: true
            cursorShape: curtain.down ? Qt.PointingHandCursor : Qt.ArrowCursor
            onClicked: curtain.lift()
        }
    }
    Accessible.role: Accessible.Dialog
    Accessible.name: waiting ? passButton.text : message.text
}
