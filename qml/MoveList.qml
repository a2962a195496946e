// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// The list of moves as players read it: one row per move number, a column per
// player while the turns fit on a line, the turns one under the other and
// wrapped at word boundaries when they do not (a hat put on mid-chain, what
// Warding did, a move told in words). Hovering a turn shows its notation. A
// click on a turn, or Left and Right while the list has the focus, shows the
// position after it; the latest turn, Escape (SidePanel) or the banner over
// the board go back to the game.
FocusScope {
    id: list

    required property GameController controller
    required property QtObject art
    // The heading "Moves"; a short panel does without it once the players'
    // names head the columns.
    property bool showHeading: true
    // The latest turn's notes wait while a die tumbles: they tell its result.
    property bool notesWait: false
    readonly property int latestTurn: {
        let latest = -1
        for (const r of rows)
            for (const c of (r.cells || []))
                if (c.turn !== undefined && c.turn > latest)
                    latest = c.turn
        return latest
    }

    // The rows are taken anew only when they change, so a click elsewhere
    // does not rebuild the list under the pointer.
    property var rows: []
    readonly property string rowsKey: JSON.stringify(controller.moveRows)
    onRowsKeyChanged: {
        rows = controller.moveRows
        if (!controller.viewing) {
            followLatest = true
            Qt.callLater(view.positionViewAtEnd)
            keepLatestInSight()
        }
    }
    // The latest move stays in sight while the list grows or the panel above
    // it (a prompt, its help) takes room, until the player scrolls back.
    property bool followLatest: true
    function keepLatestInSight() {
        if (followLatest && !controller.viewing) {
            Qt.callLater(showLatest)
            settle.left = 6
            settle.restart()
        }
    }
    // The rows take their height over a few frames (a new row made at the
    // end, notes wrapped to the width), and the end found at once could be
    // short of the real one: it is sought again for half a second after a
    // change, never later, so a player scrolling back is not pulled down.
    Timer {
        id: settle
        property int left: 0
        interval: 80
        repeat: true
        onTriggered: {
            if (--left <= 0)
                stop()
            if (list.followLatest && !list.controller.viewing && !view.atYEnd && !view.moving)
                list.showLatest()
        }
    }
    // The end of the list; a latest turn taller than the list (its notes, on
    // a short window) shows from its first line, the move itself. In a row of
    // two turns written one under the other, the latest is the second.
    function showLatest() {
        view.positionViewAtEnd()
        const last = view.count > 0 ? view.itemAtIndex(view.count - 1) : null
        if (!last)
            return
        const top = last.y + last.latestTop
        if (last.y + last.height - top > view.height)
            view.contentY = top
        else if (last.y + last.height - view.contentY > view.height)
            view.contentY = last.y + last.height - view.height
    }

    // The height that shows every row: a panel gives a short list no more
    // room than that, so the prompt above keeps what it needs.
    readonly property real neededHeight: layout.implicitHeight + view.contentHeight

    readonly property int numberWidth: Theme.px(30)
    readonly property real columnWidth: (view.width - 12 - numberWidth - 2 * 8) / 2
    readonly property var counts: controller.setupCounts

    FontMetrics {
        id: metrics
        font.pixelSize: Theme.px(14)
    }
    function fits(cell) {
        if (cell.text === undefined)
            return true
        const shown = AppSettings.movesInWords && cell.words ? cell.words : cell.text
        return cell.notes.length === 0 && metrics.advanceWidth(shown) <= columnWidth
    }
    // Whether any turn is written in the two columns. The headings stand over
    // the columns while one is; only when every turn is written across both
    // (a long move, or one with notes) do they become a legend, since then no
    // column belongs to one player.
    // Only finished turns decide: a turn in progress has no notes yet, and
    // in a game whose every turn gets some (Alien Checkers' cards) the
    // headings would jump back and forth with each turn. Until one is
    // finished, the columns stand.
    readonly property bool inColumns: {
        const done = rows.filter(r => r.ending === undefined
                                 && r.cells.some(c => c.current === false))
        return done.length === 0 || done.some(r => fitsColumns(r.cells))
    }
    // A turn is written in the two columns when both its moves fit there.
    function fitsColumns(cells) {
        return fits(cells[0]) && fits(cells[1])
    }
    function showTurn(turn) {
        list.forceActiveFocus()
        controller.viewTurn(turn)
    }

    ColumnLayout {
        id: layout
        anchors.fill: parent
        spacing: 6

        Label {
            visible: list.showHeading
            text: qsTr("Moves")
            color: Theme.textDim
            font.pixelSize: Theme.px(13)
        }
        // Decisions made while the game was set up (a hat draft) are summed
        // up in one line; the moves of play are numbered from 1 after them.
        Label {
            objectName: "setupSummary"
            Layout.fillWidth: true
            visible: list.controller.setupMoveCount > 0
            // A game may word its setup itself (the characters chosen).
            text: typeof list.art.setupLine === "function"
                  ? list.art.setupLine(list.controller.setupPicks, list.controller.playerNames)
                  : list.counts.length === 2 && list.counts[0] === list.counts[1]
                  ? qsTr("%1 each").arg(list.art.setupSummary(list.counts[0]))
                  : list.art.setupSummary(list.controller.setupMoveCount)
            color: Theme.textDim
            font.pixelSize: Theme.px(13)
            wrapMode: Text.WordWrap
            // One line on a short panel, which keeps its room for moves (the
            // tip then has it whole).
            maximumLineCount: list.showHeading ? 2 : 1
            elide: Text.ElideRight
            HoverHandler { id: setupHover }
            InfoTip {
                objectName: "setupTip"
                visible: setupHover.hovered
                // Who took what, where the game can tell; else the picks in order.
                readonly property string picks: typeof list.art.setupTip === "function"
                      ? list.art.setupTip(list.controller.setupPicks, list.controller.playerNames)
                      : list.controller.setupPicks.map(p => list.art.faceName(p)).join(", ")
                text: parent.truncated && typeof list.art.setupLine === "function" ? parent.text : picks
            }
        }

        Item {
            // Whose column is whose.
            id: headings
            objectName: "moveHeadings"
            visible: list.rows.length > 0
            Layout.leftMargin: list.numberWidth + 8
            Layout.fillWidth: true
            implicitHeight: headingRepeater.count > 0 ? headingRepeater.itemAt(0).height : 0
            readonly property real secondX: list.inColumns ? list.columnWidth + 8
                : headingRepeater.count > 0 ? headingRepeater.itemAt(0).implicitWidth + 16 : 0
            Repeater {
                id: headingRepeater
                model: 2
                delegate: Row {
                    id: heading
                    required property int index
                    objectName: "moveHeading_" + index
                    x: index === 0 ? 0 : headings.secondX
                    spacing: 6
                    Rectangle {
                        anchors.verticalCenter: parent.verticalCenter
                        width: 10; height: 10; radius: 5
                        color: list.art.playerColour(heading.index)
                        border.color: list.art.playerRim(heading.index)
                    }
                    Label {
                        text: list.controller.playerNames[heading.index] || ""
                        color: Theme.textDim
                        font.pixelSize: Theme.px(12)
                    }
                }
            }
        }

        ListView {
            id: view
            objectName: "moveListView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            focus: true
            activeFocusOnTab: true
            model: list.rows
            spacing: 2
            boundsBehavior: Flickable.StopAtBounds
            onHeightChanged: list.keepLatestInSight()
            onContentHeightChanged: list.keepLatestInSight()
            onMovementEnded: list.followLatest = atYEnd
            Keys.onLeftPressed: list.controller.viewPrevious()
            Keys.onRightPressed: list.controller.viewNext()

            // A row cut by the top edge fades out under the column heading
            // instead of reading as text drawn over it.
            Rectangle {
                parent: view
                objectName: "moveListTopFade"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                height: 16
                z: 2
                visible: !view.atYBeginning
                gradient: Gradient {
                    GradientStop { position: 0; color: Theme.panel }
                    GradientStop { position: 1; color: Qt.rgba(Theme.panel.r, Theme.panel.g, Theme.panel.b, 0) }
                }
            }

            delegate: Item {
                id: row
                required property var modelData
                required property int index
                readonly property var cells: modelData.cells
                readonly property bool twoColumns: list.fitsColumns(row.cells)
                // The last line, how the game ended: "White resigns", "Draw: ...".
                readonly property bool ending: modelData.ending !== undefined
                // Where the row's latest turn begins: the second of two turns
                // written one under the other, else the row's top.
                readonly property real latestTop: {
                    const second = stackedTurns.count > 1 ? stackedTurns.itemAt(1) : null
                    return second && second.visible && second.height > 0 ? stacked.y + second.y : 0
                }
                width: view.width - 12
                height: ending ? endingLabel.implicitHeight
                               : twoColumns ? Math.max(first.height, second.height) : stacked.implicitHeight

                Label {
                    id: endingLabel
                    objectName: "endingLine"
                    visible: row.ending
                    x: list.numberWidth + 8
                    width: row.width - x
                    text: row.ending ? row.modelData.ending : ""
                    color: Theme.accent
                    font.pixelSize: Theme.px(14)
                    font.italic: true
                    topPadding: 2
                    wrapMode: Text.WordWrap
                }
                Label {
                    visible: !row.ending
                    width: list.numberWidth
                    text: row.modelData.number + "."
                    color: Theme.textDim
                    font.pixelSize: Theme.px(14)
                    topPadding: 2
                }
                MoveCell {
                    id: first
                    visible: row.twoColumns && !row.ending
                    x: list.numberWidth + 8
                    width: list.columnWidth
                    controller: list.controller
                    cell: row.cells[0]
                    notesHidden: list.notesWait && cell.turn === list.latestTurn
                    number: row.modelData.number
                    side: 0
                    onChosen: (turn) => list.showTurn(turn)
                }
                MoveCell {
                    id: second
                    visible: row.twoColumns && !row.ending
                    x: list.numberWidth + 8 + list.columnWidth + 8
                    width: list.columnWidth
                    controller: list.controller
                    cell: row.cells[1]
                    notesHidden: list.notesWait && cell.turn === list.latestTurn
                    number: row.modelData.number
                    side: 1
                    onChosen: (turn) => list.showTurn(turn)
                }
                Column {
                    id: stacked
                    visible: !row.twoColumns && !row.ending
                    x: list.numberWidth + 8
                    width: row.width - x
                    spacing: 2
                    Repeater {
                        id: stackedTurns
                        model: row.twoColumns ? [] : [0, 1]
                        delegate: Item {
                            id: stackedTurn
                            required property int modelData
                            readonly property var cell: row.cells[modelData]
                            visible: cell.text !== undefined
                            // While the headings stand over columns, the second
                            // player's reply stands under its own, its notes
                            // wrapped there: from the left edge it read as the
                            // first player's.
                            x: modelData === 1 && list.inColumns ? list.columnWidth + 8 : 0
                            width: stacked.width - x
                            height: visible ? stackedCell.height : 0
                            Rectangle {
                                // Whose turn, since the columns are gone: in the
                                // gap before the text, which lines up with the columns.
                                x: -13
                                y: 7
                                width: 9; height: 9; radius: 4.5
                                color: list.art.playerColour(stackedTurn.modelData)
                                border.color: list.art.playerRim(stackedTurn.modelData)
                            }
                            MoveCell {
                                id: stackedCell
                                width: stackedTurn.width
                                controller: list.controller
                                cell: stackedTurn.cell
                                notesHidden: list.notesWait && cell.turn === list.latestTurn
                                number: row.modelData.number
                                side: stackedTurn.modelData
                                onChosen: (turn) => list.showTurn(turn)
                            }
                        }
                    }
                }
            }
            // Seen on the panel while earlier moves lie above (Fusion drew it
            // in the panel's own colour).
            ScrollBar.vertical: PanelScrollBar {}
        }
    }
}
