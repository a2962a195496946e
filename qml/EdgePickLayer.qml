import QtQuick
import Hatrack

// Picks of edges between squares (a wall to build or to take away), which
// no click on a square can name: every edge that may be picked glows as a
// bar along it. A pick of two edges at once (a pair of walls) takes two
// clicks: the first edge, then one of the edges that pair with it, which
// then glow alone; a click on the first edge again lets it go.
Item {
    id: picker

    required property GameController controller
    required property Item board // the Board: edgeRect(square, side)

    // Edges as square * 4 + side, as the picks name a pair.
    readonly property var picks: controller.pickOptions.filter(p => p.kind === "edge")
    property int chosen: -1
    onPicksChanged: chosen = -1

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
                if (chosen < 0)
                    add(edgeOf(p), p.index)
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
                anchors.centerIn: parent
                width: bar.across ? parent.width * 0.8 : Math.max(3, bar.box ? bar.box.w * 0.6 : 3)
                height: bar.across ? Math.max(3, bar.box ? bar.box.h * 0.6 : 3) : parent.height * 0.8
                radius: Math.min(width, height) / 2
                color: hover.hovered ? "#ffffff" : Theme.selected
                opacity: hover.hovered ? 1 : pulse
                property real pulse: 1
                SequentialAnimation on pulse {
                    loops: Animation.Infinite
                    NumberAnimation { to: 0.45; duration: 650; easing.type: Easing.InOutSine }
                    NumberAnimation { to: 1; duration: 650; easing.type: Easing.InOutSine }
                }
            }
            HoverHandler { id: hover; cursorShape: Qt.PointingHandCursor }
            TapHandler { onTapped: picker.take(bar.modelData) }
        }
    }
}
