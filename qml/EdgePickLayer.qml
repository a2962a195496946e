// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// Picks of edges between squares (a wall to build or to take away), which
// no click on a square can name: every edge that may be picked glows as a
// bar along it. A pick of two edges at once (a pair of walls) takes two
// clicks: the first edge, then one of the edges that pair with it, which
// then glow alone; a click on the first edge again lets it go.
// With the keyboard (the board forwards its keys here first): Shift and an
// arrow point at that side of the square under the board's cursor, Enter or
// Space takes the edge pointed at as a click would, Escape lets a first
// edge of a pair go. Plain arrows still move the cursor.
Item {
    id: picker
    objectName: "edgePickLayer"

    required property GameController controller
    required property Item board // the Board: edgeRect(square, side)

    // Edges as square * 4 + side, as the picks name a pair.
    readonly property var picks: controller.pickOptions.filter(p => p.kind === "edge")
    property int chosen: -1
    // Kept while it still pairs with an edge on offer: a click beside the
    // glowing edges (refused) let the first wall go without a word.
    onPicksChanged: if (!picks.some(p => p.pair && (p.pair[0] === chosen || p.pair[1] === chosen))) chosen = -1

    function edgeOf(p) { return p.edgeSquare * 4 + p.side }
    // The edges to show now, each once: [{edge, index}] (index: the pick a
    // click takes at once, or -1 when the click chooses the first of a pair).
    readonly property var shown: {
        let out = []
        const add = (edge, index) => {
            if (!out.some(e => e.edge === edge))
                out.push({ edge: edge, index: index })
        }
        for (const p of picks) {
            if (!p.pair) {
                if (chosen < 0) {
                    add(edgeOf(p), p.index)
                    // The other wall of a pair that goes with it.
                    for (const e of (p.also || []))
                        add(e, p.index)
                }
                continue
            }
            const a = p.pair[0], b = p.pair[1]
            if (chosen < 0) {
                add(a, -1)
                add(b, -1)
            } else if (a === chosen) {
                add(b, p.index)
            } else if (b === chosen) {
                add(a, p.index)
            }
        }
        return out
    }

    function take(entry) {
        if (entry.index >= 0)
            controller.pickAction(entry.index)
        else
            chosen = entry.edge
    }

    // The edge the keyboard points at (square * 4 + side), or -1.
    property int keyEdge: -1
    readonly property int cursorSquare: board.keyboardMode ? board.cursorSquare : -1
    onCursorSquareChanged: keyEdge = -1
    onShownChanged: if (!shown.some(e => e.edge === keyEdge)) keyEdge = -1
    // The side of `square` that lies toward (dx, dy) on screen: the board
    // may be drawn turned, so the sides are found where they are drawn.
    function sideToward(square, dx, dy) {
        const cell = board.cellRect(square)
        let best = -1, most = 0
        for (let side = 0; cell && side < 4; ++side) {
            const r = board.edgeRect(square, side)
            const along = r ? (r.x + r.w / 2 - cell.x - cell.w / 2) * dx + (r.y + r.h / 2 - cell.y - cell.h / 2) * dy : 0
            if (along > most) {
                most = along
                best = side
            }
        }
        return best
    }
    Keys.onPressed: (event) => {
        event.accepted = false
        if (shown.length === 0 && chosen < 0)
            return
        const shift = (event.modifiers & Qt.ShiftModifier) !== 0
        const arrows = { [Qt.Key_Left]: [-1, 0], [Qt.Key_Right]: [1, 0], [Qt.Key_Up]: [0, -1], [Qt.Key_Down]: [0, 1] }
        if (shift && arrows[event.key] && cursorSquare >= 0) {
            // Taken even when that side cannot be picked: Shift and an arrow
            // never moves the cursor while edges are on offer.
            event.accepted = true
            const side = sideToward(cursorSquare, arrows[event.key][0], arrows[event.key][1])
            const edge = side >= 0 ? cursorSquare * 4 + side : -1
            if (shown.some(e => e.edge === edge))
                keyEdge = edge
        } else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space)
                   && keyEdge >= 0) {
            event.accepted = true
            const entry = shown.find(e => e.edge === keyEdge)
            keyEdge = -1
            if (entry)
                take(entry)
        } else if (event.key === Qt.Key_Escape && chosen >= 0) {
            event.accepted = true
            chosen = -1
        }
    }

    // The first edge of a pair, chosen: drawn as if built.
    Rectangle {
        objectName: "chosenEdge"
        readonly property var box: picker.chosen >= 0 ? picker.board.edgeRect(Math.floor(picker.chosen / 4), picker.chosen % 4) : null
        visible: box !== null
        x: box ? box.x : 0; y: box ? box.y : 0
        width: box ? box.w : 0; height: box ? box.h : 0
        radius: Math.min(width, height) / 2
        color: Theme.selected
        TapHandler { onTapped: picker.chosen = -1 }
    }
    Rectangle {
        // The edge the keyboard points at: framed like the board's cursor.
        objectName: "keyEdge"
        readonly property var box: picker.keyEdge >= 0 ? picker.board.edgeRect(Math.floor(picker.keyEdge / 4), picker.keyEdge % 4) : null
        readonly property real rim: Math.max(2, picker.board.cellSize * 0.045)
        visible: box !== null
        z: 1
        x: box ? box.x - 2 * rim : 0; y: box ? box.y - 2 * rim : 0
        width: box ? box.w + 4 * rim : 0; height: box ? box.h + 4 * rim : 0
        color: "transparent"
        border.color: "#ffffff"
        border.width: rim
        Rectangle {
            anchors.fill: parent
            anchors.margins: parent.rim
            color: "transparent"
            border.color: "#1a73e8"
            border.width: parent.rim
        }
    }
    // The edges a hint picks, in the hint's colour, over the ones on offer.
    Repeater {
        model: picker.controller.hintEdges
        delegate: Rectangle {
            required property var modelData
            readonly property var box: picker.board.edgeRect(Math.floor(modelData / 4), modelData % 4)
            readonly property bool across: box ? box.w >= box.h : true
            objectName: "hintEdge"
            z: 2
            visible: box !== null
            x: box ? box.x : 0; y: box ? box.y : 0
            width: box ? Math.max(box.w, 4) : 0; height: box ? Math.max(box.h, 4) : 0
            radius: Math.min(width, height) / 2
            color: "#8fd3e8"
            border.color: "#1b4a5a"
            border.width: 1
        }
    }
    Repeater {
        model: picker.shown
        delegate: Item {
            id: bar
            required property var modelData
            readonly property var box: picker.board.edgeRect(Math.floor(modelData.edge / 4), modelData.edge % 4)
            readonly property bool across: box ? box.w >= box.h : true
            // Easier to hit than it is thick.
            readonly property real grow: picker.board.cellSize * 0.12
            objectName: "edgeTarget"
            x: box ? box.x - (across ? 0 : grow) : 0
            y: box ? box.y - (across ? grow : 0) : 0
            width: box ? box.w + (across ? 0 : 2 * grow) : 0
            height: box ? box.h + (across ? 2 * grow : 0) : 0
            Rectangle {
                id: edgeGlow
                anchors.centerIn: parent
                width: bar.across ? parent.width * 0.8 : Math.max(3, bar.box ? bar.box.w * 0.6 : 3)
                height: bar.across ? Math.max(3, bar.box ? bar.box.h * 0.6 : 3) : parent.height * 0.8
                radius: Math.min(width, height) / 2
                color: hover.hovered ? "#ffffff" : Theme.selected
                opacity: hover.hovered ? 1 : 1 - 0.55 * Theme.wave(1300)
            }
            HoverHandler { id: hover; cursorShape: Qt.PointingHandCursor }
            TapHandler { onTapped: picker.take(bar.modelData) }
        }
    }
}
