// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Hatrack

// One token. It keeps its identity for the whole game, and where it is drawn
// follows from its place, so when the place changes it travels there: a piece
// slides to its new square, a hat flies from the bag to a rack and on to a
// piece. Each travel starts in the order the engine's events say things
// happened (`step`). A token that leaves the table fades where it was.
// Its look is the art of its table, chosen by type.
Item {
    id: token

    // The TokenLayer (typed Item: the tokenLayer creates these items).
    required property Item tokenLayer
    required property int tokenId
    required property string type
    required property string face
    required property bool faceDown
    required property int owner
    required property int stackHeight
    required property var flags
    required property bool alive
    required property string placeKey
    required property string placeKind
    required property int square
    required property int side
    required property string zone
    required property int wornOn
    required property int stackIndex
    required property int stackCount
    required property int faceIndex
    required property int faceCount
    required property int step
    required property var from
    // How many times it was rolled (a die): each roll changes it.
    required property int rolls

    readonly property GameController controller: tokenLayer.controller
    readonly property var art: tokenLayer.artObject
    readonly property real cellSize: tokenLayer.board.cellSize
    readonly property var motion: art.motion(type)

    // Where it is now, and the place it is drawn at rest: the latter catches
    // up (relocate) once every role of a model update has arrived.
    readonly property var here: ({
        kind: placeKind, square: square, side: side, zone: zone, on: wornOn, face: face,
        faceIndex: faceIndex, faceCount: faceCount, stackIndex: stackIndex, type: type, key: placeKey
    })
    property var shown: null
    readonly property var rest: tokenLayer.spotFor(shown)
    readonly property bool onBoardShown: rest !== null && rest.shows && alive
    onHereChanged: relocateSoon.restart()
    // A timer of the item's own rather than Qt.callLater: it dies with the item,
    // so a token removed by a new game or an undo is never moved afterwards.
    Timer {
        id: relocateSoon
        interval: 0
        onTriggered: token.relocate()
    }

    // What it wears (faces, lowest first), and of those what has landed.
    readonly property var wearing: tokenLayer.itemsAt("on:" + tokenId)
    readonly property var worn: wearing.map(i => i.face)
    readonly property var shownWorn: {
        tokenLayer.flights
        return wearing.filter(i => !i.flying).map(i => i.face)
    }
    readonly property string tipText: art.tokenTip(token, worn)
    // What the piece may do now and why (GameController.explainSquare), asked
    // once the pointer rests on it rather than for every piece it crosses,
    // and shown in the tooltip under what the art says of it. Anything on a
    // square that a player owns, or that may move now, may be explained; not
    // a thing the art says nothing of (a hat lying under a piece), which
    // would show the piece's explanation without the piece's name.
    readonly property bool explains: alive && placeKind === "square"
                                     && (owner >= 0 || (tipText !== "" && tokenLayer.mayMove.indexOf(square) >= 0))
    property string explanation: ""
    // Beside an explanation the art only names the piece, when it can, so
    // that what the rules say of it is not told twice.
    readonly property string shownTip: {
        const name = explanation !== "" && typeof art.tokenName === "function" ? art.tokenName(token, worn) : ""
        return [name !== "" ? name : tipText, explanation].filter(t => t !== "").join("\n")
    }
    function explainSoon() {
        explanation = ""
        if (hover.hovered && explains)
            explainTimer.restart()
        else
            explainTimer.stop()
    }
    Timer {
        id: explainTimer
        interval: 100
        onTriggered: token.explanation = token.controller.explainSquare(token.square)
    }
    Connections {
        target: token.controller
        // A move made, or another language: the line is asked again.
        function onStateChanged() { token.explainSoon() }
        function onWordingChanged() { token.explainSoon() }
    }
    Accessible.role: Accessible.Graphic
    Accessible.name: tipText !== "" ? tipText : type
    // In a zone, or worn on a piece (a pick that names what it wears).
    readonly property bool clickable: alive && (placeKind === "zone" || placeKind === "token")
                                      && tokenLayer.clickable.indexOf(tokenId) >= 0
    // On the board it turns with the board (Board.spin).
    readonly property bool onBoard: placeKind === "square" || placeKind === "edge" || placeKind === "token"
    transform: [
        Rotation {
            origin: Qt.vector3d(token.tokenLayer.board.spinCentre.x - token.x,
                                token.tokenLayer.board.spinCentre.y - token.y, 0)
            angle: token.onBoard ? token.tokenLayer.board.spin : 0
        },
        Scale {
            origin: Qt.vector3d(token.tokenLayer.board.spinCentre.x - token.x,
                                token.tokenLayer.board.spinCentre.y - token.y, 0)
            xScale: token.onBoard ? token.tokenLayer.board.spinScale : 1
            yScale: xScale
        }
    ]
    // A piece that must capture wears a red rim.
    readonly property bool ringed: alive && placeKind === "square" && tokenLayer.movable.indexOf(square) >= 0

    // Travel: from the box (fromX, fromY, fromW, fromH) to the place at rest,
    // t from 0 to 1. The token keeps its own shape on the way, as large as
    // fits the box it left, and its centre goes from the box's centre to its
    // place's: a card leaving a wide slot for a narrow pile shrinks into it
    // instead of swelling past the panel's edge.
    property real t: 1
    property real fromX: 0
    property real fromY: 0
    property real fromW: 1
    property real fromH: 1
    readonly property real fromScale: width > 0 && height > 0 ? Math.min(fromW / width, fromH / height) : 1
    property real lift: 0
    property bool leaving: false
    property bool hiddenAtStart: false
    property int delayMs: 0
    property string incomingKey: ""
    property int incomingHeight: 1
    readonly property bool flying: flight.running
    // A token that lands under the pointer (a piece clicked to its square, or
    // the computer's move) keeps its tip back until the pointer has left it:
    // a tip there covered what the player was to click next (a card).
    onFlyingChanged: if (!flying) tokenTip.hold()

    property bool dragging: false
    property real dragX: 0
    property real dragY: 0

    readonly property real restX: rest ? rest.x : 0
    readonly property real restY: rest ? rest.y : 0
    x: dragging ? dragX : flying ? fromX + fromW / 2 + (restX + width / 2 - fromX - fromW / 2) * t - width / 2 : restX
    y: dragging ? dragY : flying ? fromY + fromH / 2 + (restY + height / 2 - fromY - fromH / 2) * t - height / 2
                                   - lift * Math.sin(Math.PI * t) : restY
    width: rest ? rest.w : 0
    height: rest ? rest.h : 0
    z: dragging ? 10 : flying && motion.arc ? 30 : rest ? rest.z : 0

    // Captured: it fades and shrinks where it stands; lifted: it grows a little.
    // A token the art wants seen first (a hat turned up as a mirage) lingers
    // for the art's leaveDelay before it goes.
    // Set by hand, never bound to alive: a binding would end the lingering.
    property bool shownAlive: true
    onAliveChanged: {
        if (alive) {
            lingering.stop()
            shownAlive = true
        } else if (art.mayLinger(type)) {
            // Read once every role of this update has arrived (the face too).
            leaveSoon.restart()
        } else {
            shownAlive = false
        }
    }
    Timer {
        id: leaveSoon
        interval: 0
        onTriggered: {
            const wait = token.art.leaveDelay(token)
            if (wait > 0) {
                lingering.interval = wait
                lingering.restart()
            } else {
                token.shownAlive = false
            }
        }
    }
    Timer {
        id: lingering
        onTriggered: token.shownAlive = token.alive
    }
    opacity: shownAlive ? 1 : 0
    scale: shownAlive ? (dragging ? 1.12 : 1) : 0.3
    readonly property real liveScale: scale
    visible: opacity > 0 && body.opacity > 0
    Behavior on opacity { NumberAnimation { duration: 320 } }
    Behavior on scale { NumberAnimation { duration: 220; easing.type: Easing.OutBack } }

    function relocate() {
        if (shown === null) {
            shown = here
            return
        }
        if (shown.key === here.key && shown.faceIndex === here.faceIndex
                && shown.faceCount === here.faceCount && shown.stackIndex === here.stackIndex
                && shown.type === here.type && shown.face === here.face)
            return
        const before = rest
        // Where it is seen now: its box scaled about its centre.
        const startW = width * growth, startH = height * growth
        const startX = x + (width - startW) / 2, startY = y + (height - startH) / 2
        const moved = shown.key !== here.key
        shown = here
        if (!rest || !before)
            return
        if (!moved && rest.x === startX && rest.y === startY && rest.w === startW)
            return
        fly(startX, startY, startW, startH, before.heap && !flying, moved)
    }
    function fly(sx, sy, sw, sh, startHidden, arriving) {
        flight.stop()
        landed()
        // From or to a place of no size (a panel not laid out yet) the token
        // would turn inside out on its way, a negative scale that Qt 6.4's
        // software renderer crashes on: it appears at rest instead.
        if (!(sw > 0) || !(sh > 0) || !(rest.w > 0) || !(rest.h > 0))
            return
        fromX = sx
        fromY = sy
        fromW = sw
        fromH = sh
        hiddenAtStart = startHidden
        leaving = rest.heap
        // A gentle arc, higher for longer flights, bending toward the middle
        // of the board so flights along the strips above and below stay in view.
        lift = motion.arc ? Math.min(70, Math.hypot(rest.x - sx, rest.y - sy) * 0.2)
                            * ((sy + rest.y) / 2 < tokenLayer.height / 2 ? -1 : 1) : 0
        if (arriving && placeKind === "zone") {
            incomingKey = zone + "/" + face
            incomingHeight = Math.max(1, stackHeight)
            tokenLayer.addIncoming(incomingKey, 1, incomingHeight)
        }
        delayMs = step >= 0 ? step * motion.stagger * AppSettings.animationFactor : 0
        t = 0
        flight.start()
        ++tokenLayer.flights
    }
    function landed() {
        if (incomingKey !== "") {
            tokenLayer.addIncoming(incomingKey, -1, -incomingHeight)
            incomingKey = ""
        }
    }
    SequentialAnimation {
        id: flight
        PauseAnimation { duration: token.delayMs }
        NumberAnimation {
            target: token; property: "t"; from: 0; to: 1
            // The player's animation speed (0 when off: the token jumps).
            duration: token.motion.duration * AppSettings.animationFactor
            easing.type: token.motion.easing
        }
        // A handler, not a ScriptAction: a token taken off the table while it
        // flies is destroyed before its animation ends, and a handler of a
        // destroyed item is not run (a script would be, in a dead context).
        onFinished: {
            token.landed()
            ++token.tokenLayer.flights
        }
    }

    // Dropped where it may not go: back home from where it was let go.
    onDraggingChanged: if (!dragging && !flying && rest) fly(dragX, dragY, width, height, false, false)

    Component.onCompleted: {
        // One a move puts down under the pointer (a fire lit where the player
        // clicked) holds its tip back too; the tokens of a game just set up
        // do not.
        if (step >= 0)
            tokenTip.hold()
        shownAlive = alive
        tokenLayer.register(tokenId, token)
        shown = here
        // A token new to the table comes from where its event says.
        if (from && step >= 0 && from.key !== placeKey) {
            const start = tokenLayer.spotFor({
                kind: from.kind, square: from.square, side: from.side, zone: from.zone, on: from.on,
                face: face, faceIndex: 0, faceCount: 1, stackIndex: 0, type: type, key: from.key
            })
            if (start && rest)
                fly(start.x, start.y, start.w, start.h, start.heap, true)
        }
    }
    Component.onDestruction: {
        landed()
        tokenLayer.unregister(tokenId, token)
    }
    // The tokens are about to be made anew (a new game, an undo): whatever
    // this one was doing stops now, while it can still run its own code; a
    // flight left running would finish in an item already torn down.
    Connections {
        target: token.tokenLayer
        function onQuietChanged() {
            if (!token.tokenLayer.quiet)
                return
            relocateSoon.stop()
            leaveSoon.stop()
            lingering.stop()
            if (flight.running) {
                flight.stop()
                token.landed()
            }
        }
    }

    // The size it had where it came from, growing to the size it has here;
    // a hat swells a little in the air, and shrinks as it drops into a heap.
    // How much a token a click would take swells under the pointer; a game's
    // art may keep it smaller where tokens sit close (cards in a column).
    readonly property real hoverGrowth: typeof art.hoverGrowth === "function" ? art.hoverGrowth(token) : 1.15
    readonly property real growth: flying && width > 0 ? fromScale + (1 - fromScale) * t : 1
    readonly property real bulge: !flying || !motion.arc ? 1
                                  : leaving ? 1.25 - 0.9 * t : 1 + 0.25 * Math.sin(Math.PI * t)

    Rectangle {
        // A token on the board that a click would take glows around it.
        objectName: "pickGlow"
        visible: token.clickable && token.placeKind !== "zone"
        anchors.centerIn: parent
        width: Math.max(parent.width, parent.height) * 1.1; height: width; radius: width / 2
        color: "transparent"
        border.color: Theme.selected
        border.width: Math.max(2, token.cellSize * 0.05)
        opacity: 0.9
    }
    Item {
        id: body
        anchors.fill: parent
        scale: token.growth * token.bulge * (token.rest ? token.rest.scale : 1)
               * (token.clickable && hover.hovered ? token.hoverGrowth : 1)
        opacity: token.flying ? (token.t === 0 && token.hiddenAtStart ? 0 : token.leaving ? 1 - 0.85 * token.t * token.t : 1)
                              : (token.rest && token.rest.shows ? 1 : 0)
        Behavior on scale { enabled: !token.flying; NumberAnimation { duration: 110 } }

        Loader {
            anchors.fill: parent
            sourceComponent: token.art.tokenComponent(token.type)
            onLoaded: item.token = token
        }
    }

    // Whether the pointer is over it: the board reads it to preview what a
    // pick of this square would hit (the handler takes the hover from below).
    readonly property bool hovered: hover.hovered
    // Just landed: for a moment the board's square under the pointer stands
    // for the token's hover, which no pointer event has reported yet. Only
    // for a moment: after a drag the board is not told of a leave on Qt 6.4,
    // and a tip held back while a piece landed under the pointer never showed
    // on it again (a queen after a capture and its hat question).
    Timer {
        id: landing
        interval: 1500
    }
    onSquareChanged: landing.restart()
    HoverHandler {
        id: hover
        enabled: token.tipText !== "" || token.clickable || token.explains
        cursorShape: token.clickable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onHoveredChanged: token.explainSoon()
    }
    TapHandler {
        // Exclusive: a tap takes one token, never every one under the pointer.
        gesturePolicy: TapHandler.WithinBounds
        enabled: token.clickable && token.visible
        // A token clicked (a card chosen) keeps its tip back until the
        // pointer leaves it: the tip lay over the squares to pick next.
        onTapped: {
            tokenTip.hold()
            token.controller.clickToken(token.tokenId)
        }
    }
    InfoTip {
        id: tokenTip
        // The pointer is known to be over a token only once it moves: one
        // that landed where the pointer rests counts as under it.
        pointerHere: hover.hovered || (token.square >= 0 && landing.running && !!token.tokenLayer.board
                                       && token.tokenLayer.board.hoverSquare === token.square)
        // Not while an area spell's squares are shown around the pointer: the
        // tip covered them (the side panel says what the piece is meanwhile).
        visible: hover.hovered && token.shownTip !== "" && !token.dragging && !token.flying
                 && !token.tokenLayer.quiet && !token.tokenLayer.tipsHidden
                 && !(token.tokenLayer.board && token.tokenLayer.board.areaSquares.length > 1)
        text: token.shownTip
    }
}
