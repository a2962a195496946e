// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
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
            font.pixelSize: Theme.px(30)
            font.bold: true
            // A narrow board (Alien Checkers at 800x600) shrinks it to fit.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 16
        }
        Label {
            objectName: "outcomeLabel"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: banner.controller.outcomeReason
            color: Theme.text
            font.pixelSize: Theme.px(15)
            wrapMode: Text.WordWrap
        }
        Grid {
            // The measures side by side, a row per player. A Grid and one
            // list of cells, not a GridLayout of several: Qt 6.4's layouts
            // kept the cells of a game replaced while the banner was hidden
            // and crashed on them.
            objectName: "scoreTable"
            visible: banner.showScore
            Layout.alignment: Qt.AlignHCenter
            columns: banner.measures.length + 1
            columnSpacing: 18
            rowSpacing: 4
            horizontalItemAlignment: Grid.AlignHCenter
            verticalItemAlignment: Grid.AlignVCenter
            Repeater {
                // Row 0: the measures' names; then a row per player: the
                // name, then a value per measure.
                model: banner.showScore ? 3 * (banner.measures.length + 1) : 0
                delegate: Label {
                    required property int index
                    readonly property int cellRow: Math.floor(index / (banner.measures.length + 1))
                    readonly property int cellColumn: index % (banner.measures.length + 1)
                    readonly property int measure: cellColumn - 1
                    readonly property int side: cellRow - 1
                    readonly property var entry: measure >= 0 ? banner.measures[measure] : null
                    readonly property bool decisive: measure >= 0 && measure === banner.decidedBy
                    objectName: cellRow > 0 && entry ? "score_" + side + "_" + entry.id
                              : cellRow > 0 ? "scoreName_" + side : ""
                    // Never 0 wide: a Grid leaves out an empty cell (the
                    // corner) and every later cell would slide one place back.
                    width: Math.max(implicitWidth, 1)
                    text: cellRow === 0 ? (entry ? banner.art.measureLabel(entry.id, entry.label) : "")
                          : cellColumn === 0 ? banner.controller.playerNames[side] || ""
                          : entry ? entry.values[side] : ""
                    color: cellRow === 0 ? (decisive ? Theme.accent : Theme.textDim)
                           : cellColumn === 0 && side === banner.controller.winner ? Theme.accent : Theme.text
                    font.pixelSize: cellRow === 0 ? 13 : 15
                    font.bold: decisive || (cellRow > 0 && cellColumn === 0)
                }
            }
        }
        // Side by side where they fit, else one above the other: never past
        // the banner's edge.
        GridLayout {
            id: buttons
            readonly property bool fits: playAgain.implicitWidth + lookButton.implicitWidth
                                         + changeButton.implicitWidth + 2 * columnSpacing <= column.width
            objectName: "outcomeButtons"
            Layout.alignment: Qt.AlignHCenter
            columns: fits ? 3 : 1
            columnSpacing: 12
            rowSpacing: 6
            Button {
                id: playAgain
                Layout.fillWidth: !buttons.fits
                text: qsTr("Play again")
                onClicked: banner.newGameRequested()
            }
            Button {
                id: lookButton
                objectName: "lookAtBoardButton"
                Layout.fillWidth: !buttons.fits
                text: qsTr("Look at the board")
                onClicked: banner.dismissed = true
            }
            Button {
                id: changeButton
                Layout.fillWidth: !buttons.fits
                text: qsTr("Change game")
                onClicked: banner.setupRequested()
            }
        }
    }
}
