// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// Every token of the table in one layer over the board, so a token can travel
// anywhere (a hat from the bag to a rack, from the rack onto a piece) as one
// item. Where a token is drawn comes from its place: a square of the board, a
// side of a square, another token it is worn on, or a zone, which whoever
// lays out the zones (zoneLocator) turns into a point.
Item {
    id: stage

    required property GameController controller
    required property Item board
    // An item with zoneSpot(zone, face, faceIndex, faceCount, stackIndex), which
    // answers {item, x, y, w, h, shows, heap} in that item's coordinates, or
    // null if the zone is not on screen; null for a board without zones.
    property Item zoneLocator: null
    readonly property string art: controller.table.art
    // The art of this table's game; every part of the screen draws with it.
    readonly property QtObject artObject: shelf.of(art)
    ArtShelf { id: shelf }

    // What the controller offers now, read once for all the tokens.
    readonly property var clickable: controller.clickableTokens
    // Squares whose piece may move now; ringed while a capture is compulsory.
    readonly property var mayMove: controller.movableSquares
    readonly property var movable: controller.mustCapture ? mayMove : []

    // Zones laid out anew: spots are mapped between items, which bindings cannot follow.
    property int tick: 0
    function relayout() {
        Qt.callLater(bump)
        settle.restart()
    }
    function bump() { ++tick }
    Timer {
        // Layouts finish polishing after the change that moved them.
        id: settle
        interval: 60
        onTriggered: stage.bump()
    }

    // Tokens flying to a zone, {"rack:0/red": 1}: the zone does not count them
    // until they land. `flights` changes whenever a flight starts or ends.
    property var incoming: ({})
    // The same flights by the tokens' heights, for zones drawn as stacks.
    property var incomingHeight: ({})
    property int flights: 0
    function addIncoming(key, n, h) {
        incoming = added(incoming, key, n)
        incomingHeight = added(incomingHeight, key, h)
    }
    function added(map, key, n) {
        let copy = Object.assign({}, map)
        copy[key] = Math.max(0, (copy[key] || 0) + n)
        if (copy[key] === 0)
            delete copy[key]
        return copy
    }
    // How many tokens lie at rest in a zone (with a face), flights excluded.
    function settledIn(zone, face) {
        controller.table.tokens.revision
        return settled(controller.table.tokens.count(zone, face || ""), incoming, zone, face)
    }
    // The same by height: a king in a pool of captured checkers counts two.
    function settledHeightIn(zone, face) {
        controller.table.tokens.revision
        return settled(controller.table.tokens.heightIn(zone, face || ""), incomingHeight, zone, face)
    }
    function settled(n, flights, zone, face) {
        if (face)
            return Math.max(0, n - (flights[zone + "/" + face] || 0))
        let flying = 0
        const prefix = zone + "/"
        for (const key in flights)
            if (key.startsWith(prefix))
                flying += flights[key]
        return Math.max(0, n - flying)
    }

    // While the tokens are made anew (a new game, an undo) no tooltip opens:
    // the items going away can no longer hide their own.
    property bool quiet: false
    // Set while something sits over the board for a moment (the banner at
    // the end of a game): a piece's tip would open on top of it.
    property bool tipsHidden: false
    Connections {
        target: stage.controller.table.tokens
        function onModelAboutToBeReset() { stage.quiet = true }
        function onModelReset() { stage.quiet = false }
    }

    // Token items by id, for tokens worn on others.
    property var items: ({})
    property int registered: 0
    function register(id, item) {
        items[id] = item
        ++registered
    }
    function unregister(id, item) {
        if (items[id] === item) {
            delete items[id]
            ++registered
        }
    }
    function itemFor(id) {
        registered
        return items[id] || null
    }
    // The token item alive at a place key ("square:5"), the lowest in its stack.
    function itemAt(placeKey, face) {
        controller.table.tokens.revision
        registered
        const ids = controller.table.tokens.idsAt(placeKey, face || "")
        return ids.length > 0 ? itemFor(ids[0]) : null
    }
    // The live token items at a place key, lowest stack index first.
    function itemsAt(placeKey, face) {
        controller.table.tokens.revision
        registered
        return controller.table.tokens.idsAt(placeKey, face || "").map(id => itemFor(id)).filter(i => i !== null)
    }

    // Where a token at place `p` ({kind, square, side, zone, on, face,
    // faceIndex, faceCount, stackIndex, type}) is drawn, in this layer:
    // {x, y, w, h, z, scale, shows, heap}, or null when it is nowhere on screen.
    // shows: drawn there at rest; heap: hidden inside even before it leaves.
    function spotFor(p) {
        tick
        if (!p)
            return null
        switch (p.kind) {
        case "square": {
            const r = board.cellRect(p.square)
            if (!r)
                return null
            // Tokens sharing a square are drawn in their stacking order, so that
            // what stands on another is never hidden under it.
            return { x: r.x, y: r.y, w: r.w, h: r.h, z: 2 + r.depth + 0.001 * (p.stackIndex || 0),
                     scale: 1, shows: true, heap: false }
        }
        case "edge": {
            const r = board.edgeRect(p.square, p.side)
            if (!r)
                return null
            return { x: r.x, y: r.y, w: r.w, h: r.h, z: 4, scale: 1, shows: true, heap: false }
        }
        case "token": {
            const w = itemFor(p.on)
            if (!w)
                return null
            const o = artObject.wornSpot(p.type, w.type, p.stackIndex, board.cellSize)
            // The wearer may be lifted (dragged) or shrinking: so does what it wears.
            const s = w.liveScale
            const cx = w.x + w.width / 2, cy = w.y + w.height / 2
            const hx = cx + (w.x + o.x + o.w / 2 - cx) * s, hy = cy + (w.y + o.y + o.h / 2 - cy) * s
            return { x: hx - o.w / 2, y: hy - o.h / 2, w: o.w, h: o.h, z: w.z + 0.001 * (p.stackIndex + 1),
                     scale: s, shows: w.onBoardShown, heap: false }
        }
        case "zone": {
            if (!zoneLocator)
                return null
            const s = zoneLocator.zoneSpot(p.zone, p.face, p.faceIndex, p.faceCount, p.stackIndex)
            if (!s || !s.item)
                return null
            // Read where the item and everything holding it stand, so the
            // spot follows them as layouts place them.
            for (let i = s.item; i; i = i.parent) {
                i.x
                i.y
            }
            const q = s.item.mapToItem(stage, s.x, s.y)
            return { x: q.x, y: q.y, w: s.w, h: s.h, z: 20, scale: 1, shows: s.shows, heap: s.heap }
        }
        }
        return null
    }

    Repeater {
        id: repeater
        model: stage.controller.table.tokens
        delegate: TokenItem {
            tokenLayer: stage
        }
    }
}
