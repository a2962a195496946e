import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

Item {
    id: screen

    required property GameController controller
    signal setupRequested()

    property alias board: board
    property alias drafting: draftView.visible

    // Sorcerer's Apprentice only: the hat strips, the draft and flying hats.
    readonly property bool hasHats: controller.hatState.colours !== undefined
    // The hat chosen for a placement (a colour name), "" while none is chosen.
    property string pickColour: ""
    // Hats in flight, {"rack:0/red": 1, "square:18/blue": 1}: the places they fly
    // to do not count them until they land.
    property var incoming: ({})

    function refreshPick() {
        const groups = controller.pickGroups
        if (groups.length === 1)
            pickColour = groups[0]
        else if (groups.indexOf(pickColour) < 0)
            pickColour = ""
    }
    Connections {
        target: screen.controller
        function onStateChanged() { screen.refreshPick() }
        function onGameChanged() {
            flights.clear()
            screen.refreshPick()
        }
        function onHatsMoved(moves) { flights.launch(moves) }
    }

    // Where a hat at `place` is drawn, in this item's coordinates, with the
    // width of a pyramid there; null when the place is not on screen.
    function placePoint(place, colour) {
        if (place.startsWith("square:")) {
            const c = board.squareCenter(parseInt(place.substring(7)))
            if (c.x < 0)
                return null
            const p = board.mapToItem(screen, c.x, c.y - board.cellSize * 0.1)
            return { x: p.x, y: p.y, size: board.cellSize * 0.36 }
        }
        if (place === "draft") {
            const d = draftView.pointOf(colour)
            if (!d)
                return null
            const p = draftView.mapToItem(screen, d.x, d.y)
            return { x: p.x, y: p.y, size: d.size }
        }
        for (const strip of [topStrip, bottomStrip]) {
            const s = strip.pointOf(place, colour)
            if (s) {
                const p = strip.mapToItem(screen, s.x, s.y)
                return { x: p.x, y: p.y, size: s.size }
            }
        }
        return null
    }
    function addIncoming(key, n) {
        let copy = Object.assign({}, incoming)
        copy[key] = Math.max(0, (copy[key] || 0) + n)
        if (copy[key] === 0)
            delete copy[key]
        incoming = copy
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 16

        Item {
            id: boardArea
            Layout.fillWidth: true
            Layout.fillHeight: true

            readonly property real stripHeight: screen.hasHats ? Math.max(44, Math.min(56, height * 0.075)) : 0
            readonly property real gap: screen.hasHats ? 6 : 0
            // The board's drawn rectangle, frame included, in this item.
            readonly property real frameLeft: board.x + board.boardLeft - board.frame
            readonly property real frameTop: board.y + board.boardTop - board.frame
            readonly property real frameWidth: board.boardWidth + 2 * board.frame
            readonly property real frameHeight: board.boardHeight + 2 * board.frame

            HatStrip {
                id: topStrip
                objectName: "hatStripTop"
                visible: screen.hasHats
                controller: screen.controller
                // The player whose home row is at the top of the screen.
                side: screen.controller.flipped ? 1 : 0
                heapKind: "bag"
                incoming: screen.incoming
                pickColour: screen.pickColour
                onColourChosen: (colour) => screen.pickColour = colour
                x: boardArea.frameLeft
                y: boardArea.frameTop - boardArea.gap - height
                width: boardArea.frameWidth
                height: boardArea.stripHeight
            }

            Board {
                id: board
                anchors.fill: parent
                anchors.topMargin: boardArea.stripHeight + boardArea.gap
                anchors.bottomMargin: boardArea.stripHeight + boardArea.gap
                controller: screen.controller
                pickColour: screen.pickColour
                incoming: screen.incoming
            }

            HatStrip {
                id: bottomStrip
                objectName: "hatStripBottom"
                visible: screen.hasHats
                controller: screen.controller
                side: screen.controller.flipped ? 0 : 1
                heapKind: "out"
                incoming: screen.incoming
                pickColour: screen.pickColour
                onColourChosen: (colour) => screen.pickColour = colour
                x: boardArea.frameLeft
                y: boardArea.frameTop + boardArea.frameHeight + boardArea.gap
                width: boardArea.frameWidth
                height: boardArea.stripHeight
            }

            DraftView {
                id: draftView
                objectName: "draftView"
                controller: screen.controller
                x: boardArea.frameLeft
                y: boardArea.frameTop
                width: boardArea.frameWidth
                height: boardArea.frameHeight
            }

            GameOverBanner {
                anchors.centerIn: parent
                width: Math.min(parent.width * 0.85, 480)
                controller: screen.controller
                stats: screen.controller.gameOver && screen.hasHats ? board.pieceStats() : null
                onNewGameRequested: screen.controller.restart()
                onSetupRequested: screen.setupRequested()
            }
        }

        SidePanel {
            Layout.preferredWidth: 300
            Layout.minimumWidth: 260
            Layout.fillHeight: true
            controller: screen.controller
            pickColour: screen.pickColour
            onRulesRequested: rules.open()
            onSetupRequested: screen.setupRequested()
        }
    }

    HatFlights {
        id: flights
        anchors.fill: parent
        z: 50
        host: screen
    }

    RulesPanel {
        id: rules
        gameId: screen.controller.gameId
    }
}
