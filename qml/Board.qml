// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// The board of any game, drawn from its cells (dark or light, named or not,
// turned as the table says and flipped for the player at the bottom), with
// every token of the table on top. It only shows what the controller says and
// forwards clicks and drops; it never decides what is legal.
Item {
    id: board

    required property GameController controller
    // The cells: {rows, cols, quarterTurns, cells: [{square, row, col, dark, name}]}.
    property var boardView: controller.table.board
    // What lies over the board (the draft) goes here: over the pieces, under
    // the tokens that lie in zones and those in flight.
    default property alias overlays: overlayHost.data
    property alias tokenLayer: tokens
    property alias zoneLocator: tokens.zoneLocator

    readonly property int rows: boardView.rows || 8
    readonly property int cols: boardView.cols || 8
    readonly property var cellList: boardView.cells || []
    readonly property int turns: ((boardView.quarterTurns || 0) + (controller.flipped ? 2 : 0)) % 4
    readonly property int shownRows: turns % 2 === 1 ? cols : rows
    readonly property int shownCols: turns % 2 === 1 ? rows : cols
    readonly property real cellSize: Math.floor(Math.min(width / shownCols, height / shownRows))
    readonly property real boardWidth: cellSize * shownCols
    readonly property real boardHeight: cellSize * shownRows
    readonly property real boardLeft: Math.round((width - boardWidth) / 2)
    readonly property real boardTop: Math.round((height - boardHeight) / 2)
    // Coordinates along the edges (a-h, 8-1 on a chessboard), when the board has them.
    readonly property var colLabels: boardView.colLabels || []
    readonly property var rowLabels: boardView.rowLabels || []
    readonly property bool hasLabels: colLabels.length > 0 || rowLabels.length > 0
    // The frame's width in cells: wider when it carries the coordinates.
    readonly property real frameShare: hasLabels ? 0.34 : 0.16
    readonly property real frame: Math.max(hasLabels ? 13 : 6, cellSize * frameShare)

    // The group of picks chosen (for hats: a colour), "" while none is.
    property string pickGroup: ""
    readonly property bool pickMode: controller.pickGroups.length > 0
    readonly property var pickSquares: {
        let all = []
        for (const p of controller.pickOptions)
            if (p.square >= 0 && (pickGroup === "" || p.group === pickGroup) && all.indexOf(p.square) < 0)
                all.push(p.square)
        return all
    }
    // A piece pressed and held (-1 for none): a hand on a touch screen cannot
    // hover, so a long press asks what the piece may do, and the side panel
    // says it. It lasts until the next press or the next change of the game.
    property int heldSquare: -1
    Connections {
        target: board.controller
        function onStateChanged() { board.heldSquare = -1 }
        function onSelectionChanged() { board.heldSquare = -1 }
    }
    // The square under the pointer (-1 for none), and the squares a pick of
    // it would hit (an area spell), shown before the player commits.
    property int hoverSquare: -1
    // A die over the board is still tumbling: nothing else tells its result yet.
    readonly property bool dieTumbling: rollCaption.tumbling
    readonly property int previewSquare: {
        if (!pickMode)
            return -1
        // The keyboard's cursor on a target previews it too.
        if (keyboardMode && pickSquares.indexOf(cursorSquare) >= 0)
            return cursorSquare
        if (pickSquares.indexOf(hoverSquare) >= 0)
            return hoverSquare
        // A token standing on a target takes the hover from the board.
        for (const s of pickSquares) {
            const item = tokens.itemAt("square:" + s)
            if (item && item.hovered)
                return s
        }
        return -1
    }
    readonly property var areaSquares: {
        if (previewSquare < 0)
            return []
        for (const p of controller.pickOptions)
            if (p.square === previewSquare && (pickGroup === "" || p.group === pickGroup))
                return p.area || []
        return []
    }
    readonly property string pickFace: {
        for (const p of controller.pickOptions)
            if (p.group === pickGroup)
                return p.face
        return ""
    }

    // A quarter turn of the board (not a flip) is seen as the board turning:
    // the cells and the tokens on them are drawn at their new places turned
    // back to the old, and swing round (spin, in degrees clockwise) to rest.
    // A table made anew (a new game, an undo) just shows where things are.
    readonly property int quarter: boardView.quarterTurns || 0
    property int lastQuarter: 0
    property real spin: 0
    readonly property point spinCentre: Qt.point(boardLeft + boardWidth / 2, boardTop + boardHeight / 2)
    // Shrunk while it turns, so that its corners stay inside its own square
    // and never swing over the bars above and below it.
    readonly property real spinScale: {
        const a = spin * Math.PI / 180
        return 1 / (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a)))
    }
    onQuarterChanged: {
        const d = ((quarter - lastQuarter) % 4 + 4) % 4
        lastQuarter = quarter
        if (d !== 1 && d !== 3)
            return
        spinner.stop()
        spin = d === 1 ? -90 : 90
        Qt.callLater(startSpin)
    }
    function startSpin() {
        if (spin !== 0 && !spinner.running)
            spinner.start()
    }
    NumberAnimation {
        id: spinner
        target: board
        property: "spin"
        to: 0
        duration: 750 * AppSettings.animationFactor
        easing.type: Easing.InOutCubic
    }
    Connections {
        target: board.controller.table.tokens
        function onModelReset() {
            spinner.stop()
            board.spin = 0
        }
    }
    // The computer's next step waits while the board swings round.
    Binding {
        target: board.controller
        property: "viewBusy"
        value: board.spin !== 0
    }
    Component.onDestruction: if (board.controller) board.controller.viewBusy = false

    // Where a cell of the board is drawn: the board turned clockwise `turns` times.
    function shownAt(row, col) {
        let r = row, c = col, R = rows, C = cols
        for (let i = 0; i < turns; ++i) {
            const nr = c, nc = R - 1 - r
            r = nr
            c = nc
            const t = R
            R = C
            C = t
        }
        return { r: r, c: c }
    }
    // Cells by where they are drawn (row by row on screen), and by square.
    readonly property var grid: {
        let g = new Array(shownRows * shownCols).fill(null)
        for (const cell of cellList) {
            const p = shownAt(cell.row, cell.col)
            g[p.r * shownCols + p.c] = cell
        }
        return g
    }
    readonly property var bySquare: {
        let m = {}
        for (let i = 0; i < grid.length; ++i)
            if (grid[i] && grid[i].square >= 0)
                m[grid[i].square] = i
        return m
    }
    function squareAtPoint(px, py) {
        const dc = Math.floor((px - boardLeft) / cellSize), dr = Math.floor((py - boardTop) / cellSize)
        if (dc < 0 || dr < 0 || dc >= shownCols || dr >= shownRows)
            return -1
        const cell = grid[dr * shownCols + dc]
        return cell ? cell.square : -1
    }
    // A square's box on screen, with how far down it is (0 top, below 1 bottom).
    function cellRect(square) {
        const i = bySquare[square]
        if (i === undefined)
            return null
        const dr = Math.floor(i / shownCols), dc = i % shownCols
        return { x: boardLeft + dc * cellSize, y: boardTop + dr * cellSize, w: cellSize, h: cellSize,
                 depth: dr / Math.max(1, shownRows) }
    }
    // A bar along one side (0 north, 1 east, 2 south, 3 west) of a square.
    function edgeRect(square, side) {
        const r = cellRect(square)
        if (!r)
            return null
        const s = (side + turns) % 4, t = Math.max(4, cellSize * 0.14)
        switch (s) {
        case 0: return { x: r.x, y: r.y - t / 2, w: r.w, h: t }
        case 1: return { x: r.x + r.w - t / 2, y: r.y, w: t, h: r.h }
        case 2: return { x: r.x, y: r.y + r.h - t / 2, w: r.w, h: t }
        }
        return { x: r.x - t / 2, y: r.y, w: t, h: r.h }
    }
    // Where a square's centre is on screen, for tests and hints.
    function squareCenter(square) {
        const r = cellRect(square)
        return r ? Qt.point(r.x + cellSize / 2, r.y + cellSize / 2) : Qt.point(-1, -1)
    }
    // The label written beside a column / row of cells as drawn on screen:
    // on a board turned a quarter, the board's rows run across the screen.
    function shownColLabel(dc) {
        const cell = grid[(shownRows - 1) * shownCols + dc] || grid[dc]
        if (!cell)
            return ""
        return (turns % 2 === 0 ? colLabels[cell.col] : rowLabels[cell.row]) || ""
    }
    function shownRowLabel(dr) {
        const cell = grid[dr * shownCols] || grid[dr * shownCols + shownCols - 1]
        if (!cell)
            return ""
        return (turns % 2 === 0 ? rowLabels[cell.row] : colLabels[cell.col]) || ""
    }
    // Targets of the chosen piece that are a move of a group of their own
    // ("punch", "capture"), by square; a plain step has none.
    readonly property var targetGroups: {
        let m = {}
        for (const t of controller.targetKinds)
            if (t.group !== "")
                m[t.square] = t.group
        return m
    }
    function squareName(square) {
        const i = bySquare[square]
        return i === undefined ? "" : grid[i].name
    }
    // The piece standing on a square (a live token placed on it), or null.
    function pieceAt(square) {
        return tokens.itemAt("square:" + square)
    }
    // The piece of the player not to move on a square, or null: a hat lying
    // there too (which nobody owns) does not hide it.
    function enemyOn(square) {
        const found = tokens.itemsAt("square:" + square).filter(
                          i => i.alive && i.owner >= 0 && i.owner !== controller.currentPlayer)
        return found.length > 0 ? found[0] : null
    }

    // Playing with the keyboard: the arrow keys move a cursor over the board
    // as it is drawn, Enter or Space does what a click there would do. The
    // cursor shows from the first key pressed until the mouse is used again.
    property int cursorIndex: -1
    property bool keyboardMode: false
    readonly property int cursorSquare: cursorIndex >= 0 && grid[cursorIndex] ? grid[cursorIndex].square : -1
    activeFocusOnTab: true
    Accessible.role: Accessible.Table
    Accessible.name: qsTr("Board")
    Accessible.description: qsTr("Arrow keys move the cursor; Enter or Space chooses the square.")

    // Where the cursor starts: the chosen piece, else a piece that may move,
    // else the middle of the board.
    function startCursor() {
        let square = controller.selectedSquare
        if (square < 0 && controller.movableSquares.length > 0)
            square = Math.min(...controller.movableSquares)
        if (square < 0 && pickSquares.length > 0)
            square = pickSquares[0]
        const i = bySquare[square]
        cursorIndex = i !== undefined ? i : Math.floor(shownRows / 2) * shownCols + Math.floor(shownCols / 2)
    }
    function moveCursor(dr, dc) {
        if (!keyboardMode || cursorIndex < 0) {
            keyboardMode = true
            startCursor()
            return
        }
        const r = Math.max(0, Math.min(shownRows - 1, Math.floor(cursorIndex / shownCols) + dr))
        const c = Math.max(0, Math.min(shownCols - 1, cursorIndex % shownCols + dc))
        cursorIndex = r * shownCols + c
    }
    // The same as a click on the cursor's square.
    function activateCursor(ask) {
        if (!keyboardMode || cursorSquare < 0) {
            moveCursor(0, 0)
            return
        }
        if (!pickMode)
            controller.clickSquare(cursorSquare, ask === true)
        else if (pickGroup !== "")
            controller.pick(pickGroup, cursorSquare)
    }
    // A square in words, for screen readers and the cursor: its name and what stands on it.
    function describeSquare(square) {
        if (square < 0)
            return ""
        const piece = pieceAt(square)
        const name = squareName(square)
        if (!piece)
            return qsTr("%1, empty").arg(name)
        const who = controller.playerNames[piece.owner] || ""
        const what = piece.tipText !== "" ? piece.tipText : qsTr("%1 %2").arg(who).arg(piece.type)
        return qsTr("%1: %2").arg(name).arg(what)
    }
    Keys.onLeftPressed: moveCursor(0, -1)
    Keys.onRightPressed: moveCursor(0, 1)
    Keys.onUpPressed: moveCursor(-1, 0)
    Keys.onDownPressed: moveCursor(1, 0)
    Keys.onReturnPressed: (event) => activateCursor((event.modifiers & Qt.ShiftModifier) !== 0)
    Keys.onEnterPressed: (event) => activateCursor((event.modifiers & Qt.ShiftModifier) !== 0)
    Keys.onSpacePressed: (event) => activateCursor((event.modifiers & Qt.ShiftModifier) !== 0)
    // Edges (walls) are picked with keys of their own, before the cursor's.
    Keys.forwardTo: [edgePicker]
    onActiveFocusChanged: if (!activeFocus) keyboardMode = false
    // A new board (another game, a quarter turn) has cells of its own.
    onGridChanged: if (cursorIndex >= grid.length) cursorIndex = -1
    // In a new game the next key starts the cursor on a piece that may move.
    Connections {
        target: board.controller
        function onGameChanged() { board.keyboardMode = false }
    }

    Rectangle {
        id: boardFrame
        objectName: "boardFrame"
        x: board.boardLeft - board.frame; y: board.boardTop - board.frame
        width: board.boardWidth + 2 * board.frame; height: board.boardHeight + 2 * board.frame
        radius: board.frame / 2
        color: "#4a3020"
        border.color: "#2a1a10"
        transform: [
            // The frame's own place: a bare x here would be the board's.
            Rotation { origin: Qt.vector3d(board.spinCentre.x - boardFrame.x, board.spinCentre.y - boardFrame.y, 0)
                       angle: board.spin },
            Scale { origin: Qt.vector3d(board.spinCentre.x - boardFrame.x, board.spinCentre.y - boardFrame.y, 0)
                    xScale: board.spinScale; yScale: board.spinScale }
        ]
    }

    // Coordinates in the frame, on all four sides, each upright for the
    // player at the bottom and following the board when it is flipped.
    Repeater {
        model: board.hasLabels ? board.shownCols : 0
        delegate: Item {
            id: colMark
            required property int index
            readonly property string label: board.shownColLabel(index)
            x: board.boardLeft + index * board.cellSize
            y: board.boardTop - board.frame
            width: board.cellSize
            height: board.boardHeight + 2 * board.frame
            Text {
                objectName: "colLabel_" + colMark.index
                text: colMark.label
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                height: board.frame
                verticalAlignment: Text.AlignVCenter
                color: "#e8d3ae"
                font.pixelSize: Math.max(10, board.frame * 0.62)
                font.bold: true
            }
            Text {
                text: colMark.label
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.top
                height: board.frame
                verticalAlignment: Text.AlignVCenter
                color: "#e8d3ae"
                opacity: 0.55
                font.pixelSize: Math.max(10, board.frame * 0.62)
            }
        }
    }
    Repeater {
        model: board.hasLabels ? board.shownRows : 0
        delegate: Item {
            id: rowMark
            required property int index
            readonly property string label: board.shownRowLabel(index)
            x: board.boardLeft - board.frame
            y: board.boardTop + index * board.cellSize
            width: board.boardWidth + 2 * board.frame
            height: board.cellSize
            Text {
                objectName: "rowLabel_" + rowMark.index
                text: rowMark.label
                anchors.verticalCenter: parent.verticalCenter
                anchors.left: parent.left
                width: board.frame
                horizontalAlignment: Text.AlignHCenter
                color: "#e8d3ae"
                font.pixelSize: Math.max(10, board.frame * 0.62)
                font.bold: true
            }
            Text {
                text: rowMark.label
                anchors.verticalCenter: parent.verticalCenter
                anchors.right: parent.right
                width: board.frame
                horizontalAlignment: Text.AlignHCenter
                color: "#e8d3ae"
                opacity: 0.55
                font.pixelSize: Math.max(10, board.frame * 0.62)
            }
        }
    }

    Repeater {
        id: cells
        model: board.shownRows * board.shownCols
        delegate: Rectangle {
            id: cell
            required property int index
            readonly property var info: board.grid[index] || { square: -1, dark: false, name: "" }
            readonly property int square: info.square
            readonly property bool playable: square >= 0
            readonly property bool isLast: playable && board.controller.lastMoveSquares.indexOf(square) >= 0
            readonly property bool isSelected: playable && board.controller.selectedSquare === square
            readonly property bool isTarget: playable && board.controller.targetSquares.indexOf(square) >= 0
            // A piece was taken from here in the latest turn (or the turn looked at).
            readonly property bool isCapture: playable && board.controller.captureSquares.indexOf(square) >= 0

            objectName: "cell_" + index
            Accessible.role: Accessible.Cell
            Accessible.name: board.describeSquare(square)
            x: board.boardLeft + (index % board.shownCols) * board.cellSize
            y: board.boardTop + Math.floor(index / board.shownCols) * board.cellSize
            width: board.cellSize
            height: board.cellSize
            color: info.dark ? (isLast ? Qt.darker(Theme.lastMove, 1.35) : Theme.darkSquare)
                             : (isLast ? Theme.lastMove : Theme.lightSquare)
            transform: [
                Rotation { origin: Qt.vector3d(board.spinCentre.x - cell.x, board.spinCentre.y - cell.y, 0); angle: board.spin },
                Scale { origin: Qt.vector3d(board.spinCentre.x - cell.x, board.spinCentre.y - cell.y, 0)
                        xScale: board.spinScale; yScale: board.spinScale }
            ]

            Rectangle {
                visible: cell.isSelected
                anchors.fill: parent
                anchors.margins: 2
                color: "transparent"
                border.color: Theme.selected
                border.width: Math.max(2, board.cellSize * 0.05)
            }
            Text {
                objectName: "squareName"
                // A board with coordinates along its edges needs no name in each cell.
                visible: cell.info.name !== "" && !board.hasLabels && AppSettings.squareNumbers
                text: cell.info.name
                color: Theme.squareNameColour(AppSettings.boardTheme, cell.info.dark)
                opacity: Theme.squareNameOpacity(AppSettings.boardTheme)
                font.pixelSize: Math.max(8, board.cellSize * 0.16)
                x: board.cellSize * 0.06; y: board.cellSize * 0.03
            }
            Item {
                // A faint cross where the captured piece stood, under whatever
                // stands there now; not under the dot of a move there, which
                // it made hard to read.
                objectName: "captureMark"
                visible: cell.isCapture && !cell.isTarget
                anchors.centerIn: parent
                width: board.cellSize * 0.46; height: width
                opacity: 0.7
                Repeater {
                    model: 2
                    delegate: Rectangle {
                        required property int index
                        anchors.centerIn: parent
                        width: parent.width * 1.2; height: Math.max(2, board.cellSize * 0.06)
                        radius: height / 2
                        rotation: index === 0 ? 45 : -45
                        color: Theme.lastCapture
                    }
                }
            }
            Rectangle {
                objectName: "targetDot"
                visible: cell.isTarget && board.targetGroups[cell.square] !== "punch"
                anchors.centerIn: parent
                width: board.cellSize * 0.32; height: width; radius: width / 2
                color: Theme.target
                opacity: 0.9
                border.color: "#1d5a25"
            }
        }
    }

    // The keyboard's cursor: a dashed-looking double frame, unlike the
    // selection's single gold one, above the pieces.
    Rectangle {
        objectName: "keyboardCursor"
        readonly property var box: board.keyboardMode && board.activeFocus && board.cursorIndex >= 0
                                   ? { x: board.boardLeft + (board.cursorIndex % board.shownCols) * board.cellSize,
                                       y: board.boardTop + Math.floor(board.cursorIndex / board.shownCols) * board.cellSize }
                                   : null
        visible: box !== null
        z: 5
        x: box ? box.x : 0
        y: box ? box.y : 0
        width: board.cellSize
        height: board.cellSize
        color: "transparent"
        border.color: "#ffffff"
        border.width: Math.max(2, board.cellSize * 0.045)
        Rectangle {
            anchors.fill: parent
            anchors.margins: parent.border.width
            color: "transparent"
            border.color: "#1a73e8"
            border.width: parent.border.width
        }
    }

    MouseArea {
        id: input
        objectName: "boardInput"
        anchors.fill: parent
        // Only the board and its frame: where the board is narrower than its
        // item (a wide window, cards beside it) the strips above and below
        // lie inside the item, and their counters' tips and clicks are theirs.
        // A drag begun on the board is followed outside it all the same.
        containmentMask: QtObject {
            function contains(point: point) : bool {
                return point.x >= board.boardLeft - board.frame
                        && point.x <= board.boardLeft + board.boardWidth + board.frame
                        && point.y >= board.boardTop - board.frame
                        && point.y <= board.boardTop + board.boardHeight + board.frame
            }
        }
        property int pressSquare: -1
        hoverEnabled: true
        onExited: board.hoverSquare = -1
        property point pressPoint
        property var dragged: null
        property bool dragging: false
        // The squares the drag crossed, in order: a chain is made the way
        // it was drawn (a turn at a corner, a way round).
        property var trail: []
        // The press was held to ask about a piece: letting go chooses nothing.
        property bool held: false

        onPressed: (mouse) => {
            board.keyboardMode = false
            board.heldSquare = -1
            held = false
            // While an earlier position is shown the board is read-only and
            // the keys stay with the list of moves, which steps through it.
            if (!board.controller.viewing)
                board.forceActiveFocus(Qt.MouseFocusReason)
            pressSquare = board.squareAtPoint(mouse.x, mouse.y)
            pressPoint = Qt.point(mouse.x, mouse.y)
            dragging = false
            trail = [pressSquare]
            // Any piece of the player to move may be picked up, and anything
            // nobody owns that may move now (a stone slid); the controller
            // explains on the drop why a move is refused.
            const piece = board.pieceAt(pressSquare)
            const mine = piece && (piece.owner === board.controller.currentPlayer
                                   || (piece.owner < 0 && board.controller.movableSquares.indexOf(pressSquare) >= 0))
            dragged = !board.pickMode && board.controller.humanToMove && mine ? piece : null
        }
        onPressAndHold: {
            if (dragging || pressSquare < 0 || !board.pieceAt(pressSquare))
                return
            held = true
            board.heldSquare = pressSquare
        }
        onPositionChanged: (mouse) => {
            board.hoverSquare = board.squareAtPoint(mouse.x, mouse.y)
            if (!dragged)
                return
            if (!dragging && Math.hypot(mouse.x - pressPoint.x, mouse.y - pressPoint.y) > 4) {
                dragging = true
                if (board.controller.selectedSquare !== pressSquare
                        && board.controller.movableSquares.indexOf(pressSquare) >= 0)
                    board.controller.clickSquare(pressSquare)
                dragged.dragging = true
            }
            if (dragging) {
                dragged.dragX = mouse.x - board.cellSize / 2
                dragged.dragY = mouse.y - board.cellSize / 2
                if (board.hoverSquare >= 0 && board.hoverSquare !== trail[trail.length - 1])
                    trail.push(board.hoverSquare)
            }
        }
        onReleased: (mouse) => {
            const target = board.squareAtPoint(mouse.x, mouse.y)
            // Shift asks the choice a move leads to even where the settings
            // take it for the player (a hat kept on).
            const ask = (mouse.modifiers & Qt.ShiftModifier) !== 0
            if (dragging) {
                const piece = dragged
                const via = trail.slice(1)
                if (via[via.length - 1] === target)
                    via.pop()
                // Back on its own square: put back, or a chain drawn round
                // to where it began (a king's round trip).
                if (target >= 0 && (target !== pressSquare || via.length > 0))
                    board.controller.moveTo(pressSquare, target, ask, via)
                // Back to the square the model says (its new one, or home if refused).
                piece.dragging = false
            } else if (target === pressSquare && target >= 0 && !held) {
                if (!board.pickMode)
                    board.controller.clickSquare(target, ask)
                else if (board.pickGroup !== "")
                    board.controller.pick(board.pickGroup, target)
                // Without a chosen group the hint beside the board asks for one.
            }
            dragged = null
            dragging = false
        }
    }

    TokenLayer {
        id: tokens
        anchors.fill: parent
        controller: board.controller
        board: board

        Item {
            // Tokens on the board stand below 11, those in zones above 20.
            id: overlayHost
            z: 15
            x: board.boardLeft - board.frame; y: board.boardTop - board.frame
            width: board.boardWidth + 2 * board.frame; height: board.boardHeight + 2 * board.frame
        }

        // Edges a pick may choose (walls), each a glowing bar along its edge.
        EdgePickLayer {
            id: edgePicker
            z: 6
            anchors.fill: parent
            controller: board.controller
            board: board
        }

        // A capture target that holds an enemy piece (a zot, a Strength capture): a
        // red crosshair over the piece, since a dot under it would be hidden.
        Repeater {
            model: board.controller.targetSquares
            delegate: Item {
                id: crosshair
                required property var modelData
                // An enemy's piece: not a token nobody owns lying there (a hat on
                // the floor), though the piece may stand on one.
                readonly property var victim: board.enemyOn(modelData)
                readonly property point centre: board.squareCenter(modelData)
                visible: victim !== null && board.targetGroups[modelData] !== "punch"
                objectName: "captureTarget"
                z: 6
                width: board.cellSize * 0.9; height: width
                x: centre.x - width / 2; y: centre.y - height / 2
                Rectangle {
                    anchors.fill: parent
                    radius: width / 2
                    color: "transparent"
                    border.color: Theme.mustCapture
                    border.width: Math.max(2, board.cellSize * 0.05)
                    opacity: 0.95
                }
                Repeater {
                    model: 4
                    delegate: Rectangle {
                        required property int index
                        readonly property bool vertical: index % 2 === 0
                        color: Theme.mustCapture
                        width: vertical ? Math.max(2, board.cellSize * 0.05) : board.cellSize * 0.2
                        height: vertical ? board.cellSize * 0.2 : Math.max(2, board.cellSize * 0.05)
                        x: index === 1 ? -width * 0.35 : index === 3 ? crosshair.width - width * 0.65 : (crosshair.width - width) / 2
                        y: index === 0 ? -height * 0.35 : index === 2 ? crosshair.height - height * 0.65 : (crosshair.height - height) / 2
                    }
                }
            }
        }

        // A step or move onto a square where only tokens nobody owns lie (a
        // hat on the floor): the cell's dot would be hidden under the token,
        // so it is drawn again above it.
        Repeater {
            model: board.controller.targetSquares
            delegate: Rectangle {
                required property var modelData
                readonly property point centre: board.squareCenter(modelData)
                objectName: "targetDotOver"
                readonly property var lying: tokens.itemsAt("square:" + modelData).filter(i => i.alive)
                visible: board.targetGroups[modelData] !== "punch" && lying.length > 0
                         && lying.every(i => i.owner < 0)
                z: 6
                width: board.cellSize * 0.32; height: width; radius: width / 2
                x: centre.x - width / 2; y: centre.y - height / 2
                color: Theme.target
                opacity: 0.9
                border.color: "#1d5a25"
            }
        }

        // A punch (a blow at the square ahead that does not move the piece):
        // a jagged burst around the piece hit, apart from a step's dot and a
        // capture's crosshair in shape, not only in colour.
        Repeater {
            model: board.controller.targetSquares
            delegate: PunchMark {
                required property var modelData
                readonly property point centre: board.squareCenter(modelData)
                objectName: "punchTarget"
                visible: board.targetGroups[modelData] === "punch"
                z: 6
                width: board.cellSize; height: width
                x: centre.x - width / 2; y: centre.y - height / 2
            }
        }

        // The computer's hint: rings on the squares it moves through (or
        // picks), and a line along each move (GameController.hintPath).
        Item {
            id: hintMarks
            z: 7
            anchors.fill: parent
            visible: !board.controller.viewing && squares.length > 0
            readonly property var squares: board.controller.hintSquares
            readonly property var path: board.controller.hintPath
            readonly property color colour: "#8fd3e8"
            Canvas {
                id: hintPath
                anchors.fill: parent
                onPaint: {
                    const ctx = getContext("2d")
                    ctx.reset()
                    ctx.strokeStyle = hintMarks.colour
                    ctx.globalAlpha = 0.8
                    ctx.lineWidth = Math.max(3, board.cellSize * 0.07)
                    ctx.lineCap = "round"
                    ctx.lineJoin = "round"
                    ctx.beginPath()
                    for (const stroke of hintMarks.path) {
                        for (let i = 0; i < stroke.length; ++i) {
                            const p = board.squareCenter(stroke[i])
                            if (i === 0)
                                ctx.moveTo(p.x, p.y)
                            else
                                ctx.lineTo(p.x, p.y)
                        }
                    }
                    ctx.stroke()
                }
                Connections {
                    target: hintMarks
                    function onPathChanged() { hintPath.requestPaint() }
                }
                Connections {
                    target: board
                    function onCellSizeChanged() { hintPath.requestPaint() }
                    function onBoardLeftChanged() { hintPath.requestPaint() }
                    function onBoardTopChanged() { hintPath.requestPaint() }
                    function onTurnsChanged() { hintPath.requestPaint() }
                }
            }
            Repeater {
                model: hintMarks.squares
                delegate: Rectangle {
                    required property var modelData
                    required property int index
                    readonly property point centre: board.squareCenter(modelData)
                    objectName: "hintMark"
                    width: board.cellSize * (index === 0 ? 0.98 : 0.7); height: width; radius: width / 2
                    x: centre.x - width / 2; y: centre.y - height / 2
                    color: "transparent"
                    border.color: hintMarks.colour
                    border.width: Math.max(2, board.cellSize * 0.06)
                }
            }
        }

        // What a pick would hit, while its target is hovered: every square of
        // the area tinted and framed, so the player sees it before committing.
        // Under the pieces (board tokens stand at 2 and up): drawn over them,
        // the tint made a checker look see-through, like a Bard's illusion.
        Repeater {
            model: board.areaSquares
            delegate: Rectangle {
                required property var modelData
                readonly property point centre: board.squareCenter(modelData)
                objectName: "areaMark"
                z: 1.5
                width: board.cellSize; height: width
                x: centre.x - width / 2; y: centre.y - height / 2
                color: Qt.rgba(1, 0.45, 0.1, 0.28)
                border.color: "#ffb060"
                border.width: Math.max(2, board.cellSize * 0.04)
            }
        }

        // Squares a pick may choose: a glowing ring in the colour the art gives
        // the chosen group's face.
        Repeater {
            model: board.pickSquares
            delegate: Rectangle {
                id: pickRing
                required property var modelData
                readonly property point centre: board.squareCenter(modelData)
                objectName: "pickTarget"
                z: 6
                width: board.cellSize * 0.94; height: width; radius: width / 2
                x: centre.x - width / 2; y: centre.y - height / 2
                color: "transparent"
                border.color: board.pickGroup !== "" ? tokens.artObject.faceColour(board.pickFace) : Theme.selected
                border.width: Math.max(2, board.cellSize * 0.06)
                opacity: board.pickGroup !== "" ? 1 - 0.55 * Theme.wave(1300) : 0.55
            }
        }
    }

    // Every roll of a die, large over the lower part of the board for a moment.
    RollCaption {
        id: rollCaption
        z: 38
        controller: board.controller
        cellSize: board.cellSize
        anchors.horizontalCenter: parent.horizontalCenter
        y: board.boardTop + board.boardHeight - height - board.cellSize * 0.15
    }

    // A game's own screen over the board when its art has one (the choice of
    // characters), given the controller and the token layer.
    Loader {
        z: 42
        anchors.fill: parent
        sourceComponent: tokens.artObject.overlayArt || null
        onLoaded: {
            item.controller = board.controller
            item.tokenLayer = tokens
        }
    }

    // Looking back at an earlier position: the board is read-only, framed in
    // the accent colour, and one click on the banner returns to the game.
    Rectangle {
        x: board.boardLeft - board.frame; y: board.boardTop - board.frame
        width: board.boardWidth + 2 * board.frame; height: board.boardHeight + 2 * board.frame
        visible: board.controller.viewing
        color: "transparent"
        radius: board.frame / 2
        border.color: Theme.accent
        // Thin, so the coordinates on the frame stay readable.
        border.width: 3
        z: 40
    }
    Rectangle {
        id: viewingBanner
        objectName: "viewingBanner"
        visible: board.controller.viewing
        z: 41
        anchors.horizontalCenter: parent.horizontalCenter
        // On the frame's top edge, not over the top row: the position looked at
        // stays whole.
        y: board.boardTop - board.frame / 2 - height / 2
        width: Math.min(board.boardWidth * 0.92, bannerText.implicitWidth + 32)
        height: bannerText.implicitHeight + 16
        radius: height / 2
        color: bannerArea.containsMouse ? Qt.lighter(Theme.panel, 1.25) : Theme.panel
        border.color: Theme.accent
        border.width: 2
        opacity: 0.96
        Text {
            id: bannerText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, board.boardWidth * 0.92 - 32)
            text: board.controller.viewLabel
            color: Theme.text
            font.pixelSize: Math.max(13, Math.min(17, board.cellSize * 0.24))
            font.bold: true
            // On a small board the line shrinks rather than lose its end,
            // which says what a click does.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 10
            elide: Text.ElideRight
        }
        MouseArea {
            // Takes the click, so the board below does not see it.
            id: bannerArea
            anchors.fill: parent
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onClicked: board.controller.backToGame()
        }
    }
}
