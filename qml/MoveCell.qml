// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Hatrack

// One player's turn in the list of moves: its moves (in notation, or in
// words when the player chose so in the settings), then in smaller type what
// else happened in it. Hovering shows the other form (the notation under
// words, the words under notation); a click asks for the position after it.
Rectangle {
    id: cellItem

    required property GameController controller
    // {turn, side, text, words, notes, notation, current}, or {} for an empty cell.
    property var cell: ({})
    property int number: 0
    property int side: 0
    // Notes kept unread (in their place) while a die tells their result.
    property bool notesHidden: false
    signal chosen(int turn)

    readonly property bool filled: cell.text !== undefined
    readonly property bool shown: filled && cell.turn === controller.viewedTurn
    // The turn's moves as the settings want them read.
    readonly property string moveText: !filled ? ""
                                       : AppSettings.movesInWords && cell.words ? cell.words : cell.text
    // The tooltip: what the list does not show, never the text again. Under
    // words, the notation; under notation, the words and, when the turn did
    // more than its moves (a card, a hat), its whole notation. That one is
    // the saved game's ("pool:red nohat") and says so, or its words puzzle.
    readonly property string record: !filled || cell.notation === cell.text ? ""
                                     : qsTr("In the saved game: %1").arg(cell.notation)
    readonly property string tipText: {
        if (!filled)
            return ""
        if (AppSettings.movesInWords && cell.words)
            return cell.notation === moveText ? "" : record || cell.notation
        const lines = cell.words ? [cell.words] : []
        if (cell.notation !== moveText)
            lines.push(record)
        return lines.join("\n")
    }
    // What the cell says, in one line (for tests).
    readonly property string text: filled ? [moveText].concat(cell.notes).join(" · ") : ""

    // Named only where shown: a row lays its cells out either in columns or
    // one under the other, and tests look for the one on screen.
    objectName: visible ? "move_" + number + "_" + side : ""
    height: content.implicitHeight + 4
    radius: 4
    color: shown ? Qt.rgba(0.91, 0.71, 0.30, 0.30)
                 : hover.hovered && filled ? Qt.rgba(1, 1, 1, 0.07) : "transparent"
    border.color: shown ? Theme.accent : "transparent"

    Column {
        id: content
        x: 3
        y: 2
        width: parent.width - 6
        Label {
            width: parent.width
            // A game that starts with the second player leaves the first cell
            // open; a turn whose player has not moved yet, while the other
            // decides something (a crown after a quarter turn), is open too.
            text: cellItem.filled ? (cellItem.moveText !== "" ? cellItem.moveText : "…")
                                  : (cellItem.number === 1 && cellItem.side === 0 ? "…" : "")
            color: cellItem.filled && cellItem.cell.current ? Theme.textDim : Theme.text
            font.pixelSize: Theme.px(14)
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: cellItem.filled ? cellItem.cell.notes : []
            delegate: Label {
                required property string modelData
                width: content.width
                text: modelData
                opacity: cellItem.notesHidden ? 0 : 1
                color: Theme.textDim
                font.pixelSize: Theme.px(12)
                wrapMode: Text.WordWrap
            }
        }
    }
    HoverHandler {
        id: hover
        enabled: cellItem.filled
        cursorShape: Qt.PointingHandCursor
    }
    TapHandler {
        enabled: cellItem.filled
        onTapped: cellItem.chosen(cellItem.cell.turn)
    }
    InfoTip {
        visible: hover.hovered && cellItem.tipText !== ""
        text: cellItem.tipText
    }
}
