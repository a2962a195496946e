// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// The common art: checkers pieces for tokens of type "man" and "king", and
// plain defaults for anything a game's own art does not draw or name. Every
// game's art offers the same functions (see SorcererArt).
QtObject {
    id: art

    readonly property Component pieceArt: Component { CheckerPiece {} }
    // A die (type "die", lying in a zone of kind "dice"): its face in pips,
    // tumbling on each roll. Every game with dice uses this one.
    readonly property Component dieArt: Component {
        DieFace {
            property Item token: null
            value: token ? token.face : ""
            rolls: token ? token.rolls : 0
        }
    }
    // Anything without art of its own: a disc in its owner's colour showing its face.
    readonly property Component plainArt: Component {
        Rectangle {
            property Item token: null
            radius: width / 2
            color: token && token.owner === 1 ? Theme.whitePiece : Theme.blackPiece
            border.color: Theme.panelBorder
            Text {
                anchors.centerIn: parent
                text: parent.token ? parent.token.face : ""
                color: parent.token && parent.token.owner === 1 ? "#000000" : "#ffffff"
                font.pixelSize: Math.max(8, parent.height * 0.4)
            }
        }
    }
    // A face held in a rack or pool, with how many: the interface of HatSlot
    // (tokenBox: where a token lying here is drawn while it arrives or leaves).
    readonly property Component slotArt: Component {
        Rectangle {
            property string face: ""
            property int count: 0
            property string where: ""
            property bool selectable: false
            property bool selected: false
            signal clicked()
            readonly property rect tokenBox: Qt.rect(0, 0, width, height)
            color: "transparent"
            border.color: selected ? Theme.selected : selectable ? Theme.accent : Theme.panelBorder
            radius: 4
            Text {
                anchors.centerIn: parent
                text: parent.count
                color: Theme.text
            }
            TapHandler { enabled: parent.selectable; onTapped: parent.clicked() }
        }
    }
    // A face drawn small, beside a button.
    readonly property Component iconArt: Component {
        Rectangle {
            property string face: ""
            radius: width / 2
            color: Theme.panelBorder
            Text {
                anchors.centerIn: parent
                text: parent.face
                color: Theme.text
                font.pixelSize: Math.max(6, parent.height * 0.5)
            }
        }
    }
    // An empty place for a token of a face.
    readonly property Component ghostArt: Component {
        Rectangle {
            property string face: ""
            radius: width / 2
            color: "transparent"
            border.color: Qt.rgba(1, 1, 1, 0.22)
        }
    }
    // A heap off the board, showing how many it holds: the interface of HatHeap.
    readonly property Component heapArt: Component {
        Rectangle {
            property string kind: ""
            property var counts: []
            property int total: 0
            readonly property rect tokenBox: Qt.rect(width * 0.2, height * 0.2, width * 0.6, height * 0.6)
            radius: 4
            color: Theme.panelBorder
            Text {
                anchors.centerIn: parent
                text: parent.total
                color: Theme.text
            }
        }
    }

    // The colour of each player's pieces, for the discs that stand for them
    // (the first player's dark, as Black moves first in checkers).
    function playerColour(side) { return side === 0 ? Theme.blackPiece : Theme.whitePiece }
    function playerRim(side) { return side === 0 ? Theme.blackPieceRim : Theme.whitePieceRim }
    function tokenComponent(type) {
        if (type === "die")
            return dieArt
        return type === "man" || type === "king" ? pieceArt : plainArt
    }
    // Whether a token of this type may stay in view a while after it left
    // the table, and how long (ms) this one does.
    function mayLinger(type) { return false }
    function leaveDelay(token) { return 0 }
    // A roll of the history, {value, reason}, in a line.
    function rollLine(roll) {
        return roll.reason !== "" ? qsTr("%1: %2").arg(roll.value).arg(roll.reason) : String(roll.value)
    }
    // The tooltip of a die: what it shows and the latest rolls with their reasons.
    function dieTip(token) {
        const rolls = token.controller.table.rolls.filter(r => r.token === token.tokenId)
        // A die may show a face before any roll is listed for it.
        if (rolls.length === 0)
            return token.face !== "" ? qsTr("The die shows %1.").arg(token.face)
                                     : qsTr("The die: not rolled yet.")
        let lines = [qsTr("The die. Latest rolls, newest first:")]
        for (const r of rolls)
            lines.push("  " + rollLine(r))
        return lines.join("\n")
    }
    // How a token of this type moves: ms, easing, whether it arcs through the
    // air, and how long each later event in one update waits after the last.
    function motion(type) {
        return { duration: 220, easing: Easing.OutCubic, arc: false, stagger: 0 }
    }
    // Where a token worn on another sits, relative to the wearer's box.
    function wornSpot(type, wearerType, index, cellSize) {
        const w = cellSize * 0.3
        return { x: cellSize * 0.6, y: cellSize * 0.1 - index * w * 0.5, w: w, h: w }
    }
    // The faces a zone lays out slots for, in order ([] for the faces present).
    function faces(zone) { return [] }
    function faceName(face) { return face }
    function faceTitle(face) { return face }
    function faceTip(face) { return "" }
    function faceColour(face) { return Theme.selected }
    // A line for the tooltip of a token, given the faces it wears.
    function tokenTip(token, wornFaces) { return token.type === "die" ? dieTip(token) : "" }
    function heapLabel(zone) { return zone.label }
    function zoneTip(zone, playerName) { return "" }
    function measureLabel(id, label) { return label.length > 0 ? label[0].toUpperCase() + label.substring(1) : id }
    // Choices shown as buttons: label, faces to draw beside it, and whether
    // it is a "plain" button, a "highlight"ed one or one of the "more" kept
    // behind a button of their own.
    function choiceLabel(choice) { return choice.label }
    function choiceFaces(choice) { return choice.face !== "" ? [choice.face] : [] }
    function choiceStyle(choice) { return "plain" }
    function moreButton(count) { return qsTr("More choices… (%1)").arg(count) }
    function moreTitle() { return qsTr("More choices") }
    function moreText() { return "" }
    function moreHeading(group) { return group }
    function pickHint(face) {
        return face !== "" ? qsTr("Click a ringed square.") : qsTr("Choose what to place, then click a ringed square.")
    }
    function draftTitle(zone) { return zone.label }
    function draftText(withPools) { return "" }
    function counterText(counter, playerName) { return qsTr("%1: %2").arg(counter.label).arg(counter.value) }
    function counterMax(counter) { return 0 }
    function setupSummary(count) { return qsTr("Setup: %1").arg(count) }
}
