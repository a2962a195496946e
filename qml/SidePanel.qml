import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

Rectangle {
    id: panel

    required property GameController controller
    property string pickGroup: ""
    required property QtObject art
    signal rulesRequested()
    signal setupRequested()
    signal saveRequested()
    signal openRequested()

    color: Theme.panel
    radius: 8
    border.color: Theme.panelBorder

    function playerLabel(side) {
        const kind = controller.playerKinds[side]
        if (kind === undefined)
            return ""
        if (kind === "human")
            return controller.playerKinds[1 - side] === "human" ? qsTr("Player %1").arg(side + 1) : qsTr("You")
        return qsTr("Computer (%1)").arg(kind)
    }

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 14
        spacing: 10

        Label {
            text: panel.controller.gameTitle
            color: Theme.text
            font.pixelSize: 22
            font.bold: true
        }
        Label {
            objectName: "activeOptions"
            Layout.fillWidth: true
            visible: panel.controller.activeOptions.length > 0
            text: panel.controller.activeOptions.join(" · ")
            color: Theme.textDim
            font.pixelSize: 12
            wrapMode: Text.WordWrap
        }

        Repeater {
            model: 2
            delegate: Rectangle {
                required property int index
                readonly property bool active: panel.controller.currentPlayer === index
                Layout.fillWidth: true
                implicitHeight: 44
                radius: 6
                color: active ? Qt.rgba(0.91, 0.71, 0.30, 0.18) : "transparent"
                border.color: active ? Theme.accent : Theme.panelBorder
                RowLayout {
                    anchors.fill: parent
                    anchors.margins: 8
                    spacing: 10
                    Rectangle {
                        width: 22; height: 22; radius: 11
                        color: index === 0 ? Theme.blackPiece : Theme.whitePiece
                        border.color: index === 0 ? Theme.blackPieceRim : Theme.whitePieceRim
                    }
                    Label {
                        Layout.fillWidth: true
                        text: (panel.controller.playerNames[index] || "") + " — " + panel.playerLabel(index)
                        color: Theme.text
                        font.pixelSize: 15
                        elide: Text.ElideRight
                    }
                    BusyIndicator {
                        visible: parent.parent.active && panel.controller.thinking
                        running: visible
                        implicitWidth: 24; implicitHeight: 24
                    }
                }
            }
        }

        Label {
            objectName: "decisionLabel"
            Layout.fillWidth: true
            text: panel.controller.pendingDecision
            color: panel.controller.mustCapture ? "#ffb199" : Theme.text
            font.pixelSize: 15
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "statusLabel"
            Layout.fillWidth: true
            text: panel.controller.statusText
            visible: text !== ""
            color: Theme.accent
            font.pixelSize: 14
            wrapMode: Text.WordWrap
        }

        ChoicePanel {
            Layout.fillWidth: true
            controller: panel.controller
            pickGroup: panel.pickGroup
            art: panel.art
        }

        // Decisions made while the game was set up (a hat draft) open the move
        // list; they are summed up in one line, and the moves of play are
        // numbered from 1 after them.
        readonly property var allMoves: panel.controller.moveList
        readonly property int setupMoves: panel.controller.setupMoveCount
        readonly property var playMoves: setupMoves > 0 ? allMoves.slice(setupMoves) : allMoves

        Label {
            text: qsTr("Moves")
            color: Theme.textDim
            font.pixelSize: 13
        }
        Label {
            objectName: "setupSummary"
            Layout.fillWidth: true
            visible: content.setupMoves > 0
            text: panel.art.setupSummary(content.setupMoves)
            color: Theme.textDim
            font.pixelSize: 13
            elide: Text.ElideRight
            HoverHandler { id: setupHover }
            InfoTip {
                visible: setupHover.hovered
                text: panel.controller.setupPicks.map(p => panel.art.faceName(p)).join(", ")
            }
        }
        ListView {
            id: moves
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: Math.ceil(content.playMoves.length / 2)
            onCountChanged: positionViewAtEnd()
            // A turn may be long ("6x15 blue@19 15x24"): the two columns share the
            // width and wrap.
            delegate: Row {
                required property int index
                width: moves.width - 12
                spacing: 8
                readonly property real columnWidth: (width - 34 - 2 * spacing) / 2
                Label { width: 34; text: (index + 1) + "."; color: Theme.textDim; font.pixelSize: 14 }
                Label {
                    width: parent.columnWidth
                    text: content.playMoves[2 * index] || ""
                    color: Theme.text
                    font.pixelSize: 14
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                }
                Label {
                    width: parent.columnWidth
                    text: content.playMoves[2 * index + 1] || ""
                    color: Theme.text
                    font.pixelSize: 14
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                }
            }
            ScrollBar.vertical: ScrollBar {}
        }

        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8
            rowSpacing: 8
            Button {
                Layout.fillWidth: true
                text: qsTr("New game")
                onClicked: panel.controller.restart()
            }
            Button {
                Layout.fillWidth: true
                text: qsTr("Undo")
                enabled: panel.controller.canUndo
                onClicked: panel.controller.undo()
            }
            Button {
                Layout.fillWidth: true
                text: qsTr("Flip board")
                onClicked: panel.controller.flipped = !panel.controller.flipped
            }
            Button {
                Layout.fillWidth: true
                text: qsTr("Rules")
                onClicked: panel.rulesRequested()
            }
            Button {
                objectName: "saveButton"
                Layout.fillWidth: true
                text: qsTr("Save…")
                onClicked: panel.saveRequested()
            }
            Button {
                objectName: "openGameButton"
                Layout.fillWidth: true
                text: qsTr("Open…")
                onClicked: panel.openRequested()
            }
            Button {
                Layout.fillWidth: true
                Layout.columnSpan: 2
                text: qsTr("Change game or players…")
                onClicked: panel.setupRequested()
            }
        }
    }
}
