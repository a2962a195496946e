import QtQuick
import Hatrack

// The board only shows what the controller says and forwards clicks and drops;
// it never decides what is legal.
Item {
    id: board

    required property GameController controller
    readonly property int rows: controller.boardRows
    readonly property int cols: controller.boardCols
    readonly property real cellSize: Math.floor(Math.min(width / cols, height / rows))
    readonly property real boardWidth: cellSize * cols
    readonly property real boardHeight: cellSize * rows
    readonly property real boardLeft: Math.round((width - boardWidth) / 2)
    readonly property real boardTop: Math.round((height - boardHeight) / 2)
    readonly property real frame: Math.max(6, cellSize * 0.16)

    // Sorcerer's Apprentice: the hat the player chose to place (a colour name, or
    // "" when none is chosen yet), and hats still flying to a square, as
    // {"square:N/colour": count}, which the pieces hide until they land.
    property string pickColour: ""
    property var incoming: ({})
    // Mid-chain hat placement: the controller asks for a square in a group.
    readonly property bool pickMode: controller.pickGroups.length > 0
    readonly property var pickSquares: {
        if (!pickMode)
            return []
        if (pickColour !== "")
            return controller.pickTargets(pickColour)
        let all = []
        for (const g of controller.pickGroups)
            for (const s of controller.pickTargets(g))
                if (all.indexOf(s) < 0)
                    all.push(s)
        return all
    }

    function displayRow(row) { return controller.flipped ? rows - 1 - row : row }
    function displayCol(col) { return controller.flipped ? cols - 1 - col : col }
    function squareAtPoint(px, py) {
        const dc = Math.floor((px - boardLeft) / cellSize), dr = Math.floor((py - boardTop) / cellSize)
        if (dc < 0 || dr < 0 || dc >= cols || dr >= rows)
            return -1
        return controller.squareAt(displayRow(dr), displayCol(dc))
    }
    // Where a square's centre is on screen, for tests and hints.
    function squareCenter(square) {
        for (let i = 0; i < cells.count; ++i) {
            const c = cells.itemAt(i)
            if (c.square === square)
                return Qt.point(c.x + cellSize / 2, c.y + cellSize / 2)
        }
        return Qt.point(-1, -1)
    }
    // Pieces and kings per side on the board now: [{pieces, kings}, {pieces, kings}].
    function pieceStats() {
        let stats = [{ pieces: 0, kings: 0 }, { pieces: 0, kings: 0 }]
        for (let i = 0; i < pieceRepeater.count; ++i) {
            const p = pieceRepeater.itemAt(i)
            if (!p || !p.alive || p.owner < 0 || p.owner > 1)
                continue
            stats[p.owner].pieces += 1
            if (p.kind === "king")
                stats[p.owner].kings += 1
        }
        return stats
    }
    function hiddenHatsOn(square) {
        let hidden = {}
        const prefix = "square:" + square + "/"
        for (const key in incoming)
            if (key.startsWith(prefix) && incoming[key] > 0)
                hidden[key.substring(prefix.length)] = incoming[key]
        return hidden
    }
    // squareCenter as a binding that follows resizes and flips.
    function centreOf(square) {
        cellSize; boardLeft; boardTop; controller.flipped
        return squareCenter(square)
    }
    function pieceAt(square) {
        for (let i = 0; i < pieceRepeater.count; ++i) {
            const p = pieceRepeater.itemAt(i)
            if (p && p.alive && p.square === square)
                return p
        }
        return null
    }

    Rectangle {
        x: board.boardLeft - board.frame; y: board.boardTop - board.frame
        width: board.boardWidth + 2 * board.frame; height: board.boardHeight + 2 * board.frame
        radius: board.frame / 2
        color: "#4a3020"
        border.color: "#2a1a10"
    }

    Repeater {
        id: cells
        model: board.rows * board.cols
        delegate: Rectangle {
            id: cell
            required property int index
            readonly property int dr: Math.floor(index / board.cols)
            readonly property int dc: index % board.cols
            readonly property int row: board.displayRow(dr)
            readonly property int col: board.displayCol(dc)
            readonly property int square: board.controller.hasGame ? board.controller.squareAt(row, col) : -1
            readonly property bool playable: square >= 0
            readonly property bool isLast: playable && board.controller.lastMoveSquares.indexOf(square) >= 0
            readonly property bool isSelected: playable && board.controller.selectedSquare === square
            readonly property bool isTarget: playable && board.controller.targetSquares.indexOf(square) >= 0

            x: board.boardLeft + dc * board.cellSize
            y: board.boardTop + dr * board.cellSize
            width: board.cellSize
            height: board.cellSize
            color: !playable ? Theme.lightSquare : isLast ? Qt.darker(Theme.lastMove, 1.35) : Theme.darkSquare

            Rectangle {
                visible: cell.isSelected
                anchors.fill: parent
                anchors.margins: 2
                color: "transparent"
                border.color: Theme.selected
                border.width: Math.max(2, board.cellSize * 0.05)
            }

            Text {
                visible: cell.playable
                text: board.controller.squareName(cell.square)
                color: "#d9c2a0"
                opacity: 0.75
                font.pixelSize: Math.max(8, board.cellSize * 0.16)
                x: board.cellSize * 0.06; y: board.cellSize * 0.03
            }
            Rectangle {
                visible: cell.isTarget
                anchors.centerIn: parent
                width: board.cellSize * 0.32; height: width; radius: width / 2
                color: Theme.target
                opacity: 0.9
                border.color: "#1d5a25"
            }
        }
    }

    Repeater {
        id: pieceRepeater
        model: board.controller.pieces
        delegate: PieceItem {
            required property int boardRow
            required property int boardCol
            cellSize: board.cellSize
            homeX: board.boardLeft + board.displayCol(boardCol) * board.cellSize
            homeY: board.boardTop + board.displayRow(boardRow) * board.cellSize
            // Pieces nearer the bottom of the screen stand in front, so tall hats
            // overlap the piece behind them, not the other way round.
            depth: board.displayRow(boardRow) / Math.max(1, board.rows)
            mustCapture: board.controller.mustCapture && board.controller.movableSquares.indexOf(square) >= 0
            hiddenHats: board.hiddenHatsOn(square)
        }
    }

    // A capture target that holds an enemy piece (a zot, a Strength capture): a
    // red crosshair over the piece, since a dot under it would be hidden.
    Repeater {
        model: board.controller.targetSquares
        delegate: Item {
            id: crosshair
            required property var modelData
            readonly property var victim: board.pieceAt(modelData)
            readonly property point centre: board.centreOf(modelData)
            visible: victim !== null && victim.owner !== board.controller.currentPlayer
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

    // Pieces that may receive the hat being placed: a glowing ring in its colour.
    Repeater {
        model: board.pickSquares
        delegate: Rectangle {
            required property var modelData
            readonly property point centre: board.centreOf(modelData)
            objectName: "pickTarget"
            z: 6
            width: board.cellSize * 0.94; height: width; radius: width / 2
            x: centre.x - width / 2; y: centre.y - height / 2
            color: "transparent"
            border.color: board.pickColour !== "" ? (board.pickColour === "clear" ? "#ffffff" : Qt.lighter(HatInfo.base(board.pickColour), 1.3))
                                                   : Theme.selected
            border.width: Math.max(2, board.cellSize * 0.06)
            opacity: board.pickColour !== "" ? pulse : 0.55
            property real pulse: 1
            SequentialAnimation on pulse {
                running: board.pickColour !== ""
                loops: Animation.Infinite
                NumberAnimation { to: 0.45; duration: 650; easing.type: Easing.InOutSine }
                NumberAnimation { to: 1; duration: 650; easing.type: Easing.InOutSine }
            }
        }
    }

    MouseArea {
        id: input
        anchors.fill: parent
        property int pressSquare: -1
        property point pressPoint
        property var dragged: null
        property bool dragging: false

        onPressed: (mouse) => {
            pressSquare = board.squareAtPoint(mouse.x, mouse.y)
            pressPoint = Qt.point(mouse.x, mouse.y)
            dragging = false
            // Any piece of the player to move may be picked up; the controller
            // explains on the drop why a move is refused.
            const piece = board.pieceAt(pressSquare)
            dragged = !board.pickMode && board.controller.humanToMove && piece && piece.owner === board.controller.currentPlayer ? piece : null
        }
        onPositionChanged: (mouse) => {
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
            }
        }
        onReleased: (mouse) => {
            const target = board.squareAtPoint(mouse.x, mouse.y)
            if (dragging) {
                const piece = dragged
                if (target !== pressSquare && target >= 0)
                    board.controller.moveTo(pressSquare, target)
                // Back to the square the model says (its new one, or home if refused).
                piece.dragging = false
            } else if (target === pressSquare && target >= 0) {
                if (!board.pickMode)
                    board.controller.clickSquare(target)
                else if (board.pickColour !== "")
                    board.controller.pick(board.pickColour, target)
                // Without a chosen colour the hint beside the board asks for one.
            }
            dragged = null
            dragging = false
        }
    }
}
