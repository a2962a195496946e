// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

// A tooltip for the item it is declared in. `visible` says when the tip is
// wanted (usually while that item is hovered); it then shows after a short
// delay, beside the item rather than over it (to the right, else to the
// left, else below or above), wraps long explanations, and stays inside the
// window. A press hides it, and so does the item hiding it while the pointer
// is still there (a piece being dragged or flying); either way it stays
// hidden, also once the piece is dropped, until the pointer has left the item.
// `hold()` hides it the same way after a click on the item: the player is on
// the way to the next click, and the tip covered what they were to click.
//
// It watches the item's own hover (a control's `hovered`, or the first
// HoverHandler in it) rather than adding a handler: in Qt 6.4 a handler
// added over an item takes the hover from the item and from any below it.
Item {
    id: tip

    property string text: ""
    // Hidden until the pointer leaves the item.
    property bool suppressed: false
    // Where the item's hover is read: a control, or a HoverHandler in it.
    property QtObject hoverSource: null
    // Whether the pointer is over the item. An item that can tell more than
    // its hover (a piece landed under a pointer that has not moved since, so
    // no hover is reported yet) says so here.
    property bool pointerHere: hoverSource !== null && hoverSource.hovered

    function hold() {
        if (hoverSource === null)
            hoverSource = findHoverSource()
        suppressed = true
        holdTimer.restart()
    }

    function findHoverSource() {
        const item = tip.parent
        if (!item)
            return null
        if (typeof item.hovered === "boolean")
            return item
        for (let i = 0; i < item.data.length; ++i) {
            const o = item.data[i]
            if (o !== tip && typeof o.hovered === "boolean")
                return o
        }
        return null
    }

    anchors.fill: parent

    onVisibleChanged: {
        // Looked up once wanted: by then the whole item has been made.
        if (hoverSource === null)
            hoverSource = findHoverSource()
        if (!visible && pointerHere)
            suppressed = true
    }
    // Qt may report a leave just after a click although the pointer stays:
    // a hold that has just begun waits for its timer.
    onPointerHereChanged: if (!pointerHere && !holdTimer.running) suppressed = false
    Timer {
        id: holdTimer
        interval: 1500
        onTriggered: if (!tip.pointerHere) tip.suppressed = false
    }

    // Never for an item no longer in a window (a token whose game was
    // replaced). Opened by this timer rather than the tooltip's own delay:
    // in Qt 6.4 that delay can open it after its item has left the window
    // ("cannot find any window to open popup in"), so the window is looked
    // at when the delay ends.
    readonly property bool wanted: tip.visible && !tip.suppressed && tip.text !== ""
                                   && tip.Window.window !== null
    onWantedChanged: {
        if (wanted) {
            showTimer.restart()
        } else {
            showTimer.stop()
            popup.close()
        }
    }
    Component.onCompleted: if (wanted) showTimer.restart()
    Timer {
        id: showTimer
        interval: 400
        onTriggered: if (tip.wanted && tip.Window.window !== null) popup.open()
    }

    ToolTip {
        id: popup
        objectName: "infoTipPopup"

        readonly property real gap: 8

        // Beside the item where there is room, measured in the window.
        function place() {
            const win = tip.Window.window
            const room = win ? Qt.size(win.width, win.height) : Qt.size(1e6, 1e6)
            const at = tip.mapToItem(null, 0, 0)
            const centredY = (tip.height - height) / 2
            if (at.x + tip.width + gap + width <= room.width - margins) {
                x = tip.width + gap
                y = centredY
            } else if (at.x - gap - width >= margins) {
                x = -width - gap
                y = centredY
            } else {
                x = (tip.width - width) / 2
                y = at.y + tip.height + gap + height <= room.height - margins ? tip.height + gap : -height - gap
            }
        }

        text: tip.text
        // Kept this far inside the window's edges.
        margins: 6
        width: Math.min(implicitWidth, 380)
        // Any press closes it (the press still reaches what is under it).
        closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
        onAboutToShow: place()
        // Closed while still wanted: by a press or Escape, not by the item.
        onClosed: if (tip.visible && tip.text !== "") tip.suppressed = true
    }
}
