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
    function pieceAt(square) {
        for (let i = 0; i < pieceRepeater.count; ++i) {
            const p = pieceRepeater.itemAt(i)
            if (p && p.alive && p.square === square)
                return p
        }
        return null
    }

    Rectangle {
        x: board.boardLeft - frame; y: board.boardTop - frame
        width: board.boardWidth + 2 * frame; height: board.boardHeight + 2 * frame
        readonly property real frame: Math.max(6, board.cellSize * 0.16)
        radius: frame / 2
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
            mustCapture: board.controller.mustCapture && board.controller.movableSquares.indexOf(square) >= 0
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
            dragged = board.controller.humanToMove && piece && piece.owner === board.controller.currentPlayer ? piece : null
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
                board.controller.clickSquare(target)
            }
            dragged = null
            dragging = false
        }
    }
}
